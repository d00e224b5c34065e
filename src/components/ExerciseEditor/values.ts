// The question editor's form values and how they become the contract's SaveExerciseBody and back. The form holds
// the fields of every type at once, so switching the type keeps what was typed for the others (and the stem,
// analysis and score); only the current type's fields are sent.
import { type SchemaDesign, StoredSchemaDesign } from '@contract/ddl-design';
import {
  ANSWER_SHOWS,
  DESIGNED_TYPES,
  EXERCISE_TYPES,
  OPTION_KEYS,
  type AnswerShows,
  type Difficulty,
  type Exercise,
  type ExerciseSpec,
  type ExerciseType,
  type SaveExerciseBody,
} from '@contract/exercise';
import type { z } from '@contract/zod';
import { storedHtml } from '@/components/RichText/html';

/** 顺序敏感: auto = order matters exactly when the reference answer ends with ORDER BY (orderSensitive null). */
export type OrderMode = 'auto' | 'yes' | 'no';

export type OptionValue = { text: string; correct: boolean };
export type BlankValue = { answers: string[] };

export type ExerciseValues = {
  type: ExerciseType;
  stem: string;
  difficulty: Difficulty;
  /** null while the field is empty */
  score: number | null;
  knowIds: number[];
  analysis: string;
  /** 练习题: open for knowledge-point practice */
  practice: boolean;
  /** when a student practising it sees the answer and analysis */
  answerShows: AnswerShows;
  /** single / multiple: the option's key is its place (A, B, ...) */
  options: OptionValue[];
  partialCredit: boolean;
  /** judge: null until chosen */
  judge: boolean | null;
  /** fill */
  blanks: BlankValue[];
  caseSensitive: boolean;
  /** short */
  referenceAnswer: string;
  keywords: string[];
  /** SQL types */
  sceneId: number | null;
  referenceSql: string;
  verifySql: string;
  orderSensitive: OrderMode;
  checkColumnNames: boolean;
  /** DDL and view: the expected structure the SQL was generated from (设计期望结构); null when written by hand */
  design: SchemaDesign | null;
};

export type SaveBody = z.input<typeof SaveExerciseBody>;
/** Where the question is saved: its course (null: the public library), folder (null: the root), id (null: new). */
export type ExerciseTarget = { exerciseId: number | null; courseId: number | null; parentId: number | null };

export const DEFAULT_SCORE = 2;

const emptyOptions = (): OptionValue[] => OPTION_KEYS.slice(0, 4).map(() => ({ text: '', correct: false }));

export const emptyValues = (): ExerciseValues => ({
  type: 'single',
  stem: '',
  difficulty: 'medium',
  score: DEFAULT_SCORE,
  knowIds: [],
  analysis: '',
  practice: true,
  answerShows: 'afterCorrect',
  options: emptyOptions(),
  partialCredit: false,
  judge: null,
  blanks: [{ answers: [] }],
  caseSensitive: false,
  referenceAnswer: '',
  keywords: [],
  sceneId: null,
  referenceSql: '',
  verifySql: '',
  orderSensitive: 'auto',
  checkColumnNames: false,
  design: null,
});

/**
 * The next blank question after 保存并继续新建: a series of questions usually shares its type, difficulty, score,
 * knowledge points and scene, so those stay.
 */
export function nextValues(previous: ExerciseValues): ExerciseValues {
  const { type, difficulty, score, knowIds, sceneId, practice, answerShows } = previous;
  return { ...emptyValues(), type, difficulty, score, knowIds, sceneId, practice, answerShows };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const bool = (v: unknown) => v === true;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const isType = (v: unknown): v is ExerciseType => (EXERCISE_TYPES as readonly unknown[]).includes(v);

/**
 * Any stored or form value made a complete ExerciseValues with a fixed key order (missing fields get their
 * defaults), or null when it is not a question at all. Drafts are read and compared through it.
 */
export function normalizeValues(raw: unknown): ExerciseValues | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  if (!isType(v.type)) return null;
  const empty = emptyValues();
  const difficulty = v.difficulty === 'easy' || v.difficulty === 'medium' || v.difficulty === 'hard' ? v.difficulty : empty.difficulty;
  const order = v.orderSensitive === 'yes' || v.orderSensitive === 'no' ? v.orderSensitive : 'auto';
  return {
    type: v.type,
    stem: str(v.stem),
    difficulty,
    score: num(v.score),
    knowIds: list(v.knowIds).filter((k): k is number => typeof k === 'number'),
    analysis: str(v.analysis),
    practice: v.practice === false ? false : empty.practice,
    answerShows: (ANSWER_SHOWS as readonly unknown[]).includes(v.answerShows) ? (v.answerShows as AnswerShows) : empty.answerShows,
    options: Array.isArray(v.options)
      ? v.options.map((o) => ({ text: str((o as OptionValue | null)?.text), correct: bool((o as OptionValue | null)?.correct) }))
      : empty.options,
    partialCredit: bool(v.partialCredit),
    judge: typeof v.judge === 'boolean' ? v.judge : null,
    blanks: Array.isArray(v.blanks)
      ? v.blanks.map((b) => ({ answers: list((b as BlankValue | null)?.answers).filter((a): a is string => typeof a === 'string') }))
      : empty.blanks,
    caseSensitive: bool(v.caseSensitive),
    referenceAnswer: str(v.referenceAnswer),
    keywords: list(v.keywords).filter((k): k is string => typeof k === 'string'),
    sceneId: num(v.sceneId),
    referenceSql: str(v.referenceSql),
    verifySql: str(v.verifySql),
    orderSensitive: order,
    checkColumnNames: bool(v.checkColumnNames),
    design: designOf(v.design),
  };
}

