// Sharing 共享 against a real database: the demo teacher (A, 李老师) shares questions and a scene of their course with a
// named colleague (B) or the whole school; B lists, previews and copies them into a course of B's own, where the copy is
// B's from then on. A teacher outside a share (C), students, assistants and other roles get nothing, by list or by id;
// a withdrawn share and a deleted question's shares stop at once; bad recipients and oversized batches are refused
// in Chinese, writing nothing.
import { and, eq, inArray } from 'drizzle-orm';
import { RoleId } from '@contract/roles';
import { exercises, notices, scenes, shares } from '../../server/db/schema';
import { CHINESE, newUser, rowCount, rowsInEveryTable } from './fixtures';
import { startServer, type TestServer } from './harness';

type Answer = { success: boolean; code?: number; message: string; obj: unknown };
const ok = async <T extends Answer>(r: Promise<T>): Promise<T['obj']> => {
  const res = await r;
  expect(res.message).toBe(res.success ? res.message : '');
  return res.obj;
};
/** refused with a Chinese message (403 unless told) */
const refused = async (r: Promise<Answer>, message: string | RegExp, code = 403) => {
  const res = await r;
  expect(res).toMatchObject({ success: false, code });
  expect(res.message).toMatch(CHINESE);
  expect(res.message).toMatch(message);
};

let s: TestServer;
let admin: string;
let a: string;
let student: string;
let b: { token: string; userId: number };
let c: { token: string; userId: number };
let assistant: { token: string; userId: number };
let stopped: { token: string; userId: number };
let studentId: number;
let adminId: number;
let courseA: number;
let courseB: number;
let folderB: number;
let sceneA: number;
/** SQL questions on sceneA (the first linked to 关系模型), a single choice question, one shared with B alone */
let sql1: number;
let sql2: number;
let single: number;
let onlyB: number;
let publicQuestion: number;

const sqlQuestion = (stem: string, referenceSql: string, knowIds: number[]) => ({
  courseId: courseA,
  stem: `<p>${stem}</p>`,
  difficulty: 'medium' as const,
  score: 5,
  knowIds,
  spec: { type: 'query' as const, sceneId: sceneA, referenceSql, verifySql: null, orderSensitive: null, checkColumnNames: false },
});
const singleQuestion = (stem: string) => ({
  courseId: courseA,
  stem: `<p>${stem}</p>`,
  difficulty: 'easy' as const,
  score: 2,
  spec: {
    type: 'single' as const,
    options: [
      { key: 'A' as const, text: 'WHERE' },
      { key: 'B' as const, text: 'ORDER BY' },
    ],
    answer: 'A' as const,
  },
});

const received = (token: string, query: { keyword?: string; type?: 'query' | 'single'; difficulty?: 'easy' } = {}) =>
  s.api.sharedExercises({ query: { current: 1, pageSize: 50, ...query } }, { token });
const receivedIds = async (token: string) => (await ok(received(token))).list.map((e) => e.exerciseId).sort((x, y) => x - y);
const shareCount = async () => rowCount(s, shares);

beforeAll(async () => {
  s = await startServer();
  [admin, a, student] = await Promise.all(['admin', 'teacher', 'student'].map((u) => s.login(u)));
  studentId = (await s.api.getCurrentUser({}, { token: student })).obj.userId;
  adminId = (await s.api.getCurrentUser({}, { token: admin })).obj.userId;
  b = await newUser(s, admin, 't_share_b', RoleId.TEACHER, '王老师');
  c = await newUser(s, admin, 't_share_c', RoleId.TEACHER, '陈老师');
  assistant = await newUser(s, admin, 't_share_asst', RoleId.TEACHER, '助教丙');
  stopped = await newUser(s, admin, 't_share_stop', RoleId.TEACHER, '停用老师');
  await ok(s.api.updateUserIsStop({ body: { userId: stopped.userId, isStop: true } }, { token: admin }));

  courseA = (await ok(s.api.listCourses({ query: {} }, { token: a }))).list[0]!.courseId;
  await ok(s.api.addTeamMember({ body: { courseId: courseA, code: 't_share_asst', role: 'assistant' } }, { token: a }));
  sceneA = (await ok(s.api.listScenes({ query: { courseId: courseA } }, { token: a }))).list[0]!.sceneId;
  const points = (await ok(s.api.knowledgeGraph({ params: { courseId: courseA } }, { token: a }))).points;
  const relational = points.find((p) => p.name === '关系模型')!.knowId;
  const querying = points.find((p) => p.name === 'SQL 查询')!.knowId;
  const save = async (body: object) => (await ok(s.unchecked('saveExercise', { body }, { token: a }))).exerciseId;
  sql1 = await save(sqlQuestion('查询全体学生的学号与姓名（共享一）。', 'SELECT sno, sname FROM student;', [relational, querying]));
  sql2 = await save(sqlQuestion('查询计算机系学生的姓名（共享二）。', "SELECT sname FROM student WHERE sdept = 'CS';", []));
  single = await save(singleQuestion('筛选行的子句是（共享三）。'));
  onlyB = await save(singleQuestion('只共享给王老师的题（共享四）。'));
  const expert = await s.login('expert');
  publicQuestion = (await ok(s.unchecked('saveExercise', { body: { ...singleQuestion('公共题库的题'), courseId: null } }, { token: expert }))).exerciseId;

  // B's own course, with a knowledge point of the same name as one of sql1's and a folder to copy into
  courseB = (await ok(s.api.saveCourse({ body: { name: '王老师的数据库课', description: '<p>B</p>', cover: null, isTemplate: false } }, { token: b.token })))
    .courseId;
  await ok(s.api.saveKnowledge({ body: { courseId: courseB, name: '关系模型', description: null } }, { token: b.token }));
  folderB = (await ok(s.api.saveExerciseFolder({ body: { courseId: courseB, name: '同事共享' } }, { token: b.token }))).folderId;
}, 120_000);
afterAll(async () => {
  await s.close();
});

