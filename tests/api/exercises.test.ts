// The question bank and practice against a real database and the real grading sandbox. The seed gives course 1
// (李老师's 数据库系统原理) the scene 学生选课 (id 3, a copy of public scene 1) and a class with the demo student.
import ExcelJS from 'exceljs';
import type { Exercise, ExerciseFolder } from '@contract/exercise';
import type { KnowledgePoint } from '@contract/knowledge';
import { exerciseAttempts, exercises } from '../../server/db/schema';
import { newUser, rowCount } from './fixtures';
import { startServer, type CallQuery, type TestServer } from './harness';
import { dataSheet, excelSum, kindOf } from './xlsx-cells';

let s: TestServer;
let admin: string;
let expert: string;
let teacher: string;
let otherTeacher: string;
let student: string;
let outsider: string;
let clazzId: number;
let joins: KnowledgePoint;
let keys: KnowledgePoint;

const COURSE_SCENE = 3;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PUBLIC_SCENE = 1;
const stem = (text: string) => `<p>${text}</p>`;
const options = ['1NF', '2NF', '3NF', 'BCNF'].map((text, i) => ({ key: 'ABCD'[i], text }));

const save = (body: Record<string, unknown>, token = teacher) =>
  s.unchecked('saveExercise', { body: { courseId: 1, score: 5, difficulty: 'medium', ...body } }, { token });
const list = (query: Record<string, string>, token = teacher) => s.api.listExercises({ query: { current: '1', pageSize: '50', ...query } }, { token });

const QUERY_SPEC = {
  type: 'query',
  sceneId: COURSE_SCENE,
  referenceSql: "SELECT sname FROM student WHERE sdept = 'CS'",
  checkColumnNames: false,
};

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  expert = await s.login('expert');
  teacher = await s.login('teacher');
  student = await s.login('student');
  otherTeacher = (await newUser(s, admin, 't_other', 3)).token;
  outsider = (await newUser(s, admin, 's_outsider', 4)).token;
  const classes = await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher });
  clazzId = classes.obj.list[0]!.sclassId;
  joins = (await s.api.saveKnowledge({ body: { courseId: 1, name: '连接查询' } }, { token: teacher })).obj;
  keys = (await s.api.saveKnowledge({ body: { courseId: 1, name: '范式' } }, { token: teacher })).obj;
}, 60_000);
afterAll(async () => {
  await s.close();
});

describe('authoring every type', () => {
  it.each([
    ['single', { type: 'single', options, answer: 'C' }],
    ['multiple', { type: 'multiple', options, answers: ['C', 'D'], partialCredit: true }],
    ['judge', { type: 'judge', answer: true }],
    ['fill', { type: 'fill', blanks: [{ answers: ['主键', 'primary key'] }, { answers: ['外键'] }], caseSensitive: false }],
    ['short', { type: 'short', referenceAnswer: '<p>原子性、一致性、隔离性、持久性</p>', keywords: ['原子性', '持久性'] }],
    ['query', QUERY_SPEC],
    [
      'dml',
      {
        type: 'dml',
        sceneId: COURSE_SCENE,
        referenceSql: "UPDATE student SET sage = sage + 1 WHERE sdept = 'CS'",
        verifySql: 'SELECT sno, sage FROM student ORDER BY sno',
      },
    ],
  ])('a %s question is saved and read back whole', async (_type, spec) => {
    const res = await save({ stem: stem(`关于${_type}的题目`), spec, knowIds: [keys.knowId] });
    expect(res).toMatchObject({
      success: true,
      obj: { type: spec.type, spec: expect.objectContaining(spec), score: 5, knowledge: [{ knowId: keys.knowId, name: '范式' }], canEdit: true },
    });
    const back = await s.api.getExercise({ params: { exerciseId: res.obj.exerciseId } }, { token: teacher });
    expect(back.obj.spec).toEqual(res.obj.spec);
  });

  it('a score with one decimal stays exact; two decimals are refused', async () => {
    const ok = await save({ stem: stem('分值 2.5'), spec: { type: 'judge', answer: false }, score: 2.5 });
    expect(ok.obj.score).toBe(2.5);
    const bad = await save({ stem: stem('分值 2.55'), spec: { type: 'judge', answer: false }, score: 2.55 });
    expect(bad).toMatchObject({ success: false, message: expect.stringContaining('分值最多一位小数') });
  });

  it('hostile HTML in the stem and analysis is stripped before it is stored', async () => {
    const res = await save({
      stem: '<p onclick="steal()">哪个范式<script>alert(1)</script><img src="x" onerror="steal()"><a href="javascript:steal()">链接</a></p>',
      analysis: '<p>解析<iframe src="https://evil.example"></iframe></p>',
      spec: { type: 'judge', answer: true },
    });
    expect(res.success).toBe(true);
    expect(res.obj.stem).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(res.obj.analysis).not.toMatch(/iframe/);
    expect(res.obj.stemText).toBe('哪个范式链接');
  });

  it.each([
    [{ stem: stem('无正确选项'), spec: { type: 'single', options, answer: 'F' } }, '正确答案须是其中一个选项'],
    [{ stem: '<p> </p>', spec: { type: 'judge', answer: true } }, '请输入题干'],
    [{ stem: '<script>x</script>', spec: { type: 'judge', answer: true } }, '请输入题干'],
    [{ stem: stem('验证 SQL 缺失'), spec: { type: 'ddl', sceneId: COURSE_SCENE, referenceSql: 'CREATE TABLE t (id int)' } }, '需要验证 SQL'],
    [{ stem: stem('参考答案错误'), spec: { ...QUERY_SPEC, referenceSql: 'SELECT nosuch FROM student' } }, '参考答案执行出错'],
    [{ stem: stem('别的课程的知识点'), spec: { type: 'judge', answer: true }, knowIds: [999] }, '知识点不存在或不属于这门课程'],
    [{ stem: stem('不存在的文件夹'), spec: { type: 'judge', answer: true }, parentId: 999 }, '文件夹不存在或不属于这门课程'],
    [{ stem: stem('别的场景'), spec: { ...QUERY_SPEC, sceneId: 999 } }, '场景不存在或不属于这门课程'],
  ])('%j is refused with a clear message and nothing is written', async (body, message) => {
    const before = await rowCount(s, exercises);
    const res = await save(body);
    expect(res).toMatchObject({ success: false, message: expect.stringContaining(message) });
    expect(await rowCount(s, exercises)).toBe(before);
  });
});

