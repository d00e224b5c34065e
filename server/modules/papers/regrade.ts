// A teacher's regrade of one question of a publication (an exam-class, a homework), after fixing it in the bank (its
// reference answer, its key): the publication takes over the bank's question, every handed-in answer to it is graded
// again (a teacher's own score stays over the automatic one), the totals follow, and a record keeps who did it, when,
// and whose score changed. All or nothing: the answers are graded first, and an engine that fails leaves everything
// as it was. The caller checks that the actor teaches the publication.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { RegradeOverview, RegradeRecord } from '@contract/homework';
import type { Db, DbOrTx } from '../../db/client';
import type { RegradeChangeRow } from '../../db/schema';
import { byUser, type GradingEngine } from '../../grading/engine';
import { regradeAnswers } from '../../grading/paper';
import type { AuthContext } from '../../lib/auth-context';
import { invalid, notFound } from '../../lib/errors';
import { bankStates, regradeRecordsOf, withCurrentQuestion } from '../exercises/regrade';
import { writeGrade } from './grade';
import { isHandedIn, type Paper, type Publication, type RegradedPapers } from './kind';

/** What telling the handed-in papers in SQL needs. */
type HandedInPapers = Pick<RegradedPapers<Publication, Paper>, 'papers' | 'handedIn'>;

const handedIn = (kind: HandedInPapers, publicationId: number) =>
  and(eq(kind.papers.publication, publicationId), inArray(kind.papers.table.status, [...kind.handedIn]));

/** Every handed-in paper with its stored answer to the question (none: graded as unanswered). */
async function storedAnswers<Pub extends Publication, P extends Paper>(db: DbOrTx, kind: RegradedPapers<Pub, P>, publicationId: number, questionId: number) {
  const { papers, answers } = kind;
  return db
    .select({
      paperId: papers.table.id,
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
      bank: states.get(q.questionId)!,
    })),
    records: await regradeRecordsOf(db, rows, pub.questions),
  };
}

export async function regradeQuestion<Pub extends Publication, P extends Paper>(
  db: Db,
  grading: GradingEngine,
  kind: RegradedPapers<Pub, P>,
  actor: AuthContext,
  pub: Pub,
  questionId: number,
): Promise<RegradeRecord> {
  const old = pub.questions.find((q) => q.questionId === questionId);
  if (!old) throw invalid(kind.notInPublication);
  const next = await withCurrentQuestion(db, pub, old);
  const stored = await storedAnswers(db, kind, pub.id, old.questionId);
  // the engine's failures are thrown from here, before anything is written
  const graded = await regradeAnswers(
    grading,
    next.question,
    next.scenes,
    stored.map((s) => ({ key: s, answer: s.answer ?? {} })),
    byUser(actor.userId),
  );
  const { publications, regrades } = kind;
  const regradeId = await db.transaction(async (tx) => {
    // another question regraded meanwhile keeps its own new copy
    const locked = await kind.lockPublication(tx, pub.id);
    if (!locked) throw notFound(kind.name);
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
      .values({ ...regrades.key(pub.id), questionId: old.questionId, regradedBy: actor.userId, answerCount, changes })
      .returning({ id: regrades.table.id });
    return row!.id;
  });
  const rows = await db.select().from(regrades.table).where(eq(regrades.table.id, regradeId));
  return (await regradeRecordsOf(db, rows, next.questions))[0]!;
}