describe('a teacher shares questions of their course', () => {
  it('with a colleague and the whole school, each share once; the colleague is told', async () => {
    const body = { exerciseIds: [sql1, sql2, single], recipientIds: [b.userId], wholeSchool: true };
    expect(await ok(s.api.shareExercises({ body }, { token: a }))).toEqual({ created: 6, existing: 0 });
    expect(await ok(s.api.shareExercises({ body: { exerciseIds: [sql1, onlyB], recipientIds: [b.userId] } }, { token: a }))).toEqual({
      created: 1,
      existing: 1,
    });
    expect(await ok(s.api.shareExercises({ body: { exerciseIds: [onlyB], recipientIds: [b.userId] } }, { token: a }))).toEqual({
      created: 0,
      existing: 1,
    });
    const told = await s.database.db.select().from(notices).where(eq(notices.userId, b.userId));
    expect(told.map((n) => n.title).sort()).toEqual(['李老师共享了 1 道题目给你', '李老师共享了 3 道题目给你']);
  });

  it('sees their shares, newest first, and finds them by question or colleague', async () => {
    const mine = await ok(s.api.myShares({ query: { kind: 'exercise', pageSize: 50 } }, { token: a }));
    expect(mine.total).toBe(7);
    const forSql1 = mine.list.filter((x) => x.objectId === sql1);
    expect(forSql1.map((x) => x.recipient?.code ?? '全校').sort()).toEqual(['t_share_b', '全校']);
    expect(forSql1[0]).toMatchObject({ kind: 'exercise', exerciseType: 'query', courseName: '数据库系统原理', title: expect.stringContaining('共享一') });
    expect((await ok(s.api.myShares({ query: { kind: 'exercise', keyword: '共享四' } }, { token: a }))).list.map((x) => x.objectId)).toEqual([onlyB]);
    expect((await ok(s.api.myShares({ query: { kind: 'exercise', keyword: '王老师', pageSize: 50 } }, { token: a }))).total).toBe(4);
    expect((await ok(s.api.myShares({ query: { kind: 'scene' } }, { token: a }))).total).toBe(0);
    // a share is the sharer's to list, not the recipient's
    expect((await ok(s.api.myShares({ query: { kind: 'exercise' } }, { token: b.token }))).total).toBe(0);
  });

  it('refuses bad recipients with a clear message, writing nothing', async () => {
    const before = await rowsInEveryTable(s);
    const to = (recipientIds: number[]) => s.api.shareExercises({ body: { exerciseIds: [single], recipientIds } }, { token: a });
    await refused(to([studentId]), '只能共享给教师：张同学（student）不是教师', 400);
    await refused(to([adminId]), '只能共享给教师：系统管理员（admin）不是教师', 400);
    await refused(to([b.userId, (await s.api.getCurrentUser({}, { token: a })).obj.userId]), '不需要共享给自己', 400);
    await refused(to([stopped.userId]), '账号已停用', 400);
    await refused(to([999_999]), '教师不存在', 400);
    await refused(to([]), '请选择要共享给的教师，或共享给全校教师', 400);
    expect(await rowsInEveryTable(s)).toEqual(before);
  });

  it('refuses batches over the limits with their numbers', async () => {
    const before = await shareCount();
    const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    await refused(s.api.shareExercises({ body: { exerciseIds: many(201), wholeSchool: true } }, { token: a }), '一次最多共享 200 道题目', 400);
    await refused(s.api.shareExercises({ body: { exerciseIds: [single], recipientIds: many(101) } }, { token: a }), '一次最多共享给 100 位教师', 400);
    await refused(s.api.copySharedExercises({ body: { exerciseIds: many(201), courseId: courseB } }, { token: b.token }), '一次最多复制 200 道题目', 400);
    await refused(s.api.withdrawShares({ body: { shareIds: many(201) } }, { token: a }), '一次最多撤回 200 条共享', 400);
    expect(await shareCount()).toBe(before);
  });

  it('only questions one may edit: not another teacher’s, not as an assistant, not the public library’s', async () => {
    const before = await shareCount();
    const body = { exerciseIds: [single], recipientIds: [b.userId] };
    await refused(s.api.shareExercises({ body: { ...body, recipientIds: [c.userId] } }, { token: b.token }), '只能共享自己可以修改的题目');
    await refused(s.api.shareExercises({ body: { ...body, recipientIds: [c.userId] } }, { token: assistant.token }), '只能共享自己可以修改的题目');
    await refused(s.api.shareExercises({ body: { exerciseIds: [publicQuestion], wholeSchool: true } }, { token: a }), '公共题库', 400);
    await refused(s.api.shareExercises({ body: { exerciseIds: [999_999], wholeSchool: true } }, { token: a }), '题目不存在', 404);
    expect(await shareCount()).toBe(before);
  });
});

