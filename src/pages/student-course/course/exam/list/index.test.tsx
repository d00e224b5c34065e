import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { StudentExamRow } from '@contract/exam';
import { renderAntd } from '../../../../../../tests/unit/render';
import { history } from '../../../../../../tests/unit/umi-max';
import { ok } from '../../../../../../tests/unit/envelope';
import { queryMyExams } from '@/services/htdz/exam';
import { getStudyCourseInfo } from '@/services/htdz/study';
import StudentExamListPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', clazzId: '3' }),
  useModel: () => ({ initialState: { currentUser: { userId: 4 } } }),
}));
jest.mock('@/services/htdz/exam', () => ({ queryMyExams: jest.fn() }));
jest.mock('@/services/htdz/study', () => ({ getStudyCourseInfo: jest.fn() }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// the server's clock is a year behind this browser's: every relative time and every action must follow the server
const SERVER_NOW = Date.now() - 365 * 24 * HOUR;
const at = (ms: number) => new Date(SERVER_NOW + ms).toISOString();
const row = (examClassId: number, more: Partial<StudentExamRow>): StudentExamRow => ({
  examClassId,
  examId: 7,
  name: `考试 ${examClassId}`,
  startAt: at(-HOUR),
  endAt: at(51 * HOUR + 10 * MINUTE),
  durationMinutes: 90,
  extraMinutes: 0,
  questionCount: 20,
  totalScore: 100,
  state: 'open',
  deadline: null,
  score: null,
  ...more,
});
const ROWS = [
  row(11, { name: '期末考试', state: 'upcoming', startAt: at(26 * HOUR + 5 * MINUTE), endAt: at(28 * HOUR) }),
  row(12, { name: '期中考试' }),
  row(13, { name: '第二章 关系代数测验', state: 'answering', durationMinutes: 45, deadline: at(35 * MINUTE + 30_000) }),
  row(14, { name: '第一章 小测', state: 'reviewed', startAt: at(-72 * HOUR), endAt: at(-70 * HOUR), deadline: at(-71 * HOUR), score: 86.5 }),
  row(15, { name: 'SQL 上机考试', state: 'submitted', startAt: at(-50 * HOUR), endAt: at(-48 * HOUR), deadline: at(-49 * HOUR) }),
  row(16, { name: '随堂测验', examId: null, state: 'missed', startAt: at(-30 * HOUR), endAt: at(-29 * HOUR) }),
];

const open = async (rows: StudentExamRow[] = ROWS) => {
  (queryMyExams as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', className: '2023级计算机科学1班', serverNow: at(0), exams: rows }));
  renderAntd(<StudentExamListPage />);
  await waitFor(() => expect(screen.getByTestId('exam-summary')).toBeTruthy());
};
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

beforeEach(() => {
  jest.clearAllMocks();
  (getStudyCourseInfo as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', clazzName: '2023级计算机科学1班' }));
});

describe('my exams in a class', () => {
  it('shows each exam with its state, paper, window and how many are still to do', async () => {
    await open();
    expect(queryMyExams).toHaveBeenCalledWith(1, 3);
    expect(screen.getByTestId('exam-summary').textContent).toBe('共 6 场考试，3 场未完成');
    expect([11, 12, 13, 14, 15, 16].map((id) => screen.getByTestId(`exam-row-state-${id}`).textContent)).toEqual([
      '未开始',
      '可参加',
      '进行中',
      '已批阅',
      '已交卷',
      '缺考',
    ]);
    const midterm = rowOf('期中考试');
    expect(within(midterm).getByText('20 题 · 满分 100 分 · 90 分钟')).toBeTruthy();
    expect(within(midterm).getByText(`${time(ROWS[1].startAt)} 至 ${time(ROWS[1].endAt)}`)).toBeTruthy();
  });

  it('counts by the server’s clock: time to the opening, to the window’s close, and left of my attempt', async () => {
    await open();
    expect(screen.getByTestId('exam-row-clock-11').textContent).toContain('1 天 2 小时后开始');
    expect(screen.getByTestId('exam-row-clock-12').textContent).toContain('2 天 3 小时后停止入场');
    expect(screen.getByTestId('exam-row-clock-13').textContent).toContain('作答剩余 35 分钟');
    // over: no clock
    for (const id of [14, 15, 16]) expect(screen.queryByTestId(`exam-row-clock-${id}`)).toBeNull();
  });

  it('shows my score once released, 未公布 before', async () => {
    await open();
    expect(screen.getByTestId('exam-row-score-14').textContent).toBe('86.5 / 100 分');
    expect(screen.queryByTestId('exam-row-score-15')).toBeNull();
    expect(within(rowOf('SQL 上机考试')).getByText('未公布')).toBeTruthy();
    expect(within(rowOf('期中考试')).getByText('未公布')).toBeTruthy();
  });

  it('an exam not open yet waits, disabled', async () => {
    await open();
    const wait = screen.getByTestId('exam-row-wait-11') as HTMLButtonElement;
    expect(wait.disabled).toBe(true);
    expect(wait.textContent).toContain('未开始');
    fireEvent.click(wait);
    expect(history.push).not.toHaveBeenCalled();
    expect(within(rowOf('期末考试')).queryByRole('button', { name: /参加考试|继续作答|查看/ })).toBeNull();
  });

  it('参加考试 and 继续作答 open the exam’s page (which starts or resumes it)', async () => {
    await open();
    fireEvent.click(within(rowOf('期中考试')).getByRole('button', { name: /参加考试/ }));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/exam/examClass/detail/1/3/7/12');
    fireEvent.click(within(rowOf('第二章 关系代数测验')).getByRole('button', { name: /继续作答/ }));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/exam/examClass/detail/1/3/7/13');
  });

  it('handed in, reviewed or missed: 查看 opens the exam’s page; a deleted paper leaves 0 in the address', async () => {
    await open();
    fireEvent.click(screen.getByTestId('exam-row-view-14'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/exam/examClass/detail/1/3/7/14');
    fireEvent.click(screen.getByTestId('exam-row-view-15'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/exam/examClass/detail/1/3/7/15');
    fireEvent.click(screen.getByTestId('exam-row-view-16'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/exam/examClass/detail/1/3/0/16');
    for (const id of [14, 15, 16]) expect(screen.queryByTestId(`exam-row-enter-${id}`)).toBeNull();
  });

  it('the list is older than the server’s clock: an exam past its opening may start, one past its close or deadline is only viewed', async () => {
    await open([
      row(21, { name: '已到开考时间', state: 'upcoming', startAt: at(-MINUTE) }),
      row(22, { name: '入场已截止', state: 'open', endAt: at(-MINUTE) }),
      row(23, { name: '作答已到时', state: 'answering', deadline: at(-MINUTE) }),
    ]);
    expect(screen.getByTestId('exam-row-enter-21').textContent).toContain('参加考试');
    expect(screen.getByTestId('exam-row-view-22')).toBeTruthy();
    expect(screen.getByTestId('exam-row-view-23')).toBeTruthy();
    expect(screen.queryByTestId('exam-row-enter-22')).toBeNull();
    expect(screen.queryByTestId('exam-row-enter-23')).toBeNull();
  });

  it('says so when the class has no exam', async () => {
    (queryMyExams as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', className: '1班', serverNow: at(0), exams: [] }));
    renderAntd(<StudentExamListPage />);
    await waitFor(() => expect(screen.getByTestId('exam-empty')).toBeTruthy());
    expect(screen.getByText('这个班级还没有考试')).toBeTruthy();
    expect(screen.queryByTestId('exam-table')).toBeNull();
  });

  it('a class I am not in (or a failed load) says so instead of an empty table', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // ahooks reports the refusal it was given
    (queryMyExams as jest.Mock).mockRejectedValue(new Error('你不在这个班级中'));
    renderAntd(<StudentExamListPage />);
    await waitFor(() => expect(screen.getByText('课程不存在，或你不在这个班级中')).toBeTruthy());
    quiet.mockRestore();
    expect(screen.getByText('请从“我的课程”重新进入。')).toBeTruthy();
    expect(screen.queryByTestId('exam-table')).toBeNull();
    expect(screen.queryByTestId('exam-empty')).toBeNull();
  });

  it('is one of the study pages: the others are offered, 考试 itself is not', async () => {
    await open();
    expect(screen.queryByTestId('study-nav-exam')).toBeNull();
    fireEvent.click(screen.getByTestId('study-nav-task'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/task/1/3');
  });
});
