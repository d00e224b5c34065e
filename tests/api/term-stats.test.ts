// Class and student statistics over publications to chosen students (指定学生) and extensions (加时), against a real
// database: a targeted homework or exam counts only for its chosen students, a student's own end (a homework's later
// end, an exam's extra minutes) decides missed and the release of a score at 'end' for them, and the exam report
// stays live until the last extra minute. The clock is moved, never slept on.
import { clock } from '../../server/lib/clock';
import { newUser, restoreClockAfterEach } from './fixtures';
import { startServer, type CallBody, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let teacher: string;
let taskId: number;
let paperId: number;
/** the homework's question (the task's only one) and the exam's */
const q = { homework: 0, exam: 0 };
/** two students of every class the tests make: `chosen` gets the targeted work and the extensions, `other` not */
type Pupil = { token: string; userId: number };
let chosen: Pupil;
let other: Pupil;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const realNow = clock.now;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
/** Runs the rest of a test as if it were `ms` from now. */
const travel = (ms: number) => {
  clock.now = () => new Date(Date.now() + ms);
};
const RIGHT = { choices: ['B' as const] };

async function ok<T>(res: Promise<{ success: boolean; message: string; obj: T }>): Promise<T> {
  const r = await res;
  if (!r.success) throw new Error(r.message);
  return r.obj;
}

/** A class of its own for each test (its figures are the test's only), with the two students. */
async function newClass(name: string): Promise<number> {
  const { sclassId } = await ok(s.api.saveClass({ body: { name, courseId: 1 } }, { token: teacher }));
  await ok(s.api.addStudents({ body: { sclassId, codes: ['s_chosen', 's_other'] } }, { token: teacher }));
  return sclassId;
}

type HomeworkSettings = CallBody<'publishTask'>['settings'];
async function newHomework(classId: number, over: Partial<HomeworkSettings> = {}, studentIds?: number[]): Promise<number> {
  const settings: HomeworkSettings = {
    startAt: at(-HOUR),
    endAt: at(HOUR),
    latePolicy: 'refuse',
    showScore: 'submit',
    showAnswer: 'end',
    duplicateCheck: false,
    ...over,
  };
  const [hw] = await ok(
    s.unchecked('publishTask', { body: { taskId, classIds: [classId], settings, ...(studentIds ? { studentIds } : {}) } }, { token: teacher }),
  );
  return hw!.homeworkId;
}

type ExamSettings = CallBody<'publishExam'>['settings'];
async function newExamClass(classId: number, over: Partial<ExamSettings> = {}, studentIds?: number[]): Promise<number> {
  const settings: ExamSettings = {
    startAt: at(-HOUR),
    endAt: at(HOUR),
    durationMinutes: 30,
    shuffleQuestions: false,
    shuffleOptions: false,
    showScore: 'submit',
    showAnswer: 'end',
    releaseVerdicts: false,
    ...over,
  };
  const body = { examId: paperId, classIds: [classId], name: null, settings, ...(studentIds ? { studentIds } : {}) };
  const [ec] = await ok(s.unchecked('publishExam', { body }, { token: teacher }));
  return ec!.examClassId;
}

/** The student answers the homework's question right and hands it in. */
async function handIn(hw: number, p: Pupil) {
  const answers = [{ questionId: q.homework, answer: RIGHT, seq: 1 }];
  await ok(s.api.saveHomeworkAnswers({ body: { studentId: p.userId, homeworkId: hw, answers } }, { token: p.token }));
  return ok(s.api.submitHomework({ body: { studentId: p.userId, homeworkId: hw } }, { token: p.token }));
}

const classStat = (sclassId: number) => ok(s.api.classStat({ params: { sclassId } }, { token: teacher }));
const studentStat = (sclassId: number, p: Pupil) => ok(s.api.studentStat({ params: { sclassId, userId: p.userId } }, { token: teacher }));
const myStat = (clazzId: number, p: Pupil) => ok(s.api.myStat({ params: { courseId: 1, clazzId } }, { token: p.token }));
const rowOf = (stat: Awaited<ReturnType<typeof classStat>>, p: Pupil) => stat.students.find((r) => r.userId === p.userId)!;

async function question(body: Record<string, unknown>) {
  return (await ok(s.unchecked('saveExercise', { body: { courseId: 1, difficulty: 'medium', stem: '<p>题目</p>', ...body } }, { token: teacher }))).exerciseId;
}

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  teacher = await s.login('teacher');
  chosen = await newUser(s, admin, 's_chosen', 4, '指定学生');
  other = await newUser(s, admin, 's_other', 4, '其他学生');
  const spec = { type: 'single', options: ['1NF', '2NF', '3NF'].map((text, i) => ({ key: 'ABC'[i], text })), answer: 'B' };
  q.homework = await question({ score: 2, spec });
  q.exam = await question({ score: 2, spec });
  taskId = (await ok(s.api.saveTask({ body: { courseId: 1, name: '统计作业' } }, { token: teacher }))).taskId;
  await ok(s.api.setTaskQuestions({ body: { taskId, questions: [{ exerciseId: q.homework, score: 2 }] } }, { token: teacher }));
  paperId = (await ok(s.api.saveExam({ body: { courseId: 1, name: '统计考试', description: null, durationMinutes: 30 } }, { token: teacher }))).examId;
  await ok(s.api.setExamQuestions({ body: { examId: paperId, questions: [{ exerciseId: q.exam, score: 2 }] } }, { token: teacher }));
}, 90_000);
restoreClockAfterEach(realNow, () => s);

