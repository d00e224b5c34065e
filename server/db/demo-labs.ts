// The demo course's lab image: a personal PostgreSQL in the sandbox, so a student can try `psql` at once.
import { POSTGRES_START_COMMAND } from '../lab/postgres-image';
import type { DbOrTx } from './client';
import { labImageCourses, labImages } from './schema';

export async function seedDemoLabs(tx: DbOrTx, courseId: number, teacherId: number) {
  const [image] = await tx
    .insert(labImages)
    .values({
      name: 'PostgreSQL 个人实验环境',
      description: '一个属于你自己的 PostgreSQL 数据库和 Linux 终端。启动后输入 psql 即可连接；home 目录中的文件在重启后仍然保留，重置后清空。',
      provides: 'PostgreSQL 15 个人实例 + psql + bash',
      startCommand: POSTGRES_START_COMMAND,
      ociImage: 'postgres:15',
      memoryMb: 512,
      cpuTenths: 10,
      maxProcesses: 128,
      diskMb: 512,
      idleMinutes: 30,
      lifetimeMinutes: 120,
      authorId: teacherId,
    })
    .returning({ id: labImages.id });
  await tx.insert(labImageCourses).values({ imageId: image.id, courseId });
}
