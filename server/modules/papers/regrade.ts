// A teacher's regrade of one question of a publication (an exam-class, a homework), after fixing it in the bank (its
// reference answer, its key): first a preview (重新评分预览) grades every handed-in answer to it against the bank's
// current version and says whose automatic score would change, writing nothing; then the confirmation, naming the
// version previewed, grades them again the same way: the publication takes over that version, the scores and totals
// follow (a teacher's own score stays over the automatic one), and a record keeps who did it, when, which version,
// and whose score changed. All or nothing: the answers are graded first, outside any transaction, and an engine that
// fails leaves everything as it was. A confirmation whose version the bank has left is refused; one applied already
// answers its record again. The caller checks that the actor teaches the publication.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { RegradeOverview, RegradePreview, RegradeRecord } from '@contract/homework';
import type { Db, DbOrTx } from '../../db/client';
import type { RegradeChangeRow } from '../../db/schema';
import { byUser, type GradingEngine } from '../../grading/engine';
import { regradeAnswers } from '../../grading/paper';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { bankStates, changeOf, differencesOf, peopleOf, regradeRecordsOf, withCurrentQuestion } from '../exercises/regrade';
import { writeGrade } from './grade';
import { isHandedIn, type Paper, type Publication, type RegradedPapers } from './kind';

/** What telling the handed-in papers in SQL needs. */
type HandedInPapers = Pick<RegradedPapers<Publication, Paper>, 'papers' | 'handedIn'>;

const handedIn = (kind: HandedInPapers, publicationId: number) =>
  and(eq(kind.papers.publication, publicationId), inArray(kind.papers.table.status, [...kind.handedIn]));

export const CHANGED_SINCE_PREVIEW = '题目在预览后又被修改，请重新预览';

/** Every handed-in paper with its stored answer to the question (none: graded as unanswered). */
async function storedAnswers<Pub extends Publication, P extends Paper>(db: DbOrTx, kind: RegradedPapers<Pub, P>, publicationId: number, questionId: number) {
  const { papers, answers } = kind;
  return db
    .select({
      paperId: papers.table.id,
      studentId: papers.table.studentId,
      ...(kind.handIns && { handIns: kind.handIns.column }),
      answer: answers.table.answer,
      autoTenths: answers.table.autoTenths,
      manualTenths: answers.table.manualTenths,
    })
    .from(papers.table)
    .leftJoin(answers.table, and(eq(answers.paper, papers.table.id), eq(answers.table.questionId, questionId)))
    .where(handedIn(kind, publicationId))
    .orderBy(papers.table.id);
}

export async function regradeOverview<Pub extends Publication, P extends Paper>(db: Db, kind: RegradedPapers<Pub, P>, pub: Pub): Promise<RegradeOverview> {
  const { regrades } = kind;
  const [states, [papers], rows] = await Promise.all([
    bankStates(db, pub.questions),
    db.select({ n: count() }).from(kind.papers.table).where(handedIn(kind, pub.id)),
    db.select().from(regrades.table).where(eq(regrades.publication, pub.id)).orderBy(desc(regrades.table.id)),
  ]);
  return {
    answerCount: papers?.n ?? 0,
    questions: pub.questions.map((q) => ({
      questionId: q.questionId,
      position: q.position,
      type: q.type,
      stemText: q.stemText,
      ...states.get(q.questionId)!,
      publishedVersion: q.version ?? null,
    })),
    records: await regradeRecordsOf(db, rows, pub.questions),
  };
}

/**
 * The publication's question, the bank's current version of it that a regrade would take over, and every handed-in
 * answer graded against that version; nothing is written and no transaction is open while the engine grades. With
 * `version` (a confirmation), refused before grading when the bank's version is another.
 */
async function gradedAgain<Pub extends Publication, P extends Paper>(
  db: Db,
  grading: GradingEngine,
  kind: RegradedPapers<Pub, P>,
  actor: AuthContext,
  pub: Pub,
  questionId: number,
  version?: number,
) {
  const old = pub.questions.find((q) => q.questionId === questionId);
  if (!old) throw invalid(kind.notInPublication);
  const next = await withCurrentQuestion(db, pub, old);
  if (version !== undefined && next.question.version !== version) throw conflict(CHANGED_SINCE_PREVIEW);
  const stored = await storedAnswers(db, kind, pub.id, old.questionId);
  // the engine's failures are thrown from here, before anything is written
  const graded = await regradeAnswers(
    grading,
    next.question,
    next.scenes,
    stored.map((s) => ({ key: s, answer: s.answer ?? {} })),
    byUser(actor.userId),
  );
  return { old, next, graded };
}