describe('the demo bank', () => {
  it('course 1 starts with questions on two knowledge points, and every SQL reference answer passes its own check', async () => {
    const demo = await list({ courseId: '1' });
    expect(demo.obj.total).toBeGreaterThanOrEqual(5);
    const graph = await s.api.knowledgeGraph({ params: { courseId: 1 } }, { token: teacher });
    expect(graph.obj.points.map((p) => p.name)).toEqual(expect.arrayContaining(['关系模型', 'SQL 查询']));
    for (const row of demo.obj.list.filter((e) => e.type === 'query' && e.authorName === '李老师' && e.knowledge.some((k) => k.name === 'SQL 查询'))) {
      const full = await s.api.getExercise({ params: { exerciseId: row.exerciseId } }, { token: teacher });
      const spec = full.obj.spec as { sceneId: number; referenceSql: string };
      const check = await s.api.checkSql(
        { body: { sceneId: spec.sceneId, type: 'query', referenceSql: spec.referenceSql, studentSql: spec.referenceSql } },
        { token: teacher },
      );
      expect(check.obj.correct).toBe(true);
    }
  });
});

describe('who may read and change a bank', () => {
  let id: number;
  beforeAll(async () => {
    id = (await save({ stem: stem('只属于课程 1'), spec: { type: 'judge', answer: true } })).obj.exerciseId;
  });

  it('another teacher can neither read nor change course 1 questions', async () => {
    expect(await s.api.getExercise({ params: { exerciseId: id } }, { token: otherTeacher })).toMatchObject({ success: false, code: 403 });
    expect(await list({ courseId: '1' }, otherTeacher)).toMatchObject({ success: false, code: 403 });
    expect(await save({ exerciseId: id, stem: stem('改掉'), spec: { type: 'judge', answer: false } }, otherTeacher)).toMatchObject({
      success: false,
      code: 403,
    });
    expect(await s.api.deleteExercises({ body: { exerciseIds: [id] } }, { token: otherTeacher })).toMatchObject({ success: false, code: 403 });
  });

  it('students never reach the bank', async () => {
    expect(await s.api.getExercise({ params: { exerciseId: id } }, { token: student })).toMatchObject({ success: false, code: 403 });
    expect(await list({ courseId: '1' }, student)).toMatchObject({ success: false, code: 403 });
    expect(await list({}, student)).toMatchObject({ success: false, code: 403 });
  });

  it('only experts write the public library; teachers read it', async () => {
    const refused = await save({ courseId: null, stem: stem('公共题'), spec: { type: 'judge', answer: true } }, teacher);
    expect(refused).toMatchObject({ success: false, code: 403 });
    const made = await save({ courseId: null, stem: stem('公共题：SQL 查询'), spec: { ...QUERY_SPEC, sceneId: PUBLIC_SCENE } }, expert);
    expect(made).toMatchObject({ success: true, obj: { courseId: null, canEdit: true } });
    const seen = await list({}, teacher);
    expect(seen.obj.list.map((e) => e.exerciseId)).toContain(made.obj.exerciseId);
    expect(seen.obj.list.find((e) => e.exerciseId === made.obj.exerciseId)?.canEdit).toBe(false);
  });
});

