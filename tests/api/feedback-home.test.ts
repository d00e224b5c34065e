import type { Feedback } from '@contract/feedback';
import { RoleId } from '@contract/roles';
import { feedback } from '../../server/db/schema';
import { CHINESE, PNG, rowCount } from './fixtures';
import { startServer, type CallBody, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let student: string;
let teacher: string;
beforeAll(async () => {
  s = await startServer();
  [admin, student, teacher] = await Promise.all([s.login('admin'), s.login('student'), s.login('teacher')]);
});
afterAll(async () => {
  await s.close();
});

const save = (token: string, body: CallBody<'saveFeedback'>) => s.api.saveFeedback({ body }, { token });
const list = (token: string, body: CallBody<'listFeedback'> = {}) => s.api.listFeedback({ body }, { token });

describe('feedback', () => {
  let first: Feedback;

  it('a student sends feedback with a screenshot of their own', async () => {
    const shot = await s.uploadTo('uploadScreenshot', {}, { content: PNG, filename: 'bug.png' }, { token: student });
    const res = await save(student, { content: '提交作业时页面一直转圈', pageUrl: '/task-stu/list', screenshot: shot.obj.screenshot });
    expect(res.obj).toMatchObject({ userName: '张同学', status: 'open', screenshot: shot.obj.screenshot, reply: null, pageUrl: '/task-stu/list' });
    first = res.obj;
    await save(teacher, { content: '希望能批量导入题目', pageUrl: null });
  });

  it('students and teachers see only their own; the admin sees all and filters', async () => {
    expect((await list(student)).obj.list.map((f) => f.content)).toEqual(['提交作业时页面一直转圈']);
    expect((await list(teacher)).obj.list.map((f) => f.content)).toEqual(['希望能批量导入题目']);
    const all = await list(admin);
    expect(all.obj.total).toBe(2);
    expect(all.obj.list[0].content).toBe('希望能批量导入题目'); // newest first
    expect((await list(admin, { keyword: '作业' })).obj.list.map((f) => f.feedbackId)).toEqual([first.feedbackId]);
    expect((await list(admin, { keyword: '李老师' })).obj.list.map((f) => f.content)).toEqual(['希望能批量导入题目']);
  });

  it('the admin replies; the status changes and the author gets a notice linking to the list', async () => {
    const res = await s.api.replyFeedback({ body: { feedbackId: first.feedbackId, reply: '已修复，请刷新后重试' } }, { token: admin });
    expect(res.obj).toMatchObject({ status: 'replied', reply: '已修复，请刷新后重试', repliedAt: expect.any(String) });
    const mine = (await list(student)).obj.list[0];
    expect(mine).toMatchObject({ status: 'replied', reply: '已修复，请刷新后重试' });
    const notices = await s.api.getNotices({ query: { type: 'message' } }, { token: student });
    expect(notices.obj.list[0]).toMatchObject({ title: '你的意见反馈有了回复', link: '/feedback/list', read: false });
    expect(notices.obj.list[0].content).toContain('已修复');
    expect((await list(admin, { status: 'open' })).obj.list.map((f) => f.content)).toEqual(['希望能批量导入题目']);
  });

  it('only admins reply; a reply to feedback that does not exist is not found', async () => {
    const refused = await s.api.replyFeedback({ body: { feedbackId: first.feedbackId, reply: '我来回复' } }, { token: teacher });
    expect(refused).toMatchObject({ code: 403, success: false });
    expect((await list(student)).obj.list[0].reply).toBe('已修复，请刷新后重试');
    const missing = await s.api.replyFeedback({ body: { feedbackId: 99999, reply: '无' } }, { token: admin });
    expect(missing).toMatchObject({ code: 404, success: false });
  });

  it('a screenshot uploaded by someone else cannot be attached', async () => {
    const before = await rowCount(s, feedback);
    const res = await save(teacher, { content: '借用别人的截图', screenshot: first.screenshot });
    expect(res).toMatchObject({ success: false, code: 403 });
    expect(await rowCount(s, feedback)).toBe(before);
  });

  const bad: [string, unknown][] = [
    ['no content', {}],
    ['too short a content', { content: '好' }],
    ['a 1 MB content', { content: 'x'.repeat(1_000_000) }],
    ['a screenshot that is not ours to give', { content: '看这个截图', screenshot: 'https://evil.example/x.png' }],
    ['content that is not text', { content: 12345 }],
  ];
  it.each(bad)('feedback with %s is refused and nothing is written', async (_what, body) => {
    const before = await rowCount(s, feedback);
    const res = await s.unchecked('saveFeedback', { body }, { token: student });
    expect(res).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(res.message).toMatch(CHINESE);
    expect(await rowCount(s, feedback)).toBe(before);
  });

  it('text with markup is kept as text, never interpreted', async () => {
    const res = await save(student, { content: '<script>alert(1)</script> 这里有问题' });
    expect(res.obj.content).toBe('<script>alert(1)</script> 这里有问题');
  });
});

describe('the home summary follows the active role', () => {
  it('an admin gets the platform counts and the recent feedback', async () => {
    const res = await s.api.getHomeSummary({}, { token: admin });
    expect(res.obj).toMatchObject({ roleType: RoleId.ADMIN, baseRoleType: RoleId.ADMIN, myOpenFeedback: 0 });
    const block = res.obj.admin!;
    expect(block.totalUsers).toBe(5);
    expect(block.stoppedUsers).toBe(0);
    expect(block.usersByRole).toEqual([
      { roleId: 1, roleName: '系统管理员', count: 1 },
      { roleId: 2, roleName: '专家', count: 1 },
      { roleId: 3, roleName: '教师', count: 2 },
      { roleId: 4, roleName: '学生', count: 2 },
    ]);
    expect(block.openFeedback).toBe(2);
    expect(block.recentFeedback.length).toBe(3);
    expect(block.recentFeedback[0].content).toContain('这里有问题');
    expect(res.obj.rules.map((r) => r.title)).toEqual(['考试纪律', '作业提交', '账号安全']);
  });

  it('a student gets no admin block, their unread notices and their open feedback', async () => {
    const res = await s.api.getHomeSummary({}, { token: student });
    expect(res.obj).toMatchObject({ roleType: RoleId.STUDENT, admin: null, myOpenFeedback: 1, notReadNotices: 2 });
    expect(res.obj.rules).toHaveLength(3);
  });

  it('each role gets its courses: a student through classes, a teacher with classes, an expert with courses to review', async () => {
    const mine = (await s.api.getHomeSummary({}, { token: student })).obj;
    expect(mine.studyCourses).toEqual([expect.objectContaining({ courseName: '数据库系统原理', clazzId: expect.any(Number), progress: expect.any(Number) })]);
    expect(mine).toMatchObject({ myCourses: null, myClasses: null, toConfirm: null });

    const taught = (await s.api.getHomeSummary({}, { token: teacher })).obj;
    expect(taught.myCourses!.map((c) => c.name)).toContain('数据库系统原理');
    expect(taught.myClasses!.map((c) => [c.courseName, c.studentCount > 0])).toContainEqual(['数据库系统原理', true]);
    expect(taught).toMatchObject({ studyCourses: null, toConfirm: null });

    const expert = await s.login('expert');
    const before = (await s.api.getHomeSummary({}, { token: expert })).obj;
    expect(before.myCourses!.every((c) => c.isTemplate)).toBe(true);
    expect(before.myClasses).toBeNull();
    const courseId = (await s.api.saveCourse({ body: { name: '数据库课程设计' } }, { token: teacher })).obj.courseId;
    const submitted = await s.api.submitCourse({ params: { courseId } }, { token: teacher });
    expect(submitted.message).toBe('操作成功');
    const after = (await s.api.getHomeSummary({}, { token: expert })).obj;
    expect(after.toConfirm).toEqual({
      list: [expect.objectContaining({ courseId, ownerName: '李老师', status: 'submitted' })],
      total: before.toConfirm!.total + 1,
    });
  });

  it('a teacher who switches to student gets the student summary', async () => {
    const token = await s.login('teastu');
    const me = await s.api.getCurrentUser({}, { token });
    expect((await s.api.getHomeSummary({}, { token })).obj.roleType).toBe(RoleId.TEACHER);
    await s.api.updateUserDefRole({ body: { userId: me.obj.userId, roleType: RoleId.STUDENT } }, { token });
    const res = await s.api.getHomeSummary({}, { token });
    expect(res.obj).toMatchObject({ roleType: RoleId.STUDENT, baseRoleType: RoleId.STUDENT, admin: null });
  });

  it('without a token it is 401', async () => {
    expect((await s.api.getHomeSummary()).code).toBe(401);
  });
});
