// Labs 实验 (PRODUCT.md: Lab; issue 8): images 镜像 are named environments a course may use (a Linux shell with a
// PostgreSQL of one's own, say), each with what it provides, its start command, resource limits and time limits.
// Admins manage every image; a teacher manages the images they made and offers them to courses they edit.
// A container 容器 is a user's running copy of an image for a course: one per user and course, its home folder kept
// across restarts until reset. The terminal is a WebSocket (TERMINAL_PATH) opened with a short-lived ticket.
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

/** The limits a new image starts with (a small personal environment): the form's first values, and the samples'. */
export const NEW_IMAGE_LIMITS = { memoryMb: 512, cpuTenths: 5, maxProcesses: 256, diskMb: 1024, idleMinutes: 30, lifetimeMinutes: 240 } as const;

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
  imageId: id('镜像')
    .nullish()
    .transform((v) => v ?? null),
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
  /** running containers of the image stop first; the page confirms */
  deleteLabImage: { method: 'POST', path: '/lab/image/delete/:imageId', params: ImageParams, answer: z.null() },
  /** the enabled images offered to a course, for a student of one of its classes */
  myLabImages: {
    method: 'GET',
    path: '/stu/lab/images/:courseId/:clazzId',
    params: z.object({ courseId: id('课程'), clazzId: id('班级') }),
    answer: z.array(StudentLabImage),
  },
});

// ---- containers ----

export const CONTAINER_STATES = ['running', 'stopped'] as const;
export const ContainerState = z.enum(CONTAINER_STATES);

/** Why a container stopped, for the pages' Chinese text. */
export const STOP_REASONS = ['user', 'teacher', 'idle', 'lifetime', 'disk', 'exited', 'server', 'image', 'reset'] as const;
export const StopReason = z.enum(STOP_REASONS);
export type StopReason = z.infer<typeof StopReason>;

export const ContainerUsage = z.object({
  /** share of one core over the last sample, 0–100 per core */
  cpuPercent: z.number(),
  memoryMb: z.number(),
  /** the home folder's size when last measured */
  diskMb: z.number().nullable(),
});

export const LabContainer = z.object({
  containerId: z.number().int(),
  courseId: z.number().int(),
  /** the class a student started it from; null for a teacher's own */
  clazzId: z.number().int().nullable(),
  image: StudentLabImage,
  owner: z.object({ userId: z.number().int(), code: z.string(), name: z.string() }),
  state: ContainerState,
  /** 'sandbox' or 'kubernetes' */
  runtime: z.string(),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  /** when the reaper stops it: the earlier of lifetime end and idle time-out from the last input */
  stopsAt: z.string().nullable(),
  stoppedAt: z.string().nullable(),
  stopReason: StopReason.nullable(),
  /** null when stopped or when the runtime cannot measure */
  usage: ContainerUsage.nullable(),
  /** the server's clock when answering, so pages count down by it */
  now: z.string(),
});
export type LabContainer = z.infer<typeof LabContainer>;

/** What the path of a start or container page says; the server compares it with the session, never trusts it. */
const PathIdentity = {
  studentCode: z.string().trim().min(1, { error: '缺少账号' }).max(50, { error: '账号过长' }),
  roleId: id('角色'),
};

export const StartContainerBody = z.object({
  courseId: id('课程'),
  /** a student's class; absent for a teacher trying the lab */
  clazzId: id('班级')
    .nullish()
    .transform((v) => v ?? null),
  imageId: id('镜像'),
  ...PathIdentity,
});
export type StartContainerInput = z.output<typeof StartContainerBody>;

export const MyContainerQuery = z.object({
  clazzId: id('班级').optional(),
  ...PathIdentity,
});

const ContainerParams = z.object({ containerId: id('容器') });

/** A short-lived pass for the terminal WebSocket: browsers cannot send the Authorization header there. */
export const TerminalTicket = z.object({
  ticket: z.string(),
  /** 'owner' types; 'observer' (a teacher watching a student's container) only sees */
  mode: z.enum(['owner', 'observer']),
  /** seconds the ticket stays valid */
  expiresIn: z.number().int(),
});
export type TerminalTicket = z.infer<typeof TerminalTicket>;

/** GET (WebSocket upgrade) under /htdz with `?ticket=`; messages below. Its home is zod-free, for the web. */
export { TERMINAL_PATH } from './lab-terminal';

/** Browser to server: keystrokes, and the owner's terminal size. */
export const TerminalClientMessage = z.discriminatedUnion('t', [
  z.object({ t: z.literal('i'), d: z.string().max(65536) }),
  z.object({ t: z.literal('r'), cols: z.number().int().min(10).max(500), rows: z.number().int().min(4).max(200) }),
]);
export type TerminalClientMessage = z.infer<typeof TerminalClientMessage>;

/** Server to browser: output, the end (the container stopped, with why), or a refusal. */
export const TerminalServerMessage = z.discriminatedUnion('t', [
  z.object({ t: z.literal('o'), d: z.string() }),
  z.object({ t: z.literal('x'), reason: StopReason }),
  z.object({ t: z.literal('e'), message: z.string() }),
]);
export type TerminalServerMessage = z.infer<typeof TerminalServerMessage>;

export const containerCalls = defineCalls({
  /** starts (or resumes) the caller's container of the course with this image; running with another image: replaced */
  startLabContainer: { method: 'POST', path: '/lab/container/start', body: StartContainerBody, answer: LabContainer },
  /** the caller's container of the course, running or last stopped; null when never started */
  myLabContainer: {
    method: 'GET',
    path: '/lab/container/mine/:courseId',
    params: z.object({ courseId: id('课程') }),
    query: MyContainerQuery,
    answer: LabContainer.nullable(),
  },
  /** the owner, the course's teachers and admins */
  stopLabContainer: { method: 'POST', path: '/lab/container/stop/:containerId', params: ContainerParams, answer: LabContainer },
  /** stop and start again with the same image; the home folder stays */
  restartLabContainer: { method: 'POST', path: '/lab/container/restart/:containerId', params: ContainerParams, answer: LabContainer },
  /** owner only: stop and empty the home folder, back to a clean image */
  resetLabContainer: { method: 'POST', path: '/lab/container/reset/:containerId', params: ContainerParams, answer: LabContainer },
  /** the course's running containers, for its teachers and admins */
  courseLabContainers: {
    method: 'GET',
    path: '/lab/containers/:courseId',
    params: z.object({ courseId: id('课程') }),
    query: PageQuery.extend({ keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional() }),
    answer: pageOf(LabContainer),
  },
  labTerminalTicket: { method: 'POST', path: '/lab/container/ticket/:containerId', params: ContainerParams, answer: TerminalTicket },
});