describe('the colleague it is shared with', () => {
  it('lists it once with who shared it, and filters by type and keyword', async () => {
    const page = await ok(received(b.token));
    expect(page.list.map((e) => e.exerciseId).sort((x, y) => x - y)).toEqual([sql1, sql2, single, onlyB].sort((x, y) => x - y));
    expect(page.total).toBe(4);
    expect(page.list.find((e) => e.exerciseId === sql1)).toMatchObject({
      type: 'query',
      sceneName: '学生选课',
      courseName: '数据库系统原理',
      authorName: '李老师',
      sharedBy: ['李老师'],
      wholeSchool: true,
    });
    expect(page.list.find((e) => e.exerciseId === onlyB)).toMatchObject({ wholeSchool: false });
    expect((await ok(received(b.token, { type: 'query' }))).list.map((e) => e.exerciseId).sort((x, y) => x - y)).toEqual([sql1, sql2]);
    expect((await ok(received(b.token, { keyword: '共享三' }))).list.map((e) => e.exerciseId)).toEqual([single]);
    expect((await ok(received(b.token, { difficulty: 'easy' }))).list.map((e) => e.exerciseId).sort((x, y) => x - y)).toEqual(
      [single, onlyB].sort((x, y) => x - y),
    );
  });

  it('previews the whole question, answers included, and the scene it is answered on', async () => {
    const whole = await ok(s.api.sharedExercise({ params: { exerciseId: sql1 } }, { token: b.token }));
    expect(whole).toMatchObject({ exerciseId: sql1, canEdit: false, spec: { type: 'query', referenceSql: 'SELECT sno, sname FROM student;' } });
    const scene = await ok(s.api.sharedScene({ params: { sceneId: sceneA } }, { token: b.token }));
    expect(scene.tables.map((t) => t.name)).toContain('student');
    expect(scene.initSql).toContain('CREATE TABLE');
  });

  it('copies questions into a folder of their course: one copy of the scene they share, knowledge points by name', async () => {
    const scenesBefore = await rowCount(s, scenes);
    const { exerciseIds } = await ok(
      s.api.copySharedExercises({ body: { exerciseIds: [sql1, sql2, single], courseId: courseB, parentId: folderB } }, { token: b.token }),
    );
    expect(exerciseIds).toHaveLength(3);
    expect(await rowCount(s, scenes)).toBe(scenesBefore + 1);
    const copies = await s.database.db.select().from(exercises).where(inArray(exercises.id, exerciseIds));
    expect(copies.every((e) => e.courseId === courseB && e.folderId === folderB && e.authorId === b.userId)).toBe(true);
    const copiedScene = copies.find((e) => e.copiedFrom === sql1)!.sceneId!;
    expect(copiedScene).not.toBe(sceneA);
    expect(copies.find((e) => e.copiedFrom === sql2)!.sceneId).toBe(copiedScene);
    const [sceneRow] = await s.database.db.select().from(scenes).where(eq(scenes.id, copiedScene));
    expect(sceneRow).toMatchObject({ courseId: courseB, copiedFrom: sceneA, createdBy: b.userId });
    // 关系模型 is in B's course, SQL 查询 is not: one link kept, one dropped
    const copy1 = await ok(s.api.getExercise({ params: { exerciseId: copies.find((e) => e.copiedFrom === sql1)!.id } }, { token: b.token }));
    expect(copy1.knowledge.map((k) => k.name)).toEqual(['关系模型']);
    expect(copy1).toMatchObject({ courseId: courseB, canEdit: true, spec: { sceneId: copiedScene } });

    // the copy is B's: the original changing later leaves it as it was
    const original = await ok(s.api.getExercise({ params: { exerciseId: sql1 } }, { token: a }));
    await ok(s.unchecked('saveExercise', { body: { ...sqlQuestion('改过的题干', 'SELECT sno FROM student;', []), exerciseId: sql1 } }, { token: a }));
    expect((await ok(s.api.getExercise({ params: { exerciseId: copy1.exerciseId } }, { token: b.token }))).stem).toBe(copy1.stem);
    expect(copy1.stem).toBe(original.stem);

    // each copy brings its scene afresh: the original scene may have changed since the last one
    await ok(s.api.copySharedExercises({ body: { exerciseIds: [sql2], courseId: courseB } }, { token: b.token }));
    expect(await rowCount(s, scenes)).toBe(scenesBefore + 2);
  });

  it('copies only into a course they may edit, writing nothing otherwise', async () => {
    const before = await rowsInEveryTable(s);
    await refused(s.api.copySharedExercises({ body: { exerciseIds: [sql1], courseId: courseA } }, { token: b.token }), '只有课程负责人和协作教师');
    const courseC = (await ok(s.api.saveCourse({ body: { name: '陈老师的课', description: '', cover: null, isTemplate: false } }, { token: c.token })))
      .courseId;
    const afterCourse = await rowsInEveryTable(s);
    await refused(s.api.copySharedExercises({ body: { exerciseIds: [sql1], courseId: courseC } }, { token: b.token }), '只有课程负责人和协作教师');
    await refused(s.api.copySharedScenes({ body: { sceneIds: [sceneA], courseId: courseB } }, { token: b.token }), '场景不存在或没有共享给你');
    expect(await rowsInEveryTable(s)).toEqual(afterCourse);
    expect(afterCourse.courses).toBe(before.courses + 1);
  });
});

