import type { ModuleNode } from '@contract/sys';
import { ancestorIds, filterTree, flatten, parentIds, subtreeIds, toggleGrant, withoutSubtree } from '.';

const node = (moduleId: number, parentId: number | null, name: string, path: string, children?: ModuleNode[]): ModuleNode => ({
  moduleId,
  parentId,
  name,
  path,
  icon: null,
  sort: moduleId * 10,
  visible: true,
  ...(children ? { children } : {}),
});

// 首页; 系统管理 > 用户管理, 角色管理 > (角色授权); 意见反馈
const tree: ModuleNode[] = [
  node(1, null, '首页', '/home'),
  node(2, null, '系统管理', '/sys', [node(3, 2, '用户管理', '/sys/user'), node(4, 2, '角色管理', '/sys/role', [node(5, 4, '角色授权', '/sys/role/grant')])]),
  node(6, null, '意见反馈', '/feedback/list'),
];

describe('module tree helpers', () => {
  it('flattens parents before children', () => {
    expect(flatten(tree).map((n) => n.moduleId)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('knows which rows can expand', () => {
    expect(parentIds(tree)).toEqual([2, 4]);
  });
  it('finds a subtree and the ancestors of a node', () => {
    expect(subtreeIds(tree, 2)).toEqual([2, 3, 4, 5]);
    expect(subtreeIds(tree, 99)).toEqual([]);
    expect(ancestorIds(tree, 5)).toEqual([4, 2]);
    expect(ancestorIds(tree, 1)).toEqual([]);
  });
  it('a module cannot be moved under itself: its subtree leaves the parent choices', () => {
    expect(flatten(withoutSubtree(tree, 4)).map((n) => n.moduleId)).toEqual([1, 2, 3, 6]);
  });
  it('search keeps the matches with their ancestors', () => {
    expect(flatten(filterTree(tree, '授权')).map((n) => n.moduleId)).toEqual([2, 4, 5]);
    expect(flatten(filterTree(tree, '/SYS/USER')).map((n) => n.moduleId)).toEqual([2, 3]);
    expect(filterTree(tree, '  ')).toHaveLength(3);
    expect(filterTree(tree, '不存在')).toEqual([]);
  });
});

describe('granting modules to a role', () => {
  it('granting a child grants its parents too, so the menu entry shows', () => {
    expect(toggleGrant(tree, [1], 5, true)).toEqual([1, 2, 4, 5]);
  });
  it('granting a parent grants everything below it', () => {
    expect(toggleGrant(tree, [], 2, true)).toEqual([2, 3, 4, 5]);
  });
  it('taking away a parent takes away everything below it, and leaves the rest', () => {
    expect(toggleGrant(tree, [1, 2, 3, 4, 5, 6], 4, false)).toEqual([1, 2, 3, 6]);
  });
  it('a parent may stay granted without its children', () => {
    expect(toggleGrant(tree, [2, 3], 3, false)).toEqual([2]);
  });
});
