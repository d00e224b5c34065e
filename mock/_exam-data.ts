// The exam mocks' state (not a mock itself: .umirc.ts excludes mock/_*.ts): papers of course 1 (数据库系统原理) made
// of its bank's questions (mock/_exercise-data.ts ids 1–9), and their publications to its classes 1 and 2
// (mock/clazz.ts) with progress figures; times are relative to now, so the lists show exams past, open and to come.
// Class 1 (the demo student's) has one of each for mock/exam-student.ts: 1 closed (the student's attempt reviewed),
// 3 upcoming, 5 open now (a few minutes ago to two hours ahead, 60 minutes), 6 closed with the student's attempt
// left open past its deadline (handed in by the clock).
import type { CurrentUser } from '@contract/auth';
import type { ExamClassSummary, ExamDetail, ExamQuestion, ExamSummary } from '@contract/exam';
import { classState } from './clazz';
import { mockCourseName } from './course';
import { exerciseState, pointNames, summaryOf as exerciseSummaryOf } from './_exercise-bank';

export type StoredExam = {
  examId: number;
  courseId: number;
  name: string;
  description: string | null;
  durationMinutes: number;
  questions: { exerciseId: number; score: number }[];
  authorName: string;
  updatedAt: string;
};
export type StoredExamClass = Omit<ExamClassSummary, 'className' | 'studentCount'> & { description: string | null };

const MINUTE = 60_000;
const DAY = 86_400_000;
const from = (days: number, hour = 0) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hour * 3_600_000).toISOString();
const minutesFromNow = (minutes: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE + minutes * MINUTE).toISOString();

const tenths = (points: number) => Math.round(points * 10);
export const examTotalOf = (e: Pick<StoredExam, 'questions'>) => e.questions.reduce((sum, q) => sum + tenths(q.score), 0) / 10;

function seed() {
  const exams: StoredExam[] = [
    {
      examId: 1,
      courseId: 1,
      name: '数据库系统原理 期中考试',
      description: '闭卷，独立完成。SQL 题可以先运行查看结果再作答；到时间未交卷的，系统自动交卷。',
      durationMinutes: 90,
      questions: [
        { exerciseId: 1, score: 2 },
        { exerciseId: 2, score: 3 },
        { exerciseId: 3, score: 2 },
        { exerciseId: 4, score: 4 },
        { exerciseId: 6, score: 10 },
        { exerciseId: 5, score: 9 },
      ],
      authorName: '李老师',
      updatedAt: from(-20, 2),
    },
    {
      examId: 2,
      courseId: 1,
      name: 'SQL 查询单元测验',
      description: '限时 45 分钟，只有一次作答机会。',
      durationMinutes: 45,
      questions: [
        { exerciseId: 6, score: 10 },
        { exerciseId: 7, score: 10 },
        { exerciseId: 8, score: 10 },
      ],
      authorName: '李老师',
      updatedAt: from(-4, 6),
    },
    { examId: 3, courseId: 1, name: '期末考试（草稿）', description: null, durationMinutes: 120, questions: [], authorName: '李老师', updatedAt: from(0, 1) },
    {
      examId: 4,
      courseId: 1,
      name: '第三章 SQL 随堂测验',
      description: '共 6 题，限时 60 分钟，开始后计时；答案自动保存，可以刷新或换一台电脑继续作答。',
      durationMinutes: 60,
      questions: [
        { exerciseId: 1, score: 2 },
        { exerciseId: 3, score: 2 },
        { exerciseId: 2, score: 4 },
        { exerciseId: 4, score: 4 },
        { exerciseId: 6, score: 10 },
        { exerciseId: 5, score: 8 },
      ],
      authorName: '李老师',
      updatedAt: from(-1, 1),
    },
    {
      examId: 5,
      courseId: 1,
      name: '第一、二章 小测',
      description: '4 道客观题，限时 20 分钟。',
      durationMinutes: 20,
      questions: [
        { exerciseId: 1, score: 5 },
        { exerciseId: 2, score: 5 },
        { exerciseId: 3, score: 5 },
        { exerciseId: 4, score: 5 },
      ],
      authorName: '李老师',
      updatedAt: from(-6, 3),
    },
  ];
  const base = { courseId: 1, shuffleQuestions: false, shuffleOptions: true, showScore: 'end' as const, showAnswer: 'end' as const, releaseVerdicts: false };
  const midterm = { examId: 1, name: exams[0]!.name, description: exams[0]!.description, questionCount: 6, totalScore: 30, durationMinutes: 90 };
  const quiz = { examId: 2, name: exams[1]!.name, description: exams[1]!.description, questionCount: 3, totalScore: 30, durationMinutes: 45 };
  const sqlTest = { examId: 4, name: exams[3]!.name, description: exams[3]!.description, questionCount: 6, totalScore: 30, durationMinutes: 60 };
  const smallTest = { examId: 5, name: exams[4]!.name, description: exams[4]!.description, questionCount: 4, totalScore: 20, durationMinutes: 20 };
  const examClasses: StoredExamClass[] = [
    {
      ...base,
      ...midterm,
      examClassId: 1,
      classId: 1,
      startAt: from(-14, 0),
      endAt: from(-14, 2),
      publishedAt: from(-18, 3),
      startedCount: 7,
      submittedCount: 7,
      reviewedCount: 6,
      pendingCount: 1,
      averageScore: 21.5,
    },
    {
      ...base,
      ...midterm,
      examClassId: 2,
      classId: 2,
      startAt: from(-13, 6),
      endAt: from(-13, 8),
      showScore: 'review',
      publishedAt: from(-18, 3),
      startedCount: 3,
      submittedCount: 3,
      reviewedCount: 3,
      pendingCount: 0,
      averageScore: 24,
    },
    {
      ...base,
      ...quiz,
      examClassId: 3,
      classId: 1,
      startAt: from(3, 1),
      endAt: from(3, 2),
      shuffleQuestions: true,
      publishedAt: from(-1, 2),
      startedCount: 0,
      submittedCount: 0,
      reviewedCount: 0,
      pendingCount: 0,
      averageScore: null,
    },
    {
      ...base,
      ...quiz,
      examClassId: 4,
      classId: 2,
      startAt: minutesFromNow(-20),
      endAt: minutesFromNow(100),
      shuffleQuestions: true,
      showScore: 'submit',
      publishedAt: from(-1, 2),
      startedCount: 2,
      submittedCount: 1,
      reviewedCount: 1,
      pendingCount: 0,
      averageScore: 26,
    },
    {
      ...base,
      ...sqlTest,
      examClassId: 5,
      classId: 1,
      startAt: minutesFromNow(-5),
      endAt: minutesFromNow(120),
      shuffleQuestions: true,
      shuffleOptions: false,
      showScore: 'submit',
      publishedAt: from(-1, 3),
      startedCount: 2,
      submittedCount: 0,
      reviewedCount: 0,
      pendingCount: 0,
      averageScore: null,
    },
    {
      ...base,
      ...smallTest,
      examClassId: 6,
      classId: 1,
      startAt: from(-2, 1),
      endAt: from(-2, 2),
      shuffleOptions: false,
      showScore: 'submit',
      showAnswer: 'submit',
      publishedAt: from(-5, 2),
      startedCount: 6,
      submittedCount: 6,
      reviewedCount: 6,
      pendingCount: 0,
      averageScore: 16.5,
    },
  ];
  return { exams, examClasses, nextExamId: 50, nextExamClassId: 50 };
}

