// Homework 作业 (PRODUCT.md: Task, Grading, duplicate check): a task published to a class as a snapshot, one
// submission per student with autosaved answers, graded on submit, reviewed by the teacher, checked for copies.
// Times travel as ISO instants; the server's clock decides what is open ("serverNow" lets pages show it).
import { defineCalls } from './call';
import { AnswerValue, DifficultySchema, EXERCISE_LIMITS, ExerciseTypeSchema, StoredExerciseSpec, StudentExercise, VERSION_CHANGES, Verdict } from './exercise';
import { SqlRunResult, sqlScript } from './grading';
import { SUBMISSION_STATUSES } from './states';
import { id, optionalText, z } from './zod';

export const LATE_POLICIES = ['refuse', 'accept'] as const;
export type LatePolicy = (typeof LATE_POLICIES)[number];
export const LATE_POLICY_NAMES: Record<LatePolicy, string> = { refuse: '截止后不能提交', accept: '允许迟交' };

/** When scores (or answers and analysis) are shown to students. */
export const RELEASE_MOMENTS = ['submit', 'end', 'review', 'never'] as const;
export type ReleaseMoment = (typeof RELEASE_MOMENTS)[number];
export const RELEASE_MOMENT_NAMES: Record<ReleaseMoment, string> = { submit: '提交后', end: '截止后', review: '批阅后', never: '不公布' };

export { SUBMISSION_STATUSES, SUBMISSION_STATUS_NAMES, type SubmissionStatus } from './states';

export const DUPLICATE_DECISIONS = ['pending', 'confirmed', 'dismissed'] as const;
export type DuplicateDecision = (typeof DUPLICATE_DECISIONS)[number];
export const DUPLICATE_DECISION_NAMES: Record<DuplicateDecision, string> = { pending: '待确认', confirmed: '确认雷同', dismissed: '排除' };

export const HOMEWORK_LIMITS = {
  maxClasses: 50,
  /** answers in one autosave request */
  maxSaveBatch: 50,
  maxComment: 2000,
  /** students named in one publication to chosen students, or in one grant of extra time */
  maxStudents: 500,
} as const;

/** A question as published: everything grading and review need, frozen at publication. */
export const HomeworkQuestionSnapshot = z.object({
  /** the bank question it was taken from; unique within the homework */
  questionId: z.number().int(),
  position: z.number().int(),
  type: ExerciseTypeSchema,
  stem: z.string(),
  stemText: z.string(),
  analysis: z.string().nullable(),
  difficulty: DifficultySchema,
  scoreTenths: z.number().int(),
  spec: StoredExerciseSpec,
  knowIds: z.array(z.number().int()),
  /**
   * the bank's version of the question at publication, or at the regrade that took the bank's question over; absent
   * in papers published before questions had versions (unknown: their copy may predate edits made in place then)
   */
  version: z.number().int().optional(),
});
export type HomeworkQuestionSnapshot = z.infer<typeof HomeworkQuestionSnapshot>;

// What every publication of a paper to classes (homework, exams) shares: its times, its classes, when scores and
// answers show, and what a teacher sees of its progress.

/** A moment of the settings: an ISO instant with its zone, kept as UTC. */
export const instant = (label: string) => z.iso.datetime({ offset: true, error: `${label}必须是带时区的时间` }).transform((v) => new Date(v).toISOString());

/** The classes a paper goes to: at least one, at most `max`, each once. */
export const publishClassIds = (max: number) =>
  z
    .array(id('班级'))
    .min(1, { error: '请选择班级' })
    .max(max, { error: `一次最多发布到 ${max} 个班级` })
    .transform((ids) => [...new Set(ids)]);

/**
 * Make-up work: the publication is for these students of its class only (each must be on the roster), not the whole
 * class; only with exactly one class (publishAudience). Absent: the whole class.
 */
export const audienceStudentIds = z
  .array(id('学生'))
  .min(1, { error: '请选择指定的学生' })
  .max(HOMEWORK_LIMITS.maxStudents, { error: `一次最多指定 ${HOMEWORK_LIMITS.maxStudents} 名学生` })
  .transform((ids) => [...new Set(ids)])
  .optional();

