// Practice by knowledge point (PRODUCT.md: Knowledge point, Screens): a student answers the questions of a point
// of their class's course, each submission graded at once and recorded; mastery is the share of the point's
// questions answered correctly.
import { defineCalls } from './call';
import { DifficultySchema, ExerciseTypeSchema, AnswerValue, StudentExercise, Verdict } from './exercise';
import { SqlRunResult, sqlScript } from './grading';
import { pageOf, PageQuery } from './envelope';
import { id, z } from './zod';

export const PRACTICE_STATUSES = ['new', 'wrong', 'pending', 'correct'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];
export const PRACTICE_STATUS_NAMES: Record<PracticeStatus, string> = { new: '未做', wrong: '未答对', pending: '待批阅', correct: '已答对' };

/**
 * Why a question of an exam open for the student cannot be practised (nor its answer seen anywhere) until the exam's
 * window has closed for everyone it was published to. Before the exam starts its knowledge points are locked whole,
 * so that the locks do not tell which questions it has.
 */
export const EXAM_QUESTION_LOCKED = '这道题或同一知识点的题在还没有结束的考试中，考试结束前不能练习';
/** Why a question of a homework still open cannot be practised: practice would tell its verdicts, maybe its key. */
export const HOMEWORK_QUESTION_LOCKED = '这道题在还没有截止的作业中，作业截止后才能练习';
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
  /** in an open exam (or on a point of one not yet started) or an open homework: not practisable until it ends */
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

// Practice analytics 练习情况 (issue P13). Every figure counts the students on the class's roster now and every attempt
// they made in the class, before a 重新练习 too (teachers see every attempt; a reset changes only the student's own statuses).

/** One attempt's result as the log reads it: 对, 错, or 待批阅 (correct null: a short answer waits for a teacher). */
export const PRACTICE_RESULTS = ['correct', 'wrong', 'pending'] as const;
export type PracticeResult = (typeof PRACTICE_RESULTS)[number];
export const PRACTICE_RESULT_NAMES: Record<PracticeResult, string> = { correct: '对', wrong: '错', pending: '待批阅' };

/** The class's figures for a student's comparison only once this many students practised: fewer would tell one student's. */
export const MIN_PEERS = 3;

/** One question practised in the class. */
export const PracticeQuestionStat = z.object({
  exerciseId: z.number().int(),
  type: ExerciseTypeSchema,
  stemText: z.string(),
  /** students who answered it at least once */
  students: z.number().int(),
  /** students with at least one correct attempt */
  correctStudents: z.number().int(),
  attempts: z.number().int(),
  /** mean attempts up to and including the first correct one, over the students who got it right; null when none did */
  attemptsToCorrect: z.number().nullable(),
});
export type PracticeQuestionStat = z.infer<typeof PracticeQuestionStat>;

/** One student of the roster: how much they practised (in the filter's point, if any). */
export const PracticeStudentStat = z.object({
  userId: z.number().int(),
  code: z.string(),
  name: z.string(),
  attempts: z.number().int(),
  /** questions answered correctly at least once */
  correctQuestions: z.number().int(),
  lastAt: z.string().nullable(),
});
export type PracticeStudentStat = z.infer<typeof PracticeStudentStat>;

export const PracticeStats = z.object({
  studentCount: z.number().int(),
  /** the course's points, for the filter */
  points: z.array(z.object({ knowId: z.number().int(), name: z.string() })),
  questions: z.array(PracticeQuestionStat),
  students: z.array(PracticeStudentStat),
});
export type PracticeStats = z.infer<typeof PracticeStats>;

export const PracticeLogRow = z.object({
  attemptId: z.number().int(),
  createdAt: z.string(),
  exerciseId: z.number().int(),
  type: ExerciseTypeSchema,
  stemText: z.string(),
  result: z.enum(PRACTICE_RESULTS),
  /** points; null while waiting for a teacher */
  score: z.number().nullable(),
  maxScore: z.number(),
  /** the SQL run's time as grading recorded it (SQL questions); null when the attempt has none */
  elapsedMs: z.number().nullable(),
  /** characters of an SQL or text answer; null for the other types */
  codeLength: z.number().int().nullable(),
});
export type PracticeLogRow = z.infer<typeof PracticeLogRow>;

export const PracticeLog = pageOf(PracticeLogRow).extend({ student: z.object({ userId: z.number().int(), code: z.string(), name: z.string() }) });
export type PracticeLog = z.infer<typeof PracticeLog>;

/** One attempt as its class's teachers read it: the answer as sent and the verdict. */
export const PracticeAttemptView = z.object({
  attemptId: z.number().int(),
  userId: z.number().int(),
  studentName: z.string(),
  exerciseId: z.number().int(),
  type: ExerciseTypeSchema,
  stemText: z.string(),
  answer: AnswerValue,
  verdict: Verdict,
  createdAt: z.string(),
});
export type PracticeAttemptView = z.infer<typeof PracticeAttemptView>;

/** A student's figures or the class's mean of them: attempts, questions answered, answered correctly, and that share (0–100). */
export const PracticeFigures = z.object({ attempts: z.number(), answered: z.number(), correct: z.number(), share: z.number() });
export type PracticeFigures = z.infer<typeof PracticeFigures>;

export const PracticeCompareRow = z.object({
  exerciseId: z.number().int(),
  stemText: z.string(),
  myAttempts: z.number().int(),
  myCorrect: z.boolean(),
  /** the class's students who answered it; the two figures below are null under MIN_PEERS */
  classStudents: z.number().int(),
  /** share (0–100) of them who answered it correctly */
  classCorrectShare: z.number().nullable(),
  /** mean attempts per student who answered it */
  classAttempts: z.number().nullable(),
});
export type PracticeCompareRow = z.infer<typeof PracticeCompareRow>;

/** The student's own practice beside the class's means; no other student is named or shown on their own. */
export const PracticeCompare = z.object({
  mine: PracticeFigures,
  /** the mean over the students who practised; null under MIN_PEERS */
  classMean: PracticeFigures.nullable(),
  /** students of the class who practised (in the point, if any) */
  practising: z.number().int(),
  questions: z.array(PracticeCompareRow),
});
export type PracticeCompare = z.infer<typeof PracticeCompare>;

const KnowFilter = z.object({ knowId: id('知识点').optional() });
const ClassParams = z.object({ clazzId: id('班级') });
const LogParams = z.object({ clazzId: id('班级'), studentId: id('学生') });
const AttemptParams = z.object({ attemptId: id('作答记录') });

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
  /** 练习情况: per question and per student, for the class's teachers (assistants too) */
  practiceStats: { method: 'GET', path: '/practice/stats/:clazzId', params: ClassParams, query: KnowFilter, answer: PracticeStats },
  /** one student's attempts, newest first */
  practiceLog: { method: 'GET', path: '/practice/log/:clazzId/:studentId', params: LogParams, query: PageQuery, answer: PracticeLog },
  /** one attempt's answer and verdict */
  practiceAttempt: { method: 'GET', path: '/practice/attempt/:attemptId', params: AttemptParams, answer: PracticeAttemptView },
  /** the student's own figures beside the class's means */
  practiceCompare: { method: 'GET', path: '/stu/practice/compare/:clazzId', params: ClassParams, query: KnowFilter, answer: PracticeCompare },
});
