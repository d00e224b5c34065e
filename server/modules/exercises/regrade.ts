// Regrading a published question (homework, exam-classes) after the teacher fixed it in the bank: what both need of
// the bank (the question as it is now, whether it changed since publication, the publication's copy made anew) and
// the wire form of their records. The publications' own tables stay with their modules.
import { inArray } from 'drizzle-orm';
import { toPoints } from '@contract/exercise';
import type { BankState, HomeworkQuestionSnapshot, RegradeRecord } from '@contract/homework';
import type { DbOrTx } from '../../db/client';
import { users, type RegradeChangeRow, type SceneSnapshot } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { questionSnapshot } from './paper';

type Published = { questions: HomeworkQuestionSnapshot[]; scenes: Record<string, SceneSnapshot> };

/** The published questions as the bank has them now (the publication's position and score kept), by question id. */
async function currentQuestions(db: DbOrTx, published: readonly HomeworkQuestionSnapshot[]) {
  const now = await questionSnapshot(
    db,
    published.map((q) => ({ exerciseId: q.questionId, scoreTenths: q.scoreTenths })),
  );
  const positionOf = new Map(published.map((q) => [q.questionId, q.position]));
  return { questions: new Map(now.questions.map((q) => [q.questionId, { ...q, position: positionOf.get(q.questionId)! }])), scenes: now.scenes };
}

/** Keys in one order, so that two copies of a question compare by content. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

/** What grading and the students read of a question. */
const gradedPart = (q: HomeworkQuestionSnapshot) => canonical({ type: q.type, stem: q.stem, analysis: q.analysis, spec: q.spec });

/** Where each published question stands in the bank now. */
export async function bankStates(db: DbOrTx, published: readonly HomeworkQuestionSnapshot[]): Promise<Map<number, BankState>> {
  const { questions } = await currentQuestions(db, published);
  return new Map(
    published.map((q) => {
      const now = questions.get(q.questionId);
      return [q.questionId, !now ? 'missing' : gradedPart(now) === gradedPart(q) ? 'same' : 'changed'];
    }),
  );
}

/**
 * The publication with its copy of one question made anew from the bank: its stem, analysis, spec and knowledge as
 * they are now, its position and score as published. Its scene stays the published one (the students ran their SQL
 * on it); a scene the question has moved to comes as it is now. Refused when the bank no longer has the question or
 * it changed type (the stored answers would not fit it).
 */
export async function withCurrentQuestion(
  db: DbOrTx,
  published: Published,
  old: HomeworkQuestionSnapshot,
): Promise<Published & { question: HomeworkQuestionSnapshot }> {
  const now = await currentQuestions(db, [old]);
  const question = now.questions.get(old.questionId);
  if (!question) throw invalid(`第 ${old.position} 题已从题库删除，不能重新评分`);
  if (question.type !== old.type) throw invalid(`第 ${old.position} 题在题库中改了题型，已有的答案不能按新题型评分`);
  const sceneId = 'sceneId' in question.spec ? String(question.spec.sceneId) : null;
  const scenes = sceneId && !published.scenes[sceneId] && now.scenes[sceneId] ? { ...published.scenes, [sceneId]: now.scenes[sceneId] } : published.scenes;
  return { question, questions: published.questions.map((q) => (q.questionId === old.questionId ? question : q)), scenes };
}

type RecordRow = { id: number; questionId: number; regradedBy: number; regradedAt: Date; answerCount: number; changes: RegradeChangeRow[] };

const pointsOrNull = (tenths: number | null) => (tenths === null ? null : toPoints(tenths));

/** Records as the teacher reads them: the teacher's and the students' names, scores in points. */
export async function regradeRecordsOf(
  db: DbOrTx,
  rows: readonly RecordRow[],
  questions: readonly Pick<HomeworkQuestionSnapshot, 'questionId' | 'position'>[],
): Promise<RegradeRecord[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.regradedBy, ...r.changes.map((c) => c.studentId)]))];
  const people = new Map(
    ids.length ? (await db.select({ id: users.id, code: users.code, name: users.name }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u]) : [],
  );
  return rows.map((r) => ({
    regradeId: r.id,
    questionId: r.questionId,
    position: questions.find((q) => q.questionId === r.questionId)?.position ?? 0,
    regradedBy: people.get(r.regradedBy)?.name ?? '',
    regradedAt: r.regradedAt.toISOString(),
    answerCount: r.answerCount,
    changedCount: r.changes.length,
    changes: r.changes.map((c) => ({
      studentId: c.studentId,
      code: people.get(c.studentId)?.code ?? '',
      name: people.get(c.studentId)?.name ?? '',
      oldScore: pointsOrNull(c.oldTenths),
      newScore: pointsOrNull(c.newTenths),
      manualScore: pointsOrNull(c.manualTenths),
    })),
  }));
}