/** The refinement of a publish body with `studentIds`: chosen students belong to exactly one class. */
export const publishAudience = {
  check: (b: { classIds: number[]; studentIds?: number[] }) => b.studentIds === undefined || b.classIds.length === 1,
  params: { error: '指定学生时只能选择一个班级', path: ['studentIds'] },
};

/** The students one grant of extra time (加时) is for: at least one, each once. */
export const extensionStudentIds = z
  .array(id('学生'))
  .min(1, { error: '请选择要加时的学生' })
  .max(HOMEWORK_LIMITS.maxStudents, { error: `一次最多为 ${HOMEWORK_LIMITS.maxStudents} 名学生加时` })
  .transform((ids) => [...new Set(ids)]);

/** When scores, and answers with analysis, show to students. */
export const releaseSettings = {
  showScore: z.enum(['submit', 'end', 'review'], { error: '成绩公布时间无效' }),
  showAnswer: z.enum(RELEASE_MOMENTS, { error: '答案公布时间无效' }),
};

/** A publication as a teacher's list shows it: where it went, its times and release, and how far the class is. */
export const publicationFields = {
  courseId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  name: z.string(),
  questionCount: z.number().int(),
  totalScore: z.number(),
  startAt: z.string(),
  endAt: z.string(),
  showScore: z.enum(RELEASE_MOMENTS),
  showAnswer: z.enum(RELEASE_MOMENTS),
  publishedAt: z.string(),
  /** published to chosen students of the class (指定学生): studentCount counts those of them on the roster */
  targeted: z.boolean(),
  /** the students it is for: the class's roster, or the chosen ones still on it */
  studentCount: z.number().int(),
  submittedCount: z.number().int(),
  reviewedCount: z.number().int(),
  /** those with answers waiting for a teacher (short answers) */
  pendingCount: z.number().int(),
  /** points, over the handed-in ones; null when none */
  averageScore: z.number().nullable(),
};

// Regrading one question of a publication (homework, exam-class) after the teacher fixed it in the bank

/** Where the bank's question stands against the publication's copy: unchanged, changed since, or no longer there. */
export const BANK_STATES = ['same', 'changed', 'missing'] as const;
export type BankState = (typeof BANK_STATES)[number];

/** The bank's version a regrade applies: the one its preview graded against. */
export const regradeVersion = z.number({ error: '请先预览重新评分' }).int({ error: '版本必须是整数' }).min(1, { error: '版本无效' });

/** One answer whose automatic score the regrade changed. */
export const RegradeChange = z.object({
  studentId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** the automatic score before and after, points; null: waited for a teacher, or for regrading */
  oldScore: z.number().nullable(),
  newScore: z.number().nullable(),
  /** the teacher's own score, which still counts over the automatic one */
  manualScore: z.number().nullable(),
});
export type RegradeChange = z.infer<typeof RegradeChange>;

/** What a regrade did: who, when, which question, how many answers were graded again and which changed. */
export const RegradeRecord = z.object({
  regradeId: z.number().int(),
  questionId: z.number().int(),
  position: z.number().int(),
  regradedBy: z.string(),
  regradedAt: z.string(),
  /** the handed-in answers graded again */
  answerCount: z.number().int(),
  /** of them, those whose automatic score changed (listed in `changes`) */
  changedCount: z.number().int(),
  changes: z.array(RegradeChange),
  /** the bank's version the publication took over; null: regraded before questions had versions */
  version: z.number().int().nullable(),
});
export type RegradeRecord = z.infer<typeof RegradeRecord>;

/** One answer whose automatic score a regrade would change, with the new verdict. */
export const RegradePreviewChange = RegradeChange.extend({
  /** the new verdict: right, wrong, or null (waits for a teacher) */
  correct: z.boolean().nullable(),
  message: z.string(),
});
export type RegradePreviewChange = z.infer<typeof RegradePreviewChange>;

/**
 * 重新评分预览: the handed-in answers graded again against the bank's current version, nothing written. Confirming
 * sends `bankVersion` back, and is refused when the question has changed since.
 */
export const RegradePreview = z.object({
  questionId: z.number().int(),
  position: z.number().int(),
  /** the version the publication holds; null: published before questions had versions */
  publishedVersion: z.number().int().nullable(),
  bankVersion: z.number().int(),
  /** what differs between the publication's copy and the bank's version */
  differences: z.array(z.enum(VERSION_CHANGES)),
  /** the handed-in answers graded again */
  answerCount: z.number().int(),
  /** of them, those whose automatic score stays */
  unchangedCount: z.number().int(),
  changes: z.array(RegradePreviewChange),
});
export type RegradePreview = z.infer<typeof RegradePreview>;

