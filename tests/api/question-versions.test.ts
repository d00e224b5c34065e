// Question versions 版本 and the regrade preview 重新评分预览, on the real server, database and grading engine. Editing a
// question nobody has answered changes it in place; editing an answered one (homework, exam, practice) makes a new
// version and keeps the one before, which published papers go on holding until a regrade. A regrade is previewed (a
// dry run that writes nothing) and confirmed with the version previewed: a question edited since is refused, a
// confirmation made twice applies once. Two editors saving the same version: the second is refused.
import { and, eq } from 'drizzle-orm';
import type { Exercise } from '@contract/exercise';
import { examRegrades, exerciseVersions, homeworkRegrades, homeworks } from '../../server/db/schema';
import { digestOfEveryTable, newUser, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let teacher: string;
let coTeacher: string;
let otherTeacher: string;
let student: string;
let studentId: number;
let second: string;
let secondId: number;
let clazzId: number;
let knowId: number;

const COURSE_SCENE = 3;
const HOUR = 3600_000;
const RIGHT_SQL = "SELECT sname FROM student WHERE sdept = 'CS'";
const MATHS_SQL = "SELECT sname FROM student WHERE sdept = 'MA'";
const EVERYONE_SQL = 'SELECT sname FROM student';
const EDITED_MEANWHILE = { success: false, code: 409, message: '题目已被他人修改，请刷新后再保存' };
const CHANGED_SINCE_PREVIEW = { success: false, code: 409, message: '题目在预览后又被修改，请重新预览' };
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const querySpec = (referenceSql: string) => ({ type: 'query', sceneId: COURSE_SCENE, referenceSql, checkColumnNames: false });
const singleSpec = (answer: string) => ({ type: 'single', options: ['1NF', '2NF', '3NF'].map((text, i) => ({ key: 'ABC'[i], text })), answer });
const FLAWED_STEM = '<p>查询计算机系学生的姓名（参考答案有误）</p>';

async function save(body: Record<string, unknown>, token = teacher) {
  return s.unchecked('saveExercise', { body: { courseId: 1, difficulty: 'medium', score: 3, knowIds: [knowId], ...body } }, { token });
}
async function question(body: Record<string, unknown>): Promise<Exercise> {
  const r = await save(body);
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj;
}
const read = async (exerciseId: number, token = teacher) => (await s.api.getExercise({ params: { exerciseId } }, { token })).obj;
/** A save from an editor that opened `opened`: its version and moment go with it. */
const saveOver = (opened: Exercise, body: Record<string, unknown>, token = teacher) =>
  save({ exerciseId: opened.exerciseId, stem: opened.stem, spec: opened.spec, version: opened.version, updatedAt: opened.updatedAt, ...body }, token);
const versions = (exerciseId: number, token = teacher) => s.api.exerciseVersions({ params: { exerciseId } }, { token });
const version = (exerciseId: number, v: number, token = teacher) => s.api.exerciseVersion({ params: { exerciseId }, query: { version: v } }, { token });

async function homeworkOf(questions: { exerciseId: number; score: number }[]) {
  const task = await s.api.saveTask({ body: { courseId: 1, name: '版本演练' } }, { token: teacher });
  expect((await s.api.setTaskQuestions({ body: { taskId: task.obj.taskId, questions } }, { token: teacher })).success).toBe(true);
  const settings = { startAt: at(-HOUR), endAt: at(HOUR), latePolicy: 'refuse', showScore: 'submit', showAnswer: 'review', duplicateCheck: false } as const;
  const r = await s.api.publishTask({ body: { taskId: task.obj.taskId, classIds: [clazzId], settings } }, { token: teacher });
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj[0]!.homeworkId;
}
async function handIn(hw: number, questionId: number, sql: string, token: string, id: number) {
  const answers = [{ questionId, answer: { sql }, seq: 1 }];
  expect((await s.api.saveHomeworkAnswers({ body: { studentId: id, homeworkId: hw, answers } }, { token })).success).toBe(true);
  expect((await s.api.submitHomework({ body: { studentId: id, homeworkId: hw } }, { token })).success).toBe(true);
}
const scoreOf = async (hw: number, id: number) =>
  (await s.api.homeworkSubmissions({ params: { homeworkId: hw } }, { token: teacher })).obj.rows.find((r) => r.studentId === id)!.score;
const publishedCopy = async (hw: number, questionId: number) =>
  (await s.database.db.select().from(homeworks).where(eq(homeworks.id, hw)))[0]!.questions.find((q) => q.questionId === questionId)!;

beforeAll(async () => {
  s = await startServer();
  const admin = await s.login('admin');
  teacher = await s.login('teacher');
  student = await s.login('student');
  studentId = (await s.api.getCurrentUser({}, { token: student })).obj.userId;
  ({ token: second, userId: secondId } = await newUser(s, admin, 's_versions', 4, '赵同学'));
  ({ token: otherTeacher } = await newUser(s, admin, 't_versions_other', 3, '别的老师'));
  ({ token: coTeacher } = await newUser(s, admin, 't_versions_co', 3, '协作老师'));
  expect((await s.api.addTeamMember({ body: { courseId: 1, code: 't_versions_co', role: 'co_teacher' } }, { token: teacher })).success).toBe(true);
  const classes = await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher });
  clazzId = classes.obj.list[0]!.sclassId;
  expect((await s.api.addStudents({ body: { sclassId: clazzId, codes: ['s_versions'] } }, { token: teacher })).success).toBe(true);
  knowId = (await s.api.saveKnowledge({ body: { courseId: 1, name: '题目版本' } }, { token: teacher })).obj.knowId;
}, 90_000);
afterAll(async () => {
  await s.close();
});

