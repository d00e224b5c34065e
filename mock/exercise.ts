// Mocks of /htdz/exercise for `max dev` without the server: the questions of courses 1 and 2 and of the public
// library (mock/_exercise-data.ts), kept in memory by mock/_exercise-bank.ts and changed by its rules: questions
// move within their bank and are copied into a course's folder; .xlsx template and export, and an import that
// answers the refusal a sheet with mistakes gets (the mock cannot read sheets).
import {
  CopyExercisesBody,
  ExerciseIdsBody,
  ExerciseListQuery,
  ExerciseParams,
  ExportExercisesQuery,
  ImportExercisesQuery,
  MoveExercisesBody,
  SaveExerciseBody,
} from '@contract/exercise';
import { mockUserOf } from './auth';
import { sceneState } from './scene';
import {
  editableExercises,
  exerciseOf,
  exerciseState,
  inFolder,
  isFailure,
  locked,
  notFound,
  parse,
  pointNames,
  sceneInCourse,
  sceneNameOf,
  signedIn,
  stemTextOf,
  summaryOf,
  targetFolder,
  type FileRes,
  type Req,
} from './_exercise-bank';
import { seedExercises, type StoredExercise } from './_exercise-data';
import { exerciseSheet, sendXlsx } from './_exercise-sheet';
import { fail, ok } from './_envelope';

export { exerciseState };