describe('work published to chosen students 指定学生', () => {
  it('is neither listed for nor counted against the others, in the class’s statistics and in theirs', async () => {
    const clazzId = await newClass('指定学生班');
    const hw = await newHomework(clazzId, {}, [chosen.userId]);
    const ec = await newExamClass(clazzId, {}, [chosen.userId]);
    // past both ends, neither handed in: the chosen student missed them, the other was never given them
    travel(2 * HOUR);

    const stat = await classStat(clazzId);
    expect(rowOf(stat, chosen)).toMatchObject({ homeworkDone: 0, homeworkTotal: 1, homeworkAverage: 0 });
    expect(rowOf(stat, chosen).exams).toEqual([{ examClassId: ec, state: 'missed', score: null }]);
    expect(rowOf(stat, other)).toMatchObject({ homeworkDone: 0, homeworkTotal: 0, homeworkAverage: null, exams: [] });
    expect(stat.homeworkAverage).toBe(0);
    expect(stat.distribution.reduce((n, b) => n + b.count, 0)).toBe(1);
    expect(stat.homeworks).toEqual([expect.objectContaining({ homeworkId: hw, students: 1, submitted: 0 })]);
    expect(stat.exams).toEqual([expect.objectContaining({ examClassId: ec, students: 1, submitted: 0 })]);

    for (const mine of [await studentStat(clazzId, other), await myStat(clazzId, other)]) {
      expect(mine).toMatchObject({ homeworkDone: 0, homeworkAverage: null, homeworks: [], exams: [] });
    }
    for (const theirs of [await studentStat(clazzId, chosen), await myStat(clazzId, chosen)]) {
      expect(theirs).toMatchObject({ homeworkAverage: 0 });
      expect(theirs.homeworks.map((h) => [h.homeworkId, h.status])).toEqual([[hw, 'new']]);
      expect(theirs.exams.map((e) => [e.examClassId, e.state])).toEqual([[ec, 'missed']]);
    }
  });
});

