// Mocks of the teacher's side of /htdz/homework (publish, list, change times, withdraw) for `max dev` without the
// server: a task of the bank (mock/_task-data.ts) published to classes the user teaches, one homework per class.
import type { CurrentUser } from '@contract/auth';
import { HomeworkListQuery, PublishTaskBody, UpdateHomeworkBody } from '@contract/homework';
import { z } from '@contract/zod';
import { classState, mockTeachesClass } from './clazz';
import { isFailure, notFound, parse, signedIn } from './_exercise-bank';
import { homeworkOf, taskState, totalOf, type StoredHomework } from './_task-data';
import { fail, ok } from './_envelope';

const HomeworkParams = z.object({ homeworkId: z.coerce.number().int().positive() });

const teaches = (user: CurrentUser, classId: number) => {
  const clazz = classState().list.find((c) => c.sclassId === classId);
  return clazz !== undefined && mockTeachesClass(user, clazz);
};

/** The homework, if the user teaches its class. */
function taughtHomework(user: CurrentUser, homeworkId: number): StoredHomework | ReturnType<typeof fail> {
  const h = taskState().homeworks.find((x) => x.homeworkId === homeworkId);
  if (!h) return notFound('作业');
  return teaches(user, h.classId) ? h : fail('只有班级的任课教师可以管理这份作业', 'FORBIDDEN', 403);
}

export default {
  'POST /htdz/homework/publish': signedIn((user, req) => {
    const b = parse(PublishTaskBody, req.body);
    if (isFailure(b)) return b;
    const s = taskState();
    const task = s.tasks.find((t) => t.taskId === b.taskId);
    if (!task) return notFound('作业');
    if (task.questions.length === 0) return fail('作业还没有题目，不能发布');
    const classes = classState().list.filter((c) => b.classIds.includes(c.sclassId));
    if (classes.length !== b.classIds.length || classes.some((c) => c.courseId !== task.courseId)) return fail('班级不存在或不属于这门课程');
    if (classes.some((c) => !mockTeachesClass(user, c))) return fail('只能发布到自己任教的班级', 'FORBIDDEN', 403);
    const now = new Date().toISOString();
    const made: StoredHomework[] = classes.map((c) => ({
      homeworkId: s.nextHomeworkId++,
      taskId: task.taskId,
      courseId: task.courseId,
      classId: c.sclassId,
      name: b.name ?? task.name,
      questionCount: task.questions.length,
      totalScore: totalOf(task),
      ...b.settings,
      duplicateCheckedAt: null,
      publishedAt: now,
      submittedCount: 0,
      reviewedCount: 0,
      pendingCount: 0,
      averageScore: null,
    }));
    s.homeworks.push(...made);
    return ok(made.map(homeworkOf));
  }),
  'GET /htdz/homework/list': signedIn((user, req) => {
    const q = parse(HomeworkListQuery, req.query);
    if (isFailure(q)) return q;
    const list = taskState()
      .homeworks.filter((h) => teaches(user, h.classId))
      .filter((h) => (q.courseId === undefined || h.courseId === q.courseId) && (q.classId === undefined || h.classId === q.classId) && (q.taskId === undefined || h.taskId === q.taskId))
      .sort((a, b) => b.startAt.localeCompare(a.startAt) || b.homeworkId - a.homeworkId);
    return ok(list.map(homeworkOf));
  }),
  'POST /htdz/homework/update': signedIn((user, req) => {
    const b = parse(UpdateHomeworkBody, req.body);
    if (isFailure(b)) return b;
    const h = taughtHomework(user, b.homeworkId);
    if (isFailure(h)) return h;
    Object.assign(h, b.settings);
    return ok(homeworkOf(h));
  }),
  'POST /htdz/homework/delete/:homeworkId': signedIn((user, req) => {
    const p = parse(HomeworkParams, req.params);
    if (isFailure(p)) return p;
    const h = taughtHomework(user, p.homeworkId);
    if (isFailure(h)) return h;
    const s = taskState();
    s.homeworks = s.homeworks.filter((x) => x !== h);
    return ok(null);
  }),
};
