// Answers of the statistics calls for the page tests: a class of three students, two homeworks and two exams (one
// handed in by two students, one to come).
import type { ClassStat, StudentStat } from '@contract/statis';

export const ok = <T>(obj: T) => ({ code: 200, success: true, message: '操作成功', obj });

export const CLASS_STAT: ClassStat = {
  clazz: {
    sclassId: 1,
    name: '2023级计算机科学1班',
    courseId: 1,
    courseName: '数据库系统原理',
    ownerName: '李老师',
    startDate: '2025-02-24',
    endDate: null,
    teacherCount: 2,
    studentCount: 3,
  },
  averageProgress: 33,
  homeworkAverage: 56.7,
  students: [
    {
      userId: 21,
      code: 's1',
      name: '甲同学',
      progress: 100,
      homeworkDone: 2,
      homeworkTotal: 2,
      homeworkAverage: 100,
      mastery: 100,
      exams: [
        { examClassId: 31, state: 'reviewed', score: 92 },
        { examClassId: 32, state: 'upcoming', score: null },
      ],
    },
    {
      userId: 22,
      code: 's2',
      name: '乙同学',
      progress: 0,
      homeworkDone: 2,
      homeworkTotal: 2,
      homeworkAverage: 70,
      mastery: 25,
      exams: [
        { examClassId: 31, state: 'submitted', score: 61.5 },
        { examClassId: 32, state: 'upcoming', score: null },
      ],
    },
    {
      userId: 23,
      code: 's3',
      name: '丙同学',
      progress: 0,
      homeworkDone: 0,
      homeworkTotal: 2,
      homeworkAverage: null,
      mastery: null,
      exams: [
        { examClassId: 31, state: 'missed', score: null },
        { examClassId: 32, state: 'upcoming', score: null },
      ],
    },
  ],
  homeworks: [
    { homeworkId: 7, name: '作业一', endAt: '2025-03-08T15:59:00.000Z', submitted: 2, students: 3, average: 8, max: 10, min: 6, total: 10 },
    { homeworkId: 8, name: '作业二', endAt: '2025-03-15T15:59:00.000Z', submitted: 0, students: 3, average: null, max: null, min: null, total: 20 },
  ],
  knowledge: [
    { knowId: 101, name: '关系模型', exerciseCount: 2, mastery: 50 },
    { knowId: 102, name: 'SQL 查询', exerciseCount: 1, mastery: 67 },
  ],
  distribution: [
    { label: '0–59', min: 0, max: 59, count: 1 },
    { label: '60–69', min: 60, max: 69, count: 0 },
    { label: '70–79', min: 70, max: 79, count: 1 },
    { label: '80–89', min: 80, max: 89, count: 0 },
    { label: '90–100', min: 90, max: 100, count: 1 },
  ],
  exams: [
    {
      examClassId: 31,
      name: '期中考试',
      startAt: '2025-04-20T01:00:00.000Z',
      endAt: '2025-04-20T03:00:00.000Z',
      submitted: 2,
      students: 3,
      average: 76.8,
      max: 92,
      min: 61.5,
      total: 100,
    },
    { examClassId: 32, name: '期末考试', startAt: '2025-06-30T01:00:00.000Z', endAt: '2025-06-30T03:00:00.000Z', submitted: 0, students: 3, average: null, max: null, min: null, total: 100 },
  ],
};

export const STUDENT_STAT: StudentStat = {
  clazz: CLASS_STAT.clazz,
  student: { userId: 22, code: 's2', name: '乙同学' },
  progress: 40,
  chapters: [
    {
      chapterId: 1,
      parentId: null,
      title: '第一章 绪论',
      serialNum: 1,
      itemCount: 1,
      doneCount: 1,
      progress: 100,
      completed: true,
      lastStudiedAt: '2025-03-01T02:00:00.000Z',
    },
    { chapterId: 2, parentId: 1, title: '1.1 数据模型', serialNum: 1, itemCount: 2, doneCount: 0, progress: 0, completed: false, lastStudiedAt: null },
  ],
  homeworkDone: 1,
  homeworkAverage: 60,
  mastery: 25,
  homeworks: [
    {
      homeworkId: 7,
      name: '作业一',
      endAt: '2025-03-08T15:59:00.000Z',
      status: 'reviewed',
      score: 6,
      total: 10,
      submittedAt: '2025-03-07T08:00:00.000Z',
      late: true,
    },
    { homeworkId: 8, name: '作业二', endAt: '2025-03-15T15:59:00.000Z', status: 'new', score: null, total: 20, submittedAt: null, late: false },
  ],
  knowledge: [
    { knowId: 101, name: '关系模型', exerciseCount: 2, correctCount: 1, mastery: 50 },
    { knowId: 102, name: 'SQL 查询', exerciseCount: 1, correctCount: 0, mastery: 0 },
  ],
  exams: [
    {
      examClassId: 31,
      name: '期中考试',
      startAt: '2025-04-20T01:00:00.000Z',
      endAt: '2025-04-20T03:00:00.000Z',
      state: 'submitted',
      score: 61.5,
      total: 100,
      submittedAt: '2025-04-20T02:30:00.000Z',
    },
    { examClassId: 32, name: '期末考试', startAt: '2025-06-30T01:00:00.000Z', endAt: '2025-06-30T03:00:00.000Z', state: 'upcoming', score: null, total: 100, submittedAt: null },
  ],
};