/** Before a regrade: how many handed-in answers each question has, whether the bank changed it, and past regrades. */
export const RegradeOverview = z.object({
  /** handed-in papers: a regrade grades each one's answer to the question */
  answerCount: z.number().int(),
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      position: z.number().int(),
      type: ExerciseTypeSchema,
      stemText: z.string(),
      bank: z.enum(BANK_STATES),
      /** the version the publication holds; null: published before questions had versions */
      publishedVersion: z.number().int().nullable(),
      /** the bank's current version; null: deleted from the bank */
      bankVersion: z.number().int().nullable(),
    }),
  ),
  /** newest first */
  records: z.array(RegradeRecord),
});
export type RegradeOverview = z.infer<typeof RegradeOverview>;

export const HomeworkSettings = z
  .object({
    startAt: instant('开始时间'),
    endAt: instant('截止时间'),
    latePolicy: z.enum(LATE_POLICIES, { error: '迟交规则无效' }),
    /** with latePolicy 'accept': late submissions until then */
    lateUntil: instant('迟交截止时间')
      .nullish()
      .transform((v) => v ?? null),
    /** percent taken off a late submission */
    latePenalty: z
      .number({ error: '迟交扣分必须是数字' })
      .int({ error: '迟交扣分必须是整数' })
      .min(0, { error: '迟交扣分不能小于 0' })
      .max(100, { error: '迟交扣分不能超过 100%' })
      .default(0),
    ...releaseSettings,
    duplicateCheck: z.boolean({ error: '请选择是否查重' }).default(true),
  })
  .refine((s) => s.startAt < s.endAt, { error: '截止时间须晚于开始时间', path: ['endAt'] })
  .refine((s) => s.latePolicy === 'refuse' || (s.lateUntil !== null && s.lateUntil > s.endAt), {
    error: '允许迟交时，请设置晚于截止时间的迟交截止时间',
    path: ['lateUntil'],
  });
export type HomeworkSettings = z.output<typeof HomeworkSettings>;

export const PublishTaskBody = z
  .object({
    taskId: id('作业'),
    classIds: publishClassIds(HOMEWORK_LIMITS.maxClasses),
    /** the homework's name; empty: the task's */
    name: optionalText('作业名称', 100),
    settings: HomeworkSettings,
    /** chosen students of the one class (make-up work); absent: the whole class */
    studentIds: audienceStudentIds,
    /** a student who handed in may take it back and hand it in again before their deadline (the latest counts) */
    allowResubmit: z.boolean({ error: '请选择是否允许重新提交' }).default(false),
  })
  .refine(publishAudience.check, publishAudience.params);
export const UpdateHomeworkBody = z.object({ homeworkId: id('作业'), settings: HomeworkSettings });

/** A published homework of a class, with its progress (teacher views). */
export const HomeworkSummary = z.object({
  homeworkId: z.number().int(),
  taskId: z.number().int().nullable(),
  ...publicationFields,
  latePolicy: z.enum(LATE_POLICIES),
  lateUntil: z.string().nullable(),
  latePenalty: z.number().int(),
  duplicateCheck: z.boolean(),
  duplicateCheckedAt: z.string().nullable(),
  /** students may take a handed-in submission back before their deadline (重新提交) */
  allowResubmit: z.boolean(),
});
export type HomeworkSummary = z.infer<typeof HomeworkSummary>;

export const HomeworkListQuery = z.object({
  courseId: id('课程').optional(),
  classId: id('班级').optional(),
  taskId: id('作业').optional(),
});

/** One student of the class and their submission (not started ones too). */
export const SubmissionRow = z.object({
  studentId: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  submittedAt: z.string().nullable(),
  late: z.boolean(),
  autoSubmitted: z.boolean(),
  answeredCount: z.number().int(),
  /** points, penalty applied; null before submission */
  score: z.number().nullable(),
  /** 待批阅: handed in, not yet 完成批阅, and the review still changes what the student gets (a question only a teacher
   * scores, or a score released only after review) — the same rule as the home page's and the homework's counts */
  pendingReview: z.boolean(),
  /** the student sees this score now (the homework's release setting) */
  scoreReleased: z.boolean(),
  /** the highest similarity with another student, when the duplicate check flagged them */
  maxSimilarity: z.number().nullable(),
  /** a question waits for the grading engine (待重新评分): the score comes once it is graded again */
  regradePending: z.boolean(),
  /** the student's own end (加时), when granted one */
  extendedTo: z.string().nullable(),
  /** times handed in (a resubmission counts again) */
  submitCount: z.number().int(),
});
export type SubmissionRow = z.infer<typeof SubmissionRow>;

