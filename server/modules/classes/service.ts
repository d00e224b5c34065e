// Classes: a course taught to a roster. Teachers open classes for their own courses, add students by account, close
// a class to its students or delete one without student work, and choose which chapters each class sees. Students by
// 学号 + 姓名 (and their accounts) are in student-accounts.ts, the roster import in roster-import.ts, co-teachers in
// teachers.ts.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { STUDENTS_BY_CODE_MAX, type ClassDeletion, type ClassListQuery, type ClassStudent, type ClassSummary, type SaveClassInput } from '@contract/clazz';
import type { Page } from '@contract/envelope';
import { RoleId } from '@contract/roles';
import type { z } from '@contract/zod';
import type { Db, DbOrTx } from '../../db/client';
import {
  chapters,
  classes,
  classHiddenChapters,
  classStudents,
  classTeachers,
  courses,
  examAttempts,
  examClasses,
  exerciseAttempts,
  homeworks,
  homeworkSubmissions,
  users,
} from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { forbidden, invalid } from '../../lib/errors';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import { canDeleteClass, canManageClassTeachers, canOpenClass, canTeachClass, teachesCourseClasses } from '../../policy';
import { courseFor, teamOfCourse, type TeamSeat } from '../courses/access';
import { HANDED_IN } from '../homework/submission';
import { accountsByCode, hiddenChapterIds, studentCounts, taughtClass, taughtScope, type ClassRow } from './access';

/** Classes with the names a summary shows. */
const summaryQuery = (db: DbOrTx) =>
  db
    .select({ cl: classes, courseName: courses.name, courseOwnerId: courses.ownerId, team: teamOfCourse(courses.id), ownerName: users.name })
    .from(classes)
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .innerJoin(users, eq(users.id, classes.ownerId));
type SummaryRow = { cl: typeof classes.$inferSelect; courseName: string; courseOwnerId: number; team: TeamSeat[]; ownerName: string };

async function toSummaries(db: DbOrTx, actor: AuthContext, rows: SummaryRow[]): Promise<ClassSummary[]> {
  const ids = rows.map((r) => r.cl.id);
  const counts = await studentCounts(db, ids);
  const co = ids.length ? await db.select().from(classTeachers).where(inArray(classTeachers.classId, ids)) : [];
  return rows.map(({ cl, courseName, courseOwnerId, team, ownerName }) => ({
    sclassId: cl.id,
    name: cl.name,
    courseId: cl.courseId,
    courseName,
    ownerId: cl.ownerId,
    ownerName,
    startDate: cl.startDate,
    endDate: cl.endDate,
    description: cl.description,
    openToStudents: cl.openToStudents,
    studentCount: counts.get(cl.id) ?? 0,
    // as taughtClass decides: the class's own teachers, or a co-teacher of its course (assistants only grade)
    canEdit:
      canTeachClass(
        actor,
        cl,
        co.filter((t) => t.classId === cl.id).map((t) => t.userId),
      ) || teachesCourseClasses(actor, { ownerId: courseOwnerId, team }, false),
    canManageTeachers: canManageClassTeachers(actor, cl),
    canDelete: canDeleteClass(actor, cl),
  }));
}

/** Today on the platform's calendar (its zone, as the messages' times: server/lib/message-time.ts), YYYY-MM-DD. */
export const platformToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(clock.now());

/** 已结束: the end date has passed; 进行中: every other class (no end date, or it is today or later). */
function stateCondition(state: z.output<typeof ClassListQuery>['state']) {
  if (state === undefined) return undefined;
  const today = platformToday();
  return state === 'ended' ? and(isNotNull(classes.endDate), lt(classes.endDate, today)) : or(isNull(classes.endDate), gte(classes.endDate, today));
}

export async function listClasses(db: DbOrTx, actor: AuthContext, q: z.output<typeof ClassListQuery>): Promise<Page<ClassSummary>> {
  const where = and(
    taughtScope(actor, { grading: true }),
    q.courseId ? eq(classes.courseId, q.courseId) : undefined,
    q.keyword ? ilike(classes.name, containsPattern(q.keyword)) : undefined,
    stateCondition(q.state),
  );
  const [{ total }] = await db.select({ total: count() }).from(classes).where(where);
  const rows = await summaryQuery(db).where(where).orderBy(desc(classes.updatedAt), desc(classes.id)).limit(q.pageSize).offset(offsetOf(q));
  return { list: await toSummaries(db, actor, rows), total };
}

