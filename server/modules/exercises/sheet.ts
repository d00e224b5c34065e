// Questions as spreadsheet rows, both ways: the columns of the import template and of an export, a row read into
// the editor's save body (then checked by the same contract), and a question written as a row. Stems and analyses
// travel as plain text (line breaks kept); formulas and pictures stay in the platform. 分值 is written as a number
// cell, the rest as text; the import reads either kind of cell.
import {
  ANSWER_SHOWS_NAMES,
  DIFFICULTY_NAMES,
  EXERCISE_TYPE_NAMES,
  EXERCISE_TYPES,
  OPTION_KEYS,
  isSqlType,
  type AnswerShows,
  type Difficulty,
  type ExerciseSpec,
  type ExerciseType,
} from '@contract/exercise';
import type { SheetColumn } from '../../lib/xlsx-sheet';

const OPTION_COLUMNS = OPTION_KEYS.map((k) => ({
  key: `option${k}` as const,
  header: `选项${k}`,
  width: 16,
  required: false,
  note: '单选、多选题的选项，从 A 起连续填写，至少两个。',
}));

export const EXERCISE_COLUMNS = [
  { key: 'type', header: '题型', width: 10, required: true, note: `必填。${EXERCISE_TYPES.map((t) => EXERCISE_TYPE_NAMES[t]).join('、')}。` },
  { key: 'stem', header: '题干', width: 40, required: true, note: '必填。纯文本，可以换行；公式和图片请导入后在编辑器中补充。' },
  ...OPTION_COLUMNS,
  {
    key: 'answer',
    header: '答案',
    width: 30,
    required: true,
    note: '必填（简答题可空）。单选：一个字母，如 C；多选：字母连写，如 ACD；判断：正确 或 错误；填空：各空之间用 ；（或换行）分隔，一个空的多个可接受答案用 | 分隔，如 主键|primary key；外键；简答：参考答案；SQL 题：参考答案 SQL。',
  },
  { key: 'analysis', header: '解析', width: 30, required: false, note: '选填。' },
  { key: 'difficulty', header: '难度', width: 8, required: false, note: '选填：简单、中等（默认）、困难。' },
  { key: 'score', header: '分值', width: 8, required: false, note: '选填，默认 5；0.1–100，最多一位小数。', type: 'number' },
  { key: 'knowledge', header: '知识点', width: 20, required: false, note: '选填。课程中已有的知识点名称，多个用 、 分隔（公共题库不填）。' },
  { key: 'scene', header: '场景', width: 16, required: false, note: 'SQL 题必填：本课程或公共场景库中的场景名称。' },
  { key: 'verifySql', header: '验证SQL', width: 30, required: false, note: '除 SQL 查询外的 SQL 题必填：学生语句执行后，在两边运行并比较的查询。' },
  { key: 'keywords', header: '关键词', width: 16, required: false, note: '简答题选填：评分参考的关键词，用 、 分隔。' },
  { key: 'partialCredit', header: '部分得分', width: 10, required: false, note: '多选题选填：是 / 否（默认）。少选且没有错选时得一半分。' },
  { key: 'caseSensitive', header: '区分大小写', width: 10, required: false, note: '填空题选填：是 / 否（默认）。' },
  { key: 'orderSensitive', header: '顺序敏感', width: 10, required: false, note: 'SQL 查询选填：自动（默认，参考答案有 ORDER BY 时比较顺序）/ 是 / 否。' },
  { key: 'checkColumnNames', header: '比较列名', width: 10, required: false, note: 'SQL 查询选填：是 / 否（默认）。' },
  { key: 'practice', header: '练习题', width: 8, required: false, note: '选填：是（默认，学生可在知识点练习中作答）/ 否。' },
  {
    key: 'answerShows',
    header: '答案显示',
    width: 12,
    required: false,
    note: `选填：练习时何时显示答案与解析，${Object.values(ANSWER_SHOWS_NAMES).join('、')}（默认 ${ANSWER_SHOWS_NAMES.afterCorrect}）。`,
  },
] as const satisfies readonly SheetColumn<string>[];

