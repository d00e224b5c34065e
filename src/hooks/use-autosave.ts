// Autosave of a homework's answers (PRODUCT.md: answers are autosaved, never lost). Every change marks its question
// dirty; dirty questions go to the server in one batch at most 2 s after the first change (800 ms after the last).
// Each answer carries a `seq`, Math.max(lastSeq + 1, Date.now()), counting up from the loaded answer's, so the newest
// edit wins between tabs and a delayed older save never overwrites a newer one. A failed save is retried with backoff
// while the unsaved answers wait in localStorage (restored on the next load unless the server has a newer one); an
// answer the server did not apply (a newer one came from another tab or device) is reported as a conflict.
// The send (SaveRefused, the seq) is src/utils/answer-save.ts, the browser's draft src/utils/answer-draft.ts.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AnswerValue, ExerciseType } from '@contract/exercise';
import { HOMEWORK_LIMITS, type SavedAnswer } from '@contract/homework';
import { normaliseAnswer } from '@/components/QuestionView/answer';
import { canonicalAnswer, readAnswerDraft, writeAnswerDraft, type DraftEntry } from '@/utils/answer-draft';
import { nextSeq, SaveRefused, type SaveItem, type SaveOutcome } from '@/utils/answer-save';

export type AutosaveTiming = { debounceMs: number; maxWaitMs: number; retryMs: readonly number[] };
export const AUTOSAVE_TIMING: AutosaveTiming = { debounceMs: 800, maxWaitMs: 2000, retryMs: [1000, 2000, 4000, 8000, 15000, 30000] };

/** idle: nothing to save yet; saving: changes waiting or on their way; error: the last try failed, retrying. */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'stopped';

export type AutosaveOptions = {
  questions: readonly { questionId: number; type: ExerciseType }[];
  /** the answers the sheet was loaded with */
  saved: readonly SavedAnswer[];
  /** sends a batch; throws SaveRefused when the server refuses, anything else when it was not reached */
  save: (answers: SaveItem[]) => Promise<SaveOutcome>;
  /** where unsaved answers wait in this browser */
  draftKey: string;
  /** answers may change and be sent (false: read-only, nothing is sent or restored) */
  enabled: boolean;
  /** after a refusal: true stops saving for good (time is up), false keeps retrying */
  onRefused?: (error: SaveRefused) => boolean | Promise<boolean>;
  timing?: Partial<AutosaveTiming>;
};

type State = {
  answers: Map<number, AnswerValue>;
  /** what the server holds, canonical */
  confirmed: Map<number, string>;
  editedAt: Map<number, number>;
  lastSeq: Map<number, number>;
  dirty: Set<number>;
  conflicts: Set<number>;
  restored: number[];
  inflight: Promise<boolean> | null;
  /** a send was asked for while one was on its way */
  again: boolean;
  failed: boolean;
  stopped: boolean;
  /** the page is gone: a send still on its way schedules nothing more (the draft keeps what it could not send) */
  disposed: boolean;
  retries: number;
  savedAt: number | null;
  timers: { debounce?: ReturnType<typeof setTimeout>; maxWait?: ReturnType<typeof setTimeout>; retry?: ReturnType<typeof setTimeout> };
};

function initialState({ questions, saved, draftKey, enabled }: AutosaveOptions): State {
  const s: State = {
    answers: new Map(),
    confirmed: new Map(),
    editedAt: new Map(),
    lastSeq: new Map(),
    dirty: new Set(),
    conflicts: new Set(),
    restored: [],
    inflight: null,
    again: false,
    failed: false,
    stopped: false,
    disposed: false,
    retries: 0,
    savedAt: null,
    timers: {},
  };
  for (const q of questions) {
    const found = saved.find((a) => a.questionId === q.questionId);
    s.confirmed.set(q.questionId, canonicalAnswer(q.type, found?.answer));
    if (!found) continue;
    s.answers.set(q.questionId, normaliseAnswer(q.type, found.answer));
    s.lastSeq.set(q.questionId, found.seq);
    s.savedAt = Math.max(s.savedAt ?? 0, Date.parse(found.savedAt));
  }
  if (!enabled) return s;
  const draft = readAnswerDraft(draftKey);
  for (const q of questions) {
    const entry = draft.get(q.questionId);
    if (!entry || canonicalAnswer(q.type, entry.answer) === s.confirmed.get(q.questionId)) continue;
    // the server got a newer save since (another tab, another device): it wins
    if ((s.lastSeq.get(q.questionId) ?? 0) >= entry.at) continue;
    s.answers.set(q.questionId, normaliseAnswer(q.type, entry.answer));
    s.editedAt.set(q.questionId, entry.at);
    s.dirty.add(q.questionId);
    s.restored.push(q.questionId);
  }
  return s;
}

