import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnswerValue, Verdict } from '@contract/exercise';
import type { HomeworkQuestionSnapshot, LatePolicy, ReleaseMoment, SubmissionStatus } from '@contract/homework';
import { classes } from './clazz';
import { courses } from './course';
import { exercises } from './exercise';
import type { SceneSnapshot } from './scene';
import { users } from './sys';

/** Folders of a course's task bank (a tree by parentId), like the question bank's. */
export const taskFolders = pgTable(
  'task_folders',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => taskFolders.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_folders_course_idx').on(t.courseId)],
);

/** A task 作业 of the bank: ordered questions with scores, published to classes as homework. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => taskFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** what to do, shown to students above the questions (plain text) */
    description: text('description'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasks_course_idx').on(t.courseId, t.folderId)],
);

export const taskQuestions = pgTable(
  'task_questions',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** this task's score for the question (tenths), independent of the question's default */
    scoreTenths: integer('score_tenths').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.exerciseId] })],
);

/**
 * A task published to one class: a snapshot of its questions (and their scenes) taken at publication, so later
 * edits of the task or the questions never change what students answer.
 */
export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    questions: jsonb('questions').$type<HomeworkQuestionSnapshot[]>().notNull(),
    /** the init scripts of the questions' scenes at publication, by scene id */
    scenes: jsonb('scenes').$type<Record<string, SceneSnapshot>>().notNull(),
    totalTenths: integer('total_tenths').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    latePolicy: text('late_policy').$type<LatePolicy>().notNull(),
    /** late submissions accepted until then (latePolicy 'accept') */
    lateUntil: timestamp('late_until', { withTimezone: true }),
    /** percent taken off a late submission's score */
    latePenalty: integer('late_penalty').notNull().default(0),
    showScore: text('show_score').$type<ReleaseMoment>().notNull(),
    showAnswer: text('show_answer').$type<ReleaseMoment>().notNull(),
    duplicateCheck: boolean('duplicate_check').notNull(),
    /** students may take a handed-in submission back and hand it in again before the deadline (the latest counts) */
    allowResubmit: boolean('allow_resubmit').notNull().default(false),
    /** published to chosen students of the class (homework_audience), not the whole class */
    targeted: boolean('targeted').notNull().default(false),
    /** when the duplicate check last ran (null: not yet) */
    duplicateCheckedAt: timestamp('duplicate_checked_at', { withTimezone: true }),
    publishedBy: integer('published_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homeworks_class_idx').on(t.classId), index('homeworks_task_idx').on(t.taskId), index('homeworks_end_idx').on(t.endAt)],
);

/** One per student and homework, made when the student first opens it. */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<SubmissionStatus>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** submitted by the platform at the deadline rather than by the student */
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    late: boolean('late').notNull().default(false),
    /** how many times it was handed in (a return and a resubmission make 2) */
    submitCount: integer('submit_count').notNull().default(0),
    /** sum of the questions' scores, penalty applied; null until submitted */
    scoreTenths: integer('score_tenths'),
    /** some answers wait for a teacher (short answers) */
    pendingReview: boolean('pending_review').notNull().default(false),
    comment: text('comment'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** a returned submission may be changed until then */
    returnedUntil: timestamp('returned_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('homework_submissions_student_idx').on(t.homeworkId, t.studentId),
    index('homework_submissions_student_only_idx').on(t.studentId),
    // the sweeper's question: handed in and not (yet, or again) graded, also before the homework ends
    index('homework_submissions_ungraded_idx').on(t.homeworkId).where(sql`status in ('submitted', 'reviewed') and score_tenths is null`),
  ],
);

/**
 * The answer to one question. `seq` is the page's counter of edits: a save applies only when its seq is higher
 * than the stored one, so a delayed older save never overwrites a newer answer.
 */
export const homeworkAnswers = pgTable(
  'homework_answers',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answer: jsonb('answer').$type<AnswerValue>().notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** the automatic verdict at submission (null before) */
    verdict: jsonb('verdict').$type<Verdict>(),
    autoTenths: integer('auto_tenths'),
    /** the engine could not grade it (its own failure, never the student's): graded again automatically */
    regrade: boolean('regrade').notNull().default(false),
    /** the teacher's score, overriding the automatic one */
    manualTenths: integer('manual_tenths'),
    comment: text('comment'),
  },
  // whether a question was ever answered (a new version on edit) asks by the question alone
  (t) => [primaryKey({ columns: [t.submissionId, t.questionId] }), index('homework_answers_question_idx').on(t.questionId)],
);

/** One answer whose automatic score a teacher's regrade changed (tenths; manual: the teacher's score that still counts). */
export type RegradeChangeRow = { studentId: number; oldTenths: number | null; newTenths: number | null; manualTenths: number | null };

/** What a regrade record keeps, for a homework's (here) and an exam-class's (exam.ts) alike. */
export const regradeRecordColumns = () => ({
  questionId: integer('question_id').notNull(),
  regradedBy: integer('regraded_by')
    .notNull()
    .references(() => users.id),
  regradedAt: timestamp('regraded_at', { withTimezone: true }).notNull().defaultNow(),
  answerCount: integer('answer_count').notNull(),
  changes: jsonb('changes').$type<RegradeChangeRow[]>().notNull(),
  /** the bank's version of the question the publication took over (null: regraded before questions had versions) */
  version: integer('version'),
});

/**
 * A teacher's regrade of one question of a homework, after fixing it in the bank: who, when, how many answers were
 * graded again, and the ones whose automatic score changed.
 */
export const homeworkRegrades = pgTable(
  'homework_regrades',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    ...regradeRecordColumns(),
  },
  (t) => [index('homework_regrades_homework_idx').on(t.homeworkId)],
);

/** Pairs of submissions the duplicate check found alike, with the teacher's decision. */
export const homeworkDuplicates = pgTable(
  'homework_duplicates',
  {
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherStudentId: integer('other_student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    similarity: doublePrecision('similarity').notNull(),
    /** per question: { questionId, similarity } */
    questions: jsonb('questions').$type<{ questionId: number; similarity: number }[]>().notNull(),
    decision: text('decision').$type<'pending' | 'confirmed' | 'dismissed'>().notNull().default('pending'),
  },
  (t) => [primaryKey({ columns: [t.homeworkId, t.studentId, t.otherStudentId] })],
);

/** The students a targeted homework is for (make-up work); a homework that is not targeted has no rows here. */
export const homeworkAudience = pgTable(
  'homework_audience',
  {
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.homeworkId, t.studentId] }), index('homework_audience_student_idx').on(t.studentId)],
);

/** A per-student extension 加时 of a homework: that student's own deadline, and who granted it when. */
export const homeworkExtensions = pgTable(
  'homework_extensions',
  {
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    grantedBy: integer('granted_by')
      .notNull()
      .references(() => users.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.homeworkId, t.studentId] })],
);

/** A handed-in version a student took back to resubmit: its answers and score as they were, kept for the teacher. */
export const homeworkSubmissionVersions = pgTable(
  'homework_submission_versions',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    /** 1 for the first hand-in */
    version: integer('version').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    scoreTenths: integer('score_tenths'),
    /** the answers with their verdicts and scores, by question */
    answers: jsonb('answers')
      .$type<{ questionId: number; answer: AnswerValue; verdict: Verdict | null; autoTenths: number | null; manualTenths: number | null }[]>()
      .notNull(),
  },
  (t) => [uniqueIndex('homework_submission_versions_idx').on(t.submissionId, t.version)],
);