describe('folders, filters and batches', () => {
  let chapter3: ExerciseFolder;
  let joinsFolder: ExerciseFolder;
  let a: number;
  let b: number;
  beforeAll(async () => {
    chapter3 = (await s.api.saveExerciseFolder({ body: { courseId: 1, name: '第三章 SQL' } }, { token: teacher })).obj;
    joinsFolder = (await s.api.saveExerciseFolder({ body: { courseId: 1, parentId: chapter3.folderId, name: '连接' } }, { token: teacher })).obj;
    a = (
      await save({
        stem: stem('自然连接与等值连接的区别'),
        parentId: joinsFolder.folderId,
        difficulty: 'hard',
        spec: { type: 'judge', answer: true },
        knowIds: [joins.knowId],
      })
    ).obj.exerciseId;
    b = (await save({ stem: stem('查询计算机系学生的姓名'), parentId: chapter3.folderId, spec: QUERY_SPEC })).obj.exerciseId;
  });

  it('a folder lists its own questions and its sub-folders’; filters combine', async () => {
    const ids = (q: Record<string, string>) => list({ courseId: '1', ...q }).then((r) => r.obj.list.map((e) => e.exerciseId));
    expect((await ids({ parentId: String(chapter3.folderId) })).sort()).toEqual([a, b].sort());
    expect(await ids({ parentId: String(joinsFolder.folderId) })).toEqual([a]);
    expect(await ids({ parentId: String(chapter3.folderId), difficulty: 'hard' })).toEqual([a]);
    expect(await ids({ type: 'query', keyword: '计算机系' })).toEqual([b]);
    expect(await ids({ knowId: String(joins.knowId) })).toEqual([a]);
    expect(await ids({ keyword: '%' })).toEqual([]);
  });

  it('folders: counts, no loops, no duplicate names, only empty ones deleted', async () => {
    const folders = await s.api.exerciseFolders({ params: { courseId: 1 } }, { token: teacher });
    expect(folders.obj.folders.find((f) => f.folderId === chapter3.folderId)?.count).toBe(1);
    expect(await s.api.moveExerciseFolder({ body: { folderId: chapter3.folderId, parentId: joinsFolder.folderId } }, { token: teacher })).toMatchObject({
      success: false,
      message: '不能把文件夹移动到它自己或它的子文件夹中',
    });
    expect(await s.api.saveExerciseFolder({ body: { courseId: 1, parentId: chapter3.folderId, name: '连接' } }, { token: teacher })).toMatchObject({
      success: false,
      message: expect.stringContaining('已有名为“连接”的文件夹'),
    });
    expect(await s.api.deleteExerciseFolder({ params: { folderId: chapter3.folderId } }, { token: teacher })).toMatchObject({
      success: false,
      message: '文件夹中还有1 道题目和1 个子文件夹，请先移走或删除',
    });
  });

  it('batch move, copy and delete; a batch from two banks is refused whole', async () => {
    expect(await s.api.moveExercises({ body: { exerciseIds: [a, b], parentId: joinsFolder.folderId } }, { token: teacher })).toMatchObject({
      success: true,
      obj: { moved: 2 },
    });
    const copied = await s.api.copyExercises({ body: { exerciseIds: [a, b], courseId: 1, parentId: null } }, { token: teacher });
    expect(copied.obj.exerciseIds).toHaveLength(2);
    const copyOfA = await s.api.getExercise({ params: { exerciseId: copied.obj.exerciseIds[0] } }, { token: teacher });
    expect(copyOfA.obj).toMatchObject({ parentId: null, knowledge: [{ knowId: joins.knowId }] });
    expect(await s.api.deleteExercises({ body: { exerciseIds: copied.obj.exerciseIds } }, { token: teacher })).toMatchObject({
      success: true,
      obj: { deleted: 2 },
    });
    const publicOne = (await list({}, expert)).obj.list[0]!.exerciseId;
    const before = await rowCount(s, exercises);
    expect(await s.api.moveExercises({ body: { exerciseIds: [a, publicOne], parentId: null } }, { token: teacher })).toMatchObject({
      success: false,
      message: '所选题目不在同一个题库中',
    });
    expect(await s.api.deleteExercises({ body: { exerciseIds: [a, 99999] } }, { token: teacher })).toMatchObject({ success: false, code: 404 });
    expect(await rowCount(s, exercises)).toBe(before);
  });

  it('a public question copied into a course brings its scene along (once), and the scene in use is not deleted', async () => {
    const publicOne = (await list({}, expert)).obj.list.find((e) => e.type === 'query')!;
    const first = await s.api.copyExercises({ body: { exerciseIds: [publicOne.exerciseId], courseId: 1 } }, { token: teacher });
    const second = await s.api.copyExercises({ body: { exerciseIds: [publicOne.exerciseId], courseId: 1 } }, { token: teacher });
    const [one, two] = await Promise.all([first, second].map((c) => s.api.getExercise({ params: { exerciseId: c.obj.exerciseIds[0] } }, { token: teacher })));
    // course 1's scene 3 is the seed's copy of public scene 1: reused, not copied again
    const sceneId = (one.obj.spec as { sceneId: number }).sceneId;
    expect(sceneId).toBe(COURSE_SCENE);
    expect((two.obj.spec as { sceneId: number }).sceneId).toBe(sceneId);
    const scene = await s.api.getScene({ params: { sceneId } }, { token: teacher });
    expect(scene.obj.courseId).toBe(1);
    expect(scene.obj.usedBy).toBeGreaterThanOrEqual(2);
    expect(await s.api.deleteScene({ params: { sceneId } }, { token: teacher })).toMatchObject({
      success: false,
      message: `有 ${scene.obj.usedBy} 道题目使用这个场景，不能删除；请先修改或删除这些题目`,
    });
    // a public scene with no course copy yet is copied into the course
    const library = await save({ courseId: null, stem: stem('图书馆场景的题'), spec: { ...QUERY_SPEC, sceneId: 2, referenceSql: 'SELECT 1' } }, expert);
    const copied = await s.api.copyExercises({ body: { exerciseIds: [library.obj.exerciseId], courseId: 1 } }, { token: teacher });
    const inCourse = await s.api.getExercise({ params: { exerciseId: copied.obj.exerciseIds[0] } }, { token: teacher });
    const newScene = await s.api.getScene({ params: { sceneId: (inCourse.obj.spec as { sceneId: number }).sceneId } }, { token: teacher });
    expect(newScene.obj).toMatchObject({ courseId: 1, usedBy: 1 });
  });
});

