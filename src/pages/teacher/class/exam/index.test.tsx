import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExamClassSummary } from '@contract/exam';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { BizError } from '@/requestErrorConfig';
import { queryExamClasses } from '@/services/htdz/exam';
import { getClassStat } from '@/services/htdz/stats';
import { CLASS_STAT } from '../../../../../tests/unit/fixtures/class-stat';
import { ok } from '../../../../../tests/unit/envelope';
import ClassExamPage from './index';

const mockParams = { sclassId: '1' };
jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../../tests/unit/umi-max'), useParams: () => mockParams }));
jest.mock('@/services/htdz/stats', () => ({ getClassStat: jest.fn() }));
jest.mock('@/services/htdz/exam', () => ({ queryExamClasses: jest.fn() }));

const stat = getClassStat as jest.Mock;
const list = queryExamClasses as jest.MockedFunction<typeof queryExamClasses>;
jest.setTimeout(30_000);

const HOUR = 3_600_000;
const hoursFromNow = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const examClass = (examClassId: number, name: string, over: Partial<ExamClassSummary>): ExamClassSummary => ({
  examClassId,
  examId: 5,
  courseId: 3,
  classId: 1,
  className: '2023级计算机科学1班',
  name,
  questionCount: 6,
  totalScore: 30,
  startAt: hoursFromNow(-1),
  endAt: hoursFromNow(1),
  durationMinutes: 90,
  shuffleQuestions: false,
  shuffleOptions: false,
  releaseVerdicts: false,
  showScore: 'end',
  showAnswer: 'end',
  publishedAt: hoursFromNow(-48),
  targeted: false,
  studentCount: 3,
  startedCount: 2,
  submittedCount: 1,
  reviewedCount: 1,
  pendingCount: 0,
  averageScore: 26,
  ...over,
});
const EXAMS = [
  examClass(21, 'SQL 查询单元测验', {
    startAt: hoursFromNow(48),
    endAt: hoursFromNow(49),
    durationMinutes: 45,
    startedCount: 0,
    submittedCount: 0,
    reviewedCount: 0,
    averageScore: null,
  }),
  examClass(22, '关系代数随堂测', {}),
  examClass(23, '数据库系统原理 期中考试', {
    examId: null,
    startAt: hoursFromNow(-300),
    endAt: hoursFromNow(-298),
    startedCount: 3,
    submittedCount: 3,
    reviewedCount: 2,
    pendingCount: 1,
    averageScore: 21.5,
  }),
];

const rows = () => within(screen.getByTestId('class-exams')).getAllByRole('row').slice(1);
const rowOf = (name: string) => within(screen.getByTestId('class-exams')).getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  mockParams.sclassId = '1';
  stat.mockResolvedValue(ok(CLASS_STAT));
  list.mockResolvedValue(ok(EXAMS));
});

describe('the exams tab of a class', () => {
  it('is the fourth tab of the class’s pages, under the class’s head', async () => {
    renderAntd(<ClassExamPage />);
    const head = await screen.findByTestId('class-head');
    expect(head.textContent).toContain('数据库系统原理');
    expect(screen.getByRole('tab', { name: '考试' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '统计' }));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/class/1/statis');
  });

  it('lists the class’s exams with where they stand, their progress and average, each opening its report among the class’s pages', async () => {
    renderAntd(<ClassExamPage />);
    await screen.findByText('关系代数随堂测');
    expect(list).toHaveBeenCalledWith({ classId: 1 });
    expect(rows().map((r) => r.querySelectorAll('td')[1]?.textContent)).toEqual(['未开始', '进行中', '已结束']);
    expect(rowOf('数据库系统原理 期中考试').textContent).toContain('开始 3 · 交卷 3 · 批阅 2 / 3 人');
    expect(rowOf('数据库系统原理 期中考试').textContent).toContain('待批 1');
    expect(rowOf('数据库系统原理 期中考试').textContent).toContain('21.5 / 30');
    expect(rowOf('SQL 查询单元测验').textContent).toContain('45 分钟');
    // the class's page manages nothing: 报告 only
    expect(screen.queryByTestId('exam-class-withdraw-22')).toBeNull();
    fireEvent.click(screen.getByTestId('exam-report-23'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/sclass/1/course/3/exam/report/23');
    fireEvent.click(within(rowOf('关系代数随堂测')).getByText('关系代数随堂测'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/sclass/1/course/3/exam/report/22');
  });

  it('shows only the exams of one state when asked', async () => {
    renderAntd(<ClassExamPage />);
    await screen.findByText('关系代数随堂测');
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('class-exam-phase')).getByText('已结束'));
    });
    await waitFor(() => expect(rows().map((r) => r.querySelectorAll('td')[0]?.textContent)).toEqual(['数据库系统原理 期中考试']));
  });

  it('says so when the class has no exam yet', async () => {
    list.mockResolvedValue(ok([]));
    renderAntd(<ClassExamPage />);
    expect(await screen.findByText('这个班级还没有考试')).toBeTruthy();
  });

  it('shows the server’s refusal for a class of someone else, with the way back to the class list', async () => {
    const refusal = new BizError({ errorMessage: '只有本班的任课教师可以查看和管理这个班级', errorCode: 'FORBIDDEN', showType: 2 });
    stat.mockRejectedValue(refusal);
    list.mockRejectedValue(refusal);
    renderAntd(<ClassExamPage />);
    expect(await screen.findByText('只有本班的任课教师可以查看和管理这个班级')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回班级列表' }));
    expect(history.push).toHaveBeenCalledWith('/teacher/sclassList');
  });

  it('says the address is wrong for a class number that is no number, without asking the server', () => {
    mockParams.sclassId = 'abc';
    renderAntd(<ClassExamPage />);
    expect(screen.getByTestId('stats-bad-param')).toBeTruthy();
    expect(list).not.toHaveBeenCalled();
  });
});
