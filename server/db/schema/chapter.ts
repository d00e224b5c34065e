import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './course';
import { libraryResources } from './library';
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
    /** the library item's file (kept equal to it, so a file's readers are found from the chapter) */
    fileId: integer('file_id').references(() => files.id),
    /** the library item used (null for links); an item in use cannot be deleted */
    libraryResourceId: integer('library_resource_id').references(() => libraryResources.id),
    /** the address of a link */
    url: text('url'),
    serialNum: integer('serial_num').notNull(),
    /** 任务点: counts toward the chapter's progress */
    taskPoint: boolean('task_point').notNull().default(true),
    /** videos: the student may jump forward past what they watched */
    allowSeek: boolean('allow_seek').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chapter_resources_chapter_idx').on(t.chapterId, t.serialNum),
    index('chapter_resources_file_idx').on(t.fileId),
    index('chapter_resources_library_idx').on(t.libraryResourceId),
  ],
);