describe('versions of a question', () => {
  it('an unanswered question is edited in place: same version, no history', async () => {
    const q = await question({ stem: '<p>消除部分函数依赖后达到</p>', spec: singleSpec('A') });
    expect(q).toMatchObject({ version: 1, editedBy: '李老师' });
    const r = await saveOver(q, { spec: singleSpec('B'), score: 4 });
    expect(r.message).toBe(r.success ? r.message : '');
    expect(r.obj).toMatchObject({ version: 1, score: 4, spec: { answer: 'B' } });
    expect((await versions(q.exerciseId)).obj.versions).toEqual([expect.objectContaining({ version: 1, current: true, changes: [] })]);
    expect(await s.database.db.select().from(exerciseVersions).where(eq(exerciseVersions.exerciseId, q.exerciseId))).toEqual([]);
  });

  it('an answered question gets a new version on edit; the one before is kept and read back', async () => {
    // answered in practice only
    const q = await question({ stem: '<p>第二范式消除的是</p>', spec: singleSpec('A') });
    const practised = await s.api.submitPractice(
      { body: { clazzId, exerciseId: q.exerciseId, answer: { choices: ['A'] }, attemptKey: 'versions-practice-1' } },
      { token: student },
    );
    expect(practised.success).toBe(true);
    // a save that changes no content (the same question again) stays the version it is
    const same = await saveOver(q, {});
    expect(same.obj.version).toBe(1);
    const edited = await saveOver(same.obj, { stem: '<p>第二范式消除的是（改）</p>', spec: singleSpec('B') }, coTeacher);
    expect(edited.message).toBe(edited.success ? edited.message : '');
    expect(edited.obj).toMatchObject({ exerciseId: q.exerciseId, version: 2, editedBy: '协作老师', spec: { answer: 'B' } });

    const history = (await versions(q.exerciseId)).obj;
    expect(history.versions).toEqual([
      expect.objectContaining({ version: 2, current: true, editedBy: '协作老师', changes: ['stem', 'answer'] }),
      expect.objectContaining({ version: 1, current: false, editedBy: '李老师', changes: [] }),
    ]);
    const first = (await version(q.exerciseId, 1)).obj;
    expect(first).toMatchObject({
      version: 1,
      current: false,
      stem: '<p>第二范式消除的是</p>',
      spec: { answer: 'A' },
      knowledge: [{ knowId, name: '题目版本' }],
    });
    expect((await version(q.exerciseId, 2)).obj).toMatchObject({ version: 2, current: true, spec: { answer: 'B' } });
    expect(await version(q.exerciseId, 3)).toMatchObject({ success: false, code: 404 });
  });

  it('two editors saving the same version: the second is refused and writes nothing', async () => {
    const q = await question({ stem: '<p>两位老师同时修改</p>', spec: singleSpec('A') });
    const mine = await read(q.exerciseId);
    const theirs = await read(q.exerciseId, coTeacher);
    // at once: one of them wins, the other is told (an unanswered question: the moment it was saved tells)
    const both = await Promise.all([saveOver(mine, { spec: singleSpec('B') }), saveOver(theirs, { spec: singleSpec('C') }, coTeacher)]);
    expect(both.filter((r) => r.success)).toHaveLength(1);
    expect(both.filter((r) => !r.success)).toEqual([expect.objectContaining(EDITED_MEANWHILE)]);
    const won = both.find((r) => r.success)!.obj;
    expect((await read(q.exerciseId)).spec).toEqual(won.spec);

    // an answered question: the version tells; the refused save changes nothing
    const hw = await homeworkOf([{ exerciseId: q.exerciseId, score: 2 }]);
    expect(
      (
        await s.api.saveHomeworkAnswers(
          { body: { studentId, homeworkId: hw, answers: [{ questionId: q.exerciseId, answer: { choices: ['A'] }, seq: 1 }] } },
          { token: student },
        )
      ).success,
    ).toBe(true);
    const opened = await read(q.exerciseId);
    expect((await saveOver(opened, { stem: '<p>两位老师同时修改（一）</p>' })).obj.version).toBe(2);
    const before = await digestOfEveryTable(s);
    expect(await saveOver(opened, { stem: '<p>两位老师同时修改（二）</p>' }, coTeacher)).toMatchObject(EDITED_MEANWHILE);
    expect(await saveOver({ ...opened, updatedAt: (await read(q.exerciseId)).updatedAt }, { stem: '<p>（三）</p>' }, coTeacher)).toMatchObject(
      EDITED_MEANWHILE,
    );
    expect(await digestOfEveryTable(s)).toEqual(before);
  });

  it('a student or a teacher of another course reads no version', async () => {
    const q = await question({ stem: '<p>别人看不到的历史</p>', spec: singleSpec('A') });
    for (const token of [student, otherTeacher]) {
      expect(await versions(q.exerciseId, token)).toMatchObject({ success: false, code: 403 });
      expect(await version(q.exerciseId, 1, token)).toMatchObject({ success: false, code: 403 });
    }
    // nor saves over it
    expect(await saveOver(q, { stem: '<p>改不了</p>' }, otherTeacher)).toMatchObject({ success: false, code: 403 });
  });
});

