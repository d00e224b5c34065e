// The question bank mocks' state and rules (not a mock itself: .umirc.ts excludes mock/_*.ts), shared by
// mock/exercise.ts (questions) and mock/exercise-folder.ts (folders): the server's rules, simply. Only the
// course's owner (experts: the public library; admins: all) changes a bank, and not while the course is under
// review or archived; a folder moves nowhere below itself; a public question copied into a course brings its scene.
import type { CurrentUser } from '@contract/auth';
import type { Exercise, ExerciseFolder, ExerciseSummary } from '@contract/exercise';
import type { KnowledgeGraph } from '@contract/knowledge';
import type { z } from '@contract/zod';
import { mockUserOf } from './auth';
import { courseState } from './course';
import knowledgeMocks from './knowledge';
import { sceneState } from './scene';
import { seedExercises, seedFolders, type StoredExercise, type StoredFolder } from './_exercise-data';
import { fail } from './_envelope';

export type Req = { body?: unknown; query?: Record<string, unknown>; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
export type Res = { json: (body: unknown) => void };
export type FileRes = Res & { setHeader: (name: string, value: string) => unknown; send: (body: unknown) => void };
export type Failure = ReturnType<typeof fail>;

type State = { folders: StoredFolder[]; exercises: StoredExercise[]; nextFolderId: number; nextExerciseId: number };
type G = typeof globalThis & { __htdzMockExercises?: State };
/** The banks in memory; other mocks may read them. */
export const exerciseState = () => ((globalThis as G).__htdzMockExercises ??= { folders: seedFolders(), exercises: seedExercises(), nextFolderId: 50, nextExerciseId: 500 });

export const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && 'success' in v && (v as { success: unknown }).success === false;
export const invalid = (error: z.ZodError) => fail(error.issues[0]?.message ?? '请求参数无效');
export const notFound = (what: string) => fail(`${what}不存在或已被删除`, 'NOT_FOUND', 404);

/** Why the user may not change the bank of `courseId` (null: the public library) now, or null when they may. */
export function locked(user: CurrentUser, courseId: number | null): Failure | null {
  if (user.baseRoleType === 1) return null;
  if (courseId === null) return user.baseRoleType === 2 ? null : fail('只有专家可以修改公共题库', 'FORBIDDEN', 403);
  const c = courseState().list.find((x) => x.courseId === courseId);
  if (!c) return notFound('课程');
  if (c.ownerId !== user.userId) return fail('只有课程负责人可以修改这门课程的题库', 'FORBIDDEN', 403);
  if (c.status === 'submitted') return fail('课程正在审核中，审核结束前不能修改');
  if (c.status === 'archived') return fail('课程已归档，不能修改');
  return null;
}

/** The course's knowledge points by id, read through mock/knowledge.ts's own handler so edits there show here. */
export function pointNames(courseId: number | null): Map<number, string> {
  if (courseId === null) return new Map();
  const got: { answer?: { success?: boolean; obj?: KnowledgeGraph } } = {};
  const handler = (knowledgeMocks as Record<string, (req: Req, res: Res) => void>)['GET /htdz/knowledge/graph/:courseId'];
  handler({ params: { courseId: String(courseId) }, headers: { authorization: 'Bearer mock-token' } }, { json: (body) => (got.answer = body as typeof got.answer) });
  const graph: KnowledgeGraph = got.answer?.success && got.answer.obj ? got.answer.obj : { points: [], edges: [] };
  return new Map(graph.points.map((p) => [p.knowId, p.name]));
}

export const stemTextOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

export function sceneNameOf({ spec }: StoredExercise): string | null {
  return 'sceneId' in spec ? (sceneState().list.find((s) => s.sceneId === spec.sceneId)?.name ?? null) : null;
}

export function summaryOf(user: CurrentUser, e: StoredExercise, names: Map<number, string>): ExerciseSummary {
  return {
    exerciseId: e.exerciseId,
    courseId: e.courseId,
    parentId: e.parentId,
    type: e.spec.type,
    stemText: stemTextOf(e.stem),
    difficulty: e.difficulty,
    score: e.score,
    knowledge: e.knowIds.filter((k) => names.has(k)).map((knowId) => ({ knowId, name: names.get(knowId)! })),
    sceneName: sceneNameOf(e),
    authorName: e.authorName,
    canEdit: locked(user, e.courseId) === null,
    updatedAt: e.updatedAt,
  };
}

export const exerciseOf = (user: CurrentUser, e: StoredExercise): Exercise => ({
  ...summaryOf(user, e, pointNames(e.courseId)),
  stem: e.stem,
  analysis: e.analysis,
  practice: e.practice,
  answerShows: e.answerShows,
  spec: e.spec,
  createdAt: e.createdAt,
});

export const folderOf = (f: StoredFolder): ExerciseFolder => ({
  folderId: f.folderId,
  parentId: f.parentId,
  name: f.name,
  count: exerciseState().exercises.filter((e) => e.courseId === f.courseId && e.parentId === f.folderId).length,
});

/** The folder and all folders below it. */
export function branchOf(folderId: number): Set<number> {
  const ids = new Set([folderId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const f of exerciseState().folders) {
      if (f.parentId !== null && ids.has(f.parentId) && !ids.has(f.folderId)) {
        ids.add(f.folderId);
        grew = true;
      }
    }
  }
  return ids;
}

/** The list's folder rule: absent the whole bank, 0 the root only, n folder n and everything below it. */
export function inFolder(parentId: number | undefined): (e: StoredExercise) => boolean {
  if (parentId === undefined) return () => true;
  if (parentId === 0) return (e) => e.parentId === null;
  const branch = branchOf(parentId);
  return (e) => e.parentId !== null && branch.has(e.parentId);
}

/** A folder of the course (null for its root), or the failure. */
export function targetFolder(courseId: number | null, parentId: number | null): Failure | null {
  if (parentId === null) return null;
  const f = exerciseState().folders.find((x) => x.folderId === parentId);
  return f && f.courseId === courseId ? null : fail('目标文件夹不存在或不属于这门课程', 'NOT_FOUND', 404);
}

/** The stored questions of `ids`, all editable by the user, or the failure. */
export function editableExercises(user: CurrentUser, ids: number[]): StoredExercise[] | Failure {
  const list = exerciseState().exercises.filter((e) => ids.includes(e.exerciseId));
  if (list.length !== ids.length) return notFound('部分题目');
  for (const e of list) {
    const problem = locked(user, e.courseId);
    if (problem) return problem;
  }
  return list;
}

/** A public question copied into a course takes a copy of its scene along (once per course and scene name). */
export function sceneInCourse(sceneId: number, courseId: number, user: CurrentUser): number {
  const scenes = sceneState();
  const source = scenes.list.find((s) => s.sceneId === sceneId);
  if (!source || source.courseId === courseId) return sceneId;
  const same = scenes.list.find((s) => s.courseId === courseId && s.name === source.name && s.initSql === source.initSql);
  if (same) return same.sceneId;
  const now = new Date().toISOString();
  const copy = { ...source, sceneId: scenes.nextId++, courseId, courseName: courseState().list.find((c) => c.courseId === courseId)?.name ?? null, creatorId: user.userId, creatorName: user.userName, usedBy: 0, createdAt: now, updatedAt: now };
  scenes.list.push(copy);
  return copy.sceneId;
}

export const signedIn = (answer: (user: CurrentUser, req: Req) => unknown) => (req: Req, res: Res) => {
  const user = mockUserOf(req);
  res.json(user ? answer(user, req) : fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
};

export function parse<T>(schema: z.ZodType<T>, value: unknown): T | Failure {
  const parsed = schema.safeParse(value ?? {});
  return parsed.success ? parsed.data : invalid(parsed.error);
}
