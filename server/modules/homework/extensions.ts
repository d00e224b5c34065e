// Extensions 加时 of a homework: a later end for chosen students of its class (illness, a late join), granted and
// withdrawn by the class's teachers, recorded with who granted it when. The end is each student's own from then on
// (terms.ts withExtension): saving, handing in, the late flag, the sweeper and the student's pages all read it. A
// submission already handed in stays handed in (a teacher gives one back with 退回).
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HomeworkExtension } from '@contract/homework';
import type { Db, DbOrTx } from '../../db/client';
import { homeworkExtensions, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { invalid, notFound } from '../../lib/errors';
import { formatTime } from '../../lib/message-time';
import { taughtClass } from '../classes/access';
import { notify } from '../notices/service';
import { studentsOfPublication } from '../papers/audience';
import { homeworkRow, type HomeworkRow } from './access';
import { audienceIds } from './terms';

/**
 * The homework, if the actor teaches its class. Extensions are the class's teachers' decision alone: asked without
 * any wider option of taughtClass (assistants who only grade do not grant time).
 */
async function extendableHomework(db: DbOrTx, actor: AuthContext, homeworkId: number) {
  const hw = await homeworkRow(db, homeworkId);
  return { hw, clazz: await taughtClass(db, actor, hw.classId) };
}

const granter = alias(users, 'granter');

async function extensionRows(db: DbOrTx, homeworkId: number): Promise<HomeworkExtension[]> {
  const rows = await db
    .select({ ext: homeworkExtensions, code: users.code, name: users.name, grantedBy: granter.name })
    .from(homeworkExtensions)
    .innerJoin(users, eq(users.id, homeworkExtensions.studentId))
    .innerJoin(granter, eq(granter.id, homeworkExtensions.grantedBy))
    .where(eq(homeworkExtensions.homeworkId, homeworkId))
    .orderBy(asc(users.code));
  return rows.map((r) => ({
    studentId: r.ext.studentId,
    code: r.code,
    name: r.name,
    endAt: r.ext.endAt.toISOString(),
    grantedBy: r.grantedBy,
    grantedAt: r.ext.grantedAt.toISOString(),
  }));
}

export async function homeworkExtensionList(db: DbOrTx, actor: AuthContext, homeworkId: number): Promise<HomeworkExtension[]> {
  const { hw } = await extendableHomework(db, actor, homeworkId);
  return extensionRows(db, hw.id);
}

const sheetLink = (hw: HomeworkRow, studentId: number) => `/task-stu/answser/studentId/homeworkId/${studentId}/${hw.id}`;

/**
 * Gives the students a later end: after the homework's own, and still to come. Every one must be a student of the
 * class (of a targeted homework, one of its chosen students), else nothing is granted and the refusal names them. A
 * second grant replaces the first, with its granter; each student hears of it.
 */
export async function extendHomework(
  db: Db,
  actor: AuthContext,
  body: { homeworkId: number; studentIds: number[]; endAt: string },
): Promise<HomeworkExtension[]> {
  await db.transaction(async (tx) => {
    const { hw, clazz } = await extendableHomework(tx, actor, body.homeworkId);
    const endAt = new Date(body.endAt);
    const now = clock.now();
    if (endAt <= hw.endAt) throw invalid(`加时后的截止时间须晚于作业的截止时间（${formatTime(hw.endAt)}）`);
    if (endAt <= now) throw invalid('加时后的截止时间须晚于现在');
    const students = await studentsOfPublication(tx, clazz, body.studentIds, { targeted: hw.targeted, chosen: () => audienceIds(tx, hw.id) }, '份作业');
    await tx
      .insert(homeworkExtensions)
      .values(students.map((st) => ({ homeworkId: hw.id, studentId: st.userId, endAt, grantedBy: actor.userId, grantedAt: now })))
      .onConflictDoUpdate({
        target: [homeworkExtensions.homeworkId, homeworkExtensions.studentId],
        set: { endAt, grantedBy: actor.userId, grantedAt: now },
      });
    for (const st of students) {
      await notify(tx, st.userId, {
        type: 'notification',
        title: '作业截止时间已延长',
        content: `《${hw.name}》的截止时间已为你延长至 ${formatTime(endAt)}`,
        link: sheetLink(hw, st.userId),
      });
    }
  });
  return extensionRows(db, body.homeworkId);
}

/** Takes one student's extension back: the homework's own end is theirs again (past it, what they saved is handed in). */
export async function withdrawHomeworkExtension(db: Db, actor: AuthContext, body: { homeworkId: number; studentId: number }): Promise<HomeworkExtension[]> {
  await db.transaction(async (tx) => {
    const { hw } = await extendableHomework(tx, actor, body.homeworkId);
    const removed = await tx
      .delete(homeworkExtensions)
      .where(and(eq(homeworkExtensions.homeworkId, hw.id), eq(homeworkExtensions.studentId, body.studentId)))
      .returning({ studentId: homeworkExtensions.studentId });
    if (removed.length === 0) throw notFound('这名学生的加时');
  });
  return extensionRows(db, body.homeworkId);
}
