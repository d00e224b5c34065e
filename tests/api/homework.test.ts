// Homework end to end against a real database and the real grading sandbox: publishing a task as a snapshot,
// autosave (ordered, idempotent, two tabs), the server's clock at the deadline, submitting once, grading, review,
// returning, late work, the duplicate check and the export. The clock is moved, never slept on.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { homeworkAnswers, homeworks, homeworkSubmissions } from '../../server/db/schema';
import { clock } from '../../server/lib/clock';
import { sweepHomework } from '../../server/modules/homework/sweeper';
import { newUser, restoreClockAfterEach, rowCount } from './fixtures';
import { startServer, type CallBody, type TestServer } from './harness';
import { DATE_FORMAT, dataSheet, dateCellText, excelAverage, excelSum, kindOf, shanghaiTime } from './xlsx-cells';

let s: TestServer;
let admin: string;
let teacher: string;
let otherTeacher: string;
let student: string;
let studentId: number;
let second: string;
let secondId: number;
let outsider: string;
let outsiderId: number;
let clazzId: number;
let taskId: number;
const q: Record<'single' | 'fill' | 'short' | 'query', number> = { single: 0, fill: 0, short: 0, query: 0 };

const COURSE_SCENE = 3;
const HOUR = 3600_000;
const realNow = clock.now;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
type Settings = CallBody<'publishTask'>['settings'];
const settings = (over: Partial<Settings> = {}): Settings => ({
  startAt: at(-HOUR),
  endAt: at(HOUR),
  latePolicy: 'refuse',
  showScore: 'review',
  showAnswer: 'review',
  duplicateCheck: true,
  ...over,
});
/** Runs the rest of a test as if it were `ms` from now. */
const travel = (ms: number) => {
  clock.now = () => new Date(Date.now() + ms);
};

async function question(body: Record<string, unknown>) {
  const r = await s.unchecked('saveExercise', { body: { courseId: 1, difficulty: 'medium', stem: '<p>题目</p>', ...body } }, { token: teacher });
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj.exerciseId;
}

const publish = async (over: Record<string, unknown> = {}, token = teacher) =>
  s.api.publishTask({ body: { taskId, classIds: [clazzId], settings: settings(), ...over } }, { token });
const newHomework = async (over: Record<string, unknown> = {}) => {
  const r = await publish(over);
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj[0]!.homeworkId;
};
const sheet = (hw: number, token = student, id = studentId) => s.api.homeworkSheet({ params: { studentId: id, homeworkId: hw } }, { token });
const save = (hw: number, answers: { questionId: number; answer: Record<string, unknown>; seq: number }[], token = student, id = studentId) =>
  s.api.saveHomeworkAnswers({ body: { studentId: id, homeworkId: hw, answers } }, { token });
const submit = (hw: number, token = student, id = studentId) => s.api.submitHomework({ body: { studentId: id, homeworkId: hw } }, { token });
const result = (hw: number, token = student, id = studentId) => s.api.homeworkResult({ params: { studentId: id, homeworkId: hw } }, { token });
const review = (hw: number, id = studentId, token = teacher) => s.api.reviewSubmission({ params: { homeworkId: hw, studentId: id } }, { token });
const submissions = (hw: number, token = teacher) => s.api.homeworkSubmissions({ params: { homeworkId: hw } }, { token });

const RIGHT = {
  single: { choices: ['B'] },
  fill: { blanks: ['主键'] },
  short: { text: '外码用于保证参照完整性' },
  query: { sql: "SELECT sname FROM student WHERE sdept = 'CS'" },
};
const answerAll = (hw: number, answers: Partial<Record<keyof typeof q, Record<string, unknown>>>, seq = 1, token = student, id = studentId) =>
  save(
    hw,
    Object.entries(answers).map(([k, answer]) => ({ questionId: q[k as keyof typeof q], answer: answer!, seq })),
    token,
    id,
  );

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  teacher = await s.login('teacher');
  student = await s.login('student');
  const classes = await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher });
  clazzId = classes.obj.list[0]!.sclassId;
  const me = await s.api.getCurrentUser({}, { token: student });
  studentId = me.obj.userId;
  ({ token: second, userId: secondId } = await newUser(s, admin, 's_second', 4));
  ({ token: outsider, userId: outsiderId } = await newUser(s, admin, 's_outside', 4));
  ({ token: otherTeacher } = await newUser(s, admin, 't_other', 3));
  expect((await s.api.addStudents({ body: { sclassId: clazzId, codes: ['s_second'] } }, { token: teacher })).success).toBe(true);

  q.single = await question({ score: 2, spec: { type: 'single', options: ['1NF', '2NF', '3NF'].map((text, i) => ({ key: 'ABC'[i], text })), answer: 'B' } });
  q.fill = await question({ score: 2.5, spec: { type: 'fill', blanks: [{ answers: ['主键', '主码'] }] } });
  q.short = await question({ score: 3, spec: { type: 'short', referenceAnswer: '<p>参照完整性</p>', keywords: ['参照完整性'] } });
  q.query = await question({ score: 2.5, spec: { type: 'query', sceneId: COURSE_SCENE, referenceSql: RIGHT.query.sql, checkColumnNames: false } });
  const task = await s.api.saveTask({ body: { courseId: 1, name: '第三章 作业' } }, { token: teacher });
  taskId = task.obj.taskId;
  const set = await s.api.setTaskQuestions(
    {
      body: {
        taskId,
        questions: [q.single, q.fill, q.short, q.query].map((exerciseId) => ({
          exerciseId,
          score: exerciseId === q.single ? 2 : exerciseId === q.short ? 3 : 2.5,
        })),
      },
    },
    { token: teacher },
  );
  expect(set.success).toBe(true);
}, 90_000);
restoreClockAfterEach(realNow, () => s);

