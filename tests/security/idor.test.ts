// IDOR across the whole API (issue 9): every call of the contract that takes an id (in its path, query or body) is
// made by outsiders of the demo teacher's world A (their course, class, chapters, bank, homework, exam, lab…), as each
// built-in role the call admits: a teacher B with a course and class of their own, a student B of that other class,
// an expert (who reviews every course, so reads are theirs by policy), a classmate of A's student (for what is one
// student's own: answers, containers, notices), and a co-teacher and an assistant on the team of B's course (whose seats
// reach B's world, never A's). Each request carries A's id in one slot and the outsider's own ids in the others, and
// once A's ids everywhere; it must be refused in Chinese (403, 404, or 400/409 for "不属于这门课程")
// and write no row of any table, unless ALLOWED says why the outsider may. Reads with the outsider's own ids answer,
// so the refusals are about A's ids. A new call with an id, or a new id name, fails here until classified.
import crypto from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import * as contract from '../../contract';
import type { CallDef } from '@contract/call';
import { NEW_IMAGE_LIMITS } from '@contract/lab';
import { RoleId } from '@contract/roles';
import * as schema from '../../server/db/schema';
import { routeAccess } from '../../server/lib/route';
import { CHINESE, digestOfEveryTable, newUser } from '../api/fixtures';
import { startServer, type CallName, type TestServer } from '../api/harness';

type Call = { group: string; name: string; def: CallDef; key: string };

const CALLS: Call[] = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object' && value !== null)
  .flatMap(([group, value]) =>
    Object.entries(value as Record<string, CallDef>).map(([name, def]) => ({ group, name, def, key: `${def.method} /htdz${def.path}` })),
  );

// ---------------------------------------------------------------------------------------------------------------
// Which resource each id names

type Kind =
  | 'course'
  | 'class'
  | 'chapter'
  | 'resource'
  | 'libraryResource'
  | 'scene'
  | 'know'
  | 'exercise'
  | 'exFolder'
  | 'taskFolder'
  | 'task'
  | 'homework'
  | 'exam'
  | 'examClass'
  | 'score'
  | 'practiceAttempt'
  | 'image'
  | 'container'
  | 'notice'
  | 'user'
  | 'feedback'
  | 'module'
  | 'role'
  | 'share';

/** `self`: not a resource but the caller's own account or role, which the server checks against the session. */
type Slot = Kind | 'self';

const BY_NAME: Record<string, Kind> = {
  courseId: 'course',
  courseIds: 'course',
  templateId: 'course',
  sclassId: 'class',
  clazzId: 'class',
  classId: 'class',
  classIds: 'class',
  chapterId: 'chapter',
  resourceId: 'resource',
  libraryResourceId: 'libraryResource',
  libraryResourceIds: 'libraryResource',
  sceneId: 'scene',
  sceneIds: 'scene',
  knowId: 'know',
  knowIds: 'know',
  fromId: 'know',
  toId: 'know',
  exerciseId: 'exercise',
  exerciseIds: 'exercise',
  // a question of a task, homework or exam is the exercise it was made from
  questionId: 'exercise',
  taskId: 'task',
  taskIds: 'task',
  homeworkId: 'homework',
  examId: 'exam',
  examClassId: 'examClass',
  scoreId: 'score',
  imageId: 'image',
  containerId: 'container',
  noticeId: 'notice',
  userId: 'user',
  userIds: 'user',
  // the teachers a question or scene is shared with
  recipientIds: 'user',
  studentId: 'user',
  studentIds: 'user',
  otherStudentId: 'user',
  feedbackId: 'feedback',
  moduleId: 'module',
  moduleIds: 'module',
  roleId: 'role',
  roleIds: 'role',
  baseRoleId: 'role',
  shareIds: 'share',
};

/** Names that mean something else in one group of calls. */
const BY_GROUP: Record<string, Record<string, Slot>> = {
  chapterCalls: { parentId: 'chapter' },
  exerciseCalls: { folderId: 'exFolder', parentId: 'exFolder' },
  // a copy of shared questions goes into a folder of the caller's bank
  shareCalls: { parentId: 'exFolder' },
  taskCalls: { folderId: 'taskFolder', parentId: 'taskFolder' },
  sysCalls: { parentId: 'module' },
  // the path's account and role must be the session's (tests/api/lab-containers.test.ts)
  containerCalls: { roleId: 'self', studentCode: 'self' },
  // a practice attempt (exercise_attempts); elsewhere an attempt of an exam travels as scoreId
  practiceCalls: { attemptId: 'practiceAttempt' },
};

/** Path parameters that are not ids. */
const NOT_IDS = new Set(['type']);

const isIdName = (name: string) => /Ids?$/.test(name);
const slotOf = (c: Call, name: string): Slot | undefined => BY_GROUP[c.group]?.[name] ?? BY_NAME[name];

// ---------------------------------------------------------------------------------------------------------------
// Valid requests, ids aside (they are filled in from the worlds below), with times around now so that settings
// validate.

const DAY = 24 * 3600_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const homeworkSettings = () => ({ startAt: at(-1), endAt: at(14), latePolicy: 'refuse', showScore: 'submit', showAnswer: 'end', duplicateCheck: true });
const examSettings = () => ({
  startAt: at(-1),
  endAt: at(14),
  durationMinutes: 30,
  shuffleQuestions: false,
  shuffleOptions: false,
  showScore: 'submit',
  showAnswer: 'end',
});
/** a placeholder: every key whose name is an id is overwritten */
const ID = 0;

