import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnswerShows, AnswerValue, Difficulty, ExerciseSpec, ExerciseType, Verdict } from '@contract/exercise';
import { classes } from './clazz';
import { courses } from './course';
import { knowledgePoints } from './knowledge';
import { scenes } from './scene';
import { users } from './sys';

/** Folders of a course's question bank (a tree by parentId). */
export const exerciseFolders = pgTable(
  'exercise_folders',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => exerciseFolders.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exercise_folders_course_idx').on(t.courseId)],
);

/** Questions: a course's (in a folder or at the root), or the public library's when courseId is null. */
export const exercises = pgTable(
  'exercises',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => exerciseFolders.id, { onDelete: 'set null' }),
    type: text('type').$type<ExerciseType>().notNull(),
    stem: text('stem').notNull(),
    /** the stem without markup, for lists and keyword search */
    stemText: text('stem_text').notNull(),
    analysis: text('analysis'),
    /** 练习题: open for knowledge-point practice */
    practice: boolean('practice').notNull().default(true),
    /** when a student practising it sees the answer and analysis */
    answerShows: text('answer_shows').$type<AnswerShows>().notNull().default('afterCorrect'),
    difficulty: text('difficulty').$type<Difficulty>().notNull().default('medium'),
    /** tenths of a point */
    scoreTenths: integer('score_tenths').notNull(),
    /** options and keys, blanks, reference answers, the SQL set-up: what differs between the types */
    spec: jsonb('spec').$type<ExerciseSpec>().notNull(),
    /**
     * SQL types: the scene it runs on. A scene in use is not deleted; "no action" (not restrict) lets a course's
     * deletion remove its scenes and questions together in one statement.
     */
    sceneId: integer('scene_id').references(() => scenes.id),
    copiedFrom: integer('copied_from'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /**
     * 版本: goes up when a question someone has answered is edited (the content before is kept in
     * exercise_versions); an unanswered question is edited in place. Also the editors' check against saving over
     * another's edit.
     */
    version: integer('version').notNull().default(1),
    /** who last saved this version's content (null: its author) and when; moving it to a folder is not an edit */
    editedBy: integer('edited_by').references(() => users.id),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exercises_course_idx').on(t.courseId, t.folderId),
    index('exercises_scene_idx').on(t.sceneId),
    // the walk down a family of copies (exams/open-questions.ts: what an open exam holds)
    index('exercises_copied_from_idx').on(t.copiedFrom),
  ],
);

/**
 * The earlier versions of a question: its content as it was when an edit after answers replaced it, with who last
 * saved that content and when. The current version is the exercises row itself.
 */
export const exerciseVersions = pgTable(
  'exercise_versions',
  {
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    type: text('type').$type<ExerciseType>().notNull(),
    stem: text('stem').notNull(),
    stemText: text('stem_text').notNull(),
    analysis: text('analysis'),
    practice: boolean('practice').notNull(),
    answerShows: text('answer_shows').$type<AnswerShows>().notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    scoreTenths: integer('score_tenths').notNull(),
    /** with the scene's id inside for SQL types (no key: a scene only an old version used may still be deleted) */
    spec: jsonb('spec').$type<ExerciseSpec>().notNull(),
    knowIds: jsonb('know_ids').$type<number[]>().notNull(),
    editedBy: integer('edited_by')
      .notNull()
      .references(() => users.id),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.version] })],
);

export const exerciseKnowledge = pgTable(
  'exercise_knowledge',
  {
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    knowId: integer('know_id')
      .notNull()
      .references(() => knowledgePoints.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.knowId] }), index('exercise_knowledge_know_idx').on(t.knowId)],
);

/** A student's practice submissions, each graded once; attemptKey makes a retried submit count once. */
export const exerciseAttempts = pgTable(
  'exercise_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    attemptKey: text('attempt_key').notNull(),
    answer: jsonb('answer').$type<AnswerValue>().notNull(),
    /** null: waits for a teacher (short answer) */
    correct: boolean('correct'),
    scoreTenths: integer('score_tenths'),
    maxTenths: integer('max_tenths').notNull(),
    message: text('message').notNull(),
    /** the rest of the verdict: blanks marked, keywords found, the student's SQL result (rows shortened) */
    detail: jsonb('detail').$type<Pick<Verdict, 'blanks' | 'keywordsFound' | 'sqlResult'>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exercise_attempts_key_idx').on(t.userId, t.attemptKey),
    index('exercise_attempts_student_idx').on(t.userId, t.classId, t.exerciseId),
    index('exercise_attempts_class_idx').on(t.classId, t.exerciseId),
    // whether a question was ever answered (a new version on edit) asks by the question alone
    index('exercise_attempts_exercise_idx').on(t.exerciseId),
  ],
);

/**
 * A student starting a knowledge point's practice afresh: attempts before `resetAt` stay in the log (teachers still
 * read them) but no longer count toward the student's status and mastery of that point in that class.
 */
export const practiceResets = pgTable(
  'practice_resets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    knowId: integer('know_id')
      .notNull()
      .references(() => knowledgePoints.id, { onDelete: 'cascade' }),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classId, t.knowId] })],
);
