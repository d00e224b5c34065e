import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudentHomeworkRow } from '@contract/homework';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { ok } from '../../../../../tests/unit/envelope';
import { asPhone } from '../../../../../tests/unit/phone';
import { queryMyHomeworks } from '@/services/htdz/homework';
import { getStudyCourseInfo } from '@/services/htdz/study';
import StudentTaskListPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', clazzId: '1' }),
  useModel: () => ({ initialState: { currentUser: { userId: 4 } } }),
}));
jest.mock('@/services/htdz/homework', () => ({ queryMyHomeworks: jest.fn() }));
jest.mock('@/services/htdz/study', () => ({ getStudyCourseInfo: jest.fn() }));

// the server's clock is a year behind this browser's: every relative time must follow the server
const SERVER_NOW = Date.parse('2024-03-10T08:00:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(SERVER_NOW + ms).toISOString();
const row = (homeworkId: number, more: Partial<StudentHomeworkRow>): StudentHomeworkRow => ({
  homeworkId,
  name: `作业 ${homeworkId}`,
  startAt: at(-24 * HOUR),
  endAt: at(51 * HOUR + 10 * 60_000),
  extended: false,
  lateUntil: null,
  status: 'new',
  open: true,
  questionCount: 7,
  answeredCount: 0,
  totalScore: 31,
  score: null,
  submittedAt: null,
  late: false,
  ...more,
});
const ROWS = [
  row(1, { name: '第三章 SQL 查询基础作业' }),
  row(2, { name: '第二章 关系代数小测', status: 'answering', answeredCount: 1, questionCount: 2 }),
  row(3, { name: '第五章 事务与并发作业', startAt: at(26 * HOUR), endAt: at(200 * HOUR), open: false }),
  row(4, {
    name: '第一章 关系模型练习',
    status: 'reviewed',
    open: false,
    endAt: at(-HOUR),
    submittedAt: at(-30 * HOUR),
    score: 9.5,
    totalScore: 12,
    answeredCount: 3,
  }),
  row(5, { name: '课前预习', status: 'answering', open: false, endAt: at(-HOUR) }),
];

const open = async (rows: StudentHomeworkRow[] = ROWS) => {
  (queryMyHomeworks as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', className: '2023级计算机科学1班', serverNow: at(0), homeworks: rows }));
  renderAntd(<StudentTaskListPage />);
  await waitFor(() => expect(screen.getByTestId('task-summary')).toBeTruthy());
};
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  (getStudyCourseInfo as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', clazzName: '2023级计算机科学1班' }));
});

describe('my homework list', () => {
  it('shows each homework with its status, answered count, score once released and the time left by the server clock', async () => {
    await open();
    expect(queryMyHomeworks).toHaveBeenCalledWith(1, 1);
    expect(screen.getByTestId('task-summary').textContent).toBe('共 5 份作业，3 份待完成');
    expect(within(rowOf('第三章 SQL 查询基础作业')).getByTestId('task-status-1').textContent).toBe('未开始');
    expect(screen.getByTestId('task-clock-1').textContent).toContain('还剩 2 天 3 小时');
    expect(screen.getByTestId('task-answered-2').textContent).toBe('1 / 2');
    expect(screen.getByTestId('task-status-4').textContent).toBe('已批阅');
    expect(screen.getByTestId('task-score-4').textContent).toBe('9.5 / 12 分');
    expect(within(rowOf('第二章 关系代数小测')).getByText('未公布')).toBeTruthy();
  });

  it('开始作答 and 继续作答 open the answering page of my own sheet', async () => {
    await open();
    const begin = within(rowOf('第三章 SQL 查询基础作业')).getByRole('button', { name: /开始作答/ });
    fireEvent.click(begin);
    expect(history.push).toHaveBeenLastCalledWith('/task-stu/answser/studentId/homeworkId/4/1');
    fireEvent.click(within(rowOf('第二章 关系代数小测')).getByRole('button', { name: /继续作答/ }));
    expect(history.push).toHaveBeenLastCalledWith('/task-stu/answser/studentId/homeworkId/4/2');
  });

  it('a homework not started yet is disabled, with when it starts', async () => {
    await open();
    const wait = screen.getByTestId('task-wait-3') as HTMLButtonElement;
    expect(wait.disabled).toBe(true);
    expect(screen.getByTestId('task-clock-3').textContent).toContain('1 天 2 小时后开始');
    expect(within(rowOf('第五章 事务与并发作业')).queryByRole('button', { name: /作答/ })).toBeNull();
  });

  it('handed in or closed: 查看 opens the result; closed without a submission is marked 已截止', async () => {
    await open();
    expect(screen.getByTestId('task-status-5').textContent).toBe('作答中已截止');
    expect(screen.getByTestId('task-status-4').textContent).not.toContain('已截止');
    fireEvent.click(screen.getByTestId('task-view-4'));
    expect(history.push).toHaveBeenLastCalledWith('/task-stu/detail/studentId/homeworkId/4/4');
    expect(within(rowOf('课前预习')).queryByRole('button', { name: /作答/ })).toBeNull();
  });

  it('says so when the class has no homework', async () => {
    (queryMyHomeworks as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', className: '1班', serverNow: at(0), homeworks: [] }));
    renderAntd(<StudentTaskListPage />);
    await waitFor(() => expect(screen.getByTestId('task-empty')).toBeTruthy());
    expect(screen.getByText('这个班级还没有布置作业')).toBeTruthy();
  });

  it('the study pages link here with 作业', async () => {
    await open();
    // this page's own button is not offered; the others are
    expect(screen.queryByTestId('study-nav-task')).toBeNull();
    expect(screen.getByTestId('study-nav-info')).toBeTruthy();
  });
});

describe('on a phone', () => {
  let wide: () => void;
  beforeEach(() => {
    wide = asPhone();
  });
  afterEach(() => wide());

  const cardOf = (name: string) => screen.getByText(name).closest('[data-testid="row-card"]') as HTMLElement;

  it('each homework is a card with its status, times, answered count, score and the way in; no table', async () => {
    await open();
    expect(document.querySelector('table')).toBeNull();
    expect(screen.getAllByTestId('row-card')).toHaveLength(5);
    const first = cardOf('第三章 SQL 查询基础作业');
    expect(within(first).getByTestId('task-status-1').textContent).toBe('未开始');
    expect(within(first).getByTestId('task-clock-1').textContent).toContain('还剩 2 天 3 小时');
    expect(within(first).getByText('已答')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: /开始作答/ }));
    expect(history.push).toHaveBeenLastCalledWith('/task-stu/answser/studentId/homeworkId/4/1');
    expect(within(cardOf('第一章 关系模型练习')).getByTestId('task-score-4').textContent).toBe('9.5 / 12 分');
    // not open yet: faded, and waiting
    const later = cardOf('第五章 事务与并发作业');
    expect(later.style.opacity).toBe('0.6');
    expect((within(later).getByTestId('task-wait-3') as HTMLButtonElement).disabled).toBe(true);
  });

  it('the other study pages are one row of small buttons under the title', async () => {
    await open();
    const nav = screen.getByTestId('study-nav');
    expect(within(nav).getByTestId('study-nav-info').className).toContain('ant-btn-sm');
    expect(nav.style.overflowX).toBe('auto');
  });
});
