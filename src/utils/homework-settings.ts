// A homework's settings as the form holds them (dayjs times) and as the contract takes them (ISO instants), with
// the contract's own HomeworkSettings deciding what is valid, so the form refuses exactly what the server refuses.
import dayjs, { type Dayjs } from 'dayjs';
import { HomeworkSettings, type HomeworkSummary, type LatePolicy, type ReleaseMoment } from '@contract/homework';
import type { z } from '@contract/zod';

export type ScoreMoment = Exclude<ReleaseMoment, 'never'>;

export type SettingsValues = {
  startAt: Dayjs | null;
  endAt: Dayjs | null;
  latePolicy: LatePolicy;
  lateUntil: Dayjs | null;
  /** percent */
  latePenalty: number | null;
  showScore: ScoreMoment;
  showAnswer: ReleaseMoment;
  duplicateCheck: boolean;
};

export type SettingsField = keyof SettingsValues;

/** A new publication: open now, due in a week at 23:59, no late submissions, scores on submission, answers at the end. */
export function defaultSettings(now: Dayjs = dayjs()): SettingsValues {
  return {
    startAt: now.second(0).millisecond(0),
    endAt: now.add(7, 'day').hour(23).minute(59).second(0).millisecond(0),
    latePolicy: 'refuse',
    lateUntil: null,
    latePenalty: 0,
    showScore: 'submit',
    showAnswer: 'end',
    duplicateCheck: true,
  };
}

/** A published homework's settings, for changing them. */
export function settingsValuesOf(h: HomeworkSummary): SettingsValues {
  return {
    startAt: dayjs(h.startAt),
    endAt: dayjs(h.endAt),
    latePolicy: h.latePolicy,
    lateUntil: h.lateUntil ? dayjs(h.lateUntil) : null,
    latePenalty: h.latePenalty,
    showScore: h.showScore === 'never' ? 'review' : h.showScore,
    showAnswer: h.showAnswer,
    duplicateCheck: h.duplicateCheck,
  };
}

const iso = (v: Dayjs | null | undefined) => (v ? v.toISOString() : '');

/** What the calls send; a refused policy sends no late limit, and no penalty. */
export function settingsOf(v: SettingsValues): z.input<typeof HomeworkSettings> {
  const accept = v.latePolicy === 'accept';
  return {
    startAt: iso(v.startAt),
    endAt: iso(v.endAt),
    latePolicy: v.latePolicy,
    lateUntil: accept && v.lateUntil ? v.lateUntil.toISOString() : null,
    latePenalty: accept ? (v.latePenalty ?? 0) : 0,
    showScore: v.showScore,
    showAnswer: v.showAnswer,
    duplicateCheck: v.duplicateCheck,
  };
}

/**
 * The contract's message for one field of these settings, or null. Empty times are the fields' own "required"
 * rules' business: the rules between fields (end after start, a late limit after the end) are checked once both
 * times are there.
 */
export function settingsProblem(v: Partial<SettingsValues>, field: SettingsField): string | null {
  if (!v.startAt || !v.endAt) return null;
  const parsed = HomeworkSettings.safeParse(settingsOf({ ...defaultSettings(), ...v } as SettingsValues));
  if (parsed.success) return null;
  return parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null;
}
