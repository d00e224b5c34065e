// Answers of the review calls for the page tests (only tests import this file): a homework of a class, its rows,
// one submission under review, a duplicate report and a comparison.
import type { DuplicateComparison, DuplicatePairRow, HomeworkSummary, ReviewQuestion, SubmissionReview, SubmissionRow } from '@contract/homework';

export const ok = <T,>(obj: T) => ({ code: 200, success: true, message: '操作成功', obj });

export const homework = (over: Partial<HomeworkSummary> = {}): HomeworkSummary => ({
  homeworkId: 7,
  taskId: 3,
  courseId: 1,
  classId: 2,
  className: '2023级计算机科学1班',
  name: '第一次作业',
  questionCount: 3,
  totalScore: 17,
  startAt: '2025-03-10T00:00:00.000Z',
  endAt: '2025-03-17T15:59:00.000Z',
  latePolicy: 'accept',
  lateUntil: '2025-03-20T15:59:00.000Z',
  latePenalty: 10,
  showScore: 'review',
  showAnswer: 'end',
  duplicateCheck: true,
  duplicateCheckedAt: '2025-03-20T16:30:00.000Z',
  publishedAt: '2025-03-09T08:00:00.000Z',
  studentCount: 5,
  submittedCount: 4,
  reviewedCount: 1,
  pendingCount: 2,
  averageScore: 11.3,
  ...over,
});

export const row = (over: Partial<SubmissionRow> & Pick<SubmissionRow, 'studentId' | 'code' | 'name'>): SubmissionRow => ({
  status: 'submitted',
  submittedAt: '2025-03-16T12:30:00.000Z',
  late: false,
  autoSubmitted: false,
  answeredCount: 3,
  score: 10,
  pendingReview: false,
  maxSimilarity: null,
  regradePending: false,
  ...over,
});

export const rows: SubmissionRow[] = [
  row({ studentId: 21, code: '2023010101', name: '王小明', score: 8, pendingReview: true, maxSimilarity: 0.86 }),
  row({ studentId: 22, code: '2023010102', name: '李思雨', score: 6.5, late: true, pendingReview: true, maxSimilarity: 0.86 }),
  row({ studentId: 23, code: '2023010103', name: '陈浩', score: 15, status: 'reviewed' }),
  row({ studentId: 24, code: '2023010104', name: '刘婷婷', score: 12, status: 'returned', autoSubmitted: true }),
  row({ studentId: 26, code: '2023010201', name: '吴佳怡', status: 'new', submittedAt: null, answeredCount: 0, score: null }),
];

const question = (q: Partial<ReviewQuestion['question']> & Pick<ReviewQuestion['question'], 'questionId' | 'position' | 'type' | 'spec'>): ReviewQuestion['question'] => ({
  stem: `<p>第 ${q.position} 题的题干</p>`,
  stemText: `第 ${q.position} 题的题干`,
  analysis: null,
  difficulty: 'medium',
  knowIds: [],
  score: 2,
  sceneName: null,
  ...q,
});

export const reviewQuestions: ReviewQuestion[] = [
  {
    question: question({
      questionId: 601,
      position: 1,
      type: 'single',
      score: 2,
      spec: { type: 'single', options: [{ key: 'A', text: '外码' }, { key: 'B', text: '候选码' }], answer: 'B' },
    }),
    answer: { choices: ['A'] },
    verdict: { correct: false, score: 0, maxScore: 2, message: '选择错误' },
    autoScore: 0,
    manualScore: null,
    comment: null,
  },
  {
    question: question({
      questionId: 605,
      position: 2,
      type: 'short',
      score: 10,
      spec: { type: 'short', referenceAnswer: '<p>原子性、一致性、隔离性、持续性。</p>', keywords: ['原子性', '一致性', '隔离性', '持续性'] },
    }),
    answer: { text: '事务具有原子性和一致性。' },
    verdict: { correct: null, score: null, maxScore: 10, message: '简答题由教师批阅', keywordsFound: ['原子性', '一致性'] },
    autoScore: null,
    manualScore: 6,
    comment: '少了两个特性',
  },
  {
    question: question({
      questionId: 606,
      position: 3,
      type: 'query',
      score: 5,
      sceneName: '学生选课',
      spec: { type: 'query', sceneId: 1, referenceSql: 'SELECT sname, sdept FROM student;', verifySql: null, orderSensitive: null, checkColumnNames: false },
    }),
    answer: { sql: 'SELECT sname, sage FROM student;' },
    verdict: {
      correct: false,
      score: 0,
      maxScore: 5,
      message: '结果不一致：第 2 列应为 sdept',
      sqlResult: { results: [{ command: 'SELECT', columns: [{ name: 'sname', type: 'text' }, { name: 'sage', type: 'int4' }], rows: [['李勇', '20']], rowCount: 1, truncated: false }], elapsedMs: 3 },
    },
    autoScore: 0,
    manualScore: null,
    comment: null,
  },
];

export const review = (over: Partial<SubmissionReview> = {}): SubmissionReview => ({
  homework: homework(),
  student: { userId: 21, code: '2023010101', name: '王小明' },
  row: rows[0],
  comment: null,
  returnedUntil: null,
  questions: reviewQuestions,
  previousStudentId: 4,
  nextStudentId: 22,
  ...over,
});

export const pair = (over: Partial<DuplicatePairRow> = {}): DuplicatePairRow => ({
  studentId: 21,
  code: '2023010101',
  name: '王小明',
  otherStudentId: 22,
  otherCode: '2023010102',
  otherName: '李思雨',
  similarity: 0.86,
  questions: [
    { questionId: 605, position: 5, similarity: 0.93 },
    { questionId: 606, position: 6, similarity: 0.79 },
  ],
  decision: 'pending',
  ...over,
});

export const comparison = (over: Partial<DuplicateComparison> = {}): DuplicateComparison => ({
  homework: homework(),
  pair: pair(),
  questions: [
    {
      questionId: 606,
      position: 3,
      type: 'query',
      stemText: '查询全体学生的姓名和所在系。',
      similarity: 0.79,
      a: { text: 'SELECT sname, sage FROM student;', correct: false, spans: [[0, 18]] },
      b: { text: 'select sname, sage from student where 1=1;', correct: false, spans: [[0, 18], [19, 31]] },
    },
    {
      questionId: 601,
      position: 1,
      type: 'single',
      stemText: '能唯一标识一个元组的最小属性组称为？',
      similarity: null,
      a: { text: 'B', correct: true, spans: [] },
      b: { text: 'B', correct: true, spans: [[0, 1]] },
    },
  ],
  ...over,
});
