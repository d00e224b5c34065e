// What a course page may offer, from the course's status and the server's answered flags (the server checks again):
// a submitted course waits for review, an archived one is read-only; its owner, co-teachers and admins edit it
// (canEdit), its owner and admins also submit, archive and delete it and manage its team (canManage); an assistant reads.
import type { CourseStatus, CourseSummary } from '@contract/course';
import { draftKit } from '@/components/Draft';

export type CourseArea = 'teacher' | 'expert';
export type CourseScope = 'mine' | 'templates' | 'review';

export type CourseLinks = {
  list: string;
  edit: (courseId: number) => string;
  view: (courseId: number) => string;
  scenes: (courseId: number) => string;
  /** the chapter editor (章节) */
  chapters: (courseId: number) => string;
  /** the knowledge graph editor (知识点) */
  knowledge: (courseId: number) => string;
};

export const COURSE_LINKS: Record<CourseArea, CourseLinks> = {
  teacher: {
    list: '/teacher/list',
    edit: (id) => `/course/course/edit/${id}`,
    view: (id) => `/course/view/${id}`,
    scenes: (id) => `/scene/list/${id}`,
    chapters: (id) => `/edit/chapter/${id}/0/0`,
    knowledge: (id) => `/course/knowledge/${id}`,
  },
  expert: {
    list: '/expert/list',
    edit: (id) => `/expert/course/info/${id}`,
    view: (id) => `/course/view/${id}`,
    scenes: (id) => `/expert/course/scene/${id}`,
    chapters: (id) => `/expert/course/chapter/${id}`,
    knowledge: (id) => `/expert/course/${id}/knowledge`,
  },
};

export const reviewLink = (courseId: number) => `/expert/course/${courseId}/confirm`;

/** Why the course's info cannot be changed now, or null when it can. */
export type Lock = 'submitted' | 'archived' | 'noRight';
export function lockOf(course: Pick<CourseSummary, 'status' | 'canEdit'>): Lock | null {
  if (!course.canEdit) return 'noRight';
  if (course.status === 'submitted') return 'submitted';
  if (course.status === 'archived') return 'archived';
  return null;
}

export type CardAction = 'edit' | 'view' | 'chapters' | 'scenes' | 'copy' | 'archive' | 'delete' | 'submit' | 'review';

/** The actions of a course card, in the order they show. */
export function cardActions(course: CourseSummary, scope: CourseScope): CardAction[] {
  if (scope === 'review') return ['review', 'view'];
  const actions: CardAction[] = [];
  const open = lockOf(course) === null;
  if (open) actions.push('edit');
  actions.push('view', 'chapters', 'scenes');
  if (!course.canEdit) return actions;
  if (course.canManage && course.status === 'draft') actions.push('submit');
  actions.push('copy');
  if (!course.canManage) return actions;
  if (course.status === 'draft' || course.status === 'confirmed') actions.push('archive');
  if (course.status !== 'submitted') actions.push('delete');
  return actions;
}

export const STATUS_COLORS: Record<CourseStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  confirmed: 'success',
  archived: 'warning',
};

const PALETTE = ['#52c41a', '#13c2c2', '#1677ff', '#722ed1', '#eb2f96', '#fa8c16', '#2f54eb', '#389e0d'];

/** A cover for a course without one: its name's first character on a colour chosen by the name. */
export function placeholderOf(name: string): { char: string; color: string } {
  const char = Array.from(name.trim())[0] ?? '课';
  let hash = 0;
  for (const c of name) hash = (hash * 31 + (c.codePointAt(0) ?? 0)) >>> 0;
  return { char, color: PALETTE[hash % PALETTE.length] };
}

/** The course info form; cover '' for none, description '' for blank. */
export type CourseValues = { name: string; description: string; cover: string };
export const courseDraft = draftKit<CourseValues>(['name', 'description', 'cover'], ['name']);
export const courseDraftKey = (courseId: number) => `htdz.courseDraft.${courseId}`;
export const savedValuesOf = (c: { name: string; description: string | null; cover: string | null }): CourseValues => courseDraft.valuesOf(c);