const BODIES: Record<string, () => Record<string, unknown>> = {
  saveChapter: () => ({ chapterId: ID, courseId: ID, parentId: ID, title: '越权小节', content: '<p>内容</p>' }),
  moveChapter: () => ({ chapterId: ID, parentId: ID, index: 0 }),
  addLink: () => ({ chapterId: ID, title: '越权链接', url: 'https://www.postgresql.org/' }),
  addFromLibrary: () => ({ chapterId: ID, libraryResourceIds: [ID] }),
  resourceSettings: () => ({ resourceId: ID, taskPoint: false, allowSeek: false }),
  renameLibraryResource: () => ({ libraryResourceId: ID, title: '越权改名' }),
  shareLibraryResource: () => ({ libraryResourceId: ID, shared: true }),
  saveCourse: () => ({ courseId: ID, name: '越权课程', description: '<p>介绍</p>', cover: null, isTemplate: false }),
  createFromTemplate: () => ({ templateId: ID, name: '越权课程（模板创建）' }),
  reviewCourse: () => ({ courseId: ID, approve: true, comment: '同意' }),
  addTeamMember: () => ({ courseId: ID, code: 't_idor_b', role: 'co_teacher' }),
  setTeamRole: () => ({ courseId: ID, userId: ID, role: 'co_teacher' }),
  removeTeamMember: () => ({ courseId: ID, userId: ID }),
  saveKnowledge: () => ({ knowId: ID, courseId: ID, name: '越权知识点', description: null }),
  addKnowledgeEdge: () => ({ courseId: ID, fromId: ID, toId: ID, kind: 'prerequisite' }),
  deleteKnowledgeEdge: () => ({ courseId: ID, fromId: ID, toId: ID, kind: 'prerequisite' }),
  saveKnowledgeLayout: () => ({ courseId: ID, positions: [{ knowId: ID, x: 260, y: 540 }] }),
  updateUserDefRole: () => ({ userId: ID, roleType: RoleId.STUDENT }),
  runSql: () => ({ sceneId: ID, sql: 'SELECT 1;' }),
  checkSql: () => ({ sceneId: ID, type: 'query', referenceSql: 'SELECT 1;', studentSql: 'SELECT 1;' }),
  saveScene: () => ({ sceneId: ID, courseId: ID, name: '越权场景', description: null, initSql: 'CREATE TABLE t (id integer);' }),
  copyScene: () => ({ sceneId: ID, courseId: ID }),
  saveClass: () => ({ sclassId: ID, name: '越权班', courseId: ID, startDate: '2025-02-24', endDate: '2025-07-04' }),
  addStudents: () => ({ sclassId: ID, codes: ['s_idor_b'] }),
  removeStudent: () => ({ sclassId: ID, userId: ID }),
  removeStudents: () => ({ sclassId: ID, userIds: [ID] }),
  deleteClass: () => ({ sclassId: ID }),
  addStudentAccounts: () => ({ sclassId: ID, rows: [{ code: 's_idor_b', name: '学生B' }] }),
  renameStudent: () => ({ sclassId: ID, userId: ID, name: '改名' }),
  resetStudentPassword: () => ({ sclassId: ID, userId: ID }),
  addClassTeacher: () => ({ sclassId: ID, code: 't_idor_b' }),
  removeClassTeacher: () => ({ sclassId: ID, userId: ID }),
  studentsByCode: () => ({ sclassId: ID, code: 'stu' }),
  setChapterVisibility: () => ({ sclassId: ID, chapterId: ID, visible: false }),
  reportWatch: () => ({ clazzId: ID, resourceId: ID, duration: 600, position: 30, intervals: [[0, 30]] }),
  markOpened: () => ({ clazzId: ID, chapterId: ID, resourceId: ID }),
  saveExerciseFolder: () => ({ folderId: ID, courseId: ID, parentId: ID, name: '越权文件夹' }),
  moveExerciseFolder: () => ({ folderId: ID, parentId: ID }),
  saveExercise: () => ({
    exerciseId: ID,
    courseId: ID,
    parentId: ID,
    stem: '<p>SELECT 语句中用于筛选行的子句是（　）。</p>',
    difficulty: 'easy',
    score: 2,
    knowIds: [ID],
    spec: {
      type: 'single',
      options: [
        { key: 'A', text: 'WHERE' },
        { key: 'B', text: 'ORDER BY' },
      ],
      answer: 'A',
    },
  }),
  deleteExercises: () => ({ exerciseIds: [ID] }),
  moveExercises: () => ({ exerciseIds: [ID], parentId: ID }),
  copyExercises: () => ({ exerciseIds: [ID], courseId: ID, parentId: ID }),
  shareExercises: () => ({ exerciseIds: [ID], recipientIds: [ID], wholeSchool: false }),
  shareScenes: () => ({ sceneIds: [ID], recipientIds: [ID], wholeSchool: false }),
  withdrawShares: () => ({ shareIds: [ID] }),
  copySharedExercises: () => ({ exerciseIds: [ID], courseId: ID, parentId: ID }),
  copySharedScenes: () => ({ sceneIds: [ID], courseId: ID }),
  runPractice: () => ({ clazzId: ID, exerciseId: ID, sql: 'SELECT 1;' }),
  submitPractice: () => ({ clazzId: ID, exerciseId: ID, answer: { choices: ['A'] }, attemptKey: `idor${crypto.randomBytes(8).toString('hex')}` }),
  resetPractice: () => ({ clazzId: ID, knowId: ID }),
  saveTaskFolder: () => ({ folderId: ID, courseId: ID, parentId: ID, name: '越权文件夹' }),
  moveTaskFolder: () => ({ folderId: ID, parentId: ID }),
  saveTask: () => ({ taskId: ID, courseId: ID, parentId: ID, name: '越权作业', description: '说明' }),
  setTaskQuestions: () => ({ taskId: ID, questions: [{ exerciseId: ID, score: 5 }] }),
  addTaskQuestions: () => ({ taskId: ID, exerciseIds: [ID] }),
  deleteTasks: () => ({ taskIds: [ID] }),
  moveTasks: () => ({ taskIds: [ID], parentId: ID }),
  publishTask: () => ({ taskId: ID, classIds: [ID], name: '越权作业', settings: homeworkSettings() }),
  updateHomework: () => ({ homeworkId: ID, settings: homeworkSettings() }),
  gradeSubmission: () => ({ homeworkId: ID, studentId: ID, questions: [{ questionId: ID, score: 1, comment: '越权' }], comment: '越权', finish: false }),
  returnSubmission: () => ({ homeworkId: ID, studentId: ID, comment: '越权', until: at(30) }),
  decideDuplicate: () => ({ homeworkId: ID, studentId: ID, otherStudentId: ID, decision: 'confirmed' }),
  previewHomeworkRegrade: () => ({ homeworkId: ID, questionId: ID }),
  regradeHomeworkQuestion: () => ({ homeworkId: ID, questionId: ID, version: 1 }),
  extendHomework: () => ({ homeworkId: ID, studentIds: [ID], endAt: at(30) }),
  withdrawHomeworkExtension: () => ({ homeworkId: ID, studentId: ID }),
  startResubmit: () => ({ studentId: ID, homeworkId: ID }),
  saveHomeworkAnswers: () => ({ studentId: ID, homeworkId: ID, answers: [{ questionId: ID, answer: { choices: ['A'] }, seq: 1 }] }),
  runHomeworkSql: () => ({ studentId: ID, homeworkId: ID, questionId: ID, sql: 'SELECT 1;' }),
  submitHomework: () => ({ studentId: ID, homeworkId: ID }),
  saveExam: () => ({ examId: ID, courseId: ID, name: '越权考试', description: '说明', durationMinutes: 60 }),
  setExamQuestions: () => ({ examId: ID, questions: [{ exerciseId: ID, score: 10 }] }),
  addExamQuestions: () => ({ examId: ID, exerciseIds: [ID] }),
  pickExamQuestions: () => ({ examId: ID, rules: [{ type: 'single', difficulty: 'easy', knowId: ID, count: 1, score: 5 }] }),
  publishExam: () => ({ examId: ID, classIds: [ID], name: '越权考试', settings: examSettings() }),
  updateExamClass: () => ({ examClassId: ID, settings: examSettings() }),
  gradeExam: () => ({ scoreId: ID, questions: [{ questionId: ID, score: 1, comment: '越权' }], comment: '越权', finish: false }),
  previewExamRegrade: () => ({ examClassId: ID, questionId: ID }),
  regradeExamQuestion: () => ({ examClassId: ID, questionId: ID, version: 1 }),
  extendExam: () => ({ examClassId: ID, studentIds: [ID], extraMinutes: 10 }),
  withdrawExamExtension: () => ({ examClassId: ID, studentId: ID }),
  startExam: () => ({ examClassId: ID }),
  saveExamAnswers: () => ({ examClassId: ID, answers: [{ questionId: ID, answer: { choices: ['A'] }, seq: 1 }] }),
  runExamSql: () => ({ examClassId: ID, questionId: ID, sql: 'SELECT 1;' }),
  submitExam: () => ({ examClassId: ID }),
  startLabContainer: () => ({ courseId: ID, clazzId: ID, imageId: ID, studentCode: ID, roleId: ID }),
  saveLabImage: () => ({
    imageId: ID,
    name: '越权镜像',
    description: null,
    provides: 'PostgreSQL 15 + psql',
    startCommand: 'initdb -D ~/pgdata -U lab --auth=trust -E UTF8 --locale=C.UTF-8',
    ociImage: null,
    ...NEW_IMAGE_LIMITS,
    enabled: true,
    courseIds: [ID],
  }),
};

