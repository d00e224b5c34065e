import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredSceneTable } from '@contract/scene';
import { courses } from './course';
import { users } from './sys';

/** A scene as a published homework or exam keeps it (hidden data absent in papers published before it existed). */
export type SceneSnapshot = { name: string; initSql: string; hiddenData?: string[] };

/** Scenes: a course's, or the public library's when courseId is null. */
export const scenes = pgTable(
  'scenes',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    initSql: text('init_sql').notNull(),
    /**
     * what the init script creates, described when it was saved; scenes saved before keys were described lack them
     * (read through server/modules/scenes, which describes those again)
     */
    tables: jsonb('tables').$type<StoredSceneTable[]>().notNull().default([]),
    /** hidden data scripts, each run after the init script (contract/scene.ts, HIDDEN_DATA_MAX) */
    hiddenData: jsonb('hidden_data').$type<string[]>().notNull().default([]),
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
