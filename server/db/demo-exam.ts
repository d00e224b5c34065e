// The demo course's exam: a 100-point paper of the demo questions (choices, a fill-in, SQL queries), published to
// the demo class with its window open for two weeks from the first start and 30 minutes to answer, questions in a
// shuffled order, so the demo student can take an exam and the teacher see its report.
import { asc, eq } from 'drizzle-orm';
import { questionSnapshot } from '../modules/exercises/paper';
import { clock } from '../lib/clock';
import type { DbOrTx } from './client';
import { examClasses, examQuestions, exams, exercises } from './schema';

const DAY = 24 * 3600_000;
const NAME = '数据库系统原理 期中测验';
const DESCRIPTION = '限时 30 分钟：开始后计时，到时自动交卷。SQL 题可以先运行再作答。';
/** tenths by question type: objective questions 10–20 points, each SQL query 30 */
const SCORE_OF: Record<string, number> = { single: 100, judge: 100, fill: 200, query: 300 };

export async function seedDemoExam(tx: DbOrTx, courseId: number, classId: number, teacherId: number) {
  const [exam] = await tx
    .insert(exams)
    .values({ courseId, name: NAME, description: DESCRIPTION, durationMinutes: 30, authorId: teacherId })
    .returning({ id: exams.id });
  const bank = await tx
    .select({ id: exercises.id, type: exercises.type, scoreTenths: exercises.scoreTenths })
    .from(exercises)
    .where(eq(exercises.courseId, courseId))
    .orderBy(asc(exercises.id));
  const rows = bank.map((q, i) => ({ examId: exam.id, exerciseId: q.id, position: i + 1, scoreTenths: SCORE_OF[q.type] ?? q.scoreTenths }));
  await tx.insert(examQuestions).values(rows);
  const now = clock.now().getTime();
  await tx.insert(examClasses).values({
    examId: exam.id,
    courseId,
    classId,
    name: NAME,
    description: DESCRIPTION,
    ...(await questionSnapshot(tx, rows)),
    startAt: new Date(now - DAY),
    endAt: new Date(now + 14 * DAY),
    durationMinutes: 30,
    shuffleQuestions: true,
    shuffleOptions: false,
    showScore: 'submit',
    showAnswer: 'end',
    publishedBy: teacherId,
  });
}
