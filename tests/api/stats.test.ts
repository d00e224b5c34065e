// Class and student statistics against a real database: a teacher's own course with a chapter, three knowledge
// points and three questions, a class of three students, two homeworks answered, submitted and reviewed through
// the API, practice on the side, an exam handed in by one student and begun by another, a second exam to come;
// then every figure is checked to the decimal, the exports read back with exceljs, and strangers refused.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { ClassSummary } from '@contract/clazz';
import type { Course } from '@contract/course';
import type { ExamClassSummary } from '@contract/exam';
import type { Exercise } from '@contract/exercise';
import type { HomeworkSummary } from '@contract/homework';
import type { KnowledgePoint } from '@contract/knowledge';
import { RoleId } from '@contract/roles';
import { examClasses, homeworks } from '../../server/db/schema';
import { CHINESE, newUser } from './fixtures';
import { startServer, type TestServer } from './harness';
import { DATE_FORMAT, dataSheet, dateCellText, excelAverage, excelSum, kindOf, shanghaiTime } from './xlsx-cells';

let s: TestServer;
let admin: string;
let teacher: string;
let otherTeacher: string;
/** the three students of the class, by account s1 < s2 < s3 */
const stu: { token: string; userId: number }[] = [];
let course: Course;
let clazz: ClassSummary;
let chapterId: number;
let k1: KnowledgePoint;
let k2: KnowledgePoint;
let k3: KnowledgePoint;
/** Q1 and Q2 are linked to k1, Q3 to k2; nothing to k3 */
let q1: Exercise;
let q2: Exercise;
let q3: Exercise;
let e1: Exercise;
let e3: Exercise;
let f1: Exercise;
let f3: Exercise;
/** 作业一: Q1 for 6 points and Q3 for 4 (10); 作业二: Q2 for 10 */
let hw1: HomeworkSummary;
let hw2: HomeworkSummary;
/** 期中测验: E1 for 6 and E3 for 4 (10), open now, scores shown at its end; 期末考试: F1 and F3 the same way, to come */
let midterm: ExamClassSummary;
let finalExam: ExamClassSummary;

const single = (stem: string, knowId: number) => ({
  courseId: course.courseId,
  stem: `<p>${stem}</p>`,
  difficulty: 'easy',
  score: 5,
  knowIds: [knowId],
  spec: { type: 'single', options: ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `选项${key}` })), answer: 'A' },
});

async function ok<T>(res: Promise<{ success: boolean; message: string; obj: T }>): Promise<T> {
  const r = await res;
  if (!r.success) throw new Error(r.message);
  return r.obj;
}

async function publish(name: string, questions: { exerciseId: number; score: number }[], showScore = 'submit') {
  const task = await ok(s.api.saveTask({ body: { courseId: course.courseId, name } }, { token: teacher }));
  await ok(s.api.setTaskQuestions({ body: { taskId: task.taskId, questions } }, { token: teacher }));
  const now = Date.now();
  const settings = {
    startAt: new Date(now - 60_000).toISOString(),
    endAt: new Date(now + 86_400_000).toISOString(),
    latePolicy: 'refuse',
    showScore,
    showAnswer: 'end',
    duplicateCheck: false,
  };
  const [hw] = await ok(s.unchecked('publishTask', { body: { taskId: task.taskId, classIds: [clazz.sclassId], settings } }, { token: teacher }));
  return hw;
}

/** The student opens the homework, answers (choice per question) and hands it in. */
async function answer(i: number, hw: HomeworkSummary, choices: Record<number, string>) {
  const { token, userId } = stu[i];
  await ok(s.api.homeworkSheet({ params: { studentId: userId, homeworkId: hw.homeworkId } }, { token }));
  const answers = Object.entries(choices).map(([questionId, c]) => ({ questionId: Number(questionId), answer: { choices: [c] }, seq: 1 }));
  await ok(s.unchecked('saveHomeworkAnswers', { body: { studentId: userId, homeworkId: hw.homeworkId, answers } }, { token }));
  await ok(s.api.submitHomework({ body: { studentId: userId, homeworkId: hw.homeworkId } }, { token }));
}

