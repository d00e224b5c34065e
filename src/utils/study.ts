// The pure rules of the student's study pages: where they link, the reading order of what the class sees, which
// chapter 继续学习 opens, and the rows of the progress table.
import type { ChapterProgress, StudyChapterNode } from '@contract/study';

export const STU_LINKS = {
  courses: () => '/stu/course',
  info: (courseId: number, clazzId: number) => `/stu/course/info/${courseId}/${clazzId}`,
  chapters: (courseId: number, clazzId: number) => `/stu/course/chapter/list/${courseId}/${clazzId}`,
  chapter: (courseId: number, clazzId: number, chapterId: number) => `/stu/course/chapter/detail/${courseId}/${clazzId}/${chapterId}`,
  process: (courseId: number, clazzId: number) => `/stu/course/chapter/process/${courseId}/${clazzId}`,
  knowledge: (courseId: number, clazzId: number) => `/stu/course/knowledge/list/${courseId}/${clazzId}`,
  knowledgeExercises: (courseId: number, clazzId: number, knowId: number) => `/stu/course/knowledge/exercise/${courseId}/${clazzId}/${knowId}`,
  exercise: (courseId: number, clazzId: number, knowId: number, exerciseId: number) => `/stu/course/exercise/${courseId}/${clazzId}/${knowId}/${exerciseId}`,
  task: (courseId: number, clazzId: number) => `/stu/course/task/${courseId}/${clazzId}`,
  exam: (courseId: number, clazzId: number) => `/stu/course/exam/${courseId}/${clazzId}`,
  stats: (courseId: number, clazzId: number) => `/stu/course/statis/${courseId}/${clazzId}`,
  lab: (courseId: number, clazzId: number) => `/stu/images/${courseId}/${clazzId}`,
  /** starting an image of the course (`imageId` chosen beforehand) as this user in this role (the server compares both with the session) */
  labStart: (courseId: number, clazzId: number, studentCode: string, roleId: number, imageId?: number) =>
    `/stu/start/${courseId}/${encodeURIComponent(studentCode)}/${roleId}/${clazzId}${imageId === undefined ? '' : `?imageId=${imageId}`}`,
};

/** Chapters and sections in reading order: a chapter, its sections, the next chapter. */
export function readingOrder(tree: StudyChapterNode[]): ChapterProgress[] {
  return tree.flatMap(({ children, ...chapter }) => [chapter, ...children]);
}

/** A chapter with nothing of its own but sections: its progress is theirs, so reading goes on to them. */
const isHeading = (c: ChapterProgress, tree: StudyChapterNode[]) =>
  c.itemCount === 0 && (tree.find((n) => n.chapterId === c.chapterId)?.children.length ?? 0) > 0;

/** The chapter 继续学习 opens: the first not completed in reading order (headings lead to their sections), else the first. */
export function chapterToContinue(tree: StudyChapterNode[]): number | null {
  const all = readingOrder(tree);
  return (all.find((c) => !c.completed && !isHeading(c, tree)) ?? all[0])?.chapterId ?? null;
}

/** The tree with one chapter's figures replaced by a fresher answer (markOpened). */
export function withChapterProgress(tree: StudyChapterNode[], p: ChapterProgress): StudyChapterNode[] {
  const figures = { itemCount: p.itemCount, doneCount: p.doneCount, progress: p.progress, completed: p.completed, lastStudiedAt: p.lastStudiedAt };
  return tree.map((n) =>
    n.chapterId === p.chapterId
      ? { ...n, ...figures }
      : n.children.some((s) => s.chapterId === p.chapterId)
        ? { ...n, children: n.children.map((s) => (s.chapterId === p.chapterId ? { ...s, ...figures } : s)) }
        : n,
  );
}

/** A chapter of the tree by id, with its parent (null for a chapter). */
export function findChapter(tree: StudyChapterNode[], chapterId: number): { node: ChapterProgress; parent: StudyChapterNode | null } | null {
  for (const n of tree) {
    if (n.chapterId === chapterId) return { node: n, parent: null };
    const s = n.children.find((c) => c.chapterId === chapterId);
    if (s) return { node: s, parent: n };
  }
  return null;
}

export type ProgressRow = ChapterProgress & { children?: ProgressRow[] };

/** The flat list of MyProgress as table rows: chapters in order, each with its sections as children. */
export function progressRows(chapters: ChapterProgress[]): ProgressRow[] {
  const bySerial = (a: ChapterProgress, b: ChapterProgress) => a.serialNum - b.serialNum || a.chapterId - b.chapterId;
  const tops = chapters.filter((c) => c.parentId === null || !chapters.some((p) => p.chapterId === c.parentId)).sort(bySerial);
  return tops.map((c) => {
    const sections = chapters.filter((s) => s.parentId === c.chapterId).sort(bySerial);
    return sections.length > 0 ? { ...c, children: sections } : { ...c };
  });
}

export type StudyStatus = 'done' | 'doing' | 'todo';

/** Done, begun (anything done or opened), or not begun. */
export function statusOf(c: Pick<ChapterProgress, 'completed' | 'progress' | 'lastStudiedAt'>): StudyStatus {
  if (c.completed) return 'done';
  return c.progress > 0 || c.lastStudiedAt !== null ? 'doing' : 'todo';
}

/** Ascending order of times for a sortable column; never studied (null) counts as earliest. */
export const compareTimes = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

/** A Progress's text: the number even at 100 % (antd shows a bare check mark there). */
export const percentText = (percent?: number) => `${percent ?? 0}%`;
