// What is shared with whom (shares 共享): the one condition every read and copy of a shared question or scene asks,
// so a withdrawn share stops working at the next request and a share to someone else never reaches the caller.
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { ShareKind } from '@contract/share';
import type { DbOrTx } from '../../db/client';
import { exercises, shares } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden } from '../../lib/errors';
import { canReadShares } from '../../policy';

const NOT_SHARED: Record<ShareKind, string> = {
  exercise: '题目不存在或没有共享给你',
  scene: '场景不存在或没有共享给你',
};

/** The column of a share that names its object. */
export const objectOf = (kind: ShareKind) => (kind === 'exercise' ? shares.exerciseId : shares.sceneId);

/**
 * In a query over shares: a share of `kind` with the actor, by name or as one of the school's teachers, made by
 * someone else (what one shares oneself is one's own already).
 */
export const sharedWith = (actor: AuthContext, kind: ShareKind) =>
  and(eq(shares.kind, kind), or(eq(shares.recipientId, actor.userId), isNull(shares.recipientId)), ne(shares.sharedBy, actor.userId));

/** Refuses a caller who does not act as a teacher: shared questions carry their answers. */
export function checkReader(actor: AuthContext) {
  if (!canReadShares(actor)) throw forbidden('只有教师可以查看共享给自己的题目和场景');
}

/** Refuses unless every id is an object of `kind` shared with the actor now; one answer for missing and not shared. */
export async function requireShared(db: DbOrTx, actor: AuthContext, kind: ShareKind, ids: number[]): Promise<void> {
  checkReader(actor);
  const column = objectOf(kind);
  const found = await db
    .selectDistinct({ id: column })
    .from(shares)
    .where(and(sharedWith(actor, kind), inArray(column, ids)));
  if (found.length !== new Set(ids).size) throw forbidden(NOT_SHARED[kind]);
}

/**
 * A scene the actor may read as shared: shared with them, or the scene of a question shared with them (the question
 * is shared with the tables it is answered on, and a copy of it brings the scene along).
 */
export async function requireSceneReadable(db: DbOrTx, actor: AuthContext, sceneId: number): Promise<void> {
  checkReader(actor);
  const [direct] = await db
    .select({ id: shares.id })
    .from(shares)
    .where(and(sharedWith(actor, 'scene'), eq(shares.sceneId, sceneId)))
    .limit(1);
  if (direct) return;
  const [throughQuestion] = await db
    .select({ id: shares.id })
    .from(shares)
    .innerJoin(exercises, eq(exercises.id, shares.exerciseId))
    .where(and(sharedWith(actor, 'exercise'), eq(exercises.sceneId, sceneId)))
    .limit(1);
  if (!throughQuestion) throw forbidden(NOT_SHARED.scene);
}