async function publishExam(name: string, startAt: number, endAt: number, [first, second]: Exercise[]): Promise<ExamClassSummary> {
  const paper = await ok(s.api.saveExam({ body: { courseId: course.courseId, name, description: null, durationMinutes: 30 } }, { token: teacher }));
  await ok(
    s.api.setExamQuestions(
      {
        body: {
          examId: paper.examId,
          questions: [
            { exerciseId: first!.exerciseId, score: 6 },
            { exerciseId: second!.exerciseId, score: 4 },
          ],
        },
      },
      { token: teacher },
    ),
  );
  const settings = {
    startAt: new Date(startAt).toISOString(),
    endAt: new Date(endAt).toISOString(),
    durationMinutes: 30,
    shuffleQuestions: false,
    shuffleOptions: false,
    showScore: 'end',
    showAnswer: 'end',
  };
  const [ec] = await ok(s.unchecked('publishExam', { body: { examId: paper.examId, classIds: [clazz.sclassId], name: null, settings } }, { token: teacher }));
  return ec;
}

/** The student starts the exam and saves answers (choice per question); `handIn` hands it in too. */
async function takeExam(i: number, ec: ExamClassSummary, choices: Record<number, string>, handIn: boolean) {
  const { token } = stu[i];
  await ok(s.api.startExam({ body: { examClassId: ec.examClassId } }, { token }));
  const answers = Object.entries(choices).map(([questionId, c]) => ({ questionId: Number(questionId), answer: { choices: [c] }, seq: 1 }));
  await ok(s.unchecked('saveExamAnswers', { body: { examClassId: ec.examClassId, answers } }, { token }));
  if (handIn) await ok(s.api.submitExam({ body: { examClassId: ec.examClassId } }, { token }));
}

const grade = (i: number, hw: HomeworkSummary, questionId: number, score: number) =>
  ok(
    s.api.gradeSubmission(
      {
        body: {
          homeworkId: hw.homeworkId,
          studentId: stu[i].userId,
          questions: [{ questionId, score, comment: null }],
          comment: null,
          finish: true,
        },
      },
      { token: teacher },
    ),
  );

