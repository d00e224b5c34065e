// Sharing 共享 from the sharer's side: share questions or scenes one may edit with named teachers or the whole school,
// list one's shares, withdraw them. What the recipients do with a share is ./received.ts.
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '@contract/envelope';
import type { Share, ShareAnswer, ShareKind } from '@contract/share';
import type { Db, DbOrTx } from '../../db/client';
import { courses, exercises, scenes, shares, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import { canReceiveShares, canShare, canWithdrawShare } from '../../policy';
import { courseFor, type CourseRow } from '../courses/access';
import { exerciseRows } from '../exercises/bank';
import { notify } from '../notices/service';
import { sceneCourses } from '../scenes/service';
import { accountsById } from '../sys/users.service';

const WHAT: Record<ShareKind, { noun: string; unit: string; publicRefusal: string }> = {
  exercise: { noun: '题目', unit: '道', publicRefusal: '公共题库的题目所有教师都能看到，不需要共享' },
  scene: { noun: '场景', unit: '个', publicRefusal: '公共场景库的场景所有教师都能看到，不需要共享' },
};

/** rows per INSERT: 200 objects for 101 recipients stay far below PostgreSQL's 65,535 parameters a statement */
const INSERT_CHUNK = 1000;

/** The course of each given object (null: the public library), or 404. */
async function coursesOf(db: DbOrTx, kind: ShareKind, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = kind === 'exercise' ? await exerciseRows(db, ids) : await sceneCourses(db, ids);
  return new Map(rows.map((r) => [r.id, r.courseId]));
}

/** The courses behind these course ids, each read once with its team (as the policy takes them). */
async function loadCourses(db: DbOrTx, courseIds: Iterable<number | null>): Promise<Map<number, CourseRow>> {
  const loaded = new Map<number, CourseRow>();
  for (const id of new Set(courseIds)) if (id !== null) loaded.set(id, await courseFor(db, id));
  return loaded;
}

/** Every object must be one the actor may share: a course's, which the actor edits. */
async function checkShareable(db: DbOrTx, actor: AuthContext, kind: ShareKind, ids: number[]): Promise<void> {
  const byObject = await coursesOf(db, kind, ids);
  if ([...byObject.values()].some((c) => c === null)) throw invalid(WHAT[kind].publicRefusal);
  const loaded = await loadCourses(db, byObject.values());
  if ([...loaded.values()].some((course) => !canShare(actor, course))) {
    throw forbidden(`只能共享自己可以修改的${WHAT[kind].noun}（课程负责人或协作教师）`);
  }
}

const named = (accounts: { name: string; code: string }[]) => accounts.map((a) => `${a.name}（${a.code}）`).join('、');

/** Named recipients must be other teachers whose accounts are in use. */
async function checkRecipients(db: DbOrTx, actor: AuthContext, recipientIds: number[]): Promise<void> {
  if (recipientIds.includes(actor.userId)) throw invalid('不需要共享给自己');
  const accounts = await accountsById(db, recipientIds);
  const missing = recipientIds.filter((id) => !accounts.has(id));
  if (missing.length > 0) throw invalid(`有 ${missing.length} 位教师不存在，请重新选择`);
  const notTeachers = [...accounts.values()].filter((a) => !canReceiveShares(a));
  if (notTeachers.length > 0) throw invalid(`只能共享给教师：${named(notTeachers)}不是教师`);
  const stopped = [...accounts.values()].filter((a) => a.isStop);
  if (stopped.length > 0) throw invalid(`${named(stopped)}的账号已停用，不能共享给他们`);
}

/**
 * Shares the objects with each named teacher and, with `wholeSchool`, with every teacher: one share per object and
 * recipient, those already there left as they are. Named teachers hear of what is new for them.
 */
export async function share(
  db: Db,
  actor: AuthContext,
  kind: ShareKind,
  body: { ids: number[]; recipientIds: number[]; wholeSchool: boolean },
): Promise<ShareAnswer> {
  return db.transaction(async (tx) => {
    await checkShareable(tx, actor, kind, body.ids);
    await checkRecipients(tx, actor, body.recipientIds);
    const recipients: (number | null)[] = [...body.recipientIds, ...(body.wholeSchool ? [null] : [])];
    const rows = body.ids.flatMap((id) =>
      recipients.map((recipientId) => ({
        kind,
        exerciseId: kind === 'exercise' ? id : null,
        sceneId: kind === 'scene' ? id : null,
        sharedBy: actor.userId,
        recipientId,
      })),
    );
    const newFor = new Map<number, number>();
    let created = 0;
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const made = await tx
        .insert(shares)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing()
        .returning({ recipientId: shares.recipientId });
      created += made.length;
      for (const { recipientId } of made) if (recipientId !== null) newFor.set(recipientId, (newFor.get(recipientId) ?? 0) + 1);
    }
    const { noun, unit } = WHAT[kind];
    for (const [recipientId, n] of newFor) {
      await notify(tx, recipientId, {
        type: 'notification',
        title: `${actor.userName}共享了 ${n} ${unit}${noun}给你`,
        content: `在课程的${kind === 'exercise' ? '题库' : '场景'}页“共享给我的”中可以预览，并复制到你的课程。`,
      });
    }
    return { created, existing: rows.length - created };
  });
}