describe('nobody else gets a share', () => {
  it('a teacher it was not shared with sees the whole school’s shares only, and nothing of B’s by id', async () => {
    expect(await receivedIds(c.token)).toEqual([sql1, sql2, single].sort((x, y) => x - y));
    const before = await rowsInEveryTable(s);
    await refused(s.api.sharedExercise({ params: { exerciseId: onlyB } }, { token: c.token }), '题目不存在或没有共享给你');
    await refused(s.api.copySharedExercises({ body: { exerciseIds: [sql1, onlyB], courseId: await courseOf(c.token) } }, { token: c.token }), '没有共享给你');
    await refused(s.api.sharedExercise({ params: { exerciseId: 999_999 } }, { token: c.token }), '题目不存在或没有共享给你');
    // the sharer does not receive their own shares
    await refused(s.api.sharedExercise({ params: { exerciseId: sql1 } }, { token: a }), '没有共享给你');
    expect(await rowsInEveryTable(s)).toEqual(before);
  });

  it('students never see shares or shared content, by list or by id', async () => {
    const before = await rowsInEveryTable(s);
    await refused(received(student), /./);
    await refused(s.api.sharedExercise({ params: { exerciseId: sql1 } }, { token: student }), /./);
    await refused(s.api.sharedScene({ params: { sceneId: sceneA } }, { token: student }), /./);
    await refused(s.api.sharedScenes({ query: {} }, { token: student }), /./);
    await refused(s.api.copySharedExercises({ body: { exerciseIds: [sql1], courseId: courseA } }, { token: student }), /./);
    await refused(s.api.myShares({ query: { kind: 'exercise' } }, { token: student }), /./);
    await refused(s.api.shareExercises({ body: { exerciseIds: [sql1], wholeSchool: true } }, { token: student }), /./);
    expect(await rowsInEveryTable(s)).toEqual(before);
  });

  it('neither do admins and experts: sharing is among teachers', async () => {
    const expert = await s.login('expert');
    await refused(received(admin), /./);
    await refused(s.api.sharedExercise({ params: { exerciseId: sql1 } }, { token: expert }), /./);
  });
});