describe('practice', () => {
  let sqlQuestion: Exercise;
  let choice: Exercise;
  const submit = (body: Record<string, unknown>, token = student) =>
    s.unchecked('submitPractice', { body: { clazzId, attemptKey: `k${Math.random().toString(36).slice(2, 14)}`, ...body } }, { token });

  beforeAll(async () => {
    sqlQuestion = (await save({ stem: stem('查询计算机系（CS）学生的姓名'), analysis: stem('用 WHERE 过滤 sdept'), spec: QUERY_SPEC, knowIds: [joins.knowId] }))
      .obj;
    choice = (
      await save({
        stem: stem('满足 3NF 的是'),
        spec: { type: 'multiple', options, answers: ['C', 'D'], partialCredit: true },
        knowIds: [joins.knowId],
        answerShows: 'afterSubmit',
      })
    ).obj;
  });

  it('the question a student sees carries no answer, reference SQL or verification SQL', async () => {
    const q = await s.api.practiceQuestion({ params: { clazzId, knowId: joins.knowId, exerciseId: sqlQuestion.exerciseId } }, { token: student });
    expect(q).toMatchObject({ success: true, obj: { status: 'new', exercise: { type: 'query', sceneId: COURSE_SCENE, sceneName: expect.any(String) } } });
    const wire = JSON.stringify(q.obj);
    expect(wire).not.toContain('sdept =');
    expect(wire).not.toContain('用 WHERE 过滤');
    expect(q.obj.exercise).not.toHaveProperty('answer');
    const m = await s.api.practiceQuestion({ params: { clazzId, knowId: joins.knowId, exerciseId: choice.exerciseId } }, { token: student });
    expect(m.obj.exercise.options).toEqual(options);
    expect(JSON.stringify(m.obj)).not.toMatch(/answers|partialCredit/);
  });

  it('run shows results on the scene; a wrong answer explains itself; a right one releases the analysis', async () => {
    const run = await s.api.runPractice({ body: { clazzId, exerciseId: sqlQuestion.exerciseId, sql: 'SELECT sname FROM student' } }, { token: student });
    expect(run.obj.results[0]!.rows.length).toBeGreaterThan(2);
    const wrong = await submit({ exerciseId: sqlQuestion.exerciseId, answer: { sql: 'SELECT sname FROM student' } });
    expect(wrong).toMatchObject({ success: true, obj: { status: 'wrong', attempt: { verdict: { correct: false, score: 0, maxScore: 5 } } } });
    expect(wrong.obj.attempt.verdict.message).toMatch(/多出|行/);
    expect(wrong.obj.exercise).not.toHaveProperty('analysis');
    const right = await submit({ exerciseId: sqlQuestion.exerciseId, answer: { sql: "select sname from student where sdept='CS'" } });
    expect(right).toMatchObject({
      obj: {
        status: 'correct',
        attempt: { verdict: { correct: true, score: 5 } },
        exercise: { analysis: stem('用 WHERE 过滤 sdept'), answer: QUERY_SPEC.referenceSql },
      },
    });
  });

  it("warns, once saved, when the scene's data cannot tell a mistake in the reference apart; hidden data that can ends it", async () => {
    // every CS student has grades, so LEFT JOIN and JOIN give the same rows on the visible data
    const spec = {
      type: 'query',
      sceneId: COURSE_SCENE,
      referenceSql: "SELECT s.sname, c.grade FROM student s LEFT JOIN sc c ON c.sno = s.sno WHERE s.sdept = 'CS'",
    };
    const weak = await save({ stem: stem('计算机系学生及其成绩'), spec });
    expect(weak).toMatchObject({ success: true, obj: { dataWarning: expect.stringContaining('把第 1 个 LEFT JOIN 改成 JOIN') } });
    expect(weak.obj.dataWarning).toContain('隐藏数据');
    expect((await save({ stem: stem('计算机系学生'), spec: QUERY_SPEC })).obj.dataWarning).toBeNull();
    // a CS student without grades in the hidden data tells them apart
    const initSql = (await s.api.getScene({ params: { sceneId: COURSE_SCENE } }, { token: teacher })).obj.initSql;
    const hiddenData = ["insert into student values ('201215131', '周明', '男', 22, 'CS')"];
    const scene = (await s.api.saveScene({ body: { courseId: 1, name: '选课（可区分连接）', initSql, hiddenData } }, { token: teacher })).obj;
    expect((await save({ stem: stem('计算机系学生及其成绩'), spec: { ...spec, sceneId: scene.sceneId } })).obj.dataWarning).toBeNull();
  });

  it("a scene's hidden data grades practice too: an answer that names the visible rows is wrong, and says where", async () => {
    // 周明, older than 19 and in no other table: only the hidden data has him
    const hiddenData = ["insert into student values ('201215131', '周明', '男', 22, 'CS')"];
    const sceneRow = (await s.api.getScene({ params: { sceneId: COURSE_SCENE } }, { token: teacher })).obj;
    const scene = (await s.api.saveScene({ body: { courseId: 1, name: '选课（含隐藏数据）', initSql: sceneRow.initSql, hiddenData } }, { token: teacher })).obj;
    const spec = { type: 'query', sceneId: scene.sceneId, referenceSql: 'SELECT sname FROM student WHERE sage > 19', checkColumnNames: false };
    // a reference answer that cannot pass on the hidden data is refused when the question is saved
    const before = await rowCount(s, exercises);
    const refused = await save({ stem: stem('除以零'), spec: { ...spec, referenceSql: 'SELECT sname, 1 / (22 - sage) FROM student' } });
    expect(refused).toMatchObject({ success: false, message: '参考答案在隐藏数据 1 上执行出错（第 1 行）：division by zero' });
    expect(await rowCount(s, exercises)).toBe(before);
    // on a knowledge point of its own, so the mastery of the others stays as the tests below count it
    const point = (await s.api.saveKnowledge({ body: { courseId: 1, name: '隐藏数据' } }, { token: teacher })).obj;
    const older = (await save({ stem: stem('查询年龄大于 19 岁的学生姓名'), spec, knowIds: [point.knowId] })).obj;
    const hardCoded = await submit({ exerciseId: older.exerciseId, answer: { sql: "SELECT sname FROM student WHERE sname = '李勇'" } });
    expect(hardCoded.obj.attempt.verdict).toMatchObject({ correct: false, score: 0 });
    expect(hardCoded.obj.attempt.verdict.message).toMatch(/^在公开数据上结果正确，但在隐藏数据上不正确/);
    expect(hardCoded.obj.attempt.verdict.message).not.toContain('周明');
    const right = await submit({ exerciseId: older.exerciseId, answer: { sql: 'SELECT sname FROM student WHERE sage >= 20' } });
    expect(right.obj.attempt.verdict).toMatchObject({ correct: true, score: 5 });
  });

  it('a submission retried with the same key is graded and recorded once', async () => {
    const before = await rowCount(s, exerciseAttempts);
    const body = { exerciseId: choice.exerciseId, answer: { choices: ['C'] }, attemptKey: 'retry-key-0001' };
    const [one, two] = await Promise.all([submit(body), submit(body)]);
    expect(one.obj.attempt.attemptId).toBe(two.obj.attempt.attemptId);
    expect(one.obj.attempt.verdict).toMatchObject({ correct: false, score: 2.5, message: '部分正确：漏选了 1 个正确选项，得一半分' });
    expect(await rowCount(s, exerciseAttempts)).toBe(before + 1);
    // the teacher shows the answer after any submission (答案显示: 提交后显示)
    expect(one.obj.exercise.answer).toBe('CD');
    expect(await submit({ exerciseId: sqlQuestion.exerciseId, answer: { sql: 'select 1' }, attemptKey: 'retry-key-0001' })).toMatchObject({
      success: false,
      message: '提交编号已用于另一道题',
    });
  });

  it('mastery is the share of the point’s questions answered correctly', async () => {
    const points = await s.api.practiceKnowledge({ params: { courseId: 1, clazzId } }, { token: student });
    const point = points.obj.points.find((p) => p.knowId === joins.knowId)!;
    expect(point.exerciseCount).toBeGreaterThanOrEqual(3);
    expect(point.correctCount).toBe(1);
    expect(point.mastery).toBe(Math.round(100 / point.exerciseCount));
    const items = await s.api.practiceExercises({ params: { clazzId, knowId: joins.knowId } }, { token: student });
    expect(items.obj.exercises.find((e) => e.exerciseId === sqlQuestion.exerciseId)).toMatchObject({ status: 'correct', attempts: 2 });
    expect(items.obj.exercises.find((e) => e.exerciseId === choice.exerciseId)).toMatchObject({ status: 'wrong', attempts: 1 });
  });

  it('a student outside the class, or a question off the point, is refused', async () => {
    expect(await s.api.practiceKnowledge({ params: { courseId: 1, clazzId } }, { token: outsider })).toMatchObject({ success: false, code: 403 });
    expect(await submit({ exerciseId: sqlQuestion.exerciseId, answer: { sql: 'select 1' } }, outsider)).toMatchObject({ success: false, code: 403 });
    expect(await s.api.practiceQuestion({ params: { clazzId, knowId: keys.knowId, exerciseId: sqlQuestion.exerciseId } }, { token: student })).toMatchObject({
      success: false,
      code: 404,
    });
    expect(await s.api.runPractice({ body: { clazzId, exerciseId: sqlQuestion.exerciseId, sql: 'select 1' } }, { token: teacher })).toMatchObject({
      success: false,
      code: 403,
    });
  });
});

