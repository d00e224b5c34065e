/**
 * @jest-environment node
 */
// Every mock answers what the contract says: each key 'METHOD /htdz/path' of every file in mock/ must be a call of
// contract/ (`*Calls` exports, `:param` segments matching), and its answer must parse with the call's envelope, or
// with the failure envelope; calls without `answer` are file downloads and must send a body.
// Umi also loads mock/*.ts as mocks in `max dev`: outside jest this file defines no tests and exports nothing.
import fs from 'node:fs';
import path from 'node:path';
import * as contract from '../contract';
import type { CallDef } from '@contract/call';
import { envelope, FailureEnvelope } from '@contract/envelope';
import { NEW_IMAGE_LIMITS } from '@contract/lab';

type Call = { group: string; name: string; def: CallDef };
type Sample = { body?: unknown; query?: Record<string, unknown>; params?: Record<string, string> };
type MockFile = { file: string; mocks: Record<string, unknown> };
type Answer = { status: number; kind: 'json' | 'send'; body: unknown; headers: Record<string, string> };

const CALLS: Call[] = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object' && value !== null)
  .flatMap(([group, value]) => Object.entries(value as Record<string, CallDef>).map(([name, def]) => ({ group, name, def })));

/** Valid requests, by 'METHOD /path' of the contract; a mock given one of these must answer success. */
const SAMPLES: Record<string, Sample> = {
  'POST /sys/getUser': { body: { current: 1, pageSize: 10 } },
  'POST /sys/updateUser': { body: { code: 'mockcheck01', userName: '契约检查', roleIds: [4], defRole: 4, email: null, phone: null } },
  'POST /sys/resetUserPassword': { body: { userId: 9 } },
  'POST /sys/updateUserIsStop': { body: { userId: 10, isStop: true } },
  'POST /sys/updateUserCenter': { body: { userName: '系统管理员', email: 'admin@htdz.edu.cn', phone: null } },
  'POST /sys/updateAccountInfo': { body: { avatar: '' } },
  'POST /sys/userUpdatePassword': { body: { oldPassword: 'Demo1234', newPassword: 'Better2025' } },
  'POST /sys/saveModule': { body: { parentId: 9, name: '契约检查', path: '/sys/check', icon: 'ToolOutlined', sort: 90, visible: false } },
  'POST /sys/deleteModule': { body: { moduleId: 14 } },
  'POST /sys/saveRole': { body: { roleName: '契约检查角色', baseRoleId: 3, remark: null } },
  'POST /sys/deleteRole': { body: { roleId: 6 } },
  'POST /sys/saveRoleModules': { body: { roleId: 3, moduleIds: [1, 6, 7] } },
  'POST /feedback/save': { body: { content: '契约检查：这是一条反馈', pageUrl: '/home', screenshot: null } },
  'POST /feedback/list': { body: { current: 1, pageSize: 10 } },
  'POST /feedback/reply': { body: { feedbackId: 1, reply: '已收到', status: 'replied' } },
  'GET /api/rule': { query: { current: '1', pageSize: '10' } },
  'POST /api/rule': { body: { title: '契约检查', category: 'platform', content: '内容', enabled: true, sort: 0 } },
  'PUT /api/rule': { body: { id: 1, title: '考试纪律', category: 'exam', content: '内容', enabled: true, sort: 10 } },
  'DELETE /api/rule': { body: { ids: [8] } },
  'POST /scene/save': { body: { sceneId: null, courseId: 1, name: '契约检查场景', description: null, initSql: 'CREATE TABLE t (id integer);' } },
  'POST /scene/preview': { body: { initSql: "CREATE TABLE t (id integer, name text);\nINSERT INTO t VALUES (1, '甲'), (2, NULL);" } },
  'GET /scene/list': { query: { current: '1', pageSize: '10', courseId: '1', keyword: '学生' } },
  'GET /scene/:sceneId': { params: { sceneId: '1' } },
  'POST /scene/delete/:sceneId': { params: { sceneId: '5' } },
  'POST /scene/copy': { body: { sceneId: 1, courseId: 1 } },
  'POST /sql/run': { body: { sceneId: 1, sql: 'SELECT sname, sdept FROM student;' } },
  'GET /course/list': { query: { scope: 'mine', current: '1', pageSize: '10', status: 'draft', keyword: '数据库' } },
  'GET /course/:courseId': { params: { courseId: '1' } },
  'POST /course/save': { body: { courseId: null, name: '契约检查课程', description: '<p>介绍</p>', cover: null, isTemplate: false } },
  'POST /course/createFromTemplate': { body: { templateId: 11, name: '契约检查课程（模板创建）' } },
  'POST /course/copy/:courseId': { params: { courseId: '1' } },
  'POST /course/archive/:courseId': { params: { courseId: '13' } },
  'POST /course/delete/:courseId': { params: { courseId: '3' } },
  'POST /course/submit/:courseId': { params: { courseId: '2' } },
  'POST /course/review': { body: { courseId: 4, approve: true, comment: '内容完整，同意使用。' } },
  'POST /sql/check': { body: { sceneId: 1, type: 'query', referenceSql: 'SELECT * FROM student;', studentSql: 'select * from student' } },
  'GET /knowledge/graph/:courseId': { params: { courseId: '1' } },
  'POST /knowledge/save': { body: { courseId: 1, name: '契约检查知识点', description: null } },
  'POST /knowledge/delete/:knowId': { params: { knowId: '112' } },
  'POST /knowledge/edge/add': { body: { courseId: 1, fromId: 109, toId: 110, kind: 'parent' } },
  'POST /knowledge/edge/delete': { body: { courseId: 1, fromId: 105, toId: 106, kind: 'prerequisite' } },
  'POST /knowledge/layout': { body: { courseId: 1, positions: [{ knowId: 110, x: 260, y: 540 }] } },
  'GET /chapter/tree/:courseId': { params: { courseId: '1' } },
  'GET /chapter/:chapterId': { params: { chapterId: '2' } },
  'POST /chapter/save': { body: { chapterId: null, courseId: 1, parentId: 5, title: '3.4 契约检查小节', content: '<p>内容</p>' } },
  'POST /chapter/delete/:chapterId': { params: { chapterId: '9' } },
  'POST /chapter/move': { body: { chapterId: 8, parentId: 5, index: 0 } },
  'POST /chapter/:chapterId/uploadResource': { params: { chapterId: '3' } },
  'POST /chapter/addLink': { body: { chapterId: 3, title: '契约检查链接', url: 'https://www.postgresql.org/' } },
  'POST /chapter/deleteResource/:resourceId': { params: { resourceId: '5' } },
  'GET /chapter/streamUrl/:resourceId': { params: { resourceId: '1' } },
  'GET /sclass/list': { query: { current: '1', pageSize: '10', courseId: '1', keyword: '班' } },
  'GET /sclass/:sclassId': { params: { sclassId: '1' } },
  'POST /sclass/save': { body: { sclassId: null, name: '契约检查班', courseId: 1, startDate: '2025-02-24', endDate: '2025-07-04' } },
  'GET /sclass/:sclassId/students': { params: { sclassId: '1' } },
  'POST /sclass/addStudents': { body: { sclassId: 1, codes: ['student'] } },
  'POST /sclass/removeStudent': { body: { sclassId: 1, userId: 4 } },
  'GET /sclass/rosterTemplate': {},
  'POST /sclass/importRoster': { query: { sclassId: '1' } },
  'GET /sclass/:sclassId/teachers': { params: { sclassId: '1' } },
  'POST /sclass/addTeacher': { body: { sclassId: 1, code: 't2010002' } },
  'POST /sclass/removeTeacher': { body: { sclassId: 1, userId: 31 } },
  'POST /sys/getStuBySclassAndCode': { body: { sclassId: 1, code: 'stu' } },
  'GET /sclass/:sclassId/hiddenChapters': { params: { sclassId: '1' } },
  'POST /sclass/chapterVisibility': { body: { sclassId: 1, chapterId: 9, visible: false } },
  'GET /stu/course/list': {},
  'GET /stu/course/info/:courseId/:clazzId': { params: { courseId: '1', clazzId: '1' } },
  'GET /stu/course/chapters/:courseId/:clazzId': { params: { courseId: '1', clazzId: '1' } },
  'GET /stu/course/chapter/:clazzId/:chapterId': { params: { clazzId: '1', chapterId: '2' } },
  'GET /stu/course/process/:courseId/:clazzId': { params: { courseId: '1', clazzId: '1' } },
  'POST /stu/progress/watch': { body: { clazzId: 1, resourceId: 1, duration: 600, position: 30, intervals: [[0, 30]] } },
  'POST /stu/progress/open': { body: { clazzId: 1, chapterId: 2, resourceId: 2 } },
  'GET /statis/chapters/:courseId/:clazzId': { params: { courseId: '1', clazzId: '1' } },
  'GET /statis/chapter/:chapterId/:clazzId': { params: { chapterId: '2', clazzId: '1' } },
  'GET /statis/resource/:resourceId/:clazzId': { params: { resourceId: '1', clazzId: '1' } },
  'GET /statis/student/:chapterId/:clazzId/:userId': { params: { chapterId: '2', clazzId: '1', userId: '4' } },
  'GET /statis/course/:courseId': { params: { courseId: '2' } },
  'GET /exercise/folders/:courseId': { params: { courseId: '1' } },
  'POST /exercise/folder/save': { body: { folderId: null, courseId: 1, parentId: 11, name: '契约检查文件夹' } },
  'POST /exercise/folder/move': { body: { folderId: 13, parentId: 10 } },
  'POST /exercise/folder/delete/:folderId': { params: { folderId: '14' } },
  'GET /exercise/list': { query: { current: '1', pageSize: '10', courseId: '1', parentId: '11', type: 'query', difficulty: 'medium', knowId: '108', keyword: '部门' } },
  'GET /exercise/:exerciseId': { params: { exerciseId: '6' } },
  'POST /exercise/save': {
    body: {
      exerciseId: null,
      courseId: 1,
      parentId: 12,
      stem: '<p>契约检查：SELECT 语句中用于筛选行的子句是（　）。</p>',
      difficulty: 'easy',
      score: 2,
      knowIds: [105],
      spec: { type: 'single', options: [{ key: 'A', text: 'WHERE' }, { key: 'B', text: 'ORDER BY' }], answer: 'A' },
    },
  },
  'POST /exercise/delete': { body: { exerciseIds: [5] } },
  'POST /exercise/move': { body: { exerciseIds: [3, 4], parentId: 13 } },
  'POST /exercise/copy': { body: { exerciseIds: [102, 103], courseId: 1, parentId: 12 } },
  'GET /exercise/importTemplate': {},
  'POST /exercise/import': { query: { courseId: '1', parentId: '12' } },
  'GET /exercise/export': { query: { courseId: '1', parentId: '11' } },
  'GET /stu/practice/knowledge/:courseId/:clazzId': { params: { courseId: '1', clazzId: '1' } },
  'GET /stu/practice/exercises/:clazzId/:knowId': { params: { clazzId: '1', knowId: '105' } },
  'GET /stu/practice/exercise/:clazzId/:knowId/:exerciseId': { params: { clazzId: '1', knowId: '105', exerciseId: '606' } },
  'POST /stu/practice/run': { body: { clazzId: 1, exerciseId: 606, sql: 'SELECT sname, sdept FROM student;' } },
  'POST /stu/practice/submit': { body: { clazzId: 1, exerciseId: 606, answer: { sql: 'SELECT sname FROM student;' }, attemptKey: 'contractcheck0001' } },
  'GET /statis/class/:sclassId': { params: { sclassId: '1' } },
  'GET /statis/student/:sclassId/:userId': { params: { sclassId: '1', userId: '22' } },
  'GET /stu/statis/:courseId/:clazzId': { params: { courseId: '1', clazzId: '1' } },
  'GET /statis/class/:sclassId/export': { params: { sclassId: '1' } },
  'GET /statis/student/:sclassId/:userId/export': { params: { sclassId: '1', userId: '22' } },
  'GET /stu/homework/list/:courseId/:clazzId': { params: { courseId: '1', clazzId: '1' } },
  'GET /stu/homework/sheet/:studentId/:homeworkId': { params: { studentId: '1', homeworkId: '1001' } },
  'POST /stu/homework/save': { body: { studentId: 1, homeworkId: 1001, answers: [{ questionId: 601, answer: { choices: ['B'] }, seq: 1 }] } },
  'POST /stu/homework/run': { body: { studentId: 1, homeworkId: 1001, questionId: 606, sql: 'SELECT sname, sdept FROM student;' } },
  'POST /stu/homework/submit': { body: { studentId: 1, homeworkId: 1001 } },
  'GET /stu/homework/detail/:studentId/:homeworkId': { params: { studentId: '1', homeworkId: '1001' } },
  'GET /homework/submissions/:homeworkId': { params: { homeworkId: '1' } },
  'GET /homework/export/:homeworkId': { params: { homeworkId: '1' } },
  'GET /homework/review/:homeworkId/:studentId': { params: { homeworkId: '1', studentId: '21' } },
  'POST /homework/grade': {
    body: { homeworkId: 1, studentId: 21, questions: [{ questionId: 605, score: 6.5, comment: '契约检查：少了隔离性和持续性' }], comment: '契约检查', finish: false },
  },
  'POST /homework/return': { body: { homeworkId: 1, studentId: 23, comment: '契约检查：请补全第 4 题', until: '2099-01-01T08:00:00+08:00' } },
  'GET /homework/duplicates/:homeworkId': { params: { homeworkId: '1' } },
  'POST /homework/duplicates/run/:homeworkId': { params: { homeworkId: '2' } },
  'GET /homework/duplicates/compare/:homeworkId/:studentId/:otherStudentId': { params: { homeworkId: '1', studentId: '21', otherStudentId: '22' } },
  'POST /homework/duplicates/decide': { body: { homeworkId: 1, studentId: 21, otherStudentId: 22, decision: 'confirmed' } },
  'GET /homework/regrades/:homeworkId': { params: { homeworkId: '1' } },
  'POST /homework/regrade': { body: { homeworkId: 1, questionId: 606 } },
  'GET /task/folders/:courseId': { params: { courseId: '1' } },
  'POST /task/folder/save': { body: { folderId: null, courseId: 1, parentId: 1, name: '契约检查文件夹' } },
  'POST /task/folder/move': { body: { folderId: 2, parentId: 3 } },
  'POST /task/folder/delete/:folderId': { params: { folderId: '4' } },
  'GET /task/list': { query: { current: '1', pageSize: '10', courseId: '1', parentId: '1', keyword: '查询' } },
  'GET /task/:taskId': { params: { taskId: '1' } },
  'POST /task/save': { body: { taskId: null, courseId: 1, parentId: 1, name: '契约检查作业', description: '契约检查说明' } },
  'POST /task/questions': { body: { taskId: 2, questions: [{ exerciseId: 9, score: 4.5 }, { exerciseId: 7, score: 5.5 }] } },
  'POST /task/addQuestions': { body: { taskId: 3, exerciseIds: [4, 1] } },
  'POST /task/delete': { body: { taskIds: [4] } },
  'POST /task/move': { body: { taskIds: [3], parentId: 1 } },
  'POST /task/copy/:taskId': { params: { taskId: '1' } },
  'POST /homework/publish': { body: { taskId: 1, classIds: [1, 2], name: '契约检查作业', settings: { startAt: '2025-03-01T08:00:00+08:00', endAt: '2025-03-08T23:59:00+08:00', latePolicy: 'accept', lateUntil: '2025-03-10T23:59:00+08:00', latePenalty: 20, showScore: 'submit', showAnswer: 'end', duplicateCheck: true } } },
  'GET /homework/list': { query: { courseId: '1', taskId: '1' } },
  'POST /homework/update': { body: { homeworkId: 2, settings: { startAt: '2025-03-01T08:00:00+08:00', endAt: '2025-03-08T23:59:00+08:00', latePolicy: 'accept', lateUntil: '2025-03-10T23:59:00+08:00', latePenalty: 20, showScore: 'submit', showAnswer: 'end', duplicateCheck: true } } },
  'POST /homework/delete/:homeworkId': { params: { homeworkId: '3' } },
  'GET /exam/report/:examClassId': { params: { examClassId: '1' } },
  'GET /exam/report/:examClassId/export': { params: { examClassId: '1' } },
  'GET /exam/score/:scoreId': { params: { scoreId: '102' } },
  'POST /exam/score/grade': { body: { scoreId: 102, questions: [{ questionId: 605, score: 6.5, comment: '契约检查：少了隔离性和持续性' }], comment: '契约检查', finish: false } },
  'GET /exam/class/regrades/:examClassId': { params: { examClassId: '1' } },
  'POST /exam/class/regrade': { body: { examClassId: 1, questionId: 606 } },
  'GET /exam/list': { query: { current: '1', pageSize: '10', courseId: '1', keyword: '考试' } },
  'GET /exam/paper/:examId': { params: { examId: '1' } },
  'POST /exam/save': { body: { examId: null, courseId: 1, name: '契约检查考试', description: '契约检查说明', durationMinutes: 60 } },
  'POST /exam/questions': { body: { examId: 2, questions: [{ exerciseId: 7, score: 10 }, { exerciseId: 6, score: 12.5 }] } },
  'POST /exam/addQuestions': { body: { examId: 2, exerciseIds: [1, 3] } },
  'POST /exam/pick': { body: { examId: 1, rules: [{ type: 'query', difficulty: 'hard', knowId: null, count: 1, score: 5 }] } },
  'POST /exam/delete/:examId': { params: { examId: '3' } },
  'POST /exam/publish': { body: { examId: 1, classIds: [1, 2], name: '契约检查考试', settings: { startAt: '2099-03-01T08:00:00+08:00', endAt: '2099-03-01T10:00:00+08:00', durationMinutes: 90, shuffleQuestions: true, shuffleOptions: false, showScore: 'end', showAnswer: 'review' } } },
  'GET /exam/classes': { query: { courseId: '1', examId: '1' } },
  'POST /exam/class/update': { body: { examClassId: 3, settings: { startAt: '2099-03-01T08:00:00+08:00', endAt: '2099-03-01T10:00:00+08:00', durationMinutes: 90, shuffleQuestions: true, shuffleOptions: false, showScore: 'end', showAnswer: 'review' } } },
  'POST /exam/class/delete/:examClassId': { params: { examClassId: '4' } },
  'GET /stu/exam/list/:courseId/:clazzId': { params: { courseId: '1', clazzId: '1' } },
  'GET /stu/exam/detail/:examClassId': { params: { examClassId: '1' } },
  // the open exam of mock/_exam-data.ts: started here, then read, saved, run and handed in, in this order
  'POST /stu/exam/start': { body: { examClassId: 5 } },
  'GET /stu/exam/paper/:examClassId': { params: { examClassId: '5' } },
  'POST /stu/exam/save': { body: { examClassId: 5, answers: [{ questionId: 1, answer: { choices: ['B'] }, seq: 1 }, { questionId: 6, answer: { sql: 'SELECT dname FROM dept;' }, seq: 1 }] } },
  'POST /stu/exam/run': { body: { examClassId: 5, questionId: 6, sql: 'SELECT dname FROM dept;' } },
  'POST /stu/exam/submit': { body: { examClassId: 5 } },
  'GET /lab/images': { query: { current: '1', pageSize: '10', courseId: '1', keyword: 'PostgreSQL' } },
  'POST /lab/image/save': {
    body: {
      imageId: null,
      name: '契约检查镜像',
      description: null,
      provides: 'PostgreSQL 15 + psql',
      startCommand: 'initdb -D ~/pgdata -U lab --auth=trust -E UTF8 --locale=C.UTF-8',
      ociImage: null,
      ...NEW_IMAGE_LIMITS,
      enabled: true,
      courseIds: [1, 2],
    },
  },
  'POST /lab/image/delete/:imageId': { params: { imageId: '4' } },
  'GET /stu/lab/images/:courseId/:clazzId': { params: { courseId: '1', clazzId: '1' } },
  // the administrator starts a container of their own (the path's account and role are the session's: admin, role 1),
  // which becomes container 50 and is reset below; container 2 (a student's) is stopped and restarted as a teacher would
  'POST /lab/container/start': { body: { courseId: 1, imageId: 1, studentCode: 'admin', roleId: 1 } },
  'GET /lab/container/mine/:courseId': { params: { courseId: '1' }, query: { studentCode: 'admin', roleId: '1' } },
  'POST /lab/container/stop/:containerId': { params: { containerId: '2' } },
  'POST /lab/container/restart/:containerId': { params: { containerId: '2' } },
  'POST /lab/container/reset/:containerId': { params: { containerId: '50' } },
  'GET /lab/containers/:courseId': { params: { courseId: '1' }, query: { current: '1', pageSize: '10', keyword: '2023' } },
  'POST /lab/container/ticket/:containerId': { params: { containerId: '1' } },
};

