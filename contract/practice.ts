// Practice by knowledge point (PRODUCT.md: Knowledge point, Screens): a student answers the questions of a point
// of their class's course, each submission graded at once and recorded; mastery is the share of the point's
// questions answered correctly.
import { defineCalls } from './call';
import { DifficultySchema, ExerciseTypeSchema, AnswerValue, StudentExercise, Verdict } from './exercise';
import { SqlRunResult, sqlScript } from './grading';
import { id, z } from './zod';

export const PRACTICE_STATUSES = ['new', 'wrong', 'pending', 'correct'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];
export const PRACTICE_STATUS_NAMES: Record<PracticeStatus, string> = { new: '未做', wrong: '未答对', pending: '待批阅', correct: '已答对' };

/**
 * Why a question of an exam open for the student cannot be practised (nor its answer seen anywhere) until the exam's
 * window has closed for everyone it was published to.
 */
export const EXAM_QUESTION_LOCKED = '这道题是正在进行的考试中的题目，考试结束前不能练习';
/** Why a question the teacher did not mark 练习题 cannot be practised. */
export const NOT_PRACTICE_QUESTION = '这道题不在练习范围内';

export const KnowledgeMastery = z.object({
  knowId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** the point's parent in the graph, for an indented list */
  parentId: z.number().int().nullable(),
  exerciseCount: z.number().int(),
  correctCount: z.number().int(),
  /** 0–100: correctCount / exerciseCount, 0 without questions */
  mastery: z.number().int(),
  /** the student started this point afresh then (重新练习): statuses and mastery count only later attempts */
  resetAt: z.string().nullable(),
});
export type KnowledgeMastery = z.infer<typeof KnowledgeMastery>;

export const PracticeKnowledgeList = z.object({
  courseName: z.string(),
  className: z.string(),
  points: z.array(KnowledgeMastery),
});

export const PracticeItem = z.object({
  exerciseId: z.number().int(),
  type: ExerciseTypeSchema,
  stemText: z.string(),
  difficulty: DifficultySchema,
  score: z.number(),
  status: z.enum(PRACTICE_STATUSES),
  attempts: z.number().int(),
  /** in an exam open for the student: not practisable until it ends (EXAM_QUESTION_LOCKED) */
  locked: z.boolean(),
});
export type PracticeItem = z.infer<typeof PracticeItem>;

export const PracticeExerciseList = z.object({ point: KnowledgeMastery, exercises: z.array(PracticeItem) });

export const AttemptRecord = z.object({
  attemptId: z.number().int(),
  answer: AnswerValue,
  verdict: Verdict,
  createdAt: z.string(),
});
export type AttemptRecord = z.infer<typeof AttemptRecord>;

export const PracticeQuestion = z.object({
  exercise: StudentExercise,
  status: z.enum(PRACTICE_STATUSES),
  /** newest first, at most 20 */
  attempts: z.array(AttemptRecord),
  /** the point's questions in order, for previous/next */
  siblings: z.array(z.number().int()),
});
export type PracticeQuestion = z.infer<typeof PracticeQuestion>;

export const SubmitPracticeBody = z.object({
  clazzId: id('班级'),
  exerciseId: id('题目'),
  answer: AnswerValue,
  /** made by the page once per submit click: a retried request is recorded and graded once */
  attemptKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '提交编号无效' }),
  /** the point being practised: the status answered counts attempts since its reset (重新练习) */
  knowId: id('知识点').optional(),
});
export const SubmitPracticeAnswer = z.object({
  attempt: AttemptRecord,
  status: z.enum(PRACTICE_STATUSES),
  /** released by this submission (as the question's answerShows says): analysis and answer */
  exercise: StudentExercise,
});

/** Starts a point afresh (重新练习): its statuses and mastery count only attempts from now; every attempt stays recorded. */
export const ResetPracticeBody = z.object({ clazzId: id('班级'), knowId: id('知识点') });

export const RunPracticeBody = z.object({ clazzId: id('班级'), exerciseId: id('题目'), sql: sqlScript('SQL 语句') });

const ListParams = z.object({ courseId: id('课程'), clazzId: id('班级') });
const PointParams = z.object({ clazzId: id('班级'), knowId: id('知识点') });
const QuestionParams = z.object({ clazzId: id('班级'), knowId: id('知识点'), exerciseId: id('题目') });

export const practiceCalls = defineCalls({
  practiceKnowledge: { method: 'GET', path: '/stu/practice/knowledge/:courseId/:clazzId', params: ListParams, answer: PracticeKnowledgeList },
  practiceExercises: { method: 'GET', path: '/stu/practice/exercises/:clazzId/:knowId', params: PointParams, answer: PracticeExerciseList },
  practiceQuestion: { method: 'GET', path: '/stu/practice/exercise/:clazzId/:knowId/:exerciseId', params: QuestionParams, answer: PracticeQuestion },
  runPractice: { method: 'POST', path: '/stu/practice/run', body: RunPracticeBody, answer: SqlRunResult },
  submitPractice: { method: 'POST', path: '/stu/practice/submit', body: SubmitPracticeBody, answer: SubmitPracticeAnswer },
  /** 重新练习: answers the point's questions as they stand afresh */
  resetPractice: { method: 'POST', path: '/stu/practice/reset', body: ResetPracticeBody, answer: PracticeExerciseList },
});
