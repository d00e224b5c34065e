// A handed-in paper (a homework submission, an exam attempt) graded question by question, and its total: one loop
// for both, so a question is scored the same wherever it is answered.
import { isAnswered } from '../../contract/answer';
import { toPoints, type AnswerValue, type Verdict } from '../../contract/exercise';
import type { HomeworkQuestionSnapshot } from '../../contract/homework';
import { gradeAnswer } from './answer';
import type { GradingEngine, SceneData } from './engine';

type Question = Pick<HomeworkQuestionSnapshot, 'questionId' | 'type' | 'spec' | 'scoreTenths'>;
/** A published paper: its questions and the scripts of their scenes, by scene id. */
export type GradablePaper = { questions: readonly Question[]; scenes: Record<string, SceneData> };
export type GradedQuestion = { questionId: number; verdict: Verdict; tenths: number | null };

const UNANSWERED = (max: number): Verdict => ({ correct: false, score: 0, maxScore: toPoints(max), message: '未作答' });

/** Every question's verdict and automatic score (null: waits for a teacher) from the stored answers. */
export async function gradePaper(grading: GradingEngine, paper: GradablePaper, answers: ReadonlyMap<number, AnswerValue>): Promise<GradedQuestion[]> {
  const graded: GradedQuestion[] = [];
  for (const q of paper.questions) {
    const answer = answers.get(q.questionId) ?? {};
    if (!isAnswered(q, answer)) {
      graded.push({ questionId: q.questionId, verdict: UNANSWERED(q.scoreTenths), tenths: 0 });
      continue;
    }
    const scene = 'sceneId' in q.spec ? (paper.scenes[String(q.spec.sceneId)] ?? null) : null;
    try {
      const g = await gradeAnswer(grading, { spec: q.spec, scoreTenths: q.scoreTenths }, scene, answer);
      graded.push({ questionId: q.questionId, verdict: g.verdict, tenths: g.tenths });
    } catch {
      // a grading failure (a scene gone wrong) leaves the question to the teacher rather than losing the paper
      graded.push({ questionId: q.questionId, verdict: { correct: null, score: null, maxScore: toPoints(q.scoreTenths), message: '自动评分失败，由教师批阅' }, tenths: null });
    }
  }
  return graded;
}

type Scored = { verdict: Verdict | null; autoTenths: number | null; manualTenths: number | null };

/** A question's final score: the teacher's over the automatic one (null: none yet). */
export const finalTenths = (a: Scored | undefined): number | null => a?.manualTenths ?? a?.autoTenths ?? null;

/** The sum of the final scores (tenths) and whether a graded question still waits for a teacher. */
export function paperTotal(questions: readonly Pick<Question, 'questionId'>[], answers: ReadonlyMap<number, Scored>): { sumTenths: number; pending: boolean } {
  let sumTenths = 0;
  let pending = false;
  for (const q of questions) {
    const a = answers.get(q.questionId);
    const tenths = finalTenths(a);
    if (tenths === null && a?.verdict) pending = true;
    sumTenths += tenths ?? 0;
  }
  return { sumTenths, pending };
}
