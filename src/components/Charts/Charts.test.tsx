import { screen, within } from '@testing-library/react';
import { renderAntd } from '../../../tests/unit/render';
import { BarChart, BarList } from './index';

describe('the bar chart', () => {
  const bars = [
    { key: 'a', label: '0–59', value: 2 },
    { key: 'b', label: '60–69', value: 0 },
    { key: 'c', label: '90–100', value: 4 },
  ];

  it('names itself and every bar with its value for screen readers', () => {
    renderAntd(<BarChart title="成绩分布" bars={bars} format={(v) => `${v} 人`} empty="无数据" data-testid="chart" />);
    const chart = screen.getByRole('img', { name: '成绩分布：0–59 2 人，60–69 0 人，90–100 4 人' });
    expect(chart).toBeTruthy();
    expect(within(screen.getByTestId('chart')).getAllByTestId('chart-bar')).toHaveLength(3);
    expect(screen.getByText('4 人')).toBeTruthy();
  });

  it('draws bars in proportion to the largest value, or to the given top of the scale', () => {
    const { container, unmount } = renderAntd(<BarChart title="t" bars={bars} empty="无" />);
    const heights = [...container.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(heights[0] * 2).toBe(heights[2]);
    expect(heights[1]).toBe(0);
    unmount();
    const scaled = renderAntd(<BarChart title="t" bars={[{ key: 1, label: '作业一', value: 50 }]} max={100} empty="无" height={200} />);
    // the plot is 150 high (200 less the room for value and label): half of it
    expect(Number(scaled.container.querySelector('rect')!.getAttribute('height'))).toBe(75);
  });

  it('says so when there is nothing to draw', () => {
    renderAntd(<BarChart title="成绩分布" bars={[]} empty="还没有成绩" />);
    expect(screen.getByText('还没有成绩')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('the bar list', () => {
  it('gives each item a meter with its value, kept within 0–100', () => {
    renderAntd(
      <BarList
        title="知识点掌握度"
        items={[
          { key: 1, label: '关系模型', value: 67 },
          { key: 2, label: 'SQL 查询', value: 120 },
        ]}
        empty="无"
      />,
    );
    const meters = screen.getAllByRole('meter');
    expect(meters.map((m) => [m.getAttribute('aria-label'), m.getAttribute('aria-valuenow'), m.getAttribute('aria-valuetext')])).toEqual([
      ['关系模型', '67', '67%'],
      ['SQL 查询', '100', '120%'],
    ]);
    expect(screen.getByRole('figure', { name: '知识点掌握度' })).toBeTruthy();
  });

  it('says so when there are no items', () => {
    renderAntd(<BarList title="知识点掌握度" items={[]} empty="课程还没有知识点" />);
    expect(screen.getByText('课程还没有知识点')).toBeTruthy();
    expect(screen.queryAllByRole('meter')).toHaveLength(0);
  });
});
