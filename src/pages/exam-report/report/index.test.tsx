import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { saveBlob } from '@/components/SaveBlob';
import { BizError } from '@/requestErrorConfig';
import { exportExamReport, getExamReport, queryExamRegrades } from '@/services/htdz/exam';
import { emptyReport, examClass, report, rows } from '../../../../tests/unit/fixtures/exam-report';
import { ok } from '../../../../tests/unit/envelope';
import ExamReportPage from '.';

let mockParams: Record<string, string> = {};
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => mockParams,
}));
jest.mock('@/services/htdz/exam', () => ({
  getExamReport: jest.fn(),
  exportExamReport: jest.fn(),
  queryExamRegrades: jest.fn(),
  previewExamRegrade: jest.fn(),
  regradeExamQuestion: jest.fn(),
}));
jest.mock('@/components/SaveBlob', () => ({ saveBlob: jest.fn() }));
// the item analysis has its own test (src/components/ItemAnalysis): here it stays loading
jest.mock('@/services/htdz/analysis', () => ({ getExamAnalysis: jest.fn(() => new Promise(() => undefined)) }));

// antd tables in jsdom are slow on a busy machine
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const COURSE = { courseId: '1', examClassId: '9' };
const CLASS = { sclassId: '2', courseId: '1', examClassId: '9' };
const local = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
const studentRows = () =>
  Array.from(document.querySelectorAll('tr[data-row-key]')).filter(
    (tr) => tr.closest('[data-testid="exam-questions"]') === null && tr.closest('[data-testid="regrade-panel"]') === null,
  );
const shownNames = () => studentRows().map((tr) => within(tr as HTMLElement).getAllByRole('cell')[1].textContent);
const figure = (key: string) => screen.getByTestId(`exam-figure-${key}`).textContent;

beforeEach(() => {
  jest.clearAllMocks();
  mockParams = COURSE;
  (queryExamRegrades as jest.Mock).mockResolvedValue(ok({ answerCount: 3, questions: [], records: [] }));
});

async function open(r = report(), params = COURSE) {
  mockParams = params;
  (getExamReport as jest.Mock).mockResolvedValue(ok(r));
  renderAntd(<ExamReportPage />);
  await waitFor(() => expect(studentRows()).toHaveLength(r.rows.length));
}

