// Times of homework as the server's clock sees them: the page learns the offset (serverNow − Date.now()) when it
// loads and counts from there, so a student's wrong computer clock neither hides nor stretches the deadline.
import type { Translate } from '@/components/Locale';
import '@/locales/zh-CN/homework-stu';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Under this much time left the countdown turns red. */
export const HURRY_MS = 5 * MINUTE;

/** How far the server's clock is ahead of this browser's (negative: behind), from a serverNow it answered. */
export const clockOffset = (serverNow: string, localNow = Date.now()) => Date.parse(serverNow) - localNow;

/** A span in words, its two largest units: “2 天 3 小时”, “3 小时 5 分钟”, “5 分钟”, “不到 1 分钟”. */
export function spanText(t: Translate, ms: number): string {
  const span = Math.max(0, ms);
  if (span < MINUTE) return t('homeworkStu.span.underMinute');
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  const minutes = Math.floor((span % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? t('homeworkStu.span.dayHour', { days, hours }) : t('homeworkStu.span.day', { days });
  if (hours > 0) return minutes > 0 ? t('homeworkStu.span.hourMinute', { hours, minutes }) : t('homeworkStu.span.hour', { hours });
  return t('homeworkStu.span.minute', { minutes });
}

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown: “1 天 02:03:04”, “02:03:04”; zero once passed. */
export function countdownText(t: Translate, ms: number): string {
  const span = Math.max(0, Math.floor(ms / SECOND));
  const days = Math.floor(span / 86400);
  const clock = `${two(Math.floor((span % 86400) / 3600))}:${two(Math.floor((span % 3600) / 60))}:${two(span % 60)}`;
  return days > 0 ? t('homeworkStu.countdown.days', { days, clock }) : clock;
}
