// Exams 考试 (PRODUCT.md: Exam, Grading): a paper of a course built from its question bank, published to classes
// as exam-classes (a window, a duration, shuffling, release settings) holding a snapshot of the questions; one
// attempt 成绩 (scoreId) per student whose deadline the server sets at start: the earlier of start + duration and
// the window's end. Answers autosave with the homework's ordering rule (seq); past the deadline the server refuses
// them and hands the attempt in by itself. A student never receives a reference answer during the exam.
import { defineCalls } from './call';
import { PageQuery, pageOf } from './envelope';
import { AnswerValue, DifficultySchema, ExerciseTypeSchema, PaperQuestion, Score, StudentExercise, Verdict } from './exercise';
import { SqlRunResult, sqlScript } from './grading';
import {
  audienceStudentIds,
  extensionStudentIds,
  HOMEWORK_LIMITS,
  instant,
  publicationFields,
  publishAudience,
  publishClassIds,
  RegradeOverview,
  RegradePreview,
  RegradeRecord,
  regradeVersion,
  RELEASE_MOMENTS,
  releaseSettings,
  ReviewQuestion,
  SaveHomeworkAnswer,
  SavedAnswer,
} from './homework';
import { EXAM_STATES } from './states';
import { ScoreBand } from './stats';
import { id, name, optionalId, optionalText, z } from './zod';

export const EXAM_LIMITS = {
  maxQuestions: 200,
  maxDescription: 2000,
  minDuration: 1,
  /** minutes: a whole day */
  maxDuration: 1440,
  maxClasses: 50,
  /** rules of one random pick */
  maxPickRules: 20,
  /**
   * a save that left the page before the deadline may arrive a little after it (the network): the server still
   * takes it for this many seconds, then hands the attempt in
   */
  saveGraceSeconds: 3,
  /** extra minutes (加时) one student may be granted */
  minExtraMinutes: 1,
  maxExtraMinutes: 600,
} as const;

/** Why a publication's shuffling cannot change: students have started answering in its order and labels. */
export const SHUFFLING_FIXED = '已有学生开始作答，不能再更改题目和选项的乱序设置';

type Shuffling = { shuffleQuestions: boolean; shuffleOptions: boolean };
/** Whether `next` shuffles questions or options otherwise than `current` (the change SHUFFLING_FIXED refuses). */
export const changesShuffling = (current: Shuffling, next: Shuffling) =>
  current.shuffleQuestions !== next.shuffleQuestions || current.shuffleOptions !== next.shuffleOptions;