describe('template copies carry the bank', () => {
  it('a course made from a template gets its folders, questions, scenes and knowledge links, independent of the template', async () => {
    const template = 2;
    const kp = (await s.api.saveKnowledge({ body: { courseId: template, name: '关系代数' } }, { token: expert })).obj;
    const folder = (await s.api.saveExerciseFolder({ body: { courseId: template, name: '第二章' } }, { token: expert })).obj;
    const scene = (await s.api.copyScene({ body: { sceneId: PUBLIC_SCENE, courseId: template } }, { token: expert })).obj;
    const q = await save(
      { courseId: template, parentId: folder.folderId, stem: stem('模板题'), spec: { ...QUERY_SPEC, sceneId: scene.sceneId }, knowIds: [kp.knowId] },
      expert,
    );
    expect(q.success).toBe(true);
    const made = await s.api.createFromTemplate({ body: { templateId: template, name: '我的数据库课' } }, { token: teacher });
    expect(made.success).toBe(true);
    const copied = await list({ courseId: String(made.obj.courseId) });
    expect(copied.obj.list).toHaveLength(1);
    const full = await s.api.getExercise({ params: { exerciseId: copied.obj.list[0]!.exerciseId } }, { token: teacher });
    expect(full.obj.parentId).not.toBe(folder.folderId);
    expect(full.obj.parentId).not.toBeNull();
    expect((full.obj.spec as { sceneId: number }).sceneId).not.toBe(scene.sceneId);
    expect(full.obj.knowledge).toEqual([{ knowId: expect.any(Number), name: '关系代数' }]);
    expect(full.obj.knowledge[0]!.knowId).not.toBe(kp.knowId);
    // editing the copy leaves the template alone
    await save({ ...full.obj, courseId: made.obj.courseId, exerciseId: full.obj.exerciseId, stem: stem('改过的题'), knowIds: [] });
    expect((await s.api.getExercise({ params: { exerciseId: q.obj.exerciseId } }, { token: expert })).obj.stem).toBe(stem('模板题'));
  });
});