beforeAll(async () => {
  s = await startServer();
  [admin, teacher] = await Promise.all([s.login('admin'), s.login('teacher')]);
  otherTeacher = (await newUser(s, admin, 't_statis_other', RoleId.TEACHER, '孙老师')).token;
  for (const [code, name] of [
    ['s1', '甲同学'],
    ['s2', '乙同学'],
    ['s3', '丙同学'],
  ]) {
    stu.push(await newUser(s, admin, code, RoleId.STUDENT, name));
  }

  course = await ok(s.api.saveCourse({ body: { name: '统计测试课程', description: null, cover: null } }, { token: teacher }));
  chapterId = (await ok(s.api.saveChapter({ body: { courseId: course.courseId, title: '第一章 绪论', content: '<p>概述</p>' } }, { token: teacher })))
    .chapterId;
  k1 = await ok(s.api.saveKnowledge({ body: { courseId: course.courseId, name: '关系模型' } }, { token: teacher }));
  k2 = await ok(s.api.saveKnowledge({ body: { courseId: course.courseId, name: 'SQL 查询' } }, { token: teacher }));
  k3 = await ok(s.api.saveKnowledge({ body: { courseId: course.courseId, name: '事务' } }, { token: teacher }));
  q1 = await ok(s.unchecked('saveExercise', { body: single('关系的码是（　）', k1.knowId) }, { token: teacher }));
  q2 = await ok(s.unchecked('saveExercise', { body: single('关系代数的基本运算是（　）', k1.knowId) }, { token: teacher }));
  q3 = await ok(s.unchecked('saveExercise', { body: single('SELECT 中筛选行的是（　）', k2.knowId) }, { token: teacher }));
  // the exams' own questions, of no point: a homework total over an exam's question would wait for the exam's end
  e1 = await ok(s.unchecked('saveExercise', { body: { ...single('考试题：主码的作用是（　）', k1.knowId), knowIds: [] } }, { token: teacher }));
  e3 = await ok(s.unchecked('saveExercise', { body: { ...single('考试题：WHERE 子句的作用是（　）', k2.knowId), knowIds: [] } }, { token: teacher }));
  f1 = await ok(s.unchecked('saveExercise', { body: { ...single('期末题：外码的作用是（　）', k1.knowId), knowIds: [] } }, { token: teacher }));
  f3 = await ok(s.unchecked('saveExercise', { body: { ...single('期末题：HAVING 子句的作用是（　）', k2.knowId), knowIds: [] } }, { token: teacher }));

  clazz = await ok(
    s.api.saveClass({ body: { name: '统计测试班', courseId: course.courseId, startDate: '2025-02-24', endDate: '2025-07-04' } }, { token: teacher }),
  );
  await ok(s.api.addStudents({ body: { sclassId: clazz.sclassId, codes: ['s1', 's2', 's3'] } }, { token: teacher }));

  // 丙 hands in no homework but practises, before the homework with those questions is out (an open homework holds
  // its questions from practice): Q3 right, Q1 wrong
  await ok(
    s.api.submitPractice(
      { body: { clazzId: clazz.sclassId, exerciseId: q3.exerciseId, answer: { choices: ['A'] }, attemptKey: 'stats-s3-q3' } },
      { token: stu[2].token },
    ),
  );
  await ok(
    s.api.submitPractice(
      { body: { clazzId: clazz.sclassId, exerciseId: q1.exerciseId, answer: { choices: ['B'] }, attemptKey: 'stats-s3-q1' } },
      { token: stu[2].token },
    ),
  );
  hw1 = await publish('作业一', [
    { exerciseId: q1.exerciseId, score: 6 },
    { exerciseId: q3.exerciseId, score: 4 },
  ]);
  hw2 = await publish('作业二', [{ exerciseId: q2.exerciseId, score: 10 }]);

  // 甲: all right in 作业一, wrong in 作业二 but the teacher gives full marks; 乙: Q3 wrong, Q2 wrong and given 8 of 10
  await answer(0, hw1, { [q1.exerciseId]: 'A', [q3.exerciseId]: 'A' });
  await answer(1, hw1, { [q1.exerciseId]: 'A', [q3.exerciseId]: 'B' });
  await answer(0, hw2, { [q2.exerciseId]: 'C' });
  await answer(1, hw2, { [q2.exerciseId]: 'D' });
  await grade(0, hw2, q2.exerciseId, 10);
  await grade(1, hw2, q2.exerciseId, 8);
  // 甲 read the only chapter
  await ok(s.api.markOpened({ body: { clazzId: clazz.sclassId, chapterId, resourceId: null } }, { token: stu[0].token }));
  // 期中测验: 甲 hands in all right (10 of 10), 乙 has begun and not handed in, 丙 has not begun
  const now = Date.now();
  midterm = await publishExam('期中测验', now - 60_000, now + 86_400_000, [e1, e3]);
  finalExam = await publishExam('期末考试', now + 2 * 86_400_000, now + 3 * 86_400_000, [f1, f3]);
  await takeExam(0, midterm, { [e1.exerciseId]: 'A', [e3.exerciseId]: 'A' }, true);
  await takeExam(1, midterm, { [e1.exerciseId]: 'A' }, false);
}, 60_000);
afterAll(async () => {
  await s.close();
});

const classStat = (token = teacher) => s.api.classStat({ params: { sclassId: clazz.sclassId } }, { token });

/** The first sheet's rows as text, blanks as ''. */
async function sheetRows(payload: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as Parameters<typeof wb.xlsx.load>[0]);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((row) => {
    // Array.from, not map: an empty cell is a hole in row.values
    const values = Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)));
    rows.push([...values, ...Array<string>(Math.max(0, wb.worksheets[0].columnCount - values.length)).fill('')]);
  });
  return rows;
}

