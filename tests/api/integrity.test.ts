// Integrity of assessments (P10) on a real database: practice is no answer key for an open exam (the demo scenario:
// the demo student in the middle of the demo mid-term cannot practise its question 1, nor see its answer through an
// ended homework of the same question, until the window has closed for the whole class); an exam's per-question
// verdicts wait for its window unless the teacher releases them; a homework's questions are not readable before its
// start; the teacher's 练习题 and 答案显示 settings are honoured. The clock is moved, never slept on.
import { asc, eq } from 'drizzle-orm';
import type { Exercise } from '@contract/exercise';
import { EXAM_QUESTION_LOCKED, HOMEWORK_QUESTION_LOCKED, NOT_PRACTICE_QUESTION } from '@contract/practice';
import type { StudentStat } from '@contract/stats';
import { examClasses, exerciseAttempts, exerciseKnowledge, exercises } from '../../server/db/schema';
import { clock } from '../../server/lib/clock';
import { newUser, restoreClockAfterEach, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let teacher: string;
let student: string;
let classmate: string;
let studentId: number;
let clazzId: number;
/** the demo mid-term's publication to the demo class, and its question 1 (单选, key B) with its knowledge point */
let demoExam: typeof examClasses.$inferSelect;
let q1: number;
let q1Point: number;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const realNow = clock.now;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
/** Runs the rest of a test as if it were `ms` from now. */
const travel = (ms: number) => {
  clock.now = () => new Date(Date.now() + ms);
};

let keys = 0;
const practise = (exerciseId: number, answer: Record<string, unknown>, token = student) =>
  s.api.submitPractice({ body: { clazzId, exerciseId, answer, attemptKey: `integrity-${++keys}-${Date.now()}` } }, { token });
const practiceQuestion = (knowId: number, exerciseId: number) => s.api.practiceQuestion({ params: { clazzId, knowId, exerciseId } }, { token: student });
const practiceList = (knowId: number) => s.api.practiceExercises({ params: { clazzId, knowId } }, { token: student });

async function question(body: Record<string, unknown>): Promise<Exercise> {
  const r = await s.unchecked(
    'saveExercise',
    { body: { courseId: 1, difficulty: 'easy', score: 2, stem: '<p>范式</p>', analysis: '<p>解析：第二范式消除部分依赖</p>', knowIds: [q1Point], ...body } },
    { token: teacher },
  );
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj;
}
const SINGLE = { type: 'single', options: ['1NF', '2NF', '3NF'].map((text, i) => ({ key: 'ABC'[i], text })), answer: 'B' };

async function publishHomework(exerciseIds: number[], settings: Record<string, unknown>): Promise<number> {
  const task = await s.api.saveTask({ body: { courseId: 1, name: `作业 ${++keys}` } }, { token: teacher });
  expect(
    (
      await s.api.setTaskQuestions(
        { body: { taskId: task.obj.taskId, questions: exerciseIds.map((exerciseId) => ({ exerciseId, score: 2 })) } },
        { token: teacher },
      )
    ).success,
  ).toBe(true);
  const published = await s.api.publishTask(
    {
      body: {
        taskId: task.obj.taskId,
        classIds: [clazzId],
        settings: { startAt: at(-HOUR), endAt: at(HOUR), latePolicy: 'refuse', showScore: 'submit', showAnswer: 'end', duplicateCheck: false, ...settings },
      },
    },
    { token: teacher },
  );
  expect(published.message).toBe(published.success ? published.message : '');
  return published.obj[0]!.homeworkId;
}
const homeworkResult = (hw: number) => s.api.homeworkResult({ params: { studentId, homeworkId: hw } }, { token: student });

async function publishExam(exerciseIds: number[], settings: Record<string, unknown>): Promise<number> {
  const paper = await s.api.saveExam({ body: { courseId: 1, name: `测验 ${++keys}`, description: null, durationMinutes: 30 } }, { token: teacher });
  expect(
    (
      await s.api.setExamQuestions(
        { body: { examId: paper.obj.examId, questions: exerciseIds.map((exerciseId) => ({ exerciseId, score: 2 })) } },
        { token: teacher },
      )
    ).success,
  ).toBe(true);
  const published = await s.api.publishExam(
    {
      body: {
        examId: paper.obj.examId,
        classIds: [clazzId],
        name: null,
        settings: { startAt: at(-HOUR), endAt: at(HOUR), durationMinutes: 30, showScore: 'submit', showAnswer: 'submit', ...settings },
      },
    },
    { token: teacher },
  );
  expect(published.message).toBe(published.success ? published.message : '');
  return published.obj[0]!.examClassId;
}
const examDetail = (ec: number) => s.api.myExamDetail({ params: { examClassId: ec } }, { token: student });

beforeAll(async () => {
  s = await startServer();
  const admin = await s.login('admin');
  [teacher, student] = await Promise.all([s.login('teacher'), s.login('student')]);
  studentId = (await s.api.getCurrentUser({}, { token: student })).obj.userId;
  clazzId = (await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher })).obj.list[0]!.sclassId;
  // a classmate who never hands in: the window stays open for them
  ({ token: classmate } = await newUser(s, admin, 's_classmate', 4));
  expect((await s.api.addStudents({ body: { sclassId: clazzId, codes: ['s_classmate'] } }, { token: teacher })).success).toBe(true);
  [demoExam] = await s.database.db.select().from(examClasses).where(eq(examClasses.classId, clazzId)).orderBy(asc(examClasses.id)).limit(1);
  q1 = demoExam!.questions.find((q) => q.position === 1)!.questionId;
  const [link] = await s.database.db.select().from(exerciseKnowledge).where(eq(exerciseKnowledge.exerciseId, q1));
  q1Point = link!.knowId;
}, 90_000);
restoreClockAfterEach(realNow, () => s);

