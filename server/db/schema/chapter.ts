import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './course';
import { files } from './sys';

/** A course's chapter tree: chapters (parentId null) and their sections, ordered by serialNum among siblings. */
export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => chapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** sanitised HTML */
    content: text('content'),
    /** 1, 2, 3 ... among the siblings, without gaps */
    serialNum: integer('serial_num').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chapters_course_idx').on(t.courseId, t.parentId, t.serialNum)],
);

/** What a chapter offers besides its text: uploaded videos, PDFs and documents, and links. */
export const chapterResources = pgTable(
  'chapter_resources',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    /** video / pdf / document / link */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    fileId: integer('file_id').references(() => files.id),
    /** the address of a link */
    url: text('url'),
    serialNum: integer('serial_num').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chapter_resources_chapter_idx').on(t.chapterId, t.serialNum), index('chapter_resources_file_idx').on(t.fileId)],
);
