// The questions of the practice mocks (not a mock itself: .umirc.ts excludes mock/_*.ts): a handful of every kind on
// course 1's knowledge points, and their grading, simple on purpose: against the stored answer, SQL by mock/grading.ts's
// comparison of result sets on the scene (the real grading is server/grading/).
import { ExerciseSpec, toPoints, toTenths, type AnswerShows, type AnswerValue, type Difficulty, type Verdict } from '@contract/exercise';
import { verdict as sqlVerdict } from './grading';
import { sceneState } from './scene';
import { runScript } from './_sql';

export type Question = {
  exerciseId: number;
  courseId: number;
  knowIds: number[];
  stem: string;
  difficulty: Difficulty;
  score: number;
  analysis: string | null;
  answerShows: AnswerShows;
  /** a question of an exam open for the students (the server works it out; the mock says so) */
  lockedByExam?: boolean;
  spec: ExerciseSpec;
};

const q = (exerciseId: number, knowIds: number[], stem: string, spec: unknown, more: Partial<Question> = {}): Question => ({
  exerciseId,
  courseId: 1,
  knowIds,
  stem,
  difficulty: 'medium',
  score: 2,
  analysis: null,
  answerShows: 'afterCorrect',
  spec: ExerciseSpec.parse(spec),
  ...more,
});

// course 1's points as mock/knowledge.ts seeds them: 101 关系模型, 102 关系代数, 103 SQL, 105 单表查询, 108 分组统计, 111 事务
const QUESTIONS: Question[] = [
  q(
    601,
    [101],
    '<p>关系模型中，能唯一标识一个元组的最小属性组称为（　）。</p>',
    {
      type: 'single',
      options: [
        { key: 'A', text: '外码' },
        { key: 'B', text: '候选码' },
        { key: 'C', text: '属性' },
        { key: 'D', text: '域' },
      ],
      answer: 'B',
    },
    { difficulty: 'easy', analysis: '<p>候选码的值能唯一标识一个元组，且它的任何真子集都不能。</p>' },
  ),
  q(
    602,
    [101],
    '<p>关系中的元组是有序的，交换两行得到的是另一个关系。</p>',
    { type: 'judge', answer: false },
    {
      difficulty: 'easy',
      analysis: '<p>关系是元组的集合，行的次序无关紧要。</p>',
      answerShows: 'afterSubmit',
    },
  ),
  q(
    603,
    [102],
    '<p>关系代数的五种基本运算是并、差、笛卡尔积、____ 和 ____。</p>',
    {
      type: 'fill',
      blanks: [{ answers: ['选择', 'σ'] }, { answers: ['投影', 'π'] }],
    },
    { analysis: '<p>交、连接、除都可以由这五种基本运算表示。</p>', score: 4 },
  ),
  q(
    604,
    [108, 103],
    '<p>下列哪些是 SQL 的聚集函数？</p>',
    {
      type: 'multiple',
      options: [
        { key: 'A', text: 'COUNT' },
        { key: 'B', text: 'SUM' },
        { key: 'C', text: 'SUBSTRING' },
        { key: 'D', text: 'AVG' },
      ],
      answers: ['A', 'B', 'D'],
      partialCredit: true,
    },
    { score: 3, lockedByExam: true },
  ),
  q(
    605,
    [111],
    '<p>简述事务的 ACID 特性。</p>',
    { type: 'short', referenceAnswer: '<p>原子性、一致性、隔离性、持续性。</p>', keywords: ['原子性', '一致性', '隔离性', '持续性'] },
    {
      score: 10,
      difficulty: 'hard',
    },
  ),
  q(
    606,
    [105, 103],
    '<p>在“学生选课”场景中，查询全体学生的姓名和所在系。</p>',
    { type: 'query', sceneId: 1, referenceSql: 'SELECT sname, sdept FROM student;' },
    { score: 5, analysis: '<p>只选出题目要求的两列：<code>SELECT sname, sdept FROM student;</code></p>' },
  ),
  q(
    607,
    [105],
    '<p>在“学生选课”场景中，查询全部课程的课程号和课程名。</p>',
    { type: 'query', sceneId: 1, referenceSql: 'SELECT cno, cname FROM course;' },
    {
      score: 5,
      difficulty: 'easy',
      answerShows: 'afterSubmit',
      analysis: '<p>课程信息在 course 表中。</p>',
    },
  ),
];

export const questionOf = (exerciseId: number) => QUESTIONS.find((x) => x.exerciseId === exerciseId);
export const questionsOf = (courseId: number, knowId: number) => QUESTIONS.filter((x) => x.courseId === courseId && x.knowIds.includes(knowId));
export const sceneOf = (x: Question) =>
  'sceneId' in x.spec ? sceneState().list.find((s) => s.sceneId === (x.spec as { sceneId: number }).sceneId) : undefined;
export const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

// ---- grading, simple: against the stored answer ----

export function grade(x: Question, answer: AnswerValue): Verdict {
  const max = x.score;
  const right = (correct: boolean, message: string): Verdict => ({ correct, score: correct ? max : 0, maxScore: max, message });
  const { spec } = x;
  switch (spec.type) {
    case 'single':
      return right(answer.choices?.[0] === spec.answer, answer.choices?.[0] === spec.answer ? '选择正确' : '选择错误');
    case 'judge':
      return right(answer.judge === spec.answer, answer.judge === spec.answer ? '判断正确' : '判断错误');
    case 'multiple': {
      const chosen = [...new Set(answer.choices ?? [])].sort();
      if (chosen.join() === [...spec.answers].sort().join()) return right(true, '选择正确');
      const subset = chosen.length > 0 && chosen.every((c) => spec.answers.includes(c));
      if (subset && spec.partialCredit)
        return { correct: false, score: toPoints(Math.round(toTenths(max) / 2)), maxScore: max, message: '少选了正确选项，得一半分' };
      return right(false, subset ? '少选了正确选项' : '选了错误的选项');
    }
    case 'fill': {
      const norm = (s: string) => (spec.caseSensitive ? s.trim() : s.trim().toLowerCase());
      const blanks = spec.blanks.map((b, i) => b.answers.some((a) => norm(a) === norm(answer.blanks?.[i] ?? '')));
      const good = blanks.filter(Boolean).length;
      const wrong = blanks.flatMap((ok, i) => (ok ? [] : [`第 ${i + 1} 空`]));
      return {
        correct: good === blanks.length,
        score: toPoints(Math.floor((toTenths(max) * good) / blanks.length)),
        maxScore: max,
        message: wrong.length === 0 ? '每一空都正确' : `${wrong.join('、')}不正确`,
        blanks,
      };
    }
    case 'short': {
      const text = answer.text ?? '';
      return { correct: null, score: null, maxScore: max, message: '简答题由教师批阅', keywordsFound: spec.keywords.filter((k) => text.includes(k)) };
    }
    default: {
      const initSql = sceneOf(x)?.initSql ?? '';
      const student = runScript(answer.sql ?? '', initSql);
      const v = sqlVerdict(runScript(spec.referenceSql, initSql), student);
      return { ...right(v.correct, v.message), sqlResult: student };
    }
  }
}
