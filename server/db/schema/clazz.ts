import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { chapters } from './chapter';
import { courses } from './course';
import { users } from './sys';

/** A class 班级: one course taught to a roster by its owner and co-teachers. */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    /** a closed class hides its course from its students; nothing of it is lost and opening it shows all again */
    openToStudents: boolean('open_to_students').notNull().default(true),
    /** a course with classes is in use and cannot be deleted */
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    startDate: date('start_date'),
    endDate: date('end_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('classes_course_idx').on(t.courseId), index('classes_owner_idx').on(t.ownerId)],
);

/** Co-teachers of a class, besides its owner. */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_teachers_user_idx').on(t.userId)],
);

/** The roster. */
export const classStudents = pgTable(
  'class_students',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_students_user_idx').on(t.userId)],
);

/** Chapters a class does not see (every chapter is visible unless listed); hiding a chapter hides its sections. */
export const classHiddenChapters = pgTable(
  'class_hidden_chapters',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classId, t.chapterId] })],
);
