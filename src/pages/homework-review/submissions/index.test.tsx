import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { saveBlob } from '@/components/SaveBlob';
import {
  exportHomeworkSubmissions,
  queryDuplicateReport,
  queryHomeworkRegrades,
  queryHomeworkSubmissions,
  previewHomeworkRegrade,
  regradeHomeworkQuestion,
  runDuplicateCheck,
} from '@/services/htdz/homework';
import { homework, pair, row, rows } from '../../../../tests/unit/fixtures/review';
import { ok } from '../../../../tests/unit/envelope';
import HomeworkSubmissionsPage from '.';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', classId: '2', homeworkId: '7' }),
}));
jest.mock('@/services/htdz/homework', () => ({
  queryHomeworkSubmissions: jest.fn(),
  exportHomeworkSubmissions: jest.fn(),
  queryDuplicateReport: jest.fn(),
  runDuplicateCheck: jest.fn(),
  queryHomeworkRegrades: jest.fn(),
  previewHomeworkRegrade: jest.fn(),
  regradeHomeworkQuestion: jest.fn(),
}));
jest.mock('@/components/SaveBlob', () => ({ saveBlob: jest.fn() }));

// antd tables in jsdom are slow on a busy machine
jest.setTimeout(30_000);
// a busy machine takes more than a second to re-render an antd page
configure({ asyncUtilTimeout: 5000 });

const local = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
const shownNames = () => Array.from(document.querySelectorAll('tr[data-row-key]')).map((tr) => within(tr as HTMLElement).getAllByRole('cell')[1].textContent);

beforeEach(() => {
  jest.clearAllMocks();
  history.location.search = '';
});

async function open(h = homework()) {
  (queryHomeworkSubmissions as jest.Mock).mockResolvedValue(ok({ homework: h, rows }));
  renderAntd(<HomeworkSubmissionsPage />);
  await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(5));
}

describe('the homework and its submissions', () => {
  it("shows the homework's settings and progress, and every student of the class", async () => {
    await open();
    expect(queryHomeworkSubmissions).toHaveBeenCalledWith(7);
    const header = screen.getByTestId('homework-header');
    expect(within(header).getByText('第一次作业')).toBeTruthy();
    expect(within(header).getByText('2023级计算机科学1班')).toBeTruthy();
    expect(within(header).getByText(`允许迟交至 ${local('2025-03-20T15:59:00.000Z')}，扣 10% 分`)).toBeTruthy();
    expect(screen.getByTestId('homework-submitted').textContent).toContain('4/ 5 人');
    expect(screen.getByTestId('homework-average').textContent).toContain('11.3');
    expect(shownNames()).toEqual(['王小明', '李思雨', '陈浩', '刘婷婷', '吴佳怡']);
    expect(screen.getByTestId('submission-score-21').textContent).toBe('8 / 17');
  });

  it('filters by status and by late submissions', async () => {
    await open();
    fireEvent.click(screen.getByRole('radio', { name: '已批阅' }));
    expect(shownNames()).toEqual(['陈浩']);
    fireEvent.click(screen.getByRole('radio', { name: '全部' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '只看迟交' }));
    expect(shownNames()).toEqual(['李思雨']);
  });

  it('filters by waiting for review together with a typed account or name, and says when nothing matches', async () => {
    await open();
    fireEvent.click(screen.getByRole('checkbox', { name: '只看待批阅' }));
    expect(shownNames()).toEqual(['王小明', '李思雨']);
    fireEvent.change(screen.getByLabelText('搜索账号或姓名'), { target: { value: '10102' } });
    expect(shownNames()).toEqual(['李思雨']);
    fireEvent.change(screen.getByLabelText('搜索账号或姓名'), { target: { value: '陈浩' } });
    expect(shownNames()).toEqual([]);
    expect(screen.getByText('没有符合条件的学生')).toBeTruthy();
  });

  it('filters the students the duplicate check flagged', async () => {
    await open();
    fireEvent.click(screen.getByRole('checkbox', { name: '只看查重标记' }));
    expect(shownNames()).toEqual(['王小明', '李思雨']);
  });

  it('sorts by score, students without one last going up', async () => {
    await open();
    const scoreHeader = () => screen.getAllByText('得分')[0];
    fireEvent.click(scoreHeader());
    expect(shownNames()).toEqual(['吴佳怡', '李思雨', '王小明', '刘婷婷', '陈浩']);
    fireEvent.click(scoreHeader());
    expect(shownNames()).toEqual(['陈浩', '刘婷婷', '王小明', '李思雨', '吴佳怡']);
  });

  it('批阅 opens the grading workspace of a handed-in submission, 查看 its detail; a student who has not handed in has no 批阅', async () => {
    await open();
    fireEvent.click(screen.getByTestId('submission-review-22'));
    expect(history.push).toHaveBeenLastCalledWith('/task-bank/task/review/studentId/homeworkId/22/7/1/2');
    fireEvent.click(screen.getByTestId('submission-view-23'));
    expect(history.push).toHaveBeenLastCalledWith('/task-bank/task/detail/studentId/homeworkId/23/7/1/2');
    expect(screen.queryByTestId('submission-review-26')).toBeNull();
    expect(screen.getByTestId('submission-view-26')).toBeTruthy();
  });

  it("导出成绩 downloads the server's xlsx under the homework's and class's name", async () => {
    const blob = new Blob(['xlsx']);
    (exportHomeworkSubmissions as jest.Mock).mockResolvedValue(blob);
    await open();
    fireEvent.click(screen.getByTestId('submissions-export'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, '第一次作业 - 2023级计算机科学1班 成绩.xlsx'));
    expect(exportHomeworkSubmissions).toHaveBeenCalledWith(7);
  });
});

