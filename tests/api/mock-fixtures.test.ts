// The mocks of `npm run dev:mock` are recorded answers of this server (mock/_fixtures.ts). This file replays the demo
// through the real server: it signs in as the demo accounts and makes the calls the pages make (every call of contract/,
// writes with one representative request each), in an order that gives the pages something to show.
//   RECORD_MOCKS=1 npx jest tests/api/mock-fixtures.test.ts --selectProjects api   writes mock/fixtures/*.json
//   npx jest tests/api/mock-fixtures.test.ts --selectProjects api                  checks they are still what the server answers
// Compared after normalising what differs from run to run (times, tokens, generated passwords and tickets); every
// recorded answer must also parse with its call's contract schema.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { RoleId } from '@contract/roles';
import type { CallDef } from '@contract/call';
import { envelope, FailureEnvelope, type Envelope } from '@contract/envelope';
import {
  analysisCalls,
  authCalls,
  chapterCalls,
  chapterStatsCalls,
  classCalls,
  containerCalls,
  courseCalls,
  examCalls,
  exerciseCalls,
  feedbackCalls,
  gradingCalls,
  homeCalls,
  homeworkCalls,
  knowledgeCalls,
  labCalls,
  libraryCalls,
  NEW_IMAGE_LIMITS,
  opsCalls,
  practiceCalls,
  ruleCalls,
  sceneCalls,
  shareCalls,
  statsCalls,
  studyCalls,
  sysCalls,
  taskCalls,
  templateCalls,
} from '@contract/index';
import type {
  ChapterNode,
  ChapterResource,
  ClassStudent,
  Course,
  CourseSummary,
  DuplicateReport,
  ExamClassSummary,
  ExamPaper,
  ExamReport,
  ExamSummary,
  Exercise,
  ExerciseFolder,
  ExerciseSummary,
  Feedback,
  HomeworkSheet,
  HomeworkSummary,
  KnowledgeGraph,
  LabContainer,
  LabImage,
  LibraryResource,
  ModuleNode,
  Notice,
  Page,
  PracticeItem,
  PracticeLog,
  RegradePreview,
  RoleRow,
  Rule,
  SavedScene,
  SceneExport,
  SceneImportAnswer,
  SceneSummary,
  Share,
  TaskDetail,
  TaskSummary,
  TeamMember,
  TemplateCard,
  UserRow,
} from '@contract/index';
import {
  CALLS,
  type Call,
  type Exchange,
  type FixtureFile,
  fixturePathOf,
  FIXTURE_DIR,
  loadFixtures,
  mapTimes,
  mockTokenOf,
  accountOf,
} from '../../mock/_fixtures';
import { PNG } from './fixtures';
import { DEMO_PASSWORD, startServer, type TestServer } from './harness';

const RECORD = process.env.RECORD_MOCKS === '1';

type Params = Record<string, string | number>;
type Opts = { params?: Params; query?: Params; body?: unknown; fails?: boolean };
type Upload = { filename: string; content: Buffer; contentType?: string };

const callOf = (def: CallDef): Call => {
  const call = CALLS.find((c) => c.def === def);
  if (!call) throw new Error(`not a call of contract/: ${def.method} ${def.path}`);
  return call;
};
const strings = (p?: Params) => (p ? Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)])) : undefined);
const pathOf = (def: CallDef, params: Params = {}) =>
  def.path.replace(/:([A-Za-z]+)/g, (_, k: string) => {
    if (params[k] === undefined) throw new Error(`${def.path}: no value for :${k}`);
    return encodeURIComponent(String(params[k]));
  });
const statusOf = (status: number) => (status === 200 ? {} : { status });
const withQuery = (p: string, query?: Params) => (query ? `${p}?${new URLSearchParams(strings(query))}` : p);

/** Replays the demo through the server and keeps every exchange, by group and call. */
class Recorder {
  readonly groups = new Map<string, Record<string, Exchange[]>>();
  /** real token → account, and each account's token */
  private readonly accounts = new Map<string, string>();
  private readonly tokens = new Map<string, string>();

  constructor(private readonly s: TestServer) {}

  private keep(def: CallDef, exchange: Exchange) {
    const { group, name } = callOf(def);
    const calls = this.groups.get(group) ?? {};
    (calls[name] ??= []).push(
      JSON.parse(
        JSON.stringify(exchange, (_k, v: unknown) => (typeof v === 'string' && this.accounts.has(v) ? mockTokenOf(this.accounts.get(v)!) : v)),
      ) as Exchange,
    );
    this.groups.set(group, calls);
  }

  private tokenOf(as: string | null) {
    if (as === null) return undefined;
    const token = this.tokens.get(accountOf(as));
    if (!token) throw new Error(`${as} has not signed in`);
    return token;
  }

  private check(def: CallDef, as: string | null, res: Envelope<unknown>, fails = false) {
    if (res.success === fails) throw new Error(`${def.method} ${def.path} as ${as}: ${fails ? 'succeeded, expected a refusal' : `refused: ${res.message}`}`);
  }

  async login(account: string, password = DEMO_PASSWORD): Promise<string | null> {
    const body = { username: account, password };
    const res = await this.s.call('POST', authCalls.login.path, { body });
    const fails = password !== DEMO_PASSWORD;
    this.check(authCalls.login, null, res, fails);
    if (res.token) {
      this.accounts.set(res.token, account);
      this.tokens.set(account, res.token);
    }
    const { status, ...answer } = res;
    this.keep(authCalls.login, { as: null, body, ...statusOf(status), answer });
    return res.token ?? null;
  }

  /** A token the server issued anew (a changed password): it stands for the same account. */
  renewed(account: string, token: string) {
    this.accounts.set(token, account);
    this.tokens.set(account, token);
  }

  async call<T>(as: string | null, def: CallDef, o: Opts = {}): Promise<T> {
    const res = await this.s.call<T>(def.method, pathOf(def, o.params), { token: this.tokenOf(as), body: o.body, query: strings(o.query) });
    this.check(def, as, res, o.fails);
    // a token issued anew (a changed password) stands for the same account
    if (res.token && as !== null) this.renewed(accountOf(as), res.token);
    const { status, ...answer } = res;
    this.keep(def, { as, params: strings(o.params), query: strings(o.query), body: o.body, ...statusOf(status), answer });
    return res.obj;
  }

  async upload<T>(as: string, def: CallDef, file: Upload, o: Pick<Opts, 'params' | 'query'> = {}): Promise<T> {
    const res = await this.s.upload<T>(withQuery(pathOf(def, o.params), o.query), file, { token: this.tokenOf(as) });
    this.check(def, as, res);
    const { status, ...answer } = res;
    this.keep(def, { as, params: strings(o.params), query: strings(o.query), upload: file.filename, ...statusOf(status), answer });
    return res.obj;
  }

