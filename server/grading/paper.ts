// A handed-in paper (a homework submission, an exam attempt) graded question by question, and its total: one loop
// for both, so a question is scored the same wherever it is answered. A question the engine cannot grade now (the
// engine failed or is too busy: never the student's fault) is not scored 0: it waits for regrading (`regrade`), and
// the paper's total waits with it; the sweepers and the readers that already grade lazily grade it again.
import { isAnswered } from '@contract/answer';
import { toPoints, type AnswerValue, type Verdict } from '@contract/exercise';
import type { HomeworkQuestionSnapshot } from '@contract/homework';
import { gradeAnswer } from './answer';
import type { CallOptions, GradingEngine, SceneData } from './engine';
import { GradingBusy, GradingUnavailable } from './errors';

type Question = Pick<HomeworkQuestionSnapshot, 'questionId' | 'type' | 'spec' | 'scoreTenths'>;
/** A published paper: its questions and the scripts of their scenes, by scene id. */
export type GradablePaper = { questions: readonly Question[]; scenes: Record<string, SceneData> };
/** tenths null: waits for a teacher, or (regrade) for the engine */
export type GradedQuestion = { questionId: number; verdict: Verdict; tenths: number | null; regrade: boolean };

/** The verdict of a question the engine could not grade now. */
export const REGRADE_MESSAGE = '待重新评分';

/**
 * One sitting of grading (a hand-in, a reader's or a sweep's regrading): whose runs they are (the engine's fairness
 * key; background work has none) and whether the engine has failed already in it, so that the rest of the sitting
 * waits for regrading instead of asking a failed engine again, question after question.
 */
export type GradingPass = CallOptions & { down: boolean };
export const gradingPass = (opts: CallOptions = {}): GradingPass => ({ ...opts, down: false });

/** The engine's own failures: the answer is not judged, so it is graded again later. */
export const isEngineFailure = (e: unknown): boolean => e instanceof GradingUnavailable || e instanceof GradingBusy;

const UNANSWERED = (max: number): Verdict => ({ correct: false, score: 0, maxScore: toPoints(max), message: '未作答' });
const waiting = (q: Question): GradedQuestion => ({
  questionId: q.questionId,
  verdict: { correct: null, score: null, maxScore: toPoints(q.scoreTenths), message: REGRADE_MESSAGE },
  tenths: null,
  regrade: true,
});

const usesEngine = (q: Question, answer: AnswerValue) => 'sceneId' in q.spec && isAnswered(q, answer);

/** One question's verdict and automatic score from its stored answer; the engine's failures are thrown. */
export async function gradeQuestion(
  grading: GradingEngine,
  q: Question,
  scenes: GradablePaper['scenes'],
  answer: AnswerValue,
  opts?: CallOptions,
): Promise<{ verdict: Verdict; tenths: number | null }> {
  if (!isAnswered(q, answer)) return { verdict: UNANSWERED(q.scoreTenths), tenths: 0 };
  const scene = 'sceneId' in q.spec ? (scenes[String(q.spec.sceneId)] ?? null) : null;
  return gradeAnswer(grading, { spec: q.spec, scoreTenths: q.scoreTenths }, scene, answer, opts);
}

/** Every question's verdict and automatic score (null: waits for a teacher or for regrading) from the stored answers. */
export async function gradePaper(
  grading: GradingEngine,
  paper: GradablePaper,
  answers: ReadonlyMap<number, AnswerValue>,
  pass: GradingPass = gradingPass(),
): Promise<GradedQuestion[]> {
  const graded: GradedQuestion[] = [];
  for (const q of paper.questions) {
    const answer = answers.get(q.questionId) ?? {};
    if (pass.down && usesEngine(q, answer)) {
      graded.push(waiting(q));
      continue;
    }
    try {
      const g = await gradeQuestion(grading, q, paper.scenes, answer, { user: pass.user });
      graded.push({ questionId: q.questionId, ...g, regrade: false });
    } catch (e) {
      if (isEngineFailure(e)) {
        pass.down = true;
        graded.push(waiting(q));
        continue;
      }
      // a grading failure of the paper itself (a scene gone wrong) leaves the question to the teacher rather than losing the paper
      graded.push({
        questionId: q.questionId,
        verdict: { correct: null, score: null, maxScore: toPoints(q.scoreTenths), message: '自动评分失败，由教师批阅' },
        tenths: null,
        regrade: false,
      });
    }
  }
  return graded;
}

/**
 * One question's stored answers graded again (a teacher fixed its reference answer): all or nothing, so the engine's
 * failures are thrown for the teacher to try again, never stored.
 */
export async function regradeAnswers<K>(
  grading: GradingEngine,
  q: Question,
  scenes: GradablePaper['scenes'],
  answers: readonly { key: K; answer: AnswerValue }[],
  opts?: CallOptions,
): Promise<{ key: K; verdict: Verdict; tenths: number | null }[]> {
  const graded: { key: K; verdict: Verdict; tenths: number | null }[] = [];
  for (const a of answers) graded.push({ key: a.key, ...(await gradeQuestion(grading, q, scenes, a.answer, opts)) });
  return graded;
}

type Scored = { verdict: Verdict | null; autoTenths: number | null; manualTenths: number | null; regrade?: boolean };

/** A question's final score: the teacher's over the automatic one (null: none yet). */
export const finalTenths = (a: Scored | undefined): number | null => a?.manualTenths ?? a?.autoTenths ?? null;

/** Waits for the engine: graded while it could not grade, and no teacher's score over it. */
export const awaitsRegrade = (a: Scored | undefined): boolean => !!a?.regrade && finalTenths(a) === null;

/**
 * The sum of the final scores (tenths), whether a graded question still waits for a teacher, and whether one waits
 * for regrading (then the paper has no total yet: callers store null, never a sum that counts it as 0).
 */
export function paperTotal(
  questions: readonly Pick<Question, 'questionId'>[],
  answers: ReadonlyMap<number, Scored>,
): { sumTenths: number; pending: boolean; regrade: boolean } {
  let sumTenths = 0;
  let pending = false;
  let regrade = false;
  for (const q of questions) {
    const a = answers.get(q.questionId);
    const tenths = finalTenths(a);
    if (awaitsRegrade(a)) regrade = true;
    else if (tenths === null && a?.verdict) pending = true;
    sumTenths += tenths ?? 0;
  }
  return { sumTenths, pending, regrade };
}
