// A teacher's regrade of one question of a homework, after fixing it in the bank: ../papers/regrade over the
// homework's tables. A submission can be returned and handed in again meanwhile: its submit count tells.
import { eq } from 'drizzle-orm';
import type { RegradeOverview, RegradePreview, RegradeRecord } from '@contract/homework';
import type { Db } from '../../db/client';
import { homeworkRegrades, homeworks, homeworkSubmissions } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import type { AuthContext } from '../../lib/auth-context';
import type { RegradedPapers } from '../papers/kind';
import { previewRegrade, regradeOverview, regradeQuestion } from '../papers/regrade';
import { taughtHomework, type HomeworkRow } from './access';
import { homeworkPapers, type SubmissionRow } from './submission';

const homeworkRegrade: RegradedPapers<HomeworkRow, SubmissionRow> = {
  ...homeworkPapers,
  name: '作业',
  notInPublication: '题目不属于这份作业',
  publications: homeworks,
  lockPublication: async (tx, homeworkId) => (await tx.select().from(homeworks).where(eq(homeworks.id, homeworkId)).for('update'))[0],
  papers: { table: homeworkSubmissions, publication: homeworkSubmissions.homeworkId },
  regrades: { table: homeworkRegrades, publication: homeworkRegrades.homeworkId, key: (homeworkId) => ({ homeworkId }) },
  handIns: { column: homeworkSubmissions.submitCount, of: (sub) => sub.submitCount },
};

export async function listHomeworkRegrades(db: Db, actor: AuthContext, homeworkId: number): Promise<RegradeOverview> {
  const { hw } = await taughtHomework(db, actor, homeworkId, { grading: true });
  return regradeOverview(db, homeworkRegrade, hw);
}

export async function regradeHomeworkQuestion(
  db: Db,
  grading: GradingEngine,
  actor: AuthContext,
  body: { homeworkId: number; questionId: number; version: number },
): Promise<RegradeRecord> {
  const { hw } = await taughtHomework(db, actor, body.homeworkId, { grading: true });
  return regradeQuestion(db, grading, homeworkRegrade, actor, hw, body.questionId, body.version);
}

export async function previewHomeworkRegrade(
  db: Db,
  grading: GradingEngine,
  actor: AuthContext,
  body: { homeworkId: number; questionId: number },
): Promise<RegradePreview> {
  const { hw } = await taughtHomework(db, actor, body.homeworkId, { grading: true });
  return previewRegrade(db, grading, homeworkRegrade, actor, hw, body.questionId);
}