describe('practice is no answer key for an open exam', () => {
  it('the demo scenario: in the middle of the demo mid-term, its question 1 cannot be practised until the window closes', async () => {
    const [row] = await s.database.db.select().from(exercises).where(eq(exercises.id, q1));
    expect(row!.spec).toMatchObject({ type: 'single', answer: 'B' });
    // the student is in the middle of the exam
    expect((await s.api.startExam({ body: { examClassId: demoExam.id } }, { token: student })).success).toBe(true);

    const before = await rowCount(s, exerciseAttempts);
    const wrong = await practise(q1, { choices: ['A'] });
    expect(wrong).toMatchObject({ success: false, code: 403, message: EXAM_QUESTION_LOCKED, obj: null });
    const right = await practise(q1, { choices: ['B'] });
    expect(right).toMatchObject({ success: false, message: EXAM_QUESTION_LOCKED });
    expect(JSON.stringify(right)).not.toContain('候选码中选定');
    const opened = await practiceQuestion(q1Point, q1);
    expect(opened).toMatchObject({ success: false, message: EXAM_QUESTION_LOCKED });
    expect(await rowCount(s, exerciseAttempts)).toBe(before);
    // the list marks it locked; the SQL questions of the exam refuse runs too
    const list = await practiceList(q1Point);
    expect(list.obj.exercises.find((x) => x.exerciseId === q1)).toMatchObject({ locked: true });
    const sqlQuestion = demoExam.questions.find((q) => q.type === 'query')!.questionId;
    expect(await s.api.runPractice({ body: { clazzId, exerciseId: sqlQuestion, sql: 'SELECT 1' } }, { token: student })).toMatchObject({
      success: false,
      message: EXAM_QUESTION_LOCKED,
    });
    expect((await practise(sqlQuestion, { sql: 'SELECT sno, sname FROM student' })).message).toBe(EXAM_QUESTION_LOCKED);

    // the student hands in: the window is still open for the class, so still locked
    expect((await s.api.submitExam({ body: { examClassId: demoExam.id } }, { token: student })).success).toBe(true);
    expect((await practise(q1, { choices: ['B'] })).message).toBe(EXAM_QUESTION_LOCKED);

    // the window closes for everyone: practice works again, the answer and analysis once right
    travel(demoExam.endAt.getTime() - Date.now() + HOUR);
    expect((await practiceList(q1Point)).obj.exercises.find((x) => x.exerciseId === q1)).toMatchObject({ locked: false });
    const again = await practise(q1, { choices: ['A'] });
    expect(again).toMatchObject({ success: true, obj: { status: 'wrong', attempt: { verdict: { correct: false } } } });
    expect(again.obj.exercise.answer).toBeUndefined();
    const now = await practise(q1, { choices: ['B'] });
    expect(now).toMatchObject({ success: true, obj: { status: 'correct', exercise: { answer: 'B', analysis: expect.stringContaining('候选码') } } });
    expect((await practiceQuestion(q1Point, q1)).obj.attempts).toHaveLength(2);
  });

  it('holds a copy of an exam question as the question itself', async () => {
    const copied = await s.api.copyExercises({ body: { exerciseIds: [q1], courseId: 1, parentId: null } }, { token: teacher });
    const copy = copied.obj.exerciseIds[0]!;
    await s.database.db.insert(exerciseKnowledge).values({ exerciseId: copy, knowId: q1Point }).onConflictDoNothing();
    expect((await practise(copy, { choices: ['B'] })).message).toBe(EXAM_QUESTION_LOCKED);
    expect((await practiceList(q1Point)).obj.exercises.find((x) => x.exerciseId === copy)).toMatchObject({ locked: true });
  });

  it('holds every copy in the family: a copy of a copy, and a sibling copy', async () => {
    const copy = async (id: number) =>
      (await s.api.copyExercises({ body: { exerciseIds: [id], courseId: 1, parentId: null } }, { token: teacher })).obj.exerciseIds[0]!;
    const grandchild = await copy(await copy(q1));
    expect((await practise(grandchild, { choices: ['B'] })).message).toBe(EXAM_QUESTION_LOCKED);
    // an exam of one copy holds the other copies of the same question
    const root = await question({ stem: '<p>同源的题</p>', spec: SINGLE });
    const [x, y] = [await copy(root.exerciseId), await copy(root.exerciseId)];
    const ec = await publishExam([x], {});
    expect(ec).toBeGreaterThan(0);
    const sibling = await practise(y, { choices: ['B'] });
    expect(sibling.message).toBe(EXAM_QUESTION_LOCKED);
    expect(JSON.stringify(sibling)).not.toContain('第二范式消除部分依赖');
  });

  it('holds the questions of an exam published to start later, from its publication, and their whole point: the locks name no question', async () => {
    const point = (await s.api.saveKnowledge({ body: { courseId: 1, name: '下周考的知识点' } }, { token: teacher })).obj.knowId;
    const soon = await question({ stem: '<p>下周考的题</p>', spec: SINGLE, knowIds: [point] });
    const notOnIt = await question({ stem: '<p>同一知识点、不在考试中的题</p>', spec: SINGLE, knowIds: [point] });
    const before = await practiceList(point);
    expect(before.obj.exercises.map((x) => x.locked)).toEqual([false, false]);
    const ec = await publishExam([soon.exerciseId], { startAt: at(2 * DAY), endAt: at(2 * DAY + HOUR) });
    expect((await practise(soon.exerciseId, { choices: ['B'] })).message).toBe(EXAM_QUESTION_LOCKED);
    // before its start the exam's questions are secret: every question of the point is locked alike
    expect((await practise(notOnIt.exerciseId, { choices: ['B'] })).message).toBe(EXAM_QUESTION_LOCKED);
    expect((await practiceList(point)).obj.exercises.map((x) => x.locked)).toEqual([true, true]);
    // withdrawn, nothing is held
    expect((await s.api.deleteExamClass({ params: { examClassId: ec } }, { token: teacher })).success).toBe(true);
    expect((await practiceList(point)).obj.exercises.map((x) => x.locked)).toEqual([false, false]);
  });

  it('holds the questions of a homework still open: practice would tell its verdicts, and by answerShows its key', async () => {
    const point = (await s.api.saveKnowledge({ body: { courseId: 1, name: '作业的知识点' } }, { token: teacher })).obj.knowId;
    const inHomework = await question({ stem: '<p>作业里的题</p>', spec: SINGLE, knowIds: [point], answerShows: 'afterSubmit' });
    const other = await question({ stem: '<p>不在作业里的题</p>', spec: SINGLE, knowIds: [point] });
    await publishHomework([inHomework.exerciseId], { showAnswer: 'end' });
    const refused = await practise(inHomework.exerciseId, { choices: ['A'] });
    expect(refused).toMatchObject({ success: false, code: 403, message: HOMEWORK_QUESTION_LOCKED });
    expect(JSON.stringify(refused)).not.toContain('第二范式消除部分依赖');
    expect((await practiceList(point)).obj.exercises.map((x) => [x.exerciseId, x.locked])).toEqual([
      [inHomework.exerciseId, true],
      [other.exerciseId, false],
    ]);
    expect((await practise(other.exerciseId, { choices: ['B'] })).success).toBe(true);
    // closed for everyone: practice again
    travel(2 * HOUR);
    expect((await practise(inHomework.exerciseId, { choices: ['B'] })).obj).toMatchObject({ status: 'correct' });
  });

  it('an ended homework with the same question does not release its answer while the exam is open', async () => {
    const own = (await question({ stem: '<p>只在作业中的题</p>', spec: SINGLE })).exerciseId;
    const hw = await publishHomework([q1, own], { showScore: 'submit', showAnswer: 'end' });
    await s.api.homeworkSheet({ params: { studentId, homeworkId: hw } }, { token: student });
    await s.api.saveHomeworkAnswers(
      {
        body: {
          studentId,
          homeworkId: hw,
          answers: [
            { questionId: q1, answer: { choices: ['B'] }, seq: 1 },
            { questionId: own, answer: { choices: ['A'] }, seq: 1 },
          ],
        },
      },
      { token: student },
    );
    expect((await s.api.submitHomework({ body: { studentId, homeworkId: hw } }, { token: student })).success).toBe(true);

    // the homework has ended (answers released by its setting), the demo mid-term has not
    travel(2 * HOUR);
    const held = await homeworkResult(hw);
    // the total (2 = q1 right, the other wrong) would tell q1's verdict: it waits too
    expect(held.obj).toMatchObject({ scoreReleased: true, answerReleased: true, score: null, scoreHeldForExam: true });
    const heldQ1 = held.obj.questions.find((x) => x.questionId === q1)!;
    expect(heldQ1).toMatchObject({ heldForExam: true, verdict: null, score: null, answer: { choices: ['B'] } });
    expect(heldQ1.exercise.answer).toBeUndefined();
    expect(heldQ1.exercise.analysis).toBeUndefined();
    expect(JSON.stringify(heldQ1)).not.toContain('候选码中选定');
    // a question of no open exam is released as usual
    expect(held.obj.questions.find((x) => x.questionId === own)).toMatchObject({ heldForExam: false, verdict: { correct: false }, exercise: { answer: 'B' } });

    // after the exam's window: released
    travel(demoExam.endAt.getTime() - Date.now() + HOUR);
    const afterAll = await homeworkResult(hw);
    expect(afterAll.obj).toMatchObject({ score: 2, scoreHeldForExam: false });
    const after = afterAll.obj.questions.find((x) => x.questionId === q1)!;
    expect(after).toMatchObject({
      heldForExam: false,
      verdict: { correct: true },
      score: 2,
      exercise: { answer: 'B', analysis: expect.stringContaining('候选码') },
    });
  });
});