describe('class statistics', () => {
  it('heads the class with its course, owner and counts', async () => {
    const stat = await ok(classStat());
    expect(stat.clazz).toEqual({
      sclassId: clazz.sclassId,
      name: '统计测试班',
      courseId: course.courseId,
      courseName: '统计测试课程',
      ownerName: '李老师',
      startDate: '2025-02-24',
      endDate: '2025-07-04',
      teacherCount: 1,
      studentCount: 3,
    });
  });

  it('gives each student progress, homework done, average and mastery; a student with nothing due has no average yet', async () => {
    const stat = await ok(classStat());
    expect(stat.students.map((r) => [r.code, r.progress, r.homeworkDone, r.homeworkTotal, r.homeworkAverage, r.mastery])).toEqual([
      // 甲: 10/10 and 10/10; k1 2 of 2, k2 1 of 1
      ['s1', 100, 2, 2, 100, 100],
      // 乙: 6/10 and 8/10 (8 is not full marks, so Q2 is not mastered); k1 1 of 2, k2 0 of 1
      ['s2', 0, 2, 2, 70, 25],
      // 丙: nothing handed in and nothing past its deadline; k1 0 of 2, k2 1 of 1 (practice)
      ['s3', 0, 0, 2, null, 50],
    ]);
    expect(stat.averageProgress).toBe(33);
    expect(stat.homeworkAverage).toBe(85);
    expect(stat.distribution.map((b) => [b.label, b.count])).toEqual([
      ['0–59', 0],
      ['60–69', 0],
      ['70–79', 1],
      ['80–89', 0],
      ['90–100', 1],
    ]);
  });

  it('sums up each homework over the submissions handed in', async () => {
    const stat = await ok(classStat());
    expect(stat.homeworks.map(({ endAt: _end, ...h }) => h)).toEqual([
      { homeworkId: hw1.homeworkId, name: '作业一', submitted: 2, students: 3, average: 8, max: 10, min: 6, total: 10 },
      { homeworkId: hw2.homeworkId, name: '作业二', submitted: 2, students: 3, average: 9, max: 10, min: 8, total: 10 },
    ]);
  });

  it('gives each knowledge point the class mean of its mastery', async () => {
    const stat = await ok(classStat());
    expect(stat.knowledge).toEqual([
      { knowId: k1.knowId, name: '关系模型', exerciseCount: 2, mastery: 50 },
      { knowId: k2.knowId, name: 'SQL 查询', exerciseCount: 1, mastery: 67 },
      { knowId: k3.knowId, name: '事务', exerciseCount: 0, mastery: 0 },
    ]);
  });

  it('lists each exam by start with its figures over the attempts handed in and graded', async () => {
    const stat = await ok(classStat());
    expect(stat.exams.map(({ startAt: _start, endAt: _end, ...e }) => e)).toEqual([
      { examClassId: midterm.examClassId, name: '期中测验', submitted: 1, students: 3, average: 10, max: 10, min: 10, total: 10 },
      { examClassId: finalExam.examClassId, name: '期末考试', submitted: 0, students: 3, average: null, max: null, min: null, total: 10 },
    ]);
    expect(stat.exams[0].startAt).toBe(midterm.startAt);
  });

  it('gives each student each exam’s state, and the score once handed in and graded', async () => {
    const stat = await ok(classStat());
    expect(stat.students.map((r) => [r.code, r.exams.map((e) => [e.examClassId, e.state, e.score])])).toEqual([
      [
        's1',
        [
          [midterm.examClassId, 'submitted', 10],
          [finalExam.examClassId, 'upcoming', null],
        ],
      ],
      [
        's2',
        [
          [midterm.examClassId, 'answering', null],
          [finalExam.examClassId, 'upcoming', null],
        ],
      ],
      [
        's3',
        [
          [midterm.examClassId, 'open', null],
          [finalExam.examClassId, 'upcoming', null],
        ],
      ],
    ]);
    // exams stay out of the homework figures
    expect(stat.homeworkAverage).toBe(85);
  });

  it('shows a student who never began an exam that has ended as missed', async () => {
    const past = new Date(Date.now() - 60_000);
    await s.database.db.update(examClasses).set({ endAt: past }).where(eq(examClasses.id, midterm.examClassId));
    try {
      const stat = await ok(classStat());
      expect(stat.students.map((r) => r.exams[0].state)).toEqual(['submitted', 'answering', 'missed']);
    } finally {
      await s.database.db
        .update(examClasses)
        .set({ endAt: new Date(midterm.endAt) })
        .where(eq(examClasses.id, midterm.examClassId));
    }
  });

  it('lists the exam of the demo class', async () => {
    const classes = await ok(s.api.listClasses({ query: { current: '1', pageSize: '100' } }, { token: teacher }));
    const demo = classes.list.find((c) => c.name === '2023级计算机科学1班')!;
    const stat = await ok(s.api.classStat({ params: { sclassId: demo.sclassId } }, { token: teacher }));
    expect(stat.exams.map((e) => [e.name, e.submitted, e.average, e.total])).toEqual([['数据库系统原理 期中测验', 0, null, 100]]);
    expect(stat.students.length).toBeGreaterThan(0);
    expect(stat.students.every((r) => r.exams.length === 1 && r.exams[0].state === 'open' && r.exams[0].score === null)).toBe(true);
  });

  it('counts a homework missed after its deadline as 0', async () => {
    const past = new Date(Date.now() - 3_600_000);
    await s.database.db
      .update(homeworks)
      .set({ startAt: new Date(past.getTime() - 3_600_000), endAt: past })
      .where(eq(homeworks.id, hw2.homeworkId));
    try {
      const stat = await ok(classStat());
      expect(stat.students.find((r) => r.code === 's3')).toMatchObject({ homeworkDone: 0, homeworkAverage: 0 });
      expect(stat.homeworkAverage).toBe(56.7);
      expect(stat.distribution.map((b) => b.count)).toEqual([1, 0, 1, 0, 1]);
    } finally {
      await s.database.db
        .update(homeworks)
        .set({ startAt: new Date(hw2.startAt), endAt: new Date(hw2.endAt) })
        .where(eq(homeworks.id, hw2.homeworkId));
    }
  });

  it('is open to admins too', async () => {
    expect((await ok(classStat(admin))).students).toHaveLength(3);
  });
});

