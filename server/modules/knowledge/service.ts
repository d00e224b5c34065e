// A course's knowledge graph. Parent edges make a forest (one parent per point, no cycles); prerequisite edges
// make an acyclic graph. Every change locks the course (courses/access.ts), so two editors cannot together
// close a cycle that neither made alone.
import { and, eq, inArray } from 'drizzle-orm';
import { closesCycle, type KnowledgeEdge, type KnowledgeGraph, type KnowledgePoint } from '@contract/knowledge';
import type { Db, DbOrTx } from '../../db/client';
import { knowledgeEdges, knowledgePoints } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { invalid, notFound } from '../../lib/errors';
import { lockEditableCourse, viewableCourse } from '../courses/access';

type PointRow = typeof knowledgePoints.$inferSelect;

const toPoint = (r: PointRow): KnowledgePoint => ({ knowId: r.id, courseId: r.courseId, name: r.name, description: r.description, x: r.x, y: r.y });

async function graph(db: DbOrTx, courseId: number): Promise<KnowledgeGraph> {
  const points = await db.select().from(knowledgePoints).where(eq(knowledgePoints.courseId, courseId)).orderBy(knowledgePoints.id);
  const ids = points.map((p) => p.id);
  const edges = ids.length
    ? await db.select().from(knowledgeEdges).where(inArray(knowledgeEdges.fromId, ids)).orderBy(knowledgeEdges.fromId, knowledgeEdges.toId)
    : [];
  return { points: points.map(toPoint), edges: edges.map((e) => ({ fromId: e.fromId, toId: e.toId, kind: e.kind as KnowledgeEdge['kind'] })) };
}

async function pointOf(db: DbOrTx, knowId: number): Promise<PointRow> {
  const [row] = await db.select().from(knowledgePoints).where(eq(knowledgePoints.id, knowId));
  if (!row) throw notFound('知识点');
  return row;
}

export async function knowledgeGraph(db: DbOrTx, actor: AuthContext, courseId: number): Promise<KnowledgeGraph> {
  await viewableCourse(db, actor, courseId);
  return graph(db, courseId);
}

export async function saveKnowledge(
  db: Db,
  actor: AuthContext,
  body: { knowId: number | null; courseId: number; name: string; description: string | null },
): Promise<KnowledgePoint> {
  return db.transaction(async (tx) => {
    await lockEditableCourse(tx, actor, body.courseId);
    const [same] = await tx
      .select({ id: knowledgePoints.id })
      .from(knowledgePoints)
      .where(and(eq(knowledgePoints.courseId, body.courseId), eq(knowledgePoints.name, body.name)));
    if (same && same.id !== body.knowId) throw invalid(`这门课程已有知识点“${body.name}”`);
    if (body.knowId === null) {
      const [row] = await tx.insert(knowledgePoints).values({ courseId: body.courseId, name: body.name, description: body.description }).returning();
      return toPoint(row);
    }
    const existing = await pointOf(tx, body.knowId);
    if (existing.courseId !== body.courseId) throw invalid('知识点不属于这门课程');
    const [row] = await tx
      .update(knowledgePoints)
      .set({ name: body.name, description: body.description })
      .where(eq(knowledgePoints.id, body.knowId))
      .returning();
    return toPoint(row);
  });
}

export async function deleteKnowledge(db: Db, actor: AuthContext, knowId: number): Promise<KnowledgeGraph> {
  return db.transaction(async (tx) => {
    const point = await pointOf(tx, knowId);
    await lockEditableCourse(tx, actor, point.courseId);
    await tx.delete(knowledgePoints).where(eq(knowledgePoints.id, knowId));
    return graph(tx, point.courseId);
  });
}

export async function addKnowledgeEdge(db: Db, actor: AuthContext, body: KnowledgeEdge & { courseId: number }): Promise<KnowledgeGraph> {
  return db.transaction(async (tx) => {
    await lockEditableCourse(tx, actor, body.courseId);
    const [from, to] = [await pointOf(tx, body.fromId), await pointOf(tx, body.toId)];
    if (from.courseId !== body.courseId || to.courseId !== body.courseId) throw invalid('知识点不属于这门课程');
    if (from.id === to.id) throw invalid('知识点不能和自己建立关系');
    const current = await graph(tx, body.courseId);
    if (body.kind === 'parent' && current.edges.some((e) => e.kind === 'parent' && e.toId === to.id && e.fromId !== from.id)) {
      throw invalid(`“${to.name}”已经有上级知识点`);
    }
    if (closesCycle(current.edges, from.id, to.id, body.kind)) {
      throw invalid(body.kind === 'parent' ? '不能形成循环的包含关系' : '不能形成循环的先修关系');
    }
    await tx.insert(knowledgeEdges).values({ fromId: from.id, toId: to.id, kind: body.kind }).onConflictDoNothing();
    return graph(tx, body.courseId);
  });
}

export async function deleteKnowledgeEdge(db: Db, actor: AuthContext, body: KnowledgeEdge & { courseId: number }): Promise<KnowledgeGraph> {
  return db.transaction(async (tx) => {
    await lockEditableCourse(tx, actor, body.courseId);
    const from = await pointOf(tx, body.fromId);
    if (from.courseId !== body.courseId) throw invalid('知识点不属于这门课程');
    await tx.delete(knowledgeEdges).where(and(eq(knowledgeEdges.fromId, body.fromId), eq(knowledgeEdges.toId, body.toId), eq(knowledgeEdges.kind, body.kind)));
    return graph(tx, body.courseId);
  });
}

export async function saveKnowledgeLayout(
  db: Db,
  actor: AuthContext,
  body: { courseId: number; positions: { knowId: number; x: number; y: number }[] },
): Promise<KnowledgeGraph> {
  return db.transaction(async (tx) => {
    await lockEditableCourse(tx, actor, body.courseId);
    const ids = body.positions.map((p) => p.knowId);
    if (ids.length > 0) {
      const own = await tx
        .select({ id: knowledgePoints.id })
        .from(knowledgePoints)
        .where(and(eq(knowledgePoints.courseId, body.courseId), inArray(knowledgePoints.id, ids)));
      if (own.length !== new Set(ids).size) throw invalid('有知识点不属于这门课程');
    }
    for (const p of body.positions) await tx.update(knowledgePoints).set({ x: p.x, y: p.y }).where(eq(knowledgePoints.id, p.knowId));
    return graph(tx, body.courseId);
  });
}

/** Copies a course's knowledge graph into another course (template copies). */
export async function copyKnowledge(tx: DbOrTx, fromCourse: number, toCourse: number) {
  const source = await graph(tx, fromCourse);
  const newIds = new Map<number, number>();
  for (const p of source.points) {
    const [row] = await tx
      .insert(knowledgePoints)
      .values({ courseId: toCourse, name: p.name, description: p.description, x: p.x, y: p.y })
      .returning({ id: knowledgePoints.id });
    newIds.set(p.knowId, row.id);
  }
  if (source.edges.length) {
    await tx.insert(knowledgeEdges).values(source.edges.map((e) => ({ fromId: newIds.get(e.fromId)!, toId: newIds.get(e.toId)!, kind: e.kind })));
  }
}
