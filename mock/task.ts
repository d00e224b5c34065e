// Mocks of /htdz/task/... for `max dev` without the server: a course's task bank (mock/_task-data.ts keeps it) with
// the server's rules, simply: only the course's owner (admins: all) reads and changes it, folders never move below
// themselves and are deleted only when empty, questions come from the course's own bank.
import type { CurrentUser } from '@contract/auth';
import { CourseParams } from '@contract/course';
import { FolderParams } from '@contract/exercise';
import {
  AddTaskQuestionsBody,
  MoveTaskFolderBody,
  MoveTasksBody,
  SaveTaskBody,
  SaveTaskFolderBody,
  SetTaskQuestionsBody,
  TASK_LIMITS,
  TaskIdsBody,
  TaskListQuery,
  TaskParams,
} from '@contract/task';
import { courseState } from './course';
import { exerciseState, isFailure, locked, notFound, parse, signedIn, type Failure } from './_exercise-bank';
import { taskBranchOf, taskDetailOf, taskFolderOf, taskState, taskSummaryOf, type StoredTask } from './_task-data';
import { fail, ok } from './_envelope';

const now = () => new Date().toISOString();

/** Why the user may not use the course's task bank, or null. */
function refused(user: CurrentUser, courseId: number): Failure | null {
  if (!courseState().list.some((c) => c.courseId === courseId)) return notFound('课程');
  return locked(user, courseId);
}

/** A folder of the course (null: its root), or the failure. */
function folderIn(courseId: number, parentId: number | null): Failure | null {
  if (parentId === null) return null;
  return taskState().folders.some((f) => f.folderId === parentId && f.courseId === courseId) ? null : fail('文件夹不存在或不属于这门课程');
}

/** The task, if the user may change it. */
function editableTask(user: CurrentUser, taskId: number): StoredTask | Failure {
  const task = taskState().tasks.find((t) => t.taskId === taskId);
  if (!task) return notFound('作业');
  return refused(user, task.courseId) ?? task;
}

/** Every question must be of the course's own bank. */
function bankScores(courseId: number, ids: number[]): Map<number, number> | Failure {
  const found = exerciseState().exercises.filter((e) => ids.includes(e.exerciseId) && e.courseId === courseId);
  if (found.length !== new Set(ids).size) return fail('题目不存在或不属于这门课程的题库');
  return new Map(found.map((e) => [e.exerciseId, e.score]));
}

/** Tasks of one course the user may change, or the failure. */
function editableBatch(user: CurrentUser, taskIds: number[]): StoredTask[] | Failure {
  const list = taskState().tasks.filter((t) => taskIds.includes(t.taskId));
  if (list.length !== taskIds.length) return notFound('作业');
  if (new Set(list.map((t) => t.courseId)).size > 1) return fail('所选作业不在同一门课程中');
  return refused(user, list[0]!.courseId) ?? list;
}

