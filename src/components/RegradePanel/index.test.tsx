import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegradeOverview, RegradeRecord } from '@contract/homework';
import { renderAntd } from '../../../tests/unit/render';
import RegradePanel from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const overview = (records: RegradeRecord[] = []): RegradeOverview => ({
  answerCount: 3,
  questions: [
    { questionId: 601, position: 1, type: 'single', stemText: '满足 3NF 的是', bank: 'same' },
    { questionId: 606, position: 2, type: 'query', stemText: '查询计算机系学生的姓名', bank: 'changed' },
    { questionId: 607, position: 3, type: 'fill', stemText: '关系代数的基本运算', bank: 'missing' },
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
};

function open(load = jest.fn().mockResolvedValue(overview()), regrade = jest.fn().mockResolvedValue(record), onRegraded = jest.fn()) {
  renderAntd(<RegradePanel id={7} load={load} regrade={regrade} onRegraded={onRegraded} />);
  return { load, regrade, onRegraded };
}

it('shows where each question stands in the bank; a deleted one cannot be regraded', async () => {
  open();
  await waitFor(() => expect(screen.getByTestId('regrade-bank-606').textContent).toBe('发布后已修改'));
  expect(screen.getByTestId('regrade-bank-601').textContent).toBe('与发布时相同');
  expect(screen.getByTestId('regrade-bank-607').textContent).toBe('已从题库删除');
  expect(screen.getByTestId('regrade-607').closest('button')!.disabled).toBe(true);
  expect(screen.getByText('还没有重新评分过')).toBeTruthy();
});

it('confirms with the number of answers, regrades, then shows what changed', async () => {
  const { regrade, onRegraded, load } = open(
    jest
      .fn()
      .mockResolvedValueOnce(overview())
      .mockResolvedValue(overview([record])),
  );
  await waitFor(() => expect(screen.getByTestId('regrade-606')).toBeTruthy());
  fireEvent.click(screen.getByTestId('regrade-606'));
  expect(await screen.findByText('重新评分第 2 题？')).toBeTruthy();
  expect(screen.getByText('将按题库中的最新版本重新评分 3 份已提交的答案，教师给出的分数保留。')).toBeTruthy();
  expect(regrade).not.toHaveBeenCalled();
  fireEvent.click(within(document.querySelector('.ant-popconfirm') as HTMLElement).getByRole('button', { name: '重新评分' }));
  await waitFor(() => expect(regrade).toHaveBeenCalledWith(606));
  const result = await screen.findByTestId('regrade-result');
  expect(result.textContent).toContain('重新评分 3 份答案，2 份自动评分有变化');
  expect(
    within(result)
      .getAllByTestId('regrade-change')
      .map((c) => c.textContent),
  ).toEqual(['0 → 3', '3 → 0']);
  expect(within(result).getByText('1（保留）')).toBeTruthy();
  expect(onRegraded).toHaveBeenCalled();
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(within(screen.getByTestId('regrade-records')).getByText('李老师')).toBeTruthy());
});