export const HomeworkSubmissions = z.object({ homework: HomeworkSummary, rows: z.array(SubmissionRow) });

/** A question with a student's answer, for the teacher (the reference answer included). */
export const ReviewQuestion = z.object({
  question: HomeworkQuestionSnapshot.omit({ scoreTenths: true }).extend({ score: z.number(), sceneName: z.string().nullable() }),
  answer: AnswerValue.nullable(),
  verdict: Verdict.nullable(),
  /** the automatic score, points */
  autoScore: z.number().nullable(),
  /** the teacher's score, points; it overrides the automatic one */
  manualScore: z.number().nullable(),
  comment: z.string().nullable(),
});
export type ReviewQuestion = z.infer<typeof ReviewQuestion>;

/** A handed-in version the student took back to resubmit: as it was then, kept for the teacher (1 is the first hand-in). */
export const SubmissionVersion = z.object({
  version: z.number().int(),
  submittedAt: z.string(),
  /** points, penalty applied; null: it was not graded yet */
  score: z.number().nullable(),
  answers: z.array(
    z.object({
      questionId: z.number().int(),
      position: z.number().int(),
      answer: AnswerValue.nullable(),
      verdict: Verdict.nullable(),
      /** points: the teacher's score when given, else the automatic one */
      score: z.number().nullable(),
    }),
  ),
});
export type SubmissionVersion = z.infer<typeof SubmissionVersion>;

export const SubmissionReview = z.object({
  homework: HomeworkSummary,
  student: z.object({ userId: z.number().int(), code: z.string(), name: z.string() }),
  row: SubmissionRow,
  comment: z.string().nullable(),
  returnedUntil: z.string().nullable(),
  questions: z.array(ReviewQuestion),
  /** earlier versions taken back to resubmit, newest first (the latest hand-in is the submission itself) */
  versions: z.array(SubmissionVersion),
  /** the roster's order (by account), for previous/next */
  previousStudentId: z.number().int().nullable(),
  nextStudentId: z.number().int().nullable(),
});
export type SubmissionReview = z.infer<typeof SubmissionReview>;

const HomeworkParams = z.object({ homeworkId: id('作业') });
const ReviewParams = z.object({ homeworkId: id('作业'), studentId: id('学生') });

export const GradeSubmissionBody = z.object({
  homeworkId: id('作业'),
  studentId: id('学生'),
  questions: z
    .array(
      z.object({
        questionId: id('题目'),
        /** null: keep the automatic score */
        score: z.number({ error: '分数必须是数字' }).min(0, { error: '分数不能小于 0' }).max(EXERCISE_LIMITS.maxScore).nullable(),
        comment: optionalText('评语', HOMEWORK_LIMITS.maxComment),
      }),
    )
    .max(500),
  comment: optionalText('总评', HOMEWORK_LIMITS.maxComment),
  /** mark the submission 已批阅 (else the scores are kept as a draft of the review) */
  finish: z.boolean().default(true),
});
export const ReturnSubmissionBody = z.object({
  homeworkId: id('作业'),
  studentId: id('学生'),
  comment: optionalText('退回说明', HOMEWORK_LIMITS.maxComment),
  /** the student may change and resubmit until then */
  until: instant('重新提交截止时间'),
});

// Duplicate check

export const DuplicatePairRow = z.object({
  studentId: z.number().int(),
  code: z.string(),
  name: z.string(),
  otherStudentId: z.number().int(),
  otherCode: z.string(),
  otherName: z.string(),
  /** 0–1 */
  similarity: z.number(),
  /** per question where the pair has evidence; `position` is the question's number in the homework */
  questions: z.array(z.object({ questionId: z.number().int(), position: z.number().int(), similarity: z.number() })),
  decision: z.enum(DUPLICATE_DECISIONS),
});
export type DuplicatePairRow = z.infer<typeof DuplicatePairRow>;
export const DuplicateReport = z.object({ checkedAt: z.string().nullable(), pairs: z.array(DuplicatePairRow) });
export type DuplicateReport = z.infer<typeof DuplicateReport>;

