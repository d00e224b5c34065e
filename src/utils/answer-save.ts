// Saving answers through the request layer (homework and exams alike): the batch a save sends, what the server
// answers, the seq that orders saves of one question, and the server's refusal as an error of its own.
import type { AnswerValue } from '@contract/exercise';
import type { Envelope } from '@contract/envelope';

export type SaveItem = { questionId: number; answer: AnswerValue; seq: number };
export type SaveOutcome = { saved: { questionId: number; applied: boolean; seq: number; savedAt: string }[]; serverNow: string };

/** The server refused a save (an answer of the API, not a lost connection): the page decides whether to stop. */
export class SaveRefused extends Error {
  readonly errorCode: string | undefined;
  constructor(message: string, errorCode?: string) {
    super(message);
    this.name = 'SaveRefused';
    this.errorCode = errorCode;
  }
}

const isBizError = (e: unknown): e is Error & { info?: { errorCode?: string } } => e instanceof Error && e.name === 'BizError';

/**
 * A save through the request layer (called with skipErrorHandler): the server's refusal, whether thrown by the layer
 * or answered as an envelope, becomes SaveRefused; a lost connection stays what it was, so it is retried.
 */
export async function sendSave(send: () => Promise<Envelope<SaveOutcome>>): Promise<SaveOutcome> {
  const sent = await send().catch((e: unknown) => {
    throw isBizError(e) ? new SaveRefused(e.message, e.info?.errorCode) : e;
  });
  if (!sent.success) throw new SaveRefused(sent.message, sent.errorCode);
  return sent.obj;
}

/** The seq of the next save of a question: above the last one known, and the clock's, so a newer edit wins. */
export const nextSeq = (last: number | undefined, now = Date.now()) => Math.max((last ?? 0) + 1, now);
