// The answers of a sheet that wait in this browser until saved (localStorage, one entry per sheet), and the form in
// which answers compare: an answer is unsaved while its canonical form differs from what the server holds.
import { AnswerValue, type ExerciseType } from '@contract/exercise';
import { safely } from '@/components/Draft';
import { isAnswered, normaliseAnswer } from '@/components/QuestionView/answer';

export type DraftEntry = { answer: AnswerValue; at: number };
type StoredDraft = { answers: Record<string, DraftEntry> };

/** The unsaved answers kept in this browser; a damaged draft reads as none. */
export function readAnswerDraft(key: string): Map<number, DraftEntry> {
  const found = new Map<number, DraftEntry>();
  const raw = safely(() => window.localStorage.getItem(key));
  if (!raw) return found;
  try {
    const parsed = JSON.parse(raw) as StoredDraft;
    for (const [id, entry] of Object.entries(parsed?.answers ?? {})) {
      const answer = AnswerValue.safeParse(entry?.answer);
      if (answer.success && typeof entry.at === 'number' && /^\d+$/.test(id)) found.set(Number(id), { answer: answer.data, at: entry.at });
    }
  } catch {
    // a damaged draft is no draft
  }
  return found;
}

/** Keeps the unsaved answers (questionId → answer and when it was edited), or forgets the draft when there are none. */
export function writeAnswerDraft(key: string, answers: Record<string, DraftEntry>) {
  safely(() => (Object.keys(answers).length ? window.localStorage.setItem(key, JSON.stringify({ answers })) : window.localStorage.removeItem(key)));
}

/** The answer as the inputs compare it: only its type's field, nothing when nothing is answered. */
export const canonicalAnswer = (type: ExerciseType, value: AnswerValue | undefined) =>
  JSON.stringify(isAnswered({ type }, value) ? normaliseAnswer(type, value) : {});
