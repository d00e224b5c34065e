// Mocks of /htdz/knowledge for `max dev` without the server: the knowledge graphs of 数据库系统原理 (course 1, partly
// laid out), its template (11, not laid out yet) and 数据库设计与实践 (2), kept in memory and changed by the rules
// the server enforces: names unique per course, one parent per point, no cycle of either kind, no edge to itself,
// only the course's owner edits, and not while the course is submitted or archived.
import type { CurrentUser } from '@contract/auth';
import { CourseParams } from '@contract/course';
import { closesCycle, EdgeBody, LayoutBody, SaveKnowledgeBody, type KnowledgeEdge, type KnowledgeGraph, type KnowledgePoint } from '@contract/knowledge';
import { id, z } from '@contract/zod';
import { mockUserOf } from './auth';
import { courseState } from './course';
import { fail, ok } from './_envelope';

type Req = { body?: unknown; query?: Record<string, unknown>; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void };
type Failure = ReturnType<typeof fail>;

// name, parent, prerequisites, position (null: not laid out)
type Seed = [string, string | null, string[], [number, number] | null, string?];
const DATABASE: Seed[] = [
  ['关系模型', null, [], [0, 0], '关系、元组、属性、码与完整性约束'],
  ['关系代数', '关系模型', [], [-160, 100], '选择、投影、连接、除等运算'],
  ['SQL', null, ['关系代数'], [120, 200], '结构化查询语言：数据定义、查询、更新与控制'],
  ['数据定义', 'SQL', [], [-260, 320], 'CREATE / ALTER / DROP 表、约束与索引'],
  ['单表查询', 'SQL', [], [-90, 320], 'SELECT ... FROM ... WHERE，排序与去重'],
  ['连接查询', 'SQL', ['单表查询'], [70, 420], '内连接、外连接与自身连接'],
  ['嵌套查询', 'SQL', ['连接查询'], [70, 520], 'IN、EXISTS 与相关子查询'],
  ['分组统计', 'SQL', ['单表查询'], [-120, 440], '聚集函数、GROUP BY 与 HAVING'],
  ['视图', 'SQL', ['数据定义', '连接查询'], [250, 420], '定义、查询与更新视图'],
  ['触发器', null, ['视图'], null, '行级与语句级触发器、触发函数'],
  ['事务', null, ['SQL'], null, 'ACID、提交与回滚、隔离级别'],
  ['并发控制', '事务', [], null, '封锁、两段锁协议与多版本并发控制'],
];
const DESIGN: Seed[] = [
  ['需求分析', null, [], null],
  ['E-R 图', null, ['需求分析'], null, '实体、联系与属性'],
  ['规范化', null, ['E-R 图'], null, '函数依赖与 1NF、2NF、3NF、BCNF'],
];

type State = { points: KnowledgePoint[]; edges: KnowledgeEdge[]; nextId: number };

function seed(): State {
  const state: State = { points: [], edges: [], nextId: 400 };
  const plant = (courseId: number, firstId: number, seeds: Seed[], placed: boolean) => {
    const idOf = new Map(seeds.map(([name], i) => [name, firstId + i]));
    seeds.forEach(([name, parent, needs, at, description], i) => {
      const pos = placed ? at : null;
      state.points.push({ knowId: firstId + i, courseId, name, description: description ?? null, x: pos?.[0] ?? null, y: pos?.[1] ?? null });
      if (parent) state.edges.push({ fromId: idOf.get(parent)!, toId: firstId + i, kind: 'parent' });
      for (const need of needs) state.edges.push({ fromId: idOf.get(need)!, toId: firstId + i, kind: 'prerequisite' });
    });
  };
  plant(1, 101, DATABASE, true);
  plant(11, 201, DATABASE, false);
  plant(2, 301, DESIGN, false);
  return state;
}

type G = typeof globalThis & { __htdzMockKnowledge?: State };
const state = () => ((globalThis as G).__htdzMockKnowledge ??= seed());

const graphOf = (courseId: number): KnowledgeGraph => {
  const points = state().points.filter((p) => p.courseId === courseId);
  const ids = new Set(points.map((p) => p.knowId));
  return { points, edges: state().edges.filter((e) => ids.has(e.fromId)) };
};

const invalid = (error: z.ZodError) => fail(error.issues[0]?.message ?? '请求参数无效');
const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && 'success' in v;

/** The course the user may view, or the failure. */
function viewable(courseId: number): Failure | null {
  return courseState().list.some((c) => c.courseId === courseId) ? null : fail('课程不存在或已被删除', 'NOT_FOUND', 404);
}

