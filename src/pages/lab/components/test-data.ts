// Shapes the lab pages' tests share: two images a course offers and a container as the server answers it (its clock
// years away from the test machine's, so countdowns must follow the server's).
import type { LabContainer, StudentLabImage } from '@contract/lab';

export const POSTGRES_IMAGE: StudentLabImage = {
  imageId: 1,
  name: 'PostgreSQL 15 个人实例',
  description: '每人一个独立的 PostgreSQL 15 数据库，用 psql 连接。',
  provides: 'PostgreSQL 15 + psql',
  memoryMb: 512,
  cpuTenths: 5,
  diskMb: 1024,
  idleMinutes: 30,
  lifetimeMinutes: 240,
};

export const LINUX_IMAGE: StudentLabImage = {
  imageId: 2,
  name: 'Linux 终端',
  description: '一个干净的 Linux 命令行环境。',
  provides: 'Bash + 常用命令行工具',
  memoryMb: 256,
  cpuTenths: 10,
  diskMb: 512,
  idleMinutes: 20,
  lifetimeMinutes: 120,
};

/** the server's clock in these answers */
export const SERVER_NOW = '2020-05-01T08:00:00.000Z';

/** A running container of the PostgreSQL image, changed by `over`. */
export const labContainer = (over: Partial<LabContainer> = {}): LabContainer => ({
  containerId: 9,
  courseId: 1,
  clazzId: 3,
  image: POSTGRES_IMAGE,
  owner: { userId: 4, code: 'student', name: '张同学' },
  state: 'running',
  runtime: 'sandbox',
  startedAt: '2020-05-01T07:40:00.000Z',
  lastActiveAt: '2020-05-01T07:55:30.000Z',
  stopsAt: '2020-05-01T08:25:30.000Z',
  stoppedAt: null,
  stopReason: null,
  usage: { cpuPercent: 12.46, memoryMb: 128.4, diskMb: 40 },
  now: SERVER_NOW,
  ...over,
});
