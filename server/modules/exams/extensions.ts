// Extensions 加时 of an exam-class: extra minutes for chosen students of its class (an accommodation, a technical
// problem), granted and withdrawn by the class's teachers, recorded with who granted them when. The minutes lengthen
// the student's duration and move the window's end for them (terms.ts withExtra): they may start until end + extra,
// and their deadline is start + duration + extra, capped at end + extra. An attempt running when the grant changes
// has its deadline moved by the difference in the same transaction, its row locked, so a save or a hand-in queues
// behind it and sees the new deadline; one already handed in (or past its deadline and grace, which the platform is
// about to hand in) stays as it is.
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExamExtension } from '@contract/exam';
import type { Db, DbOrTx } from '../../db/client';
import { examAttempts, examClasses, examExtensions, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { taughtClass } from '../classes/access';
import { notify } from '../notices/service';
import { studentsOfPublication } from '../papers/audience';
import type { ExamClassRow } from './access';
import { attemptOf, isExpired, MINUTE } from './attempt';
import { audienceIds, extraOf } from './terms';

/**
 * The exam-class, if the actor teaches its class. Extra time is the class's teachers' decision alone: asked without
 * any wider option of taughtClass (assistants who only grade do not grant time).
 */
async function extendableExamClass(db: DbOrTx, actor: AuthContext, examClassId: number) {
  const [ec] = await db.select().from(examClasses).where(eq(examClasses.id, examClassId));
  if (!ec) throw notFound('考试');
  return { ec, clazz: await taughtClass(db, actor, ec.classId) };
}

const granter = alias(users, 'granter');

async function extensionRows(db: DbOrTx, examClassId: number): Promise<ExamExtension[]> {
  const rows = await db
    .select({ ext: examExtensions, code: users.code, name: users.name, grantedBy: granter.name })
    .from(examExtensions)
    .innerJoin(users, eq(users.id, examExtensions.studentId))
    .innerJoin(granter, eq(granter.id, examExtensions.grantedBy))
    .where(eq(examExtensions.examClassId, examClassId))
    .orderBy(asc(users.code));
  return rows.map((r) => ({
    studentId: r.ext.studentId,
    code: r.code,
    name: r.name,
    extraMinutes: r.ext.extraMinutes,
    grantedBy: r.grantedBy,
    grantedAt: r.ext.grantedAt.toISOString(),
  }));
}

export async function examExtensionList(db: DbOrTx, actor: AuthContext, examClassId: number): Promise<ExamExtension[]> {
  const { ec } = await extendableExamClass(db, actor, examClassId);
  return extensionRows(db, ec.id);
}

/**
 * Moves a running attempt's deadline by the change of the student's extra minutes (never to before now: a smaller
 * grant ends the attempt at the earliest now). Inside the caller's transaction, with the attempt row locked.
 */
async function moveDeadline(tx: DbOrTx, ec: ExamClassRow, studentId: number, fromMinutes: number, toMinutes: number, now: Date): Promise<void> {
  if (fromMinutes === toMinutes) return;
  const a = await attemptOf(tx, ec.id, studentId, { lock: true });
  if (a?.status !== 'answering' || isExpired(a, now)) return;
  const moved = new Date(a.deadline.getTime() + (toMinutes - fromMinutes) * MINUTE);
  await tx
    .update(examAttempts)
    .set({ deadline: moved < now ? now : moved, updatedAt: now })
    .where(eq(examAttempts.id, a.id));
}

/**
 * Gives the students extra minutes. Every one must be a student of the class (of a targeted exam-class, one of its
 * chosen students), else nothing is granted and the refusal names them. A second grant replaces the first, with its
 * granter; running attempts move with it; each student hears of it.
 */
export async function extendExam(
  db: Db,
  actor: AuthContext,
  body: { examClassId: number; studentIds: number[]; extraMinutes: number },
): Promise<ExamExtension[]> {
  await db.transaction(async (tx) => {
    const { ec, clazz } = await extendableExamClass(tx, actor, body.examClassId);
    const students = await studentsOfPublication(tx, clazz, body.studentIds, { targeted: ec.targeted, chosen: () => audienceIds(tx, ec.id) }, '场考试');
    const now = clock.now();
    for (const st of students) {
      const before = await extraOf(tx, ec.id, st.userId);
      await tx
        .insert(examExtensions)
        .values({ examClassId: ec.id, studentId: st.userId, extraMinutes: body.extraMinutes, grantedBy: actor.userId, grantedAt: now })
        .onConflictDoUpdate({
          target: [examExtensions.examClassId, examExtensions.studentId],
          set: { extraMinutes: body.extraMinutes, grantedBy: actor.userId, grantedAt: now },
        });
      await moveDeadline(tx, ec, st.userId, before, body.extraMinutes, now);
      await notify(tx, st.userId, {
        type: 'notification',
        title: '考试已为你加时',
        content: `《${ec.name}》已为你增加 ${body.extraMinutes} 分钟考试时间`,
        link: `/stu/course/exam/examClass/detail/${ec.courseId}/${ec.classId}/${ec.examId ?? 0}/${ec.id}`,
      });
    }
  });
  return extensionRows(db, body.examClassId);
}

/** Takes one student's extra minutes back: a running attempt's deadline moves back by them (not before now). */
export async function withdrawExamExtension(db: Db, actor: AuthContext, body: { examClassId: number; studentId: number }): Promise<ExamExtension[]> {
  await db.transaction(async (tx) => {
    const { ec } = await extendableExamClass(tx, actor, body.examClassId);
    const removed = await tx
      .delete(examExtensions)
      .where(and(eq(examExtensions.examClassId, ec.id), eq(examExtensions.studentId, body.studentId)))
      .returning({ extraMinutes: examExtensions.extraMinutes });
    if (removed.length === 0) throw notFound('这名学生的加时');
    await moveDeadline(tx, ec, body.studentId, removed[0]!.extraMinutes, 0, clock.now());
  });
  return extensionRows(db, body.examClassId);
}
