// Practice analytics 练习情况 (issue P13): the class's teachers read per question and per student figures, a student's
// attempt log and one attempt's answer; a student compares their own practice with the class's means and sees no other
// student. A new class of the demo course, four students of it and one of another class.
import { RoleId } from '@contract/roles';
import { newUser } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let teacher: string;
let admin: string;
let otherTeacher: string;
let assistant: string;
const stu: { token: string; userId: number; code: string }[] = [];
let stranger: { token: string; userId: number };
let clazzId: number;
let k1: number;
let k2: number;
const q: Record<'one' | 'two' | 'short' | 'sql', number> = { one: 0, two: 0, short: 0, sql: 0 };

const COURSE = 1;
const COURSE_SCENE = 3;
const RIGHT_SQL = "SELECT sname FROM student WHERE sdept = 'CS'";
const WRONG_SQL = 'SELECT sname FROM student';

async function ok<T>(res: Promise<{ success: boolean; message: string; obj: T }>): Promise<T> {
  const r = await res;
  if (!r.success) throw new Error(r.message);
  return r.obj;
}

const saveQuestion = async (stem: string, knowId: number, spec: Record<string, unknown>) =>
  (
    await ok(
      s.unchecked(
        'saveExercise',
        { body: { courseId: COURSE, stem: `<p>${stem}</p>`, difficulty: 'easy', score: 5, knowIds: [knowId], spec } },
        { token: teacher },
      ),
    )
  ).exerciseId;

let keyNo = 0;
const submit = (i: number, exerciseId: number, answer: Record<string, unknown>) =>
  ok(
    s.unchecked('submitPractice', { body: { clazzId, exerciseId, answer, attemptKey: `pstats${String(++keyNo).padStart(4, '0')}` } }, { token: stu[i]!.token }),
  );

const refused = (r: { success: boolean; message: string }) => {
  expect(r.success).toBe(false);
  expect(r.message).toMatch(/[\u4e00-\u9fa5]/);
};