/** `spans`: [start, end) offsets (JS string units) into `text` that the other answer shares */
const Side = z.object({ text: z.string(), correct: z.boolean().nullable(), spans: z.array(z.tuple([z.number().int(), z.number().int()])) });
export const DuplicateComparison = z.object({
  homework: HomeworkSummary,
  pair: DuplicatePairRow,
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      position: z.number().int(),
      type: ExerciseTypeSchema,
      stemText: z.string(),
      similarity: z.number().nullable(),
      a: Side,
      b: Side,
    }),
  ),
});
export type DuplicateComparison = z.infer<typeof DuplicateComparison>;
const CompareParams = z.object({ homeworkId: id('作业'), studentId: id('学生'), otherStudentId: id('学生') });
export const PreviewHomeworkRegradeBody = z.object({ homeworkId: id('作业'), questionId: id('题目') });
export const RegradeHomeworkBody = PreviewHomeworkRegradeBody.extend({ version: regradeVersion });

// Extensions 加时: a later end for chosen students of the class, granted by its teachers

/** One student's extension: their own end, and who granted it when. */
export const HomeworkExtension = z.object({
  studentId: z.number().int(),
  code: z.string(),
  name: z.string(),
  endAt: z.string(),
  /** the teacher's name */
  grantedBy: z.string(),
  grantedAt: z.string(),
});
export type HomeworkExtension = z.infer<typeof HomeworkExtension>;

/** A new end for the students (later than the homework's own; a second grant replaces the first). */
export const ExtendHomeworkBody = z.object({
  homeworkId: id('作业'),
  studentIds: extensionStudentIds,
  endAt: instant('加时截止时间'),
});
export const WithdrawHomeworkExtensionBody = z.object({ homeworkId: id('作业'), studentId: id('学生') });

export const DecideDuplicateBody = z.object({
  homeworkId: id('作业'),
  studentId: id('学生'),
  otherStudentId: id('学生'),
  decision: z.enum(DUPLICATE_DECISIONS, { error: '处理结果无效' }),
});

// Students

/** A homework in a student's list. */
export const StudentHomeworkRow = z.object({
  homeworkId: z.number().int(),
  name: z.string(),
  startAt: z.string(),
  /** the student's own end: the homework's, or the later one a teacher granted them (extended) */
  endAt: z.string(),
  /** a teacher granted this student a later end (有加时) */
  extended: z.boolean(),
  lateUntil: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  /** the window is open for this student now (returned ones until their own deadline) */
  open: z.boolean(),
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
  totalScore: z.number(),
  /** points, only once released */
  score: z.number().nullable(),
  submittedAt: z.string().nullable(),
  late: z.boolean(),
});
export type StudentHomeworkRow = z.infer<typeof StudentHomeworkRow>;
export const StudentHomeworkList = z.object({ courseName: z.string(), className: z.string(), serverNow: z.string(), homeworks: z.array(StudentHomeworkRow) });

export const SavedAnswer = z.object({ questionId: z.number().int(), answer: AnswerValue, seq: z.number().int(), savedAt: z.string() });
export type SavedAnswer = z.infer<typeof SavedAnswer>;

export const HomeworkSheetQuestion = z.object({ questionId: z.number().int(), position: z.number().int(), exercise: StudentExercise });
export type HomeworkSheetQuestion = z.infer<typeof HomeworkSheetQuestion>;

/** The answer sheet: the questions (no keys), the saved answers, the deadline by the server's clock. */
export const HomeworkSheet = z.object({
  homeworkId: z.number().int(),
  courseId: z.number().int(),
  classId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  totalScore: z.number(),
  startAt: z.string(),
  /** the student's own end: the homework's, or the later one a teacher granted them (extended) */
  endAt: z.string(),
  extended: z.boolean(),
  /** the last moment a change is accepted (the end, the late limit, or a return's deadline) */
  deadline: z.string(),
  latePolicy: z.enum(LATE_POLICIES),
  latePenalty: z.number().int(),
  serverNow: z.string(),
  /** answers may be changed and submitted now */
  canEdit: z.boolean(),
  /** the teacher's note when it was returned */
  comment: z.string().nullable(),
  /** times handed in so far: more than 0 while answering is a resubmission (the earlier hand-in is kept) */
  submitCount: z.number().int(),
  questions: z.array(HomeworkSheetQuestion),
  answers: z.array(SavedAnswer),
});
export type HomeworkSheet = z.infer<typeof HomeworkSheet>;

