// Mocks of the student's practice by knowledge point (/htdz/stu/practice/...) for `max dev` without the server.
// The points are course 1's knowledge graph (read through mock/knowledge.ts's own handler, so an expert's edits
// show), the classes mock/clazz.ts's, the questions and their simple grading mock/_practice-questions.ts's. Attempts
// are kept in memory per user, class and question; an attemptKey sent again answers the attempt it made, recorded once.
// The contract check signs in as the administrator, who may practise in any class here (the server lets only its students).
import type { CurrentUser } from '@contract/auth';
import { studentViewOf } from '@contract/exercise';
import type { KnowledgeGraph } from '@contract/knowledge';
import { EXAM_QUESTION_LOCKED, RunPracticeBody, SubmitPracticeBody, type AttemptRecord, type KnowledgeMastery, type PracticeItem, type PracticeStatus } from '@contract/practice';
import { id, z } from '@contract/zod';
import { mockUserOf } from './auth';
import { classState, type StoredClass } from './clazz';
import { courseState } from './course';
import knowledgeMocks from './knowledge';
import { fail, ok } from './_envelope';
import { grade, plain, questionOf, questionsOf, sceneOf, type Question } from './_practice-questions';
import { runScript } from './_sql';

type Req = { body?: unknown; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void };
type Failure = ReturnType<typeof fail>;

// ---- what each student did ----

type Store = {
  /** `${userId}:${clazzId}:${exerciseId}` -> attempts, newest first */
  attempts: Map<string, AttemptRecord[]>;
  /** `${userId}:${attemptKey}` -> the question it was used for and the attempt it made */
  keys: Map<string, { exerciseId: number; attempt: AttemptRecord }>;
  nextId: number;
};
type G = typeof globalThis & { __htdzMockPractice?: Store };
const store = () => ((globalThis as G).__htdzMockPractice ??= { attempts: new Map(), keys: new Map(), nextId: 1 });
const attemptsOf = (userId: number, clazzId: number, exerciseId: number) => store().attempts.get(`${userId}:${clazzId}:${exerciseId}`) ?? [];

/** Right once is right; otherwise the last attempt tells: waiting for the teacher or wrong. */
function statusOf(attempts: AttemptRecord[]): PracticeStatus {
  if (attempts.length === 0) return 'new';
  if (attempts.some((a) => a.verdict.correct === true)) return 'correct';
  return attempts[0].verdict.correct === null ? 'pending' : 'wrong';
}

const released = (x: Question, attempts: AttemptRecord[]) =>
  x.answerShows === 'afterCorrect' ? statusOf(attempts) === 'correct' : x.answerShows === 'afterSubmit' && attempts.length > 0;
const viewOf = (x: Question, attempts: AttemptRecord[]) =>
  studentViewOf({ ...x, type: x.spec.type }, { release: released(x, attempts), sceneName: sceneOf(x)?.name });

// ---- knowledge points with mastery ----

function graphOf(courseId: number): KnowledgeGraph {
  let answer: unknown = null;
  const handler = (knowledgeMocks as Record<string, (req: Req, res: Res) => void>)['GET /htdz/knowledge/graph/:courseId'];
  handler({ params: { courseId: String(courseId) }, headers: { authorization: 'Bearer mock-token-teacher' } }, { json: (body) => (answer = body) });
  const env = answer as { success?: boolean; obj?: KnowledgeGraph } | null;
  return env?.success && env.obj ? env.obj : { points: [], edges: [] };
}

function masteryOf(graph: KnowledgeGraph, knowId: number, courseId: number, userId: number, clazzId: number): KnowledgeMastery | null {
  const p = graph.points.find((x) => x.knowId === knowId);
  if (!p) return null;
  const questions = questionsOf(courseId, knowId);
  const correctCount = questions.filter((x) => statusOf(attemptsOf(userId, clazzId, x.exerciseId)) === 'correct').length;
  return {
    knowId,
    name: p.name,
    description: p.description,
    parentId: graph.edges.find((e) => e.kind === 'parent' && e.toId === knowId)?.fromId ?? null,
    exerciseCount: questions.length,
    correctCount,
    mastery: questions.length ? Math.floor((correctCount * 100) / questions.length) : 0,
  };
}

// ---- who may ----

const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && 'success' in v;
const invalid = (error: { issues: { message: string }[] }) => fail(error.issues[0]?.message ?? '请求参数无效');
const notAttending = () => fail('你不在这个班级中，不能练习它的题目', 'FORBIDDEN', 403);
const noQuestion = () => fail('题目不存在，或不属于这个知识点', 'NOT_FOUND', 404);

/** The class the user studies in (admins: any), matching the course when given. */
function attended(user: CurrentUser, clazzId: number, courseId?: number): StoredClass | Failure {
  const clazz = classState().list.find((c) => c.sclassId === clazzId);
  if (!clazz || (courseId !== undefined && clazz.courseId !== courseId)) return notAttending();
  if (user.baseRoleType !== 1 && !clazz.students.some((m) => m.userId === user.userId)) return notAttending();
  return clazz;
}

