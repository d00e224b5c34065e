// The teachers of a class: its owner (负责教师) and the co-teachers (任课教师) the owner or an admin adds by account.
// Co-teachers teach the class as its owner does (roster, visibility, statistics) and see who else teaches it.
import { and, asc, eq } from 'drizzle-orm';
import type { ClassTeacher } from '@contract/clazz';
import { RoleId } from '@contract/roles';
import type { Db, DbOrTx } from '../../db/client';
import { classTeachers, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { invalid } from '../../lib/errors';
import { accountsByCode, managedClass, taughtClass, type ClassRow } from './access';

/** The owner first, then the co-teachers by account. */
async function teachersOf(db: DbOrTx, clazz: ClassRow): Promise<ClassTeacher[]> {
  const [owner] = await db.select({ userId: users.id, code: users.code, name: users.name }).from(users).where(eq(users.id, clazz.ownerId));
  const co = await db
    .select({ userId: users.id, code: users.code, name: users.name })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.userId))
    .where(eq(classTeachers.classId, clazz.id))
    .orderBy(asc(users.code));
  return [{ ...owner, isOwner: true }, ...co.filter((t) => t.userId !== clazz.ownerId).map((t) => ({ ...t, isOwner: false }))];
}

export async function classTeacherList(db: DbOrTx, actor: AuthContext, sclassId: number): Promise<ClassTeacher[]> {
  return teachersOf(db, await taughtClass(db, actor, sclassId, { grading: true }));
}

/** Adds a co-teacher by account: it must act as a teacher and not be the owner; adding one twice changes nothing. */
export async function addClassTeacher(db: Db, actor: AuthContext, body: { sclassId: number; code: string }): Promise<ClassTeacher[]> {
  return db.transaction(async (tx) => {
    const clazz = await managedClass(tx, actor, body.sclassId, { lock: true });
    const account = (await accountsByCode(tx, [body.code])).get(body.code.toLowerCase());
    if (!account?.baseRoles.has(RoleId.TEACHER)) throw invalid(`账号 ${body.code} 不存在或不是教师`);
    if (account.id === clazz.ownerId) throw invalid(`${account.name}是班级的负责教师，不需要再添加为任课教师`);
    await tx.insert(classTeachers).values({ classId: clazz.id, userId: account.id }).onConflictDoNothing();
    return teachersOf(tx, clazz);
  });
}

export async function removeClassTeacher(db: Db, actor: AuthContext, body: { sclassId: number; userId: number }): Promise<ClassTeacher[]> {
  return db.transaction(async (tx) => {
    const clazz = await managedClass(tx, actor, body.sclassId, { lock: true });
    if (body.userId === clazz.ownerId) throw invalid('负责教师不能移除');
    const removed = await tx
      .delete(classTeachers)
      .where(and(eq(classTeachers.classId, clazz.id), eq(classTeachers.userId, body.userId)))
      .returning({ userId: classTeachers.userId });
    if (removed.length === 0) throw invalid('该教师不是这个班级的任课教师');
    return teachersOf(tx, clazz);
  });
}
