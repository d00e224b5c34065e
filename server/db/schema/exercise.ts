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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exercises_course_idx').on(t.courseId, t.folderId), index('exercises_scene_idx').on(t.sceneId)],
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