const StudentParams = z.object({ studentId: id('学生'), homeworkId: id('作业') });
/**
 * `seq` orders a page's edits of one question (the page counts up from the saved value; a new tab starts from
 * what it loaded): a save applies only when its seq is higher than the stored one.
 */
export const SaveHomeworkBody = z.object({
  studentId: id('学生'),
  homeworkId: id('作业'),
  answers: z
    .array(z.object({ questionId: id('题目'), answer: AnswerValue, seq: z.number({ error: '编号必须是数字' }).int().min(1).max(Number.MAX_SAFE_INTEGER) }))
    .min(1, { error: '没有要保存的答案' })
    .max(HOMEWORK_LIMITS.maxSaveBatch, { error: `一次最多保存 ${HOMEWORK_LIMITS.maxSaveBatch} 道题` }),
});
export const SaveHomeworkAnswer = z.object({
  /** per answer sent: applied, or the stored (newer) one kept */
  saved: z.array(z.object({ questionId: z.number().int(), applied: z.boolean(), seq: z.number().int(), savedAt: z.string() })),
  serverNow: z.string(),
});
export type SaveHomeworkAnswer = z.infer<typeof SaveHomeworkAnswer>;
export const RunHomeworkBody = z.object({ studentId: id('学生'), homeworkId: id('作业'), questionId: id('题目'), sql: sqlScript('SQL 语句') });
export const SubmitHomeworkBody = z.object({ studentId: id('学生'), homeworkId: id('作业') });

/** After submission: what the release settings allow the student to see. */
export const HomeworkResult = z.object({
  homeworkId: z.number().int(),
  courseId: z.number().int(),
  classId: z.number().int(),
  name: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  submittedAt: z.string().nullable(),
  late: z.boolean(),
  latePenalty: z.number().int(),
  totalScore: z.number(),
  scoreReleased: z.boolean(),
  answerReleased: z.boolean(),
  /** when the score shows (the homework's setting), for “成绩将在…后公布” */
  showScore: z.enum(RELEASE_MOMENTS),
  /** points, when released */
  score: z.number().nullable(),
  /** released, but a question of it is in an exam still open for the student: the total waits for that exam's end */
  scoreHeldForExam: z.boolean(),
  /** the teacher's overall comment, when reviewed or returned */
  comment: z.string().nullable(),
  /** the student may change answers again (returned, within its deadline) */
  canEdit: z.boolean(),
  /**
   * handed in, and the homework allows resubmitting: the student may take it back (startResubmit) until then, their
   * own end; null when not (not allowed, past it, reviewed, or the duplicate check flagged it)
   */
  resubmitUntil: z.string().nullable(),
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      position: z.number().int(),
      exercise: StudentExercise,
      answer: AnswerValue.nullable(),
      /** with the score released: the verdict, the final score and the teacher's comment */
      verdict: Verdict.nullable(),
      score: z.number().nullable(),
      comment: z.string().nullable(),
      /** the question is in an exam still open for the student: its verdict, answer and analysis wait for its end */
      heldForExam: z.boolean(),
    }),
  ),
});
export type HomeworkResult = z.infer<typeof HomeworkResult>;

