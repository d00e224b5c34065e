import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * A course's teaching team 教学团队, besides its owner: co-teachers (协作教师) edit everything of the course and
 * teach its classes; assistants (助教) read it and grade in its classes, but change and delete nothing.
 */
export const courseMembers = pgTable(
  'course_members',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'co_teacher' | 'assistant' (contract/course.ts TEAM_ROLES) */
    role: text('role').notNull(),
    addedBy: integer('added_by')
      .notNull()
      .references(() => users.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_members_user_idx').on(t.userId)],
);