describe('a student’s own end 加时', () => {
  it('keeps them from being counted missed before it, and is the end their statistics show', async () => {
    const clazzId = await newClass('加时班');
    const hw = await newHomework(clazzId);
    const ec = await newExamClass(clazzId);
    const until = at(3 * HOUR);
    await ok(s.api.extendHomework({ body: { homeworkId: hw, studentIds: [chosen.userId], endAt: until } }, { token: teacher }));
    await ok(s.api.extendExam({ body: { examClassId: ec, studentIds: [chosen.userId], extraMinutes: 90 } }, { token: teacher }));
    const examEnd = (await ok(s.api.examReport({ params: { examClassId: ec } }, { token: teacher }))).examClass.endAt;
    const ownExamEnd = new Date(Date.parse(examEnd) + 90 * MINUTE).toISOString();

    // past the class's ends, before the chosen student's own
    travel(2 * HOUR);
    const stat = await classStat(clazzId);
    expect(rowOf(stat, chosen)).toMatchObject({ homeworkTotal: 1, homeworkAverage: null });
    expect(rowOf(stat, chosen).exams).toEqual([{ examClassId: ec, state: 'open', score: null }]);
    expect(rowOf(stat, other)).toMatchObject({ homeworkTotal: 1, homeworkAverage: 0 });
    expect(rowOf(stat, other).exams).toEqual([{ examClassId: ec, state: 'missed', score: null }]);
    for (const theirs of [await studentStat(clazzId, chosen), await myStat(clazzId, chosen)]) {
      expect(theirs.homeworkAverage).toBeNull();
      expect(theirs.homeworks).toEqual([expect.objectContaining({ homeworkId: hw, endAt: until })]);
      expect(theirs.exams).toEqual([expect.objectContaining({ examClassId: ec, endAt: ownExamEnd, state: 'open' })]);
    }
    expect((await studentStat(clazzId, other)).exams).toEqual([expect.objectContaining({ examClassId: ec, endAt: examEnd, state: 'missed' })]);

    // handed in within their own end: done and not late
    await handIn(hw, chosen);
    const done = await studentStat(clazzId, chosen);
    expect(done).toMatchObject({ homeworkDone: 1, homeworkAverage: 100 });
    expect(done.homeworks[0]).toMatchObject({ status: 'submitted', score: 2, late: false });

    // past their own ends too: the exam they never started is missed
    travel(4 * HOUR);
    expect(rowOf(await classStat(clazzId), chosen).exams).toEqual([{ examClassId: ec, state: 'missed', score: null }]);
  });

  it('holds a score released at the end back from them until their own end, as the homework’s pages do', async () => {
    const clazzId = await newClass('成绩公布班');
    const hw = await newHomework(clazzId, { showScore: 'end' });
    const until = at(3 * HOUR);
    await ok(s.api.extendHomework({ body: { homeworkId: hw, studentIds: [chosen.userId], endAt: until } }, { token: teacher }));
    travel(2 * HOUR);
    await handIn(hw, chosen);
    const page = await ok(s.api.homeworkResult({ params: { studentId: chosen.userId, homeworkId: hw } }, { token: chosen.token }));
    expect(page.scoreReleased).toBe(false);
    const mine = await myStat(clazzId, chosen);
    expect(mine).toMatchObject({ homeworkDone: 1, homeworkAverage: null });
    expect(mine.homeworks[0]).toMatchObject({ homeworkId: hw, status: 'submitted', score: null });
    // nor on their home page's 最近成绩
    const recent = async () => (await ok(s.api.getHomeSummary({}, { token: chosen.token }))).recentScores ?? [];
    expect((await recent()).map((r) => r.id)).not.toContain(hw);
    // the teacher sees it
    expect((await studentStat(clazzId, chosen)).homeworks[0]).toMatchObject({ score: 2 });

    travel(4 * HOUR);
    const released = await myStat(clazzId, chosen);
    expect(released).toMatchObject({ homeworkDone: 1, homeworkAverage: 100 });
    expect(released.homeworks[0]).toMatchObject({ score: 2 });
    expect((await recent()).find((r) => r.kind === 'homework' && r.id === hw)).toMatchObject({ score: 2 });
  });

  it('keeps the exam report live until the last extra minute', async () => {
    const clazzId = await newClass('报告加时班');
    const ec = await newExamClass(clazzId);
    const report = async () => (await ok(s.api.examReport({ params: { examClassId: ec } }, { token: teacher }))).examClass;
    const plain = await report();
    expect(plain.lastEndAt).toBe(plain.endAt);
    await ok(s.api.extendExam({ body: { examClassId: ec, studentIds: [chosen.userId], extraMinutes: 45 } }, { token: teacher }));
    expect((await report()).lastEndAt).toBe(new Date(Date.parse(plain.endAt) + 45 * MINUTE).toISOString());
  });
});