describe('publishing', () => {
  it('refuses bad settings, strangers and past deadlines, writing nothing', async () => {
    const before = await rowCount(s, homeworks);
    const bad = [
      await publish({ settings: settings({ endAt: at(-2 * HOUR) }) }),
      await publish({ settings: settings({ latePolicy: 'accept' }) }),
      await publish({ settings: settings({ startAt: at(-3 * HOUR), endAt: at(-2 * HOUR) }) }),
      await publish({ classIds: [] }),
      await publish({}, otherTeacher),
      await publish({}, student),
    ];
    expect(bad.map((r) => r.success)).toEqual([false, false, false, false, false, false]);
    expect(bad[0].message).toContain('截止时间须晚于开始时间');
    expect(bad[1].message).toContain('迟交截止时间');
    expect(bad[2].message).toContain('截止时间已过');
    expect(await rowCount(s, homeworks)).toBe(before);
  });

  it('is a snapshot: editing the question afterwards changes nothing for students', async () => {
    const hw = await newHomework();
    const before = await sheet(hw);
    const edited = await question({
      exerciseId: q.single,
      score: 2,
      stem: '<p>改过的题干</p>',
      spec: {
        type: 'single',
        options: [
          { key: 'A', text: '甲' },
          { key: 'B', text: '乙' },
        ],
        answer: 'A',
      },
    });
    expect(edited).toBe(q.single);
    const after = await sheet(hw);
    expect(after.obj.questions[0]!.exercise.stem).toBe(before.obj.questions[0]!.exercise.stem);
    expect(after.obj.questions[0]!.exercise.options?.map((o) => o.text)).toEqual(['1NF', '2NF', '3NF']);
    // put the question back as the other tests expect it
    await question({
      exerciseId: q.single,
      score: 2,
      spec: { type: 'single', options: ['1NF', '2NF', '3NF'].map((text, i) => ({ key: 'ABC'[i], text })), answer: 'B' },
    });
  });

  it('answers students without keys or reference SQL', async () => {
    const hw = await newHomework();
    const r = await sheet(hw);
    expect(r.success).toBe(true);
    expect(r.obj.canEdit).toBe(true);
    const text = JSON.stringify(r.obj);
    expect(text).not.toContain('referenceSql');
    expect(text).not.toContain("sdept = 'CS'");
    expect(text).not.toContain('主码');
    expect(r.obj.questions.map((x) => x.questionId)).toEqual([q.single, q.fill, q.short, q.query]);
  });
});

describe('ids are checked, never trusted', () => {
  it('keeps every student to their own homework', async () => {
    const hw = await newHomework();
    await answerAll(hw, { single: RIGHT.single });
    const tries = [
      await sheet(hw, second, studentId),
      await sheet(hw, student, secondId),
      await sheet(hw, outsider, outsiderId),
      await save(hw, [{ questionId: q.single, answer: { choices: ['A'] }, seq: 99 }], second, studentId),
      await submit(hw, second, studentId),
      await result(hw, second, studentId),
      await s.api.runHomeworkSql({ body: { studentId, homeworkId: hw, questionId: q.query, sql: 'select 1' } }, { token: second }),
    ];
    expect(tries.map((r) => r.success)).toEqual(tries.map(() => false));
    expect(tries.every((r) => r.message.includes('自己的作业'))).toBe(true);
    const mine = await sheet(hw);
    expect(mine.obj.answers.find((a) => a.questionId === q.single)?.answer).toEqual(RIGHT.single);
  });

  it('refuses a teacher of another class and students at the teacher calls', async () => {
    const hw = await newHomework();
    for (const token of [otherTeacher, student]) {
      expect((await submissions(hw, token)).success).toBe(false);
      expect((await review(hw, studentId, token)).success).toBe(false);
      expect((await s.api.gradeSubmission({ body: { homeworkId: hw, studentId, questions: [], comment: null } }, { token })).success).toBe(false);
      expect((await s.api.duplicateReport({ params: { homeworkId: hw } }, { token })).success).toBe(false);
    }
    const file = await s.response('exportSubmissions', { params: { homeworkId: hw } }, { token: otherTeacher });
    expect(file.headers['content-type']).toContain('application/json');
    expect(file.json()).toMatchObject({ success: false });
  });

  it('refuses answers to a question that is not in the homework', async () => {
    const hw = await newHomework();
    const r = await save(hw, [{ questionId: 999_999, answer: { text: 'x' }, seq: 1 }]);
    expect(r.success).toBe(false);
    expect(r.message).toContain('不属于这份作业');
  });
});

