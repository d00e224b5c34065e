// Deadlines and audience (P12) against a real database: a teacher's extension 加时 of a homework (a later end for one
// student) and of an exam (extra minutes), enforced by the server's clock in saving, handing in, the late flag, the
// sweepers, the exam's start window and the attempt's deadline; publishing to chosen students of a class (make-up
// work); taking a handed-in homework back to resubmit; and a student starting a knowledge point's practice afresh.
// The clock is moved, never slept on.
import { and, eq } from 'drizzle-orm';
import {
  examAttempts,
  examAudience,
  examClasses,
  examExtensions,
  exerciseAttempts,
  homeworkAudience,
  homeworkExtensions,
  homeworks,
  homeworkSubmissions,
  homeworkSubmissionVersions,
  practiceResets,
} from '../../server/db/schema';
import { clock } from '../../server/lib/clock';
import { sweepExams } from '../../server/modules/exams/sweeper';
import { sweepHomework } from '../../server/modules/homework/sweeper';
import { CHINESE, newUser, restoreClockAfterEach, rowCount } from './fixtures';
import { startServer, type CallBody, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let teacher: string;
let teacherName: string;
let otherTeacher: string;
let student: string;
let studentId: number;
let second: string;
let secondId: number;
let outsider: string;
let outsiderId: number;
let clazzId: number;
let otherClassId: number;
let taskId: number;
let paperId: number;
/** the homework's questions, and the exam's own (a question of an open exam holds the homework's total back) */
const q = { single: 0, fill: 0, examSingle: 0, examFill: 0 };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const GRACE = 3000;
const realNow = clock.now;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
/** Runs the rest of a test as if it were `ms` from now. */
const travel = (ms: number) => {
  clock.now = () => new Date(Date.now() + ms);
};

const RIGHT = { single: { choices: ['B'] }, fill: { blanks: ['主键'] } };
const WRONG = { single: { choices: ['A'] }, fill: { blanks: ['外键'] } };

type HomeworkSettings = CallBody<'publishTask'>['settings'];
const hwSettings = (over: Partial<HomeworkSettings> = {}): HomeworkSettings => ({
  startAt: at(-HOUR),
  endAt: at(HOUR),
  latePolicy: 'refuse',
  showScore: 'submit',
  showAnswer: 'end',
  duplicateCheck: false,
  ...over,
});
const publishHomework = (over: Record<string, unknown> = {}, token = teacher) =>
  s.unchecked('publishTask', { body: { taskId, classIds: [clazzId], settings: hwSettings(), ...over } }, { token });
const newHomework = async (over: Record<string, unknown> = {}) => {
  const r = await publishHomework(over);
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj[0]!.homeworkId;
};
const sheet = (hw: number, token = student, id = studentId) => s.api.homeworkSheet({ params: { studentId: id, homeworkId: hw } }, { token });
const save = (hw: number, answer: Record<string, unknown>, seq: number, token = student, id = studentId) =>
  s.api.saveHomeworkAnswers({ body: { studentId: id, homeworkId: hw, answers: [{ questionId: q.single, answer, seq }] } }, { token });
const submit = (hw: number, token = student, id = studentId) => s.api.submitHomework({ body: { studentId: id, homeworkId: hw } }, { token });
const result = (hw: number, token = student, id = studentId) => s.api.homeworkResult({ params: { studentId: id, homeworkId: hw } }, { token });
const extendHw = (homeworkId: number, studentIds: number[], endAt: string, token = teacher) =>
  s.api.extendHomework({ body: { homeworkId, studentIds, endAt } }, { token });
const submissionRow = async (hw: number, userId: number) =>
  (
    await s.database.db
      .select()
      .from(homeworkSubmissions)
      .where(and(eq(homeworkSubmissions.homeworkId, hw), eq(homeworkSubmissions.studentId, userId)))
  )[0];

type ExamSettings = CallBody<'publishExam'>['settings'];
const examSettings = (over: Partial<ExamSettings> = {}): ExamSettings => ({
  startAt: at(-HOUR),
  endAt: at(2 * HOUR),
  durationMinutes: 30,
  shuffleQuestions: false,
  shuffleOptions: false,
  showScore: 'submit',
  showAnswer: 'end',
  releaseVerdicts: false,
  ...over,
});
const publishExam = (over: Record<string, unknown> = {}, token = teacher) =>
  s.unchecked('publishExam', { body: { examId: paperId, classIds: [clazzId], name: null, settings: examSettings(), ...over } }, { token });
const newExamClass = async (over: Record<string, unknown> = {}) => {
  const r = await publishExam(over);
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj[0]!.examClassId;
};
const start = (ec: number, token = student) => s.api.startExam({ body: { examClassId: ec } }, { token });
const examDetail = (ec: number, token = student) => s.api.myExamDetail({ params: { examClassId: ec } }, { token });
const extendEx = (examClassId: number, studentIds: number[], extraMinutes: number, token = teacher) =>
  s.api.extendExam({ body: { examClassId, studentIds, extraMinutes } }, { token });
const attemptRow = async (ec: number, userId: number) =>
  (
    await s.database.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.examClassId, ec), eq(examAttempts.studentId, userId)))
  )[0];