describe('student statistics', () => {
  it('shows one student: chapters, each homework and mastery per point', async () => {
    const stat = await ok(s.api.studentStat({ params: { sclassId: clazz.sclassId, userId: stu[1].userId } }, { token: teacher }));
    expect(stat.student).toEqual({ userId: stu[1].userId, code: 's2', name: '乙同学' });
    expect(stat).toMatchObject({ progress: 0, homeworkDone: 2, homeworkAverage: 70, mastery: 25 });
    expect(stat.chapters.map((c) => [c.title, c.progress, c.completed])).toEqual([['第一章 绪论', 0, false]]);
    expect(stat.homeworks.map((h) => [h.name, h.status, h.score, h.total, h.late, h.submittedAt !== null])).toEqual([
      ['作业一', 'submitted', 6, 10, false, true],
      ['作业二', 'reviewed', 8, 10, false, true],
    ]);
    expect(stat.knowledge.map((k) => [k.name, k.exerciseCount, k.correctCount, k.mastery])).toEqual([
      ['关系模型', 2, 1, 50],
      ['SQL 查询', 1, 0, 0],
      ['事务', 0, 0, 0],
    ]);
    expect(stat.exams.map((e) => [e.name, e.state, e.score, e.total, e.submittedAt])).toEqual([
      ['期中测验', 'answering', null, 10, null],
      ['期末考试', 'upcoming', null, 10, null],
    ]);
  });

  it('shows a student’s exam handed in, with its score and when', async () => {
    const stat = await ok(s.api.studentStat({ params: { sclassId: clazz.sclassId, userId: stu[0].userId } }, { token: teacher }));
    expect(stat.exams.map((e) => [e.examClassId, e.state, e.score, e.submittedAt !== null])).toEqual([
      [midterm.examClassId, 'submitted', 10, true],
      [finalExam.examClassId, 'upcoming', null, false],
    ]);
  });

  it('shows a student who has not begun as such', async () => {
    const stat = await ok(s.api.studentStat({ params: { sclassId: clazz.sclassId, userId: stu[2].userId } }, { token: teacher }));
    expect(stat.homeworks.map((h) => [h.status, h.score])).toEqual([
      ['new', null],
      ['new', null],
    ]);
    expect(stat).toMatchObject({ homeworkDone: 0, homeworkAverage: null, mastery: 50 });
  });

  it('the reader of the chapter has made progress', async () => {
    const stat = await ok(s.api.studentStat({ params: { sclassId: clazz.sclassId, userId: stu[0].userId } }, { token: teacher }));
    expect(stat.progress).toBe(100);
    expect(stat.chapters[0]).toMatchObject({ chapterId, progress: 100, completed: true });
  });

  it('a user who is not in the class is not found', async () => {
    const res = await s.api.studentStat(
      { params: { sclassId: clazz.sclassId, userId: (await newUser(s, admin, 's_outside', RoleId.STUDENT, '局外人')).userId } },
      { token: teacher },
    );
    expect(res).toMatchObject({ success: false, code: 404 });
    expect(res.message).toMatch(CHINESE);
  });
});

