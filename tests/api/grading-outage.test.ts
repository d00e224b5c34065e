// When the grading engine itself fails (never the student's SQL): practice records nothing and says so; handed-in
// homework and exams keep every answer, and the questions the engine could not grade wait as 待重新评分 (no 0, no
// total) until the sweep or a reader grades them again. And a teacher who fixed a question's reference answer in the
// bank regrades its answers, with a record of whose score changed. Real server, database and engine; the outage is
// the engine's calls throwing as it does after its own retry (tests/api/grading-outage.ts). The clock is moved.
import { and, eq } from 'drizzle-orm';
import type { SubmissionReview } from '@contract/homework';
import {
  examAnswers,
  examRegrades,
  examAttempts,
  exerciseAttempts,
  homeworkAnswers,
  homeworkRegrades,
  homeworks,
  homeworkSubmissions,
} from '../../server/db/schema';
import { clock } from '../../server/lib/clock';
import { sweepExams } from '../../server/modules/exams/sweeper';
import { sweepHomework } from '../../server/modules/homework/sweeper';
import { newUser, restoreClockAfterEach, rowCount } from './fixtures';
import { engineDown } from './grading-outage';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let teacher: string;
let teacherName: string;
let otherTeacher: string;
let student: string;
let studentId: number;
let second: string;
let secondId: number;
let clazzId: number;
let knowId: number;
const q = { single: 0, query: 0 };

const COURSE_SCENE = 3;
const HOUR = 3600_000;
const RIGHT_SQL = "SELECT sname FROM student WHERE sdept = 'CS'";
const MATHS_SQL = "SELECT sname FROM student WHERE sdept = 'MA'";
const UNAVAILABLE = { status: 200, success: false, code: 503, errorCode: 'GRADING_UNAVAILABLE', message: '评测服务暂时不可用，答案已保存，请稍后重试' };
const BUSY = { status: 200, success: false, code: 429, errorCode: 'GRADING_BUSY', message: '评测繁忙：你的上一次运行还没有结束，请稍后再试' };
const PENDING = { correct: null, score: null, message: '待重新评分' };
const realNow = clock.now;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const querySpec = (referenceSql: string) => ({ type: 'query', sceneId: COURSE_SCENE, referenceSql, checkColumnNames: false });
const questionBody = (body: Record<string, unknown>) => ({
  courseId: 1,
  difficulty: 'medium',
  stem: '<p>查询计算机系学生的姓名</p>',
  score: 3,
  knowIds: [knowId],
  ...body,
});
async function question(body: Record<string, unknown>) {
  const r = await s.unchecked('saveExercise', { body: questionBody(body) }, { token: teacher });
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj.exerciseId;
}

type PaperQuestion = { exerciseId: number; score: number };

async function homeworkOf(questions: PaperQuestion[]) {
  const task = await s.api.saveTask({ body: { courseId: 1, name: '评测故障演练' } }, { token: teacher });
  expect((await s.api.setTaskQuestions({ body: { taskId: task.obj.taskId, questions } }, { token: teacher })).success).toBe(true);
  const settings = { startAt: at(-HOUR), endAt: at(HOUR), latePolicy: 'refuse', showScore: 'submit', showAnswer: 'review', duplicateCheck: false } as const;
  const r = await s.api.publishTask({ body: { taskId: task.obj.taskId, classIds: [clazzId], settings } }, { token: teacher });
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj[0]!.homeworkId;
}

async function examOf(questions: PaperQuestion[]) {
  const paper = await s.api.saveExam({ body: { courseId: 1, name: '评测故障演练', description: null, durationMinutes: 30 } }, { token: teacher });
  expect((await s.api.setExamQuestions({ body: { examId: paper.obj.examId, questions } }, { token: teacher })).success).toBe(true);
  const settings = {
    startAt: at(-HOUR),
    endAt: at(HOUR),
    durationMinutes: 30,
    shuffleQuestions: false,
    shuffleOptions: false,
    showScore: 'submit',
    showAnswer: 'end',
  } as const;
  const r = await s.api.publishExam({ body: { examId: paper.obj.examId, classIds: [clazzId], name: null, settings } }, { token: teacher });
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj[0]!.examClassId;
}

