import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegradeOverview, RegradePreview, RegradeRecord } from '@contract/homework';
import { renderAntd } from '../../../tests/unit/render';
import RegradePanel from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const overview = (records: RegradeRecord[] = [], bankVersion = 2): RegradeOverview => ({
  answerCount: 3,
  questions: [
    { questionId: 601, position: 1, type: 'single', stemText: '满足 3NF 的是', bank: 'same', publishedVersion: 1, bankVersion: 1 },
    { questionId: 606, position: 2, type: 'query', stemText: '查询计算机系学生的姓名', bank: 'changed', publishedVersion: 1, bankVersion },
    { questionId: 607, position: 3, type: 'fill', stemText: '关系代数的基本运算', bank: 'missing', publishedVersion: null, bankVersion: null },
  ],
  records,
});

const record: RegradeRecord = {
  regradeId: 1,
  questionId: 606,
  position: 2,
  regradedBy: '李老师',
  regradedAt: '2025-03-21T02:00:00.000Z',
  answerCount: 3,
  changedCount: 2,
  changes: [
    { studentId: 21, code: '2023010101', name: '王小明', oldScore: 0, newScore: 3, manualScore: null },
    { studentId: 22, code: '2023010102', name: '李思雨', oldScore: 3, newScore: 0, manualScore: 1 },
  ],
  version: 2,
};

const previewOf = (bankVersion = 2): RegradePreview => ({
  questionId: 606,
  position: 2,
  publishedVersion: 1,
  bankVersion,
  differences: ['referenceSql'],
  answerCount: 3,
  unchangedCount: 1,
  changes: [
    { studentId: 21, code: '2023010101', name: '王小明', oldScore: 0, newScore: 3, manualScore: null, correct: true, message: '结果正确' },
    { studentId: 22, code: '2023010102', name: '李思雨', oldScore: 3, newScore: 0, manualScore: 1, correct: false, message: '结果多了 2 行' },
  ],
});

function open({
  load = jest.fn().mockResolvedValue(overview()),
  preview = jest.fn().mockResolvedValue(previewOf()),
  regrade = jest.fn().mockResolvedValue(record),
  onRegraded = jest.fn(),
}: Partial<Record<'load' | 'preview' | 'regrade' | 'onRegraded', jest.Mock>> = {}) {
  renderAntd(<RegradePanel id={7} load={load} preview={preview} regrade={regrade} onRegraded={onRegraded} />);
  return { load, preview, regrade, onRegraded };
}

it('shows each question’s versions and where it stands in the bank; a deleted one cannot be regraded', async () => {
  open();
  await waitFor(() => expect(screen.getByTestId('regrade-bank-606').textContent).toBe('发布后已修改'));
  expect(screen.getByTestId('regrade-version-606').textContent).toBe('第 1 版 → 第 2 版');
  expect(screen.getByTestId('regrade-bank-601').textContent).toBe('与发布时相同');
  expect(screen.getByTestId('regrade-bank-607').textContent).toBe('已从题库删除');
  expect(screen.getByTestId('regrade-version-607').textContent).toBe('未记录 → 已从题库删除');
  expect(screen.getByTestId('regrade-607').closest('button')!.disabled).toBe(true);
  expect(screen.getByText('还没有重新评分过')).toBeTruthy();
});

const dialog = () => document.querySelector('.ant-modal') as HTMLElement;

