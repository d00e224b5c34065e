// A class as the caller may use it: taught (teachers, admins, its course's team) or attended (students). One place for
// the lookups the class, study and statistics services share.
import { and, count, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { TEAM_ROLES } from '@contract/course';
import type { DbOrTx } from '../../db/client';
import { classes, classHiddenChapters, classStudents, classTeachers, courseMembers, roles, userRoles, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { actsOnTeams, canManageClassTeachers, canTeachClass, isAdmin, teachesCourseClasses, teamRoleOf } from '../../policy';
import { ASSISTANT_REFUSAL, courseFor } from '../courses/access';

export type ClassRow = typeof classes.$inferSelect;

export async function classFor(db: DbOrTx, sclassId: number, opts: { lock?: boolean } = {}): Promise<ClassRow> {
  const query = db.select().from(classes).where(eq(classes.id, sclassId));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound('班级');
  return row;
}

export async function coTeacherIds(db: DbOrTx, sclassId: number): Promise<number[]> {
  return (await db.select({ userId: classTeachers.userId }).from(classTeachers).where(eq(classTeachers.classId, sclassId))).map((r) => r.userId);
}

/**
 * What a teacher does with a class: by default anything its teachers do; `grading` when it only reads or grades
 * (reviewing, scoring, comments, regrading, statistics), which a course's assistants may do too (policy.ts
 * teachesCourseClasses). A call site that does not say `grading` refuses assistants.
 */
export type TeachingOpts = { grading?: boolean };

/**
 * In a query over classes: the class is the user's own, they co-teach it, or they are on its course's team (as a
 * co-teacher; with `grading`, as an assistant too). Team seats count while acting as a teacher (policy.ts
 * actsOnTeams): `actor` says who acts.
 */
export const taughtBy = (actor: Pick<AuthContext, 'userId' | 'baseRole'>, opts: TeachingOpts = {}) => {
  const seats = opts.grading ? TEAM_ROLES : (['co_teacher'] as const);
  return or(
    eq(classes.ownerId, actor.userId),
    sql`exists (select 1 from ${classTeachers} where ${classTeachers.classId} = ${classes.id} and ${classTeachers.userId} = ${actor.userId})`,
    actsOnTeams(actor)
      ? sql`exists (select 1 from ${courseMembers} where ${courseMembers.courseId} = ${classes.courseId} and ${courseMembers.userId} = ${actor.userId}
          and ${inArray(courseMembers.role, [...seats])})`
      : undefined,
  );
};

/** In a query over classes: the classes the actor teaches (see taughtBy); admins see all (no condition). */
export const taughtScope = (actor: AuthContext, opts: TeachingOpts = {}): SQL | undefined => (isAdmin(actor) ? undefined : taughtBy(actor, opts));

/** How many students each class has, by class id (classes without any are left out). */
export async function studentCounts(db: DbOrTx, classIds: number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ id: classStudents.classId, n: count() })
    .from(classStudents)
    .where(inArray(classStudents.classId, classIds))
    .groupBy(classStudents.classId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * The class, if the actor teaches it: its owner, its co-teachers, an admin, or a member of its course's team (an
 * assistant only with `grading`, see TeachingOpts). `lock` for changes of its roster or settings.
 */
export async function taughtClass(db: DbOrTx, actor: AuthContext, sclassId: number, opts: { lock?: boolean } & TeachingOpts = {}): Promise<ClassRow> {
  const row = await classFor(db, sclassId, opts);
  if (canTeachClass(actor, row, await coTeacherIds(db, sclassId))) return row;
  const course = await courseFor(db, row.courseId);
  if (teachesCourseClasses(actor, course, opts.grading === true)) return row;
  throw forbidden(teamRoleOf(actor, course) === 'assistant' ? ASSISTANT_REFUSAL : '只有本班的任课教师可以查看和管理这个班级');
}

/**
 * Where a paper of a course may be published (homework, exams): classes of that course the actor teaches, with an end
 * still to come. `endLabel` names the end as the form does (截止时间 / 结束时间).
 */
export async function checkPublication(
  db: DbOrTx,
  actor: AuthContext,
  to: { courseId: number; classIds: number[]; endAt: string; endLabel: string },
): Promise<void> {
  if (new Date(to.endAt) <= clock.now()) throw invalid(`${to.endLabel}已过，请选择以后的时间`);
  for (const classId of to.classIds) {
    const clazz = await taughtClass(db, actor, classId);
    if (clazz.courseId !== to.courseId) throw invalid(`班级“${clazz.name}”不属于这门课程`);
  }
}

/** The class, if the actor may choose its co-teachers (its owner, an admin); `lock` for changing them. */
export async function managedClass(db: DbOrTx, actor: AuthContext, sclassId: number, opts: { lock?: boolean } = {}): Promise<ClassRow> {
  const row = await taughtClass(db, actor, sclassId, opts);
  if (!canManageClassTeachers(actor, row)) throw forbidden('只有班级的负责教师或管理员可以添加和移除任课教师');
  return row;
}

/** An account as the roster and the teacher list see it: who it is and the base roles its roles act as. */
export type Account = { id: number; code: string; name: string; baseRoles: Set<number> };

/** The accounts among `codes` (compared without regard to case), by lower-cased account. */
export async function accountsByCode(db: DbOrTx, codes: readonly string[]): Promise<Map<string, Account>> {
  const lower = [...new Set(codes.map((c) => c.toLowerCase()))];
  if (lower.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, code: users.code, name: users.name, baseRoleId: roles.baseRoleId })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(sql`lower(${users.code})`, lower));
  const found = new Map<string, Account>();
  for (const r of rows) {
    const key = r.code.toLowerCase();
    const account = found.get(key) ?? { id: r.id, code: r.code, name: r.name, baseRoles: new Set<number>() };
    if (r.baseRoleId !== null) account.baseRoles.add(r.baseRoleId);
    found.set(key, account);
  }
  return found;
}