const saveHomework = (hw: number, answers: Record<number, Record<string, unknown>>, token = student, id = studentId) =>
  s.api.saveHomeworkAnswers(
    {
      body: {
        studentId: id,
        homeworkId: hw,
        answers: Object.entries(answers).map(([questionId, answer]) => ({ questionId: Number(questionId), answer, seq: 1 })),
      },
    },
    { token },
  );
const submitHomework = (hw: number, token = student, id = studentId) => s.api.submitHomework({ body: { studentId: id, homeworkId: hw } }, { token });
const review = (hw: number, id = studentId) => s.api.reviewSubmission({ params: { homeworkId: hw, studentId: id } }, { token: teacher });
const rowOf = async (hw: number, id = studentId) =>
  (await s.api.homeworkSubmissions({ params: { homeworkId: hw } }, { token: teacher })).obj.rows.find((r) => r.studentId === id)!;
const verdictOf = (r: SubmissionReview, questionId: number) => r.questions.find((x) => x.question.questionId === questionId)!;

beforeAll(async () => {
  s = await startServer();
  const admin = await s.login('admin');
  teacher = await s.login('teacher');
  student = await s.login('student');
  teacherName = (await s.api.getCurrentUser({}, { token: teacher })).obj.userName;
  studentId = (await s.api.getCurrentUser({}, { token: student })).obj.userId;
  ({ token: second, userId: secondId } = await newUser(s, admin, 's_outage', 4, '王同学'));
  ({ token: otherTeacher } = await newUser(s, admin, 't_outage', 3));
  const classes = await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher });
  clazzId = classes.obj.list[0]!.sclassId;
  expect((await s.api.addStudents({ body: { sclassId: clazzId, codes: ['s_outage'] } }, { token: teacher })).success).toBe(true);
  knowId = (await s.api.saveKnowledge({ body: { courseId: 1, name: '评测故障' } }, { token: teacher })).obj.knowId;
  q.single = await question({
    stem: '<p>消除部分函数依赖后达到</p>',
    score: 2,
    spec: { type: 'single', options: ['1NF', '2NF', '3NF'].map((text, i) => ({ key: 'ABC'[i], text })), answer: 'B' },
  });
  q.query = await question({ spec: querySpec(RIGHT_SQL) });
}, 90_000);
restoreClockAfterEach(realNow, () => s);

describe('practice while the engine is down', () => {
  const submit = (attemptKey: string) =>
    s.api.submitPractice({ body: { clazzId, exerciseId: q.query, answer: { sql: RIGHT_SQL }, attemptKey } }, { token: student });

  it('a submission answers 评测服务暂时不可用 and writes nothing; the same submission later is graded once', async () => {
    const before = await rowCount(s, exerciseAttempts);
    const outage = engineDown(s.app);
    try {
      expect(await submit('outage-practice-1')).toMatchObject({ ...UNAVAILABLE, obj: null });
      expect(outage.refused).toBe(1);
    } finally {
      outage.restore();
    }
    expect(await rowCount(s, exerciseAttempts)).toBe(before);
    expect(await submit('outage-practice-1')).toMatchObject({ success: true, obj: { attempt: { verdict: { correct: true } } } });
    expect(await rowCount(s, exerciseAttempts)).toBe(before + 1);
  });

  it('a run while too many wait answers 评测繁忙, not an error in the student’s SQL', async () => {
    const busy = engineDown(s.app, 'busy');
    try {
      expect(await s.api.runPractice({ body: { clazzId, exerciseId: q.query, sql: RIGHT_SQL } }, { token: student })).toMatchObject(BUSY);
    } finally {
      busy.restore();
    }
  });
});

