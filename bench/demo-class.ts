// What the in-process benches (stats, analysis) start from: the demo seeded into a fresh database, the demo teacher as
// the acting user, and a class of the demo course with `students` new student accounts on its roster.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { RoleId } from '@contract/roles';
import { openDatabase } from '../server/db/client';
import { classes, classStudents, users } from '../server/db/schema';
import { seedIfEmpty } from '../server/db/seed';
import type { AuthContext } from '../server/lib/auth-context';

/** The demo course the class is opened for. */
export const DEMO_COURSE_ID = 1;

export async function demoClass(opts: { className: string; students: number; codePrefix: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-bench-'));
  const { db, close, kind } = await openDatabase(process.env.TEST_DATABASE_URL ?? 'memory://', dir);
  console.log(`database: ${kind}`);
  await seedIfEmpty(db, { demo: true, demoPassword: 'Demo1234' });
  const [teacher] = await db.select().from(users).where(eq(users.code, 'teacher'));
  if (!teacher) throw new Error('the demo has no teacher');
  const actor: AuthContext = {
    userId: teacher.id,
    code: teacher.code,
    userName: teacher.name,
    roleType: RoleId.TEACHER,
    baseRole: RoleId.TEACHER,
    roleList: [],
    tokenVersion: 0,
    mustChangePassword: false,
  };
  const [clazz] = await db.insert(classes).values({ name: opts.className, courseId: DEMO_COURSE_ID, ownerId: teacher.id }).returning();
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: opts.students }, (_, i) => ({
        code: `${opts.codePrefix}${String(i).padStart(4, '0')}`,
        name: `学生${i}`,
        passwordHash: 'x',
        defRole: RoleId.STUDENT,
      })),
    )
    .returning({ id: users.id });
  await db.insert(classStudents).values(students.map((s) => ({ classId: clazz.id, userId: s.id })));
  const done = async () => {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { db, kind, dir, teacher, actor, clazz, students, done };
}
