import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AttemptStatus } from '@contract/exam';
import type { AnswerValue, Verdict } from '@contract/exercise';
import type { HomeworkQuestionSnapshot, ReleaseMoment } from '@contract/homework';
import { classes } from './clazz';
import { courses } from './course';
import { exercises } from './exercise';
import { regradeRecordColumns } from './homework';
import type { SceneSnapshot } from './scene';
import { users } from './sys';

/** An exam paper 试卷 of a course: ordered questions with scores and a default duration, published to classes. */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** the rules shown to students before they start (plain text) */
    description: text('description'),
    durationMinutes: integer('duration_minutes').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exams_course_idx').on(t.courseId)],
);

export const examQuestions = pgTable(
  'exam_questions',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** this exam's score for the question (tenths) */
    scoreTenths: integer('score_tenths').notNull(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.exerciseId] })],
);

/**
 * An exam published to one class 考试班级: the window, the duration and a snapshot of the questions and their
 * scenes, so later edits of the paper or the bank never change what students answer.
 */
export const examClasses = pgTable(
  'exam_classes',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'set null' }),
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
    durationMinutes: integer('duration_minutes').notNull(),
    shuffleQuestions: boolean('shuffle_questions').notNull(),
    shuffleOptions: boolean('shuffle_options').notNull(),
    showScore: text('show_score').$type<ReleaseMoment>().notNull(),
    showAnswer: text('show_answer').$type<ReleaseMoment>().notNull(),
    /** the teacher releases per-question verdicts (and answers by showAnswer) before the window closes */
    releaseVerdicts: boolean('release_verdicts').notNull().default(false),
    /** published to chosen students of the class (exam_audience), not the whole class */
    targeted: boolean('targeted').notNull().default(false),
    publishedBy: integer('published_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_classes_class_idx').on(t.classId), index('exam_classes_exam_idx').on(t.examId)],
);

/**
 * A student's one attempt 作答 (scoreId in the addresses and on the wire), made at start. `deadline` is set by the server then and
 * never moves; `seed` fixes the student's question and option order.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    examClassId: integer('exam_class_id')
      .notNull()
      .references(() => examClasses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AttemptStatus>().notNull(),
    seed: integer('seed').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** handed in by the platform at the deadline */
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    /** sum of the questions' scores; null until handed in and graded */
    scoreTenths: integer('score_tenths'),
    /** some answers wait for a teacher (short answers) */
    pendingReview: boolean('pending_review').notNull().default(false),
    comment: text('comment'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exam_attempts_student_idx').on(t.examClassId, t.studentId),
    index('exam_attempts_student_only_idx').on(t.studentId),
    // the sweeper's question: attempts still open past their deadline
    index('exam_attempts_open_idx').on(t.status, t.deadline),
  ],
);

/** The answer to one question, with the homework's ordering rule (a save applies only with a higher seq). */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** in the paper's own option keys (the student's shuffled labels are mapped back before saving) */
    answer: jsonb('answer').$type<AnswerValue>().notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    verdict: jsonb('verdict').$type<Verdict>(),
    autoTenths: integer('auto_tenths'),
    /** the engine could not grade it (its own failure, never the student's): graded again automatically */
    regrade: boolean('regrade').notNull().default(false),
    manualTenths: integer('manual_tenths'),
    comment: text('comment'),
  },
  // whether a question was ever answered (a new version on edit) asks by the question alone
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] }), index('exam_answers_question_idx').on(t.questionId)],
);

/** A teacher's regrade of one question of an exam-class (as homework_regrades). */
export const examRegrades = pgTable(
  'exam_regrades',
  {
    id: serial('id').primaryKey(),
    examClassId: integer('exam_class_id')
      .notNull()
      .references(() => examClasses.id, { onDelete: 'cascade' }),
    ...regradeRecordColumns(),
  },
  (t) => [index('exam_regrades_exam_class_idx').on(t.examClassId)],
);

/** The students a targeted exam-class is for (a make-up exam); one that is not targeted has no rows here. */
export const examAudience = pgTable(
  'exam_audience',
  {
    examClassId: integer('exam_class_id')
      .notNull()
      .references(() => examClasses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.examClassId, t.studentId] }), index('exam_audience_student_idx').on(t.studentId)],
);

/**
 * A per-student extension 加时 of an exam: extra minutes on that student's duration (and on the window's end for
 * starting and answering), and who granted it when. An attempt already started has its deadline moved with it.
 */
export const examExtensions = pgTable(
  'exam_extensions',
  {
    examClassId: integer('exam_class_id')
      .notNull()
      .references(() => examClasses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraMinutes: integer('extra_minutes').notNull(),
    grantedBy: integer('granted_by')
      .notNull()
      .references(() => users.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.examClassId, t.studentId] })],
);