const saveExam = (ec: number, answer: Record<string, unknown>, seq: number, token = student, questionId = q.examSingle) =>
  s.api.saveExamAnswers({ body: { examClassId: ec, answers: [{ questionId, answer, seq }] } }, { token });

async function question(body: Record<string, unknown>) {
  const r = await s.unchecked('saveExercise', { body: { courseId: 1, difficulty: 'medium', stem: '<p>题目</p>', ...body } }, { token: teacher });
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj.exerciseId;
}

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  teacher = await s.login('teacher');
  student = await s.login('student');
  teacherName = (await s.api.getCurrentUser({}, { token: teacher })).obj.userName;
  studentId = (await s.api.getCurrentUser({}, { token: student })).obj.userId;
  const classes = await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher });
  clazzId = classes.obj.list[0]!.sclassId;
  ({ token: second, userId: secondId } = await newUser(s, admin, 's_second', 4, '第二名学生'));
  ({ token: outsider, userId: outsiderId } = await newUser(s, admin, 's_outside', 4, '外班学生'));
  ({ token: otherTeacher } = await newUser(s, admin, 't_other', 3));
  expect((await s.api.addStudents({ body: { sclassId: clazzId, codes: ['s_second'] } }, { token: teacher })).success).toBe(true);
  otherClassId = (await s.api.saveClass({ body: { name: '另一个班', courseId: 1 } }, { token: teacher })).obj.sclassId;
  expect((await s.api.addStudents({ body: { sclassId: otherClassId, codes: ['s_outside'] } }, { token: teacher })).success).toBe(true);

  q.single = await question({ score: 2, spec: { type: 'single', options: ['1NF', '2NF', '3NF'].map((text, i) => ({ key: 'ABC'[i], text })), answer: 'B' } });
  q.fill = await question({ score: 3, spec: { type: 'fill', blanks: [{ answers: ['主键', '主码'] }] } });
  q.examSingle = await question({
    score: 2,
    spec: { type: 'single', options: ['1NF', '2NF', '3NF'].map((text, i) => ({ key: 'ABC'[i], text })), answer: 'B' },
  });
  q.examFill = await question({ score: 3, spec: { type: 'fill', blanks: [{ answers: ['主键', '主码'] }] } });
  taskId = (await s.api.saveTask({ body: { courseId: 1, name: '补交作业' } }, { token: teacher })).obj.taskId;
  const task = [
    { exerciseId: q.single, score: 2 },
    { exerciseId: q.fill, score: 3 },
  ];
  expect((await s.api.setTaskQuestions({ body: { taskId, questions: task } }, { token: teacher })).success).toBe(true);
  paperId = (await s.api.saveExam({ body: { courseId: 1, name: '期末考试', description: null, durationMinutes: 30 } }, { token: teacher })).obj.examId;
  const paper = [
    { exerciseId: q.examSingle, score: 2 },
    { exerciseId: q.examFill, score: 3 },
  ];
  expect((await s.api.setExamQuestions({ body: { examId: paperId, questions: paper } }, { token: teacher })).success).toBe(true);
}, 90_000);
restoreClockAfterEach(realNow, () => s);