beforeAll(async () => {
  s = await startServer();
  [admin, teacher] = await Promise.all([s.login('admin'), s.login('teacher')]);
  otherTeacher = (await newUser(s, admin, 't_pstats_other', RoleId.TEACHER, '别班老师')).token;
  assistant = (await newUser(s, admin, 't_pstats_asst', RoleId.TEACHER, '助教')).token;
  await ok(s.api.addTeamMember({ body: { courseId: COURSE, code: 't_pstats_asst', role: 'assistant' } }, { token: teacher }));
  for (const [code, name] of [
    ['s_ps1', '甲同学'],
    ['s_ps2', '乙同学'],
    ['s_ps3', '丙同学'],
    ['s_ps4', '丁同学'],
  ]) {
    stu.push({ ...(await newUser(s, admin, code!, RoleId.STUDENT, name)), code: code! });
  }
  stranger = await newUser(s, admin, 's_ps_other', RoleId.STUDENT, '别班同学');
  const classOf = async (name: string, codes: string[]) => {
    const c = await ok(s.api.saveClass({ body: { name, courseId: COURSE, startDate: '2025-02-24', endDate: '2099-07-04' } }, { token: teacher }));
    await ok(s.api.addStudents({ body: { sclassId: c.sclassId, codes } }, { token: teacher }));
    return c.sclassId;
  };
  clazzId = await classOf(
    '练习统计班',
    stu.map((x) => x.code),
  );
  await classOf('练习统计别班', ['s_ps_other']);
  k1 = (await ok(s.api.saveKnowledge({ body: { courseId: COURSE, name: '练习统计一' } }, { token: teacher }))).knowId;
  k2 = (await ok(s.api.saveKnowledge({ body: { courseId: COURSE, name: '练习统计二' } }, { token: teacher }))).knowId;
  const single = { type: 'single', options: ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `选项${key}` })), answer: 'A' };
  q.one = await saveQuestion('统计题一', k1, single);
  q.two = await saveQuestion('统计题二', k1, single);
  q.sql = await saveQuestion('查询计算机系学生', k1, { type: 'query', sceneId: COURSE_SCENE, referenceSql: RIGHT_SQL, checkColumnNames: false });
  q.short = await saveQuestion('简述事务', k2, { type: 'short', referenceAnswer: '<p>原子性</p>', keywords: ['原子性'] });

  // 甲: one wrong then right, two right, SQL wrong then right; 乙: one right, two wrong; 丙: one wrong, a short answer
  // waiting for a teacher; 丁 never practises
  await submit(0, q.one, { choices: ['B'] });
  await submit(0, q.one, { choices: ['A'] });
  await submit(0, q.two, { choices: ['A'] });
  await submit(0, q.sql, { sql: WRONG_SQL });
  await submit(0, q.sql, { sql: RIGHT_SQL });
  await submit(1, q.one, { choices: ['A'] });
  await submit(1, q.two, { choices: ['C'] });
  await submit(2, q.one, { choices: ['D'] });
  await submit(2, q.short, { text: '事务具有原子性' });
  // the stranger's class practises too: none of it counts here
  await ok(
    s.unchecked(
      'submitPractice',
      { body: { clazzId: clazzId + 1, exerciseId: q.one, answer: { choices: ['A'] }, attemptKey: 'pstatsother' } },
      { token: stranger.token },
    ),
  );
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('the teachers’ figures', () => {
  it('per question: students, students right, attempts, mean attempts to the first right answer', async () => {
    const stats = await ok(s.api.practiceStats({ params: { clazzId }, query: {} }, { token: teacher }));
    expect(stats.studentCount).toBe(4);
    expect(stats.points.map((p) => p.knowId)).toEqual(expect.arrayContaining([k1, k2]));
    const byId = new Map(stats.questions.map((x) => [x.exerciseId, x]));
    expect(stats.questions).toHaveLength(4);
    expect(byId.get(q.one)).toMatchObject({ students: 3, correctStudents: 2, attempts: 4, attemptsToCorrect: 1.5, type: 'single', stemText: '统计题一' });
    expect(byId.get(q.two)).toMatchObject({ students: 2, correctStudents: 1, attempts: 2, attemptsToCorrect: 1 });
    expect(byId.get(q.sql)).toMatchObject({ students: 1, correctStudents: 1, attempts: 2, attemptsToCorrect: 2 });
    expect(byId.get(q.short)).toMatchObject({ students: 1, correctStudents: 0, attempts: 1, attemptsToCorrect: null });
  });

  it('per student of the roster, those who never practised too', async () => {
    const stats = await ok(s.api.practiceStats({ params: { clazzId }, query: {} }, { token: teacher }));
    const byCode = new Map(stats.students.map((x) => [x.code, x]));
    expect(byCode.get('s_ps1')).toMatchObject({ attempts: 5, correctQuestions: 3, lastAt: expect.any(String) });
    expect(byCode.get('s_ps2')).toMatchObject({ attempts: 2, correctQuestions: 1 });
    expect(byCode.get('s_ps3')).toMatchObject({ attempts: 2, correctQuestions: 0 });
    expect(byCode.get('s_ps4')).toMatchObject({ attempts: 0, correctQuestions: 0, lastAt: null });
    expect(byCode.has('s_ps_other')).toBe(false);
  });

  it('filtered by a knowledge point', async () => {
    const stats = await ok(s.api.practiceStats({ params: { clazzId }, query: { knowId: k2 } }, { token: teacher }));
    expect(stats.questions.map((x) => x.exerciseId)).toEqual([q.short]);
    expect(stats.students.find((x) => x.code === 's_ps1')).toMatchObject({ attempts: 0 });
    expect(stats.students.find((x) => x.code === 's_ps3')).toMatchObject({ attempts: 1 });
    refused(await s.api.practiceStats({ params: { clazzId }, query: { knowId: 999_999 } }, { token: teacher }));
  });

  it('a student’s log, newest first, paged, with the run time and code length the attempt recorded', async () => {
    const first = await ok(s.api.practiceLog({ params: { clazzId, studentId: stu[0]!.userId }, query: { current: 1, pageSize: 2 } }, { token: teacher }));
    expect(first.total).toBe(5);
    expect(first.student).toEqual({ userId: stu[0]!.userId, code: 's_ps1', name: '甲同学' });
    expect(first.list.map((r) => [r.exerciseId, r.result])).toEqual([
      [q.sql, 'correct'],
      [q.sql, 'wrong'],
    ]);
    expect(first.list[0]).toMatchObject({ score: 5, maxScore: 5, codeLength: RIGHT_SQL.length, elapsedMs: expect.any(Number) });
    expect(first.list[1]).toMatchObject({ score: 0, codeLength: WRONG_SQL.length });
    const last = await ok(s.api.practiceLog({ params: { clazzId, studentId: stu[0]!.userId }, query: { current: 3, pageSize: 2 } }, { token: teacher }));
    expect(last.list).toHaveLength(1);
    expect(last.list[0]).toMatchObject({ exerciseId: q.one, result: 'wrong', elapsedMs: null, codeLength: null });
    const pending = await ok(s.api.practiceLog({ params: { clazzId, studentId: stu[2]!.userId }, query: { current: 1, pageSize: 10 } }, { token: teacher }));
    expect(pending.list[0]).toMatchObject({ exerciseId: q.short, result: 'pending', score: null, codeLength: '事务具有原子性'.length });
  });

  it('one attempt’s answer and verdict, for the class’s teachers and assistants', async () => {
    const log = await ok(s.api.practiceLog({ params: { clazzId, studentId: stu[0]!.userId }, query: { current: 1, pageSize: 1 } }, { token: teacher }));
    const attemptId = log.list[0]!.attemptId;
    const seen = await ok(s.api.practiceAttempt({ params: { attemptId } }, { token: teacher }));
    expect(seen).toMatchObject({
      attemptId,
      userId: stu[0]!.userId,
      studentName: '甲同学',
      exerciseId: q.sql,
      answer: { sql: RIGHT_SQL },
      verdict: { correct: true },
    });
    expect(seen.verdict.sqlResult?.results.length).toBeGreaterThan(0);
    expect(await ok(s.api.practiceAttempt({ params: { attemptId } }, { token: assistant }))).toMatchObject({ attemptId });
    expect(await ok(s.api.practiceStats({ params: { clazzId }, query: {} }, { token: assistant }))).toMatchObject({ studentCount: 4 });
    expect(await ok(s.api.practiceAttempt({ params: { attemptId } }, { token: admin }))).toMatchObject({ attemptId });
  });
});