describe('no total tells the verdict of a held question', () => {
  const myStat = () => s.api.myStat({ params: { courseId: 1, clazzId } }, { token: student });
  const teachersView = () => s.api.studentStat({ params: { sclassId: clazzId, userId: studentId } }, { token: teacher });
  const recent = async () => (await s.api.getHomeSummary({}, { token: student })).obj.recentScores ?? [];
  const pointOf = (stat: StudentStat) => stat.knowledge.find((k) => k.knowId === q1Point)!.correctCount;

  it('a homework’s total over a question of an open exam waits on its result, list, statistics and home page', async () => {
    const both = (await question({ stem: '<p>作业和考试都有的题</p>', spec: SINGLE })).exerciseId;
    const own = (await question({ stem: '<p>只在这份作业里的题</p>', spec: SINGLE })).exerciseId;
    const ec = await publishExam([both], { startAt: at(-HOUR), endAt: at(3 * HOUR) });
    const hw = await publishHomework([both, own], { showScore: 'submit', showAnswer: 'never' });
    await s.api.homeworkSheet({ params: { studentId, homeworkId: hw } }, { token: student });
    // the attack: the exam's question answered B, the other left wrong, so the total is the exam question's verdict
    await s.api.saveHomeworkAnswers(
      {
        body: {
          studentId,
          homeworkId: hw,
          answers: [
            { questionId: both, answer: { choices: ['B'] }, seq: 1 },
            { questionId: own, answer: { choices: ['A'] }, seq: 1 },
          ],
        },
      },
      { token: student },
    );
    const handed = await s.api.submitHomework({ body: { studentId, homeworkId: hw } }, { token: student });
    expect(handed.obj).toMatchObject({ scoreReleased: true, score: null, scoreHeldForExam: true });
    expect(handed.obj.questions.find((x) => x.questionId === own)).toMatchObject({ verdict: { correct: false }, score: 0 });
    const list = await s.api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: student });
    expect(list.obj.homeworks.find((x) => x.homeworkId === hw)).toMatchObject({ status: 'submitted', score: null });
    const stat = (await myStat()).obj;
    expect(stat.homeworks.find((x) => x.homeworkId === hw)).toMatchObject({ status: 'submitted', score: null });
    // the teacher sees the answer counted for the point; the student's own mastery leaves it out until the exam ends
    const teacherCount = pointOf((await teachersView()).obj);
    expect(pointOf(stat)).toBe(teacherCount - 1);
    expect((await recent()).some((x) => x.kind === 'homework' && x.id === hw)).toBe(false);
    expect(JSON.stringify((await examDetail(ec)).obj)).not.toContain('"score":2');

    // the exam's window closes: everything shows
    travel(4 * HOUR);
    expect((await homeworkResult(hw)).obj).toMatchObject({ score: 2, scoreHeldForExam: false });
    expect((await s.api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: student })).obj.homeworks.find((x) => x.homeworkId === hw)).toMatchObject({
      score: 2,
    });
    const later = (await myStat()).obj;
    expect(later.homeworks.find((x) => x.homeworkId === hw)).toMatchObject({ score: 2 });
    expect(pointOf(later)).toBe(teacherCount);
    expect(await recent()).toContainEqual(expect.objectContaining({ kind: 'homework', id: hw, score: 2 }));
  });

  it('an exam’s total over a question another exam still holds waits for that exam', async () => {
    const shared = (await question({ stem: '<p>补考也考的题</p>', spec: SINGLE })).exerciseId;
    const first = await publishExam([shared], { startAt: at(-HOUR), endAt: at(HOUR), showScore: 'submit' });
    await s.api.startExam({ body: { examClassId: first } }, { token: student });
    await s.api.saveExamAnswers({ body: { examClassId: first, answers: [{ questionId: shared, answer: { choices: ['B'] }, seq: 1 }] } }, { token: student });
    const handed = await s.api.submitExam({ body: { examClassId: first } }, { token: student });
    expect(handed.obj).toMatchObject({ scoreReleased: true, score: 2, scoreHeldForExam: false });

    // a make-up exam of the same question is published: the first exam's total would be its key
    await publishExam([shared], { startAt: at(2 * HOUR), endAt: at(3 * HOUR) });
    expect((await examDetail(first)).obj).toMatchObject({ scoreReleased: true, score: null, scoreHeldForExam: true });
    const list = await s.api.myExams({ params: { courseId: 1, clazzId } }, { token: student });
    expect(list.obj.exams.find((x) => x.examClassId === first)).toMatchObject({ state: 'submitted', score: null });
    expect((await myStat()).obj.exams.find((x) => x.examClassId === first)).toMatchObject({ score: null });
    expect((await recent()).some((x) => x.kind === 'exam' && x.id === first)).toBe(false);
    // the teacher sees it
    expect((await teachersView()).obj.exams.find((x) => x.examClassId === first)).toMatchObject({ score: 2 });

    travel(4 * HOUR);
    expect((await examDetail(first)).obj).toMatchObject({ score: 2, scoreHeldForExam: false });
    expect((await myStat()).obj.exams.find((x) => x.examClassId === first)).toMatchObject({ score: 2 });
    expect(await recent()).toContainEqual(expect.objectContaining({ kind: 'exam', id: first, score: 2 }));
  });
});

