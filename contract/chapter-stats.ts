// What teachers and experts see of study progress: per chapter, per resource and per student of a class
// (/teacher/course/chapter/statis/...), and a template's reach (/expert/course/{courseId}/statistics).
import { defineCalls } from './call';
import { RESOURCE_KINDS } from './chapter';
import { ChapterProgress, ResourceProgress } from './study';
import { id, z } from './zod';

export const ChapterStatsRow = z.object({
  chapterId: z.number().int(),
  parentId: z.number().int().nullable(),
  title: z.string(),
  serialNum: z.number().int(),
  hidden: z.boolean(),
  itemCount: z.number().int(),
  studentCount: z.number().int(),
  /** students who opened anything of it */
  startedCount: z.number().int(),
  completedCount: z.number().int(),
  averageProgress: z.number().int(),
});
export type ChapterStatsRow = z.infer<typeof ChapterStatsRow>;

export const ResourceStatsRow = z.object({
  resourceId: z.number().int(),
  kind: z.enum(RESOURCE_KINDS),
  title: z.string(),
  /** 任务点: counts toward the chapter's progress */
  taskPoint: z.boolean(),
  startedCount: z.number().int(),
  completedCount: z.number().int(),
  averageProgress: z.number().int(),
});
export type ResourceStatsRow = z.infer<typeof ResourceStatsRow>;

export const StudentRef = z.object({ userId: z.number().int(), code: z.string(), name: z.string() });

export const StudentChapterRow = StudentRef.extend({
  progress: z.number().int(),
  completed: z.boolean(),
  doneCount: z.number().int(),
  itemCount: z.number().int(),
  lastStudiedAt: z.string().nullable(),
});
export type StudentChapterRow = z.infer<typeof StudentChapterRow>;

const ChapterRef = z.object({ chapterId: z.number().int(), courseId: z.number().int(), title: z.string(), serialNum: z.number().int() });
const ClassRef = z.object({ sclassId: z.number().int(), name: z.string() });

export const ChapterStats = z.object({
  chapter: ChapterRef,
  clazz: ClassRef,
  contentItem: z.boolean(),
  contentReadCount: z.number().int(),
  resources: z.array(ResourceStatsRow),
  students: z.array(StudentChapterRow),
});
export type ChapterStats = z.infer<typeof ChapterStats>;

export const ResourceStats = z.object({
  chapter: ChapterRef,
  clazz: ClassRef,
  resource: ResourceStatsRow,
  students: z.array(StudentRef.extend({ progress: ResourceProgress })),
});
export type ResourceStats = z.infer<typeof ResourceStats>;

export const StudentProcess = z.object({
  student: StudentRef,
  clazz: ClassRef,
  chapter: ChapterRef,
  /** the chapter's text: read or not */
  contentItem: z.boolean(),
  contentReadAt: z.string().nullable(),
  resources: z.array(z.object({ resourceId: z.number().int(), kind: z.enum(RESOURCE_KINDS), title: z.string(), progress: ResourceProgress })),
  /** the student's progress in every chapter the class sees */
  chapters: z.array(ChapterProgress),
  courseProgress: z.number().int(),
});
export type StudentProcess = z.infer<typeof StudentProcess>;

export const CourseReachRow = z.object({
  courseId: z.number().int(),
  name: z.string(),
  ownerName: z.string(),
  status: z.string(),
  classCount: z.number().int(),
  studentCount: z.number().int(),
  averageProgress: z.number().int(),
});
export const CourseStats = z.object({
  courseId: z.number().int(),
  name: z.string(),
  isTemplate: z.boolean(),
  chapterCount: z.number().int(),
  resourceCount: z.number().int(),
  knowledgeCount: z.number().int(),
  sceneCount: z.number().int(),
  /** the course itself and, for a template, the courses made from it */
  courses: z.array(CourseReachRow),
  classCount: z.number().int(),
  studentCount: z.number().int(),
  averageProgress: z.number().int(),
});
export type CourseStats = z.infer<typeof CourseStats>;

const ChapterClassParams = z.object({ chapterId: id('章节'), clazzId: id('班级') });

export const chapterStatsCalls = defineCalls({
  classChapterStats: {
    method: 'GET',
    path: '/statis/chapters/:courseId/:clazzId',
    params: z.object({ courseId: id('课程'), clazzId: id('班级') }),
    answer: z.array(ChapterStatsRow),
  },
  chapterStats: { method: 'GET', path: '/statis/chapter/:chapterId/:clazzId', params: ChapterClassParams, answer: ChapterStats },
  resourceStats: {
    method: 'GET',
    path: '/statis/resource/:resourceId/:clazzId',
    params: z.object({ resourceId: id('资源'), clazzId: id('班级') }),
    answer: ResourceStats,
  },
  studentProcess: {
    method: 'GET',
    path: '/statis/student/:chapterId/:clazzId/:userId',
    params: ChapterClassParams.extend({ userId: id('学生') }),
    answer: StudentProcess,
  },
  courseStats: { method: 'GET', path: '/statis/course/:courseId', params: z.object({ courseId: id('课程') }), answer: CourseStats },
});
