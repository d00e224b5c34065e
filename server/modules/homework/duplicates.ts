// The duplicate check 查重 of a homework: the engine (server/grading/duplicate) compares the handed-in answers,
// the pairs it finds are kept with the teacher's decision, and the comparison shows both answers side by side.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { answerText, isChoiceType, isSqlType, type AnswerValue } from '@contract/exercise';
import type { DuplicateComparison, DuplicateDecision, DuplicatePairRow, DuplicateReport } from '@contract/homework';
import type { Db, DbOrTx } from '../../db/client';
import { homeworkAnswers, homeworkDuplicates, homeworkExtensions, homeworks, homeworkSubmissions, users } from '../../db/schema';
import { findDuplicatePairs, sharedSpans, type DuplicateKind, type DuplicateQuestion, type DuplicateSubmission } from '../../grading/duplicate';
import type { GradingEngine } from '../../grading/engine';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { plainTextOf } from '../../lib/rich-text';
import { taughtHomework, type HomeworkRow } from './access';
import { summariesOf } from './publish';
import { closeExpired, HANDED_IN } from './submission';

type Question = HomeworkRow['questions'][number];

const kindOf = (q: Question): DuplicateKind => (isSqlType(q.type) ? 'sql' : isChoiceType(q.type) || q.type === 'judge' ? 'choice' : 'text');

/** The question's own text (stem, options, reference): words from it are no evidence of copying. */
function givenTextOf(q: Question): string {
  const options = 'options' in q.spec ? q.spec.options.map((o) => o.text).join(' ') : '';
  const reference = q.spec.type === 'short' ? plainTextOf(q.spec.referenceAnswer ?? '', 20_000) : answerText(q.spec);
  return [q.stemText, options, reference].join('\n');
}

/** An answer as the text the engine compares. */
export function answerTextOf(q: Question, a: AnswerValue | null | undefined): string {
  if (!a) return '';
  if (isSqlType(q.type)) return a.sql ?? '';
  if (isChoiceType(q.type)) return [...(a.choices ?? [])].sort().join(',');
  if (q.type === 'judge') return a.judge === undefined ? '' : a.judge ? '对' : '错';
  if (q.type === 'fill') return (a.blanks ?? []).join(' | ');
  return a.text ?? '';
}

type Stored = { submissionId: number; studentId: number; questionId: number; answer: AnswerValue; correct: boolean | null };

async function handedInAnswers(db: DbOrTx, homeworkId: number): Promise<Stored[]> {
  const rows = await db
    .select({ submissionId: homeworkSubmissions.id, studentId: homeworkSubmissions.studentId, a: homeworkAnswers })
    .from(homeworkAnswers)
    .innerJoin(homeworkSubmissions, eq(homeworkSubmissions.id, homeworkAnswers.submissionId))
    .where(and(eq(homeworkSubmissions.homeworkId, homeworkId), inArray(homeworkSubmissions.status, [...HANDED_IN])));
  return rows.map((r) => ({
    submissionId: r.submissionId,
    studentId: r.studentId,
    questionId: r.a.questionId,
    answer: r.a.answer,
    correct: r.a.verdict?.correct ?? null,
  }));
}

/** Runs the engine over the handed-in answers and keeps what it finds; the teacher's decisions on pairs stay. */
export async function checkDuplicates(db: Db, grading: GradingEngine, hw: HomeworkRow): Promise<void> {
  await closeExpired(db, grading, hw);
  const answers = await handedInAnswers(db, hw.id);
  const questions: DuplicateQuestion[] = hw.questions.map((q) => ({ questionId: q.questionId, kind: kindOf(q), givenText: givenTextOf(q) }));
  const byStudent = new Map<number, DuplicateSubmission>();
  for (const a of answers) {
    const q = hw.questions.find((x) => x.questionId === a.questionId);
    if (!q) continue;
    const sub = byStudent.get(a.studentId) ?? { studentId: a.studentId, answers: [] };
    sub.answers.push({ questionId: a.questionId, text: answerTextOf(q, a.answer), correct: a.correct === true });
    byStudent.set(a.studentId, sub);
  }
  const pairs = findDuplicatePairs(questions, [...byStudent.values()]);
  await db.transaction(async (tx) => {
    const found = pairs.map((p) => ({
      homeworkId: hw.id,
      studentId: p.studentId,
      otherStudentId: p.otherStudentId,
      similarity: p.similarity,
      questions: p.questions,
    }));
    for (const p of found) {
      await tx
        .insert(homeworkDuplicates)
        .values(p)
        .onConflictDoUpdate({
          target: [homeworkDuplicates.homeworkId, homeworkDuplicates.studentId, homeworkDuplicates.otherStudentId],
          set: { similarity: p.similarity, questions: p.questions },
        });
    }
    // pairs no longer alike go, unless the teacher already decided about them
    const keep = new Set(found.map((p) => `${p.studentId}-${p.otherStudentId}`));
    const old = await tx
      .select()
      .from(homeworkDuplicates)
      .where(and(eq(homeworkDuplicates.homeworkId, hw.id), eq(homeworkDuplicates.decision, 'pending')));
    for (const o of old) {
      if (keep.has(`${o.studentId}-${o.otherStudentId}`)) continue;
      await tx
        .delete(homeworkDuplicates)
        .where(
          and(eq(homeworkDuplicates.homeworkId, hw.id), eq(homeworkDuplicates.studentId, o.studentId), eq(homeworkDuplicates.otherStudentId, o.otherStudentId)),
        );
    }
    await tx.update(homeworks).set({ duplicateCheckedAt: clock.now() }).where(eq(homeworks.id, hw.id));
  });
}

