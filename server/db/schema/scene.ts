import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SceneTable } from '../../../contract/scene';
import { courses } from './course';
import { users } from './sys';

/** Scenes: a course's, or the public library's when courseId is null. */
export const scenes = pgTable(
  'scenes',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    initSql: text('init_sql').notNull(),
    /** what the init script creates, described when it was saved */
    tables: jsonb('tables').$type<SceneTable[]>().notNull().default([]),
    /** the public scene this one was copied from */
    copiedFrom: integer('copied_from'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scenes_course_idx').on(t.courseId)],
);