describe('an exam’s per-question verdicts', () => {
  it('are held until the window closes for the class, then shown', async () => {
    const a = await question({ stem: '<p>考试题 甲</p>', spec: SINGLE });
    const ec = await publishExam([a.exerciseId], { showScore: 'submit', showAnswer: 'submit' });
    await s.api.startExam({ body: { examClassId: ec } }, { token: student });
    await s.api.saveExamAnswers({ body: { examClassId: ec, answers: [{ questionId: a.exerciseId, answer: { choices: ['B'] }, seq: 1 }] } }, { token: student });
    const handed = await s.api.submitExam({ body: { examClassId: ec } }, { token: student });
    // the total shows as set; the verdict, the question's score and the answer wait
    expect(handed.obj).toMatchObject({ state: 'submitted', scoreReleased: true, score: 2, verdictsHeld: true, answerReleased: false });
    expect(handed.obj.questions[0]).toMatchObject({ answer: { choices: ['B'] }, verdict: null, score: null });
    expect(handed.obj.questions[0]!.exercise.answer).toBeUndefined();
    expect(handed.obj.questions[0]!.exercise.analysis).toBeUndefined();
    // this exam holds the question from practice too
    expect((await practise(a.exerciseId, { choices: ['B'] })).message).toBe(EXAM_QUESTION_LOCKED);

    travel(2 * HOUR);
    const later = await examDetail(ec);
    expect(later.obj).toMatchObject({ verdictsHeld: false, answerReleased: true });
    expect(later.obj.questions[0]).toMatchObject({ verdict: { correct: true }, score: 2, exercise: { answer: 'B' } });
    expect((await practise(a.exerciseId, { choices: ['B'] })).obj).toMatchObject({ status: 'correct' });
  });

  it('are held until the last deadline when the end was moved earlier after a start', async () => {
    const c = await question({ stem: '<p>考试题 丙</p>', spec: SINGLE });
    const settings = { startAt: at(-HOUR), endAt: at(2 * HOUR), durationMinutes: 30, showScore: 'submit', showAnswer: 'submit' } as const;
    const ec = await publishExam([c.exerciseId], settings);
    await s.api.startExam({ body: { examClassId: ec } }, { token: student });
    await s.api.submitExam({ body: { examClassId: ec } }, { token: student });
    // the classmate starts (deadline in 30 minutes), then the teacher moves the end to 10 minutes from now
    expect((await s.api.startExam({ body: { examClassId: ec } }, { token: classmate })).success).toBe(true);
    expect((await s.api.updateExamClass({ body: { examClassId: ec, settings: { ...settings, endAt: at(10 * 60_000) } } }, { token: teacher })).success).toBe(
      true,
    );
    travel(20 * 60_000);
    expect((await examDetail(ec)).obj).toMatchObject({ verdictsHeld: true });
    expect((await practise(c.exerciseId, { choices: ['B'] })).message).toBe(EXAM_QUESTION_LOCKED);
    travel(40 * 60_000);
    expect((await examDetail(ec)).obj).toMatchObject({ verdictsHeld: false });
  });

  it('are shown before the window closes once the teacher releases them', async () => {
    const b = await question({ stem: '<p>考试题 乙</p>', spec: SINGLE });
    const settings = { startAt: at(-HOUR), endAt: at(HOUR), durationMinutes: 30, showScore: 'submit', showAnswer: 'submit' } as const;
    const ec = await publishExam([b.exerciseId], settings);
    await s.api.startExam({ body: { examClassId: ec } }, { token: student });
    await s.api.saveExamAnswers({ body: { examClassId: ec, answers: [{ questionId: b.exerciseId, answer: { choices: ['A'] }, seq: 1 }] } }, { token: student });
    await s.api.submitExam({ body: { examClassId: ec } }, { token: student });
    expect((await examDetail(ec)).obj).toMatchObject({ verdictsHeld: true });
    const released = await s.api.updateExamClass({ body: { examClassId: ec, settings: { ...settings, releaseVerdicts: true } } }, { token: teacher });
    expect(released.obj).toMatchObject({ releaseVerdicts: true });
    const seen = await examDetail(ec);
    expect(seen.obj).toMatchObject({ verdictsHeld: false, answerReleased: true });
    expect(seen.obj.questions[0]).toMatchObject({ verdict: { correct: false }, score: 0, exercise: { answer: 'B' } });
    // the release is of this exam's verdicts: the question stays out of practice until the window closes
    expect((await practise(b.exerciseId, { choices: ['B'] })).message).toBe(EXAM_QUESTION_LOCKED);
  });
});