async function summaryOf(db: DbOrTx, actor: AuthContext, sclassId: number): Promise<ClassSummary> {
  const rows = await summaryQuery(db).where(eq(classes.id, sclassId));
  return (await toSummaries(db, actor, rows))[0];
}

export async function getClass(db: DbOrTx, actor: AuthContext, sclassId: number): Promise<ClassSummary> {
  await taughtClass(db, actor, sclassId, { grading: true });
  return summaryOf(db, actor, sclassId);
}

export async function saveClass(db: Db, actor: AuthContext, body: SaveClassInput): Promise<ClassSummary> {
  return db.transaction(async (tx) => {
    const existing = body.sclassId === null ? null : await taughtClass(tx, actor, body.sclassId, { lock: true });
    if (existing === null || existing.courseId !== body.courseId) {
      const course = await courseFor(tx, body.courseId);
      if (!canOpenClass(actor, course)) {
        throw course.isTemplate || course.status === 'archived' ? invalid('课程模板和已归档的课程不能开班') : forbidden('只能为自己的课程开设班级');
      }
    }
    const values = {
      name: body.name,
      courseId: body.courseId,
      startDate: body.startDate,
      endDate: body.endDate,
      description: body.description,
      // absent: a new class is open, an edited one stays as it was
      openToStudents: body.openToStudents ?? existing?.openToStudents ?? true,
    };
    if (existing === null) {
      const [row] = await tx
        .insert(classes)
        .values({ ...values, ownerId: actor.userId })
        .returning({ id: classes.id });
      return summaryOf(tx, actor, row.id);
    }
    if (existing.courseId !== body.courseId) {
      const [{ n }] = await tx.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, existing.id));
      if (n > 0) throw invalid('班级已有学生，不能更换课程');
      await tx.delete(classHiddenChapters).where(eq(classHiddenChapters.classId, existing.id));
    }
    await tx
      .update(classes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(classes.id, existing.id));
    return summaryOf(tx, actor, existing.id);
  });
}

export async function classStudentList(db: DbOrTx, actor: AuthContext, sclassId: number): Promise<ClassStudent[]> {
  await taughtClass(db, actor, sclassId, { grading: true });
  const rows = await db
    .select({ userId: users.id, code: users.code, name: users.name, joinedAt: classStudents.joinedAt })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(eq(classStudents.classId, sclassId))
    .orderBy(asc(users.code));
  return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
}

/** Students of a class whose account contains `code` (case ignored): the exact account first, then by account. */
export async function studentsByCode(db: DbOrTx, actor: AuthContext, body: { sclassId: number; code: string }): Promise<ClassStudent[]> {
  await taughtClass(db, actor, body.sclassId, { grading: true });
  const word = body.code.toLowerCase();
  const rows = await db
    .select({ userId: users.id, code: users.code, name: users.name, joinedAt: classStudents.joinedAt })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(and(eq(classStudents.classId, body.sclassId), ilike(users.code, containsPattern(body.code))))
    .orderBy(sql`lower(${users.code}) <> ${word}`, asc(users.code))
    .limit(STUDENTS_BY_CODE_MAX);
  return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
}

/**
 * Adds students by account, all or nothing: an unknown account, or one that is not a student, refuses the whole
 * request and names them. Accounts already on the roster are answered, not refused (adding twice is harmless).
 */
export async function addStudents(db: Db, actor: AuthContext, body: { sclassId: number; codes: string[] }): Promise<{ added: number; already: string[] }> {
  return db.transaction(async (tx) => {
    await taughtClass(tx, actor, body.sclassId, { lock: true });
    const accounts = await accountsByCode(tx, body.codes);
    const unknown = body.codes.filter((c) => !accounts.get(c.toLowerCase())?.baseRoles.has(RoleId.STUDENT));
    if (unknown.length > 0) {
      const shown = [...new Set(unknown)].slice(0, 10).join('、');
      throw invalid(`以下账号不存在或不是学生：${shown}${unknown.length > 10 ? ` 等 ${unknown.length} 个` : ''}；没有添加任何学生`);
    }
    return enrollStudents(
      tx,
      body.sclassId,
      [...new Set(body.codes.map((c) => c.toLowerCase()))].map((c) => accounts.get(c)!),
    );
  });
}

