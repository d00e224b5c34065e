// A teacher's regrade of one question of a homework, after fixing it in the bank (its reference answer, its key):
// the homework takes over the bank's question, every handed-in answer to it is graded again (a teacher's own score
// stays over the automatic one), the totals follow, and a record keeps who did it, when, and whose score changed.
// All or nothing: the answers are graded first, and an engine that fails leaves everything as it was.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { RegradeOverview, RegradeRecord } from '@contract/homework';
import type { Db, DbOrTx } from '../../db/client';
import { homeworkAnswers, homeworkRegrades, homeworks, homeworkSubmissions, type RegradeChangeRow } from '../../db/schema';
import { byUser, type GradingEngine } from '../../grading/engine';
import { regradeAnswers } from '../../grading/paper';
import type { AuthContext } from '../../lib/auth-context';
import { invalid, notFound } from '../../lib/errors';
import { bankStates, regradeRecordsOf, withCurrentQuestion } from '../exercises/regrade';
import { taughtHomework } from './access';
import { HANDED_IN, isHandedIn, updateTotal } from './submission';

const handedIn = (homeworkId: number) => and(eq(homeworkSubmissions.homeworkId, homeworkId), inArray(homeworkSubmissions.status, [...HANDED_IN]));

/** Every handed-in submission with its stored answer to the question (none: graded as unanswered). */
async function storedAnswers(db: DbOrTx, homeworkId: number, questionId: number) {
  return db
    .select({
      submissionId: homeworkSubmissions.id,
      submitCount: homeworkSubmissions.submitCount,
      answer: homeworkAnswers.answer,
      autoTenths: homeworkAnswers.autoTenths,
      manualTenths: homeworkAnswers.manualTenths,
    })
    .from(homeworkSubmissions)
    .leftJoin(homeworkAnswers, and(eq(homeworkAnswers.submissionId, homeworkSubmissions.id), eq(homeworkAnswers.questionId, questionId)))
    .where(handedIn(homeworkId))
    .orderBy(homeworkSubmissions.id);
}

export async function listHomeworkRegrades(db: Db, actor: AuthContext, homeworkId: number): Promise<RegradeOverview> {
  const { hw } = await taughtHomework(db, actor, homeworkId);
  const [states, [papers], rows] = await Promise.all([
    bankStates(db, hw.questions),
    db.select({ n: count() }).from(homeworkSubmissions).where(handedIn(hw.id)),
    db.select().from(homeworkRegrades).where(eq(homeworkRegrades.homeworkId, hw.id)).orderBy(desc(homeworkRegrades.id)),
  ]);
  return {
    answerCount: papers?.n ?? 0,
    questions: hw.questions.map((q) => ({
      questionId: q.questionId,
      position: q.position,
      type: q.type,
      stemText: q.stemText,
      bank: states.get(q.questionId)!,
    })),
    records: await regradeRecordsOf(db, rows, hw.questions),
  };
}

export async function regradeHomeworkQuestion(
  db: Db,
  grading: GradingEngine,
  actor: AuthContext,
  body: { homeworkId: number; questionId: number },
): Promise<RegradeRecord> {
  const { hw } = await taughtHomework(db, actor, body.homeworkId);
  const old = hw.questions.find((q) => q.questionId === body.questionId);
  if (!old) throw invalid('题目不属于这份作业');
  const next = await withCurrentQuestion(db, hw, old);
  const stored = await storedAnswers(db, hw.id, old.questionId);
  // the engine's failures are thrown from here, before anything is written
  const graded = await regradeAnswers(
    grading,
    next.question,
    next.scenes,
    stored.map((s) => ({ key: s, answer: s.answer ?? {} })),
    byUser(actor.userId),
  );
  const regradeId = await db.transaction(async (tx) => {
    // another question regraded meanwhile keeps its own new copy
    const [locked] = await tx.select().from(homeworks).where(eq(homeworks.id, hw.id)).for('update');
    if (!locked) throw notFound('作业');
    const fresh = {
      ...locked,
      questions: locked.questions.map((q) => (q.questionId === old.questionId ? next.question : q)),
      scenes: { ...next.scenes, ...locked.scenes },
    };
    await tx.update(homeworks).set({ questions: fresh.questions, scenes: fresh.scenes }).where(eq(homeworks.id, hw.id));
    const changes: RegradeChangeRow[] = [];
    let answerCount = 0;
    for (const { key: before, verdict, tenths } of graded) {
      const [sub] = await tx.select().from(homeworkSubmissions).where(eq(homeworkSubmissions.id, before.submissionId)).for('update');
      // returned (or returned and handed in again) meanwhile: its own grading takes the new question
      if (!sub || !isHandedIn(sub.status) || sub.submitCount !== before.submitCount) continue;
      const set = { verdict, autoTenths: tenths, regrade: false };
      await tx
        .insert(homeworkAnswers)
        .values({ submissionId: sub.id, questionId: old.questionId, answer: {}, seq: 0, ...set })
        .onConflictDoUpdate({ target: [homeworkAnswers.submissionId, homeworkAnswers.questionId], set });
      await updateTotal(tx, fresh, sub);
      answerCount += 1;
      if ((before.autoTenths ?? null) !== tenths)
        changes.push({ studentId: sub.studentId, oldTenths: before.autoTenths ?? null, newTenths: tenths, manualTenths: before.manualTenths ?? null });
    }
    const [row] = await tx
      .insert(homeworkRegrades)
      .values({ homeworkId: hw.id, questionId: old.questionId, regradedBy: actor.userId, answerCount, changes })
      .returning({ id: homeworkRegrades.id });
    return row!.id;
  });
  const rows = await db.select().from(homeworkRegrades).where(eq(homeworkRegrades.id, regradeId));
  return (await regradeRecordsOf(db, rows, next.questions))[0]!;
}
