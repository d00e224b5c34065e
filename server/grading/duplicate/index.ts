// Duplicate check 查重 (PRODUCT.md, Grading): pairs of students whose answers to a published homework look
// copied, with per-question similarities and the places to highlight. Pure: no database, no I/O.
export type { DuplicateAnswer, DuplicateKind, DuplicateOptions, DuplicatePair, DuplicateQuestion, DuplicateSubmission } from './types';
export { DEFAULT_THRESHOLD, findDuplicatePairs } from './pairs';
export { sharedSpans } from './spans';
export { normaliseSql } from './sql-normalise';