/**
 * Save calls also create: their request again with this id null, so that the other ids are tried on a new row too
 * (an update reads some of them not at all, see UNREAD).
 */
const CREATE_KEY: Record<string, string> = {
  saveChapter: 'chapterId',
  saveKnowledge: 'knowId',
  saveScene: 'sceneId',
  saveClass: 'sclassId',
  saveExerciseFolder: 'folderId',
  saveExercise: 'exerciseId',
  saveTaskFolder: 'folderId',
  saveTask: 'taskId',
  saveExam: 'examId',
  saveLabImage: 'imageId',
};

/** Ids a request form does not read, by `call form slot`: they keep the outsider's own id. */
const UNREAD: Record<string, string> = {
  'saveChapter update parentId': 'saving edits title and content; the place in the tree changes only through moveChapter',
  'saveExerciseFolder update parentId': 'renaming keeps the place; moveExerciseFolder moves',
  'saveTaskFolder update parentId': 'renaming keeps the place; moveTaskFolder moves',
};

/** Query strings, ids aside. */
const QUERIES: Record<string, Record<string, string>> = {
  listScenes: { current: '1', pageSize: '10' },
  listClasses: { current: '1', pageSize: '10' },
  listExercises: { current: '1', pageSize: '10' },
  exerciseVersion: { version: '1' },
  listTasks: { current: '1', pageSize: '10' },
  listExams: { current: '1', pageSize: '10' },
  listLabImages: { current: '1', pageSize: '10' },
  courseLabContainers: { current: '1', pageSize: '10' },
};

/** A valid scene file (docs/scene-file.md): were the course not checked, its scene would be written. */
function sceneFile(): Buffer {
  const scene = { name: '越权场景', description: null, initSql: 'CREATE TABLE t (id integer);', hiddenData: [] };
  return Buffer.from(JSON.stringify({ format: 'htdz-scenes', version: 1, exportedAt: new Date().toISOString(), scenes: [scene] }));
}