describe('a homework extension 加时', () => {
  it('lets that student save and hand in after the class deadline, nobody else; the granter is recorded', async () => {
    const hw = await newHomework();
    expect((await save(hw, WRONG.single, 1)).success).toBe(true);
    expect((await save(hw, WRONG.single, 1, second, secondId)).success).toBe(true);
    const until = at(3 * HOUR);
    const granted = await extendHw(hw, [secondId], until);
    expect(granted.message).toBe(granted.success ? granted.message : '');
    expect(granted.obj).toEqual([
      { studentId: secondId, code: 's_second', name: '第二名学生', endAt: until, grantedBy: teacherName, grantedAt: expect.any(String) },
    ]);
    const [stored] = await s.database.db.select().from(homeworkExtensions).where(eq(homeworkExtensions.homeworkId, hw));
    expect(stored).toMatchObject({ studentId: secondId, endAt: new Date(until) });
    expect(stored!.grantedBy).toBe((await s.api.getCurrentUser({}, { token: teacher })).obj.userId);

    travel(2 * HOUR);
    const late = await save(hw, RIGHT.single, 2);
    expect(late.success).toBe(false);
    expect(late.message).toContain('已截止');
    // the extended student: the one-statement save and the careful one (a stale seq) both take the new end
    expect((await save(hw, RIGHT.single, 2, second, secondId)).obj.saved[0]).toMatchObject({ applied: true });
    expect((await save(hw, RIGHT.single, 2, second, secondId)).obj.saved[0]).toMatchObject({ applied: true });
    const mine = await sheet(hw, second, secondId);
    expect(mine.obj).toMatchObject({ canEdit: true, extended: true, endAt: until, deadline: until });
    const list = await s.api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: second });
    expect(list.obj.homeworks.find((h) => h.homeworkId === hw)).toMatchObject({ extended: true, endAt: until, open: true });
    const others = await s.api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: student });
    expect(others.obj.homeworks.find((h) => h.homeworkId === hw)).toMatchObject({ extended: false, open: false, status: 'submitted' });

    const handed = await submit(hw, second, secondId);
    expect(handed.obj).toMatchObject({ status: 'submitted', late: false, score: 2 });
    expect(await submissionRow(hw, studentId)).toMatchObject({ status: 'submitted', autoSubmitted: true, scoreTenths: 0 });
    const rows = await s.api.homeworkSubmissions({ params: { homeworkId: hw } }, { token: teacher });
    expect(rows.obj.rows.find((r) => r.studentId === secondId)).toMatchObject({ extendedTo: until, status: 'submitted' });
    expect(rows.obj.rows.find((r) => r.studentId === studentId)).toMatchObject({ extendedTo: null });
  });

  it('is respected by the sweeper: only that student is left open past the class deadline, until their own end', async () => {
    const hw = await newHomework();
    await save(hw, RIGHT.single, 1);
    await save(hw, RIGHT.single, 1, second, secondId);
    const until = at(3 * HOUR);
    expect((await extendHw(hw, [secondId], until)).success).toBe(true);
    travel(2 * HOUR);
    await sweepHomework(s.app);
    expect(await submissionRow(hw, studentId)).toMatchObject({ status: 'submitted', autoSubmitted: true });
    expect(await submissionRow(hw, secondId)).toMatchObject({ status: 'answering' });
    travel(4 * HOUR);
    await sweepHomework(s.app);
    const swept = await submissionRow(hw, secondId);
    expect(swept).toMatchObject({ status: 'submitted', autoSubmitted: true, late: false, scoreTenths: 20 });
    expect(swept!.submittedAt!.toISOString()).toBe(until);
  });

  it('keeps the answers of an "end" homework from everyone while a returned submission is still being redone', async () => {
    const hw = await newHomework();
    await save(hw, WRONG.single, 1);
    await submit(hw);
    await save(hw, RIGHT.single, 1, second, secondId);
    await submit(hw, second, secondId);
    const until = at(3 * HOUR);
    expect((await s.api.returnSubmission({ body: { homeworkId: hw, studentId, comment: '再想想', until } }, { token: teacher })).success).toBe(true);
    // past the homework's end, the classmate's page must not show the key the returned student is still answering
    travel(2 * HOUR);
    expect((await result(hw, second, secondId)).obj).toMatchObject({ answerReleased: false });
    expect((await sheet(hw)).obj.canEdit).toBe(true);
    travel(4 * HOUR);
    expect((await result(hw, second, secondId)).obj).toMatchObject({ answerReleased: true });
  });

  it('marks work after the student’s own end late, within the homework’s late limit', async () => {
    const hw = await newHomework({ settings: hwSettings({ latePolicy: 'accept', lateUntil: at(5 * HOUR), latePenalty: 50 }) });
    expect((await extendHw(hw, [secondId], at(2 * HOUR))).success).toBe(true);
    travel(90 * MINUTE);
    await save(hw, RIGHT.single, 1, second, secondId);
    expect((await submit(hw, second, secondId)).obj).toMatchObject({ late: false, score: 2 });
    await save(hw, RIGHT.single, 1);
    expect((await submit(hw)).obj).toMatchObject({ late: true, score: 1 });
  });

  it('is replaced by a second grant and taken back by 撤销', async () => {
    const hw = await newHomework();
    await extendHw(hw, [secondId], at(2 * HOUR));
    const later = at(4 * HOUR);
    expect((await extendHw(hw, [secondId, studentId], later)).obj.map((e) => [e.studentId, e.endAt])).toEqual(
      expect.arrayContaining([
        [secondId, later],
        [studentId, later],
      ]),
    );
    const withdrawn = await s.api.withdrawHomeworkExtension({ body: { homeworkId: hw, studentId } }, { token: teacher });
    expect(withdrawn.obj.map((e) => e.studentId)).toEqual([secondId]);
    expect((await s.api.withdrawHomeworkExtension({ body: { homeworkId: hw, studentId } }, { token: teacher })).success).toBe(false);
    expect((await s.api.homeworkExtensions({ params: { homeworkId: hw } }, { token: teacher })).obj).toHaveLength(1);
    travel(2 * HOUR);
    expect((await save(hw, RIGHT.single, 1)).message).toContain('已截止');
  });

  it('refuses a student of another class (by name), another teacher, an end before the homework’s, and students, writing nothing', async () => {
    const hw = await newHomework();
    const before = await rowCount(s, homeworkExtensions);
    const stranger = await extendHw(hw, [secondId, outsiderId], at(3 * HOUR));
    expect(stranger.success).toBe(false);
    expect(stranger.message).toContain('外班学生');
    expect(stranger.message).not.toContain('第二名学生');
    const tries = [
      await extendHw(hw, [secondId], at(3 * HOUR), otherTeacher),
      await extendHw(hw, [secondId], at(30 * MINUTE)),
      await extendHw(hw, [secondId], at(3 * HOUR), student),
      await s.unchecked('extendHomework', { body: { homeworkId: hw, studentIds: [], endAt: at(3 * HOUR) } }, { token: teacher }),
      await s.api.homeworkExtensions({ params: { homeworkId: hw } }, { token: otherTeacher }),
      await s.api.homeworkExtensions({ params: { homeworkId: hw } }, { token: student }),
    ];
    expect(tries.map((r) => r.success)).toEqual(tries.map(() => false));
    expect(tries[1]!.message).toContain('须晚于作业的截止时间');
    expect(tries.every((r) => CHINESE.test(r.message))).toBe(true);
    expect(await rowCount(s, homeworkExtensions)).toBe(before);
  });
});