describe('autosave', () => {
  it('never lets a late older save overwrite a newer one, and a repeated save changes nothing', async () => {
    const hw = await newHomework();
    expect((await save(hw, [{ questionId: q.short, answer: { text: '新的' }, seq: 20 }])).obj.saved[0]).toMatchObject({ applied: true, seq: 20 });
    const late = await save(hw, [{ questionId: q.short, answer: { text: '旧的' }, seq: 10 }]);
    expect(late.obj.saved[0]).toMatchObject({ applied: false, seq: 20 });
    const again = await save(hw, [{ questionId: q.short, answer: { text: '新的' }, seq: 20 }]);
    expect(again.obj.saved[0]).toMatchObject({ applied: true, seq: 20 });
    const r = await sheet(hw);
    expect(r.obj.answers).toEqual([expect.objectContaining({ questionId: q.short, answer: { text: '新的' }, seq: 20 })]);
  });

  it('loses nothing when two tabs save at once', async () => {
    const hw = await newHomework();
    // tab 1 answers two questions, tab 2 two others and a newer edit of one of tab 1's, all at the same moment
    await Promise.all([
      save(hw, [
        { questionId: q.single, answer: RIGHT.single, seq: 100 },
        { questionId: q.fill, answer: { blanks: ['旧'] }, seq: 100 },
      ]),
      save(hw, [
        { questionId: q.short, answer: RIGHT.short, seq: 101 },
        { questionId: q.query, answer: RIGHT.query, seq: 101 },
        { questionId: q.fill, answer: RIGHT.fill, seq: 102 },
      ]),
      save(hw, [{ questionId: q.fill, answer: { blanks: ['更旧'] }, seq: 99 }]),
    ]);
    const byId = new Map((await sheet(hw)).obj.answers.map((a) => [a.questionId, a.answer]));
    expect(byId.get(q.single)).toEqual(RIGHT.single);
    expect(byId.get(q.fill)).toEqual(RIGHT.fill);
    expect(byId.get(q.short)).toEqual(RIGHT.short);
    expect(byId.get(q.query)).toEqual(RIGHT.query);
  });

  it('saves racing a hand-in are kept in what was handed in or refused: nothing changes after it', async () => {
    const hw = await newHomework();
    await save(hw, [{ questionId: q.fill, answer: { blanks: ['第0次'] }, seq: 1 }]);
    const saves = Array.from({ length: 30 }, (_, i) => save(hw, [{ questionId: q.fill, answer: { blanks: [`第${i + 2}次`] }, seq: i + 2 }]));
    const [handedIn, ...answers] = await Promise.all([submit(hw), ...saves]);
    expect(handedIn.success).toBe(true);
    const rows = (await s.database.db.select().from(homeworkSubmissions)).filter((r) => r.homeworkId === hw && r.studentId === studentId);
    const stored = (await s.database.db.select().from(homeworkAnswers)).filter((a) => a.submissionId === rows[0]!.id && a.questionId === q.fill);
    // whatever was acknowledged is there, and nothing was written after the hand-in
    const acknowledged = answers.filter((a) => a.success && a.obj.saved[0]!.applied).map((a) => a.obj.saved[0]!.seq);
    expect(stored[0]!.seq).toBe(Math.max(1, ...acknowledged));
    expect(stored[0]!.savedAt.getTime()).toBeLessThanOrEqual(rows[0]!.submittedAt!.getTime());
    for (const refused of answers.filter((a) => !a.success)) expect(refused.message).toContain('已提交');
  });

  // Deterministic on PostgreSQL, where the test can hold the submission row while saves are under way (the
  // embedded database runs one statement at a time, so there the test above is the race).
  (process.env.TEST_DATABASE_URL ? it : it.skip)('a save that read the submission before a hand-in committed writes nothing after it', async () => {
    const hw = await newHomework();
    await save(hw, [{ questionId: q.fill, answer: { blanks: ['交卷前'] }, seq: 1 }]);
    const [sub] = (await s.database.db.select().from(homeworkSubmissions)).filter((r) => r.homeworkId === hw && r.studentId === studentId);
    let saving: Promise<Awaited<ReturnType<typeof save>>[]> | undefined;
    await s.database.db.transaction(async (tx) => {
      // the hand-in, as another request would make it: the row locked, then handed in
      await tx.select().from(homeworkSubmissions).where(eq(homeworkSubmissions.id, sub!.id)).for('update');
      saving = Promise.all([2, 3, 4].map((seq) => save(hw, [{ questionId: q.fill, answer: { blanks: [`交卷后${seq}`] }, seq }])));
      await new Promise((r) => setTimeout(r, 500));
      await tx.update(homeworkSubmissions).set({ status: 'submitted', submittedAt: new Date() }).where(eq(homeworkSubmissions.id, sub!.id));
    });
    const answers = await saving!;
    expect(answers.map((a) => [a.success, a.message])).toEqual([2, 3, 4].map(() => [false, '作业已提交，不能再修改答案']));
    const [stored] = (await s.database.db.select().from(homeworkAnswers)).filter((a) => a.submissionId === sub!.id);
    expect(stored).toMatchObject({ seq: 1, answer: { blanks: ['交卷前'] } });
  });

  it('refuses bad bodies without writing', async () => {
    const hw = await newHomework();
    const before = await rowCount(s, homeworkAnswers);
    const bad = [
      await s.api.saveHomeworkAnswers({ body: { studentId, homeworkId: hw, answers: [] } }, { token: student }),
      await s.api.saveHomeworkAnswers(
        { body: { studentId, homeworkId: hw, answers: [{ questionId: q.short, answer: { text: 'x' }, seq: -1 }] } },
        { token: student },
      ),
      await s.api.saveHomeworkAnswers(
        { body: { studentId, homeworkId: hw, answers: [{ questionId: q.short, answer: { text: 'x'.repeat(30_000) }, seq: 1 }] } },
        { token: student },
      ),
      await s.api.saveHomeworkAnswers(
        { body: { studentId: 'me', homeworkId: hw, answers: [{ questionId: q.short, answer: {}, seq: 1 }] } },
        { token: student },
      ),
    ];
    expect(bad.map((r) => r.success)).toEqual([false, false, false, false]);
    expect(await rowCount(s, homeworkAnswers)).toBe(before);
  });
});

