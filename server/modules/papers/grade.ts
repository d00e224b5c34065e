// Grading a handed-in paper (an exam attempt, a homework submission) and writing its verdicts and total: one
// implementation for both kinds; the total's rules stay with each kind (GradedPapers.updateTotal).
import type { Verdict } from '@contract/exercise';
import type { Db, DbOrTx } from '../../db/client';
import type { GradingEngine } from '../../grading/engine';
import { gradePaper, gradingPass, type GradingPass } from '../../grading/paper';
import { type AnswerTable, type GradedPapers, isHandedIn, type Paper, type Publication } from './kind';

/** An answer's automatic grade, the answer row made (empty, unsaved) when the student left the question. */
export async function writeGrade(
  tx: DbOrTx,
  answers: AnswerTable,
  paperId: number,
  questionId: number,
  set: { verdict: Verdict; autoTenths: number | null; regrade: boolean },
): Promise<void> {
  await tx
    .insert(answers.table)
    .values({ ...answers.key(paperId), questionId, answer: {}, seq: 0, ...set })
    .onConflictDoUpdate({ target: [answers.paper, answers.table.questionId], set });
}

/**
 * Grades a handed-in paper (outside any transaction) and writes verdicts and the total: the questions that wait for
 * regrading when some do, else every question. Repeatable; a paper no longer handed in is left as it is.
 */
export async function gradeHandedIn<Pub extends Publication, P extends Paper>(
  db: Db,
  grading: GradingEngine,
  kind: GradedPapers<Pub, P>,
  pub: Pub,
  paperId: number,
  pass: GradingPass = gradingPass(),
): Promise<void> {
  const stored = await kind.answersOf(db, paperId);
  const waiting = new Set(stored.filter((a) => a.regrade).map((a) => a.questionId));
  const questions = waiting.size ? pub.questions.filter((q) => waiting.has(q.questionId)) : pub.questions;
  const graded = await gradePaper(grading, { questions, scenes: pub.scenes }, new Map(stored.map((a) => [a.questionId, a.answer])), pass);
  await db.transaction(async (tx) => {
    const paper = await kind.lockPaper(tx, paperId);
    if (!paper || !isHandedIn(kind, paper)) return;
    for (const g of graded) await writeGrade(tx, kind.answers, paperId, g.questionId, { verdict: g.verdict, autoTenths: g.tenths, regrade: g.regrade });
    await kind.updateTotal(tx, pub, paper);
  });
}
