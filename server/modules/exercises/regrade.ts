// Regrading a published question (homework, exam-classes) after the teacher fixed it in the bank: what both need of
// the bank (the question as it is now, whether it changed since publication, the publication's copy made anew) and
// the wire form of their records. The publications' own tables stay with their modules.
import { inArray } from 'drizzle-orm';
import { toPoints } from '@contract/exercise';
import type { BankState, HomeworkQuestionSnapshot, RegradeChange, RegradeRecord } from '@contract/homework';
import type { DbOrTx } from '../../db/client';
import { users, type RegradeChangeRow, type SceneSnapshot } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { questionSnapshot, type VersionedSnapshot } from './paper';
import { canonical, changesBetween } from './versions';

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

/** What grading and the students read of a question. */
const gradedPart = (q: HomeworkQuestionSnapshot) => canonical({ type: q.type, stem: q.stem, analysis: q.analysis, spec: q.spec });

/** Where each published question stands in the bank now, and the bank's version of it (null: deleted). */
export async function bankStates(
  db: DbOrTx,
  published: readonly HomeworkQuestionSnapshot[],
): Promise<Map<number, { bank: BankState; bankVersion: number | null }>> {
  const { questions } = await currentQuestions(db, published);
  return new Map(
    published.map((q) => {
      const now = questions.get(q.questionId);
      const bank: BankState = !now ? 'missing' : gradedPart(now) === gradedPart(q) ? 'same' : 'changed';
      return [q.questionId, { bank, bankVersion: now?.version ?? null }];
    }),
  );
}

/**
 * The publication with its copy of one question made anew from the bank: its stem, analysis, spec, knowledge and
 * version as they are now, its position and score as published. Its scene stays the published one (the students ran
 * their SQL on it); a scene the question has moved to comes as it is now. Refused when the bank no longer has the
 * question or it changed type (the stored answers would not fit it).
 */
export async function withCurrentQuestion(
  db: DbOrTx,
  published: Published,
  old: HomeworkQuestionSnapshot,
): Promise<Published & { question: VersionedSnapshot }> {
  const now = await currentQuestions(db, [old]);
  const question = now.questions.get(old.questionId);
  if (!question) throw invalid(`第 ${old.position} 题已从题库删除，不能重新评分`);
  if (question.type !== old.type) throw invalid(`第 ${old.position} 题在题库中改了题型，已有的答案不能按新题型评分`);
  const sceneId = 'sceneId' in question.spec ? String(question.spec.sceneId) : null;
  const scenes = sceneId && !published.scenes[sceneId] && now.scenes[sceneId] ? { ...published.scenes, [sceneId]: now.scenes[sceneId] } : published.scenes;
  return { question, questions: published.questions.map((q) => (q.questionId === old.questionId ? question : q)), scenes };
}

/** What differs between a publication's copy of a question and the bank's version (scores are the publication's). */
export const differencesOf = (old: HomeworkQuestionSnapshot, now: HomeworkQuestionSnapshot) => changesBetween(old, now);

type RecordRow = {
  id: number;
  questionId: number;
  regradedBy: number;
  regradedAt: Date;
  answerCount: number;
  changes: RegradeChangeRow[];
  version: number | null;
};

const pointsOrNull = (tenths: number | null) => (tenths === null ? null : toPoints(tenths));

/** Accounts and names of people, by id. */
export async function peopleOf(db: DbOrTx, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.select({ id: users.id, code: users.code, name: users.name }).from(users).where(inArray(users.id, unique)) : [];
  return new Map(rows.map((u) => [u.id, u]));
}

/** A changed score as the teacher reads it: the student, and the automatic scores before and after in points. */
export function changeOf(c: RegradeChangeRow, people: Awaited<ReturnType<typeof peopleOf>>): RegradeChange {
  return {
    studentId: c.studentId,
    code: people.get(c.studentId)?.code ?? '',
    name: people.get(c.studentId)?.name ?? '',
    oldScore: pointsOrNull(c.oldTenths),
    newScore: pointsOrNull(c.newTenths),
    manualScore: pointsOrNull(c.manualTenths),
  };
}

/** Records as the teacher reads them: the teacher's and the students' names, scores in points. */
export async function regradeRecordsOf(
  db: DbOrTx,
  rows: readonly RecordRow[],
  questions: readonly Pick<HomeworkQuestionSnapshot, 'questionId' | 'position'>[],
): Promise<RegradeRecord[]> {
  const people = await peopleOf(
    db,
    rows.flatMap((r) => [r.regradedBy, ...r.changes.map((c) => c.studentId)]),
  );
  return rows.map((r) => ({
    regradeId: r.id,
    questionId: r.questionId,
    position: questions.find((q) => q.questionId === r.questionId)?.position ?? 0,
    regradedBy: people.get(r.regradedBy)?.name ?? '',
    regradedAt: r.regradedAt.toISOString(),
    answerCount: r.answerCount,
    changedCount: r.changes.length,
    changes: r.changes.map((c) => changeOf(c, people)),
    version: r.version,
  }));
}