describe('the deadline, by the server clock', () => {
  it('refuses changes after the end and hands in what was saved before it', async () => {
    const hw = await newHomework({ settings: settings({ showScore: 'submit' }) });
    await answerAll(hw, { single: RIGHT.single, fill: { blanks: ['外码'] } });
    travel(2 * HOUR);
    const r = await save(hw, [{ questionId: q.short, answer: RIGHT.short, seq: 5 }]);
    expect(r.success).toBe(false);
    expect(r.message).toContain('已截止');
    expect((await s.api.runHomeworkSql({ body: { studentId, homeworkId: hw, questionId: q.query, sql: 'select 1' } }, { token: student })).message).toContain(
      '已截止',
    );
    const after = await result(hw);
    expect(after.obj).toMatchObject({ status: 'submitted', canEdit: false, score: 2, late: false });
    const [row] = await s.database.db
      .select()
      .from(homeworkSubmissions)
      .where((await import('drizzle-orm')).eq(homeworkSubmissions.homeworkId, hw));
    expect(row).toMatchObject({ autoSubmitted: true, submitCount: 1 });
    expect(row!.submittedAt!.getTime()).toBeLessThan(Date.now() + HOUR + 1000);
  });

  it('does not open before the start', async () => {
    const hw = await newHomework({ settings: settings({ startAt: at(HOUR), endAt: at(2 * HOUR) }) });
    const r = await sheet(hw);
    expect(r.obj).toMatchObject({ canEdit: false, status: 'new', answers: [] });
    expect((await save(hw, [{ questionId: q.short, answer: RIGHT.short, seq: 1 }])).message).toContain('尚未开始');
    expect((await submit(hw)).message).toContain('尚未开始');
  });

  it('the sweeper hands in open submissions after the deadline without anyone looking', async () => {
    const hw = await newHomework();
    await answerAll(hw, { query: RIGHT.query }, 1, second, secondId);
    travel(2 * HOUR);
    await sweepHomework(s.app);
    const list = await s.database.db.select().from(homeworkSubmissions);
    const mine = list.find((r) => r.homeworkId === hw && r.studentId === secondId);
    expect(mine).toMatchObject({ status: 'submitted', autoSubmitted: true, scoreTenths: 25 });
  });

  it('accepts late work until the late limit, with the penalty', async () => {
    const hw = await newHomework({ settings: settings({ latePolicy: 'accept', lateUntil: at(3 * HOUR), latePenalty: 20, showScore: 'submit' }) });
    await answerAll(hw, { single: RIGHT.single, fill: RIGHT.fill, query: RIGHT.query });
    travel(2 * HOUR);
    expect((await save(hw, [{ questionId: q.short, answer: { text: '' }, seq: 9 }])).success).toBe(true);
    const done = await submit(hw);
    // (2 + 2.5 + 2.5) × 80% = 5.6
    expect(done.obj).toMatchObject({ late: true, score: 5.6, latePenalty: 20 });
  });
});

