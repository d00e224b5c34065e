// Labs 实验 (PRODUCT.md: Lab; issue 8): images 镜像 are named environments a course may use (a Linux shell with a
// PostgreSQL of one's own, say), each with what it provides, its start command, resource limits and time limits.
// Admins manage every image; a teacher manages the images they made and offers them to courses they edit.
// Containers (a user's running copy of an image for a course) come in a later slice (docs/labs.md).
import { defineCalls } from './call';
import { pageOf, PageQuery } from './envelope';
import { id, name, optionalText, text, z } from './zod';

export const LAB_LIMITS = {
  maxDescription: 2000,
  maxCourses: 100,
  memoryMb: { min: 64, max: 8192 },
  /** CPU cores, in tenths */
  cpuTenths: { min: 1, max: 40 },
  processes: { min: 16, max: 4096 },
  diskMb: { min: 16, max: 20480 },
  /** minutes without input before the reaper stops a container */
  idleMinutes: { min: 5, max: 480 },
  /** minutes a container may run at most */
  lifetimeMinutes: { min: 10, max: 1440 },
} as const;

const whole = (label: string, range: { min: number; max: number }, unit: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .min(range.min, { error: `${label}不能小于 ${range.min}${unit}` })
    .max(range.max, { error: `${label}不能超过 ${range.max}${unit}` });

/** An image as its managers see it. */
export const LabImage = z.object({
  imageId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** what it offers, in a line: “PostgreSQL 15 个人实例 + psql” */
  provides: z.string(),
  /** run in the container's home folder when it starts */
  startCommand: z.string(),
  /** the OCI image the kubernetes runtime starts; the sandbox runtime ignores it */
  ociImage: z.string().nullable(),
  memoryMb: z.number().int(),
  cpuTenths: z.number().int(),
  maxProcesses: z.number().int(),
  diskMb: z.number().int(),
  idleMinutes: z.number().int(),
  lifetimeMinutes: z.number().int(),
  /** students see only enabled images */
  enabled: z.boolean(),
  courses: z.array(z.object({ courseId: z.number().int(), name: z.string() })),
  authorId: z.number().int(),
  authorName: z.string(),
  /** the caller may change or delete it */
  editable: z.boolean(),
  updatedAt: z.string(),
});
export type LabImage = z.infer<typeof LabImage>;

/** What a student sees of an image offered to their course. */
export const StudentLabImage = LabImage.pick({
  imageId: true,
  name: true,
  description: true,
  provides: true,
  memoryMb: true,
  cpuTenths: true,
  diskMb: true,
  idleMinutes: true,
  lifetimeMinutes: true,
});
export type StudentLabImage = z.infer<typeof StudentLabImage>;

export const LabImageQuery = PageQuery.extend({
  /** the images offered to this course (its teachers and admins); without it: the images the caller manages */
  courseId: id('课程').optional(),
  keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional(),
});

export const SaveLabImageBody = z.object({
  imageId: id('镜像').nullish().transform((v) => v ?? null),
  name: name('镜像名称', 50),
  description: optionalText('镜像说明', LAB_LIMITS.maxDescription),
  provides: text('提供的环境', 200),
  startCommand: text('启动命令', 2000),
  ociImage: optionalText('容器镜像地址', 300),
  memoryMb: whole('内存上限', LAB_LIMITS.memoryMb, ' MB'),
  cpuTenths: whole('CPU 上限', LAB_LIMITS.cpuTenths, '（十分之一核）'),
  maxProcesses: whole('进程数上限', LAB_LIMITS.processes, ' 个'),
  diskMb: whole('磁盘上限', LAB_LIMITS.diskMb, ' MB'),
  idleMinutes: whole('空闲超时', LAB_LIMITS.idleMinutes, ' 分钟'),
  lifetimeMinutes: whole('最长运行时间', LAB_LIMITS.lifetimeMinutes, ' 分钟'),
  enabled: z.boolean({ error: '请选择是否启用' }).default(true),
  courseIds: z
    .array(id('课程'))
    .max(LAB_LIMITS.maxCourses, { error: `一个镜像最多提供给 ${LAB_LIMITS.maxCourses} 门课程` })
    .transform((ids) => [...new Set(ids)]),
});
export type SaveLabImageInput = z.output<typeof SaveLabImageBody>;

const ImageParams = z.object({ imageId: id('镜像') });

export const labCalls = defineCalls({
  listLabImages: { method: 'GET', path: '/lab/images', query: LabImageQuery, answer: pageOf(LabImage) },
  saveLabImage: { method: 'POST', path: '/lab/image/save', body: SaveLabImageBody, answer: LabImage },
  /** running containers of the image stop first (a later slice); the page confirms */
  deleteLabImage: { method: 'POST', path: '/lab/image/delete/:imageId', params: ImageParams, answer: z.null() },
  /** the enabled images offered to a course, for a student of one of its classes */
  myLabImages: {
    method: 'GET',
    path: '/stu/lab/images/:courseId/:clazzId',
    params: z.object({ courseId: id('课程'), clazzId: id('班级') }),
    answer: z.array(StudentLabImage),
  },
});