describe('the 查重 tab', () => {
  const openDuplicates = async (h = homework()) => {
    await open(h);
    fireEvent.click(screen.getByRole('tab', { name: /查重/ }));
    await waitFor(() => expect(screen.getByTestId('duplicate-report')).toBeTruthy());
  };

  it('lists the pairs most similar first, as percentages, each opening the comparison', async () => {
    (queryDuplicateReport as jest.Mock).mockResolvedValue(
      ok({
        checkedAt: '2025-03-20T16:30:00.000Z',
        pairs: [
          pair({
            studentId: 23,
            code: '2023010103',
            name: '陈浩',
            otherStudentId: 24,
            otherCode: '2023010104',
            otherName: '刘婷婷',
            similarity: 0.61,
            decision: 'dismissed',
          }),
          pair(),
        ],
      }),
    );
    await openDuplicates();
    expect(queryDuplicateReport).toHaveBeenCalledWith(7);
    const report = screen.getByTestId('duplicate-report');
    await waitFor(() => expect(within(report).getAllByTestId('duplicate-similarity')).toHaveLength(2));
    expect(
      within(report)
        .getAllByTestId('duplicate-similarity')
        .map((p) => p.textContent),
    ).toEqual(['86%', '61%']);
    expect(
      within(report)
        .getAllByTestId('duplicate-decision')
        .map((t) => t.textContent),
    ).toEqual(['待确认', '排除']);
    expect(within(report).getAllByText('题 #605：93%')).toHaveLength(2);
    expect(within(report).getByText(`上次查重：${local('2025-03-20T16:30:00.000Z')}`)).toBeTruthy();
    expect(screen.queryByTestId('duplicate-off')).toBeNull();
    fireEvent.click(screen.getByTestId('duplicate-compare-21-22'));
    expect(history.push).toHaveBeenLastCalledWith('/task-bank/task/review/duplicate/studentId/otherStudentId/homeworkId/21/22/7');
  });

  it('opens on 查重 when the address asks for it (the comparison page links back so)', async () => {
    (queryDuplicateReport as jest.Mock).mockResolvedValue(ok({ checkedAt: null, pairs: [] }));
    (queryHomeworkSubmissions as jest.Mock).mockResolvedValue(ok({ homework: homework(), rows }));
    history.location.search = '?tab=duplicates';
    renderAntd(<HomeworkSubmissionsPage />);
    await waitFor(() => expect(screen.getByTestId('duplicate-report')).toBeTruthy());
    expect(queryDuplicateReport).toHaveBeenCalledWith(7);
    expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(0);
  });

  it('says when 查重 is off, and 立即查重 still runs it and shows what it found', async () => {
    (queryDuplicateReport as jest.Mock).mockResolvedValue(ok({ checkedAt: null, pairs: [] }));
    (runDuplicateCheck as jest.Mock).mockResolvedValue(ok({ checkedAt: '2025-03-22T02:00:00.000Z', pairs: [pair()] }));
    await openDuplicates(homework({ duplicateCheck: false, duplicateCheckedAt: null }));
    expect(screen.getByTestId('duplicate-off').textContent).toContain('这份作业没有开启自动查重');
    await waitFor(() => expect(screen.getByText('还没有查重结果')).toBeTruthy());
    expect(screen.getByTestId('duplicate-checked-at').textContent).toBe('还没有查重');
    await act(async () => {
      fireEvent.click(screen.getByTestId('duplicate-run'));
    });
    expect(runDuplicateCheck).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.getAllByTestId('duplicate-similarity')).toHaveLength(1));
    expect(screen.getByTestId('duplicate-checked-at').textContent).toBe(`上次查重：${local('2025-03-22T02:00:00.000Z')}`);
    // the students' flags come again with the list
    expect(queryHomeworkSubmissions).toHaveBeenCalledTimes(2);
  });
});