describe('papers handed in while the engine is down', () => {
  it('homework: the SQL answer waits as 待重新评分 with no total (not 0), and the sweep grades it once the engine works', async () => {
    const hw = await homeworkOf([
      { exerciseId: q.single, score: 2 },
      { exerciseId: q.query, score: 3 },
    ]);
    expect((await saveHomework(hw, { [q.single]: { choices: ['B'] }, [q.query]: { sql: RIGHT_SQL } })).success).toBe(true);
    const outage = engineDown(s.app);
    try {
      expect(await s.api.runHomeworkSql({ body: { studentId, homeworkId: hw, questionId: q.query, sql: RIGHT_SQL } }, { token: student })).toMatchObject(
        UNAVAILABLE,
      );
      // handing in works: the answers are kept, the choice question is graded, the SQL one waits
      expect(await submitHomework(hw)).toMatchObject({ success: true, obj: { status: 'submitted', scoreReleased: false, score: null } });
      const waiting = (await review(hw)).obj;
      expect(verdictOf(waiting, q.single)).toMatchObject({ verdict: { correct: true }, autoScore: 2 });
      expect(verdictOf(waiting, q.query)).toMatchObject({ answer: { sql: RIGHT_SQL }, verdict: PENDING, autoScore: null });
      expect(await rowOf(hw)).toMatchObject({ status: 'submitted', score: null, regradePending: true, pendingReview: false });
      // a sweep while the engine is still down loses nothing and marks nothing wrong
      await sweepHomework(s.app);
      expect(await rowOf(hw)).toMatchObject({ score: null, regradePending: true });
      const [stored] = await s.database.db
        .select()
        .from(homeworkSubmissions)
        .where(and(eq(homeworkSubmissions.homeworkId, hw), eq(homeworkSubmissions.studentId, studentId)));
      expect(stored).toMatchObject({ scoreTenths: null, status: 'submitted' });
    } finally {
      outage.restore();
    }
    // the homework has not ended: the sweep still grades it again
    await sweepHomework(s.app);
    const graded = (await review(hw)).obj;
    expect(verdictOf(graded, q.query)).toMatchObject({ verdict: { correct: true, score: 3 }, autoScore: 3 });
    expect(await rowOf(hw)).toMatchObject({ score: 5, regradePending: false, pendingReview: false });
    const regrades = await s.database.db.select().from(homeworkAnswers).where(eq(homeworkAnswers.regrade, true));
    expect(regrades).toEqual([]);
    expect((await s.api.homeworkResult({ params: { studentId, homeworkId: hw } }, { token: student })).obj).toMatchObject({ scoreReleased: true, score: 5 });
  });

  it('exam: handed in by the platform at the deadline while the engine is busy, the paper is kept and graded on the student’s next read', async () => {
    const ec = await examOf([
      { exerciseId: q.single, score: 2 },
      { exerciseId: q.query, score: 3 },
    ]);
    expect((await s.api.startExam({ body: { examClassId: ec } }, { token: student })).success).toBe(true);
    const saved = await s.api.saveExamAnswers(
      {
        body: {
          examClassId: ec,
          answers: [
            { questionId: q.single, answer: { choices: ['B'] }, seq: 1 },
            { questionId: q.query, answer: { sql: RIGHT_SQL }, seq: 1 },
          ],
        },
      },
      { token: student },
    );
    expect(saved.success).toBe(true);
    clock.now = () => new Date(Date.now() + 2 * HOUR);
    const busy = engineDown(s.app, 'busy');
    try {
      await sweepExams(s.app);
      const [attempt] = await s.database.db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.examClassId, ec), eq(examAttempts.studentId, studentId)));
      expect(attempt).toMatchObject({ status: 'submitted', autoSubmitted: true, scoreTenths: null });
      const answers = await s.database.db.select().from(examAnswers).where(eq(examAnswers.attemptId, attempt!.id));
      expect(answers.find((a) => a.questionId === q.query)).toMatchObject({ answer: { sql: RIGHT_SQL }, verdict: PENDING, autoTenths: null, regrade: true });
      expect(answers.find((a) => a.questionId === q.single)).toMatchObject({ autoTenths: 20, regrade: false });
      // the teacher's report reads fine meanwhile: no score, waiting for regrading
      const report = await s.api.examReport({ params: { examClassId: ec } }, { token: teacher });
      expect(report.obj.rows.find((r) => r.studentId === studentId)).toMatchObject({
        state: 'submitted',
        score: null,
        regradePending: true,
        pendingReview: false,
      });
      expect(report.obj.figures.count).toBe(0);
    } finally {
      busy.restore();
    }
    const detail = await s.api.myExamDetail({ params: { examClassId: ec } }, { token: student });
    expect(detail.obj).toMatchObject({ scoreReleased: true, score: 5 });
    const report = await s.api.examReport({ params: { examClassId: ec } }, { token: teacher });
    expect(report.obj.rows.find((r) => r.studentId === studentId)).toMatchObject({ score: 5, regradePending: false });
  });
});

