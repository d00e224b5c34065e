// The state every answering screen shares (homework, exams): the questions in order, the server's clock and the
// deadline, the autosave, and whether answering has stopped on this page: the countdown ran out (what is left is sent
// first), or the server refused a save and says the sheet no longer takes changes.
import { useRequest } from 'ahooks';
import { type DependencyList, useEffect, useMemo, useRef, useState } from 'react';
import type { HomeworkSheetQuestion, SavedAnswer } from '@contract/homework';
import { useAutosave } from './use-autosave';
import { useServerNow } from './use-server-now';
import { orderedQuestions } from '@/utils/answer-sheet';
import type { SaveItem, SaveOutcome } from '@/utils/answer-save';

/** Stopped on this page: the countdown ran out, or the server refused a save (time is up). */
export type Closed = { kind: 'timeUp' } | { kind: 'refused'; message: string } | null;

type Options = {
  sheet: { serverNow: string; deadline: string; canEdit: boolean; questions: HomeworkSheetQuestion[]; answers: SavedAnswer[] };
  draftKey: string;
  save: (answers: SaveItem[]) => Promise<SaveOutcome>;
  /** after a refusal: whether the server still takes changes; null (or a failure) when it could not be asked */
  stillEditable: () => Promise<boolean | null>;
};

export function useAnswerSheet({ sheet, draftKey, save, stillEditable }: Options) {
  const questions = useMemo(() => orderedQuestions(sheet), [sheet]);
  const now = useServerNow(sheet.serverNow) ?? Date.parse(sheet.serverNow);
  const deadline = Date.parse(sheet.deadline);
  const [closed, setClosed] = useState<Closed>(null);
  const editable = sheet.canEdit && closed === null;
  // the deadline as the refusal handler sees it (it runs after the render that made it)
  const clock = useRef({ now, deadline });
  clock.current = { now, deadline };

  const autosave = useAutosave({
    questions: useMemo(() => questions.map((q) => ({ questionId: q.questionId, type: q.exercise.type })), [questions]),
    saved: sheet.answers,
    draftKey,
    enabled: editable,
    save,
    // refused: if the server no longer takes changes (time is up), stop and say so; else keep retrying
    onRefused: async (error) => {
      const open = await stillEditable().catch(() => null);
      const over = open === null ? clock.current.now >= clock.current.deadline : !open;
      if (over) setClosed({ kind: 'refused', message: error.message });
      return over;
    },
  });

  // the countdown ran out: send what is left (the server judges the time), then stop
  const timeUp = editable && now >= deadline;
  const { flush } = autosave;
  useEffect(() => {
    if (timeUp) void flush().finally(() => setClosed((c) => c ?? { kind: 'timeUp' }));
  }, [timeUp, flush]);

  /** clock: the latest now and deadline, for handlers and timers that outlive a render */
  return { questions, now, deadline, clock, closed, editable, autosave };
}

/**
 * Loads a screen's sheet and counts the loads that arrived: the page keys the sheet by the count, so a reload (重新加载)
 * starts it over from the server's answers rather than mixing them with the ones on screen.
 */
export function useSheetLoad<T>(fetchSheet: () => Promise<T>, deps: DependencyList) {
  const [loads, setLoads] = useState(0);
  const load = useRequest(fetchSheet, { refreshDeps: deps, onSuccess: () => setLoads((n) => n + 1) });
  return { load, loads };
}