describe('the export', () => {
  it('is a sheet with one row per student: account, name, progress, each homework, average, each exam, mastery', async () => {
    const res = await s.response('exportClassStat', { params: { sclassId: clazz.sclassId } }, { token: teacher });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('班级统计-统计测试班-');
    const rows = await sheetRows(res.rawPayload);
    expect(rows).toEqual([
      ['账号', '姓名', '学习进度(%)', '作业一（10分）', '作业二（10分）', '作业平均(%)', '期中测验（考试，10分）', '期末考试（考试，10分）', '知识掌握(%)'],
      ['s1', '甲同学', '100', '10', '10', '100', '10', '未开始', '100'],
      ['s2', '乙同学', '0', '6', '8', '70', '进行中', '未开始', '25'],
      ['s3', '丙同学', '0', '', '', '', '可参加', '未开始', '50'],
    ]);
  });

  it('of one student is a sheet with a row per homework, then per exam', async () => {
    const res = await s.response('exportStudentStat', { params: { sclassId: clazz.sclassId, userId: stu[1].userId } }, { token: teacher });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('学生统计-乙同学-统计测试班-');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['类型', '名称', '截止时间', '状态', '得分', '满分', '提交时间', '迟交']);
    // the times are local (Asia/Shanghai) and checked for presence only
    expect(
      rows
        .slice(1)
        .map(([kind, name, endAt, status, score, total, submittedAt, late]) => [kind, name, endAt !== '', status, score, total, submittedAt !== '', late]),
    ).toEqual([
      ['作业', '作业一', true, '已提交', '6', '10', true, ''],
      ['作业', '作业二', true, '已批阅', '8', '10', true, ''],
      ['考试', '期中测验', true, '进行中', '', '10', false, ''],
      ['考试', '期末考试', true, '未开始', '', '10', false, ''],
    ]);
  });

  it("of the class writes scores and percentages as numbers, accounts and an exam's state as text, so SUM and AVERAGE work", async () => {
    const res = await s.response('exportClassStat', { params: { sclassId: clazz.sclassId } }, { token: teacher });
    const { column } = await dataSheet(res.rawPayload);
    expect(column('账号').map(kindOf)).toEqual(['s', 's', 's']);
    expect(column('姓名').map(kindOf)).toEqual(['s', 's', 's']);
    const progress = column('学习进度');
    expect(progress.map(kindOf)).toEqual(['n', 'n', 'n']);
    expect(excelAverage(progress)).toBeCloseTo(100 / 3, 10);
    // s3 has handed in nothing: empty cells, which AVERAGE passes over, not zeros
    const first = column('作业一');
    expect(first.map(kindOf)).toEqual(['n', 'n', '']);
    expect(excelSum(first)).toBe(16);
    expect(excelAverage(first)).toBe(8);
    expect(column('作业二').map((c) => c.value)).toEqual([10, 8, null]);
    const average = column('作业平均');
    expect(average.map(kindOf)).toEqual(['n', 'n', '']);
    expect(excelAverage(average)).toBe(85);
    // an exam's column: the score once graded, else the state as a word that SUM passes over
    const midterm = column('期中测验');
    expect(midterm.map(kindOf)).toEqual(['n', 's', 's']);
    expect(midterm.map((c) => c.value)).toEqual([10, '进行中', '可参加']);
    expect(excelSum(midterm)).toBe(10);
    expect(column('期末考试').map(kindOf)).toEqual(['s', 's', 's']);
    const mastery = column('知识掌握');
    expect(mastery.map(kindOf)).toEqual(['n', 'n', 'n']);
    expect(excelSum(mastery)).toBe(175);
  });

  it('of one student writes scores as numbers and the deadlines and hand-in times as dates', async () => {
    const res = await s.response('exportStudentStat', { params: { sclassId: clazz.sclassId, userId: stu[1].userId } }, { token: teacher });
    const { column } = await dataSheet(res.rawPayload);
    const stat = (await s.api.studentStat({ params: { sclassId: clazz.sclassId, userId: stu[1].userId } }, { token: teacher })).obj;
    const listed = [...stat.homeworks, ...stat.exams];
    expect(column('类型').map(kindOf)).toEqual(['s', 's', 's', 's']);
    const score = column('得分');
    expect(score.map(kindOf)).toEqual(['n', 'n', '', '']);
    expect(excelSum(score)).toBe(14);
    const total = column('满分');
    expect(total.map(kindOf)).toEqual(['n', 'n', 'n', 'n']);
    expect(excelSum(total)).toBe(40);
    const endAt = column('截止时间');
    expect(endAt.map(kindOf)).toEqual(['d', 'd', 'd', 'd']);
    expect(endAt[0]!.numFmt).toBe(DATE_FORMAT);
    expect(endAt.map(dateCellText)).toEqual(listed.map((r) => shanghaiTime(r.endAt)));
    const submittedAt = column('提交时间');
    expect(submittedAt.map(kindOf)).toEqual(['d', 'd', '', '']);
    expect(submittedAt.slice(0, 2).map(dateCellText)).toEqual(stat.homeworks.map((h) => shanghaiTime(h.submittedAt!)));
    expect(column('迟交').map(kindOf)).toEqual(['', '', '', '']);
  });
});