describe('a teacher regrades a question after fixing its reference answer in the bank', () => {
  /** A SQL question whose reference answer is wrong (the mathematics students, not computer science). */
  const flawedQuestion = () => question({ stem: '<p>查询计算机系学生的姓名（参考答案有误）</p>', spec: querySpec(MATHS_SQL) });
  const fix = async (exerciseId: number) => {
    const r = await s.unchecked(
      'saveExercise',
      { body: questionBody({ exerciseId, stem: '<p>查询计算机系学生的姓名（参考答案有误）</p>', spec: querySpec(RIGHT_SQL) }) },
      { token: teacher },
    );
    expect(r.message).toBe(r.success ? r.message : '');
  };

  it('homework: the scores follow the fixed reference, a teacher’s own score stays, and the record says who changed from what to what', async () => {
    const flawed = await flawedQuestion();
    // a question of its own: the exam of the test above holds single, and with it this homework's total (P10)
    const single = await question({
      stem: '<p>只在这份作业里的单选题</p>',
      score: 2,
      spec: { type: 'single', options: ['1NF', '2NF', '3NF'].map((text, i) => ({ key: 'ABC'[i], text })), answer: 'B' },
    });
    const hw = await homeworkOf([
      { exerciseId: single, score: 2 },
      { exerciseId: flawed, score: 3 },
    ]);
    // the student writes the right SQL (judged wrong by the flawed reference); the second student copies the flaw
    await saveHomework(hw, { [single]: { choices: ['B'] }, [flawed]: { sql: RIGHT_SQL } });
    await saveHomework(hw, { [single]: { choices: ['B'] }, [flawed]: { sql: MATHS_SQL } }, second, secondId);
    expect((await submitHomework(hw)).obj.score).toBe(2);
    expect((await submitHomework(hw, second, secondId)).obj.score).toBe(5);
    // the teacher already scored the second student's answer by hand
    const graded = await s.api.gradeSubmission(
      { body: { homeworkId: hw, studentId: secondId, questions: [{ questionId: flawed, score: 1, comment: null }], comment: null, finish: false } },
      { token: teacher },
    );
    expect(graded).toMatchObject({ success: true, obj: { score: 3 } });

    await fix(flawed);
    const overview = await s.api.homeworkRegrades({ params: { homeworkId: hw } }, { token: teacher });
    expect(overview.obj).toMatchObject({ answerCount: 2, records: [] });
    expect(overview.obj.questions.map((x) => x.bank)).toEqual(['same', 'changed']);
    // the fix came after answers: the bank's question is its version 2, the homework holds version 1
    expect(overview.obj.questions[1]).toMatchObject({ publishedVersion: 1, bankVersion: 2 });

    // nobody else may; an engine that fails changes nothing
    const body = { homeworkId: hw, questionId: flawed, version: 2 };
    expect(await s.api.regradeHomeworkQuestion({ body }, { token: student })).toMatchObject({ success: false, code: 403 });
    expect(await s.api.regradeHomeworkQuestion({ body }, { token: otherTeacher })).toMatchObject({ success: false, code: 403 });
    expect(await s.api.homeworkRegrades({ params: { homeworkId: hw } }, { token: otherTeacher })).toMatchObject({ success: false, code: 403 });
    expect(await s.api.regradeHomeworkQuestion({ body: { homeworkId: hw, questionId: q.query, version: 1 } }, { token: teacher })).toMatchObject({
      success: false,
      code: 400,
      message: '题目不属于这份作业',
    });
    const [published] = await s.database.db.select().from(homeworks).where(eq(homeworks.id, hw));
    const outage = engineDown(s.app);
    try {
      expect(await s.api.regradeHomeworkQuestion({ body }, { token: teacher })).toMatchObject(UNAVAILABLE);
    } finally {
      outage.restore();
    }
    expect(await rowCount(s, homeworkRegrades)).toBe(0);
    expect((await s.database.db.select().from(homeworks).where(eq(homeworks.id, hw)))[0]!.questions).toEqual(published!.questions);
    expect((await rowOf(hw)).score).toBe(2);

    const r = await s.api.regradeHomeworkQuestion({ body }, { token: teacher });
    expect(r.message).toBe(r.success ? r.message : '');
    expect(r.obj).toMatchObject({ questionId: flawed, position: 2, regradedBy: teacherName, answerCount: 2, changedCount: 2 });
    expect(r.obj.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ studentId, oldScore: 0, newScore: 3, manualScore: null }),
        expect.objectContaining({ studentId: secondId, name: '王同学', oldScore: 3, newScore: 0, manualScore: 1 }),
      ]),
    );
    expect(await rowOf(hw)).toMatchObject({ score: 5 });
    expect(await rowOf(hw, secondId)).toMatchObject({ score: 3 });
    const fixed = verdictOf((await review(hw)).obj, flawed);
    expect(fixed).toMatchObject({ question: { spec: { referenceSql: RIGHT_SQL } }, verdict: { correct: true }, autoScore: 3 });
    const after = await s.api.homeworkRegrades({ params: { homeworkId: hw } }, { token: teacher });
    expect(after.obj.questions.map((x) => x.bank)).toEqual(['same', 'same']);
    expect(after.obj.records).toEqual([r.obj]);
  });

  it('exam: the same for an exam-class, and only its teachers may', async () => {
    const flawed = await flawedQuestion();
    const ec = await examOf([{ exerciseId: flawed, score: 4 }]);
    expect((await s.api.startExam({ body: { examClassId: ec } }, { token: student })).success).toBe(true);
    await s.api.saveExamAnswers({ body: { examClassId: ec, answers: [{ questionId: flawed, answer: { sql: RIGHT_SQL }, seq: 1 }] } }, { token: student });
    expect((await s.api.submitExam({ body: { examClassId: ec } }, { token: student })).obj.score).toBe(0);
    await fix(flawed);

    const body = { examClassId: ec, questionId: flawed, version: 2 };
    expect(await s.api.regradeExamQuestion({ body }, { token: student })).toMatchObject({ success: false, code: 403 });
    expect(await s.api.regradeExamQuestion({ body }, { token: otherTeacher })).toMatchObject({ success: false, code: 403 });
    expect(await s.api.examRegrades({ params: { examClassId: ec } }, { token: otherTeacher })).toMatchObject({ success: false, code: 403 });
    expect(await rowCount(s, examRegrades)).toBe(0);

    expect((await s.api.examRegrades({ params: { examClassId: ec } }, { token: teacher })).obj).toMatchObject({
      answerCount: 1,
      questions: [{ bank: 'changed' }],
    });
    const r = await s.api.regradeExamQuestion({ body }, { token: teacher });
    expect(r.obj).toMatchObject({ answerCount: 1, changedCount: 1, changes: [{ studentId, oldScore: 0, newScore: 4, manualScore: null }] });
    expect((await s.api.myExamDetail({ params: { examClassId: ec } }, { token: student })).obj.score).toBe(4);
    expect((await s.api.examRegrades({ params: { examClassId: ec } }, { token: teacher })).obj.records).toEqual([r.obj]);
  });
});
