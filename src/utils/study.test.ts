import type { ChapterProgress, StudyChapterNode } from '@contract/study';
import { chapterToContinue, compareTimes, findChapter, progressRows, readingOrder, statusOf, withChapterProgress } from './study';

const figures = { itemCount: 1, doneCount: 0, progress: 0, completed: false, lastStudiedAt: null };
const chapter = (chapterId: number, parentId: number | null, serialNum: number, more: Partial<ChapterProgress> = {}): ChapterProgress => ({
  chapterId,
  parentId,
  serialNum,
  title: `章节 ${chapterId}`,
  ...figures,
  ...more,
});
const done = { itemCount: 2, doneCount: 2, progress: 100, completed: true, lastStudiedAt: '2025-03-18T08:00:00.000Z' };

const tree: StudyChapterNode[] = [
  { ...chapter(1, null, 1, done), children: [chapter(2, 1, 1, done), chapter(3, 1, 2)] },
  // a heading: nothing of its own, its progress is its sections'
  { ...chapter(5, null, 2, { itemCount: 0, progress: 30 }), children: [chapter(6, 5, 1), chapter(7, 5, 2)] },
  { ...chapter(9, null, 3, { itemCount: 0 }), children: [] },
];

describe('继续学习', () => {
  it('opens the first chapter not yet completed, in reading order', () => {
    expect(readingOrder(tree).map((c) => c.chapterId)).toEqual([1, 2, 3, 5, 6, 7, 9]);
    expect(chapterToContinue(tree)).toBe(3);
  });

  it('goes past a heading to its first section not yet completed', () => {
    const rest = withChapterProgress(tree, chapter(3, 1, 2, done));
    expect(chapterToContinue(rest)).toBe(6);
  });

  it('opens a lone chapter without anything to study (opening it completes it)', () => {
    const onlyLast = tree.map((n) => (n.chapterId === 9 ? n : { ...n, ...done, children: n.children.map((s) => ({ ...s, ...done })) }));
    expect(chapterToContinue(onlyLast)).toBe(9);
  });

  it('opens the first chapter once everything is completed, and nothing when there are no chapters', () => {
    const all = tree.map((n) => ({ ...n, ...done, children: n.children.map((s) => ({ ...s, ...done })) }));
    expect(chapterToContinue(all)).toBe(1);
    expect(chapterToContinue([])).toBeNull();
  });
});

describe('progress marks', () => {
  it('take a fresher answer for a chapter or a section, leaving the rest alone', () => {
    const next = withChapterProgress(tree, chapter(6, 5, 1, done));
    expect(findChapter(next, 6)?.node).toMatchObject({ completed: true, doneCount: 2 });
    expect(findChapter(next, 6)?.parent?.chapterId).toBe(5);
    expect(next[0]).toBe(tree[0]);
    const top = withChapterProgress(tree, chapter(9, null, 3, { itemCount: 0, progress: 100, completed: true }));
    expect(findChapter(top, 9)).toMatchObject({ node: { completed: true }, parent: null });
    expect(findChapter(tree, 99)).toBeNull();
  });

  it('say done, begun or not begun', () => {
    expect(statusOf(done)).toBe('done');
    expect(statusOf({ completed: false, progress: 30, lastStudiedAt: null })).toBe('doing');
    expect(statusOf({ completed: false, progress: 0, lastStudiedAt: '2025-03-18T08:00:00.000Z' })).toBe('doing');
    expect(statusOf({ completed: false, progress: 0, lastStudiedAt: null })).toBe('todo');
  });
});

describe('the progress table', () => {
  it('puts sections under their chapter, in order', () => {
    const rows = progressRows([chapter(7, 5, 2), chapter(5, null, 2), chapter(1, null, 1), chapter(6, 5, 1), chapter(9, null, 3)]);
    expect(rows.map((r) => [r.chapterId, r.children?.map((s) => s.chapterId)])).toEqual([
      [1, undefined],
      [5, [6, 7]],
      [9, undefined],
    ]);
  });

  it('sorts never-studied chapters as the earliest', () => {
    const times = [null, '2025-03-18T08:00:00.000Z', '2025-03-10T08:00:00.000Z'];
    expect([...times].sort(compareTimes)).toEqual([null, '2025-03-10T08:00:00.000Z', '2025-03-18T08:00:00.000Z']);
  });
});