const recipient = alias(users, 'recipient');

/** The caller's own shares of one kind, newest first; the keyword finds the object's title or the recipient. */
export async function myShares(
  db: DbOrTx,
  actor: AuthContext,
  q: { kind: ShareKind; keyword?: string; current: number; pageSize: number },
): Promise<Page<Share>> {
  const title = sql<string>`coalesce(${exercises.stemText}, ${scenes.name})`;
  const word = q.keyword ? containsPattern(q.keyword) : null;
  const where = and(
    eq(shares.sharedBy, actor.userId),
    eq(shares.kind, q.kind),
    word ? or(ilike(title, word), ilike(recipient.name, word), ilike(recipient.code, word)) : undefined,
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(shares)
    .leftJoin(exercises, eq(exercises.id, shares.exerciseId))
    .leftJoin(scenes, eq(scenes.id, shares.sceneId))
    .leftJoin(recipient, eq(recipient.id, shares.recipientId))
    .where(where);
  const rows = await db
    .select({ s: shares, title, exerciseType: exercises.type, courseName: courses.name, recipientCode: recipient.code, recipientName: recipient.name })
    .from(shares)
    .leftJoin(exercises, eq(exercises.id, shares.exerciseId))
    .leftJoin(scenes, eq(scenes.id, shares.sceneId))
    .leftJoin(courses, eq(courses.id, sql`coalesce(${exercises.courseId}, ${scenes.courseId})`))
    .leftJoin(recipient, eq(recipient.id, shares.recipientId))
    .where(where)
    .orderBy(desc(shares.sharedAt), desc(shares.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return {
    list: rows.map((r) => ({
      shareId: r.s.id,
      kind: r.s.kind,
      objectId: (r.s.exerciseId ?? r.s.sceneId)!,
      title: r.title,
      exerciseType: r.exerciseType,
      courseName: r.courseName,
      recipient: r.s.recipientId === null ? null : { userId: r.s.recipientId, code: r.recipientCode!, name: r.recipientName! },
      sharedAt: r.s.sharedAt.toISOString(),
    })),
    total,
  };
}

/** Withdraws shares the actor made, or shares of objects the actor may share now; all of them or none. */
export async function withdrawShares(db: Db, actor: AuthContext, shareIds: number[]): Promise<{ withdrawn: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(shares).where(inArray(shares.id, shareIds));
    if (rows.length !== shareIds.length) throw notFound('共享');
    const others = rows.filter((r) => r.sharedBy !== actor.userId);
    if (others.length > 0) {
      const exerciseCourses = await coursesOf(
        tx,
        'exercise',
        others.flatMap((r) => (r.exerciseId === null ? [] : [r.exerciseId])),
      );
      const sceneCourses = await coursesOf(
        tx,
        'scene',
        others.flatMap((r) => (r.sceneId === null ? [] : [r.sceneId])),
      );
      const courseOf = (r: (typeof rows)[number]) => (r.exerciseId !== null ? exerciseCourses.get(r.exerciseId) : sceneCourses.get(r.sceneId!)) ?? null;
      const loaded = await loadCourses(tx, others.map(courseOf));
      for (const r of others) {
        const courseId = courseOf(r);
        if (!canWithdrawShare(actor, r, courseId === null ? null : loaded.get(courseId)!)) {
          throw forbidden('只能撤回自己的共享，或自己可以修改的题目和场景的共享');
        }
      }
    }
    await tx.delete(shares).where(inArray(shares.id, shareIds));
    return { withdrawn: rows.length };
  });
}
