import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './sys';

/**
 * Courses (PRODUCT.md, Core objects). Scenes need a course and its owner for their permissions; the course
 * pages and calls come with their own issue and extend this table.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    cover: text('cover'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** draft / submitted / confirmed / archived */
    status: text('status').notNull().default('draft'),
    /** an expert's course template */
    isTemplate: boolean('is_template').notNull().default(false),
    /** the template (or course) this one was copied from */
    templateId: integer('template_id').references((): AnyPgColumn => courses.id, { onDelete: 'set null' }),
    reviewComment: text('review_comment'),
    reviewerId: integer('reviewer_id').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('courses_owner_idx').on(t.ownerId)],
);