describe('submitting and grading', () => {
  it('grades on submit, counts a double submit once and keeps the score hidden until review', async () => {
    const hw = await newHomework();
    await answerAll(hw, RIGHT);
    const [a, b] = await Promise.all([submit(hw), submit(hw)]);
    expect(a.success && b.success).toBe(true);
    expect(a.obj.status).toBe('submitted');
    expect(a.obj.score).toBeNull();
    const again = await submit(hw);
    expect(again.obj.submittedAt).toBe(a.obj.submittedAt);
    const rows = (await s.database.db.select().from(homeworkSubmissions)).filter((r) => r.homeworkId === hw);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ submitCount: 1, scoreTenths: 70, pendingReview: true });
    expect((await save(hw, [{ questionId: q.short, answer: { text: '改' }, seq: 50 }])).message).toContain('已提交');

    const list = await submissions(hw);
    expect(list.obj.rows.find((r) => r.studentId === studentId)).toMatchObject({ status: 'submitted', score: 7, pendingReview: true, answeredCount: 4 });
    expect(list.obj.rows.find((r) => r.studentId === secondId)).toMatchObject({ status: 'new', score: null });
    expect(list.obj.homework).toMatchObject({ submittedCount: 1, pendingCount: 1, averageScore: 7 });

    const r = await review(hw);
    const short = r.obj.questions.find((x) => x.question.questionId === q.short)!;
    expect(short.verdict?.correct).toBeNull();
    expect(short.verdict?.keywordsFound).toEqual(['参照完整性']);
    expect(r.obj.questions.find((x) => x.question.questionId === q.query)!.verdict?.correct).toBe(true);

    // finishing with the short answer ungraded is refused; grading it finishes
    const early = await s.api.gradeSubmission({ body: { homeworkId: hw, studentId, questions: [], comment: '很好', finish: true } }, { token: teacher });
    expect(early.message).toContain('第 3 题还没有给分');
    const over = await s.api.gradeSubmission(
      { body: { homeworkId: hw, studentId, questions: [{ questionId: q.short, score: 3.5, comment: null }], finish: true } },
      { token: teacher },
    );
    expect(over.message).toContain('不能超过 3 分');
    const graded = await s.api.gradeSubmission(
      { body: { homeworkId: hw, studentId, questions: [{ questionId: q.short, score: 2.5, comment: '再具体一些' }], comment: '很好', finish: true } },
      { token: teacher },
    );
    expect(graded.obj).toMatchObject({ status: 'reviewed', score: 9.5, pendingReview: false });

    const seen = await result(hw);
    expect(seen.obj).toMatchObject({ status: 'reviewed', score: 9.5, comment: '很好', scoreReleased: true, answerReleased: true });
    expect(seen.obj.questions.find((x) => x.questionId === q.short)).toMatchObject({ score: 2.5, comment: '再具体一些' });
    expect(seen.obj.questions.find((x) => x.questionId === q.single)!.exercise.answer).toBe('B');
  });

  it('returns a submission for another try, which counts as a second submission', async () => {
    const hw = await newHomework({ settings: settings({ showScore: 'submit' }) });
    await answerAll(hw, { single: { choices: ['A'] } });
    expect((await submit(hw)).obj.score).toBe(0);
    const back = await s.api.returnSubmission({ body: { homeworkId: hw, studentId, comment: '第一题再想想', until: at(2 * HOUR) } }, { token: teacher });
    expect(back.obj.status).toBe('returned');
    const open = await sheet(hw);
    expect(open.obj).toMatchObject({ canEdit: true, status: 'returned', comment: '第一题再想想' });
    // the student is told, with a way back to the paper
    const notices = await s.api.getNotices({ query: { current: '1', pageSize: '5' } }, { token: student });
    expect(notices.obj.list[0]).toMatchObject({
      type: 'notification',
      title: '作业被退回，请修改后重新提交',
      content: expect.stringContaining('：第一题再想想（重新提交截止 '),
      link: `/task-stu/answser/studentId/homeworkId/${studentId}/${hw}`,
      read: false,
    });
    await answerAll(hw, { single: RIGHT.single }, 2);
    expect((await submit(hw)).obj.score).toBe(2);
    const [row] = (await s.database.db.select().from(homeworkSubmissions)).filter((r) => r.homeworkId === hw);
    expect(row!.submitCount).toBe(2);
  });

  it("the student's home page lists a score once its setting releases it, and not before", async () => {
    const shown = await newHomework({ settings: settings({ showScore: 'submit' }) });
    const held = await newHomework({ settings: settings({ showScore: 'end' }) });
    for (const hw of [shown, held]) {
      await answerAll(hw, { single: RIGHT.single });
      expect((await submit(hw)).success).toBe(true);
    }
    const home = (await s.api.getHomeSummary({}, { token: student })).obj;
    const homework = home.recentScores!.filter((x) => x.kind === 'homework').map((x) => x.id);
    expect(homework).toContain(shown);
    expect(homework).not.toContain(held);
    expect(home.recentScores!.find((x) => x.id === shown)).toMatchObject({ score: 2, maxScore: expect.any(Number), courseName: expect.any(String) });
  });

  it("grades with the scene's hidden data as it was when the homework was published", async () => {
    const scene = (await s.api.getScene({ params: { sceneId: COURSE_SCENE } }, { token: teacher })).obj;
    const saveScene = (hiddenData: string[]) =>
      s.api.saveScene({ body: { sceneId: COURSE_SCENE, courseId: 1, name: scene.name, initSql: scene.initSql, hiddenData } }, { token: teacher });
    // another CS student, only in the hidden data
    expect((await saveScene(["INSERT INTO student VALUES ('201215131', '周明', '男', 22, 'CS')"])).success).toBe(true);
    const hw = await newHomework({ settings: settings({ showScore: 'submit', showAnswer: 'submit' }) });
    // taken away again: the published homework keeps what it was published with
    expect((await saveScene([])).success).toBe(true);
    await answerAll(hw, { query: { sql: "SELECT sname FROM student WHERE sname IN ('李勇', '刘晨')" } });
    expect((await submit(hw)).success).toBe(true);
    const graded = (await review(hw)).obj.questions.find((x) => x.question.questionId === q.query)!;
    expect(graded.verdict).toMatchObject({ correct: false, score: 0, message: expect.stringMatching(/^在公开数据上结果正确，但在隐藏数据上不正确/) });
    expect(graded.verdict?.message).not.toContain('周明');
  });

  it('exports the class as a spreadsheet', async () => {
    const hw = await newHomework({ settings: settings({ showScore: 'submit' }) });
    await answerAll(hw, { single: RIGHT.single, query: RIGHT.query });
    await submit(hw);
    const res = await s.response('exportSubmissions', { params: { homeworkId: hw } }, { token: teacher });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheetRows = wb.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const header = sheetRows[0]!.slice(1);
    expect(header.slice(0, 3)).toEqual(['学号', '姓名', '状态']);
    const mine = sheetRows.find((r) => r[1] === 'student')!;
    expect(mine.slice(1, 4)).toEqual(['student', '张同学', '已提交']);
    expect(mine[6]).toBe(4.5);
    expect(sheetRows.find((r) => r[1] === 's_second')![3]).toBe('未开始');
  });

  it('writes scores as numbers, the hand-in time as a date and 学号 as text, so SUM and AVERAGE work in Excel', async () => {
    // a class of its own, with accounts that look like numbers: they must keep their leading 0
    const cls = (await s.api.saveClass({ body: { name: '导出格式班', courseId: 1 } }, { token: teacher })).obj.sclassId;
    const zero = await newUser(s, admin, '0230101', 4, '零同学');
    const digits = await newUser(s, admin, '2024001', 4, '数同学');
    await newUser(s, admin, '2024002', 4, '缺同学');
    expect((await s.api.addStudents({ body: { sclassId: cls, codes: ['0230101', '2024001', '2024002'] } }, { token: teacher })).success).toBe(true);
    const hw = await newHomework({ classIds: [cls], settings: settings({ showScore: 'submit' }) });
    await answerAll(hw, { single: RIGHT.single, query: RIGHT.query }, 1, zero.token, zero.userId);
    await answerAll(hw, { single: RIGHT.single, fill: RIGHT.fill, query: RIGHT.query }, 1, digits.token, digits.userId);
    expect((await submit(hw, zero.token, zero.userId)).success).toBe(true);
    expect((await submit(hw, digits.token, digits.userId)).success).toBe(true);
    const listed = (await submissions(hw)).obj.rows;
    const scores = listed.map((r) => r.score);
    expect(scores).toEqual([4.5, 7, null]);

    const res = await s.response('exportSubmissions', { params: { homeworkId: hw } }, { token: teacher });
    const { column, rowOf } = await dataSheet(res.rawPayload);
    const codes = column('学号');
    expect(codes.map(kindOf)).toEqual(['s', 's', 's']);
    expect(codes.map((c) => c.value)).toEqual(['0230101', '2024001', '2024002']);
    expect(column('姓名').map(kindOf)).toEqual(['s', 's', 's']);
    expect(column('状态').map((c) => c.value)).toEqual(['已提交', '已提交', '未开始']);

    const score = column('得分');
    expect(score.map(kindOf)).toEqual(['n', 'n', '']);
    expect(score.map((c) => c.value)).toEqual([4.5, 7, null]);
    // =SUM(F2:F4) and =AVERAGE(F2:F4): text cells would give 0 and #DIV/0!
    expect(excelSum(score)).toBe(11.5);
    expect(excelAverage(score)).toBe(5.75);
    // a column per question, in points: 2 + 0 + 0 + 2.5 and 2 + 2.5 + 0 + 2.5; nothing for who never handed in
    const perQuestion = [1, 2, 3, 4].map((n) => column(`第${n}题`));
    expect(perQuestion.map((cells) => cells.map(kindOf))).toEqual(Array(4).fill(['n', 'n', '']));
    expect(perQuestion.map((cells) => excelSum(cells))).toEqual([4, 2.5, 0, 5]);

    const handedIn = column('提交时间');
    expect(handedIn.map(kindOf)).toEqual(['d', 'd', '']);
    expect(handedIn[0]!.numFmt).toBe(DATE_FORMAT);
    expect(handedIn.slice(0, 2).map(dateCellText)).toEqual(listed.slice(0, 2).map((r) => shanghaiTime(r.submittedAt!)));
    // no "迟交" for who was on time: an empty cell, not an empty string
    expect(column('迟交').map(kindOf)).toEqual(['', '', '']);
    expect(rowOf('2024002').get('提交时间')!.value).toBeNull();
  });
});