export type ExerciseColumn = (typeof EXERCISE_COLUMNS)[number]['key'];
export type ExerciseRowValues = Record<ExerciseColumn, string>;
/** A row to write: as read, but 分值 a number (null leaves the cell empty). */
export type ExerciseSheetRow = Omit<ExerciseRowValues, 'score'> & { score: number | null };
/** A row of empty cells. */
export const blankExerciseRow = (): ExerciseSheetRow => ({
  ...(Object.fromEntries(EXERCISE_COLUMNS.map((c) => [c.key, ''])) as ExerciseRowValues),
  score: null,
});

const TYPE_BY_NAME = new Map<string, ExerciseType>(EXERCISE_TYPES.flatMap((t) => [[EXERCISE_TYPE_NAMES[t], t] as const, [t, t] as const]));
const DIFFICULTY_BY_NAME = new Map<string, Difficulty>(Object.entries(DIFFICULTY_NAMES).map(([k, v]) => [v, k as Difficulty]));
const ANSWER_SHOWS_BY_NAME = new Map<string, AnswerShows>(
  Object.entries(ANSWER_SHOWS_NAMES).flatMap(([k, v]) => [[v, k as AnswerShows] as const, [k, k as AnswerShows] as const]),
);
const YES = new Set(['是', '对', 'y', 'yes', 'true', '1']);
const NO = new Set(['否', '错', 'n', 'no', 'false', '0', '']);
const TRUE_WORDS = new Set(['正确', '对', '√', 't', 'true', '是']);
const FALSE_WORDS = new Set(['错误', '错', '×', 'f', 'false', '否']);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Plain text as paragraphs of rich text. */
export const textToHtml = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
const splitList = (text: string) =>
  text
    .split(/[、,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

type RowProblem = { problems: string[] };
export type ParsedRow = {
  /** the save body without course and folder; checked afterwards by SaveExerciseBody */
  body: {
    stem: string;
    analysis: string | null;
    difficulty: Difficulty;
    score: number;
    practice: boolean;
    answerShows: AnswerShows;
    spec: Record<string, unknown>;
  };
  knowledgeNames: string[];
  sceneName: string | null;
};

function flag(value: string, column: string, problems: string[]): boolean {
  const v = value.trim().toLowerCase();
  if (YES.has(v)) return true;
  if (!NO.has(v)) problems.push(`${column}只能填 是 或 否`);
  return false;
}

function specOf(type: ExerciseType, v: ExerciseRowValues, problems: string[]): Record<string, unknown> {
  const options = OPTION_KEYS.map((k) => v[`option${k}`]).filter((t, i, all) => t !== '' || all.slice(i).some((x) => x !== ''));
  const answer = v.answer.trim();
  switch (type) {
    case 'single':
      return { type, options: options.map((text, i) => ({ key: OPTION_KEYS[i], text })), answer: answer.toUpperCase() };
    case 'multiple':
      return {
        type,
        options: options.map((text, i) => ({ key: OPTION_KEYS[i], text })),
        answers: [...answer.toUpperCase().replace(/[^A-H]/g, '')],
        partialCredit: flag(v.partialCredit, '部分得分', problems),
      };
    case 'judge': {
      const word = answer.toLowerCase();
      if (!TRUE_WORDS.has(word) && !FALSE_WORDS.has(word)) problems.push('判断题的答案只能填 正确 或 错误');
      return { type, answer: TRUE_WORDS.has(word) };
    }
    case 'fill':
      return {
        type,
        blanks: answer
          .split(/[；;\n]/)
          .map((b) => b.trim())
          .filter(Boolean)
          .map((b) => ({
            answers: b
              .split('|')
              .map((a) => a.trim())
              .filter(Boolean),
          })),
        caseSensitive: flag(v.caseSensitive, '区分大小写', problems),
      };
    case 'short':
      return { type, referenceAnswer: answer ? textToHtml(answer) : null, keywords: splitList(v.keywords) };
    default: {
      const order = v.orderSensitive.trim();
      if (!['', '自动', '是', '否'].includes(order)) problems.push('顺序敏感只能填 自动、是 或 否');
      return {
        type,
        sceneId: 0, // filled in from the scene's name
        referenceSql: v.answer,
        verifySql: v.verifySql || null,
        orderSensitive: order === '是' ? true : order === '否' ? false : null,
        checkColumnNames: flag(v.checkColumnNames, '比较列名', problems),
      };
    }
  }
}

/** One row as a save body, or the problems found before the contract's own checks. */
export function parseExerciseRow(v: ExerciseRowValues): ParsedRow | RowProblem {
  const problems: string[] = [];
  const type = TYPE_BY_NAME.get(v.type.trim());
  if (!type) return { problems: [`题型“${v.type}”无效，应为：${EXERCISE_TYPES.map((t) => EXERCISE_TYPE_NAMES[t]).join('、')}`] };
  const difficulty = v.difficulty.trim() === '' ? 'medium' : DIFFICULTY_BY_NAME.get(v.difficulty.trim());
  if (!difficulty) problems.push('难度只能填 简单、中等 或 困难');
  const score = v.score.trim() === '' ? 5 : Number(v.score);
  if (!Number.isFinite(score)) problems.push('分值必须是数字');
  if (type !== 'short' && v.answer.trim() === '') problems.push('请填写答案');
  const sceneName = isSqlType(type) ? v.scene.trim() : '';
  if (isSqlType(type) && sceneName === '') problems.push('SQL 题请填写场景');
  const spec = specOf(type, v, problems);
  const practice = (v.practice ?? '').trim() === '' ? true : flag(v.practice, '练习题', problems);
  const answerShows = (v.answerShows ?? '').trim() === '' ? 'afterCorrect' : ANSWER_SHOWS_BY_NAME.get(v.answerShows.trim());
  if (!answerShows) problems.push(`答案显示只能填 ${Object.values(ANSWER_SHOWS_NAMES).join('、')}`);
  if (problems.length > 0) return { problems };
  return {
    body: {
      stem: textToHtml(v.stem),
      analysis: v.analysis ? textToHtml(v.analysis) : null,
      difficulty: difficulty!,
      score,
      practice,
      answerShows: answerShows!,
      spec,
    },
    knowledgeNames: splitList(v.knowledge),
    sceneName: sceneName || null,
  };
}

const yesNo = (b: boolean) => (b ? '是' : '否');

/** A question as a row of an export (the same columns the import reads). */
export function exerciseToRow(e: {
  spec: ExerciseSpec;
  stemText: string;
  analysisText: string;
  difficulty: Difficulty;
  score: number;
  practice: boolean;
  answerShows: AnswerShows;
  knowledge: string[];
  sceneName: string | null;
}): ExerciseSheetRow {
  const row = blankExerciseRow();
  const { spec } = e;
  Object.assign(row, {
    type: EXERCISE_TYPE_NAMES[spec.type],
    stem: e.stemText,
    analysis: e.analysisText,
    difficulty: DIFFICULTY_NAMES[e.difficulty],
    score: e.score,
    knowledge: e.knowledge.join('、'),
    practice: yesNo(e.practice),
    answerShows: ANSWER_SHOWS_NAMES[e.answerShows],
  });
  switch (spec.type) {
    case 'single':
    case 'multiple':
      for (const o of spec.options) row[`option${o.key}`] = o.text;
      row.answer = spec.type === 'single' ? spec.answer : [...spec.answers].sort().join('');
      if (spec.type === 'multiple') row.partialCredit = yesNo(spec.partialCredit);
      break;
    case 'judge':
      row.answer = spec.answer ? '正确' : '错误';
      break;
    case 'fill':
      row.answer = spec.blanks.map((b) => b.answers.join('|')).join('；');
      row.caseSensitive = yesNo(spec.caseSensitive);
      break;
    case 'short':
      row.answer = spec.referenceAnswer ?? '';
      row.keywords = spec.keywords.join('、');
      break;
    default:
      row.answer = spec.referenceSql;
      row.scene = e.sceneName ?? '';
      row.verifySql = spec.verifySql ?? '';
      row.orderSensitive = spec.orderSensitive === null ? '自动' : yesNo(spec.orderSensitive);
      row.checkColumnNames = yesNo(spec.checkColumnNames);
  }
  return row;
}
