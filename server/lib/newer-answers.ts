// The usual autosave, shared by homework and exams, as one statement: the row the answers belong to (a submission, an
// attempt) is selected and locked by the caller's `open` query, which writes nothing when the answers may not change;
// each answer is written only when its seq is newer than the stored one. When every answer was written the save is
// answered at once; else (a stale or repeated seq, a closed row) the caller's careful transaction decides and says why.
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AnswerValue } from '@contract/exercise';
import type { SaveHomeworkAnswer } from '@contract/homework';
import { type Db, rowsOf } from '../db/client';

export type NewerAnswer = { questionId: number; answer: AnswerValue; seq: number };

export async function writeNewerAnswers(
  db: Db,
  save: {
    /** `select <owner id> as id … for update of …`: one row while the answers may change, none otherwise */
    open: SQL;
    /** the answers table, keyed by (owner, question_id), with answer, seq and saved_at */
    into: PgTable;
    /** its column naming the owner row (submission_id, attempt_id) */
    owner: 'submission_id' | 'attempt_id';
    /** which answers `open` accepts (`open` and `v` are in scope); all of them when not given */
    accepts?: SQL;
    answers: NewerAnswer[];
    now: Date;
  },
): Promise<SaveHomeworkAnswer | null> {
  const at = sql`${save.now.toISOString()}::timestamptz`;
  const values = sql.join(
    save.answers.map((a) => sql`(${a.questionId}::int, ${JSON.stringify(a.answer)}::jsonb, ${a.seq}::bigint)`),
    sql`, `,
  );
  const written = await db.execute(sql`
    with open as (${save.open})
    insert into ${save.into} (${sql.raw(save.owner)}, question_id, answer, seq, saved_at)
    select open.id, v.question_id, v.answer, v.seq, ${at}
    from open
    join (values ${values}) v (question_id, answer, seq) on ${save.accepts ?? sql`true`}
    on conflict (${sql.raw(save.owner)}, question_id) do update set answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at
    where ${save.into}.seq < excluded.seq
    returning question_id`);
  if (rowsOf<{ question_id: number }>(written).length < save.answers.length) return null;
  const savedAt = save.now.toISOString();
  return { saved: save.answers.map((a) => ({ questionId: a.questionId, applied: true, seq: a.seq, savedAt })), serverNow: savedAt };
}
