// What a list of publications (a student's homework or exams) reads of each: every column but the paper itself. A
// paper's questions carry their stems, keys and reference SQL and its scenes their init scripts, often tens of KB
// that PostgreSQL would decompress and the server parse on every list; a list needs of each question its id and type
// (what is answered, which totals are held), so it reads that much of them.
import { getTableColumns, sql } from 'drizzle-orm';
import type { HomeworkQuestionSnapshot } from '@contract/homework';
import type { examClasses, homeworks } from '../../db/schema';

/** A question as a list reads it. */
export type ListedQuestion = Pick<HomeworkQuestionSnapshot, 'questionId' | 'type'>;

/** The publication's columns without its questions and scenes, for a select (`hw: listedColumns(homeworks)`). */
export function listedColumns<T extends typeof homeworks | typeof examClasses>(table: T) {
  const { questions: _questions, scenes: _scenes, ...rest } = getTableColumns(table);
  return rest;
}

/** The publication's questions as [{ questionId, type }], for a select beside listedColumns. */
export const listedQuestions = (table: typeof homeworks | typeof examClasses) =>
  sql<ListedQuestion[]>`(select coalesce(jsonb_agg(jsonb_build_object('questionId', q->'questionId', 'type', q->'type')), '[]')
    from jsonb_array_elements(${table.questions}) q)`;
