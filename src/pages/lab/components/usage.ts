// A container's figures in readable units, for its owner and the course's teachers alike: time left by the server's
// clock, CPU share, memory and disk beside their limits.
import type { LabContainer } from '@contract/lab';
import type { Translate } from '@/components/Locale';
import { countdownText } from '@/utils/server-time';
import { sizeText } from '@/utils/lab-limits';
import '@/locales/zh-CN/lab';

/** hh:mm:ss until the container stops by itself, counted on the server's clock (`serverNow`); null when unknown. */
export function timeLeftText(t: Translate, stopsAt: string | null, serverNow: number | null): string | null {
  if (stopsAt === null || serverNow === null) return null;
  return countdownText(t, Date.parse(stopsAt) - serverNow);
}

/** CPU share with one decimal: 12.5%. */
export const cpuText = (t: Translate, percent: number) => t('lab.usage.percent', { value: Math.round(percent * 10) / 10 });

/** Whole megabytes (or GB) used. */
export const usedText = (t: Translate, mb: number) => sizeText(t, Math.round(mb));

/** Used of the limit: 128 MB / 512 MB; the disk may not be measured yet. */
export function ofLimitText(t: Translate, used: number | null, limitMb: number): string {
  const limit = sizeText(t, limitMb);
  return used === null ? t('lab.usage.unmeasured', { limit }) : t('lab.usage.ofLimit', { used: usedText(t, used), limit });
}

type Usage = NonNullable<LabContainer['usage']>;

/** The three figures of a running container, or null when the runtime does not measure. */
export function usageTexts(t: Translate, usage: Usage | null, image: LabContainer['image']) {
  if (usage === null) return null;
  return {
    cpu: cpuText(t, usage.cpuPercent),
    memory: ofLimitText(t, usage.memoryMb, image.memoryMb),
    disk: ofLimitText(t, usage.diskMb, image.diskMb),
  };
}