export function useAutosave(options: AutosaveOptions) {
  const { enabled } = options;
  const timing: AutosaveTiming = { ...AUTOSAVE_TIMING, ...options.timing };
  const state = useRef<State | null>(null);
  if (state.current === null) state.current = initialState(options);
  const s = state.current;
  const [, render] = useReducer((n: number) => n + 1, 0);
  // the latest props for the timers' callbacks, which outlive the render that set them
  const latest = useRef({ options, timing });
  latest.current = { options, timing };
  const mounted = useRef(true);
  const rerender = useCallback(() => mounted.current && render(), []);

  const typeOf = useCallback((id: number): ExerciseType => latest.current.options.questions.find((q) => q.questionId === id)?.type ?? 'short', []);

  const persist = useCallback(() => {
    const answers: Record<string, DraftEntry> = {};
    for (const [id, value] of s.answers) {
      if (canonicalAnswer(typeOf(id), value) !== s.confirmed.get(id)) answers[id] = { answer: value, at: s.editedAt.get(id) ?? Date.now() };
    }
    writeAnswerDraft(latest.current.options.draftKey, answers);
  }, [s, typeOf]);

  const clearTimers = useCallback(() => {
    clearTimeout(s.timers.debounce);
    clearTimeout(s.timers.maxWait);
    clearTimeout(s.timers.retry);
    s.timers = {};
  }, [s]);

  const sendRef = useRef<() => Promise<boolean>>(() => Promise.resolve(true));
  const fire = useCallback(() => void sendRef.current(), []);

  /** Sends up to one batch of dirty answers now; answers whether it was saved. */
  const sendNow = useCallback((): Promise<boolean> => {
    if (s.inflight) {
      s.again = true;
      return s.inflight;
    }
    clearTimers();
    const { options: o } = latest.current;
    if (s.stopped || !o.enabled || s.dirty.size === 0) return Promise.resolve(s.dirty.size === 0);
    const now = Date.now();
    const batch: SaveItem[] = [...s.dirty].slice(0, HOMEWORK_LIMITS.maxSaveBatch).map((questionId) => ({
      questionId,
      answer: normaliseAnswer(typeOf(questionId), s.answers.get(questionId)),
      seq: nextSeq(s.lastSeq.get(questionId), now),
    }));
    for (const b of batch) {
      s.lastSeq.set(b.questionId, b.seq);
      s.dirty.delete(b.questionId);
    }
    const run = (async () => {
      try {
        const outcome = await o.save(batch);
        for (const b of batch) {
          const r = outcome.saved.find((x) => x.questionId === b.questionId);
          if (!r) {
            s.dirty.add(b.questionId);
          } else if (r.applied || r.seq === b.seq) {
            s.confirmed.set(b.questionId, canonicalAnswer(typeOf(b.questionId), b.answer));
            s.conflicts.delete(b.questionId);
          } else {
            // a newer answer came from elsewhere: the server keeps it, and the draft drops what was sent (an edit
            // made since is newer still: it stays dirty and goes out above the server's seq)
            s.lastSeq.set(b.questionId, Math.max(s.lastSeq.get(b.questionId) ?? 0, r.seq));
            s.confirmed.set(b.questionId, canonicalAnswer(typeOf(b.questionId), b.answer));
            s.conflicts.add(b.questionId);
          }
        }
        s.failed = false;
        s.retries = 0;
        s.savedAt = Date.now();
        return true;
      } catch (error) {
        for (const b of batch) s.dirty.add(b.questionId);
        if (error instanceof SaveRefused && (await latest.current.options.onRefused?.(error))) {
          s.stopped = true;
          return false;
        }
        s.failed = true;
        const delays = latest.current.timing.retryMs;
        if (!s.disposed) s.timers.retry = setTimeout(fire, delays[Math.min(s.retries, delays.length - 1)]);
        s.retries += 1;
        return false;
      } finally {
        s.inflight = null;
        persist();
        if (!s.stopped && !s.failed && !s.disposed && s.dirty.size > 0) {
          if (s.again) s.timers.retry = setTimeout(fire, 0);
          else if (!s.timers.debounce) s.timers.debounce = setTimeout(fire, latest.current.timing.debounceMs);
        }
        s.again = false;
        rerender();
      }
    })();
    s.inflight = run;
    rerender();
    return run;
  }, [s, clearTimers, typeOf, persist, fire, rerender]);
  sendRef.current = sendNow;

  /** Schedules a send: 800 ms after the last change, at most 2 s after the first unsent one. */
  const arm = useCallback(() => {
    const { timing: t } = latest.current;
    clearTimeout(s.timers.debounce);
    s.timers.debounce = setTimeout(fire, t.debounceMs);
    if (!s.timers.maxWait) s.timers.maxWait = setTimeout(fire, t.maxWaitMs);
  }, [s, fire]);

  const change = useCallback(
    (questionId: number, value: AnswerValue) => {
      if (!latest.current.options.enabled || s.stopped) return;
      s.answers.set(questionId, value);
      s.editedAt.set(questionId, Date.now());
      s.dirty.add(questionId);
      persist();
      arm();
      rerender();
    },
    [s, persist, arm, rerender],
  );

  /** Sends everything now (before submitting); answers whether all is saved. */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimers();
    for (let round = 0; round < 1000; round += 1) {
      if (s.inflight) {
        await s.inflight;
        continue;
      }
      if (s.dirty.size === 0) return true;
      if (s.stopped || !latest.current.options.enabled) return false;
      if (!(await sendNow())) return false;
    }
    return s.dirty.size === 0;
  }, [s, clearTimers, sendNow]);

  const dismissConflicts = useCallback(() => {
    s.conflicts.clear();
    rerender();
  }, [s, rerender]);

  // restored answers go out at once; read-only stops the timers
  useEffect(() => {
    if (!enabled) clearTimers();
    else if (s.dirty.size > 0 && !s.inflight) arm();
  }, [enabled, s, clearTimers, arm]);

  // leaving with unsaved changes asks first
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (s.stopped || !latest.current.options.enabled || (s.dirty.size === 0 && !s.inflight)) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [s]);

  // leaving inside the app: one last try; the draft keeps what it cannot send
  useEffect(() => {
    mounted.current = true;
    s.disposed = false;
    return () => {
      mounted.current = false;
      clearTimers();
      if (s.dirty.size > 0 && !s.inflight) void sendRef.current();
      s.disposed = true;
    };
  }, [s, clearTimers]);

  const unsaved = s.dirty.size > 0 || s.inflight !== null;
  const status: AutosaveStatus = s.stopped ? 'stopped' : s.failed ? 'error' : unsaved ? 'saving' : s.savedAt !== null ? 'saved' : 'idle';
  return {
    answers: Object.fromEntries(s.answers) as Record<number, AnswerValue>,
    change,
    flush,
    status,
    /** when the last save was answered (or the newest loaded answer was saved), ms */
    savedAt: s.savedAt,
    unsaved,
    /** questions whose newer answer from another tab or device the server kept */
    conflicts: [...s.conflicts].sort((a, b) => a - b),
    dismissConflicts,
    /** questions whose unsaved answer came back from this browser's draft */
    restored: s.restored,
  };
}
