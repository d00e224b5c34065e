// One answer to one question, graded by the rules of its type: the single entry practice, homework and exams
// call. Objective types need no database; SQL types run on fresh copies of the question's scene.
import { toPoints, type AnswerValue, type ExerciseSpec, type Verdict } from '@contract/exercise';
import { GRADING_LIMITS, type SqlRunResult } from '@contract/grading';
import type { CallOptions, GradingEngine, SceneData } from './engine';
import { gradeObjective } from './objective';

export type Gradable = { spec: ExerciseSpec; scoreTenths: number };
export type SqlSpec = Extract<ExerciseSpec, { sceneId: number }>;

/** What grading a SQL question needs of it, whoever's answer is graded. */
export const checkInputOf = (spec: SqlSpec) => ({
  type: spec.type,
  referenceSql: spec.referenceSql,
  verifySql: spec.verifySql,
  orderSensitive: spec.orderSensitive,
  checkColumnNames: spec.checkColumnNames,
});
export type GradedAnswer = { verdict: Verdict; tenths: number | null };

/**
 * A verdict as a student sees it: the keywords a short answer was found to contain are the question's key, shown
 * with the answer only (the teacher's views keep them).
 */
export function studentVerdict<V extends Pick<Verdict, 'keywordsFound'>>(verdict: V, answerShown: boolean): V {
  if (answerShown || verdict.keywordsFound === undefined) return verdict;
  const { keywordsFound: _key, ...rest } = verdict;
  return rest as V;
}

/** Rows of a student's result kept with the attempt: enough to look back at, not a copy of a big table. */
const KEPT_ROWS = 50;

const shortened = (run: SqlRunResult): SqlRunResult => ({
  ...run,
  results: run.results.map((r) => (r.rows.length > KEPT_ROWS ? { ...r, rows: r.rows.slice(0, KEPT_ROWS), truncated: true } : r)),
});

/**
 * The engine's own failures (GradingUnavailable, GradingBusy) are thrown, never turned into a verdict: the caller
 * decides (an error for the student, a question waiting for regrading). `opts.user`: whose answer it is (fairness).
 */
export async function gradeAnswer(
  grading: GradingEngine,
  question: Gradable,
  scene: SceneData | null,
  answer: AnswerValue,
  opts?: CallOptions,
): Promise<GradedAnswer> {
  const max = question.scoreTenths;
  const { spec } = question;
  if (!('sceneId' in spec)) {
    const v = gradeObjective(spec, answer, max);
    return {
      tenths: v.tenths,
      verdict: {
        correct: v.correct,
        score: v.tenths === null ? null : toPoints(v.tenths),
        maxScore: toPoints(max),
        message: v.message,
        ...(v.blanks ? { blanks: v.blanks } : {}),
        ...(v.keywordsFound ? { keywordsFound: v.keywordsFound } : {}),
      },
    };
  }
  const sql = answer.sql ?? '';
  if (sql.trim() === '') return { tenths: 0, verdict: { correct: false, score: 0, maxScore: toPoints(max), message: '未作答' } };
  if (new TextEncoder().encode(sql).length > GRADING_LIMITS.maxScriptBytes) {
    return { tenths: 0, verdict: { correct: false, score: 0, maxScore: toPoints(max), message: `SQL 超过 ${GRADING_LIMITS.maxScriptBytes / 1024} KB` } };
  }
  if (scene === null) throw new Error(`scene of a ${spec.type} question is missing`);
  const result = await grading.check(scene, { ...checkInputOf(spec), studentSql: sql }, opts);
  const tenths = result.correct ? max : 0;
  // only the student's own results go back: the reference's rows would give the answer away
  return {
    tenths,
    verdict: { correct: result.correct, score: toPoints(tenths), maxScore: toPoints(max), message: result.message, sqlResult: shortened(result.student) },
  };
}