/** A question of the class's course the user may answer, or the failure. */
function answerable(user: CurrentUser, clazzId: number, exerciseId: number): { clazz: StoredClass; x: Question } | Failure {
  const clazz = attended(user, clazzId);
  if (isFailure(clazz)) return clazz;
  const x = questionOf(exerciseId);
  if (!x || x.courseId !== clazz.courseId) return noQuestion();
  return x.lockedByExam ? fail(EXAM_QUESTION_LOCKED, 'FORBIDDEN', 403) : { clazz, x };
}

const signedIn = (answer: (user: CurrentUser, req: Req) => unknown) => (req: Req, res: Res) => {
  const user = mockUserOf(req);
  res.json(user ? answer(user, req) : fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
};

const ListParams = z.object({ courseId: id('课程'), clazzId: id('班级') });
const PointParams = z.object({ clazzId: id('班级'), knowId: id('知识点') });
const QuestionParams = PointParams.extend({ exerciseId: id('题目') });

export default {
  'GET /htdz/stu/practice/knowledge/:courseId/:clazzId': signedIn((user, req) => {
    const parsed = ListParams.safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const clazz = attended(user, parsed.data.clazzId, parsed.data.courseId);
    if (isFailure(clazz)) return clazz;
    const graph = graphOf(clazz.courseId);
    return ok({
      courseName: courseState().list.find((c) => c.courseId === clazz.courseId)?.name ?? '（课程已删除）',
      className: clazz.name,
      points: graph.points.flatMap((p) => masteryOf(graph, p.knowId, clazz.courseId, user.userId, clazz.sclassId) ?? []),
    });
  }),

  'GET /htdz/stu/practice/exercises/:clazzId/:knowId': signedIn((user, req) => {
    const parsed = PointParams.safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const clazz = attended(user, parsed.data.clazzId);
    if (isFailure(clazz)) return clazz;
    const point = masteryOf(graphOf(clazz.courseId), parsed.data.knowId, clazz.courseId, user.userId, clazz.sclassId);
    if (!point) return fail('知识点不存在，或不属于这门课程', 'NOT_FOUND', 404);
    const exercises: PracticeItem[] = questionsOf(clazz.courseId, point.knowId).map((x) => {
      const attempts = attemptsOf(user.userId, clazz.sclassId, x.exerciseId);
      return {
        exerciseId: x.exerciseId,
        type: x.spec.type,
        stemText: plain(x.stem),
        difficulty: x.difficulty,
        score: x.score,
        status: statusOf(attempts),
        attempts: attempts.length,
        locked: x.lockedByExam === true,
      };
    });
    return ok({ point, exercises });
  }),

  'GET /htdz/stu/practice/exercise/:clazzId/:knowId/:exerciseId': signedIn((user, req) => {
    const parsed = QuestionParams.safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const found = answerable(user, parsed.data.clazzId, parsed.data.exerciseId);
    if (isFailure(found)) return found;
    const { clazz, x } = found;
    if (!x.knowIds.includes(parsed.data.knowId)) return noQuestion();
    const attempts = attemptsOf(user.userId, clazz.sclassId, x.exerciseId);
    return ok({
      exercise: viewOf(x, attempts),
      status: statusOf(attempts),
      attempts: attempts.slice(0, 20),
      siblings: questionsOf(clazz.courseId, parsed.data.knowId).map((s) => s.exerciseId),
    });
  }),

  'POST /htdz/stu/practice/run': signedIn((user, req) => {
    const parsed = RunPracticeBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const found = answerable(user, parsed.data.clazzId, parsed.data.exerciseId);
    if (isFailure(found)) return found;
    const scene = sceneOf(found.x);
    if (!scene) return fail('这道题不是 SQL 题，不能运行');
    return ok(runScript(parsed.data.sql, scene.initSql));
  }),

  'POST /htdz/stu/practice/submit': signedIn((user, req) => {
    const parsed = SubmitPracticeBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const b = parsed.data;
    const found = answerable(user, b.clazzId, b.exerciseId);
    if (isFailure(found)) return found;
    const { clazz, x } = found;
    const listKey = `${user.userId}:${clazz.sclassId}:${x.exerciseId}`;
    const s = store();
    const used = s.keys.get(`${user.userId}:${b.attemptKey}`);
    if (used && used.exerciseId !== x.exerciseId) return fail('提交编号已用于另一道题，请重新提交');
    let attempt = used?.attempt;
    if (!attempt) {
      attempt = { attemptId: s.nextId++, answer: b.answer, verdict: grade(x, b.answer), createdAt: new Date().toISOString() };
      s.attempts.set(listKey, [attempt, ...(s.attempts.get(listKey) ?? [])]);
      s.keys.set(`${user.userId}:${b.attemptKey}`, { exerciseId: x.exerciseId, attempt });
    }
    const attempts = s.attempts.get(listKey) ?? [];
    return ok({ attempt, status: statusOf(attempts), exercise: viewOf(x, attempts) });
  }),
};