/** The contract call a mock key stands for, or null. */
function callOf(key: string): { call: Call; method: string; path: string } | null {
  const parts = key.trim().split(/\s+/);
  const [method, full] = parts.length === 1 ? ['GET', parts[0]] : [parts[0].toUpperCase(), parts[1]];
  if (!full.startsWith('/htdz/')) return null;
  const rest = full.slice('/htdz'.length);
  const segs = rest.split('/');
  const matches = CALLS.filter(({ def }) => {
    if (def.method !== method) return false;
    const want = def.path.split('/');
    return want.length === segs.length && want.every((w, i) => w === segs[i] || (w.startsWith(':') && segs[i] !== ''));
  });
  // a fixed path wins over a parameter, as in the server's router: /exercise/importTemplate is not /exercise/:exerciseId
  const call = matches.find(({ def }) => def.path === rest) ?? matches[0];
  return call ? { call, method, path: call.def.path } : null;
}

/** Runs a mock handler (or a plain answer object) with a fake req/res and captures what it sends. */
function answerOf(handler: unknown, req: Record<string, unknown>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const answer: Answer = { status: 200, kind: 'json', body: undefined, headers: {} };
    const timer = setTimeout(() => reject(new Error('the mock sent nothing within 5 s')), 5000);
    const done = (kind: Answer['kind'], body: unknown) => {
      clearTimeout(timer);
      resolve({ ...answer, kind, body });
    };
    const res = {
      status: (code: number) => {
        answer.status = code;
        return res;
      },
      setHeader: (name: string, value: string) => {
        answer.headers[name.toLowerCase()] = value;
        return res;
      },
      set: (name: string, value: string) => res.setHeader(name, value),
      header: (name: string, value: string) => res.setHeader(name, value),
      type: (value: string) => res.setHeader('content-type', value),
      json: (body: unknown) => done('json', body),
      send: (body: unknown) => done('send', body),
      end: (body?: unknown) => done('send', body),
    };
    if (typeof handler !== 'function') {
      res.json(handler);
      return;
    }
    Promise.resolve()
      .then(() => (handler as (q: unknown, s: unknown) => unknown)(req, res))
      .catch((e: unknown) => {
        clearTimeout(timer);
        reject(e);
      });
  });
}

