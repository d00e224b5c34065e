import { notices, rules, users } from '../../server/db/schema';
import { notify } from '../../server/modules/notices/service';
import { eq } from 'drizzle-orm';
import { CHINESE, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

async function userId(code: string) {
  const [u] = await s.database.db.select({ id: users.id }).from(users).where(eq(users.code, code));
  return u.id;
}

describe('notices: each user reads only their own', () => {
  beforeAll(async () => {
    const student = await userId('student');
    await notify(s.database.db, student, { type: 'message', title: '作业已批改', content: '你的作业得了 90 分', link: '/task-stu/list' });
    await notify(s.database.db, student, { type: 'event', title: '考试将开始', content: '明天 9 点' });
    await notify(s.database.db, await userId('teacher'), { type: 'message', title: '有新的提交', content: '3 份作业待批改' });
  });

  it('a student sees their notices, newest first, paged and by type', async () => {
    const token = await s.login('student');
    const all = await s.api.getNotices({}, { token });
    expect(all.obj.total).toBe(3); // the welcome notice of the demo data, and the two above
    expect(all.obj.list[0]).toMatchObject({ type: 'event', title: '考试将开始', read: false, link: null });
    expect(all.obj.list.map((n) => n.title)).not.toContain('有新的提交');
    const page = await s.api.getNotices({ query: { current: '2', pageSize: '2' } }, { token });
    expect(page.obj).toMatchObject({ total: 3, list: [{ title: '欢迎使用教学平台' }] });
    const messages = await s.api.getNotices({ query: { type: 'message' } }, { token });
    expect(messages.obj.list.map((n) => n.title)).toEqual(['作业已批改']);
  });

  it('counts the unread ones by type', async () => {
    const res = await s.api.getNoticesNotRead({}, { token: await s.login('student') });
    expect(res.obj).toEqual({ total: 3, byType: { notification: 1, message: 1, event: 1 } });
  });

  it('marks one read, then all of a type', async () => {
    const token = await s.login('student');
    const list = await s.api.getNotices({ query: { type: 'message' } }, { token });
    const one = await s.api.changeRead({ params: { type: 'message', noticeId: list.obj.list[0].noticeId } }, { token });
    expect(one).toMatchObject({ success: true, obj: null });
    expect((await s.api.getNoticesNotRead({}, { token })).obj).toMatchObject({ total: 2, byType: { message: 0 } });
    await s.api.clearNotRead({ params: { type: 'event' } }, { token });
    expect((await s.api.getNoticesNotRead({}, { token })).obj).toEqual({ total: 1, byType: { notification: 1, message: 0, event: 0 } });
  });

  it('someone else’s notice does not exist for you, and stays unread', async () => {
    const teacherNotice = (await s.api.getNotices({ query: { type: 'message' } }, { token: await s.login('teacher') })).obj.list[0];
    const res = await s.api.changeRead({ params: { type: 'message', noticeId: teacherNotice.noticeId } }, { token: await s.login('student') });
    expect(res).toMatchObject({ success: false, code: 404, message: '通知不存在' });
    const [row] = await s.database.db.select().from(notices).where(eq(notices.id, teacherNotice.noticeId));
    expect(row.read).toBe(false);
  });

  it('a bad type or id is a validation error; no token is 401', async () => {
    const token = await s.login('student');
    const badType = await s.unchecked('changeRead', { params: { type: 'spam', noticeId: 1 } }, { token });
    expect(badType).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(badType.message).toMatch(CHINESE);
    expect((await s.api.changeRead({ params: { type: 'message', noticeId: 'abc' } }, { token })).errorCode).toBe('VALIDATION_FAILED');
    expect((await s.unchecked('getNotices', { query: { type: 'x' } }, { token })).errorCode).toBe('VALIDATION_FAILED');
    expect((await s.api.getNotices()).code).toBe(401);
  });
});

describe('rules: everyone reads the enabled ones, admins write', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await s.login('admin');
  });

  it('the admin creates, edits and deletes rules, reading each change back', async () => {
    const created = await s.api.createRule(
      { body: { title: '实验室守则', category: 'platform', content: '实验容器一小时后自动回收。', sort: 40 } },
      { token: admin },
    );
    expect(created.obj).toMatchObject({ title: '实验室守则', category: 'platform', enabled: true, sort: 40 });
    const updated = await s.api.updateRule({ body: { ...created.obj, title: '实验守则', enabled: false } }, { token: admin });
    expect(updated.obj).toMatchObject({ id: created.obj.id, title: '实验守则', enabled: false });
    const list = await s.api.listRules({ query: { keyword: '实验' } }, { token: admin });
    expect(list.obj.list.map((r) => r.title)).toEqual(['实验守则']);
    const deleted = await s.api.deleteRules({ body: { ids: [created.obj.id] } }, { token: admin });
    expect(deleted).toMatchObject({ success: true, obj: null });
    expect((await s.api.listRules({ query: { keyword: '实验' } }, { token: admin })).obj.total).toBe(0);
  });

  it('students see only enabled rules, whatever they ask for', async () => {
    await s.api.createRule({ body: { title: '草稿规则', category: 'exam', content: '尚未发布', enabled: false } }, { token: admin });
    const student = await s.login('student');
    const asked = await s.api.listRules({ query: { enabled: 'false' } }, { token: student });
    expect(asked.obj.list.every((r) => r.enabled)).toBe(true);
    expect(asked.obj.list.map((r) => r.title)).not.toContain('草稿规则');
    const adminView = await s.api.listRules({ query: { enabled: 'false' } }, { token: admin });
    expect(adminView.obj.list.map((r) => r.title)).toEqual(['草稿规则']);
  });

  it('filters by category and pages in display order', async () => {
    const token = await s.login('teacher');
    const exam = await s.api.listRules({ query: { category: 'exam' } }, { token });
    expect(exam.obj.list.map((r) => r.title)).toEqual(['考试纪律']);
    const page = await s.api.listRules({ query: { pageSize: '2', current: '1' } }, { token });
    expect(page.obj.total).toBe(3);
    expect(page.obj.list.map((r) => r.title)).toEqual(['考试纪律', '作业提交']);
  });

  it('only admins write: a student is refused and nothing changes', async () => {
    const student = await s.login('student');
    const before = await rowCount(s, rules);
    const ids = (await s.api.listRules({}, { token: admin })).obj.list.map((r) => r.id);
    const RULE_CALLS = { POST: 'createRule', PUT: 'updateRule', DELETE: 'deleteRules' } as const;
    for (const [method, body] of [
      ['POST', { title: '学生规则', category: 'platform', content: '无' }],
      ['PUT', { id: ids[0], title: '改掉', category: 'platform', content: '无' }],
      ['DELETE', { ids }],
    ] as const) {
      const res = await s.unchecked(RULE_CALLS[method], { body }, { token: student });
      expect(res).toMatchObject({ code: 403, success: false });
    }
    expect(await rowCount(s, rules)).toBe(before);
    expect((await s.api.listRules({ query: { category: 'exam', enabled: 'true' } }, { token: admin })).obj.list[0].title).toBe('考试纪律');
  });

  it('deleting a rule that does not exist deletes none of the others', async () => {
    const before = await rowCount(s, rules);
    const ids = (await s.api.listRules({}, { token: admin })).obj.list.map((r) => r.id);
    const res = await s.api.deleteRules({ body: { ids: [ids[0], 99999] } }, { token: admin });
    expect(res).toMatchObject({ success: false, code: 404 });
    expect(res.message).toContain('99999');
    expect(await rowCount(s, rules)).toBe(before);
  });

  it('updating a rule that does not exist is not found', async () => {
    const res = await s.api.updateRule({ body: { id: 99999, title: '无', category: 'exam', content: '无' } }, { token: admin });
    expect(res).toMatchObject({ success: false, code: 404 });
  });

  const bad: [string, unknown][] = [
    ['no title', { category: 'exam', content: '内容' }],
    ['an unknown category', { title: '标题', category: 'party', content: '内容' }],
    ['a 1 MB content', { title: '标题', category: 'exam', content: 'x'.repeat(1_000_000) }],
    ['a sort that is text', { title: '标题', category: 'exam', content: '内容', sort: 'top' }],
    ['enabled as text', { title: '标题', category: 'exam', content: '内容', enabled: 'yes' }],
  ];
  it.each(bad)('a rule with %s is refused and nothing is written', async (_what, body) => {
    const before = await rowCount(s, rules);
    const res = await s.unchecked('createRule', { body }, { token: admin });
    expect(res).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(res.message).toMatch(CHINESE);
    expect(await rowCount(s, rules)).toBe(before);
  });

  it('deleting with no ids is refused', async () => {
    const res = await s.api.deleteRules({ body: { ids: [] } }, { token: admin });
    expect(res).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(res.message).toContain('请选择要删除的规则');
  });
});