/** Calls whose body is a multipart upload: the file sent with them. */
const UPLOADS: Record<string, { filename: string; contentType: string; content: Buffer }> = {
  uploadResource: { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') },
  uploadLibraryResource: { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') },
  importRoster: { filename: 'roster.csv', contentType: 'text/csv', content: Buffer.from('学号,姓名\ns_idor_b,学生B\n') },
  importExercises: { filename: 'bank.csv', contentType: 'text/csv', content: Buffer.from('题型,题干\n') },
  importScenes: { filename: '场景.json', contentType: 'application/json', content: sceneFile() },
  importScenesPreview: { filename: '场景.json', contentType: 'application/json', content: sceneFile() },
};

// ---------------------------------------------------------------------------------------------------------------
// Where the ids go in a call

type Place = { where: 'path' | 'query' | 'body'; at: string; name: string; slot: Slot };
/** One way of making a call: its body template (saves: an update and a create) and the ids in it. */
type Form = { label: 'update' | 'new' | ''; template?: Record<string, unknown>; places: Place[] };

/** The keys of an object schema (also behind a transform or a refinement). */
function keysOf(schemaOf: unknown): string[] {
  const s = schemaOf as { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } };
  return Object.keys(s.shape ?? s.def?.in?.shape ?? {});
}

function templatesOf(c: Call): Pick<Form, 'label' | 'template'>[] {
  const make = BODIES[c.name];
  if (!c.def.body || !make) return [{ label: '' }];
  const createKey = CREATE_KEY[c.name];
  if (!createKey) return [{ label: '', template: make() }];
  return [
    { label: 'update', template: make() },
    { label: 'new', template: { ...make(), [createKey]: null } },
  ];
}

/** Every id of a request form, by JSON path (array items as `[]`); names that look like ids but are not classified are `unknown`. */
function formsOf(c: Call): { forms: Form[]; unknown: string[] } {
  const unknown: string[] = [];
  const forms = templatesOf(c).map(({ label, template }) => {
    const places: Place[] = [];
    const add = (where: Place['where'], at: string, name: string, mustBeId: boolean) => {
      const slot = slotOf(c, name);
      if (slot) places.push({ where, at, name, slot });
      else if (mustBeId || isIdName(name)) unknown.push(`${c.name} ${where} ${at}`);
    };
    for (const m of c.def.path.matchAll(/:(\w+)/g)) if (!NOT_IDS.has(m[1]!)) add('path', m[1]!, m[1]!, true);
    for (const k of new Set([...(c.def.query ? keysOf(c.def.query) : []), ...Object.keys(QUERIES[c.name] ?? {})])) add('query', k, k, false);
    const walk = (value: unknown, at: string) => {
      if (Array.isArray(value)) value.forEach((v) => walk(v, `${at}[]`));
      else if (value !== null && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) {
          const here = at ? `${at}.${k}` : k;
          // null: the form leaves this id out on purpose (a new row)
          if (slotOf(c, k) || isIdName(k)) {
            if (v !== null) add('body', here, k, false);
          } else walk(v, here);
        }
    };
    if (template) walk(template, '');
    // ids of the body's schema that the template leaves out are still ids of the call
    if (c.def.body) for (const k of keysOf(c.def.body)) if (!(template && k in template) && (slotOf(c, k) || isIdName(k))) add('body', k, k, false);
    return { label, template, places };
  });
  return { forms, unknown: [...new Set(unknown)] };
}

// ---------------------------------------------------------------------------------------------------------------
// The worlds

type World = Partial<Record<Kind, number>>;
type Outsider = {
  label: string;
  roleId: number;
  code: string;
  token: string;
  /** their own ids; a request puts A's id in one slot and these in the others. Undefined: only A's ids everywhere. */
  own?: World;
};

let s: TestServer;
const A: World = {};
const outsiders: Outsider[] = [];

const db = () => s.database.db;
const firstId = async (rows: Promise<{ id: number }[]>, what: string) => {
  const [row] = await rows;
  if (!row) throw new Error(`no ${what}`);
  return row.id;
};
const must = async <T>(r: Promise<{ success: boolean; message: string; obj: T }>, what: string): Promise<T> => {
  const res = await r;
  if (!res.success) throw new Error(`${what}: ${res.message}`);
  return res.obj;
};

/** A lab container as the runtime would record it: starting a real one needs the sandbox and adds nothing here. */
async function containerOf(userId: number, courseId: number, clazzId: number, imageId: number): Promise<number> {
  const now = new Date();
  return firstId(
    db()
      .insert(schema.labContainers)
      .values({
        userId,
        courseId,
        clazzId,
        imageId,
        runtime: 'sandbox',
        state: 'stopped',
        startedAt: now,
        lastActiveAt: now,
        expiresAt: new Date(now.getTime() + DAY),
        stoppedAt: now,
        stopReason: 'user',
      })
      .returning({ id: schema.labContainers.id }),
    'container',
  );
}

async function noticeOf(userId: number): Promise<number> {
  const [row] = await db().select({ id: schema.notices.id }).from(schema.notices).where(eq(schema.notices.userId, userId)).orderBy(asc(schema.notices.id));
  if (row) return row.id;
  return firstId(
    db().insert(schema.notices).values({ userId, type: 'notification', title: '通知', content: '内容', link: null }).returning({ id: schema.notices.id }),
    'notice',
  );
}

/** A practice attempt as submitPractice records it: B's question is held by B's open exam, so it cannot be practised through the API. */
async function practiceAttemptOf(userId: number, classId: number, exerciseId: number): Promise<number> {
  return firstId(
    db()
      .insert(schema.exerciseAttempts)
      .values({
        userId,
        classId,
        exerciseId,
        attemptKey: `idor${userId}x${classId}`,
        answer: { choices: ['A'] },
        correct: true,
        scoreTenths: 50,
        maxTenths: 50,
        message: '回答正确',
      })
      .returning({ id: schema.exerciseAttempts.id }),
    'practice attempt',
  );
}

/**
 * A PDF in the chapter: a file, so that reading it is a question of access (a link has nothing to stream); and the
 * item of the teacher's library it is (unshared).
 */
async function resourceOf(teacher: string, chapterId: number): Promise<{ resource: number; libraryResource: number }> {
  const r = await s.uploadTo('uploadResource', { params: { chapterId } }, { ...UPLOADS.uploadResource!, filename: '讲义.pdf' }, { token: teacher });
  if (!r.success || r.obj.libraryResourceId === null) throw new Error(`upload: ${r.message}`);
  return { resource: r.obj.resourceId, libraryResource: r.obj.libraryResourceId };
}

/** Shares a question and a scene with a colleague; answers the question's share. */
async function shareWithPeer(teacher: string, exerciseId: number, sceneId: number, peerId: number): Promise<number> {
  await must(s.api.shareExercises({ body: { exerciseIds: [exerciseId], recipientIds: [peerId] } }, { token: teacher }), 'share exercise');
  await must(s.api.shareScenes({ body: { sceneIds: [sceneId], recipientIds: [peerId] } }, { token: teacher }), 'share scene');
  return firstId(db().select({ id: schema.shares.id }).from(schema.shares).where(eq(schema.shares.exerciseId, exerciseId)), 'share');
}

/** A teacher's own world, made through the API: a course with a chapter, a PDF, a class, a scene, a bank, a homework, an exam and an image. */
async function buildWorld(teacher: string, studentCode: string, studentToken: string, studentId: number): Promise<World> {
  const w: World = { user: studentId };
  const call = <N extends CallName>(name: N, body: unknown) => must(s.unchecked(name, { body }, { token: teacher }), name);
  w.course = (await call('saveCourse', { courseId: null, name: '课程B', description: '<p>B</p>', cover: null, isTemplate: false })).courseId;
  w.chapter = (await call('saveChapter', { chapterId: null, courseId: w.course, parentId: null, title: '第一章', content: '<p>B</p>' })).chapterId;
  ({ resource: w.resource, libraryResource: w.libraryResource } = await resourceOf(teacher, w.chapter));
  w.class = (await call('saveClass', { sclassId: null, name: '班级B', courseId: w.course, startDate: '2025-02-24', endDate: '2099-07-04' })).sclassId;
  await call('addStudents', { sclassId: w.class, codes: [studentCode] });
  w.scene = (await call('saveScene', { sceneId: null, courseId: w.course, name: '场景B', description: null, initSql: 'CREATE TABLE t (id integer);' })).sceneId;
  w.know = (await call('saveKnowledge', { courseId: w.course, name: '知识点B', description: null })).knowId;
  w.exFolder = (await call('saveExerciseFolder', { folderId: null, courseId: w.course, parentId: null, name: '题目B' })).folderId;
  const exercise = BODIES.saveExercise!();
  w.exercise = (await call('saveExercise', { ...exercise, exerciseId: null, courseId: w.course, parentId: w.exFolder, knowIds: [w.know] })).exerciseId;
  w.taskFolder = (await call('saveTaskFolder', { folderId: null, courseId: w.course, parentId: null, name: '作业B' })).folderId;
  w.task = (await call('saveTask', { taskId: null, courseId: w.course, parentId: w.taskFolder, name: '作业B', description: null })).taskId;
  await call('addTaskQuestions', { taskId: w.task, exerciseIds: [w.exercise] });
  w.homework = (await call('publishTask', { taskId: w.task, classIds: [w.class], name: null, settings: homeworkSettings() }))[0]!.homeworkId;
  w.exam = (await call('saveExam', { examId: null, courseId: w.course, name: '考试B', description: null, durationMinutes: 30 })).examId;
  await call('addExamQuestions', { examId: w.exam, exerciseIds: [w.exercise] });
  w.examClass = (await call('publishExam', { examId: w.exam, classIds: [w.class], name: null, settings: examSettings() }))[0]!.examClassId;
  await must(s.api.startExam({ body: { examClassId: w.examClass } }, { token: studentToken }), 'start exam B');
  w.score = await firstId(
    db()
      .select({ id: schema.examAttempts.id })
      .from(schema.examAttempts)
      .where(and(eq(schema.examAttempts.examClassId, w.examClass), eq(schema.examAttempts.studentId, studentId))),
    'score B',
  );
  w.image = (await call('saveLabImage', { ...BODIES.saveLabImage!(), imageId: null, courseIds: [w.course] })).imageId;
  w.container = await containerOf(studentId, w.course, w.class, w.image);
  w.notice = await noticeOf(studentId);
  w.practiceAttempt = await practiceAttemptOf(studentId, w.class, w.exercise);
  return w;
}

beforeAll(async () => {
  s = await startServer();
  const admin = await s.login('admin');
  const teacherA = await s.login('teacher');
  const studentA = await s.login('student');
  const teacherAId = await firstId(db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.code, 'teacher')), 'teacher A');

  // A: the demo teacher's course and class (the demo student in it), its scene, bank, task, homework, exam and image
  A.course = await firstId(
    db()
      .select({ id: schema.courses.id })
      .from(schema.courses)
      .where(and(eq(schema.courses.ownerId, teacherAId), eq(schema.courses.isTemplate, false))),
    'course A',
  );
  A.class = await firstId(db().select({ id: schema.classes.id }).from(schema.classes).where(eq(schema.classes.courseId, A.course)), 'class A');
  A.user = await firstId(db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.code, 'student')), 'student A');
  A.scene = await firstId(db().select({ id: schema.scenes.id }).from(schema.scenes).where(eq(schema.scenes.courseId, A.course)), 'scene A');
  A.know = await firstId(
    db()
      .select({ id: schema.knowledgePoints.id })
      .from(schema.knowledgePoints)
      .where(eq(schema.knowledgePoints.courseId, A.course))
      .orderBy(asc(schema.knowledgePoints.id)),
    'knowledge A',
  );
  A.exercise = await firstId(
    db().select({ id: schema.exercises.id }).from(schema.exercises).where(eq(schema.exercises.courseId, A.course)).orderBy(asc(schema.exercises.id)),
    'exercise A',
  );
  A.task = await firstId(db().select({ id: schema.tasks.id }).from(schema.tasks).where(eq(schema.tasks.courseId, A.course)), 'task A');
  A.homework = await firstId(db().select({ id: schema.homeworks.id }).from(schema.homeworks).where(eq(schema.homeworks.classId, A.class)), 'homework A');
  A.exam = await firstId(db().select({ id: schema.exams.id }).from(schema.exams).where(eq(schema.exams.courseId, A.course)), 'exam A');
  A.examClass = await firstId(
    db().select({ id: schema.examClasses.id }).from(schema.examClasses).where(eq(schema.examClasses.classId, A.class)),
    'exam class A',
  );
  A.image = await firstId(db().select({ id: schema.labImages.id }).from(schema.labImages).where(eq(schema.labImages.authorId, teacherAId)), 'image A');
  A.feedback = (
    await must(s.api.saveFeedback({ body: { content: '学生A的反馈', pageUrl: '/home', screenshot: null } }, { token: studentA }), 'feedback A')
  ).feedbackId;
  A.module = await firstId(db().select({ id: schema.modules.id }).from(schema.modules).where(isNull(schema.modules.parentId)), 'module');
  A.role = RoleId.TEACHER;
  // what the demo data lacks, made by teacher A: a chapter with a link, folders in both banks; the student's attempt and container
  const callA = <N extends CallName>(name: N, body: unknown) => must(s.unchecked(name, { body }, { token: teacherA }), name);
  A.chapter = (await callA('saveChapter', { chapterId: null, courseId: A.course, parentId: null, title: '第一章', content: '<p>A</p>' })).chapterId;
  ({ resource: A.resource, libraryResource: A.libraryResource } = await resourceOf(teacherA, A.chapter));
  A.exFolder = (await callA('saveExerciseFolder', { folderId: null, courseId: A.course, parentId: null, name: '题目A' })).folderId;
  A.taskFolder = (await callA('saveTaskFolder', { folderId: null, courseId: A.course, parentId: null, name: '作业A' })).folderId;
  await must(s.api.startExam({ body: { examClassId: A.examClass } }, { token: studentA }), 'start exam A');
  A.score = await firstId(
    db()
      .select({ id: schema.examAttempts.id })
      .from(schema.examAttempts)
      .where(and(eq(schema.examAttempts.examClassId, A.examClass), eq(schema.examAttempts.studentId, A.user))),
    'score A',
  );
  A.container = await containerOf(A.user, A.course, A.class, A.image);
  A.notice = await noticeOf(A.user);
  A.practiceAttempt = await practiceAttemptOf(A.user, A.class, A.exercise);

  // A's question and scene shared with a colleague who is none of the outsiders
  const peer = await newUser(s, admin, 't_idor_peer', RoleId.TEACHER, '同事');
  A.share = await shareWithPeer(teacherA, A.exercise, A.scene, peer.userId);

  // the outsiders
  const teacherB = await newUser(s, admin, 't_idor_b', RoleId.TEACHER, '教师B');
  const studentB = await newUser(s, admin, 's_idor_b', RoleId.STUDENT, '学生B');
  const classmate = await newUser(s, admin, 's_idor_mate', RoleId.STUDENT, '同班同学');
  const expert = await newUser(s, admin, 'e_idor', RoleId.EXPERT, '专家B');
  await callA('addStudents', { sclassId: A.class, codes: ['s_idor_mate'] });
  const B = await buildWorld(teacherB.token, 's_idor_b', studentB.token, studentB.userId);
  B.share = await shareWithPeer(teacherB.token, B.exercise!, B.scene!, peer.userId);
  // the classmate shares A's class: only what is one student's own differs
  const mate: World = {
    ...A,
    user: classmate.userId,
    notice: await noticeOf(classmate.userId),
    container: await containerOf(classmate.userId, A.course!, A.class!, A.image!),
    practiceAttempt: await practiceAttemptOf(classmate.userId, A.class!, A.exercise!),
  };
  await must(s.api.startExam({ body: { examClassId: A.examClass } }, { token: classmate.token }), 'start exam (classmate)');
  mate.score = await firstId(
    db().select({ id: schema.examAttempts.id }).from(schema.examAttempts).where(eq(schema.examAttempts.studentId, classmate.userId)),
    'score (classmate)',
  );
  outsiders.push(
    { label: 'teacher B', roleId: RoleId.TEACHER, code: 't_idor_b', token: teacherB.token, own: { ...B, notice: await noticeOf(teacherB.userId) } },
    { label: 'student B', roleId: RoleId.STUDENT, code: 's_idor_b', token: studentB.token, own: B },
    { label: 'classmate', roleId: RoleId.STUDENT, code: 's_idor_mate', token: classmate.token, own: mate },
    { label: 'expert', roleId: RoleId.EXPERT, code: 'e_idor', token: expert.token },
  );
  // the teaching team of B's course: a co-teacher and an assistant of B, whose seats there give them nothing of A
  for (const [label, code, role] of [
    ['co-teacher B', 't_idor_co', 'co_teacher'],
    ['assistant B', 't_idor_asst', 'assistant'],
  ] as const) {
    const member = await newUser(s, admin, code, RoleId.TEACHER, label);
    await must(s.api.addTeamMember({ body: { courseId: B.course!, code, role } }, { token: teacherB.token }), `team ${code}`);
    outsiders.push({ label, roleId: RoleId.TEACHER, code, token: member.token, own: { ...B, notice: await noticeOf(member.userId) } });
  }
}, 180_000);

