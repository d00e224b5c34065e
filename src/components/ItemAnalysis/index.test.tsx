import { screen, waitFor, within } from '@testing-library/react';
import type { ItemAnalysis } from '@contract/analysis';
import { renderAntd } from '../../../tests/unit/render';
import ItemAnalysisCard, { ItemAnalysisView } from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));

const analysis: ItemAnalysis = {
  name: '期末考试',
  className: '一班',
  students: 5,
  counted: 4,
  groupSize: 1,
  items: [
    {
      questionId: 11,
      position: 1,
      type: 'single',
      stemText: '第一范式要求什么',
      score: 2,
      difficulty: 0.5,
      correctRate: 0.5,
      discrimination: -0.25,
      pointBiserial: 0.555,
      options: [
        { key: 'A', count: 2, correct: false },
        { key: 'B', count: 2, correct: true },
        { key: 'C', count: 0, correct: false },
      ],
      unanswered: 0,
      unpickedDistractors: ['C'],
      strongFail: true,
    },
    {
      questionId: 12,
      position: 2,
      type: 'fill',
      stemText: '主键',
      score: 3,
      difficulty: 0.75,
      correctRate: 0.75,
      discrimination: null,
      pointBiserial: null,
      options: null,
      unanswered: 0,
      unpickedDistractors: [],
      strongFail: false,
    },
  ],
};

describe('the item analysis table', () => {
  it('shows each question with its figures, option counts and flags', async () => {
    renderAntd(<ItemAnalysisView analysis={analysis} />);
    const table = screen.getByTestId('item-analysis-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('0.50')).toBeTruthy();
    expect(first.getByText('-0.25')).toBeTruthy();
    expect(first.getByText('0.56')).toBeTruthy();
    expect(first.getByText('A：2 人')).toBeTruthy();
    expect(first.getByText('无人选择的干扰项：C')).toBeTruthy();
    expect(first.getByText('高分组反而答错')).toBeTruthy();
    // undefined figures read as a dash; no options for a fill question
    expect(within(rows[1]!).getAllByText('—')).toHaveLength(3);
    expect(screen.getByTestId('item-analysis-counted').textContent).toContain('4 / 5');
    expect(screen.getByTestId('item-analysis-export')).toBeTruthy();
    // the chart arrives as a chunk of its own
    await waitFor(() => expect(within(screen.getByTestId('item-analysis-chart')).getAllByTestId('item-analysis-chart-bar')).toHaveLength(2));
  });

  it('says so while nobody has handed in', () => {
    renderAntd(<ItemAnalysisView analysis={{ ...analysis, counted: 0 }} />);
    expect(screen.getByTestId('item-analysis-empty').textContent).toContain('还没有学生交卷');
    expect(screen.queryByTestId('item-analysis-table')).toBeNull();
  });

  it('loads the analysis, showing a spinner first and the failure with a retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(analysis);
    renderAntd(<ItemAnalysisCard id={7} load={load} />);
    expect(await screen.findByText('题目分析加载失败')).toBeTruthy();
    screen.getByRole('button', { name: '重 试' }).click();
    expect(await screen.findByTestId('item-analysis-table')).toBeTruthy();
    expect(load).toHaveBeenCalledWith(7);
  });
});