describe('exam extra minutes 加时', () => {
  it('lengthens that student’s attempt, and their start dialog says so', async () => {
    const ec = await newExamClass();
    const granted = await extendEx(ec, [secondId], 20);
    expect(granted.obj).toEqual([
      { studentId: secondId, code: 's_second', name: '第二名学生', extraMinutes: 20, grantedBy: teacherName, grantedAt: expect.any(String) },
    ]);
    expect((await examDetail(ec, second)).obj).toMatchObject({ durationMinutes: 50, extraMinutes: 20 });
    expect((await examDetail(ec)).obj).toMatchObject({ durationMinutes: 30, extraMinutes: 0 });
    const mine = await start(ec);
    const theirs = await start(ec, second);
    const length = (p: typeof mine) => (Date.parse(p.obj.deadline) - Date.parse(p.obj.startedAt)) / MINUTE;
    expect(length(mine)).toBe(30);
    expect(length(theirs)).toBe(50);
    expect(theirs.obj.extraMinutes).toBe(20);
    const report = await s.api.examReport({ params: { examClassId: ec } }, { token: teacher });
    expect(report.obj.rows.find((r) => r.studentId === secondId)).toMatchObject({ extraMinutes: 20 });
  });

  it('moves the deadline of an attempt running when it is granted, changed or withdrawn', async () => {
    const ec = await newExamClass();
    const started = await start(ec);
    const deadline = Date.parse(started.obj.deadline);
    expect((await extendEx(ec, [studentId], 15)).success).toBe(true);
    expect((await attemptRow(ec, studentId))!.deadline.getTime()).toBe(deadline + 15 * MINUTE);
    expect((await s.api.examPaper({ params: { examClassId: ec } }, { token: student })).obj).toMatchObject({ extraMinutes: 15 });
    await extendEx(ec, [studentId], 5);
    expect((await attemptRow(ec, studentId))!.deadline.getTime()).toBe(deadline + 5 * MINUTE);
    expect((await s.api.withdrawExamExtension({ body: { examClassId: ec, studentId } }, { token: teacher })).obj).toEqual([]);
    expect((await attemptRow(ec, studentId))!.deadline.getTime()).toBe(deadline);
    // a handed-in attempt stays as it is
    await s.api.submitExam({ body: { examClassId: ec } }, { token: student });
    await extendEx(ec, [studentId], 30);
    expect(await attemptRow(ec, studentId)).toMatchObject({ status: 'submitted', deadline: new Date(deadline) });
  });

  it('lets that student start after the window’s end, until end + extra; nobody else', async () => {
    const end = at(10 * MINUTE);
    const ec = await newExamClass({ settings: examSettings({ endAt: end }) });
    expect((await extendEx(ec, [secondId], 30)).success).toBe(true);
    travel(20 * MINUTE);
    const refused = await start(ec);
    expect(refused.success).toBe(false);
    expect(refused.message).toContain('考试已结束');
    expect((await examDetail(ec)).obj).toMatchObject({ state: 'missed', canAnswer: false });
    expect((await examDetail(ec, second)).obj).toMatchObject({ state: 'open', canAnswer: true, endAt: new Date(Date.parse(end) + 30 * MINUTE).toISOString() });
    const theirs = await start(ec, second);
    expect(theirs.message).toBe(theirs.success ? theirs.message : '');
    // the deadline is capped at the window's end plus the extra minutes
    expect(theirs.obj.deadline).toBe(new Date(Date.parse(end) + 30 * MINUTE).toISOString());
    travel(45 * MINUTE);
    expect((await start(ec, second)).success).toBe(false);
  });

  it('is respected by the sweeper: the other attempts are handed in at their deadline, that student’s at theirs', async () => {
    const ec = await newExamClass();
    await start(ec);
    await start(ec, second);
    await saveExam(ec, RIGHT.single, 1);
    await saveExam(ec, RIGHT.single, 1, second);
    expect((await extendEx(ec, [secondId], 20)).success).toBe(true);
    travel(31 * MINUTE + GRACE);
    await sweepExams(s.app);
    expect(await attemptRow(ec, studentId)).toMatchObject({ status: 'submitted', autoSubmitted: true });
    expect(await attemptRow(ec, secondId)).toMatchObject({ status: 'answering' });
    expect((await saveExam(ec, RIGHT.fill, 2, second, q.examFill)).success).toBe(true);
    travel(51 * MINUTE + GRACE);
    await sweepExams(s.app);
    const swept = await attemptRow(ec, secondId);
    expect(swept).toMatchObject({ status: 'submitted', autoSubmitted: true, scoreTenths: 50 });
    expect(swept!.submittedAt).toEqual(swept!.deadline);
  });

  it('refuses a student of another class (by name), another teacher, a bad number and students, writing nothing', async () => {
    const ec = await newExamClass();
    const before = await rowCount(s, examExtensions);
    const stranger = await extendEx(ec, [outsiderId], 10);
    expect(stranger.success).toBe(false);
    expect(stranger.message).toContain('外班学生');
    const tries = [
      await extendEx(ec, [secondId], 10, otherTeacher),
      await extendEx(ec, [secondId], 10, student),
      await extendEx(ec, [secondId], 0),
      await extendEx(ec, [secondId], 601),
      await s.api.examExtensions({ params: { examClassId: ec } }, { token: otherTeacher }),
    ];
    expect(tries.map((r) => r.success)).toEqual(tries.map(() => false));
    expect(tries[3]!.message).toContain('600');
    expect(await rowCount(s, examExtensions)).toBe(before);
  });
});

