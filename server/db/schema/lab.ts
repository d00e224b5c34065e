import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classes } from './clazz';
import { courses } from './course';
import { users } from './sys';

/**
 * A lab image 镜像 (issue 8): a named environment with its start command and limits. Admins manage all of them,
 * a teacher the ones they made (server/policy.ts canManageLabImage); students see the enabled ones of their course.
 */
export const labImages = pgTable('lab_images', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** what it offers, in a line */
  provides: text('provides').notNull(),
  /** run in the container's home folder when it starts */
  startCommand: text('start_command').notNull(),
  /** the OCI image the kubernetes runtime starts; the sandbox runtime ignores it */
  ociImage: text('oci_image'),
  memoryMb: integer('memory_mb').notNull(),
  /** CPU cores, in tenths */
  cpuTenths: integer('cpu_tenths').notNull(),
  maxProcesses: integer('max_processes').notNull(),
  diskMb: integer('disk_mb').notNull(),
  idleMinutes: integer('idle_minutes').notNull(),
  lifetimeMinutes: integer('lifetime_minutes').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  authorId: integer('author_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The courses an image is offered to. */
export const labImageCourses = pgTable(
  'lab_image_courses',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => labImages.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.courseId] }), index('lab_image_courses_course_idx').on(t.courseId)],
);

/**
 * A user's container 容器 of a course (one per user and course; its home folder u{userId}-c{courseId} outlives
 * stops until reset). The row is the truth every server process answers from; the runtime only runs what it says.
 */
export const labContainers = pgTable(
  'lab_containers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** the class a student started it from; null for a teacher's own */
    clazzId: integer('clazz_id').references(() => classes.id, { onDelete: 'set null' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => labImages.id, { onDelete: 'cascade' }),
    /** the runtime that runs it ('sandbox' | 'kubernetes') */
    runtime: text('runtime').notNull(),
    /** 'running' | 'stopped' */
    state: text('state').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** the last input on its terminal (or its start): the idle time-out counts from here */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    /** start + the image's lifetime */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stopReason: text('stop_reason'),
    /** the home folder's size when the reaper last measured it */
    diskUsedMb: integer('disk_used_mb'),
  },
  (t) => [uniqueIndex('lab_containers_user_course_idx').on(t.userId, t.courseId), index('lab_containers_state_idx').on(t.state)],
);
