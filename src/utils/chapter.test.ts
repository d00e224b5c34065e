import type { ChapterNode } from '@contract/chapter';
import { chapterLock, chapterToShow, moveOfDrop, neighbours, readingOrder, sectionsOf, type Drop } from './chapter';

const node = (chapterId: number, title: string, children: [number, string][] = []): ChapterNode => ({
  chapterId,
  parentId: null,
  title,
  serialNum: 0,
  children: children.map(([id, t], i) => ({ chapterId: id, parentId: chapterId, title: t, serialNum: i + 1 })),
});

// 第一章 (1.1, 1.2), 第二章, 第三章 (3.1, 3.2)
const tree: ChapterNode[] = [
  node(1, '第一章 绪论', [
    [2, '1.1 数据库系统概述'],
    [3, '1.2 数据模型'],
  ]),
  node(4, '第二章 关系数据库'),
  node(5, '第三章 SQL', [
    [6, '3.1 数据定义'],
    [7, '3.2 数据查询'],
  ]),
];

const drop = (dragId: number, dropId: number, where: 'before' | 'after' | 'onto'): Drop => ({
  dragId,
  dropId,
  dropToGap: where !== 'onto',
  position: where === 'before' ? -1 : where === 'after' ? 1 : 0,
});

describe('a drop in the chapter tree asks the server to move the chapter', () => {
  it('a chapter dropped after another chapter goes there, counted without itself', () => {
    expect(moveOfDrop(tree, drop(1, 4, 'after'))).toEqual({ chapterId: 1, parentId: null, index: 1 });
    expect(moveOfDrop(tree, drop(5, 1, 'before'))).toEqual({ chapterId: 5, parentId: null, index: 0 });
    expect(moveOfDrop(tree, drop(1, 5, 'after'))).toEqual({ chapterId: 1, parentId: null, index: 2 });
  });

  it('a section moves among its siblings or into another chapter', () => {
    expect(moveOfDrop(tree, drop(2, 3, 'after'))).toEqual({ chapterId: 2, parentId: 1, index: 1 });
    expect(moveOfDrop(tree, drop(7, 6, 'before'))).toEqual({ chapterId: 7, parentId: 5, index: 0 });
    expect(moveOfDrop(tree, drop(3, 6, 'after'))).toEqual({ chapterId: 3, parentId: 5, index: 1 });
  });

  it('dropped onto a chapter, it becomes the first section of that chapter', () => {
    expect(moveOfDrop(tree, drop(4, 5, 'onto'))).toEqual({ chapterId: 4, parentId: 5, index: 0 });
    expect(moveOfDrop(tree, drop(7, 1, 'onto'))).toEqual({ chapterId: 7, parentId: 1, index: 0 });
  });

  it('a section dropped between chapters becomes a chapter', () => {
    expect(moveOfDrop(tree, drop(6, 4, 'after'))).toEqual({ chapterId: 6, parentId: null, index: 2 });
  });

  it('refuses what the server refuses: sections of sections, a chapter with sections under another', () => {
    expect(moveOfDrop(tree, drop(4, 2, 'onto'))).toBe('sectionOfSection');
    expect(moveOfDrop(tree, drop(1, 4, 'onto'))).toBe('chapterWithSections');
    expect(moveOfDrop(tree, drop(1, 6, 'after'))).toBe('chapterWithSections');
  });

  it('a drop that changes nothing asks nothing', () => {
    expect(moveOfDrop(tree, drop(4, 1, 'after'))).toBe('nothing');
    expect(moveOfDrop(tree, drop(2, 3, 'before'))).toBe('nothing');
    expect(moveOfDrop(tree, drop(4, 4, 'onto'))).toBe('nothing');
  });
});

describe('who may edit the chapters', () => {
  it('the owner of a draft or confirmed course edits', () => {
    expect(chapterLock({ status: 'draft', canEdit: true })).toBeNull();
    expect(chapterLock({ status: 'confirmed', canEdit: true })).toBeNull();
  });

  it('a course waiting for review or archived is read-only, and so is anyone else’s', () => {
    expect(chapterLock({ status: 'submitted', canEdit: true })).toBe('submitted');
    expect(chapterLock({ status: 'archived', canEdit: true })).toBe('archived');
    expect(chapterLock({ status: 'draft', canEdit: false })).toBe('noRight');
  });
});

describe('reading order and 上一章 / 下一章', () => {
  it('reads a chapter, then its sections, then the next chapter', () => {
    expect(readingOrder(tree).map((c) => c.chapterId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('the neighbours of a section cross chapter borders; the ends have none', () => {
    expect(neighbours(tree, 3)).toMatchObject({ prev: { chapterId: 2 }, next: { chapterId: 4 } });
    expect(neighbours(tree, 1).prev).toBeNull();
    expect(neighbours(tree, 7).next).toBeNull();
    expect(neighbours(tree, 99)).toEqual({ prev: null, next: null });
  });

  it('chapter 0 or an unknown one shows the first; an empty course shows none', () => {
    expect(chapterToShow(tree, 0)).toBe(1);
    expect(chapterToShow(tree, 6)).toBe(6);
    expect(chapterToShow(tree, 404)).toBe(1);
    expect(chapterToShow([], 0)).toBeNull();
  });

  it('counts the sections a delete takes along', () => {
    expect(sectionsOf(tree, 5)).toBe(2);
    expect(sectionsOf(tree, 4)).toBe(0);
  });
});