export default {
  // the static paths come before /exercise/:exerciseId: Umi's mock server takes the first key that matches
  'GET /htdz/exercise/importTemplate': async (req: Req, res: FileRes) => {
    const user = mockUserOf(req);
    if (!user) return res.json(fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
    const examples = seedExercises().filter((e) => e.exerciseId === 1 || e.exerciseId === 102);
    sendXlsx(res, await exerciseSheet(examples.map((exercise) => ({ exercise, knowledge: [], scene: sceneNameOf(exercise) }))), '题目导入模板.xlsx');
  },
  'POST /htdz/exercise/import': signedIn((user, req) => {
    const q = parse(ImportExercisesQuery, req.query);
    if (isFailure(q)) return q;
    const problem = locked(user, q.courseId) ?? targetFolder(q.courseId, q.parentId);
    if (problem) return problem;
    // The mock cannot read the sheet: it answers the refusal a sheet with mistakes gets (nothing is imported).
    return ok({
      imported: 0,
      errors: [
        { row: 3, message: '答案：单选题的答案须是一个选项字母，如 C' },
        { row: 6, message: '场景：课程中没有名为“学生成绩”的场景' },
      ],
    });
  }),
  'GET /htdz/exercise/export': async (req: Req, res: FileRes) => {
    const user = mockUserOf(req);
    if (!user) return res.json(fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
    const q = parse(ExportExercisesQuery, req.query);
    if (isFailure(q)) return res.json(q);
    const names = pointNames(q.courseId);
    const rows = exerciseState()
      .exercises.filter((e) => e.courseId === q.courseId)
      .filter(inFolder(q.parentId))
      .map((exercise) => ({ exercise, knowledge: exercise.knowIds.flatMap((k) => names.get(k) ?? []), scene: sceneNameOf(exercise) }));
    sendXlsx(res, await exerciseSheet(rows), '题目导出.xlsx');
  },
  // before /exercise/:exerciseId, so that 'list' is never read as a question's id
  'GET /htdz/exercise/list': signedIn((user, req) => {
    const q = parse(ExerciseListQuery, req.query);
    if (isFailure(q)) return q;
    const word = q.keyword?.toLowerCase();
    const list = exerciseState()
      .exercises.filter((e) => e.courseId === q.courseId)
      .filter(inFolder(q.parentId))
      .filter((e) => (!q.type || e.spec.type === q.type) && (!q.difficulty || e.difficulty === q.difficulty))
      .filter((e) => !q.knowId || e.knowIds.includes(q.knowId))
      .filter((e) => !word || stemTextOf(e.stem).toLowerCase().includes(word))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.exerciseId - a.exerciseId);
    const names = pointNames(q.courseId);
    const page = list.slice((q.current - 1) * q.pageSize, q.current * q.pageSize).map((e) => summaryOf(user, e, names));
    return ok({ list: page, total: list.length });
  }),
  'GET /htdz/exercise/:exerciseId': signedIn((user, req) => {
    const p = parse(ExerciseParams, req.params);
    if (isFailure(p)) return p;
    const e = exerciseState().exercises.find((x) => x.exerciseId === p.exerciseId);
    return e ? ok(exerciseOf(user, e)) : notFound('题目');
  }),
  'POST /htdz/exercise/save': signedIn((user, req) => {
    const b = parse(SaveExerciseBody, req.body);
    if (isFailure(b)) return b;
    const s = exerciseState();
    const existing = b.exerciseId === null ? null : s.exercises.find((e) => e.exerciseId === b.exerciseId);
    if (b.exerciseId !== null && !existing) return notFound('题目');
    const courseId = existing ? existing.courseId : b.courseId;
    const problem = locked(user, courseId) ?? targetFolder(courseId, b.parentId);
    if (problem) return problem;
    if ('sceneId' in b.spec && !sceneState().list.some((x) => x.sceneId === (b.spec as { sceneId: number }).sceneId)) return notFound('场景');
    const names = pointNames(courseId);
    const unknown = b.knowIds.find((k) => !names.has(k));
    if (unknown !== undefined) return fail('知识点不属于这门课程');
    const now = new Date().toISOString();
    const fields = { parentId: b.parentId, stem: b.stem, analysis: b.analysis, practice: b.practice, answerShows: b.answerShows, difficulty: b.difficulty, score: b.score, knowIds: b.knowIds, spec: b.spec, updatedAt: now };
    // the mock has no database to try mutated answers on: it never warns about the scene's data
    if (existing) {
      Object.assign(existing, fields);
      return ok({ ...exerciseOf(user, existing), dataWarning: null });
    }
    const created: StoredExercise = { ...fields, exerciseId: s.nextExerciseId++, courseId, authorId: user.userId, authorName: user.userName, createdAt: now };
    s.exercises.push(created);
    return ok({ ...exerciseOf(user, created), dataWarning: null });
  }),
  'POST /htdz/exercise/delete': signedIn((user, req) => {
    const b = parse(ExerciseIdsBody, req.body);
    if (isFailure(b)) return b;
    const list = editableExercises(user, b.exerciseIds);
    if (isFailure(list)) return list;
    const s = exerciseState();
    s.exercises = s.exercises.filter((e) => !list.includes(e));
    return ok({ deleted: list.length });
  }),
  'POST /htdz/exercise/move': signedIn((user, req) => {
    const b = parse(MoveExercisesBody, req.body);
    if (isFailure(b)) return b;
    const list = editableExercises(user, b.exerciseIds);
    if (isFailure(list)) return list;
    const courseId = list[0].courseId;
    if (courseId === null) return fail('公共题库没有文件夹');
    if (list.some((e) => e.courseId !== courseId)) return fail('只能在同一门课程的题库中移动题目');
    const problem = targetFolder(courseId, b.parentId);
    if (problem) return problem;
    const now = new Date().toISOString();
    for (const e of list) Object.assign(e, { parentId: b.parentId, updatedAt: now });
    return ok({ moved: list.length });
  }),
  'POST /htdz/exercise/copy': signedIn((user, req) => {
    const b = parse(CopyExercisesBody, req.body);
    if (isFailure(b)) return b;
    if (b.courseId === null) return fail('请选择要复制到的课程');
    const courseId = b.courseId;
    const problem = locked(user, courseId) ?? targetFolder(courseId, b.parentId);
    if (problem) return problem;
    const s = exerciseState();
    const sources = s.exercises.filter((e) => b.exerciseIds.includes(e.exerciseId));
    if (sources.length !== b.exerciseIds.length) return notFound('部分题目');
    // knowledge links follow by name into the target course's points
    const targetIds = new Map([...pointNames(courseId)].map(([id, name]) => [name, id]));
    const now = new Date().toISOString();
    const copies = sources.map((e): StoredExercise => ({
      ...e,
      exerciseId: s.nextExerciseId++,
      courseId,
      parentId: b.parentId,
      knowIds: [...pointNames(e.courseId)].filter(([id]) => e.knowIds.includes(id)).flatMap(([, name]) => targetIds.get(name) ?? []),
      spec: 'sceneId' in e.spec ? { ...e.spec, sceneId: sceneInCourse(e.spec.sceneId, courseId, user) } : e.spec,
      authorId: user.userId,
      authorName: user.userName,
      createdAt: now,
      updatedAt: now,
    }));
    s.exercises.push(...copies);
    return ok({ exerciseIds: copies.map((e) => e.exerciseId) });
  }),
};
