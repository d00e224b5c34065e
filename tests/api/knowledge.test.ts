import type { BodyOf } from '@contract/call';
import type { KnowledgeGraph, knowledgeCalls } from '@contract/knowledge';
import { knowledgeEdges, knowledgePoints } from '../../server/db/schema';
import { CHINESE, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let teacher: string;
let student: string;
let teastu: string;
let courseId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  s = await startServer();
  [teacher, student, teastu] = await Promise.all(['teacher', 'student', 'teastu'].map((u) => s.login(u)));
  courseId = (await s.api.saveCourse({ body: { name: '知识点测试课程' } }, { token: teacher })).obj.courseId;
});
afterAll(async () => {
  await s.close();
});

type SaveKnowledge = Omit<BodyOf<(typeof knowledgeCalls)['saveKnowledge']>, 'courseId'>;
const save = (body: SaveKnowledge, token = teacher) => s.api.saveKnowledge({ body: { courseId, ...body } }, { token });
const edge = (from: string, to: string, kind: 'parent' | 'prerequisite', op: 'add' | 'delete' = 'add', token = teacher) =>
  (op === 'add' ? s.api.addKnowledgeEdge : s.api.deleteKnowledgeEdge)({ body: { courseId, fromId: ids[from], toId: ids[to], kind } }, { token });
const edgesOf = (g: KnowledgeGraph) =>
  g.edges.map((e) => `${g.points.find((p) => p.knowId === e.fromId)!.name}-${e.kind}->${g.points.find((p) => p.knowId === e.toId)!.name}`).sort();

describe('the knowledge graph', () => {
  it('points are created, renamed, and unique by name within the course', async () => {
    for (const name of ['SQL', '单表查询', '连接查询', '嵌套查询', '关系代数']) ids[name] = (await save({ name })).obj.knowId;
    const renamed = await save({ knowId: ids.连接查询, name: '连接查询', description: 'JOIN 的各种写法' });
    expect(renamed.obj.description).toBe('JOIN 的各种写法');
    expect(await save({ name: 'SQL' })).toMatchObject({ success: false, message: '这门课程已有知识点“SQL”' });
    const before = await rowCount(s, knowledgePoints);
    for (const name of ['', 'a<b>', 'x'.repeat(51)]) {
      const res = await save({ name });
      expect(res.success).toBe(false);
      expect(res.message).toMatch(CHINESE);
    }
    expect(await rowCount(s, knowledgePoints)).toBe(before);
  });

  it('parent and prerequisite edges; a point has one parent and no cycle is allowed', async () => {
    await edge('SQL', '单表查询', 'parent');
    await edge('SQL', '连接查询', 'parent');
    await edge('单表查询', '连接查询', 'prerequisite');
    const g = (await edge('连接查询', '嵌套查询', 'prerequisite')).obj;
    expect(edgesOf(g)).toEqual(['SQL-parent->单表查询', 'SQL-parent->连接查询', '单表查询-prerequisite->连接查询', '连接查询-prerequisite->嵌套查询']);
    expect(await edge('嵌套查询', '单表查询', 'prerequisite')).toMatchObject({ success: false, message: '不能形成循环的先修关系' });
    expect(await edge('单表查询', 'SQL', 'parent')).toMatchObject({ success: false, message: '不能形成循环的包含关系' });
    expect(await edge('关系代数', '单表查询', 'parent')).toMatchObject({ success: false, message: '“单表查询”已经有上级知识点' });
    expect(await edge('SQL', 'SQL', 'prerequisite')).toMatchObject({ success: false, message: '知识点不能和自己建立关系' });
    const before = await rowCount(s, knowledgeEdges);
    expect(
      await s.unchecked('addKnowledgeEdge', { body: { courseId, fromId: ids.SQL, toId: ids.关系代数, kind: 'sibling' } }, { token: teacher }),
    ).toMatchObject({ success: false });
    expect(await rowCount(s, knowledgeEdges)).toBe(before);
  });

  it("the layout is saved; positions of other courses' points are refused", async () => {
    const g = (await s.api.saveKnowledgeLayout({ body: { courseId, positions: [{ knowId: ids.SQL, x: 10.5, y: -20 }] } }, { token: teacher })).obj;
    expect(g.points.find((p) => p.knowId === ids.SQL)).toMatchObject({ x: 10.5, y: -20 });
    const other = (await s.api.saveCourse({ body: { name: '另一门' } }, { token: teacher })).obj.courseId;
    const foreign = await s.api.saveKnowledgeLayout({ body: { courseId: other, positions: [{ knowId: ids.SQL, x: 0, y: 0 }] } }, { token: teacher });
    expect(foreign).toMatchObject({ success: false, message: '有知识点不属于这门课程' });
  });

  it('only the owner edits; strangers cannot read', async () => {
    expect(await save({ name: '别人的' }, teastu)).toMatchObject({ code: 403 });
    expect(await s.api.knowledgeGraph({ params: { courseId } }, { token: student })).toMatchObject({ code: 403 });
    expect(await edge('SQL', '关系代数', 'parent', 'add', teastu)).toMatchObject({ code: 403 });
  });

  it('deleting a point removes its edges; a copy of the course has its own graph', async () => {
    const g = (await s.api.deleteKnowledge({ params: { knowId: ids.连接查询 } }, { token: teacher })).obj;
    expect(edgesOf(g)).toEqual(['SQL-parent->单表查询']);
    const copy = (await s.api.copyCourse({ params: { courseId } }, { token: teacher })).obj;
    const copied = (await s.api.knowledgeGraph({ params: { courseId: copy.courseId } }, { token: teacher })).obj;
    expect(edgesOf(copied)).toEqual(edgesOf(g));
    expect(copied.points.map((p) => p.name)).toEqual(g.points.map((p) => p.name));
    expect(copied.points[0].knowId).not.toBe(g.points[0].knowId);
    expect(copied.points.find((p) => p.name === 'SQL')).toMatchObject({ x: 10.5, y: -20 });
  });
});
