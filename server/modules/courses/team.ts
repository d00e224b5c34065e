// The teaching team of a course 教学团队: co-teachers (协作教师) and assistants (助教) the owner (or an admin) adds by
// teacher account. What each may do is server/policy.ts's (canEditCourse, canTeachFromCourse, teachesCourseClasses).
import { and, asc, eq } from 'drizzle-orm';
import { TEAM_ROLE_NAMES, type TeamMember, type TeamRole } from '@contract/course';
import { RoleId } from '@contract/roles';
import type { Db, DbOrTx } from '../../db/client';
import { courseMembers, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, invalid } from '../../lib/errors';
import { canTeachFromCourse } from '../../policy';
import { accountsByCode } from '../classes/access';
import { notify } from '../notices/service';
import { courseFor, lockManagedCourse, type CourseRow } from './access';

const MANAGE = '管理教学团队';

/** The owner first, then the members by account. */
async function membersOf(db: DbOrTx, course: CourseRow): Promise<TeamMember[]> {
  const [owner] = await db.select({ userId: users.id, code: users.code, name: users.name }).from(users).where(eq(users.id, course.ownerId));
  const members = await db
    .select({ userId: users.id, code: users.code, name: users.name, role: courseMembers.role, addedAt: courseMembers.addedAt })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(eq(courseMembers.courseId, course.id))
    .orderBy(asc(users.code));
  return [{ ...owner, role: 'owner', addedAt: null }, ...members.map((m) => ({ ...m, role: m.role as TeamRole, addedAt: m.addedAt.toISOString() }))];
}

/** Read by those who teach from the course: its owner, its members, admins. */
export async function courseTeam(db: DbOrTx, actor: AuthContext, courseId: number): Promise<TeamMember[]> {
  const course = await courseFor(db, courseId);
  if (!canTeachFromCourse(actor, course)) throw forbidden('只有课程负责人和教学团队可以查看教学团队');
  return membersOf(db, course);
}

/**
 * Adds a teacher by account with a role: the account must act as a teacher and not be the owner. Adding a member again
 * in the same role changes nothing; in another role it is refused (their role is changed with setTeamRole).
 */
export async function addTeamMember(db: Db, actor: AuthContext, body: { courseId: number; code: string; role: TeamRole }): Promise<TeamMember[]> {
  return db.transaction(async (tx) => {
    const course = await lockManagedCourse(tx, actor, body.courseId, MANAGE, { anyStatus: true });
    const account = (await accountsByCode(tx, [body.code])).get(body.code.toLowerCase());
    if (!account?.baseRoles.has(RoleId.TEACHER)) throw invalid(`账号 ${body.code} 不存在或不是教师，只有教师可以加入教学团队`);
    if (account.id === course.ownerId) throw invalid(`${account.name}是课程负责人，不需要加入教学团队`);
    const seat = course.team.find((m) => m.userId === account.id);
    if (seat && seat.role !== body.role) {
      throw invalid(`${account.name}已是这门课程的${TEAM_ROLE_NAMES[seat.role as TeamRole] ?? seat.role}，请修改其角色`);
    }
    if (!seat) {
      await tx.insert(courseMembers).values({ courseId: course.id, userId: account.id, role: body.role, addedBy: actor.userId });
      // in the same transaction: the teacher hears of it exactly when it happened
      await notify(tx, account.id, {
        type: 'notification',
        title: `你已加入课程「${course.name}」的教学团队`,
        content: `${actor.userName}把你加入了课程「${course.name}」的教学团队，角色：${TEAM_ROLE_NAMES[body.role]}。`,
        link: `/course/course/edit/${course.id}`,
      });
    }
    return membersOf(tx, course);
  });
}

export async function setTeamRole(db: Db, actor: AuthContext, body: { courseId: number; userId: number; role: TeamRole }): Promise<TeamMember[]> {
  return db.transaction(async (tx) => {
    const course = await lockManagedCourse(tx, actor, body.courseId, MANAGE, { anyStatus: true });
    const changed = await tx
      .update(courseMembers)
      .set({ role: body.role })
      .where(and(eq(courseMembers.courseId, course.id), eq(courseMembers.userId, body.userId)))
      .returning({ userId: courseMembers.userId });
    if (changed.length === 0) throw invalid(body.userId === course.ownerId ? '课程负责人的角色不能修改' : '该教师不在这门课程的教学团队中');
    return membersOf(tx, course);
  });
}

/** Takes a member off the team; what they made in the course (questions, classes they opened) stays. */
export async function removeTeamMember(db: Db, actor: AuthContext, body: { courseId: number; userId: number }): Promise<TeamMember[]> {
  return db.transaction(async (tx) => {
    const course = await lockManagedCourse(tx, actor, body.courseId, MANAGE, { anyStatus: true });
    const removed = await tx
      .delete(courseMembers)
      .where(and(eq(courseMembers.courseId, course.id), eq(courseMembers.userId, body.userId)))
      .returning({ userId: courseMembers.userId });
    if (removed.length === 0) throw invalid(body.userId === course.ownerId ? '课程负责人不能移除' : '该教师不在这门课程的教学团队中');
    return membersOf(tx, course);
  });
}