type G = typeof globalThis & { __htdzMockExams?: ReturnType<typeof seed> };
/** The exam papers and their publications in memory. */
export const examState = () => ((globalThis as G).__htdzMockExams ??= seed());

export const examSummaryOf = (e: StoredExam): ExamSummary => ({
  examId: e.examId,
  courseId: e.courseId,
  name: e.name,
  description: e.description,
  durationMinutes: e.durationMinutes,
  questionCount: e.questions.length,
  totalScore: examTotalOf(e),
  publishedCount: examState().examClasses.filter((ec) => ec.examId === e.examId).length,
  authorName: e.authorName,
  updatedAt: e.updatedAt,
});

export function examDetailOf(user: CurrentUser, e: StoredExam): ExamDetail {
  const names = pointNames(e.courseId);
  const byId = new Map(exerciseState().exercises.map((x) => [x.exerciseId, x]));
  const questions: ExamQuestion[] = e.questions.flatMap((q, i) => {
    const x = byId.get(q.exerciseId);
    if (!x) return [];
    const s = exerciseSummaryOf(user, x, names);
    return [
      {
        exerciseId: x.exerciseId,
        position: i + 1,
        type: s.type,
        stemText: s.stemText,
        difficulty: s.difficulty,
        knowledge: s.knowledge,
        sceneName: s.sceneName,
        score: q.score,
      },
    ];
  });
  return { ...examSummaryOf(e), courseName: mockCourseName(e.courseId) ?? '（课程已删除）', questions };
}

export function examClassOf(ec: StoredExamClass): ExamClassSummary {
  const { description: _description, ...summary } = ec;
  const clazz = classState().list.find((c) => c.sclassId === ec.classId);
  return { ...summary, className: clazz?.name ?? '（班级已删除）', studentCount: clazz?.students.length ?? 0 };
}
