// The home page's exam blocks on a real database: a student's exams still to take (open, then running with the
// deadline the server set), gone once handed in; a teacher's attempts whose short answers wait for grading.
import { startServer, type TestServer } from './harness';

let s: TestServer;
let teacher: string;
let student: string;
let clazzId: number;

beforeAll(async () => {
  s = await startServer();
  [teacher, student] = await Promise.all([s.login('teacher'), s.login('student')]);
  clazzId = (await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher })).obj.list[0]!.sclassId;
});
afterAll(async () => {
  await s.close();
});

const home = async (token: string) => (await s.api.getHomeSummary({}, { token })).obj;

it('shows a student’s exams to take and a teacher’s attempts waiting for grading', async () => {
  const short = await s.api.saveExercise(
    {
      body: {
        courseId: 1,
        difficulty: 'easy',
        score: 5,
        stem: '<p>什么是参照完整性？</p>',
        spec: { type: 'short', referenceAnswer: '<p>外码取值</p>', keywords: ['外码'] },
      },
    },
    { token: teacher },
  );
  expect(short.message).toBe(short.success ? short.message : '');
  const paper = await s.api.saveExam({ body: { courseId: 1, name: '首页测验', description: null, durationMinutes: 20 } }, { token: teacher });
  await s.api.setExamQuestions({ body: { examId: paper.obj.examId, questions: [{ exerciseId: short.obj.exerciseId, score: 5 }] } }, { token: teacher });
  const now = Date.now();
  const published = await s.api.publishExam(
    {
      body: {
        examId: paper.obj.examId,
        classIds: [clazzId],
        name: null,
        settings: {
          startAt: new Date(now - 60_000).toISOString(),
          endAt: new Date(now + 3_600_000).toISOString(),
          durationMinutes: 20,
          showScore: 'review',
          showAnswer: 'review',
        },
      },
    },
    { token: teacher },
  );
  const ec = published.obj[0]!.examClassId;

  const before = await home(student);
  expect(before.examsToReview).toBeNull();
  expect(before.dueExams?.find((e) => e.examClassId === ec)).toMatchObject({
    name: '首页测验',
    state: 'open',
    deadline: null,
    courseName: '数据库系统原理',
    durationMinutes: 20,
  });
  // the demo mid-term is open for the demo class too
  expect(before.dueExams?.some((e) => e.name === '数据库系统原理 期中测验' && e.state === 'open')).toBe(true);

  const started = (await s.api.startExam({ body: { examClassId: ec } }, { token: student })).obj;
  const running = (await home(student)).dueExams!;
  // a running attempt comes first: its time is ticking
  expect(running[0]).toMatchObject({ examClassId: ec, state: 'answering', deadline: started.deadline });

  await s.api.saveExamAnswers(
    { body: { examClassId: ec, answers: [{ questionId: short.obj.exerciseId, answer: { text: '外码要么为空，要么等于被参照的主码' }, seq: 1 }] } },
    { token: student },
  );
  expect((await s.api.submitExam({ body: { examClassId: ec } }, { token: student })).success).toBe(true);
  expect((await home(student)).dueExams?.some((e) => e.examClassId === ec)).toBe(false);

  const teacherHome = await home(teacher);
  expect(teacherHome.dueExams).toBeNull();
  expect(teacherHome.examsToReview).toEqual([
    { examClassId: ec, name: '首页测验', courseId: 1, classId: clazzId, className: expect.any(String), waitingCount: 1 },
  ]);
});