/**
 * Puts checked student accounts on a class's roster (inside the caller's transaction, the class locked): those
 * already there are answered by account, not added again.
 */
export async function enrollStudents(
  tx: DbOrTx,
  sclassId: number,
  students: readonly { id: number; code: string }[],
): Promise<{ added: number; already: string[] }> {
  if (students.length === 0) return { added: 0, already: [] };
  const inserted = await tx
    .insert(classStudents)
    .values(students.map((u) => ({ classId: sclassId, userId: u.id })))
    .onConflictDoNothing()
    .returning({ userId: classStudents.userId });
  const added = new Set(inserted.map((r) => r.userId));
  await tx.update(classes).set({ updatedAt: new Date() }).where(eq(classes.id, sclassId));
  return { added: added.size, already: students.filter((u) => !added.has(u.id)).map((u) => u.code) };
}

/** Takes a student off the roster; what they studied stays recorded should they be added again. */
export async function removeStudent(db: Db, actor: AuthContext, body: { sclassId: number; userId: number }): Promise<null> {
  return db.transaction(async (tx) => {
    await taughtClass(tx, actor, body.sclassId, { lock: true });
    const removed = await tx
      .delete(classStudents)
      .where(and(eq(classStudents.classId, body.sclassId), eq(classStudents.userId, body.userId)))
      .returning({ userId: classStudents.userId });
    if (removed.length === 0) throw invalid('该学生不在这个班级中');
    return null;
  });
}

/** Takes several students off the roster, all or none (one not on it refuses the request); their work stays recorded. */
export async function removeStudents(db: Db, actor: AuthContext, body: { sclassId: number; userIds: number[] }): Promise<{ removed: number }> {
  const userIds = [...new Set(body.userIds)];
  return db.transaction(async (tx) => {
    await taughtClass(tx, actor, body.sclassId, { lock: true });
    const onRoster = await tx
      .select({ userId: classStudents.userId })
      .from(classStudents)
      .where(and(eq(classStudents.classId, body.sclassId), inArray(classStudents.userId, userIds)));
    const missing = userIds.length - onRoster.length;
    if (missing > 0) throw invalid(`有 ${missing} 名学生不在这个班级中，没有移除任何学生；请刷新名单后重试`);
    await tx.delete(classStudents).where(and(eq(classStudents.classId, body.sclassId), inArray(classStudents.userId, userIds)));
    await tx.update(classes).set({ updatedAt: new Date() }).where(eq(classes.id, body.sclassId));
    return { removed: userIds.length };
  });
}

/** How much of a class deleting it would take: its roster, its publications, and the student work that refuses it. */
async function deletionOf(db: DbOrTx, actor: AuthContext, clazz: ClassRow): Promise<ClassDeletion> {
  const id = clazz.id;
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const students = await n(db.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, id)));
  const homeworkCount = await n(db.select({ n: count() }).from(homeworks).where(eq(homeworks.classId, id)));
  const exams = await n(db.select({ n: count() }).from(examClasses).where(eq(examClasses.classId, id)));
  const submissions = await n(
    db
      .select({ n: count() })
      .from(homeworkSubmissions)
      .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
      .where(and(eq(homeworks.classId, id), inArray(homeworkSubmissions.status, [...HANDED_IN]))),
  );
  const attempts = await n(
    db.select({ n: count() }).from(examAttempts).innerJoin(examClasses, eq(examClasses.id, examAttempts.examClassId)).where(eq(examClasses.classId, id)),
  );
  const practice = await n(db.select({ n: count() }).from(exerciseAttempts).where(eq(exerciseAttempts.classId, id)));
  return {
    sclassId: id,
    name: clazz.name,
    students,
    homeworks: homeworkCount,
    exams,
    submissions,
    attempts,
    practice,
    canDelete: canDeleteClass(actor, clazz),
  };
}

