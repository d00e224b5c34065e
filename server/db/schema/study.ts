import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import type { WatchInterval } from '@contract/study';
import { chapterResources, chapters } from './chapter';
import { classes } from './clazz';
import { users } from './sys';

/**
 * A student's progress on one resource in one class: for a video the union of the seconds actually played
 * (it only grows) and where they stopped; for a document or link when they first opened it.
 */
export const resourceProgress = pgTable(
  'resource_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => chapterResources.id, { onDelete: 'cascade' }),
    watched: jsonb('watched').$type<WatchInterval[]>().notNull().default([]),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    duration: doublePrecision('duration'),
    position: doublePrecision('position').notNull().default(0),
    percent: integer('percent').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classId, t.resourceId] }), index('resource_progress_class_idx').on(t.classId, t.resourceId)],
);

/** When a student first and last opened a chapter's text in a class. */
export const chapterReads = pgTable(
  'chapter_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    firstReadAt: timestamp('first_read_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classId, t.chapterId] }), index('chapter_reads_class_idx').on(t.classId, t.chapterId)],
);
