// The task bank 作业库 (PRODUCT.md: Task): homework templates of a course, kept in folders, each an ordered list
// of the course's questions with a score per question. Publishing a task (contract/homework.ts) snapshots it.
import { defineCalls } from './call';
import { PageQuery, pageOf } from './envelope';
import { ExerciseFolder, FolderList, PaperQuestion, Score } from './exercise';
import { id, name, optionalId, optionalText, z } from './zod';

export const TASK_LIMITS = { maxQuestions: 200, maxDescription: 2000 } as const;

export const TaskSummary = z.object({
  taskId: z.number().int(),
  courseId: z.number().int(),
  /** the folder; null: the bank's root */
  parentId: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  questionCount: z.number().int(),
  /** points */
  totalScore: z.number(),
  /** how many classes it was published to */
  publishedCount: z.number().int(),
  authorName: z.string(),
  updatedAt: z.string(),
});
export type TaskSummary = z.infer<typeof TaskSummary>;

export const TaskDetail = TaskSummary.extend({ courseName: z.string(), questions: z.array(PaperQuestion) });
export type TaskDetail = z.infer<typeof TaskDetail>;

export const TaskListQuery = PageQuery.extend({
  courseId: id('课程'),
  /** absent: the whole bank; 0: the root only; n: folder n and its sub-folders */
  parentId: z.coerce.number({ error: '文件夹必须是数字' }).int().min(0, { error: '文件夹无效' }).optional(),
  keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional(),
});

export const SaveTaskBody = z.object({
  taskId: id('作业')
    .nullish()
    .transform((v) => v ?? null),
  courseId: id('课程'),
  parentId: optionalId('文件夹'),
  name: name('作业名称', 100),
  description: optionalText('作业说明', TASK_LIMITS.maxDescription),
});
export type SaveTaskInput = z.output<typeof SaveTaskBody>;

/** The whole question list in its new order with scores: adding, removing, reordering and rescoring are one call. */
export const SetTaskQuestionsBody = z.object({
  taskId: id('作业'),
  questions: z
    .array(z.object({ exerciseId: id('题目'), score: Score }))
    .max(TASK_LIMITS.maxQuestions, { error: `一份作业最多 ${TASK_LIMITS.maxQuestions} 道题` })
    .refine((qs) => new Set(qs.map((q) => q.exerciseId)).size === qs.length, { error: '同一道题不能重复加入' }),
});
/** Appends questions of the bank (each with its default score); ones already in the task are skipped. */
export const AddTaskQuestionsBody = z.object({
  taskId: id('作业'),
  exerciseIds: z
    .array(id('题目'))
    .min(1, { error: '请选择题目' })
    .max(TASK_LIMITS.maxQuestions, { error: `一次最多 ${TASK_LIMITS.maxQuestions} 道题` })
    .transform((ids) => [...new Set(ids)]),
});

export const TaskIdsBody = z.object({
  taskIds: z
    .array(id('作业'))
    .min(1, { error: '请选择作业' })
    .max(200, { error: '一次最多 200 份作业' })
    .transform((ids) => [...new Set(ids)]),
});
export const MoveTasksBody = TaskIdsBody.extend({ parentId: optionalId('目标文件夹') });
export const TaskParams = z.object({ taskId: id('作业') });
const CourseParams = z.object({ courseId: id('课程') });
const FolderParams = z.object({ folderId: id('文件夹') });

export const SaveTaskFolderBody = z.object({
  folderId: id('文件夹')
    .nullish()
    .transform((v) => v ?? null),
  courseId: id('课程'),
  parentId: optionalId('上级文件夹'),
  name: name('文件夹名称', 50),
});
export const MoveTaskFolderBody = z.object({ folderId: id('文件夹'), parentId: optionalId('上级文件夹') });

export const taskCalls = defineCalls({
  taskFolders: { method: 'GET', path: '/task/folders/:courseId', params: CourseParams, answer: FolderList },
  saveTaskFolder: { method: 'POST', path: '/task/folder/save', body: SaveTaskFolderBody, answer: ExerciseFolder },
  moveTaskFolder: { method: 'POST', path: '/task/folder/move', body: MoveTaskFolderBody, answer: ExerciseFolder },
  /** only an empty folder */
  deleteTaskFolder: { method: 'POST', path: '/task/folder/delete/:folderId', params: FolderParams, answer: z.null() },
  listTasks: { method: 'GET', path: '/task/list', query: TaskListQuery, answer: pageOf(TaskSummary) },
  getTask: { method: 'GET', path: '/task/:taskId', params: TaskParams, answer: TaskDetail },
  saveTask: { method: 'POST', path: '/task/save', body: SaveTaskBody, answer: TaskSummary },
  setTaskQuestions: { method: 'POST', path: '/task/questions', body: SetTaskQuestionsBody, answer: TaskDetail },
  addTaskQuestions: { method: 'POST', path: '/task/addQuestions', body: AddTaskQuestionsBody, answer: TaskDetail },
  /** published homework stays (it is a snapshot); the task only leaves the bank */
  deleteTasks: { method: 'POST', path: '/task/delete', body: TaskIdsBody, answer: z.object({ deleted: z.number().int() }) },
  moveTasks: { method: 'POST', path: '/task/move', body: MoveTasksBody, answer: z.object({ moved: z.number().int() }) },
  /** copies into the same folder, named “… 副本” */
  copyTask: { method: 'POST', path: '/task/copy/:taskId', params: TaskParams, answer: TaskSummary },
});