export const homeworkCalls = defineCalls({
  publishTask: { method: 'POST', path: '/homework/publish', body: PublishTaskBody, answer: z.array(HomeworkSummary) },
  listHomeworks: { method: 'GET', path: '/homework/list', query: HomeworkListQuery, answer: z.array(HomeworkSummary) },
  updateHomework: { method: 'POST', path: '/homework/update', body: UpdateHomeworkBody, answer: HomeworkSummary },
  /** withdraws it with every submission: the page confirms first */
  deleteHomework: { method: 'POST', path: '/homework/delete/:homeworkId', params: HomeworkParams, answer: z.null() },
  homeworkSubmissions: { method: 'GET', path: '/homework/submissions/:homeworkId', params: HomeworkParams, answer: HomeworkSubmissions },
  /** the submissions as .xlsx (a file, not an envelope) */
  exportSubmissions: { method: 'GET', path: '/homework/export/:homeworkId', params: HomeworkParams },
  reviewSubmission: { method: 'GET', path: '/homework/review/:homeworkId/:studentId', params: ReviewParams, answer: SubmissionReview },
  gradeSubmission: { method: 'POST', path: '/homework/grade', body: GradeSubmissionBody, answer: SubmissionRow },
  returnSubmission: { method: 'POST', path: '/homework/return', body: ReturnSubmissionBody, answer: SubmissionRow },
  duplicateReport: { method: 'GET', path: '/homework/duplicates/:homeworkId', params: HomeworkParams, answer: DuplicateReport },
  /** runs the check now (it also runs by itself after the end) */
  runDuplicateCheck: { method: 'POST', path: '/homework/duplicates/run/:homeworkId', params: HomeworkParams, answer: DuplicateReport },
  compareDuplicate: {
    method: 'GET',
    path: '/homework/duplicates/compare/:homeworkId/:studentId/:otherStudentId',
    params: CompareParams,
    answer: DuplicateComparison,
  },
  decideDuplicate: { method: 'POST', path: '/homework/duplicates/decide', body: DecideDuplicateBody, answer: DuplicatePairRow },
  /** what a regrade would touch, and the regrades done */
  homeworkRegrades: { method: 'GET', path: '/homework/regrades/:homeworkId', params: HomeworkParams, answer: RegradeOverview },
  /** grades the handed-in answers to the question against the bank's current version and says whose score would change; writes nothing */
  previewHomeworkRegrade: { method: 'POST', path: '/homework/regrade/preview', body: PreviewHomeworkRegradeBody, answer: RegradePreview },
  /**
   * grades every handed-in answer to the question again with the bank's version previewed, which the homework takes
   * over; refused when the bank has another version now; once applied, the same request answers the same record
   */
  regradeHomeworkQuestion: { method: 'POST', path: '/homework/regrade', body: RegradeHomeworkBody, answer: RegradeRecord },
  /** the students granted a later end, with who granted it */
  homeworkExtensions: { method: 'GET', path: '/homework/extensions/:homeworkId', params: HomeworkParams, answer: z.array(HomeworkExtension) },
  /** grants the students (of the class) a later end; answers the homework's extensions */
  extendHomework: { method: 'POST', path: '/homework/extend', body: ExtendHomeworkBody, answer: z.array(HomeworkExtension) },
  /** takes one student's extension back (撤销); answers the homework's extensions */
  withdrawHomeworkExtension: {
    method: 'POST',
    path: '/homework/extend/withdraw',
    body: WithdrawHomeworkExtensionBody,
    answer: z.array(HomeworkExtension),
  },

  myHomeworks: {
    method: 'GET',
    path: '/stu/homework/list/:courseId/:clazzId',
    params: z.object({ courseId: id('课程'), clazzId: id('班级') }),
    answer: StudentHomeworkList,
  },
  /** opens (and on first open starts) the student's own submission */
  homeworkSheet: { method: 'GET', path: '/stu/homework/sheet/:studentId/:homeworkId', params: StudentParams, answer: HomeworkSheet },
  saveHomeworkAnswers: { method: 'POST', path: '/stu/homework/save', body: SaveHomeworkBody, answer: SaveHomeworkAnswer },
  runHomeworkSql: { method: 'POST', path: '/stu/homework/run', body: RunHomeworkBody, answer: SqlRunResult },
  /** grades and hands in; a second submit changes nothing and answers the same */
  submitHomework: { method: 'POST', path: '/stu/homework/submit', body: SubmitHomeworkBody, answer: HomeworkResult },
  /**
   * takes a handed-in homework back to change it (重新提交, when the homework allows it, before the student's end):
   * the handed-in version is kept for the teacher, the sheet opens again, and handing in grades afresh
   */
  startResubmit: { method: 'POST', path: '/stu/homework/resubmit/start', body: SubmitHomeworkBody, answer: HomeworkSheet },
  homeworkResult: { method: 'GET', path: '/stu/homework/detail/:studentId/:homeworkId', params: StudentParams, answer: HomeworkResult },
});