describe('regrading with a preview', () => {
  let hw: number;
  let flawed: Exercise;

  beforeAll(async () => {
    // the reference answer is wrong (mathematics, not computer science); one student writes the right SQL, one
    // writes SQL that is wrong either way
    flawed = await question({ stem: FLAWED_STEM, spec: querySpec(MATHS_SQL) });
    hw = await homeworkOf([{ exerciseId: flawed.exerciseId, score: 3 }]);
    await handIn(hw, flawed.exerciseId, RIGHT_SQL, student, studentId);
    await handIn(hw, flawed.exerciseId, EVERYONE_SQL, second, secondId);
    expect([await scoreOf(hw, studentId), await scoreOf(hw, secondId)]).toEqual([0, 0]);
    expect(await publishedCopy(hw, flawed.exerciseId)).toMatchObject({ version: 1 });
    const fixed = await saveOver(flawed, { spec: querySpec(RIGHT_SQL) });
    expect(fixed.message).toBe(fixed.success ? fixed.message : '');
    expect(fixed.obj.version).toBe(2);
  }, 60_000);

  const body = () => ({ homeworkId: hw, questionId: flawed.exerciseId });
  const preview = (token = teacher) => s.api.previewHomeworkRegrade({ body: body() }, { token });
  const confirm = (v: number, token = teacher) => s.api.regradeHomeworkQuestion({ body: { ...body(), version: v } }, { token });

  it('the published homework keeps the version it copied', async () => {
    expect(await publishedCopy(hw, flawed.exerciseId)).toMatchObject({ version: 1, spec: { referenceSql: MATHS_SQL } });
    const review = (await s.api.reviewSubmission({ params: { homeworkId: hw, studentId } }, { token: teacher })).obj;
    expect(review.questions[0]).toMatchObject({ question: { version: 1, spec: { referenceSql: MATHS_SQL } }, autoScore: 0 });
    const overview = (await s.api.homeworkRegrades({ params: { homeworkId: hw } }, { token: teacher })).obj;
    expect(overview.questions).toEqual([expect.objectContaining({ questionId: flawed.exerciseId, bank: 'changed', publishedVersion: 1, bankVersion: 2 })]);
  });

  it('a student or a teacher of another course neither previews nor confirms', async () => {
    const before = await digestOfEveryTable(s);
    for (const token of [student, second, otherTeacher]) {
      expect(await preview(token)).toMatchObject({ success: false, code: 403 });
      expect(await confirm(2, token)).toMatchObject({ success: false, code: 403 });
    }
    expect(await digestOfEveryTable(s)).toEqual(before);
  });

  it('the preview lists whose score would change and writes nothing', async () => {
    const before = await digestOfEveryTable(s);
    const r = await preview();
    expect(r.message).toBe(r.success ? r.message : '');
    expect(r.obj).toEqual({
      questionId: flawed.exerciseId,
      position: 1,
      publishedVersion: 1,
      bankVersion: 2,
      differences: ['referenceSql'],
      answerCount: 2,
      unchangedCount: 1,
      changes: [
        expect.objectContaining({ studentId, name: '张同学', oldScore: 0, newScore: 3, manualScore: null, correct: true, message: expect.any(String) }),
      ],
    });
    expect(await digestOfEveryTable(s)).toEqual(before);
    expect([await scoreOf(hw, studentId), await scoreOf(hw, secondId)]).toEqual([0, 0]);
    expect(await publishedCopy(hw, flawed.exerciseId)).toMatchObject({ version: 1 });
  });

  it('a confirmation of a question edited since its preview is refused; a new preview confirmed applies it', async () => {
    const previewed = (await preview()).obj.bankVersion;
    const edited = await saveOver(await read(flawed.exerciseId), { stem: '<p>查询计算机系学生的姓名</p>' });
    expect(edited.obj.version).toBe(3);
    const before = await digestOfEveryTable(s);
    expect(await confirm(previewed)).toMatchObject(CHANGED_SINCE_PREVIEW);
    expect(await digestOfEveryTable(s)).toEqual(before);

    const again = (await preview()).obj;
    expect(again).toMatchObject({ publishedVersion: 1, bankVersion: 3, differences: ['stem', 'referenceSql'], unchangedCount: 1 });
    const r = await confirm(again.bankVersion);
    expect(r.message).toBe(r.success ? r.message : '');
    expect(r.obj).toMatchObject({ questionId: flawed.exerciseId, version: 3, answerCount: 2, changedCount: 1 });
    expect(r.obj.changes).toEqual(again.changes.map(({ correct: _c, message: _m, ...change }) => change));
    expect([await scoreOf(hw, studentId), await scoreOf(hw, secondId)]).toEqual([3, 0]);
    expect(await publishedCopy(hw, flawed.exerciseId)).toMatchObject({ version: 3, stem: '<p>查询计算机系学生的姓名</p>', spec: { referenceSql: RIGHT_SQL } });
    const overview = (await s.api.homeworkRegrades({ params: { homeworkId: hw } }, { token: teacher })).obj;
    expect(overview.questions[0]).toMatchObject({ bank: 'same', publishedVersion: 3, bankVersion: 3 });
    expect(overview.records).toEqual([r.obj]);

    // the same confirmation again (a retry, a second click) answers the same record and changes nothing
    const applied = await digestOfEveryTable(s);
    expect(await confirm(3)).toMatchObject({ success: true, obj: r.obj });
    expect(await digestOfEveryTable(s)).toEqual(applied);
    expect(await rowCount(s, homeworkRegrades)).toBe(1);
  });

  it('exam: two confirmations at once apply once', async () => {
    const q = await question({ stem: FLAWED_STEM, spec: querySpec(MATHS_SQL) });
    const paper = await s.api.saveExam({ body: { courseId: 1, name: '版本演练', description: null, durationMinutes: 30 } }, { token: teacher });
    expect(
      (await s.api.setExamQuestions({ body: { examId: paper.obj.examId, questions: [{ exerciseId: q.exerciseId, score: 4 }] } }, { token: teacher })).success,
    ).toBe(true);
    const settings = {
      startAt: at(-HOUR),
      endAt: at(HOUR),
      durationMinutes: 30,
      shuffleQuestions: false,
      shuffleOptions: false,
      showScore: 'submit',
      showAnswer: 'end',
    } as const;
    const published = await s.api.publishExam({ body: { examId: paper.obj.examId, classIds: [clazzId], name: null, settings } }, { token: teacher });
    const ec = published.obj[0]!.examClassId;
    expect((await s.api.startExam({ body: { examClassId: ec } }, { token: second })).success).toBe(true);
    await s.api.saveExamAnswers({ body: { examClassId: ec, answers: [{ questionId: q.exerciseId, answer: { sql: RIGHT_SQL }, seq: 1 }] } }, { token: second });
    expect((await s.api.submitExam({ body: { examClassId: ec } }, { token: second })).obj.score).toBe(0);
    expect((await saveOver(q, { spec: querySpec(RIGHT_SQL) })).obj.version).toBe(2);

    const examBody = { examClassId: ec, questionId: q.exerciseId };
    for (const token of [student, otherTeacher]) {
      expect(await s.api.previewExamRegrade({ body: examBody }, { token })).toMatchObject({ success: false, code: 403 });
      expect(await s.api.regradeExamQuestion({ body: { ...examBody, version: 2 } }, { token })).toMatchObject({ success: false, code: 403 });
    }
    const shown = (await s.api.previewExamRegrade({ body: examBody }, { token: teacher })).obj;
    expect(shown).toMatchObject({
      publishedVersion: 1,
      bankVersion: 2,
      answerCount: 1,
      unchangedCount: 0,
      changes: [{ studentId: secondId, oldScore: 0, newScore: 4 }],
    });
    const both = await Promise.all([1, 2].map(() => s.api.regradeExamQuestion({ body: { ...examBody, version: shown.bankVersion } }, { token: teacher })));
    expect(both.map((r) => r.success)).toEqual([true, true]);
    expect(both[1]!.obj).toEqual(both[0]!.obj);
    expect(
      await s.database.db
        .select()
        .from(examRegrades)
        .where(and(eq(examRegrades.examClassId, ec), eq(examRegrades.questionId, q.exerciseId))),
    ).toHaveLength(1);
    expect((await s.api.myExamDetail({ params: { examClassId: ec } }, { token: second })).obj.score).toBe(4);
  });
});