describe('a homework before its start', () => {
  it('answers its title and times, no stems', async () => {
    const secret = await question({ stem: '<p>还不能看的题干</p>', spec: SINGLE });
    const hw = await publishHomework([secret.exerciseId], { startAt: at(HOUR), endAt: at(2 * HOUR) });
    const early = await s.api.homeworkSheet({ params: { studentId, homeworkId: hw } }, { token: student });
    expect(early.obj).toMatchObject({ status: 'new', canEdit: false, questions: [], answers: [] });
    expect(JSON.stringify(early.obj)).not.toContain('还不能看的题干');
    // nor through its result page
    const result = await homeworkResult(hw);
    expect(result.obj.questions).toEqual([]);
    expect(JSON.stringify(result.obj)).not.toContain('还不能看的题干');
    travel(HOUR + 60_000);
    const started = await s.api.homeworkSheet({ params: { studentId, homeworkId: hw } }, { token: student });
    expect(started.obj).toMatchObject({ canEdit: true });
    expect(started.obj.questions.map((x) => x.exercise.stem)).toEqual(['<p>还不能看的题干</p>']);
  });
});

describe('the teacher’s practice settings', () => {
  // a point of its own: the make-up exam above (not started yet) locks the demo exam's point whole
  let point: number;
  beforeAll(async () => {
    point = (await s.api.saveKnowledge({ body: { courseId: 1, name: '练习设置的知识点' } }, { token: teacher })).obj.knowId;
  });

  it('练习题 off: not listed, not counted, not practisable', async () => {
    const off = await question({ stem: '<p>只用于考试的题</p>', spec: SINGLE, practice: false, knowIds: [point] });
    expect(off).toMatchObject({ practice: false, answerShows: 'afterCorrect' });
    const list = await practiceList(point);
    expect(list.obj.exercises.some((x) => x.exerciseId === off.exerciseId)).toBe(false);
    expect(list.obj.point.exerciseCount).toBe(list.obj.exercises.length);
    expect(await practise(off.exerciseId, { choices: ['B'] })).toMatchObject({ success: false, message: NOT_PRACTICE_QUESTION });
    expect(await practiceQuestion(point, off.exerciseId)).toMatchObject({ success: false, code: 404 });
    // turned on again: practisable
    const on = await s.unchecked(
      'saveExercise',
      { body: { exerciseId: off.exerciseId, courseId: 1, difficulty: 'easy', score: 2, stem: off.stem, knowIds: [point], spec: SINGLE, practice: true } },
      { token: teacher },
    );
    expect(on.obj.practice).toBe(true);
    expect((await practise(off.exerciseId, { choices: ['B'] })).obj).toMatchObject({ status: 'correct' });
  });

  it('答案显示: after a correct answer, after any submission, or never', async () => {
    const afterCorrect = await question({ stem: '<p>答对后显示</p>', spec: SINGLE, knowIds: [point] });
    const afterSubmit = await question({ stem: '<p>提交后显示</p>', spec: SINGLE, answerShows: 'afterSubmit', knowIds: [point] });
    const never = await question({ stem: '<p>不显示</p>', spec: SINGLE, answerShows: 'never', knowIds: [point] });
    expect([afterCorrect.answerShows, afterSubmit.answerShows, never.answerShows]).toEqual(['afterCorrect', 'afterSubmit', 'never']);

    expect((await practise(afterCorrect.exerciseId, { choices: ['A'] })).obj.exercise.answer).toBeUndefined();
    expect((await practise(afterCorrect.exerciseId, { choices: ['B'] })).obj.exercise).toMatchObject({
      answer: 'B',
      analysis: expect.stringContaining('第二范式'),
    });

    expect((await practise(afterSubmit.exerciseId, { choices: ['A'] })).obj.exercise).toMatchObject({
      answer: 'B',
      analysis: expect.stringContaining('第二范式'),
    });

    const right = await practise(never.exerciseId, { choices: ['B'] });
    expect(right.obj).toMatchObject({ status: 'correct', attempt: { verdict: { correct: true } } });
    expect(right.obj.exercise.answer).toBeUndefined();
    expect(right.obj.exercise.analysis).toBeUndefined();
    expect((await practiceQuestion(point, never.exerciseId)).obj.exercise.answer).toBeUndefined();
  });

  it('bad values are refused in Chinese', async () => {
    const bad = await s.unchecked(
      'saveExercise',
      { body: { courseId: 1, score: 2, stem: '<p>题</p>', spec: SINGLE, answerShows: 'sometimes' } },
      { token: teacher },
    );
    expect(bad).toMatchObject({ success: false, message: expect.stringContaining('答案显示方式无效') });
  });
});
