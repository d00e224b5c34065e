// A teacher's regrade of one question of an exam-class, after fixing it in the bank (its reference answer, its key):
// the exam-class takes over the bank's question, every handed-in answer to it is graded again (a teacher's own score
// stays over the automatic one), the totals follow, and a record keeps who did it, when, and whose score changed.
// All or nothing: the answers are graded first, and an engine that fails leaves everything as it was.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { RegradeOverview, RegradeRecord } from '@contract/homework';
import type { Db, DbOrTx } from '../../db/client';
import { examAnswers, examClasses, examRegrades, examAttempts, type RegradeChangeRow } from '../../db/schema';
import { byUser, type GradingEngine } from '../../grading/engine';
import { regradeAnswers } from '../../grading/paper';
import type { AuthContext } from '../../lib/auth-context';
import { invalid, notFound } from '../../lib/errors';
import { bankStates, regradeRecordsOf, withCurrentQuestion } from '../exercises/regrade';
import { taughtExamClass } from './access';
import { HANDED_IN, isHandedIn, updateTotal } from './attempt';

const handedIn = (examClassId: number) => and(eq(examAttempts.examClassId, examClassId), inArray(examAttempts.status, [...HANDED_IN]));

/** Every handed-in attempt with its stored answer to the question (none: graded as unanswered). */
async function storedAnswers(db: DbOrTx, examClassId: number, questionId: number) {
  return db
    .select({ attemptId: examAttempts.id, answer: examAnswers.answer, autoTenths: examAnswers.autoTenths, manualTenths: examAnswers.manualTenths })
    .from(examAttempts)
    .leftJoin(examAnswers, and(eq(examAnswers.attemptId, examAttempts.id), eq(examAnswers.questionId, questionId)))
    .where(handedIn(examClassId))
    .orderBy(examAttempts.id);
}

export async function listExamRegrades(db: Db, actor: AuthContext, examClassId: number): Promise<RegradeOverview> {
  const { ec } = await taughtExamClass(db, actor, examClassId);
  const [states, [papers], rows] = await Promise.all([
    bankStates(db, ec.questions),
    db.select({ n: count() }).from(examAttempts).where(handedIn(ec.id)),
    db.select().from(examRegrades).where(eq(examRegrades.examClassId, ec.id)).orderBy(desc(examRegrades.id)),
  ]);
  return {
    answerCount: papers?.n ?? 0,
    questions: ec.questions.map((q) => ({
      questionId: q.questionId,
      position: q.position,
      type: q.type,
      stemText: q.stemText,
      bank: states.get(q.questionId)!,
    })),
    records: await regradeRecordsOf(db, rows, ec.questions),
  };
}

export async function regradeExamQuestion(
  db: Db,
  grading: GradingEngine,
  actor: AuthContext,
  body: { examClassId: number; questionId: number },
): Promise<RegradeRecord> {
  const { ec } = await taughtExamClass(db, actor, body.examClassId);
  const old = ec.questions.find((q) => q.questionId === body.questionId);
  if (!old) throw invalid('题目不属于这场考试');
  const next = await withCurrentQuestion(db, ec, old);
  const stored = await storedAnswers(db, ec.id, old.questionId);
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
    const [locked] = await tx.select().from(examClasses).where(eq(examClasses.id, ec.id)).for('update');
    if (!locked) throw notFound('考试');
    const fresh = {
      ...locked,
      questions: locked.questions.map((q) => (q.questionId === old.questionId ? next.question : q)),
      scenes: { ...next.scenes, ...locked.scenes },
    };
    await tx.update(examClasses).set({ questions: fresh.questions, scenes: fresh.scenes }).where(eq(examClasses.id, ec.id));
    const changes: RegradeChangeRow[] = [];
    let answerCount = 0;
    for (const { key: before, verdict, tenths } of graded) {
      const [a] = await tx.select().from(examAttempts).where(eq(examAttempts.id, before.attemptId)).for('update');
      if (!a || !isHandedIn(a.status)) continue;
      const set = { verdict, autoTenths: tenths, regrade: false };
      await tx
        .insert(examAnswers)
        .values({ attemptId: a.id, questionId: old.questionId, answer: {}, seq: 0, ...set })
        .onConflictDoUpdate({ target: [examAnswers.attemptId, examAnswers.questionId], set });
      await updateTotal(tx, fresh, a.id);
      answerCount += 1;
      if ((before.autoTenths ?? null) !== tenths)
        changes.push({ studentId: a.studentId, oldTenths: before.autoTenths ?? null, newTenths: tenths, manualTenths: before.manualTenths ?? null });
    }
    const [row] = await tx
      .insert(examRegrades)
      .values({ examClassId: ec.id, questionId: old.questionId, regradedBy: actor.userId, answerCount, changes })
      .returning({ id: examRegrades.id });
    return row!.id;
  });
  const rows = await db.select().from(examRegrades).where(eq(examRegrades.id, regradeId));
  return (await regradeRecordsOf(db, rows, next.questions))[0]!;
}
