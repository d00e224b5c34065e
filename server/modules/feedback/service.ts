import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Page } from '@contract/envelope';
import type { Feedback, FeedbackQuery, ReplyFeedbackBody, SaveFeedbackBody } from '@contract/feedback';
import type { z } from '@contract/zod';
import type { DbOrTx } from '../../db/client';
import { feedback, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import type { Upload } from '../../lib/upload';
import { canReplyFeedback, feedbackScope } from '../../policy';
import type { FileStorage } from '../../storage';
import { requireOwnFile, resourceUrl, saveImage } from '../files/service';
import { notify } from '../notices/service';

const columns = {
  f: feedback,
  userName: users.name,
};
type Joined = { f: typeof feedback.$inferSelect; userName: string };

const toFeedback = ({ f, userName }: Joined): Feedback => ({
  feedbackId: f.id,
  userId: f.userId,
  userName,
  content: f.content,
  pageUrl: f.pageUrl,
  screenshot: f.screenshot,
  status: f.status as Feedback['status'],
  reply: f.reply,
  repliedAt: f.repliedAt?.toISOString() ?? null,
  createdAt: f.createdAt.toISOString(),
});

async function getFeedback(db: DbOrTx, feedbackId: number): Promise<Feedback | undefined> {
  const [row] = await db.select(columns).from(feedback).innerJoin(users, eq(users.id, feedback.userId)).where(eq(feedback.id, feedbackId));
  return row && toFeedback(row);
}

export async function saveFeedback(db: DbOrTx, actor: AuthContext, body: z.output<typeof SaveFeedbackBody>): Promise<Feedback> {
  if (body.screenshot) await requireOwnFile(db, actor, body.screenshot, 'feedback');
  const [row] = await db
    .insert(feedback)
    .values({ userId: actor.userId, content: body.content, pageUrl: body.pageUrl, screenshot: body.screenshot })
    .returning({ id: feedback.id });
  return (await getFeedback(db, row.id))!;
}

/** Admins see everything (by status, by words in the text or the author's name); everyone else their own. */
export async function listFeedback(db: DbOrTx, actor: AuthContext, q: z.output<typeof FeedbackQuery>): Promise<Page<Feedback>> {
  const where = and(
    feedbackScope(actor) === 'own' ? eq(feedback.userId, actor.userId) : undefined,
    q.status ? eq(feedback.status, q.status) : undefined,
    q.keyword ? or(ilike(feedback.content, containsPattern(q.keyword)), ilike(users.name, containsPattern(q.keyword))) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(feedback).innerJoin(users, eq(users.id, feedback.userId)).where(where);
  const rows = await db
    .select(columns)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(where)
    .orderBy(desc(feedback.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { list: rows.map(toFeedback), total };
}

/** The newest feedback, whatever its status (admin home page). */
export async function recentFeedback(db: DbOrTx, limit: number): Promise<Feedback[]> {
  const rows = await db.select(columns).from(feedback).innerJoin(users, eq(users.id, feedback.userId)).orderBy(desc(feedback.id)).limit(limit);
  return rows.map(toFeedback);
}

export async function countOpenFeedback(db: DbOrTx, userId?: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.status, 'open'), userId === undefined ? undefined : eq(feedback.userId, userId)));
  return n;
}

/** An admin answers: the status and reply are saved and the author is told, in one transaction. */
export async function replyFeedback(db: DbOrTx, actor: AuthContext, body: z.output<typeof ReplyFeedbackBody>): Promise<Feedback> {
  if (!canReplyFeedback(actor)) throw forbidden();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(feedback)
      .set({ status: body.status, reply: body.reply, repliedBy: actor.userId, repliedAt: new Date() })
      .where(eq(feedback.id, body.feedbackId))
      .returning();
    if (!row) throw notFound('反馈');
    const excerpt = row.content.length > 30 ? `${row.content.slice(0, 30)}…` : row.content;
    await notify(tx, row.userId, {
      type: 'message',
      title: '你的意见反馈有了回复',
      content: `“${excerpt}”：${body.reply}`,
      link: '/feedback/list',
    });
    return (await getFeedback(tx, row.id))!;
  });
}

export async function uploadScreenshot(db: DbOrTx, storage: FileStorage, actor: AuthContext, upload: Upload) {
  const file = await saveImage(db, storage, upload, { purpose: 'feedback', ownerId: actor.userId });
  return { screenshot: resourceUrl(file.id) };
}