  async download(as: string, def: CallDef, o: Pick<Opts, 'params' | 'query'> = {}): Promise<Buffer> {
    const res = await this.s.raw(def.method, withQuery(pathOf(def, o.params), o.query), { token: this.tokenOf(as) });
    if (res.statusCode !== 200) throw new Error(`${def.method} ${def.path} as ${as}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const header = (name: string) => {
      const v = res.headers[name];
      return v === undefined ? null : String(v);
    };
    this.keep(def, {
      as,
      params: strings(o.params),
      query: strings(o.query),
      file: {
        contentType: header('content-type') ?? 'application/octet-stream',
        disposition: header('content-disposition'),
        base64: res.rawPayload.toString('base64'),
      },
    });
    return res.rawPayload;
  }
}

const DAY = 24 * 3600_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The first bytes of an MP4 (an ftyp box) and of a PDF: what the upload checks look at. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4000, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** The template's first sheet with these rows under its header. */
async function filled(template: Buffer, rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const header = sheet.getRow(1).values;
  sheet.spliceRows(2, sheet.rowCount);
  sheet.getRow(1).values = header;
  sheet.addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The demo, call by call. Ids come from the answers (a fresh database gives the same ones every run). */
async function replay(r: Recorder, s: TestServer) {
  const { ADMIN, EXPERT, TEACHER, STUDENT } = RoleId;

  // ---- the shell: no session, a wrong password, then every demo account ----
  await r.call(null, opsCalls.health);
  await r.call(null, opsCalls.ready);
  await r.call(null, authCalls.getCurrentUser, { fails: true });
  await r.login('student', 'wrong-password');
  for (const account of ['admin', 'expert', 'teacher', 'student', 'teastu']) await r.login(account);
  for (const as of ['admin', 'expert', 'teacher', 'student', 'teastu']) {
    await r.call(as, authCalls.getCurrentUser);
    await r.call(as, authCalls.getMenu);
    await r.call(as, homeCalls.getHomeSummary);
    await r.call(as, authCalls.getNoticesNotRead);
    await r.call<Page<Notice>>(as, authCalls.getNotices, { query: { current: 1, pageSize: 10 } });
  }
  const [notice] = (await r.call<Page<Notice>>('student', authCalls.getNotices, { query: { current: 1, pageSize: 10, type: 'notification' } })).list;
  await r.call('student', authCalls.changeRead, { params: { type: notice!.type, noticeId: notice!.noticeId } });
  await r.call('teacher', authCalls.clearNotRead, { params: { type: 'notification' } });

  // ---- courses: the teacher's, the expert's template, a copy submitted and reviewed ----
  const [course] = (await r.call<Page<CourseSummary>>('teacher', courseCalls.listCourses, { query: { scope: 'mine', current: 1, pageSize: 10 } })).list;
  const courseId = course!.courseId;
  const [template] = (await r.call<Page<CourseSummary>>('expert', courseCalls.listCourses, { query: { scope: 'mine', current: 1, pageSize: 10 } })).list;
  await r.call<Page<CourseSummary>>('teacher', courseCalls.listCourses, { query: { scope: 'templates', current: 1, pageSize: 10 } });
  await r.call<Page<TemplateCard>>('teacher', templateCalls.listTemplates, { query: { current: 1, pageSize: 12 } });
  await r.call<Page<CourseSummary>>('admin', courseCalls.listCourses, { query: { scope: 'all', current: 1, pageSize: 10 } });
  await r.call<Course>('teacher', courseCalls.getCourse, { params: { courseId } });
  await r.call<Course>('expert', courseCalls.getCourse, { params: { courseId: template!.courseId } });
  const cover = await r.upload<{ url: string }>('teacher', courseCalls.uploadCover, { filename: 'cover.png', content: PNG, contentType: 'image/png' });
  const made = await r.call<Course>('teacher', courseCalls.saveCourse, {
    body: { courseId: null, name: '数据库应用实践', description: '<p>用 SQL 解决实际问题。</p>', cover: cover.url, isTemplate: false },
  });
  const fromTemplate = await r.call<Course>('teacher', courseCalls.createFromTemplate, {
    body: { templateId: template!.courseId, name: '数据库原理（春季）' },
  });
  const copy = await r.call<Course>('teacher', courseCalls.copyCourse, { params: { courseId: made.courseId } });
  await r.call('teacher', courseCalls.deleteCourse, { params: { courseId: copy.courseId } });
  const draft = await r.call<Course>('expert', courseCalls.saveCourse, {
    body: { courseId: null, name: '数据库设计（专家模板）', description: '<p>E-R 图与范式。</p>', cover: null, isTemplate: true },
  });
  await r.call<Course>('expert', courseCalls.submitCourse, { params: { courseId: draft.courseId } });
  await r.call<Page<CourseSummary>>('admin', courseCalls.listCourses, { query: { scope: 'review', current: 1, pageSize: 10 } });
  await r.call<Course>('admin', courseCalls.reviewCourse, { body: { courseId: draft.courseId, approve: true, comment: '内容完整，同意使用。' } });
  await r.call<Course>('teacher', courseCalls.archiveCourse, { params: { courseId: fromTemplate.courseId } });
  // the teaching team: a teacher joins as an assistant, becomes a co-teacher, and leaves again
  const joined = await r.call<TeamMember[]>('teacher', courseCalls.addTeamMember, { body: { courseId, code: 'teastu', role: 'assistant' } });
  const member = joined.find((m) => m.code === 'teastu')!.userId;
  await r.call<TeamMember[]>('teacher', courseCalls.setTeamRole, { body: { courseId, userId: member, role: 'co_teacher' } });
  await r.call<TeamMember[]>('teacher', courseCalls.courseTeam, { params: { courseId } });
  await r.call<TeamMember[]>('teacher', courseCalls.removeTeamMember, { body: { courseId, userId: member } });

  // ---- chapters and resources ----
  const chapter = await r.call<{ chapterId: number }>('teacher', chapterCalls.saveChapter, {
    body: { chapterId: null, courseId, parentId: null, title: '第一章 绪论', content: '<p>数据库系统的基本概念。</p>' },
  });
  const section = await r.call<{ chapterId: number }>('teacher', chapterCalls.saveChapter, {
    body: { chapterId: null, courseId, parentId: chapter.chapterId, title: '1.1 数据库系统概述', content: '<p>数据、数据库、数据库管理系统与数据库系统。</p>' },
  });
  const spare = await r.call<{ chapterId: number }>('teacher', chapterCalls.saveChapter, {
    body: { chapterId: null, courseId, parentId: chapter.chapterId, title: '1.2 待删除', content: '' },
  });
  await r.call('teacher', chapterCalls.saveChapter, {
    body: { chapterId: null, courseId, parentId: null, title: '第二章 关系数据库', content: '<p>关系模型与关系代数。</p>' },
  });
  await r.call<ChapterNode[]>('teacher', chapterCalls.moveChapter, { body: { chapterId: section.chapterId, parentId: chapter.chapterId, index: 0 } });
  await r.call<ChapterNode[]>('teacher', chapterCalls.deleteChapter, { params: { chapterId: spare.chapterId } });
  const video = await r.upload<ChapterResource>(
    'teacher',
    chapterCalls.uploadResource,
    { filename: '第一讲.mp4', content: MP4, contentType: 'video/mp4' },
    { params: { chapterId: section.chapterId } },
  );
  const pdf = await r.upload<ChapterResource>(
    'teacher',
    chapterCalls.uploadResource,
    { filename: '讲义.pdf', content: PDF, contentType: 'application/pdf' },
    { params: { chapterId: section.chapterId } },
  );
  await r.call<ChapterResource>('teacher', chapterCalls.addLink, {
    body: { chapterId: section.chapterId, title: 'PostgreSQL 文档', url: 'https://www.postgresql.org/docs/' },
  });
  const spareLink = await r.call<ChapterResource>('teacher', chapterCalls.addLink, {
    body: { chapterId: section.chapterId, title: '待删除的链接', url: 'https://example.com/' },
  });
  await r.call('teacher', chapterCalls.deleteResource, { params: { resourceId: spareLink.resourceId } });
  // ---- the resource library ----
  const handout = await r.upload<LibraryResource>('teacher', libraryCalls.uploadLibraryResource, {
    filename: '第一章 习题.pdf',
    content: PDF,
    contentType: 'application/pdf',
  });
  const spareItem = await r.upload<LibraryResource>('teacher', libraryCalls.uploadLibraryResource, {
    filename: '待删除的讲义.pdf',
    content: PDF,
    contentType: 'application/pdf',
  });
  await r.call('teacher', libraryCalls.renameLibraryResource, { body: { libraryResourceId: handout.libraryResourceId, title: '第一章 习题（含答案）' } });
  await r.call('teacher', libraryCalls.shareLibraryResource, { body: { libraryResourceId: handout.libraryResourceId, shared: true } });
  await r.call('teacher', libraryCalls.deleteLibraryResource, { params: { libraryResourceId: spareItem.libraryResourceId } });
  await r.call('teacher', chapterCalls.addFromLibrary, { body: { chapterId: chapter.chapterId, libraryResourceIds: [handout.libraryResourceId] } });
  await r.call('teacher', chapterCalls.resourceSettings, { body: { resourceId: video.resourceId, taskPoint: true, allowSeek: false } });
  await r.call('teacher', libraryCalls.listLibrary, { query: { current: 1, pageSize: 10, scope: 'mine' } });
  await r.call('teacher', libraryCalls.listLibrary, { query: { current: 1, pageSize: 10, scope: 'all', kind: 'pdf' } });
  await r.call('teacher', libraryCalls.getLibraryResource, { params: { libraryResourceId: handout.libraryResourceId } });
  await r.call<ChapterNode[]>('teacher', chapterCalls.chapterTree, { params: { courseId } });
  await r.call('teacher', chapterCalls.getChapter, { params: { chapterId: section.chapterId } });
  await r.call('teacher', chapterCalls.streamUrl, { params: { resourceId: video.resourceId } });

  // ---- knowledge points ----
  const graph = await r.call<KnowledgeGraph>('teacher', knowledgeCalls.knowledgeGraph, { params: { courseId } });
  const [relational, sql] = graph.points;
  const join = await r.call<{ knowId: number }>('teacher', knowledgeCalls.saveKnowledge, {
    body: { courseId, name: '连接查询', description: '多表连接与子查询。' },
  });
  const spareKnow = await r.call<{ knowId: number }>('teacher', knowledgeCalls.saveKnowledge, { body: { courseId, name: '待删除', description: null } });
  await r.call('teacher', knowledgeCalls.deleteKnowledge, { params: { knowId: spareKnow.knowId } });
  await r.call('teacher', knowledgeCalls.addKnowledgeEdge, { body: { courseId, fromId: sql!.knowId, toId: join.knowId, kind: 'prerequisite' } });
  await r.call('teacher', knowledgeCalls.addKnowledgeEdge, { body: { courseId, fromId: relational!.knowId, toId: join.knowId, kind: 'parent' } });
  await r.call('teacher', knowledgeCalls.deleteKnowledgeEdge, { body: { courseId, fromId: relational!.knowId, toId: join.knowId, kind: 'parent' } });
  await r.call('teacher', knowledgeCalls.saveKnowledgeLayout, { body: { courseId, positions: [{ knowId: join.knowId, x: 260, y: 240 }] } });
  await r.call<KnowledgeGraph>('teacher', knowledgeCalls.knowledgeGraph, { params: { courseId } });

  // ---- scenes and SQL ----
  const scenes = await r.call<Page<SceneSummary>>('teacher', sceneCalls.listScenes, { query: { current: 1, pageSize: 10, courseId } });
  await r.call<Page<SceneSummary>>('expert', sceneCalls.listScenes, { query: { current: 1, pageSize: 10 } });
  const sceneId = scenes.list[0]!.sceneId;
  await r.call('teacher', sceneCalls.getScene, { params: { sceneId } });
  await r.call('teacher', sceneCalls.previewScene, {
    body: { initSql: "CREATE TABLE t (id integer, name text);\nINSERT INTO t VALUES (1, '甲'), (2, NULL);" },
  });
  const newScene = await r.call<SavedScene>('teacher', sceneCalls.saveScene, {
    body: { sceneId: null, courseId, name: '成绩登记', description: '一张成绩表。', initSql: 'CREATE TABLE score (sno text, grade integer);' },
  });
  await r.call('teacher', sceneCalls.copyScene, { body: { sceneId, courseId } });
  // a scene file: the course's scenes, the new one alone, imported back beside it (renamed) and removed again
  await r.call('teacher', sceneCalls.exportScenes, { query: { courseId } });
  const sceneFile = await r.call<SceneExport>('teacher', sceneCalls.exportScene, { params: { sceneId: newScene.sceneId } });
  const sceneUpload = { filename: sceneFile.fileName, content: Buffer.from(JSON.stringify(sceneFile.file)), contentType: 'application/json' };
  await r.upload('teacher', sceneCalls.importScenesPreview, sceneUpload, { query: { courseId } });
  const imported = await r.upload<SceneImportAnswer>('teacher', sceneCalls.importScenes, sceneUpload, { query: { courseId } });
  await r.call('teacher', sceneCalls.deleteScene, { params: { sceneId: imported.sceneIds[0]! } });
  await r.call('teacher', sceneCalls.deleteScene, { params: { sceneId: newScene.sceneId } });
  await r.call('teacher', gradingCalls.runSql, { body: { sceneId, sql: 'SELECT sname, sdept FROM student;' } });
  await r.call('teacher', gradingCalls.checkSql, {
    body: { sceneId, type: 'query', referenceSql: 'SELECT * FROM student;', studentSql: 'select * from student' },
  });

  // ---- classes ----
  const [clazz] = (await r.call<Page<{ sclassId: number }>>('teacher', classCalls.listClasses, { query: { current: 1, pageSize: 10, courseId } })).list;
  const clazzId = clazz!.sclassId;
  await r.call('teacher', classCalls.getClass, { params: { sclassId: clazzId } });
  const newClass = await r.call<{ sclassId: number }>('teacher', classCalls.saveClass, {
    body: { sclassId: null, name: '2023级计算机科学2班', courseId, startDate: '2025-02-24', endDate: '2025-07-04' },
  });
  await r.call('admin', sysCalls.updateUser, { body: { code: 's2023002', userName: '陈同学', roleIds: [STUDENT] } });
  await r.call('teacher', classCalls.addStudents, { body: { sclassId: newClass.sclassId, codes: ['s2023002'] } });
  const template2 = await r.download('teacher', classCalls.rosterTemplate);
  await r.call('admin', sysCalls.updateUser, { body: { code: 's2023003', userName: '刘同学', roleIds: [STUDENT] } });
  await r.upload(
    'teacher',
    classCalls.importRoster,
    { filename: '名单.xlsx', content: await filled(template2, [['s2023003', '刘同学']]), contentType: XLSX },
    { query: { sclassId: newClass.sclassId } },
  );
  const roster = await r.call<ClassStudent[]>('teacher', classCalls.classStudents, { params: { sclassId: newClass.sclassId } });
  await r.call('teacher', classCalls.removeStudent, { body: { sclassId: newClass.sclassId, userId: roster.find((st) => st.code === 's2023003')!.userId } });
  await r.call('teacher', classCalls.addClassTeacher, { body: { sclassId: newClass.sclassId, code: 'teastu' } });
  const teachers = await r.call<{ userId: number; code: string }[]>('teacher', classCalls.classTeachers, { params: { sclassId: newClass.sclassId } });
  await r.call('teacher', classCalls.removeClassTeacher, { body: { sclassId: newClass.sclassId, userId: teachers.find((t) => t.code === 'teastu')!.userId } });
  // students by 学号 + 姓名 (one account made, one already there), their accounts, a batch removal, the term's tabs
  const accounts = await r.call<{ created: { userId: number }[] }>('teacher', classCalls.addStudentAccounts, {
    body: {
      sclassId: newClass.sclassId,
      rows: [
        { code: 's2023004', name: '赵同学' },
        { code: 's2023002', name: '陈同学' },
      ],
    },
  });
  const madeId = accounts.created[0]!.userId;
  await r.call('teacher', classCalls.renameStudent, { body: { sclassId: newClass.sclassId, userId: madeId, name: '赵小同' } });
  await r.call('teacher', classCalls.resetStudentPassword, { body: { sclassId: newClass.sclassId, userId: madeId } });
  await r.call('teacher', classCalls.removeStudents, { body: { sclassId: newClass.sclassId, userIds: [madeId] } });
  await r.call('teacher', classCalls.listClasses, { query: { current: 1, pageSize: 10, state: 'ended' } });
  const trialClass = await r.call<{ sclassId: number }>('teacher', classCalls.saveClass, {
    body: { sclassId: null, name: '2023级计算机科学3班', courseId, description: '试开的班，稍后删除。', openToStudents: false },
  });
  await r.call('teacher', classCalls.classDeletion, { params: { sclassId: trialClass.sclassId } });
  await r.call('teacher', classCalls.deleteClass, { body: { sclassId: trialClass.sclassId } });
  await r.call<ClassStudent[]>('teacher', classCalls.classStudents, { params: { sclassId: clazzId } });
  await r.call('teacher', classCalls.classTeachers, { params: { sclassId: clazzId } });
  await r.call('teacher', classCalls.studentsByCode, { body: { sclassId: clazzId, code: 'stu' } });
  await r.call('teacher', classCalls.setChapterVisibility, { body: { sclassId: newClass.sclassId, chapterId: chapter.chapterId, visible: false } });
  await r.call('teacher', classCalls.hiddenChapters, { params: { sclassId: newClass.sclassId } });
  await r.call('teacher', classCalls.hiddenChapters, { params: { sclassId: clazzId } });

  // ---- the question bank ----
  const folders = await r.call<{ folders: ExerciseFolder[] }>('teacher', exerciseCalls.exerciseFolders, { params: { courseId } });
  const folderId = folders.folders[0]!.folderId;
  const bank = await r.call<Page<ExerciseSummary>>('teacher', exerciseCalls.listExercises, { query: { current: 1, pageSize: 10, courseId } });
  await r.call<Page<ExerciseSummary>>('teacher', exerciseCalls.listExercises, { query: { current: 1, pageSize: 10, courseId, type: 'query' } });
  const sqlQuestion = bank.list.find((q) => q.type === 'query')!;
  await r.call<Exercise>('teacher', exerciseCalls.getExercise, { params: { exerciseId: bank.list[0]!.exerciseId } });
  await r.call<Exercise>('teacher', exerciseCalls.getExercise, { params: { exerciseId: sqlQuestion.exerciseId } });
  const sub = await r.call<{ folderId: number }>('teacher', exerciseCalls.saveExerciseFolder, {
    body: { folderId: null, courseId, parentId: folderId, name: '连接查询' },
  });
  const other = await r.call<{ folderId: number }>('teacher', exerciseCalls.saveExerciseFolder, {
    body: { folderId: null, courseId, parentId: null, name: '第四章 练习' },
  });
  await r.call('teacher', exerciseCalls.moveExerciseFolder, { body: { folderId: sub.folderId, parentId: other.folderId } });
  const single = await r.call<{ exerciseId: number }>('teacher', exerciseCalls.saveExercise, {
    body: {
      exerciseId: null,
      courseId,
      parentId: sub.folderId,
      stem: '<p>SELECT 语句中用于筛选行的子句是（　）。</p>',
      difficulty: 'easy',
      score: 2,
      knowIds: [sql!.knowId],
      spec: {
        type: 'single',
        options: [
          { key: 'A', text: 'WHERE' },
          { key: 'B', text: 'ORDER BY' },
        ],
        answer: 'A',
      },
    },
  });
  // not in the open exam (the demo questions are), so the student may practise it
  const joinQuestion = await r.call<{ exerciseId: number }>('teacher', exerciseCalls.saveExercise, {
    body: {
      exerciseId: null,
      courseId,
      parentId: folderId,
      stem: '<p>查询每个学生的学号、姓名和所选课程的课程号。</p>',
      difficulty: 'medium',
      score: 5,
      knowIds: [sql!.knowId, join.knowId],
      spec: {
        type: 'query',
        sceneId,
        referenceSql: 'SELECT student.sno, sname, cno FROM student JOIN sc ON student.sno = sc.sno;',
        verifySql: null,
        orderSensitive: null,
        checkColumnNames: false,
      },
    },
  });
  const copies = await r.call<{ exerciseIds: number[] }>('teacher', exerciseCalls.copyExercises, {
    body: { exerciseIds: [single.exerciseId], courseId, parentId: other.folderId },
  });
  await r.call('teacher', exerciseCalls.moveExercises, { body: { exerciseIds: [single.exerciseId], parentId: other.folderId } });
  await r.call('teacher', exerciseCalls.deleteExercises, { body: { exerciseIds: copies.exerciseIds } });
  const bankTemplate = await r.download('teacher', exerciseCalls.exerciseImportTemplate);
  await r.upload(
    'teacher',
    exerciseCalls.importExercises,
    {
      filename: '题目.xlsx',
      content: await filled(bankTemplate, [['判断题', '一个关系中可以有两个主码。', '', '', '', '错', '', '简单', '2', '', '', '', '']]),
      contentType: XLSX,
    },
    { query: { courseId, parentId: sub.folderId } },
  );
  await r.download('teacher', exerciseCalls.exportExercises, { query: { courseId, parentId: folderId } });
  await r.call('teacher', exerciseCalls.deleteExerciseFolder, { params: { folderId: sub.folderId } });

  // ---- tasks and homework (the teacher side) ----
  const taskFolders = (await r.call<{ folders: ExerciseFolder[] }>('teacher', taskCalls.taskFolders, { params: { courseId } })).folders;
  const tasks = await r.call<Page<TaskSummary>>('teacher', taskCalls.listTasks, { query: { current: 1, pageSize: 10, courseId } });
  const demoTask = tasks.list[0]!;
  await r.call<TaskDetail>('teacher', taskCalls.getTask, { params: { taskId: demoTask.taskId } });
  const taskFolder = await r.call<{ folderId: number }>('teacher', taskCalls.saveTaskFolder, {
    body: { folderId: null, courseId, parentId: null, name: '第四章' },
  });
  const spareFolder = await r.call<{ folderId: number }>('teacher', taskCalls.saveTaskFolder, {
    body: { folderId: null, courseId, parentId: null, name: '待删除' },
  });
  await r.call('teacher', taskCalls.moveTaskFolder, { body: { folderId: spareFolder.folderId, parentId: taskFolder.folderId } });
  await r.call('teacher', taskCalls.deleteTaskFolder, { params: { folderId: spareFolder.folderId } });
  const task = await r.call<TaskDetail>('teacher', taskCalls.saveTask, {
    body: { taskId: null, courseId, parentId: taskFolder.folderId, name: '第四章 连接查询', description: '两道连接查询。' },
  });
  await r.call('teacher', taskCalls.addTaskQuestions, { body: { taskId: task.taskId, exerciseIds: [sqlQuestion.exerciseId, single.exerciseId] } });
  await r.call('teacher', taskCalls.setTaskQuestions, {
    body: {
      taskId: task.taskId,
      questions: [
        { exerciseId: sqlQuestion.exerciseId, score: 6 },
        { exerciseId: single.exerciseId, score: 4 },
      ],
    },
  });
  const taskCopy = await r.call<TaskDetail>('teacher', taskCalls.copyTask, { params: { taskId: task.taskId } });
  await r.call('teacher', taskCalls.moveTasks, { body: { taskIds: [taskCopy.taskId], parentId: taskFolders[0]?.folderId ?? taskFolder.folderId } });
  await r.call('teacher', taskCalls.deleteTasks, { body: { taskIds: [taskCopy.taskId] } });
  const homeworkSettings = {
    startAt: at(-1),
    endAt: at(7),
    latePolicy: 'accept',
    lateUntil: at(9),
    latePenalty: 20,
    showScore: 'submit',
    showAnswer: 'end',
    duplicateCheck: true,
  };
  const published = await r.call<HomeworkSummary[]>('teacher', homeworkCalls.publishTask, {
    body: { taskId: task.taskId, classIds: [clazzId, newClass.sclassId], name: '第四章 连接查询', settings: homeworkSettings },
  });
  await r.call('teacher', homeworkCalls.updateHomework, {
    body: { homeworkId: published[1]!.homeworkId, settings: { ...homeworkSettings, endAt: at(10), lateUntil: at(12) } },
  });
  await r.call('teacher', homeworkCalls.deleteHomework, { params: { homeworkId: published[1]!.homeworkId } });
  const homeworks = await r.call<HomeworkSummary[]>('teacher', homeworkCalls.listHomeworks, { query: { courseId } });
  await r.call<HomeworkSummary[]>('teacher', homeworkCalls.listHomeworks, { query: { courseId, taskId: demoTask.taskId } });
  const homeworkId = homeworks.find((h) => h.taskId === demoTask.taskId)!.homeworkId;

  // ---- the student: study, practice, homework, exam, lab ----
  const student = (await s.call<{ userId: number }>('GET', authCalls.getCurrentUser.path, { token: await s.login('student') })).obj.userId;
  const teastu = (await s.call<{ userId: number }>('GET', authCalls.getCurrentUser.path, { token: await s.login('teastu') })).obj.userId;
  await r.call('student', studyCalls.myCourses);
  await r.call('student', studyCalls.studyCourseInfo, { params: { courseId, clazzId } });
  await r.call('student', studyCalls.studyChapters, { params: { courseId, clazzId } });
  await r.call('student', studyCalls.markOpened, { body: { clazzId, chapterId: section.chapterId, resourceId: pdf.resourceId } });
  await r.call('student', studyCalls.reportWatch, { body: { clazzId, resourceId: video.resourceId, duration: 600, position: 30, intervals: [[0, 30]] } });
  await r.call('student', studyCalls.studyChapter, { params: { clazzId, chapterId: section.chapterId } });
  await r.call('student', studyCalls.myProgress, { params: { courseId, clazzId } });

  const mastery = (await r.call<{ points: { knowId: number }[] }>('student', practiceCalls.practiceKnowledge, { params: { courseId, clazzId } })).points;
  const items = (await r.call<{ exercises: PracticeItem[] }>('student', practiceCalls.practiceExercises, { params: { clazzId, knowId: sql!.knowId } }))
    .exercises;
  const inExam = items.find((q) => q.exerciseId !== joinQuestion.exerciseId)!;
  await r.call('student', practiceCalls.practiceQuestion, { params: { clazzId, knowId: sql!.knowId, exerciseId: inExam.exerciseId }, fails: true });
  const practice = { clazzId, exerciseId: joinQuestion.exerciseId };
  const joinSql = 'SELECT student.sno, sname, cno FROM student JOIN sc ON student.sno = sc.sno;';
  await r.call('student', practiceCalls.practiceQuestion, { params: { clazzId, knowId: sql!.knowId, exerciseId: practice.exerciseId } });
  await r.call('student', practiceCalls.runPractice, { body: { ...practice, sql: joinSql } });
  await r.call('student', practiceCalls.submitPractice, {
    body: { ...practice, answer: { sql: 'SELECT sno, sname FROM student;' }, attemptKey: 'mockfixtures0001' },
  });
  await r.call('student', practiceCalls.submitPractice, { body: { ...practice, answer: { sql: joinSql }, attemptKey: 'mockfixtures0002' } });
  await r.call('student', practiceCalls.practiceQuestion, { params: { clazzId, knowId: sql!.knowId, exerciseId: practice.exerciseId } });
  // 重新练习: the point starts afresh (the attempts stay recorded)
  await r.call('student', practiceCalls.resetPractice, { body: { clazzId, knowId: sql!.knowId } });
  // 练习情况: the student beside the class; the class's teachers per question and student, a log and one answer
  await r.call('student', practiceCalls.practiceCompare, { params: { clazzId }, query: { knowId: sql!.knowId } });
  await r.call('teacher', practiceCalls.practiceStats, { params: { clazzId }, query: {} });
  const practiceLog = await r.call<PracticeLog>('teacher', practiceCalls.practiceLog, {
    params: { clazzId, studentId: student },
    query: { current: 1, pageSize: 10 },
  });
  await r.call('teacher', practiceCalls.practiceAttempt, { params: { attemptId: practiceLog.list[0]!.attemptId } });
  expect(mastery.length).toBeGreaterThan(0);

  await r.call('student', homeworkCalls.myHomeworks, { params: { courseId, clazzId } });
  const sheet = await r.call<HomeworkSheet>('student', homeworkCalls.homeworkSheet, { params: { studentId: student, homeworkId } });
  const sheetSql = sheet.questions.find((q) => q.exercise.type === 'query')!;
  // the same slips in both hands (the duplicate check counts shared wrong answers, not right ones)
  const answersOf = (sqlText: string) =>
    sheet.questions.map((q) => ({
      questionId: q.questionId,
      seq: 1,
      answer:
        q.exercise.type === 'single'
          ? { choices: ['C'] }
          : q.exercise.type === 'judge'
            ? { judge: true }
            : q.exercise.type === 'fill'
              ? { blanks: ['不能为零', '外部码'] }
              : { sql: q === sheetSql ? sqlText : 'SELECT COUNT(sno) AS n FROM sc WHERE grade >= 0 GROUP BY cno;' },
    }));
  await r.call('student', homeworkCalls.saveHomeworkAnswers, {
    body: { studentId: student, homeworkId, answers: answersOf('SELECT sno, sname FROM student WHERE sage < 20;') },
  });
  await r.call('student', homeworkCalls.runHomeworkSql, {
    body: { studentId: student, homeworkId, questionId: sheetSql.questionId, sql: 'SELECT sno, sname FROM student WHERE sage < 20;' },
  });
  await r.call('student', homeworkCalls.submitHomework, { body: { studentId: student, homeworkId } });
  await r.call('student', homeworkCalls.homeworkResult, { params: { studentId: student, homeworkId } });
  // make-up work for the student alone (指定学生), which they may take back and hand in again (重新提交)
  const [makeUp] = await r.call<HomeworkSummary[]>('teacher', homeworkCalls.publishTask, {
    body: {
      taskId: task.taskId,
      classIds: [clazzId],
      name: '第四章 连接查询（补做）',
      settings: homeworkSettings,
      studentIds: [student],
      allowResubmit: true,
    },
  });
  await r.call('student', homeworkCalls.submitHomework, { body: { studentId: student, homeworkId: makeUp!.homeworkId } });
  await r.call('student', homeworkCalls.startResubmit, { body: { studentId: student, homeworkId: makeUp!.homeworkId } });
  // the classmate hands in the same answers: something for the duplicate check to find
  const teastuToken = await s.login('teastu');
  for (const [def, body] of [
    [sysCalls.updateUserDefRole, { userId: teastu, roleType: STUDENT }],
    [homeworkCalls.saveHomeworkAnswers, { studentId: teastu, homeworkId, answers: answersOf('SELECT sno, sname FROM student WHERE sage < 20;') }],
    [homeworkCalls.submitHomework, { studentId: teastu, homeworkId }],
    [sysCalls.updateUserDefRole, { userId: teastu, roleType: TEACHER }],
  ] as const) {
    const res = await s.call(def.method, def.path, { token: teastuToken, body });
    if (!res.success) throw new Error(`${def.path} as teastu: ${res.message}`);
  }

  const [exam] = (await r.call<{ exams: { examClassId: number }[] }>('student', examCalls.myExams, { params: { courseId, clazzId } })).exams;
  const examClassId = exam!.examClassId;
  await r.call('student', examCalls.myExamDetail, { params: { examClassId } });
  await r.call('student', examCalls.startExam, { body: { examClassId } });
  const paper = await r.call<ExamPaper>('student', examCalls.examPaper, { params: { examClassId } });
  const paperSql = paper.questions.find((q) => q.exercise.type === 'query')!;
  await r.call('student', examCalls.saveExamAnswers, {
    body: {
      examClassId,
      answers: paper.questions.map((q) => ({
        questionId: q.questionId,
        seq: 1,
        answer:
          q.exercise.type === 'query'
            ? { sql: 'SELECT sno, sname FROM student WHERE sage < 20;' }
            : q.exercise.type === 'judge'
              ? { judge: false }
              : q.exercise.type === 'fill'
                ? { blanks: ['空值', '外码'] }
                : { choices: ['B'] },
      })),
    },
  });
  await r.call('student', examCalls.runExamSql, {
    body: { examClassId, questionId: paperSql.questionId, sql: 'SELECT sno, sname FROM student WHERE sage < 20;' },
  });
  await r.call('student', examCalls.submitExam, { body: { examClassId } });
  await r.call('student', examCalls.myExamDetail, { params: { examClassId } });
  await r.call('student', statsCalls.myStat, { params: { courseId, clazzId } });

  const [image] = await r.call<{ imageId: number }[]>('student', labCalls.myLabImages, { params: { courseId, clazzId } });
  const identity = { studentCode: 'student', roleId: STUDENT };
  await r.call('student', containerCalls.myLabContainer, { params: { courseId }, query: { clazzId, ...identity } });
  const container = await r.call<LabContainer>('student', containerCalls.startLabContainer, {
    body: { courseId, clazzId, imageId: image!.imageId, ...identity },
  });
  await r.call('student', containerCalls.labTerminalTicket, { params: { containerId: container.containerId } });
  await r.call('student', containerCalls.myLabContainer, { params: { courseId }, query: { clazzId, ...identity } });
  await r.call('teacher', containerCalls.courseLabContainers, { params: { courseId }, query: { current: 1, pageSize: 10 } });
  await r.call('teacher', containerCalls.stopLabContainer, { params: { containerId: container.containerId } });
  await r.call('student', containerCalls.restartLabContainer, { params: { containerId: container.containerId } });
  await r.call('student', containerCalls.resetLabContainer, { params: { containerId: container.containerId } });
  await r.call('student', containerCalls.stopLabContainer, { params: { containerId: container.containerId } });

  // ---- the teacher reviews: submissions, duplicates, regrades, statistics ----
  await r.call('teacher', homeworkCalls.homeworkSubmissions, { params: { homeworkId } });
  await r.call('teacher', homeworkCalls.reviewSubmission, { params: { homeworkId, studentId: student } });
  // 加时: a later end for the classmate, listed with its granter, then withdrawn
  await r.call('teacher', homeworkCalls.extendHomework, { body: { homeworkId, studentIds: [teastu], endAt: at(21) } });
  await r.call('teacher', homeworkCalls.homeworkExtensions, { params: { homeworkId } });
  await r.call('teacher', homeworkCalls.withdrawHomeworkExtension, { body: { homeworkId, studentId: teastu } });
  await r.call('teacher', homeworkCalls.runDuplicateCheck, { params: { homeworkId } });
  const duplicates = await r.call<DuplicateReport>('teacher', homeworkCalls.duplicateReport, { params: { homeworkId } });
  const pair = duplicates.pairs[0];
  if (pair) {
    await r.call('teacher', homeworkCalls.compareDuplicate, { params: { homeworkId, studentId: pair.studentId, otherStudentId: pair.otherStudentId } });
    await r.call('teacher', homeworkCalls.decideDuplicate, {
      body: { homeworkId, studentId: pair.studentId, otherStudentId: pair.otherStudentId, decision: 'dismissed' },
    });
  }
  await r.call('teacher', homeworkCalls.gradeSubmission, {
    body: {
      homeworkId,
      studentId: student,
      questions: [{ questionId: sheetSql.questionId, score: 4, comment: '结果正确，注意列的顺序。' }],
      comment: '完成得不错。',
      finish: true,
    },
  });
  await r.call('teacher', homeworkCalls.returnSubmission, { body: { homeworkId, studentId: teastu, comment: '请独立完成后再交。', until: at(5) } });
  // the answered SQL question edited in the bank: its version 2, the history, then the regrade previewed and confirmed
  const answered = await r.call<Exercise>('teacher', exerciseCalls.getExercise, { params: { exerciseId: sheetSql.questionId } });
  await r.call<Exercise>('teacher', exerciseCalls.saveExercise, {
    body: {
      exerciseId: answered.exerciseId,
      courseId: answered.courseId,
      parentId: answered.parentId,
      stem: answered.stem,
      analysis: '<p>按系筛选时注意系名的写法，参考答案已按题意更正。</p>',
      practice: answered.practice,
      answerShows: answered.answerShows,
      difficulty: answered.difficulty,
      score: answered.score,
      knowIds: answered.knowledge.map((k) => k.knowId),
      spec: answered.spec,
      version: answered.version,
      updatedAt: answered.updatedAt,
    },
  });
  await r.call('teacher', exerciseCalls.exerciseVersions, { params: { exerciseId: answered.exerciseId } });
  await r.call('teacher', exerciseCalls.exerciseVersion, { params: { exerciseId: answered.exerciseId }, query: { version: 1 } });
  const hwPreview = await r.call<RegradePreview>('teacher', homeworkCalls.previewHomeworkRegrade, { body: { homeworkId, questionId: sheetSql.questionId } });
  await r.call('teacher', homeworkCalls.regradeHomeworkQuestion, { body: { homeworkId, questionId: sheetSql.questionId, version: hwPreview.bankVersion } });
  await r.call('teacher', homeworkCalls.homeworkRegrades, { params: { homeworkId } });
  await r.call('teacher', analysisCalls.homeworkAnalysis, { params: { homeworkId } });
  await r.download('teacher', homeworkCalls.exportSubmissions, { params: { homeworkId } });
  await r.call('student', homeworkCalls.myHomeworks, { params: { courseId, clazzId } });

  await r.call('teacher', chapterStatsCalls.courseStats, { params: { courseId } });
  await r.call('teacher', chapterStatsCalls.classChapterStats, { params: { courseId, clazzId } });
  await r.call('teacher', chapterStatsCalls.chapterStats, { params: { chapterId: section.chapterId, clazzId } });
  await r.call('teacher', chapterStatsCalls.resourceStats, { params: { resourceId: video.resourceId, clazzId } });
  await r.call('teacher', chapterStatsCalls.studentProcess, { params: { chapterId: section.chapterId, clazzId, userId: student } });
  await r.call('teacher', statsCalls.classStat, { params: { sclassId: clazzId } });
  await r.call('teacher', statsCalls.studentStat, { params: { sclassId: clazzId, userId: student } });
  await r.call('teacher', analysisCalls.classMastery, { params: { sclassId: clazzId } });
  await r.download('teacher', statsCalls.exportClassStat, { params: { sclassId: clazzId } });
  await r.download('teacher', statsCalls.exportStudentStat, { params: { sclassId: clazzId, userId: student } });

  // ---- exams (the teacher side) ----
  const exams = await r.call<Page<ExamSummary>>('teacher', examCalls.listExams, { query: { current: 1, pageSize: 10, courseId } });
  const demoExam = exams.list[0]!;
  await r.call('teacher', examCalls.getExam, { params: { examId: demoExam.examId } });
  const newExam = await r.call<{ examId: number }>('teacher', examCalls.saveExam, {
    body: { examId: null, courseId, name: '数据库系统原理 期末考试', description: '闭卷，90 分钟。', durationMinutes: 90 },
  });
  await r.call('teacher', examCalls.addExamQuestions, { body: { examId: newExam.examId, exerciseIds: [single.exerciseId, sqlQuestion.exerciseId] } });
  await r.call('teacher', examCalls.setExamQuestions, {
    body: {
      examId: newExam.examId,
      questions: [
        { exerciseId: single.exerciseId, score: 10 },
        { exerciseId: sqlQuestion.exerciseId, score: 20 },
      ],
    },
  });
  await r.call('teacher', examCalls.pickExamQuestions, {
    body: { examId: newExam.examId, rules: [{ type: 'judge', difficulty: 'easy', knowId: null, count: 1, score: 5 }] },
  });
  const examSettings = {
    startAt: at(7),
    endAt: at(7.1),
    durationMinutes: 90,
    shuffleQuestions: false,
    shuffleOptions: false,
    showScore: 'end',
    showAnswer: 'review',
  };
  const examClasses = await r.call<ExamClassSummary[]>('teacher', examCalls.publishExam, {
    body: { examId: newExam.examId, classIds: [clazzId, newClass.sclassId], name: '数据库系统原理 期末考试', settings: examSettings },
  });
  await r.call('teacher', examCalls.updateExamClass, {
    body: { examClassId: examClasses[1]!.examClassId, settings: { ...examSettings, durationMinutes: 100 } },
  });
  await r.call('teacher', examCalls.deleteExamClass, { params: { examClassId: examClasses[1]!.examClassId } });
  const spareExam = await r.call<{ examId: number }>('teacher', examCalls.saveExam, {
    body: { examId: null, courseId, name: '待删除的考试', description: null, durationMinutes: 30 },
  });
  await r.call('teacher', examCalls.deleteExam, { params: { examId: spareExam.examId } });
  await r.call('teacher', examCalls.listExamClasses, { query: { courseId } });
  const report = await r.call<ExamReport>('teacher', examCalls.examReport, { params: { examClassId } });
  await r.call('teacher', analysisCalls.examAnalysis, { params: { examClassId } });
  const scoreId = report.rows.find((row) => row.scoreId !== null)!.scoreId!;
  await r.call('teacher', examCalls.examAnswerView, { params: { scoreId } });
  await r.call('teacher', examCalls.gradeExam, {
    body: { scoreId, questions: [{ questionId: paperSql.questionId, score: 25, comment: '正确。' }], comment: '继续保持。', finish: true },
  });
  const examPreview = await r.call<RegradePreview>('teacher', examCalls.previewExamRegrade, { body: { examClassId, questionId: paperSql.questionId } });
  await r.call('teacher', examCalls.regradeExamQuestion, { body: { examClassId, questionId: paperSql.questionId, version: examPreview.bankVersion } });
  await r.call('teacher', examCalls.examRegrades, { params: { examClassId } });
  // 加时: extra minutes for the classmate, listed with their granter, then withdrawn
  await r.call('teacher', examCalls.extendExam, { body: { examClassId, studentIds: [teastu], extraMinutes: 20 } });
  await r.call('teacher', examCalls.examExtensions, { params: { examClassId } });
  await r.call('teacher', examCalls.withdrawExamExtension, { body: { examClassId, studentId: teastu } });
  await r.download('teacher', examCalls.exportExamReport, { params: { examClassId } });

  // ---- labs (administration) ----
  await r.call<Page<LabImage>>('admin', labCalls.listLabImages, { query: { current: 1, pageSize: 10 } });
  await r.call<Page<LabImage>>('teacher', labCalls.listLabImages, { query: { current: 1, pageSize: 10, courseId } });
  const newImage = await r.call<LabImage>('admin', labCalls.saveLabImage, {
    body: {
      imageId: null,
      name: 'SQLite 练习环境',
      description: null,
      provides: 'sqlite3 + bash',
      startCommand: 'true',
      ociImage: null,
      ...NEW_IMAGE_LIMITS,
      enabled: true,
      courseIds: [courseId],
    },
  });
  await r.call('admin', labCalls.deleteLabImage, { params: { imageId: newImage.imageId } });

  // ---- feedback and rules ----
  const shot = await r.upload<{ url: string }>('student', feedbackCalls.uploadScreenshot, { filename: 'screen.png', content: PNG, contentType: 'image/png' });
  await r.call<Feedback>('student', feedbackCalls.saveFeedback, {
    body: { content: '作业页面的 SQL 编辑器能否支持自动补全？', pageUrl: '/stu/course', screenshot: shot.url },
  });
  const feedback = await r.call<Page<Feedback>>('admin', feedbackCalls.listFeedback, { body: { current: 1, pageSize: 10 } });
  await r.call('admin', feedbackCalls.replyFeedback, {
    body: { feedbackId: feedback.list[0]!.feedbackId, reply: '已记录，后续版本会考虑。', status: 'replied' },
  });
  await r.call<Page<Feedback>>('student', feedbackCalls.listFeedback, { body: { current: 1, pageSize: 10 } });
  await r.call<Page<Rule>>('admin', ruleCalls.listRules, { query: { current: 1, pageSize: 10 } });
  const rule = await r.call<Rule>('admin', ruleCalls.createRule, {
    body: { title: '实验环境', category: 'platform', content: '实验容器空闲 30 分钟后自动停止。', enabled: true, sort: 40 },
  });
  await r.call('admin', ruleCalls.updateRule, {
    body: { id: rule.id, title: '实验环境', category: 'platform', content: '实验容器空闲 30 分钟后自动停止，home 目录保留。', enabled: true, sort: 40 },
  });
  await r.call('admin', ruleCalls.deleteRules, { body: { ids: [rule.id] } });

  // ---- system administration ----
  const users = await r.call<Page<UserRow>>('admin', sysCalls.getUser, { body: { current: 1, pageSize: 10 } });
  const newcomer = users.list.find((u) => u.code === 's2023002')!;
  await r.call('admin', sysCalls.resetUserPassword, { body: { userId: newcomer.userId } });
  await r.call('admin', sysCalls.updateUserIsStop, { body: { userId: newcomer.userId, isStop: true } });
  await r.call('admin', sysCalls.getTeachers);
  const userTemplate = await r.download('admin', sysCalls.userImportTemplate);
  await r.upload('admin', sysCalls.importUsers, {
    filename: '用户.xlsx',
    content: await filled(userTemplate, [['t2010002', '周老师', '教师', '', '', 'Welcome2025']]),
    contentType: XLSX,
  });
  const modules = await r.call<ModuleNode[]>('admin', sysCalls.getModules);
  const sysModule = modules.find((m) => m.path === '/sys')!;
  const newModule = await r.call<ModuleNode>('admin', sysCalls.saveModule, {
    body: { parentId: sysModule.moduleId, name: '操作日志', path: '/sys/log', icon: 'ToolOutlined', sort: 90, visible: false },
  });
  await r.call('admin', sysCalls.deleteModule, { body: { moduleId: newModule.moduleId } });
  const roles = await r.call<RoleRow[]>('admin', sysCalls.getRoles);
  const assistant = await r.call<RoleRow>('admin', sysCalls.saveRole, { body: { roleName: '助教', baseRoleId: TEACHER, remark: '协助批改作业' } });
  await r.call('admin', sysCalls.saveRoleModules, {
    body: { roleId: assistant.roleId, moduleIds: modules.filter((m) => ['/home', '/teacher/list'].includes(m.path)).map((m) => m.moduleId) },
  });
  const spareRole = await r.call<RoleRow>('admin', sysCalls.saveRole, { body: { roleName: '待删除', baseRoleId: STUDENT, remark: null } });
  await r.call('admin', sysCalls.deleteRole, { body: { roleId: spareRole.roleId } });
  expect(roles.some((role) => role.roleId === ADMIN) && roles.some((role) => role.roleId === EXPERT)).toBe(true);

  // ---- the account itself; the role switch of teastu (teacher and student) ----
  await r.call('teacher', sysCalls.updateUserCenter, { body: { userName: '李老师', email: 'li@htdz.edu.cn', phone: null } });
  const avatar = await r.upload<{ avatar: string }>('teacher', sysCalls.uploadAvatar, { filename: 'avatar.png', content: PNG, contentType: 'image/png' });
  await r.call('teacher', sysCalls.updateAccountInfo, { body: { avatar: avatar.avatar } });
  await r.call('teastu', sysCalls.updateUserDefRole, { body: { userId: teastu, roleType: STUDENT } });
  for (const def of [authCalls.getCurrentUser, authCalls.getMenu, homeCalls.getHomeSummary, studyCalls.myCourses]) await r.call('teastu@4', def);
  await r.call('teastu@4', sysCalls.updateUserDefRole, { body: { userId: teastu, roleType: TEACHER } });
  await r.call('expert', sysCalls.userUpdatePassword, { body: { oldPassword: DEMO_PASSWORD, newPassword: 'Better2025' } });

  // ---- sharing: the teacher shares two questions and the scene with 赵老师 (teastu), who copies them into a course ----
  await r.call('teacher', shareCalls.shareExercises, { body: { exerciseIds: [joinQuestion.exerciseId, single.exerciseId], recipientIds: [teastu] } });
  await r.call('teacher', shareCalls.shareScenes, { body: { sceneIds: [sceneId], recipientIds: [teastu] } });
  const myShares = await r.call<Page<Share>>('teacher', shareCalls.myShares, { query: { kind: 'exercise', current: 1, pageSize: 10 } });
  await r.call('teacher', shareCalls.myShares, { query: { kind: 'scene', current: 1, pageSize: 10 } });
  await r.call('teastu', shareCalls.sharedExercises, { query: { current: 1, pageSize: 10 } });
  await r.call('teastu', shareCalls.sharedExercise, { params: { exerciseId: joinQuestion.exerciseId } });
  await r.call('teastu', shareCalls.sharedScenes, { query: { current: 1, pageSize: 10 } });
  await r.call('teastu', shareCalls.sharedScene, { params: { sceneId } });
  const teastuCourse = await r.call<Course>('teastu', courseCalls.saveCourse, {
    body: { courseId: null, name: '数据库实验', description: '<p>赵老师的实验课。</p>', cover: null, isTemplate: false },
  });
  await r.call('teastu', shareCalls.copySharedExercises, {
    body: { exerciseIds: [joinQuestion.exerciseId], courseId: teastuCourse.courseId, parentId: null },
  });
  await r.call('teastu', shareCalls.copySharedScenes, { body: { sceneIds: [sceneId], courseId: teastuCourse.courseId } });
  const singleShare = myShares.list.find((x) => x.objectId === single.exerciseId)!;
  await r.call('teacher', shareCalls.withdrawShares, { body: { shareIds: [singleShare.shareId] } });
  await r.call('admin', authCalls.logout);
}

/** Keys whose values differ from run to run: generated secrets, timings, a running process's figures. */
// `database`: /ready names the database the run uses (pglite, or postgres under scripts/with-postgres.sh)
const VOLATILE = new Set(['password', 'ticket', 'elapsedMs', 'databaseMs', 'uptimeSeconds', 'pid', 'usage', 'database']);

/** An exchange as compared: volatile values and times as placeholders, signed file addresses without their signature. */
function normalised(value: unknown): unknown {
  const walk = (v: unknown, key = ''): unknown => {
    if (VOLATILE.has(key) && v !== null) return `<${key}>`;
    if (typeof v === 'string') return v.replace(/([?&](?:expires|sig)=)[^&]*/g, '$1<signed>');
    if (Array.isArray(v)) return v.map((x) => walk(x));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(mapTimes(value, () => '<time>'));
}

/** What is compared of a downloaded file: its bytes carry the moment they were written. */
const comparable = (e: Exchange) => (e.file ? { ...e, file: { contentType: e.file.contentType, disposition: e.file.disposition } } : e);

const stored = loadFixtures();
let s: TestServer;
let recorded: Map<string, Record<string, Exchange[]>>;

beforeAll(async () => {
  // the exam paper's order and the generated passwords come from these: the same every run (mulberry32)
  let seed = 20250224;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  jest.spyOn(Math, 'random').mockImplementation(next);
  jest
    .spyOn(crypto, 'randomInt')
    .mockImplementation(((a: number, b?: number) => (b === undefined ? Math.floor(next() * a) : a + Math.floor(next() * (b - a)))) as typeof crypto.randomInt);
  s = await startServer();
  const r = new Recorder(s);
  const recordedAt = new Date().toISOString();
  await replay(r, s);
  recorded = r.groups;
  if (RECORD) {
    fs.mkdirSync(FIXTURE_DIR, { recursive: true });
    const written = new Set<string>();
    for (const [group, calls] of recorded) {
      const file: FixtureFile = { recordedAt, calls };
      fs.writeFileSync(fixturePathOf(group), `${JSON.stringify(file, null, 1)}\n`);
      written.add(fixturePathOf(group));
    }
    // a group the contract no longer has
    for (const name of fs.readdirSync(FIXTURE_DIR)) if (!written.has(path.join(FIXTURE_DIR, name))) fs.rmSync(path.join(FIXTURE_DIR, name));
  }
}, 300_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await s?.close();
});

const calls = CALLS.map((c) => [`${c.group}.${c.name}`, c] as const);

it('every call of the contract is replayed (each one has a mock: mock/contract.test.ts)', () => {
  const replayed = new Set([...recorded].flatMap(([group, byName]) => Object.keys(byName).map((name) => `${group}.${name}`)));
  expect(calls.map(([key]) => key).filter((key) => !replayed.has(key))).toEqual([]);
});

it.each(calls)('%s: the fixture is what the server answers', (_key, c) => {
  const live = recorded.get(c.group)?.[c.name] ?? [];
  const kept = RECORD ? live : (stored.get(c.group)?.calls[c.name] ?? []);
  if (kept.length !== live.length) throw new Error(`${live.length} exchanges now, ${kept.length} in ${fixturePathOf(c.group)}: run with RECORD_MOCKS=1`);
  expect(normalised(kept.map(comparable))).toEqual(normalised(live.map(comparable)));
});

it.each(calls)('%s: every recorded answer parses with the contract', (_key, c) => {
  const kept = (RECORD ? recorded.get(c.group)?.[c.name] : stored.get(c.group)?.calls[c.name]) ?? [];
  for (const e of kept) {
    if (!c.def.answer) {
      expect(e.file?.base64.length).toBeGreaterThan(0);
      continue;
    }
    const parsed = e.answer?.success ? envelope(c.def.answer).safeParse(e.answer) : FailureEnvelope.safeParse(e.answer);
    expect(parsed.error?.issues ?? []).toEqual([]);
  }
});