describe('import and export', () => {
  const HEADER = ['题型', '题干', '选项A', '选项B', '选项C', '答案', '解析', '难度', '分值', '知识点', '场景', '验证SQL', '部分得分'];
  const xlsx = async (rows: ExcelJS.CellValue[][]) => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('题目').addRows([HEADER, ...rows]);
    return Buffer.from(await wb.xlsx.writeBuffer());
  };
  const importFile = (content: Buffer, query: CallQuery<'importExercises'>) =>
    s.uploadTo('importExercises', { query }, { content, filename: '题目.xlsx', contentType: XLSX }, { token: teacher });
  let folder: ExerciseFolder;
  beforeAll(async () => {
    folder = (await s.api.saveExerciseFolder({ body: { courseId: 1, name: '导入的题' } }, { token: teacher })).obj;
  });

  const good = [
    ['单选题', '关系模型中唯一标识元组的是', '外键', '主码', '索引', 'B', '主码唯一标识元组', '简单', '2', '范式', '', '', ''],
    ['多选题', '下列属于 DML 的是', 'INSERT', 'CREATE', 'UPDATE', 'AC', '', '', '', '', '', '', '是'],
    ['填空题', '实体完整性由____约束保证', '', '', '', '主键|primary key', '', '困难', '3', '', '', '', ''],
    ['SQL 查询', '查询 CS 系学生的姓名', '', '', '', "SELECT sname FROM student WHERE sdept = 'CS'", '', '', '', '连接查询', '学生选课', '', ''],
  ];

  it('the template downloads as an .xlsx with an example of every kind', async () => {
    const res = await s.response('exerciseImportTemplate', {}, { token: teacher });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['题目', '说明']);
    expect(wb.worksheets[0]!.getRow(1).getCell(1).text).toBe('题型');
    expect(wb.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(8);
    // 分值 is a number where an example gives one, empty where it leaves the default; the rest is text
    const { column, headers } = await dataSheet(res.rawPayload);
    const score = column('分值');
    expect(score.map(kindOf)).toEqual(['n', '', '', '', 'n', '', '']);
    expect(score.map((c) => c.value)).toEqual([2, null, null, null, 10, null, null]);
    expect(new Set(column('题型').map(kindOf))).toEqual(new Set(['s']));
    // what a teacher types below the examples: 分值 a number, the other columns text (an answer 007 keeps its zeros)
    const formatOf = (header: string) => wb.worksheets[0]!.getColumn(headers.indexOf(header) + 1).numFmt;
    expect(formatOf('分值')).toBeUndefined();
    expect(formatOf('答案')).toBe('@');
  });

  it('a file with bad rows imports nothing and names every bad row', async () => {
    const before = await rowCount(s, exercises);
    const res = await importFile(
      await xlsx([
        ...good,
        ['单选题', '没有正确答案', '甲', '乙', '', 'D', '', '', '', '', '', '', ''],
        ['问答题', '题型不对', '', '', '', 'x', '', '', '', '', '', '', ''],
        ['SQL 查询', '参考答案出错', '', '', '', 'SELECT nosuch FROM student', '', '', '', '', '学生选课', '', ''],
        ['SQL 更新', '缺场景和验证', '', '', '', 'DELETE FROM sc', '', '', '', '不存在的点', '', '', ''],
      ]),
      { courseId: 1, parentId: folder.folderId },
    );
    expect(res).toMatchObject({ success: true, obj: { imported: 0 } });
    expect(res.obj.errors.map((e) => e.row)).toEqual([6, 7, 8, 9]);
    expect(res.obj.errors[0]!.message).toContain('正确答案须是其中一个选项');
    expect(res.obj.errors[1]!.message).toContain('题型“问答题”无效');
    expect(res.obj.errors[2]!.message).toContain('参考答案执行出错');
    expect(res.obj.errors[3]!.message).toContain('SQL 题请填写场景');
    expect(await rowCount(s, exercises)).toBe(before);
  });

  it('a good file imports every row into the folder; its export imports back the same questions', async () => {
    const res = await importFile(await xlsx(good), { courseId: 1, parentId: folder.folderId });
    expect(res).toMatchObject({ success: true, obj: { imported: 4, errors: [] } });
    const inFolder = await list({ courseId: '1', parentId: String(folder.folderId) });
    expect(inFolder.obj.total).toBe(4);
    const single = await s.api.getExercise({ params: { exerciseId: inFolder.obj.list.find((e) => e.type === 'single')!.exerciseId } }, { token: teacher });
    expect(single.obj).toMatchObject({
      score: 2,
      difficulty: 'easy',
      stem: '<p>关系模型中唯一标识元组的是</p>',
      analysis: '<p>主码唯一标识元组</p>',
      knowledge: [{ name: '范式' }],
    });
    expect(single.obj.spec).toEqual({
      type: 'single',
      options: [
        { key: 'A', text: '外键' },
        { key: 'B', text: '主码' },
        { key: 'C', text: '索引' },
      ],
      answer: 'B',
    });

    const exported = await s.response('exportExercises', { query: { courseId: '1', parentId: folder.folderId } }, { token: teacher });
    expect(exported.statusCode).toBe(200);
    const again = await s.api.saveExerciseFolder({ body: { courseId: 1, name: '再次导入' } }, { token: teacher });
    const back = await importFile(exported.rawPayload, { courseId: 1, parentId: again.obj.folderId });
    expect(back).toMatchObject({ success: true, obj: { imported: 4 } });
    const specs = async (folderId: number) => {
      const page = await list({ courseId: '1', parentId: String(folderId) });
      const full = await Promise.all(page.obj.list.map((e) => s.api.getExercise({ params: { exerciseId: e.exerciseId } }, { token: teacher })));
      return full
        .map((f) => ({ spec: f.obj.spec, stem: f.obj.stem, score: f.obj.score, knowledge: f.obj.knowledge }))
        .sort((a, b) => a.stem.localeCompare(b.stem));
    };
    expect(await specs(again.obj.folderId)).toEqual(await specs(folder.folderId));
  });

  it('the export writes 分值 as numbers Excel can SUM, everything else as text', async () => {
    const exported = await s.response('exportExercises', { query: { courseId: '1', parentId: folder.folderId } }, { token: teacher });
    const { column } = await dataSheet(exported.rawPayload);
    const score = column('分值');
    expect(score.map(kindOf)).toEqual(['n', 'n', 'n', 'n']);
    expect(score.map((c) => c.value)).toEqual([2, 5, 3, 5]);
    expect(excelSum(score)).toBe(15);
    for (const header of ['题型', '题干', '答案', '难度', '练习题']) expect(column(header).map(kindOf)).toEqual(['s', 's', 's', 's']);
    // a single choice's answer, and the empty options of the other kinds: text, or nothing at all
    expect(column('答案')[0]!.value).toBe('B');
    expect(column('选项A').map(kindOf)).toEqual(['s', 's', '', '']);
  });

  it('reads typed cells as well as text ones: numbers, a formula by its result, TRUE/FALSE', async () => {
    const into = await s.api.saveExerciseFolder({ body: { courseId: 1, name: '带类型的单元格' } }, { token: teacher });
    const res = await importFile(
      await xlsx([
        ['单选题', '数字分值', '甲', '乙', '', 'A', '', '', 2.5, '', '', '', ''],
        ['多选题', '公式分值，布尔的部分得分', '甲', '乙', '丙', 'AB', '', '', { formula: '1+2', result: 3 }, '', '', '', true],
        ['填空题', '关系的元数（数字答案）', '', '', '', 3, '', '', '4', '', '', '', ''],
        ['判断题', '公式算出的分值（0.1+0.2 读作 0.3）', '', '', '', '正确', '', '', { formula: '0.1+0.2', result: 0.30000000000000004 }, '', '', '', ''],
      ]),
      { courseId: 1, parentId: into.obj.folderId },
    );
    expect(res).toMatchObject({ success: true, obj: { imported: 4, errors: [] } });
    const page = await list({ courseId: '1', parentId: String(into.obj.folderId) });
    const full = await Promise.all(page.obj.list.map((e) => s.api.getExercise({ params: { exerciseId: e.exerciseId } }, { token: teacher })));
    const byStem = new Map(full.map((f) => [f.obj.stem, f.obj]));
    expect(byStem.get('<p>数字分值</p>')).toMatchObject({ score: 2.5 });
    expect(byStem.get('<p>公式分值，布尔的部分得分</p>')).toMatchObject({ score: 3, spec: { partialCredit: true } });
    expect(byStem.get('<p>关系的元数（数字答案）</p>')).toMatchObject({ score: 4, spec: { blanks: [{ answers: ['3'] }] } });
    expect(byStem.get('<p>公式算出的分值（0.1+0.2 读作 0.3）</p>')).toMatchObject({ score: 0.3 });
  });

  it('students cannot export, and a non-xlsx file is refused', async () => {
    expect((await s.response('exportExercises', { query: { courseId: '1' } }, { token: student })).statusCode).toBe(200);
    expect(JSON.parse((await s.response('exportExercises', { query: { courseId: '1' } }, { token: student })).body)).toMatchObject({
      success: false,
      code: 403,
    });
    const res = await importFile(Buffer.from('题型,题干\n单选题,x'), { courseId: 1 });
    expect(res).toMatchObject({ success: false, message: expect.stringContaining('.xlsx') });
  });
});