afterAll(async () => {
  await s?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// What an outsider may do with A's ids, by policy

type Allowed = { reason: string /** the answer must be an empty list: a filter that finds nothing of A */; empty?: boolean };

const EXPERT_READS = 'experts review and confirm every course, so they read its content (policy.ts canViewCourse, canViewScene, canViewExercises)';
const FILTER = "a filter inside the caller's own course: nothing of A matches";

/** By `outsider call` (any variant) or `outsider call slot` (A's id in that slot only). */
const ALLOWED: Record<string, Allowed> = {
  'expert chapterTree': { reason: EXPERT_READS },
  'expert getChapter': { reason: EXPERT_READS },
  'expert streamUrl': { reason: EXPERT_READS },
  'expert getCourse': { reason: EXPERT_READS },
  'expert knowledgeGraph': { reason: EXPERT_READS },
  'expert courseStats': { reason: EXPERT_READS },
  'expert listScenes': { reason: EXPERT_READS },
  'expert getScene': { reason: EXPERT_READS },
  'expert exportScene': { reason: `${EXPERT_READS}; without hidden data, which is for those who edit the scene` },
  'expert exportScenes': { reason: `${EXPERT_READS}; without hidden data, which is for those who edit the scenes` },
  'expert runSql': { reason: `${EXPERT_READS}; a run changes nothing of the scene` },
  'expert checkSql': { reason: `${EXPERT_READS}; a check changes nothing of the scene` },
  'expert exerciseFolders': { reason: EXPERT_READS },
  'expert listExercises': { reason: EXPERT_READS },
  'expert getExercise': { reason: EXPERT_READS },
  'expert exerciseVersions': { reason: EXPERT_READS },
  'expert exerciseVersion': { reason: EXPERT_READS },
  'expert exportExercises': { reason: EXPERT_READS },
  'teacher B deleteKnowledgeEdge toId': {
    reason: "edges join points of one course, so none runs from B's point to A's: nothing is deleted, B's graph is answered",
  },
  'teacher B listClasses courseId': { reason: 'the classes the caller teaches, filtered by course: none of A', empty: true },
  'teacher B listExercises parentId': { reason: FILTER, empty: true },
  'teacher B listExercises knowId': { reason: FILTER, empty: true },
  'teacher B exportExercises parentId': { reason: `${FILTER} (the file holds B's questions in no folder of A)` },
  'teacher B listTasks parentId': { reason: FILTER, empty: true },
  'teacher B listHomeworks courseId': { reason: 'the homework of classes the caller teaches, filtered: none of A', empty: true },
  'teacher B listHomeworks taskId': { reason: 'the homework of classes the caller teaches, filtered: none of A', empty: true },
  'teacher B listExamClasses courseId': { reason: 'the exams of classes the caller teaches, filtered: none of A', empty: true },
  'teacher B listExamClasses examId': { reason: 'the exams of classes the caller teaches, filtered: none of A', empty: true },
};
// A seat on the team of B's course reaches B's course and classes only: the same filters find nothing of A. The
// assistant's writes stop at their role before any id of A is read, so only the reads apply to them.
for (const [member, calls] of [
  ['co-teacher B', ['deleteKnowledgeEdge toId', 'listClasses courseId', 'listExercises parentId', 'listExercises knowId', 'exportExercises parentId']],
  ['assistant B', ['listClasses courseId', 'listExercises parentId', 'listExercises knowId', 'exportExercises parentId']],
] as const) {
  for (const call of [...calls, 'listTasks parentId', 'listHomeworks courseId', 'listHomeworks taskId', 'listExamClasses courseId', 'listExamClasses examId'])
    ALLOWED[`${member} ${call}`] = ALLOWED[`teacher B ${call}`]!;
}

const AUTHOR_VIEW = "an author's view: students read their course through the /stu calls";
const SHARED_VIEW = "what others shared with the caller: one's own questions and scenes are read through getExercise and getScene";
/** GET calls that refuse the outsider even with their own ids, by `outsider call`: their refusals say nothing of A's ids. */
const OWN_REFUSED: Record<string, string> = {
  'teacher B compareDuplicate': "no pair of B's students was ever compared",
  'co-teacher B compareDuplicate': "no pair of B's students was ever compared",
  'assistant B compareDuplicate': "no pair of B's students was ever compared",
  'assistant B classDeletion': 'what deleting a class would remove is for those who may delete it; an assistant reads and grades only',
  'assistant B homeworkExtensions': 'extensions are granted by the teachers of the class; an assistant reads and grades only',
  'assistant B examExtensions': 'extensions are granted by the teachers of the class; an assistant reads and grades only',
  'assistant B listLabImages': 'labs are for those who edit the course or teach its classes; an assistant reads and grades only',
  'assistant B courseLabContainers': 'labs are for those who edit the course or teach its classes; an assistant reads and grades only',
  'assistant B myLabContainer': 'labs are for those who edit the course or teach its classes; an assistant reads and grades only',
  'teacher B sharedExercise': SHARED_VIEW,
  'teacher B sharedScene': SHARED_VIEW,
  'co-teacher B sharedExercise': SHARED_VIEW,
  'co-teacher B sharedScene': SHARED_VIEW,
  'assistant B sharedExercise': SHARED_VIEW,
  'assistant B sharedScene': SHARED_VIEW,
  'co-teacher B getLibraryResource': "a library is its owner's: a seat on B's course reaches the course's chapters, not B's unshared uploads",
  'assistant B getLibraryResource': "a library is its owner's: a seat on B's course reaches the course's chapters, not B's unshared uploads",
  'student B chapterTree': AUTHOR_VIEW,
  'student B getChapter': AUTHOR_VIEW,
  'student B getCourse': AUTHOR_VIEW,
  'student B knowledgeGraph': AUTHOR_VIEW,
  'student B listScenes': AUTHOR_VIEW,
  'student B getScene': AUTHOR_VIEW,
  'student B listLabImages': 'lab images are listed for their course’s teachers; students see theirs through myLabImages',
  'student B practiceQuestion': 'B’s question is in B’s exam, open for B: not practisable until its window closes (EXAM_QUESTION_LOCKED)',
};

/** A refusal: the failure envelope, in Chinese, as not found, forbidden, or a business rule (`不属于这门课程`, 400/409). */
const REFUSAL_CODES = new Set([400, 403, 404, 409]);

// ---------------------------------------------------------------------------------------------------------------
// Making the requests

type Variant = { label: string; aAt?: Place };
type Outcome = { status: number; success: boolean; code?: number; message?: string; obj?: unknown; file?: boolean };

function requestOf(c: Call, o: Outsider, form: Form, v: Variant, opts: { allOwn?: boolean } = {}) {
  const idFor = (p: Place): number | string => {
    if (p.slot === 'self') return p.name === 'studentCode' ? o.code : o.roleId;
    const fromA = !opts.allOwn && (!o.own || !v.aAt || (v.aAt.where === p.where && v.aAt.at === p.at));
    const id = (fromA ? A : o.own!)[p.slot];
    if (id === undefined) throw new Error(`${c.name}: no ${fromA ? 'A' : o.label} id of kind ${p.slot} for ${p.at}`);
    return id;
  };
  const placeAt = (where: Place['where'], at: string) => form.places.find((p) => p.where === where && p.at === at);
  const path = c.def.path.replace(/:(\w+)/g, (whole, name: string) => {
    const p = placeAt('path', name);
    return p ? String(idFor(p)) : name === 'type' ? 'notification' : whole;
  });
  const query: Record<string, string> = { ...QUERIES[c.name] };
  for (const p of form.places.filter((x) => x.where === 'query')) query[p.name] = String(idFor(p));
  const fill = (value: unknown, at: string): unknown => {
    if (Array.isArray(value)) return value.map((x) => fill(x, `${at}[]`));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, x]) => {
        const here = at ? `${at}.${k}` : k;
        const p = placeAt('body', here);
        if (!p) return [k, fill(x, here)];
        const id = idFor(p);
        return [k, Array.isArray(x) || k.endsWith('Ids') ? [id] : id];
      }),
    );
  };
  let body: unknown;
  if (c.def.body) {
    const template: Record<string, unknown> = { ...form.template };
    for (const p of form.places) if (p.where === 'body' && !p.at.includes('.') && !(p.at in template)) template[p.at] = ID;
    body = fill(template, '');
  }
  return { path, query, body };
}

