// The answering page's side of drafts: start from the draft when there is one (else the last submitted answer),
// keep every change, and forget the draft once what was typed has been submitted.
import { useRef, useState } from 'react';
import type { AnswerValue, ExerciseType } from '@contract/exercise';
import type { Draft } from '@/components/Draft';
import { answerDraft, answerOfDraft, draftValuesOf, type AnswerDraftValues } from './draft';

/** A draft written before the last submission (say, on another computer since) is older than what was submitted. */
function startDraft(key: string, saved: AnswerDraftValues, submittedAt: string | undefined): Draft<AnswerDraftValues> | null {
  const draft = answerDraft.draftToRestore(answerDraft.readDraft(window.localStorage, key), saved);
  if (draft && submittedAt && draft.savedAt < Date.parse(submittedAt)) {
    answerDraft.clearDraft(window.localStorage, key);
    return null;
  }
  return draft;
}

/**
 * `submitted`: the last submitted answer ({} for none) and when it was submitted. Mount once per question (the page
 * keys it by the question): the draft is read when it mounts.
 */
export function useAnswerDraft(key: string, type: ExerciseType, submitted: AnswerValue, submittedAt?: string) {
  const [saved, setSaved] = useState(() => draftValuesOf(type, submitted));
  const [restored, setRestored] = useState(() => startDraft(key, saved, submittedAt));
  const [answer, setAnswerState] = useState<AnswerValue>(() => answerOfDraft(type, restored ?? saved));
  // the latest answer for markSubmitted, which runs after the request, in an older render's closure
  const latest = useRef(answer);

  const setAnswer = (value: AnswerValue) => {
    latest.current = value;
    setAnswerState(value);
    answerDraft.keepDraft(window.localStorage, key, draftValuesOf(type, value), saved);
  };

  /** After a submission of `value`: it is what the server holds now. */
  const markSubmitted = (value: AnswerValue) => {
    const next = draftValuesOf(type, value);
    setSaved(next);
    setRestored(null);
    // typing on while it was sent keeps that newer text as the draft
    answerDraft.keepDraft(window.localStorage, key, draftValuesOf(type, latest.current), next);
  };

  const discard = () => {
    answerDraft.clearDraft(window.localStorage, key);
    latest.current = answerOfDraft(type, saved);
    setAnswerState(latest.current);
    setRestored(null);
  };

  return { answer, setAnswer, restored, markSubmitted, discard };
}