describe('publishing to chosen students 指定学生', () => {
  it('a homework: only they see, open and answer it, and only they are counted', async () => {
    const published = await publishHomework({ studentIds: [secondId] });
    expect(published.message).toBe(published.success ? published.message : '');
    const hw = published.obj[0]!.homeworkId;
    expect(published.obj[0]).toMatchObject({ targeted: true, studentCount: 1 });
    expect(await s.database.db.select().from(homeworkAudience).where(eq(homeworkAudience.homeworkId, hw))).toEqual([{ homeworkId: hw, studentId: secondId }]);

    // the others get the answer of a homework that does not exist
    const missing = await sheet(999_999);
    const tries = [
      await sheet(hw),
      await save(hw, RIGHT.single, 1),
      await submit(hw),
      await result(hw),
      await s.api.startResubmit({ body: { studentId, homeworkId: hw } }, { token: student }),
    ];
    for (const r of tries) expect([r.success, r.message]).toEqual([false, missing.message]);
    expect((await s.api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: student })).obj.homeworks.map((h) => h.homeworkId)).not.toContain(hw);
    expect((await s.api.getHomeSummary({}, { token: student })).obj.dueHomework?.map((h) => h.homeworkId) ?? []).not.toContain(hw);
    expect((await s.api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: second })).obj.homeworks.map((h) => h.homeworkId)).toContain(hw);

    await save(hw, RIGHT.single, 1, second, secondId);
    expect((await submit(hw, second, secondId)).obj).toMatchObject({ status: 'submitted', score: 2 });
    const list = await s.api.homeworkSubmissions({ params: { homeworkId: hw } }, { token: teacher });
    expect(list.obj.rows.map((r) => r.studentId)).toEqual([secondId]);
    expect(list.obj.homework).toMatchObject({ targeted: true, studentCount: 1, submittedCount: 1, averageScore: 2 });
    expect((await s.api.reviewSubmission({ params: { homeworkId: hw, studentId } }, { token: teacher })).success).toBe(false);
    // past the end nobody else is handed in, nor counted
    travel(2 * HOUR);
    await sweepHomework(s.app);
    expect(await submissionRow(hw, studentId)).toBeUndefined();
    const listed = await s.api.listHomeworks({ query: { classId: String(clazzId) } }, { token: teacher });
    expect(listed.obj.find((h) => h.homeworkId === hw)).toMatchObject({ targeted: true, studentCount: 1, submittedCount: 1 });
  });

  it('an exam: only they see and start it, and the report counts only them', async () => {
    const published = await publishExam({ studentIds: [secondId] });
    expect(published.message).toBe(published.success ? published.message : '');
    const ec = published.obj[0]!.examClassId;
    expect(published.obj[0]).toMatchObject({ targeted: true, studentCount: 1 });
    expect(await rowCount(s, examAudience)).toBeGreaterThan(0);
    const missing = await examDetail(999_999);
    for (const r of [await examDetail(ec), await start(ec)]) expect([r.success, r.message]).toEqual([false, missing.message]);
    expect((await s.api.myExams({ params: { courseId: 1, clazzId } }, { token: student })).obj.exams.map((e) => e.examClassId)).not.toContain(ec);
    expect((await s.api.myExams({ params: { courseId: 1, clazzId } }, { token: second })).obj.exams.map((e) => e.examClassId)).toContain(ec);
    expect((await start(ec, second)).success).toBe(true);
    await saveExam(ec, RIGHT.single, 1, second);
    await s.api.submitExam({ body: { examClassId: ec } }, { token: second });
    const report = await s.api.examReport({ params: { examClassId: ec } }, { token: teacher });
    expect(report.obj.rows.map((r) => r.studentId)).toEqual([secondId]);
    expect(report.obj.figures).toMatchObject({ count: 1, average: 2 });
    expect(report.obj.examClass).toMatchObject({ targeted: true, studentCount: 1, submittedCount: 1 });
    // extra minutes only for its chosen students
    const notChosen = await extendEx(ec, [studentId], 10);
    expect(notChosen.success).toBe(false);
    expect(notChosen.message).toContain('指定学生');
  });

  it('refuses students off the roster (by name) and chosen students with more than one class, writing nothing', async () => {
    const before = [await rowCount(s, homeworks), await rowCount(s, examClasses)];
    const offRoster = await publishHomework({ studentIds: [secondId, outsiderId] });
    expect(offRoster.success).toBe(false);
    expect(offRoster.message).toContain('外班学生');
    const twoClasses = await publishHomework({ classIds: [clazzId, otherClassId], studentIds: [secondId] });
    expect(twoClasses.success).toBe(false);
    expect(twoClasses.message).toContain('只能选择一个班级');
    const exam = await publishExam({ studentIds: [outsiderId] });
    expect(exam.success).toBe(false);
    expect(exam.message).toContain('外班学生');
    expect((await publishHomework({ studentIds: [] })).success).toBe(false);
    expect([await rowCount(s, homeworks), await rowCount(s, examClasses)]).toEqual(before);
  });
});