async function send(c: Call, o: Outsider, req: ReturnType<typeof requestOf>): Promise<Outcome> {
  const qs = new URLSearchParams(req.query).toString();
  const url = `${req.path}${qs ? `?${qs}` : ''}`;
  const upload = UPLOADS[c.name];
  if (upload) return s.upload(url, upload, { token: o.token });
  if (!c.def.answer) {
    // a download: a refusal is the envelope, anything else is the file
    const res = await s.raw(c.def.method, url, { token: o.token });
    if (String(res.headers['content-type']).startsWith('application/json')) return { status: res.statusCode, ...res.json() };
    return { status: res.statusCode, success: res.statusCode === 200, file: true };
  }
  return s.call(c.def.method, req.path, { token: o.token, body: req.body, query: Object.keys(req.query).length ? req.query : undefined });
}

const admits = (c: Call, roleId: number) => {
  const access = routeAccess.get(c.key);
  return access === 'user' || (Array.isArray(access) && access.includes(roleId));
};

/** A's id in one slot at a time (the others the outsider's own), then A's ids everywhere; only the latter without an own world. */
function variantsOf(c: Call, o: Outsider, form: Form): Variant[] {
  if (!o.own) return [{ label: "A's ids" }];
  const differing = form.places.filter((p) => p.slot !== 'self' && A[p.slot] !== o.own![p.slot] && !(`${c.name} ${form.label} ${p.at}` in UNREAD));
  const one = differing.map((p) => ({ label: `A's ${p.where} ${p.at}`, aAt: p }));
  return differing.length > 1 ? [...one, { label: "A's ids" }] : one;
}