describe('待批阅, one definition everywhere', () => {
  const home = async () => (await s.api.getHomeSummary({}, { token: teacher })).obj.toReview ?? [];
  const rowOfStudent = async (hw: number, id = studentId) => (await submissions(hw)).obj.rows.find((r) => r.studentId === id)!;
  const reviewedNotices = async (hw: number) =>
    (await s.api.getNotices({ query: { current: 1, pageSize: 100 } }, { token: student })).obj.list.filter(
      (n) => n.title === '作业已批阅' && n.link?.endsWith(`/${studentId}/${hw}`),
    );
  const finish = (hw: number) => s.api.gradeSubmission({ body: { homeworkId: hw, studentId, questions: [], comment: null, finish: true } }, { token: teacher });
  // every question but the short answer: scored automatically, nothing for a teacher to score
  const { short: _, ...automatic } = RIGHT;
  // the home page lists the five that wait most: the earlier tests' homework of this task goes first
  beforeEach(async () => {
    for (let ours = await home(); ours.some((h) => h.name === '第三章 作业'); ours = await home()) {
      for (const h of ours.filter((x) => x.name === '第三章 作业')) await s.api.deleteHomework({ params: { homeworkId: h.homeworkId } }, { token: teacher });
    }
  });

  it('an automatically scored submission released on hand-in waits for nobody: not on the home page, not counted, not marked', async () => {
    const hw = await newHomework({ settings: settings({ showScore: 'submit', duplicateCheck: false }) });
    await answerAll(hw, automatic);
    expect((await submit(hw)).success).toBe(true);
    expect(await rowOfStudent(hw)).toMatchObject({ status: 'submitted', pendingReview: false, scoreReleased: true });
    expect((await submissions(hw)).obj.homework.pendingCount).toBe(0);
    expect((await home()).find((h) => h.homeworkId === hw)).toBeUndefined();
  });

  it('released only after review, it waits on every page until 完成批阅, and the student hears of it once', async () => {
    const hw = await newHomework({ settings: settings({ showScore: 'review', duplicateCheck: false }) });
    await answerAll(hw, automatic);
    await answerAll(hw, automatic, 1, second, secondId);
    expect((await submit(hw)).success && (await submit(hw, second, secondId)).success).toBe(true);
    expect(await rowOfStudent(hw)).toMatchObject({ pendingReview: true, scoreReleased: false });
    expect((await submissions(hw)).obj.homework.pendingCount).toBe(2);
    expect((await home()).find((h) => h.homeworkId === hw)?.waitingCount).toBe(2);

    expect((await finish(hw)).obj).toMatchObject({ status: 'reviewed', pendingReview: false, scoreReleased: true });
    expect((await finish(hw)).success).toBe(true);
    expect((await submissions(hw)).obj.homework.pendingCount).toBe(1);
    expect((await home()).find((h) => h.homeworkId === hw)?.waitingCount).toBe(1);
    const notices = await reviewedNotices(hw);
    expect(notices.map((n) => n.content)).toEqual([`《第三章 作业》已批阅，可以查看成绩和评语`]);
  });

  it('a student taken off the roster waits on no page', async () => {
    const { token, userId } = await newUser(s, admin, 's_leaving', 4);
    expect((await s.api.addStudents({ body: { sclassId: clazzId, codes: ['s_leaving'] } }, { token: teacher })).success).toBe(true);
    const hw = await newHomework({ settings: settings({ showScore: 'review', duplicateCheck: false }) });
    await answerAll(hw, automatic, 1, token, userId);
    expect((await submit(hw, token, userId)).success).toBe(true);
    const before = (await home()).find((h) => h.homeworkId === hw)?.waitingCount;
    expect((await s.api.removeStudent({ body: { sclassId: clazzId, userId } }, { token: teacher })).success).toBe(true);
    expect(before).toBe(1);
    expect((await home()).find((h) => h.homeworkId === hw)).toBeUndefined();
    expect((await submissions(hw)).obj.homework.pendingCount).toBe(0);
  });

  it('released at the end: the notice of 完成批阅 says when the score shows, not the score', async () => {
    const hw = await newHomework({ settings: settings({ showScore: 'end', duplicateCheck: false }) });
    await answerAll(hw, automatic);
    expect((await submit(hw)).success).toBe(true);
    expect(await rowOfStudent(hw)).toMatchObject({ pendingReview: false, scoreReleased: false });
    expect((await finish(hw)).success).toBe(true);
    const [notice] = await reviewedNotices(hw);
    expect(notice.content).toMatch(/^《第三章 作业》已批阅，成绩将在 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 后公布$/);
  });
});

