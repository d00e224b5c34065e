import routes from '../../config/routes';
import { format } from '../../tests/unit/umi-max';
import type { Translate } from '@/components/Locale';
import { TASK_STU_LINKS } from './student-homework-links';
import { clockOffset, countdownText, spanText } from './server-time';

const t = format as Translate;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('times by the server clock', () => {
  it('the offset is how far the server is ahead of this browser', () => {
    expect(clockOffset('2025-03-10T08:00:30.000Z', Date.parse('2025-03-10T08:00:00.000Z'))).toBe(30_000);
    expect(clockOffset('2025-03-10T07:59:00.000Z', Date.parse('2025-03-10T08:00:00.000Z'))).toBe(-60_000);
  });

  it('spans read as their two largest units', () => {
    expect(spanText(t, 2 * DAY + 3 * HOUR + 20 * MIN)).toBe('2 天 3 小时');
    expect(spanText(t, 2 * DAY + 10 * MIN)).toBe('2 天');
    expect(spanText(t, 3 * HOUR + 5 * MIN)).toBe('3 小时 5 分钟');
    expect(spanText(t, 3 * HOUR)).toBe('3 小时');
    expect(spanText(t, 5 * MIN + 59_000)).toBe('5 分钟');
    expect(spanText(t, 59_000)).toBe('不到 1 分钟');
    expect(spanText(t, -5 * MIN)).toBe('不到 1 分钟');
  });

  it('the countdown shows days apart and stops at zero', () => {
    expect(countdownText(t, DAY + 2 * HOUR + 3 * MIN + 4_500)).toBe('1 天 02:03:04');
    expect(countdownText(t, 59 * MIN + 59_999)).toBe('00:59:59');
    expect(countdownText(t, -1000)).toBe('00:00:00');
  });
});

describe('links of the homework pages', () => {
  const routeOf = (link: string) => routes.find((r) => 'component' in r && r.path !== '/*' && new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`).test(link));

  it('open the pages of this issue, not the placeholder', () => {
    expect(routeOf(TASK_STU_LINKS.list(1, 2))).toMatchObject({ component: './student-course/course/task', access: 'isStudent' });
    expect(routeOf(TASK_STU_LINKS.answer(4, 1001))).toMatchObject({ component: './homework-answer/sheet', layout: false, access: 'isStudent' });
    expect(routeOf(TASK_STU_LINKS.detail(4, 1001))).toMatchObject({ component: './homework-answer/result', layout: false, access: 'isStudent' });
    expect(TASK_STU_LINKS.answer(4, 1001)).toBe('/task-stu/answser/studentId/homeworkId/4/1001');
  });
});