/** An attempt's state as stored; a student without an attempt has none. */
export const ATTEMPT_STATUSES = ['answering', 'submitted', 'reviewed'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

export { EXAM_STATES, EXAM_STATE_NAMES, type ExamState } from './states';

const Duration = z
  .number({ error: '考试时长必须是数字' })
  .int({ error: '考试时长必须是整数（分钟）' })
  .min(EXAM_LIMITS.minDuration, { error: `考试时长至少 ${EXAM_LIMITS.minDuration} 分钟` })
  .max(EXAM_LIMITS.maxDuration, { error: `考试时长不能超过 ${EXAM_LIMITS.maxDuration} 分钟` });

// Papers (the course's exams)

export const ExamSummary = z.object({
  examId: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  /** rules shown to students before they start (plain text) */
  description: z.string().nullable(),
  /** minutes; the default of its publications */
  durationMinutes: z.number().int(),
  questionCount: z.number().int(),
  /** points */
  totalScore: z.number(),
  /** how many classes it was published to */
  publishedCount: z.number().int(),
  authorName: z.string(),
  updatedAt: z.string(),
});
export type ExamSummary = z.infer<typeof ExamSummary>;

export const ExamDetail = ExamSummary.extend({ courseName: z.string(), questions: z.array(PaperQuestion) });
export type ExamDetail = z.infer<typeof ExamDetail>;

export const ExamListQuery = PageQuery.extend({
  courseId: id('课程'),
  keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional(),
});

export const SaveExamPaperBody = z.object({
  examId: id('考试')
    .nullish()
    .transform((v) => v ?? null),
  courseId: id('课程'),
  name: name('考试名称', 100),
  description: optionalText('考试说明', EXAM_LIMITS.maxDescription),
  durationMinutes: Duration,
});
export type SaveExamInput = z.output<typeof SaveExamPaperBody>;

/** The whole question list in its new order with scores: adding, removing, reordering and rescoring are one call. */
export const SetExamQuestionsBody = z.object({
  examId: id('考试'),
  questions: z
    .array(z.object({ exerciseId: id('题目'), score: Score }))
    .max(EXAM_LIMITS.maxQuestions, { error: `一份试卷最多 ${EXAM_LIMITS.maxQuestions} 道题` })
    .refine((qs) => new Set(qs.map((q) => q.exerciseId)).size === qs.length, { error: '同一道题不能重复加入' }),
});
/** Appends questions of the bank (each with its default score); ones already in the paper are skipped. */
export const AddExamQuestionsBody = z.object({
  examId: id('考试'),
  exerciseIds: z
    .array(id('题目'))
    .min(1, { error: '请选择题目' })
    .max(EXAM_LIMITS.maxQuestions, { error: `一次最多 ${EXAM_LIMITS.maxQuestions} 道题` })
    .transform((ids) => [...new Set(ids)]),
});

/** One rule of a random pick: `count` questions of a type (and difficulty, knowledge point), each worth `score`. */
export const PickRule = z.object({
  type: ExerciseTypeSchema,
  difficulty: DifficultySchema.nullish().transform((v) => v ?? null),
  knowId: optionalId('知识点'),
  count: z
    .number({ error: '题目数量必须是数字' })
    .int({ error: '题目数量必须是整数' })
    .min(1, { error: '每条规则至少抽 1 道题' })
    .max(EXAM_LIMITS.maxQuestions, { error: `最多抽 ${EXAM_LIMITS.maxQuestions} 道题` }),
  score: Score,
});
export type PickRule = z.output<typeof PickRule>;
/**
 * Appends questions drawn at random from the course's bank by the rules, none already in the paper and none twice.
 * All or nothing: a rule that cannot be met (too few such questions) refuses the whole pick, naming the rule.
 */
export const PickExamQuestionsBody = z.object({
  examId: id('考试'),
  rules: z
    .array(PickRule)
    .min(1, { error: '请添加抽题规则' })
    .max(EXAM_LIMITS.maxPickRules, { error: `最多 ${EXAM_LIMITS.maxPickRules} 条规则` }),
});

const ExamParams = z.object({ examId: id('考试') });
const ExamClassParams = z.object({ examClassId: id('考试班级') });
const ScoreParams = z.object({ scoreId: id('成绩') });

// Publications (exam-classes)

export const ExamClassSettings = z
  .object({
    /** the window: attempts may start from startAt, and every attempt ends by endAt */
    startAt: instant('开始时间'),
    endAt: instant('结束时间'),
    durationMinutes: Duration,
    shuffleQuestions: z.boolean({ error: '请选择是否打乱题目顺序' }).default(false),
    shuffleOptions: z.boolean({ error: '请选择是否打乱选项顺序' }).default(false),
    ...releaseSettings,
    /**
     * The teacher's release: each question's verdict, and the answers as showAnswer says, shown before the window
     * closes. Without it they wait until the window has closed for the whole class (the total follows showScore).
     */
    releaseVerdicts: z.boolean({ error: '请选择是否提前公布每题判分' }).default(false),
  })
  .refine((s) => s.startAt < s.endAt, { error: '结束时间须晚于开始时间', path: ['endAt'] });
export type ExamClassSettings = z.output<typeof ExamClassSettings>;

export const PublishExamBody = z
  .object({
    examId: id('考试'),
    classIds: publishClassIds(EXAM_LIMITS.maxClasses),
    /** the publication's name; empty: the exam's */
    name: optionalText('考试名称', 100),
    settings: ExamClassSettings,
    /** chosen students of the one class (a make-up exam); absent: the whole class */
    studentIds: audienceStudentIds,
  })
  .refine(publishAudience.check, publishAudience.params);
/** Attempts already started keep their deadline; a later end or a longer duration applies to the rest. */
export const UpdateExamClassBody = z.object({ examClassId: id('考试班级'), settings: ExamClassSettings });

/** An exam published to a class, with its progress (teacher views). */
export const ExamClassSummary = z.object({
  examClassId: z.number().int(),
  /** the paper it was published from; null once that paper was deleted */
  examId: z.number().int().nullable(),
  ...publicationFields,
  durationMinutes: z.number().int(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  /** per-question verdicts and answers released before the window closes (ExamClassSettings.releaseVerdicts) */
  releaseVerdicts: z.boolean(),
  /** attempts begun (answering or handed in) */
  startedCount: z.number().int(),
});
export type ExamClassSummary = z.infer<typeof ExamClassSummary>;

export const ExamClassListQuery = z.object({
  courseId: id('课程').optional(),
  classId: id('班级').optional(),
  examId: id('考试').optional(),
});

// Reports

/** One student of the class and their attempt (those who never started too: scoreId null). */
export const ExamScoreRow = z.object({
  scoreId: z.number().int().nullable(),
  studentId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** the student's state as they see it (missed: the window closed without an attempt) */
  state: z.enum(EXAM_STATES),
  startedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** handed in by the platform at the deadline */
  autoSubmitted: z.boolean(),
  answeredCount: z.number().int(),
  /** points; null before it is handed in and graded */
  score: z.number().nullable(),
  /** 待批阅: the same rule as homework's (SubmissionRow.pendingReview) */
  pendingReview: z.boolean(),
  /** a question waits for the grading engine (待重新评分): the score comes once it is graded again */
  regradePending: z.boolean(),
  /** extra minutes a teacher granted the student (加时); 0: none */
  extraMinutes: z.number().int(),
});
export type ExamScoreRow = z.infer<typeof ExamScoreRow>;

export const ExamQuestionStat = z.object({
  questionId: z.number().int(),
  position: z.number().int(),
  type: ExerciseTypeSchema,
  stemText: z.string(),
  /** points */
  score: z.number(),
  /** handed-in attempts that answered it */
  answeredCount: z.number().int(),
  /** of the handed-in attempts, those with the full score for it */
  correctCount: z.number().int(),
  /** percent of handed-in attempts with the full score, one decimal; null while none is handed in */
  correctRate: z.number().nullable(),
  /** points, over handed-in attempts; null while none */
  averageScore: z.number().nullable(),
});
export type ExamQuestionStat = z.infer<typeof ExamQuestionStat>;

export const ExamReport = z.object({
  examClass: ExamClassSummary.extend({
    /** the window's last end for anyone: endAt with the most extra minutes (加时) granted; answers may come in until then */
    lastEndAt: z.string().optional(),
  }),
  /** over the handed-in, graded attempts; points; null while there is none */
  figures: z.object({
    count: z.number().int(),
    average: z.number().nullable(),
    median: z.number().nullable(),
    max: z.number().nullable(),
    min: z.number().nullable(),
    /** percent of them at 60% of the total or more; null while none */
    passRate: z.number().nullable(),
  }),
  /** by percent of the total (stats SCORE_BANDS) */
  distribution: z.array(ScoreBand),
  questions: z.array(ExamQuestionStat),
  rows: z.array(ExamScoreRow),
});
export type ExamReport = z.infer<typeof ExamReport>;

/** One attempt for the teacher: every answer with the reference, the verdicts, the scores. */
export const ExamAnswerView = z.object({
  examClass: ExamClassSummary,
  student: z.object({ userId: z.number().int(), code: z.string(), name: z.string() }),
  row: ExamScoreRow,
  comment: z.string().nullable(),
  /** in the paper's order (not the student's shuffled one) */
  questions: z.array(ReviewQuestion),
  /** the roster's order (by account), attempts only, for previous/next */
  previousScoreId: z.number().int().nullable(),
  nextScoreId: z.number().int().nullable(),
});
export type ExamAnswerView = z.infer<typeof ExamAnswerView>;

export const PreviewExamRegradeBody = z.object({ examClassId: id('考试班级'), questionId: id('题目') });
export const RegradeExamBody = PreviewExamRegradeBody.extend({ version: regradeVersion });

// Extensions 加时: extra minutes for chosen students of the class, granted by its teachers

/** One student's extension: the extra minutes, and who granted them when. */
export const ExamExtension = z.object({
  studentId: z.number().int(),
  code: z.string(),
  name: z.string(),
  extraMinutes: z.number().int(),
  /** the teacher's name */
  grantedBy: z.string(),
  grantedAt: z.string(),
});
export type ExamExtension = z.infer<typeof ExamExtension>;

export const ExtraMinutes = z
  .number({ error: '加时必须是数字' })
  .int({ error: '加时必须是整数（分钟）' })
  .min(EXAM_LIMITS.minExtraMinutes, { error: `加时至少 ${EXAM_LIMITS.minExtraMinutes} 分钟` })
  .max(EXAM_LIMITS.maxExtraMinutes, { error: `加时不能超过 ${EXAM_LIMITS.maxExtraMinutes} 分钟` });

/**
 * Extra minutes for the students: on their duration and on the window's end (for starting, and as the cap of their
 * deadline). A second grant replaces the first; an attempt running now has its deadline moved by the difference.
 */
export const ExtendExamBody = z.object({ examClassId: id('考试班级'), studentIds: extensionStudentIds, extraMinutes: ExtraMinutes });
export const WithdrawExamExtensionBody = z.object({ examClassId: id('考试班级'), studentId: id('学生') });

export const GradeExamBody = z.object({
  scoreId: id('成绩'),
  questions: z
    .array(
      z.object({
        questionId: id('题目'),
        /** null: keep the automatic score */
        score: z.number({ error: '分数必须是数字' }).min(0, { error: '分数不能小于 0' }).nullable(),
        comment: optionalText('评语', HOMEWORK_LIMITS.maxComment),
      }),
    )
    .max(EXAM_LIMITS.maxQuestions),
  comment: optionalText('总评', HOMEWORK_LIMITS.maxComment),
  /** mark the attempt 已批阅 (else the scores are kept as a draft) */
  finish: z.boolean().default(true),
});

// Students

export const StudentExamRow = z.object({
  examClassId: z.number().int(),
  examId: z.number().int().nullable(),
  name: z.string(),
  startAt: z.string(),
  /** the last moment this student may start: the window's end plus their extra minutes */
  endAt: z.string(),
  /** this student's, with their extra minutes */
  durationMinutes: z.number().int(),
  /** the extra minutes a teacher granted this student (加时); 0: none */
  extraMinutes: z.number().int(),
  questionCount: z.number().int(),
  totalScore: z.number(),
  state: z.enum(EXAM_STATES),
  /** the attempt's deadline, once started */
  deadline: z.string().nullable(),
  /** points, only once released */
  score: z.number().nullable(),
});
export type StudentExamRow = z.infer<typeof StudentExamRow>;
export const StudentExamList = z.object({ courseName: z.string(), className: z.string(), serverNow: z.string(), exams: z.array(StudentExamRow) });
export type StudentExamList = z.infer<typeof StudentExamList>;

/** A question of the student's paper, in their order (shuffled when set), options relabelled A, B … in theirs. */
export const ExamPaperQuestion = z.object({ questionId: z.number().int(), position: z.number().int(), exercise: StudentExercise });
export type ExamPaperQuestion = z.infer<typeof ExamPaperQuestion>;

/** The exam before, during and after the attempt: rules, state, the attempt's deadline and, once released, the result. */
export const StudentExamDetail = z.object({
  examClassId: z.number().int(),
  examId: z.number().int().nullable(),
  courseId: z.number().int(),
  classId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  questionCount: z.number().int(),
  totalScore: z.number(),
  /** this student's, with their extra minutes */
  durationMinutes: z.number().int(),
  /** the extra minutes a teacher granted this student (加时), included in durationMinutes and endAt; 0: none */
  extraMinutes: z.number().int(),
  startAt: z.string(),
  /** the last moment this student may start: the window's end plus their extra minutes */
  endAt: z.string(),
  showScore: z.enum(RELEASE_MOMENTS),
  serverNow: z.string(),
  state: z.enum(EXAM_STATES),
  /** the student may start (or go on with) the attempt now */
  canAnswer: z.boolean(),
  attempt: z
    .object({
      scoreId: z.number().int(),
      startedAt: z.string(),
      deadline: z.string(),
      submittedAt: z.string().nullable(),
      autoSubmitted: z.boolean(),
    })
    .nullable(),
  scoreReleased: z.boolean(),
  answerReleased: z.boolean(),
  /**
   * each question's verdict and score wait until the window has closed for the whole class (unless the teacher
   * releases them): handed in early, a student sees at most the total
   */
  verdictsHeld: z.boolean(),
  /** points, once released */
  score: z.number().nullable(),
  /** released, but a question of it is in another exam still open for the student: the total waits for that exam's end */
  scoreHeldForExam: z.boolean(),
  comment: z.string().nullable(),
  /** after handing in: the student's answers (and, as released, verdicts, scores and analysis), in their order */
  questions: z.array(
    ExamPaperQuestion.extend({
      answer: AnswerValue.nullable(),
      verdict: Verdict.nullable(),
      score: z.number().nullable(),
      comment: z.string().nullable(),
    }),
  ),
});
export type StudentExamDetail = z.infer<typeof StudentExamDetail>;

/** The paper while answering: no keys, no analysis; answers as saved (choices in the student's labels). */
export const ExamPaper = z.object({
  examClassId: z.number().int(),
  examId: z.number().int().nullable(),
  courseId: z.number().int(),
  classId: z.number().int(),
  scoreId: z.number().int(),
  name: z.string(),
  totalScore: z.number(),
  state: z.enum(EXAM_STATES),
  startedAt: z.string(),
  /** set by the server at start: the earlier of start + duration and the window's end (each with the student's extra minutes) */
  deadline: z.string(),
  /** the extra minutes a teacher granted this student (加时), in the deadline; 0: none */
  extraMinutes: z.number().int(),
  serverNow: z.string(),
  /** answers may change now */
  canEdit: z.boolean(),
  questions: z.array(ExamPaperQuestion),
  answers: z.array(SavedAnswer),
});
export type ExamPaper = z.infer<typeof ExamPaper>;

export const ExamClassBody = z.object({ examClassId: id('考试班级') });
/** The homework's ordering rule: a save applies only when its seq is higher than the stored one. */
export const SaveExamAnswersBody = z.object({
  examClassId: id('考试班级'),
  answers: z
    .array(z.object({ questionId: id('题目'), answer: AnswerValue, seq: z.number({ error: '编号必须是数字' }).int().min(1).max(Number.MAX_SAFE_INTEGER) }))
    .min(1, { error: '没有要保存的答案' })
    .max(HOMEWORK_LIMITS.maxSaveBatch, { error: `一次最多保存 ${HOMEWORK_LIMITS.maxSaveBatch} 道题` }),
});
export const RunExamBody = z.object({ examClassId: id('考试班级'), questionId: id('题目'), sql: sqlScript('SQL 语句') });

export const examCalls = defineCalls({
  listExams: { method: 'GET', path: '/exam/list', query: ExamListQuery, answer: pageOf(ExamSummary) },
  getExam: { method: 'GET', path: '/exam/paper/:examId', params: ExamParams, answer: ExamDetail },
  saveExam: { method: 'POST', path: '/exam/save', body: SaveExamPaperBody, answer: ExamSummary },
  setExamQuestions: { method: 'POST', path: '/exam/questions', body: SetExamQuestionsBody, answer: ExamDetail },
  addExamQuestions: { method: 'POST', path: '/exam/addQuestions', body: AddExamQuestionsBody, answer: ExamDetail },
  pickExamQuestions: { method: 'POST', path: '/exam/pick', body: PickExamQuestionsBody, answer: ExamDetail },
  /** published exam-classes stay (they are snapshots); the paper only leaves the course */
  deleteExam: { method: 'POST', path: '/exam/delete/:examId', params: ExamParams, answer: z.null() },

  publishExam: { method: 'POST', path: '/exam/publish', body: PublishExamBody, answer: z.array(ExamClassSummary) },
  listExamClasses: { method: 'GET', path: '/exam/classes', query: ExamClassListQuery, answer: z.array(ExamClassSummary) },
  updateExamClass: { method: 'POST', path: '/exam/class/update', body: UpdateExamClassBody, answer: ExamClassSummary },
  /** withdraws it with every attempt: the page confirms first */
  deleteExamClass: { method: 'POST', path: '/exam/class/delete/:examClassId', params: ExamClassParams, answer: z.null() },
  examReport: { method: 'GET', path: '/exam/report/:examClassId', params: ExamClassParams, answer: ExamReport },
  /** the report's student list as .xlsx (a file, not an envelope) */
  exportExamReport: { method: 'GET', path: '/exam/report/:examClassId/export', params: ExamClassParams },
  examAnswerView: { method: 'GET', path: '/exam/score/:scoreId', params: ScoreParams, answer: ExamAnswerView },
  gradeExam: { method: 'POST', path: '/exam/score/grade', body: GradeExamBody, answer: ExamScoreRow },
  /** what a regrade would touch, and the regrades done */
  examRegrades: { method: 'GET', path: '/exam/class/regrades/:examClassId', params: ExamClassParams, answer: RegradeOverview },
  /** grades the handed-in answers to the question against the bank's current version and says whose score would change; writes nothing */
  previewExamRegrade: { method: 'POST', path: '/exam/class/regrade/preview', body: PreviewExamRegradeBody, answer: RegradePreview },
  /** as regradeHomeworkQuestion: the version previewed, taken over by the exam-class; refused when the bank moved on */
  regradeExamQuestion: { method: 'POST', path: '/exam/class/regrade', body: RegradeExamBody, answer: RegradeRecord },
  /** the students granted extra minutes, with who granted them */
  examExtensions: { method: 'GET', path: '/exam/extensions/:examClassId', params: ExamClassParams, answer: z.array(ExamExtension) },
  /** grants the students (of the class) extra minutes; answers the exam-class's extensions */
  extendExam: { method: 'POST', path: '/exam/extend', body: ExtendExamBody, answer: z.array(ExamExtension) },
  /** takes one student's extra minutes back (撤销); answers the exam-class's extensions */
  withdrawExamExtension: { method: 'POST', path: '/exam/extend/withdraw', body: WithdrawExamExtensionBody, answer: z.array(ExamExtension) },

  myExams: {
    method: 'GET',
    path: '/stu/exam/list/:courseId/:clazzId',
    params: z.object({ courseId: id('课程'), clazzId: id('班级') }),
    answer: StudentExamList,
  },
  myExamDetail: { method: 'GET', path: '/stu/exam/detail/:examClassId', params: ExamClassParams, answer: StudentExamDetail },
  /** starts the caller's one attempt (a second start answers the same attempt) and answers the paper */
  startExam: { method: 'POST', path: '/stu/exam/start', body: ExamClassBody, answer: ExamPaper },
  /** the started attempt's paper (resume after a reload or on another device) */
  examPaper: { method: 'GET', path: '/stu/exam/paper/:examClassId', params: ExamClassParams, answer: ExamPaper },
  saveExamAnswers: { method: 'POST', path: '/stu/exam/save', body: SaveExamAnswersBody, answer: SaveHomeworkAnswer },
  runExamSql: { method: 'POST', path: '/stu/exam/run', body: RunExamBody, answer: SqlRunResult },
  /** hands in and grades; a second submit changes nothing and answers the same */
  submitExam: { method: 'POST', path: '/stu/exam/submit', body: ExamClassBody, answer: StudentExamDetail },
});
