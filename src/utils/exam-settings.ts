// An exam-class's settings as the form holds them (dayjs times) and as the contract takes them (ISO instants), with
// the contract's own ExamClassSettings deciding what is valid, so the form refuses exactly what the server refuses.
import dayjs, { type Dayjs } from 'dayjs';
import { ExamClassSettings, type ExamClassSummary } from '@contract/exam';
import type { ReleaseMoment } from '@contract/homework';
import type { z } from '@contract/zod';

/** When a score may show: never is no choice for an exam (a student is owed their score). */
export const SCORE_MOMENTS = ExamClassSettings.shape.showScore.options;
export type ScoreMoment = (typeof SCORE_MOMENTS)[number];

export type ExamSettingsValues = {
  startAt: Dayjs | null;
  endAt: Dayjs | null;
  /** minutes */
  durationMinutes: number | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  showScore: ScoreMoment;
  showAnswer: ReleaseMoment;
  /** the teacher releases each question's verdict (and the answers as set) before the window closes */
  releaseVerdicts: boolean;
};
export type ExamSettingsField = keyof ExamSettingsValues;

/**
 * A new publication: from the next full hour for the paper's duration, questions and options in the paper's order,
 * scores and answers once the window has closed (no student passes them to one still answering).
 */
export function defaultExamSettings(durationMinutes: number, now: Dayjs = dayjs()): ExamSettingsValues {
  const startAt = now.add(1, 'hour').startOf('hour');
  return {
    startAt,
    endAt: startAt.add(durationMinutes, 'minute'),
    durationMinutes,
    shuffleQuestions: false,
    shuffleOptions: false,
    showScore: 'end',
    showAnswer: 'end',
    releaseVerdicts: false,
  };
}

/** A published exam's settings, for changing them. */
export function examSettingsValuesOf(ec: ExamClassSummary): ExamSettingsValues {
  return {
    startAt: dayjs(ec.startAt),
    endAt: dayjs(ec.endAt),
    durationMinutes: ec.durationMinutes,
    shuffleQuestions: ec.shuffleQuestions,
    shuffleOptions: ec.shuffleOptions,
    showScore: ec.showScore === 'never' ? 'review' : ec.showScore,
    showAnswer: ec.showAnswer,
    releaseVerdicts: ec.releaseVerdicts,
  };
}

/** What the calls send: instants as ISO-8601 with their offset (UTC). */
export function examSettingsOf(v: ExamSettingsValues): z.input<typeof ExamClassSettings> {
  return {
    startAt: v.startAt ? v.startAt.toISOString() : '',
    endAt: v.endAt ? v.endAt.toISOString() : '',
    durationMinutes: v.durationMinutes ?? Number.NaN,
    shuffleQuestions: v.shuffleQuestions,
    shuffleOptions: v.shuffleOptions,
    showScore: v.showScore,
    showAnswer: v.showAnswer,
    releaseVerdicts: v.releaseVerdicts,
  };
}

/**
 * The contract's message for one field of these settings, or null. Empty fields are their own "required" rules'
 * business: the rule between the times (end after start) is checked once both are there.
 */
export function examSettingsProblem(v: Partial<ExamSettingsValues>, field: ExamSettingsField): string | null {
  if (!v.startAt || !v.endAt || v.durationMinutes === null || v.durationMinutes === undefined) return null;
  const parsed = ExamClassSettings.safeParse(examSettingsOf({ ...defaultExamSettings(v.durationMinutes), ...v } as ExamSettingsValues));
  if (parsed.success) return null;
  return parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null;
}

/** Minutes of the window, when both ends are set. */
export const windowMinutes = (v: Pick<ExamSettingsValues, 'startAt' | 'endAt'>) => (v.startAt && v.endAt ? v.endAt.diff(v.startAt, 'minute') : null);
