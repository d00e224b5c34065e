// Nothing typed into the question editor is lost: the form is kept in this browser's localStorage (per question,
// or per bank for a new one) until it is saved, and offered back when the editor opens again. The shared
// '@/components/Draft' kit keeps flat records of strings; a question has lists (options, blanks, tags), so this
// keeps the whole form as JSON with the same behaviour (kept only while it differs, offered back with a notice).
import { useCallback, useEffect, useState } from 'react';
import { safely, type DraftStore } from '@/components/Draft';
import { normalizeValues, sameValues, type ExerciseValues } from './values';

export type ExerciseDraft = { values: ExerciseValues; savedAt: number };

/** `htdz.exerciseDraft.12` for question 12; `new-3` for a new one in course 3, `new-public` in the public library. */
export const exerciseDraftKey = (exerciseId: number | null, courseId: number | null) => `htdz.exerciseDraft.${exerciseId ?? `new-${courseId ?? 'public'}`}`;

export function readExerciseDraft(store: DraftStore, key: string): ExerciseDraft | null {
  const raw = safely(() => store.getItem(key));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { values?: unknown; savedAt?: unknown } | null;
    const values = normalizeValues(parsed?.values);
    return values && typeof parsed?.savedAt === 'number' ? { values, savedAt: parsed.savedAt } : null;
  } catch {
    return null;
  }
}

/** Stores the draft of `values`, or removes it once they equal `saved`; answers whether they differ. */
export function keepExerciseDraft(store: DraftStore, key: string, values: unknown, saved: ExerciseValues, now = Date.now()): boolean {
  const normal = normalizeValues(values);
  if (!normal || sameValues(normal, saved)) {
    safely(() => store.removeItem(key));
    return false;
  }
  safely(() => store.setItem(key, JSON.stringify({ values: normal, savedAt: now })));
  return true;
}

/**
 * The form's side: `start` with what the server holds, `keep` on every change, `markSaved` after a save. The form
 * is mounted with `formKey` and `initial`, so starting again or discarding the draft remounts it.
 */
export function useExerciseDraft(key: string, enabled: boolean) {
  const [saved, setSaved] = useState<ExerciseValues | null>(null);
  const [initial, setInitial] = useState<ExerciseValues | null>(null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [round, setRound] = useState(0);

  const start = useCallback(
    (values: ExerciseValues) => {
      const store = window.localStorage;
      const draft = enabled ? readExerciseDraft(store, key) : null;
      const useDraft = !!draft && !sameValues(draft.values, values);
      if (!useDraft) safely(() => store.removeItem(key));
      setSaved(values);
      setInitial(useDraft ? draft.values : values);
      setRestoredAt(useDraft ? draft.savedAt : null);
      setDirty(useDraft);
      setRound((r) => r + 1);
    },
    [enabled, key],
  );

  const keep = useCallback(
    (values: unknown) => {
      if (!saved || !enabled) return;
      setDirty(keepExerciseDraft(window.localStorage, key, values, saved));
    },
    [enabled, key, saved],
  );

  const markSaved = useCallback(
    (values: ExerciseValues) => {
      safely(() => window.localStorage.removeItem(key));
      setSaved(values);
      setRestoredAt(null);
      setDirty(false);
    },
    [key],
  );

  const discard = useCallback(() => {
    if (!saved) return;
    safely(() => window.localStorage.removeItem(key));
    setInitial(saved);
    setRestoredAt(null);
    setDirty(false);
    setRound((r) => r + 1);
  }, [key, saved]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers show the dialog only when returnValue is set
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return { formKey: `${key}#${round}`, initial, restoredAt, dirty, start, keep, markSaved, discard };
}