describe('refusals', () => {
  let attemptId: number;
  beforeAll(async () => {
    attemptId = (await ok(s.api.practiceLog({ params: { clazzId, studentId: stu[1]!.userId }, query: { current: 1, pageSize: 1 } }, { token: teacher })))
      .list[0]!.attemptId;
  });

  it('another teacher reads nothing of the class', async () => {
    refused(await s.api.practiceStats({ params: { clazzId }, query: {} }, { token: otherTeacher }));
    refused(await s.api.practiceLog({ params: { clazzId, studentId: stu[0]!.userId }, query: { current: 1, pageSize: 10 } }, { token: otherTeacher }));
    refused(await s.api.practiceAttempt({ params: { attemptId } }, { token: otherTeacher }));
  });

  it('students, of the class or not, reach none of the teachers’ calls, a classmate’s attempt least of all', async () => {
    for (const token of [stu[0]!.token, stu[1]!.token, stranger.token]) {
      refused(await s.api.practiceStats({ params: { clazzId }, query: {} }, { token }));
      refused(await s.api.practiceLog({ params: { clazzId, studentId: stu[1]!.userId }, query: { current: 1, pageSize: 10 } }, { token }));
      refused(await s.api.practiceAttempt({ params: { attemptId } }, { token }));
    }
  });

  it('the log is of a student of the class only', async () => {
    refused(await s.api.practiceLog({ params: { clazzId, studentId: stranger.userId }, query: { current: 1, pageSize: 10 } }, { token: teacher }));
  });

  it('a student compares in their own class only; teachers have no comparison', async () => {
    refused(await s.api.practiceCompare({ params: { clazzId }, query: {} }, { token: stranger.token }));
    refused(await s.api.practiceCompare({ params: { clazzId }, query: {} }, { token: teacher }));
  });
});

