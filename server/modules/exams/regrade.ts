// A teacher's regrade of one question of an exam-class, after fixing it in the bank: ../papers/regrade over the
// exam-class's tables. An attempt is handed in once and never returned, so each handed-in one takes the regrade.
import { eq } from 'drizzle-orm';
import type { RegradeOverview, RegradePreview, RegradeRecord } from '@contract/homework';
import type { Db } from '../../db/client';
import { examAttempts, examClasses, examRegrades } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import type { AuthContext } from '../../lib/auth-context';
import type { RegradedPapers } from '../papers/kind';
import { previewRegrade, regradeOverview, regradeQuestion } from '../papers/regrade';
import { taughtExamClass, type AttemptRow, type ExamClassRow } from './access';
import { examPapers } from './attempt';

const examRegrade: RegradedPapers<ExamClassRow, AttemptRow> = {
  ...examPapers,
  name: '考试',
  notInPublication: '题目不属于这场考试',
  publications: examClasses,
  lockPublication: async (tx, examClassId) => (await tx.select().from(examClasses).where(eq(examClasses.id, examClassId)).for('update'))[0],
  papers: { table: examAttempts, publication: examAttempts.examClassId },
  regrades: { table: examRegrades, publication: examRegrades.examClassId, key: (examClassId) => ({ examClassId }) },
  handIns: null,
};

export async function listExamRegrades(db: Db, actor: AuthContext, examClassId: number): Promise<RegradeOverview> {
  const { ec } = await taughtExamClass(db, actor, examClassId, { grading: true });
  return regradeOverview(db, examRegrade, ec);
}

export async function regradeExamQuestion(
  db: Db,
  grading: GradingEngine,
  actor: AuthContext,
  body: { examClassId: number; questionId: number; version: number },
): Promise<RegradeRecord> {
  const { ec } = await taughtExamClass(db, actor, body.examClassId, { grading: true });
  return regradeQuestion(db, grading, examRegrade, actor, ec, body.questionId, body.version);
}

export async function previewExamRegrade(
  db: Db,
  grading: GradingEngine,
  actor: AuthContext,
  body: { examClassId: number; questionId: number },
): Promise<RegradePreview> {
  const { ec } = await taughtExamClass(db, actor, body.examClassId, { grading: true });
  return previewRegrade(db, grading, examRegrade, actor, ec, body.questionId);
}