/** A stored or drafted design, when it has the design's shape. */
function designOf(raw: unknown): SchemaDesign | null {
  const parsed = StoredSchemaDesign.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Two form states mean the same question (what drafts and "unsaved changes" compare). */
export const sameValues = (a: unknown, b: unknown) => JSON.stringify(normalizeValues(a)) === JSON.stringify(normalizeValues(b));

const keyAt = (i: number) => OPTION_KEYS[i];
const trimmed = (items: string[]) => [...new Set(items.map((s) => s.trim()).filter(Boolean))];

const ORDER: Record<OrderMode, boolean | null> = { auto: null, yes: true, no: false };
const orderModeOf = (v: boolean | null): OrderMode => (v === null ? 'auto' : v ? 'yes' : 'no');

/** The spec of the current type; fields a student cannot meet (an unmarked answer) go as undefined for zod to name. */
export function specOf(v: ExerciseValues): z.input<typeof SaveExerciseBody>['spec'] {
  const options = v.options.map((o, i) => ({ key: keyAt(i), text: o.text }));
  const correct = v.options.flatMap((o, i) => (o.correct ? [keyAt(i)] : []));
  switch (v.type) {
    case 'single':
      return { type: 'single', options, answer: correct[0] };
    case 'multiple':
      return { type: 'multiple', options, answers: correct, partialCredit: v.partialCredit };
    case 'judge':
      return { type: 'judge', answer: v.judge as boolean };
    case 'fill':
      return { type: 'fill', blanks: v.blanks.map((b) => ({ answers: trimmed(b.answers) })), caseSensitive: v.caseSensitive };
    case 'short':
      return { type: 'short', referenceAnswer: storedHtml(v.referenceAnswer), keywords: trimmed(v.keywords) };
    default:
      return {
        type: v.type,
        sceneId: v.sceneId as number,
        referenceSql: v.referenceSql,
        // a query changes nothing, so there is nothing to verify after it (the field is hidden for queries)
        verifySql: v.type === 'query' || !v.verifySql.trim() ? null : v.verifySql,
        orderSensitive: ORDER[v.orderSensitive],
        checkColumnNames: v.checkColumnNames,
        ...(v.design && DESIGNED_TYPES.includes(v.type) ? { design: v.design } : {}),
      };
  }
}

/** What 保存 sends. The public library has no knowledge points. */
export function bodyOf(v: ExerciseValues, target: ExerciseTarget): SaveBody {
  return {
    exerciseId: target.exerciseId,
    courseId: target.courseId,
    parentId: target.parentId,
    stem: v.stem,
    analysis: storedHtml(v.analysis),
    practice: v.practice,
    answerShows: v.answerShows,
    difficulty: v.difficulty,
    score: v.score as number,
    knowIds: target.courseId === null ? [] : v.knowIds,
    spec: specOf(v),
  };
}

/** The form values of a saved question: its own type's fields filled, the others at their defaults. */
export function valuesOfExercise(
  e: Pick<Exercise, 'type' | 'stem' | 'difficulty' | 'score' | 'knowledge' | 'analysis' | 'practice' | 'answerShows' | 'spec'>,
): ExerciseValues {
  const base: ExerciseValues = {
    ...emptyValues(),
    type: e.type,
    stem: e.stem,
    difficulty: e.difficulty,
    score: e.score,
    knowIds: e.knowledge.map((k) => k.knowId),
    analysis: e.analysis ?? '',
    practice: e.practice,
    answerShows: e.answerShows,
  };
  return { ...base, ...specValues(e.spec) };
}

function specValues(spec: ExerciseSpec): Partial<ExerciseValues> {
  switch (spec.type) {
    case 'single':
      return { options: spec.options.map((o) => ({ text: o.text, correct: o.key === spec.answer })) };
    case 'multiple':
      return { options: spec.options.map((o) => ({ text: o.text, correct: spec.answers.includes(o.key) })), partialCredit: spec.partialCredit };
    case 'judge':
      return { judge: spec.answer };
    case 'fill':
      return { blanks: spec.blanks.map((b) => ({ answers: [...b.answers] })), caseSensitive: spec.caseSensitive };
    case 'short':
      return { referenceAnswer: spec.referenceAnswer ?? '', keywords: [...spec.keywords] };
    default:
      return {
        sceneId: spec.sceneId,
        referenceSql: spec.referenceSql,
        verifySql: spec.verifySql ?? '',
        orderSensitive: orderModeOf(spec.orderSensitive),
        checkColumnNames: spec.checkColumnNames,
        design: spec.design ?? null,
      };
  }
}

/** The order setting as the contract and the check call take it. */
export const orderSensitiveOf = (mode: OrderMode) => ORDER[mode];