export async function isEnrolled(db: DbOrTx, userId: number, sclassId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: classStudents.userId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, sclassId), eq(classStudents.userId, userId)));
  return row !== undefined;
}

/**
 * The class the student attends; with `courseId`, it must be that course's class. The same answer for a class
 * that does not exist and one the student is not in, so ids cannot be probed.
 */
export async function attendedClass(db: DbOrTx, actor: AuthContext, sclassId: number, courseId?: number): Promise<ClassRow> {
  // the class only when the caller is on its roster: one query, as every study page asks it
  const [row] = await db.select({ cl: classes }).from(classes).innerJoin(classStudents, onRosterOf(actor)).where(eq(classes.id, sclassId));
  return attended(row?.cl, courseId);
}

/** Joins classes to the caller's own roster row: only classes they attend remain (queries that check and read at once). */
export const onRosterOf = (actor: { userId: number | Placeholder }) => and(eq(classStudents.classId, classes.id), eq(classStudents.userId, actor.userId));

/**
 * The class found through onRosterOf, or the refusal when there is none, it is of another course, or its teachers
 * closed it. A closed class hides its course (the study pages, practice, labs, its lists of homework and exams) until it
 * is opened again; nothing is lost meanwhile. Homework and exams published to it stay reachable on their own pages and
 * the student's home page, which check the roster without this (docs/decisions.md, closed classes).
 */
export function attended<C extends ClassRow>(clazz: C | undefined, courseId?: number): C {
  if (!clazz || (courseId !== undefined && clazz.courseId !== courseId)) {
    throw forbidden('你不在这个班级中，不能查看它的课程');
  }
  if (!clazz.openToStudents) throw forbidden('班级已关闭，暂时不能查看课程');
  return clazz;
}

/** Chapters the class does not see (a hidden chapter hides its sections; callers apply that). */
export async function hiddenChapterIds(db: DbOrTx, sclassId: number): Promise<Set<number>> {
  const rows = await db.select({ chapterId: classHiddenChapters.chapterId }).from(classHiddenChapters).where(eq(classHiddenChapters.classId, sclassId));
  return new Set(rows.map((r) => r.chapterId));
}
