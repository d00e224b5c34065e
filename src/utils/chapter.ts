// The pure rules of the chapter pages: where each area's links go, what a drop in the tree asks the server to do,
// whether the course may be edited, and the reading order for 上一章 / 下一章.
import type { ChapterNode, ChapterSection } from '@contract/chapter';
import { draftKit } from '@/components/Draft';
import { lockOf, type Lock } from './course';

export type ChapterArea = 'teacher' | 'expert';

export type ChapterLinks = {
  /** the chapter editor, on a chapter (0: the first) */
  edit: (courseId: number, clazzId: number, chapterId: number) => string;
  preview: (courseId: number, clazzId: number, chapterId: number) => string;
  /** the course editor the header's back link returns to */
  course: (courseId: number) => string;
};

export const CHAPTER_LINKS: Record<ChapterArea, ChapterLinks> = {
  teacher: {
    edit: (courseId, clazzId, chapterId) => `/edit/chapter/${courseId}/${clazzId}/${chapterId}`,
    preview: (courseId, clazzId, chapterId) => `/edit/preview/${courseId}/${clazzId}/${chapterId}`,
    course: (courseId) => `/course/course/edit/${courseId}`,
  },
  expert: {
    // the expert route has only the course: the chapter is chosen inside the page
    edit: (courseId) => `/expert/course/chapter/${courseId}`,
    preview: (courseId, clazzId, chapterId) => `/edit/preview/${courseId}/${clazzId}/${chapterId}`,
    course: (courseId) => `/expert/course/info/${courseId}`,
  },
};

/** Why the chapters cannot be changed now (the course's lock), or null when they can. */
export const chapterLock = (course: { status: Parameters<typeof lockOf>[0]['status']; canEdit: boolean }): Lock | null => lockOf(course);

/** Chapters and sections in reading order: a chapter, then its sections, then the next chapter. */
export function readingOrder(tree: ChapterNode[]): ChapterSection[] {
  return tree.flatMap(({ children, ...chapter }) => [chapter, ...children]);
}

/** The chapter to show for the route's :chapterId (0 or unknown: the first). */
export function chapterToShow(tree: ChapterNode[], chapterId: number): number | null {
  const all = readingOrder(tree);
  return all.find((c) => c.chapterId === chapterId)?.chapterId ?? all[0]?.chapterId ?? null;
}

/** The chapters before and after one in reading order, for 上一章 / 下一章. */
export function neighbours(tree: ChapterNode[], chapterId: number): { prev: ChapterSection | null; next: ChapterSection | null } {
  const all = readingOrder(tree);
  const i = all.findIndex((c) => c.chapterId === chapterId);
  if (i < 0) return { prev: null, next: null };
  return { prev: all[i - 1] ?? null, next: all[i + 1] ?? null };
}

/** Where a chapter sits: its parent (null: a chapter) and the siblings in order. */
function placeOf(tree: ChapterNode[], chapterId: number): { parentId: number | null; siblings: ChapterSection[]; node: ChapterSection } | null {
  const top = tree.find((c) => c.chapterId === chapterId);
  if (top) return { parentId: null, siblings: tree, node: top };
  for (const c of tree) {
    const child = c.children.find((s) => s.chapterId === chapterId);
    if (child) return { parentId: c.chapterId, siblings: c.children, node: child };
  }
  return null;
}

export type Drop = {
  dragId: number;
  dropId: number;
  /** antd Tree: dropped between nodes (true) or onto a node (false) */
  dropToGap: boolean;
  /** antd Tree's dropPosition less the drop node's own index: -1 before it, 1 after it, 0 onto it */
  position: -1 | 0 | 1;
};
export type MoveArgs = { chapterId: number; parentId: number | null; index: number };
export type MoveRefusal = 'sectionOfSection' | 'chapterWithSections' | 'nothing';

/**
 * What a drop in the tree asks of POST /chapter/move: the new parent and the 0-based index among the new siblings
 * counted without the dragged chapter (the server's rule), or why the move is refused before asking.
 */
export function moveOfDrop(tree: ChapterNode[], drop: Drop): MoveArgs | MoveRefusal {
  const dragged = placeOf(tree, drop.dragId);
  const target = placeOf(tree, drop.dropId);
  if (!dragged || !target || drop.dragId === drop.dropId) return 'nothing';
  const hasSections = (tree.find((c) => c.chapterId === drop.dragId)?.children.length ?? 0) > 0;
  let parentId: number | null;
  let index: number;
  if (!drop.dropToGap || drop.position === 0) {
    // onto a node: it becomes the node's first section
    if (target.parentId !== null) return 'sectionOfSection';
    parentId = drop.dropId;
    index = 0;
  } else {
    parentId = target.parentId;
    const rest = target.siblings.filter((s) => s.chapterId !== drop.dragId);
    index = rest.findIndex((s) => s.chapterId === drop.dropId) + (drop.position > 0 ? 1 : 0);
  }
  if (parentId !== null && hasSections) return 'chapterWithSections';
  const oldIndex = dragged.siblings.findIndex((s) => s.chapterId === drop.dragId);
  if (parentId === dragged.parentId && index === oldIndex) return 'nothing';
  return { chapterId: drop.dragId, parentId, index };
}

/** The sections a delete takes with it. */
export const sectionsOf = (tree: ChapterNode[], chapterId: number): number => tree.find((c) => c.chapterId === chapterId)?.children.length ?? 0;

/** The chapter form, kept as a draft in this browser until saved; content '' for blank. */
export type ChapterValues = { title: string; content: string };
export const chapterDraft = draftKit<ChapterValues>(['title', 'content'], ['title']);
export const chapterDraftKey = (chapterId: number) => `htdz.chapterDraft.${chapterId}`;

/** What the chapter pages accept for upload (the server checks the bytes again). */
export const RESOURCE_ACCEPT = '.mp4,.webm,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx';
export const RESOURCE_EXTENSIONS = RESOURCE_ACCEPT.split(',');

/** A size in bytes for people: 1.2 MB, 350 KB. */
export function sizeText(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