export async function previewRegrade<Pub extends Publication, P extends Paper>(
  db: Db,
  grading: GradingEngine,
  kind: RegradedPapers<Pub, P>,
  actor: AuthContext,
  pub: Pub,
  questionId: number,
): Promise<RegradePreview> {
  const { old, next, graded } = await gradedAgain(db, grading, kind, actor, pub, questionId);
  const changed = graded.filter(({ key, tenths }) => (key.autoTenths ?? null) !== tenths);
  const people = await peopleOf(
    db,
    changed.map((g) => g.key.studentId),
  );
  return {
    questionId: old.questionId,
    position: old.position,
    publishedVersion: old.version ?? null,
    bankVersion: next.question.version,
    differences: differencesOf(old, next.question),
    answerCount: graded.length,
    unchangedCount: graded.length - changed.length,
    changes: changed.map(({ key, verdict, tenths }) => ({
      ...changeOf({ studentId: key.studentId, oldTenths: key.autoTenths ?? null, newTenths: tenths, manualTenths: key.manualTenths ?? null }, people),
      correct: verdict.correct,
      message: verdict.message,
    })),
  };
}

/**
 * The record of this question's regrade to `version` when the publication holds that version already because of
 * it: a confirmation retried, or made twice at once (the second one, after the publication's lock, finds the first).
 */
async function appliedRegrade<Pub extends Publication, P extends Paper>(
  db: DbOrTx,
  kind: RegradedPapers<Pub, P>,
  pub: Pub,
  questionId: number,
  version: number,
): Promise<number | null> {
  if (pub.questions.find((q) => q.questionId === questionId)?.version !== version) return null;
  const { regrades } = kind;
  const [row] = await db
    .select({ id: regrades.table.id })
    .from(regrades.table)
    .where(and(eq(regrades.publication, pub.id), eq(regrades.table.questionId, questionId), eq(regrades.table.version, version)))
    .orderBy(desc(regrades.table.id))
    .limit(1);
  return row?.id ?? null;
}

export async function regradeQuestion<Pub extends Publication, P extends Paper>(
  db: Db,
  grading: GradingEngine,
  kind: RegradedPapers<Pub, P>,
  actor: AuthContext,
  pub: Pub,
  questionId: number,
  version: number,
): Promise<RegradeRecord> {
  const { publications, regrades } = kind;
  // a regrade keeps every question's position
  const recordOf = async (regradeId: number) => {
    const rows = await db.select().from(regrades.table).where(eq(regrades.table.id, regradeId));
    return (await regradeRecordsOf(db, rows, pub.questions))[0]!;
  };
  const applied = await appliedRegrade(db, kind, pub, questionId, version);
  if (applied !== null) return recordOf(applied);
  const { old, next, graded } = await gradedAgain(db, grading, kind, actor, pub, questionId, version);
  const regradeId = await db.transaction(async (tx) => {
    // another question regraded meanwhile keeps its own new copy
    const locked = await kind.lockPublication(tx, pub.id);
    if (!locked) throw notFound(kind.name);
    const already = await appliedRegrade(tx, kind, locked, old.questionId, version);
    if (already !== null) return already;
    const fresh = {
      ...locked,
      questions: locked.questions.map((q) => (q.questionId === old.questionId ? next.question : q)),
      scenes: { ...next.scenes, ...locked.scenes },
    };
    await tx.update(publications).set({ questions: fresh.questions, scenes: fresh.scenes }).where(eq(publications.id, pub.id));
    const changes: RegradeChangeRow[] = [];
    let answerCount = 0;
    for (const { key: before, verdict, tenths } of graded) {
      const paper = await kind.lockPaper(tx, before.paperId);
      if (!paper || !isHandedIn(kind, paper)) continue;
      // returned (or returned and handed in again) meanwhile: its own grading takes the new question
      if (kind.handIns && kind.handIns.of(paper) !== before.handIns) continue;
      await writeGrade(tx, kind.answers, paper.id, old.questionId, { verdict, autoTenths: tenths, regrade: false });
      await kind.updateTotal(tx, fresh, paper);
      answerCount += 1;
      if ((before.autoTenths ?? null) !== tenths)
        changes.push({ studentId: paper.studentId, oldTenths: before.autoTenths ?? null, newTenths: tenths, manualTenths: before.manualTenths ?? null });
    }
    const [row] = await tx
      .insert(regrades.table)
      .values({ ...regrades.key(pub.id), questionId: old.questionId, regradedBy: actor.userId, answerCount, changes, version })
      .returning({ id: regrades.table.id });
    return row!.id;
  });
  return recordOf(regradeId);
}