async function reportOf(db: DbOrTx, homeworkId: number): Promise<DuplicateReport> {
  const [hw] = await db.select({ checkedAt: homeworks.duplicateCheckedAt, questions: homeworks.questions }).from(homeworks).where(eq(homeworks.id, homeworkId));
  const positionOf = new Map((hw?.questions ?? []).map((q) => [q.questionId, q.position]));
  const pairs = await db.select().from(homeworkDuplicates).where(eq(homeworkDuplicates.homeworkId, homeworkId));
  const ids = [...new Set(pairs.flatMap((p) => [p.studentId, p.otherStudentId]))];
  const people = new Map(
    (ids.length ? await db.select({ id: users.id, code: users.code, name: users.name }).from(users).where(inArray(users.id, ids)) : []).map((u) => [u.id, u]),
  );
  const rows: DuplicatePairRow[] = pairs.map((p) => ({
    studentId: p.studentId,
    code: people.get(p.studentId)?.code ?? '',
    name: people.get(p.studentId)?.name ?? '',
    otherStudentId: p.otherStudentId,
    otherCode: people.get(p.otherStudentId)?.code ?? '',
    otherName: people.get(p.otherStudentId)?.name ?? '',
    similarity: p.similarity,
    questions: p.questions.map((x) => ({ ...x, position: positionOf.get(x.questionId) ?? 0 })),
    decision: p.decision,
  }));
  rows.sort((a, b) => b.similarity - a.similarity || a.studentId - b.studentId);
  return { checkedAt: hw?.checkedAt?.toISOString() ?? null, pairs: rows };
}

export async function duplicateReport(db: DbOrTx, actor: AuthContext, homeworkId: number): Promise<DuplicateReport> {
  await taughtHomework(db, actor, homeworkId, { grading: true });
  return reportOf(db, homeworkId);
}

export async function runDuplicateCheck(db: Db, grading: GradingEngine, actor: AuthContext, homeworkId: number): Promise<DuplicateReport> {
  const { hw } = await taughtHomework(db, actor, homeworkId, { grading: true });
  await checkDuplicates(db, grading, hw);
  return reportOf(db, homeworkId);
}

/** The pair in its stored order (smaller student id first), whichever order the page asks in. */
async function pairOf(db: DbOrTx, homeworkId: number, a: number, b: number) {
  const [studentId, otherStudentId] = a < b ? [a, b] : [b, a];
  const report = await reportOf(db, homeworkId);
  const pair = report.pairs.find((p) => p.studentId === studentId && p.otherStudentId === otherStudentId);
  if (!pair) throw notFound('这两名学生的查重记录');
  return { pair, swapped: a > b };
}

export async function compareDuplicate(
  db: DbOrTx,
  actor: AuthContext,
  homeworkId: number,
  studentId: number,
  otherStudentId: number,
): Promise<DuplicateComparison> {
  const { hw } = await taughtHomework(db, actor, homeworkId, { grading: true });
  const { pair } = await pairOf(db, homeworkId, studentId, otherStudentId);
  const answers = await handedInAnswers(db, hw.id);
  const answerOf = (student: number, questionId: number) => answers.find((a) => a.studentId === student && a.questionId === questionId);
  const [summary] = await summariesOf(db, eq(homeworks.id, hw.id));
  return {
    homework: summary,
    pair,
    questions: hw.questions.map((q) => {
      const a = answerOf(pair.studentId, q.questionId);
      const b = answerOf(pair.otherStudentId, q.questionId);
      const textA = answerTextOf(q, a?.answer);
      const textB = answerTextOf(q, b?.answer);
      const spans = textA && textB ? sharedSpans(kindOf(q), textA, textB, givenTextOf(q)) : { a: [], b: [] };
      return {
        questionId: q.questionId,
        position: q.position,
        type: q.type,
        stemText: q.stemText,
        similarity: pair.questions.find((x) => x.questionId === q.questionId)?.similarity ?? null,
        a: { text: textA, correct: a?.correct ?? null, spans: spans.a },
        b: { text: textB, correct: b?.correct ?? null, spans: spans.b },
      };
    }),
  };
}

export async function decideDuplicate(
  db: Db,
  actor: AuthContext,
  body: { homeworkId: number; studentId: number; otherStudentId: number; decision: DuplicateDecision },
): Promise<DuplicatePairRow> {
  await taughtHomework(db, actor, body.homeworkId, { grading: true });
  const { pair } = await pairOf(db, body.homeworkId, body.studentId, body.otherStudentId);
  await db
    .update(homeworkDuplicates)
    .set({ decision: body.decision })
    .where(
      and(
        eq(homeworkDuplicates.homeworkId, body.homeworkId),
        eq(homeworkDuplicates.studentId, pair.studentId),
        eq(homeworkDuplicates.otherStudentId, pair.otherStudentId),
      ),
    );
  return { ...pair, decision: body.decision };
}

/** Homework past its last deadline with the check on and not run since: the sweeper runs it. */
/** When the homework has closed for everyone: its late limit or end, or the latest student's extension. */
const closedForAll = sql`greatest(coalesce(${homeworks.lateUntil}, ${homeworks.endAt}), (select max(${homeworkExtensions.endAt}) from ${homeworkExtensions} where ${homeworkExtensions.homeworkId} = ${homeworks.id}))`;

export async function homeworkToCheck(db: DbOrTx): Promise<HomeworkRow[]> {
  const now = clock.now();
  return db
    .select()
    .from(homeworks)
    .where(
      and(
        eq(homeworks.duplicateCheck, true),
        sql`${closedForAll} < ${now.toISOString()}`,
        sql`(${homeworks.duplicateCheckedAt} is null or ${homeworks.duplicateCheckedAt} < ${closedForAll})`,
      ),
    )
    .limit(20);
}
