// Answers of the exam report calls for the page tests (only tests import this file): an exam-class of course 1's
// class 2 that closed, its figures, questions and students in every state, and one attempt's answer view. The
// questions of the answer view are the homework review's (the same ReviewQuestion in both contracts).
import type { ExamAnswerView, ExamClassSummary, ExamReport, ExamScoreRow } from '@contract/exam';
import { reviewQuestions } from '@/pages/homework-review/components/test-fixtures';

export { ok } from '@/pages/homework-review/components/test-fixtures';

export const examClass = (over: Partial<ExamClassSummary> = {}): ExamClassSummary => ({
  examClassId: 9,
  examId: 3,
  courseId: 1,
  classId: 2,
  className: '2023级计算机科学2班',
  name: '期中考试',
  questionCount: 3,
  totalScore: 17,
  startAt: '2025-04-21T01:00:00.000Z',
  endAt: '2025-04-21T03:00:00.000Z',
  durationMinutes: 90,
  shuffleQuestions: true,
  shuffleOptions: false,
  releaseVerdicts: false,
  showScore: 'review',
  showAnswer: 'end',
  publishedAt: '2025-04-15T08:00:00.000Z',
  studentCount: 5,
  startedCount: 4,
  submittedCount: 3,
  reviewedCount: 1,
  pendingCount: 1,
  averageScore: 11.3,
  ...over,
});

export const row = (over: Partial<ExamScoreRow> & Pick<ExamScoreRow, 'studentId' | 'code' | 'name'>): ExamScoreRow => ({
  scoreId: null,
  state: 'submitted',
  startedAt: '2025-04-21T01:02:00.000Z',
  deadline: '2025-04-21T02:32:00.000Z',
  submittedAt: '2025-04-21T02:10:00.000Z',
  autoSubmitted: false,
  answeredCount: 3,
  score: 10,
  pendingReview: false,
  regradePending: false,
  ...over,
});

export const rows: ExamScoreRow[] = [
  row({ scoreId: 501, studentId: 21, code: '2023010101', name: '王小明', score: 8, pendingReview: true }),
  row({ scoreId: 502, studentId: 22, code: '2023010102', name: '李思雨', score: 11, submittedAt: '2025-04-21T02:32:00.000Z', autoSubmitted: true }),
  row({ scoreId: 503, studentId: 23, code: '2023010103', name: '陈浩', score: 15, state: 'reviewed' }),
  row({ scoreId: 504, studentId: 24, code: '2023010104', name: '刘婷婷', state: 'answering', submittedAt: null, answeredCount: 1, score: null }),
  row({ studentId: 26, code: '2023010201', name: '吴佳怡', state: 'missed', startedAt: null, deadline: null, submittedAt: null, answeredCount: 0, score: null }),
];

export const report = (over: Partial<ExamReport> = {}): ExamReport => ({
  examClass: examClass(),
  figures: { count: 3, average: 11.3, median: 11, max: 15, min: 8, passRate: 66.7 },
  distribution: [
    { label: '0–59', min: 0, max: 59, count: 1 },
    { label: '60–69', min: 60, max: 69, count: 1 },
    { label: '70–79', min: 70, max: 79, count: 0 },
    { label: '80–89', min: 80, max: 89, count: 1 },
    { label: '90–100', min: 90, max: 100, count: 0 },
  ],
  questions: [
    { questionId: 601, position: 1, type: 'single', stemText: '能唯一标识一个元组的最小属性组称为？', score: 2, answeredCount: 3, correctCount: 2, correctRate: 66.7, averageScore: 1.3 },
    { questionId: 605, position: 2, type: 'short', stemText: '简述事务的 ACID 特性。', score: 10, answeredCount: 3, correctCount: 0, correctRate: 0, averageScore: 6 },
    { questionId: 606, position: 3, type: 'query', stemText: '查询全体学生的姓名和所在系。', score: 5, answeredCount: 2, correctCount: 1, correctRate: 33.3, averageScore: 1.7 },
  ],
  rows,
  ...over,
});

/** Nobody has started yet: the window opens tomorrow. */
export const emptyReport = (): ExamReport => {
  const start = Date.now() + 24 * 3_600_000;
  return report({
    examClass: examClass({ startAt: new Date(start).toISOString(), endAt: new Date(start + 2 * 3_600_000).toISOString(), startedCount: 0, submittedCount: 0, reviewedCount: 0, pendingCount: 0, averageScore: null }),
    figures: { count: 0, average: null, median: null, max: null, min: null, passRate: null },
    distribution: report().distribution.map((b) => ({ ...b, count: 0 })),
    questions: report().questions.map((q) => ({ ...q, answeredCount: 0, correctCount: 0, correctRate: null, averageScore: null })),
    rows: rows.map((r) => ({ ...r, scoreId: null, state: 'upcoming', startedAt: null, deadline: null, submittedAt: null, autoSubmitted: false, answeredCount: 0, score: null, pendingReview: false, regradePending: false })),
  });
};

export const answerView = (over: Partial<ExamAnswerView> = {}): ExamAnswerView => ({
  examClass: examClass(),
  student: { userId: 22, code: '2023010102', name: '李思雨' },
  row: rows[1],
  comment: null,
  questions: reviewQuestions,
  previousScoreId: 501,
  nextScoreId: 503,
  ...over,
});