describe('the report of an exam-class', () => {
  it("shows the exam, its figures, the distribution, each question's correctness and every student", async () => {
    await open();
    expect(getExamReport).toHaveBeenCalledWith(9);
    const header = screen.getByTestId('exam-class-header');
    expect(within(header).getByText('期中考试')).toBeTruthy();
    expect(within(header).getByText('2023级计算机科学2班')).toBeTruthy();
    expect(within(header).getByText('90 分钟')).toBeTruthy();
    expect(screen.getByTestId('exam-class-window').textContent).toBe(`${local('2025-04-21T01:00:00.000Z')} 至 ${local('2025-04-21T03:00:00.000Z')}已结束`);
    expect(screen.getByTestId('exam-class-started').textContent).toContain('4/ 5 人');
    expect(screen.getByTestId('exam-class-pending').textContent).toContain('1');

    expect(figure('count')).toContain('3人');
    expect(figure('average')).toContain('11.3/ 17 分');
    expect(figure('median')).toContain('11');
    expect(figure('max')).toContain('15');
    expect(figure('min')).toContain('8');
    expect(figure('passRate')).toContain('66.7%');
    expect(screen.getByRole('img', { name: '成绩分布：0–59 1 人，60–69 1 人，70–79 0 人，80–89 1 人，90–100 0 人' })).toBeTruthy();

    const questions = screen.getByTestId('exam-questions');
    expect(within(questions).getByText('简述事务的 ACID 特性。')).toBeTruthy();
    expect(within(questions).getByText('简答题')).toBeTruthy();
    expect(screen.getByTestId('exam-question-rate-606').textContent).toBe('33.3%');

    expect(shownNames()).toEqual(['王小明', '李思雨', '陈浩', '刘婷婷', '吴佳怡']);
    expect(studentRows().map((tr) => within(tr as HTMLElement).getByTestId('exam-state').textContent)).toEqual([
      '已交卷',
      '已交卷',
      '已批阅',
      '进行中',
      '缺考',
    ]);
    expect(screen.getByTestId('exam-row-score-21').textContent).toBe('8 / 17');
    expect(within(studentRows()[0] as HTMLElement).getByTestId('exam-row-pending')).toBeTruthy();
    expect(within(studentRows()[1] as HTMLElement).getByTestId('submission-auto').textContent).toBe('自动交卷');
    expect(screen.queryByTestId('exam-report-live')).toBeNull();
  });

  it("from a course, each attempt opens its answer view under the course, and the way back is the course's exams", async () => {
    await open();
    const link = (studentId: number) => within(screen.getByTestId(`exam-row-view-${studentId}`)).getByRole('link');
    expect(link(21).getAttribute('href')).toBe('/teacher/course/1/stuExamAnswerView/score/501');
    expect(link(21).textContent).toBe('批阅');
    expect(link(23).textContent).toBe('查看答卷');
    expect(link(24).getAttribute('href')).toBe('/teacher/course/1/stuExamAnswerView/score/504');
    // a student who never started has no attempt to open
    expect(screen.queryByTestId('exam-row-view-26')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(history.push).toHaveBeenCalledWith('/teacher/course/1/exam');
  });

  it("from a class, each attempt opens its answer view under the class, and the way back is the class's exams", async () => {
    await open(report(), CLASS);
    expect(within(screen.getByTestId('exam-row-view-22')).getByRole('link').getAttribute('href')).toBe('/teacher/sclass/2/stuExamAnswerView/score/502');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(history.push).toHaveBeenCalledWith('/teacher/class/2/exam');
  });

  it('filters the students by state, by waiting for review and by a typed account or name', async () => {
    await open();
    fireEvent.click(screen.getByRole('radio', { name: '已交卷' }));
    expect(shownNames()).toEqual(['王小明', '李思雨']);
    fireEvent.click(screen.getByRole('checkbox', { name: '只看待批阅' }));
    expect(shownNames()).toEqual(['王小明']);
    fireEvent.click(screen.getByRole('radio', { name: '全部' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '只看待批阅' }));
    fireEvent.change(screen.getByLabelText('搜索账号或姓名'), { target: { value: '陈' } });
    expect(shownNames()).toEqual(['陈浩']);
    fireEvent.change(screen.getByLabelText('搜索账号或姓名'), { target: { value: '不存在' } });
    expect(shownNames()).toEqual([]);
    expect(screen.getByText('没有符合条件的学生')).toBeTruthy();
  });

  it("导出成绩 downloads the server's xlsx under the exam's and class's name", async () => {
    const blob = new Blob(['xlsx']);
    (exportExamReport as jest.Mock).mockResolvedValue(blob);
    await open();
    fireEvent.click(screen.getByTestId('exam-report-export'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, '期中考试 - 2023级计算机科学2班 考试成绩.xlsx'));
    expect(exportExamReport).toHaveBeenCalledWith(9);
  });

  it('offers 重新评分 of each question the bank changed since publication, and marks attempts waiting for the engine', async () => {
    const question = {
      questionId: 606,
      position: 3,
      type: 'query' as const,
      stemText: '查询全体学生的姓名和所在系。',
      bank: 'changed' as const,
      publishedVersion: 1,
      bankVersion: 2,
    };
    (queryExamRegrades as jest.Mock).mockResolvedValue(ok({ answerCount: 3, questions: [question], records: [] }));
    await open(report({ rows: rows.map((r) => (r.studentId === 22 ? { ...r, score: null, regradePending: true } : r)) }));
    expect(queryExamRegrades).toHaveBeenCalledWith(9);
    await waitFor(() => expect(screen.getByTestId('regrade-bank-606').textContent).toBe('发布后已修改'));
    expect(screen.getByTestId('regrade-version-606').textContent).toBe('第 1 版 → 第 2 版');
    expect(screen.getByTestId('exam-row-regrade').textContent).toBe('待重新评分');
    expect(screen.getByTestId('exam-row-score-22').textContent).toBe('—');
  });
});

describe('while nobody has started, the exam is running, or the report cannot load', () => {
  it('before anyone starts: when the exam opens instead of figures, and the roster still listed', async () => {
    const r = emptyReport();
    await open(r);
    expect(screen.getByTestId('exam-report-nobody').textContent).toContain('还没有学生开始考试');
    expect(screen.getByTestId('exam-report-nobody').textContent).toContain(`考试将于 ${local(r.examClass.startAt)} 开始`);
    expect(screen.queryByTestId('exam-figures')).toBeNull();
    expect(screen.queryByTestId('exam-questions')).toBeNull();
    expect(screen.getByTestId('exam-window').textContent).toBe('未开始');
    expect(screen.queryAllByTestId(/^exam-row-view-/)).toHaveLength(0);
  });

  it('while it runs: says it refreshes itself, and 刷新 loads the report again', async () => {
    const now = Date.now();
    const running = report({
      examClass: examClass({ startAt: new Date(now - 600_000).toISOString(), endAt: new Date(now + 3_600_000).toISOString() }),
      rows: rows.slice(0, 4),
    });
    await open(running);
    expect(screen.getByTestId('exam-report-live').textContent).toBe('考试进行中，每 30 秒自动刷新');
    expect(screen.getByTestId('exam-window').textContent).toBe('进行中');
    await act(async () => {
      fireEvent.click(screen.getByTestId('exam-report-refresh'));
    });
    await waitFor(() => expect(getExamReport).toHaveBeenCalledTimes(2));
  });

  it('a report the server refuses says why and leads back', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // ahooks reports the refusal it was given
    (getExamReport as jest.Mock).mockRejectedValue(new BizError({ errorMessage: '只有班级的任课教师可以查看考试报告', errorCode: 'FORBIDDEN', showType: 2 }));
    renderAntd(<ExamReportPage />);
    await waitFor(() => expect(screen.getByText('无法打开这场考试')).toBeTruthy());
    expect(screen.getByText('只有班级的任课教师可以查看考试报告')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回考试列表' }));
    expect(history.push).toHaveBeenCalledWith('/teacher/course/1/exam');
    quiet.mockRestore();
  });

  it('an address with a bad number says so', async () => {
    mockParams = { courseId: '1', examClassId: 'abc' };
    renderAntd(<ExamReportPage />);
    expect(screen.getByText('地址无效')).toBeTruthy();
    expect(getExamReport).not.toHaveBeenCalled();
  });
});