const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');

/** What is wrong with one mock, as readable sentences; empty when it keeps the contract. */
async function problemsOf(key: string, handler: unknown): Promise<string[]> {
  const found = callOf(key);
  if (!found) return [`${key}: no call of contract/ has this method and path`];
  const { call, method, path: callPath } = found;
  const sample = SAMPLES[`${method} ${callPath}`];
  const problems: string[] = [];
  if (sample?.body !== undefined && call.def.body) {
    const parsed = call.def.body.safeParse(sample.body);
    if (!parsed.success) problems.push(`${key}: the test's sample body does not parse: ${issuesOf(parsed.error)}`);
  }
  let answer: Answer;
  try {
    answer = await answerOf(handler, {
      method,
      url: callPath,
      path: callPath,
      body: sample?.body ?? {},
      query: sample?.query ?? {},
      params: sample?.params ?? {},
      headers: { authorization: 'Bearer mock-token' },
    });
  } catch (e) {
    return [...problems, `${key}: the handler failed: ${e instanceof Error ? e.message : String(e)}`];
  }

  if (!call.def.answer) {
    const size = Buffer.isBuffer(answer.body) || answer.body instanceof Uint8Array ? answer.body.length : typeof answer.body === 'string' ? answer.body.length : 0;
    if (answer.status !== 200 || size === 0) problems.push(`${key}: a file download must send a non-empty body with status 200`);
    return problems;
  }
  let body = answer.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return [...problems, `${key}: the answer is not JSON`];
    }
  }
  const success = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  if (success) {
    const parsed = envelope(call.def.answer).safeParse(body);
    if (!parsed.success) problems.push(`${key} (${call.group}.${call.name}): the answer does not parse: ${issuesOf(parsed.error)}`);
  } else {
    const parsed = FailureEnvelope.safeParse(body);
    if (!parsed.success) problems.push(`${key} (${call.group}.${call.name}): the failure does not parse: ${issuesOf(parsed.error)}`);
    else if (sample) problems.push(`${key}: a valid request was refused: ${parsed.data.message}`);
  }
  return problems;
}