/** What deleting the class would take (for its teachers: the page names it before asking). */
export async function classDeletion(db: DbOrTx, actor: AuthContext, sclassId: number): Promise<ClassDeletion> {
  return deletionOf(db, actor, await taughtClass(db, actor, sclassId));
}

/** Why student work keeps a class, in the teacher's words; null when there is none. */
function workRefusal(d: ClassDeletion): string | null {
  const work = [
    d.submissions > 0 ? `${d.submissions} 份作业提交` : null,
    d.attempts > 0 ? `${d.attempts} 份考试作答` : null,
    d.practice > 0 ? `${d.practice} 条练习记录` : null,
  ].filter((w) => w !== null);
  return work.length === 0 ? null : `班级已有 ${work.join('、')}，不能删除；可以关闭班级，学生看不到课程，记录都会保留`;
}

/**
 * Deletes a class (its owner or an admin) while no student has handed in work there: its roster, co-teachers, hidden
 * chapters and publications (homework and exams nobody handed in) go with it by the tables' cascades; the students'
 * accounts stay. With student work it is refused, naming how much; closing the class is the way then.
 */
/**
 * Holds still what could become student work while the deletion counts it: the class row is locked already (no new
 * practice attempt or roster row can reference it), and locking its homework and exam-classes, their submissions and
 * attempts keeps a submission or an attempt from being made or handed in between the count and the delete.
 */
async function lockClassWork(tx: DbOrTx, sclassId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${homeworks} where ${homeworks.classId} = ${sclassId} for update`);
  await tx.execute(sql`select 1 from ${examClasses} where ${examClasses.classId} = ${sclassId} for update`);
  await tx.execute(
    sql`select 1 from ${homeworkSubmissions} where ${homeworkSubmissions.homeworkId} in (select ${homeworks.id} from ${homeworks} where ${homeworks.classId} = ${sclassId}) for update`,
  );
  await tx.execute(
    sql`select 1 from ${examAttempts} where ${examAttempts.examClassId} in (select ${examClasses.id} from ${examClasses} where ${examClasses.classId} = ${sclassId}) for update`,
  );
}

export async function deleteClass(db: Db, actor: AuthContext, sclassId: number): Promise<null> {
  return db.transaction(async (tx) => {
    const clazz = await taughtClass(tx, actor, sclassId, { lock: true });
    if (!canDeleteClass(actor, clazz)) throw forbidden('只有班级的负责教师或管理员可以删除班级');
    await lockClassWork(tx, clazz.id);
    const refusal = workRefusal(await deletionOf(tx, actor, clazz));
    if (refusal) throw invalid(refusal);
    await tx.delete(classes).where(eq(classes.id, clazz.id));
    return null;
  });
}

const hiddenList = async (db: DbOrTx, sclassId: number) => [...(await hiddenChapterIds(db, sclassId))].sort((a, b) => a - b);

export async function hiddenChapters(db: DbOrTx, actor: AuthContext, sclassId: number): Promise<number[]> {
  await taughtClass(db, actor, sclassId, { grading: true });
  return hiddenList(db, sclassId);
}

/** Shows or hides a chapter (with its sections) for one class; setting what is already set changes nothing. */
export async function setChapterVisibility(db: Db, actor: AuthContext, body: { sclassId: number; chapterId: number; visible: boolean }): Promise<number[]> {
  return db.transaction(async (tx) => {
    const clazz = await taughtClass(tx, actor, body.sclassId, { lock: true });
    const [chapter] = await tx.select().from(chapters).where(eq(chapters.id, body.chapterId));
    if (!chapter || chapter.courseId !== clazz.courseId) throw invalid('章节不属于这个班级的课程');
    if (chapter.parentId !== null) throw invalid('可见性按章设置，小节随所在的章一起显示或隐藏');
    if (body.visible) {
      await tx.delete(classHiddenChapters).where(and(eq(classHiddenChapters.classId, clazz.id), eq(classHiddenChapters.chapterId, chapter.id)));
    } else {
      await tx.insert(classHiddenChapters).values({ classId: clazz.id, chapterId: chapter.id }).onConflictDoNothing();
    }
    return hiddenList(tx, clazz.id);
  });
}