describe('who may see it', () => {
  it('a teacher of another class is refused, and nothing of the class leaks', async () => {
    for (const read of [
      () => s.api.classStat({ params: { sclassId: clazz.sclassId } }, { token: otherTeacher }),
      () => s.api.studentStat({ params: { sclassId: clazz.sclassId, userId: stu[0].userId } }, { token: otherTeacher }),
    ]) {
      const res = await read();
      expect(res).toMatchObject({ success: false, code: 403, obj: null });
      expect(res.message).toMatch(CHINESE);
    }
    for (const download of [
      () => s.response('exportClassStat', { params: { sclassId: clazz.sclassId } }, { token: otherTeacher }),
      () => s.response('exportStudentStat', { params: { sclassId: clazz.sclassId, userId: stu[0].userId } }, { token: otherTeacher }),
    ]) {
      const file = await download();
      expect(file.headers['content-type']).toContain('application/json');
      expect(file.json()).toMatchObject({ success: false, code: 403 });
    }
  });

  it('a student, even of the class, is refused', async () => {
    expect(await classStat(stu[0].token)).toMatchObject({ success: false, code: 403 });
    expect(await s.api.studentStat({ params: { sclassId: clazz.sclassId, userId: stu[0].userId } }, { token: stu[0].token })).toMatchObject({
      success: false,
      code: 403,
    });
    expect((await s.response('exportClassStat', { params: { sclassId: clazz.sclassId } }, { token: stu[0].token })).json()).toMatchObject({
      success: false,
      code: 403,
    });
    expect(
      (await s.response('exportStudentStat', { params: { sclassId: clazz.sclassId, userId: stu[0].userId } }, { token: stu[0].token })).json(),
    ).toMatchObject({ success: false, code: 403 });
  });

  it('without a token the answer is 401; an unknown class is not found', async () => {
    expect(await s.api.classStat({ params: { sclassId: clazz.sclassId } })).toMatchObject({ success: false, code: 401 });
    expect(await s.api.classStat({ params: { sclassId: 999999 } }, { token: teacher })).toMatchObject({ success: false, code: 404 });
    expect(await s.api.classStat({ params: { sclassId: 'abc' } }, { token: teacher })).toMatchObject({ success: false });
  });
});

