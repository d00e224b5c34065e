// The demo course's task bank: one task made of the demo questions, published to the demo class and open for two
// weeks from the first start, so the demo student finds homework to do and the teacher submissions to review.
import { asc, eq } from 'drizzle-orm';
import { snapshotOf } from '../modules/homework/publish';
import type { DbOrTx } from './client';
import { exercises, homeworks, taskQuestions, tasks } from './schema';

const DAY = 24 * 3600_000;

export async function seedDemoHomework(tx: DbOrTx, courseId: number, classId: number, teacherId: number) {
  const [task] = await tx
    .insert(tasks)
    .values({ courseId, name: '第二、三章 课后作业', description: '关系模型与 SQL 查询的练习，SQL 题可以先运行再提交。', authorId: teacherId })
    .returning({ id: tasks.id });
  const questions = await tx
    .select({ id: exercises.id, scoreTenths: exercises.scoreTenths })
    .from(exercises)
    .where(eq(exercises.courseId, courseId))
    .orderBy(asc(exercises.id));
  await tx.insert(taskQuestions).values(questions.map((q, i) => ({ taskId: task.id, exerciseId: q.id, position: i + 1, scoreTenths: q.scoreTenths })));
  const now = Date.now();
  await tx.insert(homeworks).values({
    taskId: task.id,
    courseId,
    classId,
    name: '第二、三章 课后作业',
    description: '关系模型与 SQL 查询的练习，SQL 题可以先运行再提交。',
    ...(await snapshotOf(tx, task.id)),
    startAt: new Date(now - DAY),
    endAt: new Date(now + 14 * DAY),
    latePolicy: 'refuse',
    showScore: 'submit',
    showAnswer: 'end',
    duplicateCheck: true,
    publishedBy: teacherId,
  });
}
