// An image's limits in readable units, for its managers and for students alike: 内存 512 MB, CPU 0.5 核, 进程 256,
// 磁盘 1 GB, 空闲 30 分钟, 最长 4 小时.
import type { LabImage } from '@contract/lab';
import type { Translate } from '@/components/Locale';
import { spanText } from './server-time';
import '@/locales/zh-CN/lab';

const MINUTE = 60_000;

/** Megabytes as MB, or as GB when that reads as a whole or a short fraction (1 GB, 1.5 GB, 1.25 GB). */
export function sizeText(t: Translate, mb: number): string {
  const hundredths = (mb * 100) / 1024;
  return mb >= 1024 && Number.isInteger(hundredths) ? t('lab.unit.gb', { count: hundredths / 100 }) : t('lab.unit.mb', { count: mb });
}

/** CPU tenths as cores: 0.5 核. */
export const coresText = (t: Translate, tenths: number) => t('lab.unit.cores', { count: tenths / 10 });

/** Minutes in the largest units: 30 分钟, 4 小时, 1 小时 30 分钟. */
export const minutesText = (t: Translate, minutes: number) => spanText(t, minutes * MINUTE);

type Limits = Pick<LabImage, 'memoryMb' | 'cpuTenths' | 'diskMb' | 'idleMinutes' | 'lifetimeMinutes'> & Partial<Pick<LabImage, 'maxProcesses'>>;

/** The limits as labelled texts, in order; the process limit only where it is known (students do not see it). */
export function limitTexts(t: Translate, image: Limits): { key: string; text: string }[] {
  return [
    { key: 'memory', text: t('lab.limit.memory', { value: sizeText(t, image.memoryMb) }) },
    { key: 'cpu', text: t('lab.limit.cpu', { value: coresText(t, image.cpuTenths) }) },
    ...(image.maxProcesses === undefined ? [] : [{ key: 'processes', text: t('lab.limit.processes', { value: image.maxProcesses }) }]),
    { key: 'disk', text: t('lab.limit.disk', { value: sizeText(t, image.diskMb) }) },
    { key: 'idle', text: t('lab.limit.idle', { value: minutesText(t, image.idleMinutes) }) },
    { key: 'lifetime', text: t('lab.limit.lifetime', { value: minutesText(t, image.lifetimeMinutes) }) },
  ];
}