describe('the duplicate check', () => {
  it('finds two students who share a wrong answer, shows both side by side and records the decision', async () => {
    const hw = await newHomework({ settings: settings({ duplicateCheck: true }) });
    const copied = "select s.sname , s.sage from student s where s.sdept = 'MA' and s.sage > 18 order by s.sage";
    await answerAll(hw, { query: { sql: copied }, short: { text: '外键就是别的表里的那一列，我们这样理解它的作用在于连接两张表格的数据' } });
    await answerAll(
      hw,
      {
        query: { sql: "SELECT x.sname, x.sage FROM student x WHERE x.sage > 18 AND x.sdept = 'MA' ORDER BY x.sage" },
        short: { text: '外键就是别的表里的那一列，我们这样理解它的作用在于连接两张表格的数据！' },
      },
      1,
      second,
      secondId,
    );
    await submit(hw);
    await submit(hw, second, secondId);
    const report = await s.api.runDuplicateCheck({ params: { homeworkId: hw } }, { token: teacher });
    expect(report.success).toBe(true);
    expect(report.obj.checkedAt).not.toBeNull();
    const pair = report.obj.pairs.find((p) => [p.studentId, p.otherStudentId].sort().join() === [studentId, secondId].sort().join());
    expect(pair).toBeDefined();
    expect(pair!.similarity).toBeGreaterThan(0.6);

    const cmp = await s.api.compareDuplicate({ params: { homeworkId: hw, studentId: secondId, otherStudentId: studentId } }, { token: teacher });
    const sqlQ = cmp.obj.questions.find((x) => x.questionId === q.query)!;
    expect(sqlQ.a.spans.length + sqlQ.b.spans.length).toBeGreaterThan(0);
    const decided = await s.api.decideDuplicate(
      { body: { homeworkId: hw, studentId: secondId, otherStudentId: studentId, decision: 'confirmed' } },
      { token: teacher },
    );
    expect(decided.success).toBe(true);
    const rows = (await submissions(hw)).obj.rows;
    expect(rows.find((r) => r.studentId === studentId)!.maxSimilarity).toBeGreaterThan(0.6);
    // a second run keeps the decision
    const rerun = await s.api.runDuplicateCheck({ params: { homeworkId: hw } }, { token: teacher });
    expect(rerun.obj.pairs.find((p) => p.studentId === pair!.studentId && p.otherStudentId === pair!.otherStudentId)?.decision).toBe('confirmed');
  });

  it('does not flag students who are both right', async () => {
    const hw = await newHomework();
    const { short: _waitsForTeacher, ...graded } = RIGHT;
    await answerAll(hw, graded);
    await answerAll(hw, graded, 1, second, secondId);
    await submit(hw);
    await submit(hw, second, secondId);
    const report = await s.api.runDuplicateCheck({ params: { homeworkId: hw } }, { token: teacher });
    expect(report.obj.pairs).toEqual([]);
  });
});