it('previews first (nothing applied), then confirms the previewed version and shows what changed', async () => {
  const { preview, regrade, onRegraded, load } = open({
    load: jest
      .fn()
      .mockResolvedValueOnce(overview())
      .mockResolvedValue(overview([record])),
  });
  await waitFor(() => expect(screen.getByTestId('regrade-606')).toBeTruthy());
  fireEvent.click(screen.getByTestId('regrade-606'));
  await waitFor(() => expect(preview).toHaveBeenCalledWith(606));
  expect(await screen.findByText('重新评分第 2 题：预览')).toBeTruthy();
  // the preview applied nothing
  expect(regrade).not.toHaveBeenCalled();
  expect(onRegraded).not.toHaveBeenCalled();
  const shown = within(dialog());
  expect(shown.getByTestId('regrade-preview-bank').textContent).toBe('第 2 版');
  expect(shown.getByText('第 1 版')).toBeTruthy();
  expect(shown.getByText('参考 SQL')).toBeTruthy();
  expect(shown.getByTestId('regrade-preview-summary').textContent).toBe(
    '按题库当前版本重新评分 3 份已提交的答案：2 份自动评分将变化，1 份不变。教师给出的分数保留。',
  );
  expect(shown.getAllByTestId('regrade-preview-change').map((c) => c.textContent)).toEqual(['0 → 3', '3 → 0']);
  expect(shown.getByText('正确')).toBeTruthy();
  expect(shown.getByText('结果多了 2 行')).toBeTruthy();
  expect(shown.getByText('1（保留）')).toBeTruthy();

  fireEvent.click(shown.getByTestId('regrade-confirm'));
  await waitFor(() => expect(regrade).toHaveBeenCalledWith(606, 2));
  const result = await screen.findByTestId('regrade-result');
  expect(result.textContent).toContain('重新评分 3 份答案，2 份自动评分有变化');
  expect(
    within(result)
      .getAllByTestId('regrade-change')
      .map((c) => c.textContent),
  ).toEqual(['0 → 3', '3 → 0']);
  expect(within(result).getByText('1（保留）')).toBeTruthy();
  expect(regrade).toHaveBeenCalledTimes(1);
  expect(onRegraded).toHaveBeenCalled();
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(within(screen.getByTestId('regrade-records')).getByText('李老师')).toBeTruthy());
});

it('a refused confirmation (edited since the preview) applies nothing; 重新预览 shows the new version, which is then confirmed', async () => {
  const { preview, regrade, onRegraded } = open({
    preview: jest.fn().mockResolvedValueOnce(previewOf(2)).mockResolvedValue(previewOf(3)),
    regrade: jest
      .fn()
      .mockRejectedValueOnce(new Error('题目在预览后又被修改，请重新预览'))
      .mockResolvedValue({ ...record, version: 3 }),
  });
  await waitFor(() => expect(screen.getByTestId('regrade-606')).toBeTruthy());
  fireEvent.click(screen.getByTestId('regrade-606'));
  const confirm = await screen.findByTestId('regrade-confirm');
  fireEvent.click(confirm);
  await waitFor(() => expect(regrade).toHaveBeenCalledWith(606, 2));
  // still the preview, nothing reported as done
  await waitFor(() => expect(confirm.closest('button')!.classList.contains('ant-btn-loading')).toBe(false));
  expect(screen.queryByTestId('regrade-result')).toBeNull();
  expect(onRegraded).not.toHaveBeenCalled();

  fireEvent.click(within(dialog()).getByTestId('regrade-preview-again'));
  await waitFor(() => expect(within(dialog()).getByTestId('regrade-preview-bank').textContent).toBe('第 3 版'));
  expect(preview).toHaveBeenCalledTimes(2);
  fireEvent.click(within(dialog()).getByTestId('regrade-confirm'));
  await waitFor(() => expect(regrade).toHaveBeenLastCalledWith(606, 3));
  expect(await screen.findByTestId('regrade-result')).toBeTruthy();
});

it('a second click while the confirmation runs sends nothing more', async () => {
  let finish: (r: RegradeRecord) => void = () => undefined;
  const { regrade } = open({ regrade: jest.fn().mockReturnValue(new Promise<RegradeRecord>((resolve) => (finish = resolve))) });
  await waitFor(() => expect(screen.getByTestId('regrade-606')).toBeTruthy());
  fireEvent.click(screen.getByTestId('regrade-606'));
  const confirm = await screen.findByTestId('regrade-confirm');
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  await waitFor(() => expect(regrade).toHaveBeenCalledTimes(1));
  finish(record);
  expect(await screen.findByTestId('regrade-result')).toBeTruthy();
  expect(regrade).toHaveBeenCalledTimes(1);
});
