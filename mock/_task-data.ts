// The task bank and published homework mocks' state (not a mock itself: .umirc.ts excludes mock/_*.ts), shared by
// mock/task.ts and mock/homework-teacher.ts. Course 1 (数据库系统原理) has a few tasks made of its questions
// (mock/_exercise-data.ts ids 1–9), published to its classes 1 and 2 (mock/clazz.ts); times are relative to now,
// so the lists show homework not started, open and past its end.
import type { CurrentUser } from '@contract/auth';
import type { ExerciseFolder } from '@contract/exercise';
import type { HomeworkSummary } from '@contract/homework';
import type { TaskDetail, TaskQuestion, TaskSummary } from '@contract/task';
import { classState } from './clazz';
import { mockCourseName } from './course';
import { exerciseState, pointNames, summaryOf as exerciseSummaryOf } from './_exercise-bank';

export type StoredTaskFolder = { folderId: number; courseId: number; parentId: number | null; name: string };
export type StoredTask = {
  taskId: number;
  courseId: number;
  parentId: number | null;
  name: string;
  description: string | null;
  questions: { exerciseId: number; score: number }[];
  authorName: string;
  updatedAt: string;
};
export type StoredHomework = Omit<HomeworkSummary, 'className' | 'studentCount'>;

const DAY = 86_400_000;
const from = (days: number, hour = 0) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hour * 3_600_000).toISOString();

function seed() {
  const folders: StoredTaskFolder[] = [
    { folderId: 1, courseId: 1, parentId: null, name: '第三章 SQL 练习' },
    { folderId: 2, courseId: 1, parentId: 1, name: '连接查询' },
    { folderId: 3, courseId: 1, parentId: null, name: '单元测验' },
    { folderId: 4, courseId: 1, parentId: null, name: '期末复习' },
  ];
  const tasks: StoredTask[] = [
    {
      taskId: 1,
      courseId: 1,
      parentId: 1,
      name: '第三章 单表查询练习',
      description: '完成单表查询的基本练习，SQL 题可以先在场景中运行再提交。',
      questions: [
        { exerciseId: 4, score: 2 },
        { exerciseId: 3, score: 2.5 },
        { exerciseId: 6, score: 5.5 },
      ],
      authorName: '李老师',
      updatedAt: from(-12, 2),
    },
    {
      taskId: 2,
      courseId: 1,
      parentId: 2,
      name: '连接与嵌套查询作业',
      description: null,
      questions: [
        { exerciseId: 7, score: 5 },
        { exerciseId: 9, score: 5 },
      ],
      authorName: '李老师',
      updatedAt: from(-3, 6),
    },
    {
      taskId: 3,
      courseId: 1,
      parentId: 3,
      name: '第一章 绪论小测',
      description: '闭卷完成，限时 20 分钟。',
      questions: [
        { exerciseId: 1, score: 2 },
        { exerciseId: 2, score: 3 },
        { exerciseId: 5, score: 5 },
      ],
      authorName: '李老师',
      updatedAt: from(-1, 3),
    },
    { taskId: 4, courseId: 1, parentId: null, name: '期末复习（草稿）', description: null, questions: [], authorName: '李老师', updatedAt: from(0, 1) },
  ];
  const base = { courseId: 1, latePolicy: 'refuse' as const, lateUntil: null, latePenalty: 0, showScore: 'submit' as const, showAnswer: 'end' as const, duplicateCheck: true, duplicateCheckedAt: null };
  const homeworks: StoredHomework[] = [
    {
      ...base,
      homeworkId: 1,
      taskId: 1,
      classId: 1,
      name: '第三章 单表查询练习',
      questionCount: 3,
      totalScore: 10,
      startAt: from(-10, 0),
      endAt: from(-3, 15),
      duplicateCheckedAt: from(-3, 16),
      publishedAt: from(-10, 0),
      submittedCount: 6,
      reviewedCount: 5,
      pendingCount: 1,
      averageScore: 8.3,
    },
    {
      ...base,
      homeworkId: 2,
      taskId: 1,
      classId: 2,
      name: '第三章 单表查询练习',
      questionCount: 3,
      totalScore: 10,
      startAt: from(-2, 0),
      endAt: from(5, 15),
      latePolicy: 'accept',
      lateUntil: from(7, 15),
      latePenalty: 20,
      publishedAt: from(-2, 0),
      submittedCount: 1,
      reviewedCount: 0,
      pendingCount: 1,
      averageScore: 7.5,
    },
    {
      ...base,
      homeworkId: 3,
      taskId: 2,
      classId: 1,
      name: '连接与嵌套查询作业',
      questionCount: 2,
      totalScore: 10,
      startAt: from(2, 0),
      endAt: from(9, 15),
      showScore: 'review',
      showAnswer: 'review',
      publishedAt: from(-1, 0),
      submittedCount: 0,
      reviewedCount: 0,
      pendingCount: 0,
      averageScore: null,
    },
  ];
  return { folders, tasks, homeworks, nextFolderId: 50, nextTaskId: 50, nextHomeworkId: 50 };
}

type G = typeof globalThis & { __htdzMockTasks?: ReturnType<typeof seed> };
/** The task banks and published homework in memory. */
export const taskState = () => ((globalThis as G).__htdzMockTasks ??= seed());

const tenths = (points: number) => Math.round(points * 10);
export const totalOf = (t: StoredTask) => t.questions.reduce((sum, q) => sum + tenths(q.score), 0) / 10;

export const taskFolderOf = (f: StoredTaskFolder): ExerciseFolder => ({
  folderId: f.folderId,
  parentId: f.parentId,
  name: f.name,
  count: taskState().tasks.filter((t) => t.courseId === f.courseId && t.parentId === f.folderId).length,
});

/** The folder and all folders below it. */
export function taskBranchOf(folderId: number): Set<number> {
  const ids = new Set([folderId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const f of taskState().folders) {
      if (f.parentId !== null && ids.has(f.parentId) && !ids.has(f.folderId)) {
        ids.add(f.folderId);
        grew = true;
      }
    }
  }
  return ids;
}

export const taskSummaryOf = (t: StoredTask): TaskSummary => ({
  taskId: t.taskId,
  courseId: t.courseId,
  parentId: t.parentId,
  name: t.name,
  description: t.description,
  questionCount: t.questions.length,
  totalScore: totalOf(t),
  publishedCount: taskState().homeworks.filter((h) => h.taskId === t.taskId).length,
  authorName: t.authorName,
  updatedAt: t.updatedAt,
});

export function taskDetailOf(user: CurrentUser, t: StoredTask): TaskDetail {
  const names = pointNames(t.courseId);
  const byId = new Map(exerciseState().exercises.map((e) => [e.exerciseId, e]));
  const questions: TaskQuestion[] = t.questions.flatMap((q, i) => {
    const e = byId.get(q.exerciseId);
    if (!e) return [];
    const s = exerciseSummaryOf(user, e, names);
    return [{ exerciseId: e.exerciseId, position: i + 1, type: s.type, stemText: s.stemText, difficulty: s.difficulty, knowledge: s.knowledge, sceneName: s.sceneName, score: q.score }];
  });
  return { ...taskSummaryOf(t), courseName: mockCourseName(t.courseId) ?? '（课程已删除）', questions };
}

export function homeworkOf(h: StoredHomework): HomeworkSummary {
  const clazz = classState().list.find((c) => c.sclassId === h.classId);
  return { ...h, className: clazz?.name ?? '（班级已删除）', studentCount: clazz?.students.length ?? 0 };
}