export default {
  'GET /htdz/task/folders/:courseId': signedIn((user, req) => {
    const p = parse(CourseParams, req.params);
    if (isFailure(p)) return p;
    const problem = refused(user, p.courseId);
    if (problem) return problem;
    const s = taskState();
    return ok({
      folders: s.folders.filter((f) => f.courseId === p.courseId).map(taskFolderOf),
      rootCount: s.tasks.filter((t) => t.courseId === p.courseId && t.parentId === null).length,
    });
  }),
  'POST /htdz/task/folder/save': signedIn((user, req) => {
    const b = parse(SaveTaskFolderBody, req.body);
    if (isFailure(b)) return b;
    const s = taskState();
    const existing = b.folderId === null ? null : s.folders.find((f) => f.folderId === b.folderId && f.courseId === b.courseId);
    if (b.folderId !== null && !existing) return notFound('文件夹');
    const parentId = existing ? existing.parentId : b.parentId;
    const problem = refused(user, b.courseId) ?? folderIn(b.courseId, parentId);
    if (problem) return problem;
    if (s.folders.some((f) => f.courseId === b.courseId && f.parentId === parentId && f.name === b.name && f !== existing)) {
      return fail(`同一位置已有名为“${b.name}”的文件夹`);
    }
    if (existing) {
      existing.name = b.name;
      return ok(taskFolderOf(existing));
    }
    const folder = { folderId: s.nextFolderId++, courseId: b.courseId, parentId, name: b.name };
    s.folders.push(folder);
    return ok(taskFolderOf(folder));
  }),
  'POST /htdz/task/folder/move': signedIn((user, req) => {
    const b = parse(MoveTaskFolderBody, req.body);
    if (isFailure(b)) return b;
    const folder = taskState().folders.find((f) => f.folderId === b.folderId);
    if (!folder) return notFound('文件夹');
    const problem = refused(user, folder.courseId) ?? folderIn(folder.courseId, b.parentId);
    if (problem) return problem;
    if (b.parentId !== null && taskBranchOf(folder.folderId).has(b.parentId)) return fail('不能把文件夹移动到它自己或它的子文件夹中');
    folder.parentId = b.parentId;
    return ok(taskFolderOf(folder));
  }),
  'POST /htdz/task/folder/delete/:folderId': signedIn((user, req) => {
    const p = parse(FolderParams, req.params);
    if (isFailure(p)) return p;
    const s = taskState();
    const folder = s.folders.find((f) => f.folderId === p.folderId);
    if (!folder) return notFound('文件夹');
    const problem = refused(user, folder.courseId);
    if (problem) return problem;
    if (s.folders.some((f) => f.parentId === folder.folderId) || taskFolderOf(folder).count > 0) return fail('文件夹中还有作业或子文件夹，请先移走或删除');
    s.folders = s.folders.filter((f) => f !== folder);
    return ok(null);
  }),
  'GET /htdz/task/list': signedIn((user, req) => {
    const q = parse(TaskListQuery, req.query);
    if (isFailure(q)) return q;
    const problem = refused(user, q.courseId);
    if (problem) return problem;
    const branch = q.parentId ? taskBranchOf(q.parentId) : null;
    const list = taskState()
      .tasks.filter((t) => t.courseId === q.courseId)
      .filter((t) => (q.parentId === undefined ? true : q.parentId === 0 ? t.parentId === null : t.parentId !== null && branch!.has(t.parentId)))
      .filter((t) => !q.keyword || t.name.includes(q.keyword))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.taskId - a.taskId);
    const start = (q.current - 1) * q.pageSize;
    return ok({ list: list.slice(start, start + q.pageSize).map(taskSummaryOf), total: list.length });
  }),
  'GET /htdz/task/:taskId': signedIn((user, req) => {
    const p = parse(TaskParams, req.params);
    if (isFailure(p)) return p;
    const task = editableTask(user, p.taskId);
    return isFailure(task) ? task : ok(taskDetailOf(user, task));
  }),
  'POST /htdz/task/save': signedIn((user, req) => {
    const b = parse(SaveTaskBody, req.body);
    if (isFailure(b)) return b;
    const problem = refused(user, b.courseId) ?? folderIn(b.courseId, b.parentId);
    if (problem) return problem;
    const s = taskState();
    if (b.taskId !== null) {
      const task = s.tasks.find((t) => t.taskId === b.taskId && t.courseId === b.courseId);
      if (!task) return notFound('作业');
      Object.assign(task, { parentId: b.parentId, name: b.name, description: b.description, updatedAt: now() });
      return ok(taskSummaryOf(task));
    }
    const task: StoredTask = { taskId: s.nextTaskId++, courseId: b.courseId, parentId: b.parentId, name: b.name, description: b.description, questions: [], authorName: user.userName, updatedAt: now() };
    s.tasks.push(task);
    return ok(taskSummaryOf(task));
  }),
  'POST /htdz/task/questions': signedIn((user, req) => {
    const b = parse(SetTaskQuestionsBody, req.body);
    if (isFailure(b)) return b;
    const task = editableTask(user, b.taskId);
    if (isFailure(task)) return task;
    const scores = bankScores(task.courseId, b.questions.map((q) => q.exerciseId));
    if (isFailure(scores)) return scores;
    Object.assign(task, { questions: b.questions.map((q) => ({ exerciseId: q.exerciseId, score: q.score })), updatedAt: now() });
    return ok(taskDetailOf(user, task));
  }),
  'POST /htdz/task/addQuestions': signedIn((user, req) => {
    const b = parse(AddTaskQuestionsBody, req.body);
    if (isFailure(b)) return b;
    const task = editableTask(user, b.taskId);
    if (isFailure(task)) return task;
    const scores = bankScores(task.courseId, b.exerciseIds);
    if (isFailure(scores)) return scores;
    const fresh = b.exerciseIds.filter((id) => !task.questions.some((q) => q.exerciseId === id));
    if (task.questions.length + fresh.length > TASK_LIMITS.maxQuestions) return fail(`一份作业最多 ${TASK_LIMITS.maxQuestions} 道题`);
    task.questions.push(...fresh.map((exerciseId) => ({ exerciseId, score: scores.get(exerciseId)! })));
    task.updatedAt = now();
    return ok(taskDetailOf(user, task));
  }),
  'POST /htdz/task/delete': signedIn((user, req) => {
    const b = parse(TaskIdsBody, req.body);
    if (isFailure(b)) return b;
    const list = editableBatch(user, b.taskIds);
    if (isFailure(list)) return list;
    const s = taskState();
    s.tasks = s.tasks.filter((t) => !list.includes(t));
    // published homework keeps its snapshot
    for (const h of s.homeworks) if (h.taskId !== null && b.taskIds.includes(h.taskId)) h.taskId = null;
    return ok({ deleted: list.length });
  }),
  'POST /htdz/task/move': signedIn((user, req) => {
    const b = parse(MoveTasksBody, req.body);
    if (isFailure(b)) return b;
    const list = editableBatch(user, b.taskIds);
    if (isFailure(list)) return list;
    const problem = folderIn(list[0]!.courseId, b.parentId);
    if (problem) return problem;
    for (const t of list) Object.assign(t, { parentId: b.parentId, updatedAt: now() });
    return ok({ moved: list.length });
  }),
  'POST /htdz/task/copy/:taskId': signedIn((user, req) => {
    const p = parse(TaskParams, req.params);
    if (isFailure(p)) return p;
    const task = editableTask(user, p.taskId);
    if (isFailure(task)) return task;
    const s = taskState();
    const copy: StoredTask = {
      ...task,
      taskId: s.nextTaskId++,
      name: `${task.name.slice(0, 97)} 副本`,
      questions: task.questions.map((q) => ({ ...q })),
      authorName: user.userName,
      updatedAt: now(),
    };
    s.tasks.push(copy);
    return ok(taskSummaryOf(copy));
  }),
};
