import { folderTree, type ExerciseFolder } from '@contract/exercise';
import { folderOptions, folderPath, isEmptyFolder, selfAndBelow, subtreeCounts } from './folders';

const folders: ExerciseFolder[] = [
  { folderId: 10, parentId: null, name: '第一章 绪论', count: 2 },
  { folderId: 11, parentId: null, name: '第三章 SQL', count: 1 },
  { folderId: 12, parentId: 11, name: '单表查询', count: 3 },
  { folderId: 13, parentId: 11, name: '连接查询', count: 0 },
  { folderId: 15, parentId: 13, name: '自身连接', count: 4 },
  { folderId: 14, parentId: null, name: '期末复习', count: 0 },
];
const tree = folderTree(folders);

describe('folders of a bank', () => {
  it('count the questions of a folder with all its sub-folders', () => {
    const counts = subtreeCounts(tree);
    expect(counts.get(11)).toBe(8);
    expect(counts.get(13)).toBe(4);
    expect(counts.get(10)).toBe(2);
    expect(counts.get(14)).toBe(0);
  });

  it('know the branch a folder cannot move into', () => {
    expect([...selfAndBelow(folders, 11)].sort()).toEqual([11, 12, 13, 15]);
    expect([...selfAndBelow(folders, 14)]).toEqual([14]);
  });

  it('are empty only without questions and without sub-folders', () => {
    const byId = (id: number) => {
      const all = (nodes: typeof tree): typeof tree => nodes.flatMap((n) => [n, ...all(n.children)]);
      return all(tree).find((n) => n.folderId === id)!;
    };
    expect(isEmptyFolder(byId(14))).toBe(true);
    expect(isEmptyFolder(byId(13))).toBe(false);
    expect(isEmptyFolder(byId(10))).toBe(false);
  });

  it('name their path from the root', () => {
    expect(folderPath(folders, 15)).toEqual(['第三章 SQL', '连接查询', '自身连接']);
    expect(folderPath(folders, 99)).toEqual([]);
  });

  it('become picker options under the root, leaving out an excluded branch', () => {
    const [root] = folderOptions(tree, '根目录', new Set([13]));
    expect(root).toMatchObject({ value: 0, title: '根目录' });
    const values = (o: typeof root): number[] => [o.value, ...o.children.flatMap(values)];
    expect(values(root).sort((a, b) => a - b)).toEqual([0, 10, 11, 12, 14]);
  });
});