describe('the 重新评分 tab', () => {
  it('a submission whose question waits for the grading engine shows 待重新评分, not a score', async () => {
    const waiting = row({ studentId: 25, code: '2023010105', name: '赵一鸣', score: null, regradePending: true });
    (queryHomeworkSubmissions as jest.Mock).mockResolvedValue(ok({ homework: homework(), rows: [...rows.slice(0, 4), waiting] }));
    renderAntd(<HomeworkSubmissionsPage />);
    await waitFor(() => expect(screen.getByTestId('submission-regrade-25').textContent).toBe('待重新评分'));
    expect(screen.getByTestId('submission-score-25').textContent).toBe('—');
  });

  it('previews the regrade of a question changed in the bank, confirms the previewed version, then the scores reload', async () => {
    const question = {
      questionId: 606,
      position: 3,
      type: 'query' as const,
      stemText: '查询全体学生的姓名和所在系。',
      bank: 'changed' as const,
      publishedVersion: 1,
      bankVersion: 2,
    };
    (queryHomeworkRegrades as jest.Mock).mockResolvedValue(ok({ answerCount: 4, questions: [question], records: [] }));
    (previewHomeworkRegrade as jest.Mock).mockResolvedValue(
      ok({ questionId: 606, position: 3, publishedVersion: 1, bankVersion: 2, differences: ['referenceSql'], answerCount: 4, unchangedCount: 4, changes: [] }),
    );
    (regradeHomeworkQuestion as jest.Mock).mockResolvedValue(
      ok({
        regradeId: 1,
        questionId: 606,
        position: 3,
        regradedBy: '李老师',
        regradedAt: '2025-03-22T02:00:00.000Z',
        answerCount: 4,
        changedCount: 0,
        changes: [],
        version: 2,
      }),
    );
    await open();
    fireEvent.click(screen.getByRole('tab', { name: '重新评分' }));
    await waitFor(() => expect(screen.getByTestId('regrade-bank-606').textContent).toBe('发布后已修改'));
    expect(queryHomeworkRegrades).toHaveBeenCalledWith(7);
    fireEvent.click(screen.getByTestId('regrade-606'));
    await waitFor(() => expect(previewHomeworkRegrade).toHaveBeenCalledWith({ homeworkId: 7, questionId: 606 }));
    expect(await screen.findByText('没有答案的自动评分会变化')).toBeTruthy();
    expect(regradeHomeworkQuestion).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByTestId('regrade-confirm'));
    });
    await waitFor(() => expect(regradeHomeworkQuestion).toHaveBeenCalledWith({ homeworkId: 7, questionId: 606, version: 2 }));
    expect((await screen.findByTestId('regrade-result')).textContent).toContain('重新评分 4 份答案，0 份自动评分有变化');
    await waitFor(() => expect(queryHomeworkSubmissions).toHaveBeenCalledTimes(2));
  });
});