/** The failure when the user may not change the course's knowledge now, as the server says it; else null. */
function editable(user: CurrentUser, courseId: number): Failure | null {
  const c = courseState().list.find((x) => x.courseId === courseId);
  if (!c) return fail('课程不存在或已被删除', 'NOT_FOUND', 404);
  if (user.baseRoleType !== 1 && c.ownerId !== user.userId) return fail('只有课程负责人可以修改这门课程', 'FORBIDDEN', 403);
  if (c.status === 'submitted') return fail('课程正在审核中，审核结束前不能修改');
  if (c.status === 'archived') return fail('课程已归档，不能修改');
  return null;
}

function pointOf(knowId: number): KnowledgePoint | Failure {
  return state().points.find((p) => p.knowId === knowId) ?? fail('知识点不存在或已被删除', 'NOT_FOUND', 404);
}


const signedIn = (answer: (user: CurrentUser, req: Req) => unknown) => (req: Req, res: Res) => {
  const user = mockUserOf(req);
  res.json(user ? answer(user, req) : fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
};

/** A body parsed by its schema, then the edit rights on its course checked; answers the failure or the body. */
function editBody<T extends { courseId: number }>(schema: z.ZodType<T>, user: CurrentUser, req: Req): T | Failure {
  const parsed = schema.safeParse(req.body);
  if (!parsed.success) return invalid(parsed.error);
  return editable(user, parsed.data.courseId) ?? parsed.data;
}

export default {
  'GET /htdz/knowledge/graph/:courseId': signedIn((_user, req) => {
    const parsed = CourseParams.safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    return viewable(parsed.data.courseId) ?? ok(graphOf(parsed.data.courseId));
  }),
  'POST /htdz/knowledge/save': signedIn((user, req) => {
    const b = editBody(SaveKnowledgeBody, user, req);
    if (isFailure(b)) return b;
    const same = state().points.find((p) => p.courseId === b.courseId && p.name === b.name);
    if (same && same.knowId !== b.knowId) return fail(`这门课程已有知识点“${b.name}”`);
    if (b.knowId === null) {
      const point: KnowledgePoint = { knowId: state().nextId++, courseId: b.courseId, name: b.name, description: b.description, x: null, y: null };
      state().points.push(point);
      return ok(point);
    }
    const point = pointOf(b.knowId);
    if (isFailure(point)) return point;
    if (point.courseId !== b.courseId) return fail('知识点不属于这门课程');
    Object.assign(point, { name: b.name, description: b.description });
    return ok(point);
  }),
  'POST /htdz/knowledge/delete/:knowId': signedIn((user, req) => {
    const parsed = z.object({ knowId: id('知识点') }).safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const point = pointOf(parsed.data.knowId);
    if (isFailure(point)) return point;
    const locked = editable(user, point.courseId);
    if (locked) return locked;
    const s = state();
    s.points = s.points.filter((p) => p !== point);
    s.edges = s.edges.filter((e) => e.fromId !== point.knowId && e.toId !== point.knowId);
    return ok(graphOf(point.courseId));
  }),
  'POST /htdz/knowledge/edge/add': signedIn((user, req) => {
    const b = editBody(EdgeBody, user, req);
    if (isFailure(b)) return b;
    const [from, to] = [pointOf(b.fromId), pointOf(b.toId)];
    if (isFailure(from)) return from;
    if (isFailure(to)) return to;
    if (from.courseId !== b.courseId || to.courseId !== b.courseId) return fail('知识点不属于这门课程');
    if (from.knowId === to.knowId) return fail('知识点不能和自己建立关系');
    const edges = graphOf(b.courseId).edges;
    if (b.kind === 'parent' && edges.some((e) => e.kind === 'parent' && e.toId === to.knowId && e.fromId !== from.knowId)) {
      return fail(`“${to.name}”已经有上级知识点`);
    }
    if (closesCycle(edges, from.knowId, to.knowId, b.kind)) return fail(b.kind === 'parent' ? '不能形成循环的包含关系' : '不能形成循环的先修关系');
    if (!edges.some((e) => e.fromId === b.fromId && e.toId === b.toId && e.kind === b.kind)) {
      state().edges.push({ fromId: b.fromId, toId: b.toId, kind: b.kind });
    }
    return ok(graphOf(b.courseId));
  }),
  'POST /htdz/knowledge/edge/delete': signedIn((user, req) => {
    const b = editBody(EdgeBody, user, req);
    if (isFailure(b)) return b;
    const s = state();
    s.edges = s.edges.filter((e) => !(e.fromId === b.fromId && e.toId === b.toId && e.kind === b.kind));
    return ok(graphOf(b.courseId));
  }),
  'POST /htdz/knowledge/layout': signedIn((user, req) => {
    const b = editBody(LayoutBody, user, req);
    if (isFailure(b)) return b;
    const own = new Map(graphOf(b.courseId).points.map((p) => [p.knowId, p]));
    if (b.positions.some((p) => !own.has(p.knowId))) return fail('有知识点不属于这门课程');
    for (const p of b.positions) Object.assign(own.get(p.knowId)!, { x: p.x, y: p.y });
    return ok(graphOf(b.courseId));
  }),
};