function loadMockFiles(): MockFile[] {
  return fs
    .readdirSync(__dirname)
    .filter((f) => /\.[jt]s$/.test(f) && !f.startsWith('_') && !/\.(test|spec|d)\.[jt]s$/.test(f))
    .sort()
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const m = require(path.join(__dirname, file)) as { default?: Record<string, unknown> };
      return { file, mocks: m.default ?? {} };
    });
}

if (typeof describe === 'function') {
  const files = loadMockFiles();
  const entries = files.flatMap(({ file, mocks }) => Object.entries(mocks).map(([key, handler]) => ({ file, key, handler })));

  describe('mocks keep the contract', () => {
    it('there are mock files to check', () => {
      expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(['course.ts', 'feedback.ts', 'grading.ts', 'home.ts', 'knowledge.ts', 'rule.ts', 'scene.ts', 'sys.ts']));
    });

    it.each(entries.map((e) => [`${e.file} ${e.key}`, e] as const))('%s', async (_label, { key, handler }) => {
      expect(await problemsOf(key, handler)).toEqual([]);
    });

    it('every call of the system, feedback, rule, home, scene, grading, course, knowledge, chapter, class, study, statistics, question bank, exam, lab, lab container and health contracts has a mock', () => {
      const mocked = new Set(entries.flatMap((e) => (callOf(e.key) ? [`${callOf(e.key)!.call.group}.${callOf(e.key)!.call.name}`] : [])));
      const own = CALLS.filter((c) => ['sysCalls', 'feedbackCalls', 'ruleCalls', 'homeCalls', 'sceneCalls', 'gradingCalls', 'courseCalls', 'knowledgeCalls', 'chapterCalls', 'classCalls', 'studyCalls', 'chapterStatsCalls', 'exerciseCalls', 'practiceCalls', 'statisCalls', 'homeworkCalls', 'taskCalls', 'examCalls', 'labCalls', 'containerCalls', 'opsCalls'].includes(c.group))
        // the role switch belongs to the shell (mock/auth.ts)
        .filter((c) => c.name !== 'updateUserDefRole')
        .map((c) => `${c.group}.${c.name}`);
      expect(own.filter((c) => !mocked.has(c))).toEqual([]);
    });
  });

  describe('the check can fail', () => {
    const send = (body: unknown) => (_req: unknown, res: { json: (b: unknown) => void }) => res.json(body);

    it('a mock answering a field of the wrong type is caught', async () => {
      const wrong = send({ code: 200, success: true, message: '操作成功', obj: { roleType: '管理员' } });
      const problems = await problemsOf('GET /htdz/home/summary', wrong);
      expect(problems.join('\n')).toMatch(/roleType/);
    });

    it('a mock list with a string total is caught', async () => {
      const wrong = send({ code: 200, success: true, message: '操作成功', obj: { list: [], total: '0' } });
      expect(await problemsOf('POST /htdz/feedback/list', wrong)).toHaveLength(1);
    });

    it('a mock key that is no call of the contract is caught', async () => {
      expect(await problemsOf('POST /htdz/sys/getUsers', send({}))).toEqual([
        'POST /htdz/sys/getUsers: no call of contract/ has this method and path',
      ]);
      expect(await problemsOf('GET /htdz/sys/getUser', send({}))).toHaveLength(1);
    });

    it('a failure without errorCode and showType is caught, and so is refusing a valid request', async () => {
      expect(await problemsOf('GET /htdz/sys/getModules', send({ code: 500, success: false, message: '出错了', obj: null }))).toHaveLength(1);
      const refused = send({ code: 400, success: false, message: '不行', obj: null, errorCode: 'VALIDATION_FAILED', showType: 2 });
      expect(await problemsOf('POST /htdz/sys/getUser', refused)).toEqual(['POST /htdz/sys/getUser: a valid request was refused: 不行']);
    });

    it('a file download that sends nothing is caught', async () => {
      const empty = (_req: unknown, res: { send: (b: unknown) => void }) => res.send(Buffer.alloc(0));
      expect(await problemsOf('GET /htdz/sys/userImportTemplate', empty)).toHaveLength(1);
    });

    it('path parameters match any segment, and a fixed path wins over a parameter', () => {
      expect(callOf('GET /htdz/changeRead/:type/:noticeId')?.call.name).toBe('changeRead');
      expect(callOf('GET /htdz/exercise/importTemplate')?.call.name).toBe('exerciseImportTemplate');
      expect(callOf('GET /htdz/exercise/12')?.call.name).toBe('getExercise');
      expect(callOf('GET /htdz/changeRead/message/12')?.call.name).toBe('changeRead');
      expect(callOf('GET /htdz/changeRead/message')).toBeNull();
    });
  });
}