describe('withdrawing and deleting', () => {
  it('a withdrawn share stops working at once; only its sharer or the course’s editors withdraw it', async () => {
    const [share] = await s.database.db
      .select()
      .from(shares)
      .where(and(eq(shares.exerciseId, onlyB), eq(shares.recipientId, b.userId)));
    await refused(s.api.withdrawShares({ body: { shareIds: [share!.id] } }, { token: c.token }), '只能撤回自己的共享');
    await refused(s.api.withdrawShares({ body: { shareIds: [share!.id] } }, { token: b.token }), '只能撤回自己的共享');
    expect(await ok(s.api.sharedExercise({ params: { exerciseId: onlyB } }, { token: b.token }))).toMatchObject({ exerciseId: onlyB });
    expect(await ok(s.api.withdrawShares({ body: { shareIds: [share!.id] } }, { token: a }))).toEqual({ withdrawn: 1 });
    await refused(s.api.sharedExercise({ params: { exerciseId: onlyB } }, { token: b.token }), '没有共享给你');
    await refused(s.api.copySharedExercises({ body: { exerciseIds: [onlyB], courseId: courseB } }, { token: b.token }), '没有共享给你');
    expect(await receivedIds(b.token)).not.toContain(onlyB);
    await refused(s.api.withdrawShares({ body: { shareIds: [share!.id] } }, { token: a }), '共享不存在', 404);
  });

  it('a deleted question takes its shares along', async () => {
    expect(await receivedIds(b.token)).toContain(single);
    await ok(s.api.deleteExercises({ body: { exerciseIds: [single] } }, { token: a }));
    expect(await s.database.db.select().from(shares).where(eq(shares.exerciseId, single))).toEqual([]);
    expect(await receivedIds(b.token)).not.toContain(single);
    expect((await ok(s.api.myShares({ query: { kind: 'exercise', pageSize: 50 } }, { token: a }))).list.some((x) => x.objectId === single)).toBe(false);
  });
});

describe('sharing a scene', () => {
  it('with a colleague, who lists, previews and copies it into their course', async () => {
    // C reads it already as the scene of questions shared with the whole school, but it is not shared with C itself
    expect(await ok(s.api.sharedScene({ params: { sceneId: sceneA } }, { token: c.token }))).toMatchObject({ sceneId: sceneA });
    expect(await ok(s.api.shareScenes({ body: { sceneIds: [sceneA], recipientIds: [b.userId] } }, { token: a }))).toEqual({ created: 1, existing: 0 });
    const list = await ok(s.api.sharedScenes({ query: { keyword: '选课' } }, { token: b.token }));
    expect(list.list).toEqual([expect.objectContaining({ sceneId: sceneA, name: '学生选课', sharedBy: ['李老师'], wholeSchool: false })]);
    expect((await ok(s.api.sharedScene({ params: { sceneId: sceneA } }, { token: b.token }))).hiddenData).toEqual([]);
    const { sceneIds } = await ok(s.api.copySharedScenes({ body: { sceneIds: [sceneA], courseId: courseB } }, { token: b.token }));
    const [copy] = await s.database.db.select().from(scenes).where(eq(scenes.id, sceneIds[0]!));
    expect(copy).toMatchObject({ courseId: courseB, copiedFrom: sceneA, createdBy: b.userId, name: '学生选课' });
    expect((await ok(s.api.myShares({ query: { kind: 'scene' } }, { token: a }))).list).toEqual([
      expect.objectContaining({ objectId: sceneA, title: '学生选课', exerciseType: null, recipient: expect.objectContaining({ code: 't_share_b' }) }),
    ]);
  });

  it('not with anyone it was not shared with, nor by one who may not edit it', async () => {
    expect((await ok(s.api.sharedScenes({ query: {} }, { token: c.token }))).total).toBe(0);
    await refused(s.api.copySharedScenes({ body: { sceneIds: [sceneA], courseId: await courseOf(c.token) } }, { token: c.token }), '场景不存在或没有共享给你');
    await refused(s.api.shareScenes({ body: { sceneIds: [sceneA], recipientIds: [c.userId] } }, { token: b.token }), '只能共享自己可以修改的场景');
  });
});

/** The first course a teacher owns. */
async function courseOf(token: string): Promise<number> {
  return (await ok(s.api.listCourses({ query: { scope: 'mine' } }, { token }))).list[0]!.courseId;
}
