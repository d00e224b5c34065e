import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    /** the active role (roleType) */
    defRole: integer('def_role').notNull(),
    isStop: boolean('is_stop').notNull().default(false),
    /** bumped by logout, password change and stop: every older token dies */
    tokenVersion: integer('token_version').notNull().default(0),
    /** a first password handed out by a teacher: the account must choose its own before doing anything else */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * the class whose roster made this student account (null: made by an admin or the seed). Its teachers may reset
     * the password; a roster alone may not, since anyone may put an existing account on theirs. No foreign key: a
     * class id is never reused, and a deleted class's id simply matches no teacher.
     */
    createdInClass: integer('created_in_class'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_code_lower_idx').on(sql`lower(${t.code})`)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  baseRoleId: integer('base_role_id').notNull(),
  remark: text('remark'),
  builtin: boolean('builtin').notNull().default(false),
  createdAt: createdAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    /** a module with children cannot be deleted (the service says so first; the key makes it hold under races) */
    parentId: integer('parent_id').references((): AnyPgColumn => modules.id),
    name: text('name').notNull(),
    path: text('path').notNull(),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('modules_parent_idx').on(t.parentId)],
);

export const roleModules = pgTable(
  'role_modules',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.moduleId] })],
);

/** Failed logins, counted per account and per address inside a window; kept in the database so every server process sees them. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_account_idx').on(t.account, t.failedAt), index('login_failures_ip_idx').on(t.ip, t.failedAt)],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.read)],
);

export const rules = pgTable('rules', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  category: text('category').notNull(),
  content: text('content').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded files, content-addressed on disk by sha256. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  sha256: text('sha256').notNull(),
  size: integer('size').notNull(),
  mime: text('mime').notNull(),
  originalName: text('original_name').notNull(),
  /** avatar | feedback | … : decides who may read it */
  purpose: text('purpose').notNull(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** a video's length in seconds, read by the server from its bytes (server/lib/media-duration.ts); null: unknown */
  duration: doublePrecision('duration'),
  /** when `duration` was read: at upload, or on first need for videos uploaded before (null: not read yet) */
  durationReadAt: timestamp('duration_read_at', { withTimezone: true }),
});

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    pageUrl: text('page_url'),
    screenshot: text('screenshot'),
    status: text('status').notNull().default('open'),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_idx').on(t.userId), index('feedback_status_idx').on(t.status)],
);
