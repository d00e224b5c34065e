import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files, users } from './sys';

/**
 * A teacher's resource library 资源库: every uploaded video, PDF and Office document, kept once and used by any number
 * of chapters (chapter_resources.library_resource_id). Shared items are offered to colleagues' chapters as well.
 */
export const libraryResources = pgTable(
  'library_resources',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    /** video / pdf / document */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** offered to other teachers and experts to use in their chapters (never to students) */
    shared: boolean('shared').notNull().default(false),
    /** Office documents only (null otherwise): pending / converting / done / failed / unavailable */
    conversion: text('conversion'),
    /** when the conversion under way began (a process that died is noticed by its age) */
    conversionStartedAt: timestamp('conversion_started_at', { withTimezone: true }),
    /** why a conversion failed, for the owner */
    conversionError: text('conversion_error'),
    /** the PDF a document was converted to */
    pdfFileId: integer('pdf_file_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_resources_file_idx').on(t.fileId),
    index('library_resources_owner_idx').on(t.ownerId, t.id),
    index('library_resources_shared_idx').on(t.shared, t.id),
    index('library_resources_conversion_idx').on(t.conversion, t.id),
  ],
);
