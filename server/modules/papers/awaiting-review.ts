// 待批阅, one definition for homework and exams, on the teacher's home, the publication's counts and each row: a
// paper handed in and not yet 完成批阅 whose review still changes what the student gets — a question only a teacher
// can score, or a score the student sees only after 完成批阅. An automatically scored paper whose score is released
// on hand-in or at the end waits for nobody.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReleaseMoment } from '@contract/homework';

export function awaitsReview(showScore: ReleaseMoment, paper: { status: string; pendingReview: boolean } | null): boolean {
  return !!paper && paper.status === 'submitted' && (paper.pendingReview || showScore === 'review');
}

/** The same, in SQL over a paper's status and pending flag and its publication's release setting. */
export const awaitsReviewSql = (c: { status: AnyPgColumn; pendingReview: AnyPgColumn; showScore: AnyPgColumn }): SQL =>
  sql`(${c.status} = 'submitted' and (${c.pendingReview} or ${c.showScore} = 'review'))`;
