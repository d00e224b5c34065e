import type { KnowledgeMastery } from '@contract/practice';
import { pointRows, searchPoints } from './points';

const point = (knowId: number, name: string, parentId: number | null): KnowledgeMastery => ({
  knowId,
  name,
  parentId,
  description: null,
  exerciseCount: 2,
  correctCount: 1,
  mastery: 50,
  resetAt: null,
});
// the server's order: children may come before their parents
const points = [point(3, '单表查询', 2), point(1, '关系模型', null), point(2, 'SQL', null), point(4, '连接查询', 2), point(5, '关系代数', 1)];

describe('the practice list of knowledge points', () => {
  it('puts each point after its parent, indented one level deeper', () => {
    expect(pointRows(points).map((r) => [r.name, r.depth])).toEqual([
      ['关系模型', 0],
      ['关系代数', 1],
      ['SQL', 0],
      ['单表查询', 1],
      ['连接查询', 1],
    ]);
  });

  it('shows a point whose parent is missing, or caught in a cycle, at the top level once', () => {
    const odd = [point(7, '孤立', 99), point(8, '甲', 9), point(9, '乙', 8)];
    expect(pointRows(odd).map((r) => [r.name, r.depth])).toEqual([
      ['孤立', 0],
      ['甲', 0],
      ['乙', 1],
    ]);
  });

  it('search keeps the matches and their ancestors, ignoring case', () => {
    const rows = pointRows(points);
    expect(searchPoints(rows, '查询').map((r) => r.name)).toEqual(['SQL', '单表查询', '连接查询']);
    expect(searchPoints(rows, 'sql').map((r) => r.name)).toEqual(['SQL']);
    expect(searchPoints(rows, ' ')).toHaveLength(5);
    expect(searchPoints(rows, '事务')).toEqual([]);
  });
});