describe('resubmission 重新提交', () => {
  it('before the deadline: the earlier version stays for the teacher and the latest counts', async () => {
    const hw = await newHomework({ allowResubmit: true });
    await save(hw, WRONG.single, 1);
    const first = await submit(hw);
    expect(first.obj).toMatchObject({ score: 0, resubmitUntil: expect.any(String) });
    const reopened = await s.api.startResubmit({ body: { studentId, homeworkId: hw } }, { token: student });
    expect(reopened.message).toBe(reopened.success ? reopened.message : '');
    expect(reopened.obj).toMatchObject({ status: 'answering', canEdit: true, submitCount: 1 });
    expect(reopened.obj.answers.map((a) => a.answer)).toEqual([WRONG.single]);
    // the teacher sees it open again, and the earlier hand-in
    const open = await s.api.reviewSubmission({ params: { homeworkId: hw, studentId } }, { token: teacher });
    expect(open.obj.row).toMatchObject({ status: 'answering', score: null });
    expect(open.obj.versions).toEqual([
      expect.objectContaining({
        version: 1,
        score: 0,
        answers: expect.arrayContaining([expect.objectContaining({ questionId: q.single, answer: WRONG.single, score: 0 })]),
      }),
    ]);

    await save(hw, RIGHT.single, 2);
    const again = await submit(hw);
    expect(again.obj).toMatchObject({ status: 'submitted', score: 2 });
    const review = await s.api.reviewSubmission({ params: { homeworkId: hw, studentId } }, { token: teacher });
    expect(review.obj.row).toMatchObject({ score: 2, submitCount: 2 });
    expect(review.obj.versions.map((v) => [v.version, v.score])).toEqual([[1, 0]]);
    expect((await s.api.homeworkSubmissions({ params: { homeworkId: hw } }, { token: teacher })).obj.homework).toMatchObject({ averageScore: 2 });
    expect(await rowCount(s, homeworkSubmissionVersions)).toBeGreaterThan(0);
  });

  it('is refused after the deadline, when the homework does not allow it, and once 已批阅', async () => {
    const reopen = (hw: number) => s.api.startResubmit({ body: { studentId, homeworkId: hw } }, { token: student });
    const allowed = await newHomework({ allowResubmit: true });
    await save(allowed, RIGHT.single, 1);
    await submit(allowed);
    const notAllowed = await newHomework();
    await save(notAllowed, RIGHT.single, 1);
    expect((await submit(notAllowed)).obj.resubmitUntil).toBeNull();
    const refused = await reopen(notAllowed);
    expect([refused.success, refused.message]).toEqual([false, '这份作业不允许重新提交']);

    const reviewed = await newHomework({ allowResubmit: true });
    await save(reviewed, RIGHT.single, 1);
    await submit(reviewed);
    expect((await s.api.gradeSubmission({ body: { homeworkId: reviewed, studentId, questions: [], comment: null } }, { token: teacher })).success).toBe(true);
    expect((await reopen(reviewed)).message).toContain('已批阅');

    travel(2 * HOUR);
    expect((await result(allowed)).obj.resubmitUntil).toBeNull();
    const late = await reopen(allowed);
    expect([late.success, late.message]).toEqual([false, '作业已截止，不能重新提交']);
    expect(await submissionRow(allowed, studentId)).toMatchObject({ status: 'submitted', submitCount: 1 });
  });

  it('is refused once the reference answers were shown on hand-in', async () => {
    const hw = await newHomework({ allowResubmit: true, settings: hwSettings({ showAnswer: 'submit' }) });
    await save(hw, WRONG.single, 1);
    expect((await submit(hw)).obj.resubmitUntil).toBeNull();
    expect((await s.api.startResubmit({ body: { studentId, homeworkId: hw } }, { token: student })).message).toContain('参考答案已公布');
  });
});