const ID_CALLS = CALLS.map((c) => ({ c, ...formsOf(c) })).filter((x) => x.forms.some((f) => f.places.length > 0) || x.unknown.length > 0);

describe('every call with an id', () => {
  it('has its ids classified and a valid request', () => {
    expect(ID_CALLS.length).toBeGreaterThan(140);
    expect(ID_CALLS.flatMap((x) => x.unknown)).toEqual([]);
    const problems: string[] = [];
    for (const { c, forms } of ID_CALLS) {
      if (!outsiders.some((o) => admits(c, o.roleId))) {
        // made by administrators alone, who reach everything by policy
        if (JSON.stringify(routeAccess.get(c.key)) !== JSON.stringify([RoleId.ADMIN])) problems.push(`${c.name}: admits no outsider`);
        continue;
      }
      if (c.def.body && !BODIES[c.name]) problems.push(`${c.name}: no body template`);
      else if (c.def.body)
        for (const form of forms) {
          const parsed = c.def.body.safeParse(requestOf(c, outsiders[0]!, form, { label: '' }).body);
          if (!parsed.success) problems.push(`${c.name} ${form.label}: body does not parse: ${parsed.error.message}`);
        }
    }
    expect(problems).toEqual([]);
  });
});

describe('outsiders get nothing of A', () => {
  let before: Record<string, string>;

  it('with their own ids, teacher B, student B and B’s team read: the refusals below are about A’s ids', async () => {
    const wrong: string[] = [];
    for (const o of outsiders.filter((x) => x.label.endsWith(' B')))
      for (const { c, forms } of ID_CALLS) {
        if (c.def.method !== 'GET' || !admits(c, o.roleId)) continue;
        const r = await send(c, o, requestOf(c, o, forms[0]!, { label: 'own' }, { allOwn: true }));
        const refusedAnyway = `${o.label} ${c.name}` in OWN_REFUSED;
        if (r.success === refusedAnyway) wrong.push(`${o.label} ${c.name} → ${r.status} ${r.code} ${r.message}`);
      }
    before = await digestOfEveryTable(s);
    expect(wrong).toEqual([]);
  }, 60_000);

  it.each(['teacher B', 'student B', 'classmate', 'expert', 'co-teacher B', 'assistant B'])(
    'as %s',
    async (label) => {
      const o = outsiders.find((x) => x.label === label)!;
      const wrong: string[] = [];
      const allowedSeen = new Set<string>();
      let tried = 0;
      for (const { c, forms } of ID_CALLS) {
        if (!admits(c, o.roleId)) continue;
        for (const form of forms)
          for (const v of variantsOf(c, o, form)) {
            tried++;
            const r = await send(c, o, requestOf(c, o, form, v));
            const what = `${c.name}${form.label ? ` (${form.label})` : ''} [${v.label}]`;
            const key = [`${label} ${c.name} ${v.aAt?.at ?? ''}`.trim(), `${label} ${c.name}`].find((k) => k in ALLOWED);
            if (key) {
              allowedSeen.add(key);
              const list = (r.obj as { list?: unknown } | undefined)?.list ?? r.obj;
              if (r.success !== true || (ALLOWED[key]!.empty && !(Array.isArray(list) && list.length === 0)))
                wrong.push(`${what} is allowed (${ALLOWED[key]!.reason}) but → ${r.status} ${r.code} ${r.message} ${JSON.stringify(r.obj)?.slice(0, 80)}`);
              continue;
            }
            const refused = r.status === 200 && r.success === false && REFUSAL_CODES.has(r.code ?? 0) && CHINESE.test(r.message ?? '');
            if (!refused) wrong.push(`${what} → ${r.status} ${r.success} ${r.code} ${r.message} ${r.file ? '(a file)' : JSON.stringify(r.obj)?.slice(0, 80)}`);
          }
      }
      expect(wrong).toEqual([]);
      expect(tried).toBeGreaterThan(label === 'classmate' ? 5 : 20);
      // every entry of the allow-table is still needed
      expect(Object.keys(ALLOWED).filter((k) => k.startsWith(`${label} `) && !allowedSeen.has(k))).toEqual([]);
    },
    120_000,
  );

  it('and nothing was written', async () => {
    expect(await digestOfEveryTable(s)).toEqual(before);
  }, 60_000);
});