describe('the student’s comparison', () => {
  it('their own figures beside the class’s means', async () => {
    const c = await ok(s.api.practiceCompare({ params: { clazzId }, query: {} }, { token: stu[0]!.token }));
    expect(c.mine).toEqual({ attempts: 5, answered: 3, correct: 3, share: 100 });
    expect(c.practising).toBe(3);
    // 甲 5/3/3 (100%), 乙 2/2/1 (50%), 丙 2/2/0 (0%)
    expect(c.classMean).toEqual({ attempts: 3, answered: 2.3, correct: 1.3, share: 50 });
    const one = c.questions.find((x) => x.exerciseId === q.one);
    expect(one).toEqual({
      exerciseId: q.one,
      stemText: '统计题一',
      myAttempts: 2,
      myCorrect: true,
      classStudents: 3,
      classCorrectShare: 67,
      classAttempts: 1.3,
    });
    // fewer than three students answered: no class figure that would tell a classmate's
    expect(c.questions.find((x) => x.exerciseId === q.two)).toMatchObject({ myAttempts: 1, classCorrectShare: null, classAttempts: null });
    expect(c.questions.find((x) => x.exerciseId === q.short)).toMatchObject({ myAttempts: 0, myCorrect: false, classCorrectShare: null });
  });

  it('no other student’s identity or answers', async () => {
    const c = await ok(s.api.practiceCompare({ params: { clazzId }, query: {} }, { token: stu[3]!.token }));
    expect(c.mine).toEqual({ attempts: 0, answered: 0, correct: 0, share: 0 });
    const wire = JSON.stringify(c);
    for (const other of ['s_ps1', 's_ps2', 's_ps3', '甲同学', '乙同学', '丙同学', RIGHT_SQL, '事务具有原子性']) expect(wire).not.toContain(other);
    expect(wire).not.toMatch(/userId|attemptId|"answer"|"code"/);
  });

  it('in one point: too few practised for the class’s means', async () => {
    const c = await ok(s.api.practiceCompare({ params: { clazzId }, query: { knowId: k2 } }, { token: stu[2]!.token }));
    expect(c).toMatchObject({ mine: { attempts: 1, answered: 1, correct: 0, share: 0 }, practising: 1, classMean: null });
    expect(c.questions.map((x) => x.exerciseId)).toEqual([q.short]);
  });
});

describe('a short answer’s keywords', () => {
  it('stay from the student until the answer is out (they are the key); the teacher’s view keeps them', async () => {
    const mine = await ok(s.api.practiceQuestion({ params: { clazzId, knowId: k2, exerciseId: q.short } }, { token: stu[2]!.token }));
    expect(mine.attempts[0]!.verdict).toMatchObject({ correct: null, message: '已提交，由教师批阅' });
    expect(mine.attempts[0]!.verdict).not.toHaveProperty('keywordsFound');
    const again = await ok(
      s.api.submitPractice({ body: { clazzId, exerciseId: q.short, answer: { text: '原子性' }, attemptKey: 'pstatskeyword' } }, { token: stu[2]!.token }),
    );
    expect(again.attempt.verdict).not.toHaveProperty('keywordsFound');
    const log = await ok(s.api.practiceLog({ params: { clazzId, studentId: stu[2]!.userId }, query: {} }, { token: teacher }));
    const row = log.list.find((r) => r.exerciseId === q.short)!;
    const view = await ok(s.api.practiceAttempt({ params: { attemptId: row.attemptId } }, { token: teacher }));
    expect(view.verdict.keywordsFound).toEqual(['原子性']);
  });
});