describe('starting a knowledge point afresh 重新练习', () => {
  let knowId: number;
  let exerciseId: number;
  const attemptKey = () => `k${Math.random().toString(36).slice(2, 14)}`;
  const practise = (answer: Record<string, unknown>) =>
    s.api.submitPractice({ body: { clazzId, exerciseId, answer, attemptKey: attemptKey(), knowId } }, { token: student });
  const point = async () => (await s.api.practiceExercises({ params: { clazzId, knowId } }, { token: student })).obj;

  beforeAll(async () => {
    knowId = (await s.api.saveKnowledge({ body: { courseId: 1, name: '关系规范化' } }, { token: teacher })).obj.knowId;
    exerciseId = await question({
      score: 2,
      spec: { type: 'single', options: ['1NF', '2NF', '3NF'].map((text, i) => ({ key: 'ABC'[i], text })), answer: 'C' },
      knowIds: [knowId],
    });
  });

  it('restarts the point’s statuses and mastery; the log keeps every attempt', async () => {
    expect((await practise({ choices: ['C'] })).obj.status).toBe('correct');
    expect((await point()).point).toMatchObject({ correctCount: 1, mastery: 100, resetAt: null });
    const attempts = await rowCount(s, exerciseAttempts);

    const reset = await s.api.resetPractice({ body: { clazzId, knowId } }, { token: student });
    expect(reset.message).toBe(reset.success ? reset.message : '');
    expect(reset.obj.point).toMatchObject({ correctCount: 0, mastery: 0, resetAt: expect.any(String) });
    expect(reset.obj.exercises.find((e) => e.exerciseId === exerciseId)).toMatchObject({ status: 'new', attempts: 0 });
    const listed = await s.api.practiceKnowledge({ params: { courseId: 1, clazzId } }, { token: student });
    expect(listed.obj.points.find((p) => p.knowId === knowId)).toMatchObject({ mastery: 0 });
    expect((await s.api.practiceQuestion({ params: { clazzId, knowId, exerciseId } }, { token: student })).obj).toMatchObject({ status: 'new', attempts: [] });
    expect(await rowCount(s, exerciseAttempts)).toBe(attempts);

    expect((await practise({ choices: ['A'] })).obj.status).toBe('wrong');
    expect((await point()).exercises.find((e) => e.exerciseId === exerciseId)).toMatchObject({ status: 'wrong', attempts: 1 });
    expect((await practise({ choices: ['C'] })).obj.status).toBe('correct');
    expect((await point()).point).toMatchObject({ correctCount: 1, mastery: 100 });
    expect(await rowCount(s, exerciseAttempts)).toBe(attempts + 2);
    expect(await s.database.db.select().from(practiceResets).where(eq(practiceResets.knowId, knowId))).toHaveLength(1);
  });

  it('only for a class the student attends and a point of its course', async () => {
    const before = await rowCount(s, practiceResets);
    const tries = [
      await s.api.resetPractice({ body: { clazzId: otherClassId, knowId } }, { token: student }),
      await s.api.resetPractice({ body: { clazzId, knowId } }, { token: outsider }),
      await s.api.resetPractice({ body: { clazzId, knowId: 999_999 } }, { token: student }),
      await s.api.resetPractice({ body: { clazzId, knowId } }, { token: teacher }),
    ];
    expect(tries.map((r) => r.success)).toEqual([false, false, false, false]);
    expect(await rowCount(s, practiceResets)).toBe(before);
  });
});