describe('lists', () => {
  it('the demo class has the demo homework open', async () => {
    expect((await s.api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: teacher })).success).toBe(false);
    const list = await s.api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: second });
    const demo = list.obj.homeworks.find((h) => h.name === '第二、三章 课后作业');
    expect(demo).toMatchObject({ open: true, questionCount: 5 });
  });

  it("shows the student's homework with status, and the teacher's by class and task", async () => {
    const hw = await newHomework({ name: '列表作业' });
    await answerAll(hw, { single: RIGHT.single });
    const mine = await s.api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: student });
    expect(mine.obj.homeworks.find((h) => h.homeworkId === hw)).toMatchObject({ status: 'answering', answeredCount: 1, open: true });
    expect((await s.api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: outsider })).success).toBe(false);
    const byTask = await s.api.listHomeworks({ query: { taskId: String(taskId) } }, { token: teacher });
    expect(byTask.obj.some((h) => h.homeworkId === hw && h.name === '列表作业' && h.totalScore === 10 && h.studentCount === 3)).toBe(true);
    expect((await s.api.listHomeworks({ query: { taskId: String(taskId) } }, { token: otherTeacher })).obj).toEqual([]);
    expect((await s.api.listHomeworks({}, { token: teacher })).success).toBe(false);
  });

  it('withdraws a homework with its submissions', async () => {
    const hw = await newHomework();
    await answerAll(hw, { single: RIGHT.single });
    expect((await s.api.deleteHomework({ params: { homeworkId: hw } }, { token: otherTeacher })).success).toBe(false);
    expect((await s.api.deleteHomework({ params: { homeworkId: hw } }, { token: teacher })).success).toBe(true);
    expect((await sheet(hw)).success).toBe(false);
  });
});
