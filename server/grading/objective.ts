// The rules of PRODUCT.md (Grading) for the questions a machine can mark without running SQL. Scores are whole
// tenths of a point: a part of a score is rounded down to a tenth, so a sum never exceeds the maximum.
// Messages never give the right answer away: the analysis is what reveals it, when the teacher allows.
import type { AnswerValue, ExerciseSpec } from '@contract/exercise';

export type ObjectiveVerdict = {
  correct: boolean | null;
  /** tenths of a point; null: a teacher grades it */
  tenths: number | null;
  message: string;
  blanks?: boolean[];
  keywordsFound?: string[];
};

type Objective = Exclude<ExerciseSpec, { sceneId: number }>;

const UNANSWERED: ObjectiveVerdict = { correct: false, tenths: 0, message: '未作答' };

/** Full-width letters and digits as half-width, runs of spaces as one, no spaces at the ends. */
export function normalizeText(value: string, caseSensitive: boolean): string {
  const plain = value.normalize('NFKC').replace(/\s+/g, ' ').trim();
  return caseSensitive ? plain : plain.toLowerCase();
}

function gradeSingle(spec: Extract<Objective, { type: 'single' }>, answer: AnswerValue, max: number): ObjectiveVerdict {
  const picks = new Set(answer.choices ?? []);
  if (picks.size === 0) return UNANSWERED;
  if (picks.size > 1) return { correct: false, tenths: 0, message: '单选题只能选一个选项' };
  return picks.has(spec.answer) ? { correct: true, tenths: max, message: '回答正确' } : { correct: false, tenths: 0, message: '回答错误' };
}

function gradeMultiple(spec: Extract<Objective, { type: 'multiple' }>, answer: AnswerValue, max: number): ObjectiveVerdict {
  const picks = new Set(answer.choices ?? []);
  if (picks.size === 0) return UNANSWERED;
  const right = new Set(spec.answers);
  const wrong = [...picks].filter((p) => !right.has(p)).length;
  const hit = [...picks].filter((p) => right.has(p)).length;
  if (wrong === 0 && hit === right.size) return { correct: true, tenths: max, message: '回答正确' };
  if (wrong > 0) return { correct: false, tenths: 0, message: `选了 ${wrong} 个错误选项` };
  const missing = right.size - hit;
  if (spec.partialCredit) return { correct: false, tenths: Math.floor(max / 2), message: `部分正确：漏选了 ${missing} 个正确选项，得一半分` };
  return { correct: false, tenths: 0, message: `漏选了 ${missing} 个正确选项` };
}

function gradeJudge(spec: Extract<Objective, { type: 'judge' }>, answer: AnswerValue, max: number): ObjectiveVerdict {
  if (answer.judge === undefined) return UNANSWERED;
  return answer.judge === spec.answer ? { correct: true, tenths: max, message: '回答正确' } : { correct: false, tenths: 0, message: '回答错误' };
}

function gradeFill(spec: Extract<Objective, { type: 'fill' }>, answer: AnswerValue, max: number): ObjectiveVerdict {
  const given = answer.blanks ?? [];
  if (given.every((g) => g.trim() === '')) return { ...UNANSWERED, blanks: spec.blanks.map(() => false) };
  const blanks = spec.blanks.map((blank, i) => {
    const mine = normalizeText(given[i] ?? '', spec.caseSensitive);
    return mine !== '' && blank.answers.some((a) => normalizeText(a, spec.caseSensitive) === mine);
  });
  const right = blanks.filter(Boolean).length;
  const n = blanks.length;
  if (right === n) return { correct: true, tenths: max, message: '回答正确', blanks };
  const wrongList = blanks.flatMap((ok, i) => (ok ? [] : [i + 1])).join('、');
  return { correct: false, tenths: Math.floor((max * right) / n), message: `第 ${wrongList} 空不正确（${right}/${n} 空正确）`, blanks };
}

function gradeShort(spec: Extract<Objective, { type: 'short' }>, answer: AnswerValue): ObjectiveVerdict {
  const mine = normalizeText(answer.text ?? '', false);
  if (mine === '') return UNANSWERED;
  // the keywords found are for the grader (and the student once the answer is out: studentVerdict): they are the key,
  // and a count in the message would let a student find them by trying
  const keywordsFound = spec.keywords.filter((k) => mine.includes(normalizeText(k, false)));
  return { correct: null, tenths: null, message: '已提交，由教师批阅', keywordsFound };
}

/** The verdict of one answer to a question that needs no database; `max` in tenths. */
export function gradeObjective(spec: Objective, answer: AnswerValue, max: number): ObjectiveVerdict {
  switch (spec.type) {
    case 'single':
      return gradeSingle(spec, answer, max);
    case 'multiple':
      return gradeMultiple(spec, answer, max);
    case 'judge':
      return gradeJudge(spec, answer, max);
    case 'fill':
      return gradeFill(spec, answer, max);
    case 'short':
      return gradeShort(spec, answer);
  }
}
