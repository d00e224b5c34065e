// The course behind a chapter, a knowledge point or a scene change: found, locked and checked in one place. A course is
// always read with its teaching team (course_members), which the policy needs to know co-teachers and assistants
// (server/policy.ts CourseRef): courseFor here, `teamOfCourse` in a query that reads courses with other rows.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { courseMembers, courses } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { canEditCourse, canManageCourse, canViewCourse, teamRoleOf, type TeamSeat } from '../../policy';

export type { TeamSeat } from '../../policy';
/** A course row with its team, as the policy takes it. */
export type CourseRow = typeof courses.$inferSelect & { team: TeamSeat[] };

/** What an assistant is told when they try to change something. */
export const ASSISTANT_REFUSAL = '助教只能查看和批阅，不能修改或删除';

/** In a query: the team of the course whose id is `courseId` (a column of the surrounding query), as one JSON array. */
export const teamOfCourse = (courseId: AnyPgColumn | SQL) =>
  sql<TeamSeat[]>`coalesce((select json_agg(json_build_object('userId', ${courseMembers.userId}, 'role', ${courseMembers.role}))
    from ${courseMembers} where ${courseMembers.courseId} = ${courseId}), '[]')`;

/** The course with its team, read in one statement (every course-scoped call asks this first). */
export async function courseFor(db: DbOrTx, courseId: number, opts: { lock?: boolean } = {}): Promise<CourseRow> {
  const query = db
    .select({ c: courses, team: teamOfCourse(courses.id) })
    .from(courses)
    .where(eq(courses.id, courseId));
  const [row] = opts.lock ? await query.for('update', { of: courses }) : await query;
  if (!row) throw notFound('课程');
  return { ...row.c, team: row.team };
}

/** The course, if the actor may read it. */
export async function viewableCourse(db: DbOrTx, actor: AuthContext, courseId: number): Promise<CourseRow> {
  const course = await courseFor(db, courseId);
  if (!canViewCourse(actor, course)) throw forbidden('没有权限查看这门课程');
  return course;
}

/** Why the actor may not change the course: an assistant is told what they may do instead. */
const refusal = (actor: AuthContext, course: CourseRow, otherwise: string) =>
  forbidden(teamRoleOf(actor, course) === 'assistant' ? ASSISTANT_REFUSAL : otherwise);

function checkChangeable(course: CourseRow) {
  if (course.status === 'submitted') throw invalid('课程正在审核中，审核结束前不能修改');
  if (course.status === 'archived') throw invalid('课程已归档，不能修改');
}

/**
 * The course, locked for a change of its content, if the actor may edit it now (owner, co-teacher, admin). The lock
 * makes concurrent edits of one course (two tabs dragging chapters) apply one after the other.
 */
export async function lockEditableCourse(tx: DbOrTx, actor: AuthContext, courseId: number): Promise<CourseRow> {
  const course = await courseFor(tx, courseId, { lock: true });
  if (!canEditCourse(actor, course)) throw refusal(actor, course, '只有课程负责人和协作教师可以修改这门课程');
  checkChangeable(course);
  return course;
}

/**
 * The course, locked, if the actor may manage it (owner, admin): its team, its review and its archiving. `what` names
 * the action in the refusal (管理教学团队, 提交审核 …).
 */
export async function lockManagedCourse(
  tx: DbOrTx,
  actor: AuthContext,
  courseId: number,
  what: string,
  opts: { anyStatus?: boolean } = {},
): Promise<CourseRow> {
  const course = await courseFor(tx, courseId, { lock: true });
  if (!canManageCourse(actor, course)) throw refusal(actor, course, `只有课程负责人可以${what}`);
  if (!opts.anyStatus) checkChangeable(course);
  return course;
}
