import { and, count, desc, eq } from 'drizzle-orm';
import { NOTICE_TYPES, type Notice, type NoticeType } from '@contract/auth';
import type { Page, PageQuery } from '@contract/envelope';
import type { DbOrTx } from '../../db/client';
import { notices } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { offsetOf } from '../../lib/sql-helpers';

type NoticeRow = typeof notices.$inferSelect;

const toNotice = (n: NoticeRow): Notice => ({
  noticeId: n.id,
  type: n.type as NoticeType,
  title: n.title,
  content: n.content,
  link: n.link,
  read: n.read,
  createdAt: n.createdAt.toISOString(),
});

/** Tells a user something (a reply to their feedback, a graded homework…); other modules call this inside their transaction. */
export async function notify(db: DbOrTx, userId: number, notice: { type: NoticeType; title: string; content: string; link?: string | null }): Promise<void> {
  await db.insert(notices).values({ userId, type: notice.type, title: notice.title, content: notice.content, link: notice.link ?? null });
}

export async function listNotices(db: DbOrTx, userId: number, q: PageQuery & { type?: NoticeType }): Promise<Page<Notice>> {
  const where = and(eq(notices.userId, userId), q.type ? eq(notices.type, q.type) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(notices).where(where);
  const rows = await db.select().from(notices).where(where).orderBy(desc(notices.createdAt), desc(notices.id)).limit(q.pageSize).offset(offsetOf(q));
  return { list: rows.map(toNotice), total };
}

export async function countNotRead(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ type: notices.type, n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.read, false)))
    .groupBy(notices.type);
  const byType = Object.fromEntries(NOTICE_TYPES.map((t) => [t, 0])) as Record<NoticeType, number>;
  for (const r of rows) if ((NOTICE_TYPES as readonly string[]).includes(r.type)) byType[r.type as NoticeType] = r.n;
  return { total: Object.values(byType).reduce((a, b) => a + b, 0), byType };
}

/** Marks one of the caller's notices read; someone else's notice does not exist for them. */
export async function markRead(db: DbOrTx, userId: number, type: NoticeType, noticeId: number): Promise<null> {
  const done = await db
    .update(notices)
    .set({ read: true })
    .where(and(eq(notices.id, noticeId), eq(notices.userId, userId), eq(notices.type, type)))
    .returning({ id: notices.id });
  if (done.length === 0) throw notFound('通知');
  return null;
}

export async function clearNotRead(db: DbOrTx, userId: number, type: NoticeType): Promise<null> {
  await db
    .update(notices)
    .set({ read: true })
    .where(and(eq(notices.userId, userId), eq(notices.type, type), eq(notices.read, false)));
  return null;
}
