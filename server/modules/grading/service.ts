// SQL on a scene outside any question: a run anyone who may read the scene makes (the scene page, a question's editor),
// and an author's check of an answer against a reference (the question editor's 测试判分).
import type { SqlCheckInput, SqlCheckResult, SqlRunResult } from '@contract/grading';
import type { DbOrTx } from '../../db/client';
import { byUser, type GradingEngine } from '../../grading/engine';
import type { AuthContext } from '../../lib/auth-context';
import { visibleScene } from '../scenes/service';

export async function runSql(db: DbOrTx, grading: GradingEngine, actor: AuthContext, body: { sceneId: number; sql: string }): Promise<SqlRunResult> {
  const j = await visibleScene(db, actor, body.sceneId);
  return grading.run(j.s.initSql, body.sql, null, byUser(actor.userId));
}

export async function checkSql(db: DbOrTx, grading: GradingEngine, actor: AuthContext, body: SqlCheckInput): Promise<SqlCheckResult> {
  const j = await visibleScene(db, actor, body.sceneId);
  return grading.check(j.s, body, byUser(actor.userId));
}