describe('my own statistics (a student)', () => {
  const mine = (i: number, courseId = course.courseId, clazzId = clazz.sclassId) => s.api.myStat({ params: { courseId, clazzId } }, { token: stu[i].token });
  const theirs = (i: number) => ok(s.api.studentStat({ params: { sclassId: clazz.sclassId, userId: stu[i].userId } }, { token: teacher }));

  it('a student sees their own numbers, the same as their teacher does once every score is released', async () => {
    const stat = await ok(mine(1));
    expect(stat.student).toEqual({ userId: stu[1].userId, code: 's2', name: '乙同学' });
    expect(stat).toMatchObject({ progress: 0, homeworkDone: 2, homeworkAverage: 70, mastery: 25 });
    expect(stat.homeworks.map((h) => [h.name, h.status, h.score, h.total])).toEqual([
      ['作业一', 'submitted', 6, 10],
      ['作业二', 'reviewed', 8, 10],
    ]);
    expect(stat).toEqual(await theirs(1));
    expect((await ok(mine(0))).progress).toBe(100);
  });

  it('a homework scored only after review shows no score to the student until it is reviewed, and does not count for them yet', async () => {
    // 乙 answers Q2 right in 作业三: the teacher sees 5 of 5, a 100 % that lifts the average to 80 and masters Q2
    const hw3 = await publish('作业三', [{ exerciseId: q2.exerciseId, score: 5 }], 'review');
    await answer(1, hw3, { [q2.exerciseId]: 'A' });
    const teacherView = await theirs(1);
    expect(teacherView.homeworks.find((h) => h.homeworkId === hw3.homeworkId)).toMatchObject({ status: 'submitted', score: 5, total: 5 });
    expect(teacherView).toMatchObject({ homeworkDone: 3, homeworkAverage: 80, mastery: 50 });

    const own = await ok(mine(1));
    expect(own.homeworks.find((h) => h.homeworkId === hw3.homeworkId)).toMatchObject({ status: 'submitted', score: null, total: 5 });
    // still handed in, but neither in the average nor as evidence of mastery (k1 stays 1 of 2)
    expect(own).toMatchObject({ homeworkDone: 3, homeworkAverage: 70, mastery: 25 });
    expect(own.knowledge.find((k) => k.knowId === k1.knowId)).toMatchObject({ correctCount: 1, mastery: 50 });

    // once reviewed, the score is released and counts
    await grade(1, hw3, q2.exerciseId, 5);
    const reviewed = await ok(mine(1));
    expect(reviewed.homeworks.find((h) => h.homeworkId === hw3.homeworkId)).toMatchObject({ status: 'reviewed', score: 5 });
    expect(reviewed).toMatchObject({ homeworkAverage: 80, mastery: 50 });
    expect(reviewed).toEqual(await theirs(1));
  });

  it('an exam’s score shows to the student only once released (this one at its end), while the teacher sees it at once', async () => {
    expect((await theirs(0)).exams[0]).toMatchObject({ examClassId: midterm.examClassId, state: 'submitted', score: 10 });
    expect((await ok(mine(0))).exams.map((e) => [e.state, e.score])).toEqual([
      ['submitted', null],
      ['upcoming', null],
    ]);
    await s.database.db
      .update(examClasses)
      .set({ endAt: new Date(Date.now() - 60_000) })
      .where(eq(examClasses.id, midterm.examClassId));
    try {
      expect((await ok(mine(0))).exams[0]).toMatchObject({ state: 'submitted', score: 10, total: 10 });
    } finally {
      await s.database.db
        .update(examClasses)
        .set({ endAt: new Date(midterm.endAt) })
        .where(eq(examClasses.id, midterm.examClassId));
    }
  });

  it('a class the student is not in, or a class of another course, is refused; teachers use their own page', async () => {
    const other = await ok(s.api.saveClass({ body: { name: '统计测试二班', courseId: course.courseId, startDate: null, endDate: null } }, { token: teacher }));
    await ok(s.api.addStudents({ body: { sclassId: other.sclassId, codes: ['s3'] } }, { token: teacher }));
    const otherCourse = await ok(s.api.saveCourse({ body: { name: '统计测试课程二', description: null, cover: null } }, { token: teacher }));
    const otherCourseClass = await ok(
      s.api.saveClass({ body: { name: '课程二班', courseId: otherCourse.courseId, startDate: null, endDate: null } }, { token: teacher }),
    );
    await ok(s.api.addStudents({ body: { sclassId: otherCourseClass.sclassId, codes: ['s1'] } }, { token: teacher }));

    for (const res of [
      await mine(0, course.courseId, other.sclassId),
      await mine(0, otherCourse.courseId, clazz.sclassId),
      await mine(0, course.courseId, otherCourseClass.sclassId),
      await mine(0, course.courseId, 999999),
    ]) {
      expect(res).toMatchObject({ success: false, code: 403, obj: null });
      expect(res.message).toMatch(CHINESE);
    }
    expect((await ok(mine(0, otherCourse.courseId, otherCourseClass.sclassId))).student.code).toBe('s1');
    expect(await s.api.myStat({ params: { courseId: course.courseId, clazzId: clazz.sclassId } }, { token: teacher })).toMatchObject({
      success: false,
      code: 403,
    });
    expect(await s.api.myStat({ params: { courseId: course.courseId, clazzId: clazz.sclassId } })).toMatchObject({ success: false, code: 401 });
  });
});
