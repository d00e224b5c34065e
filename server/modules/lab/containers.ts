// Lab containers 容器 (issue 8): a user's running copy of an image for a course. The lab_containers row is the truth
// (state, times, why it stopped); the runtime (server/lab) runs what the rows say. Who may do what: the owner uses
// their container, the course's teachers and admins see, watch and stop them (server/policy.ts). The studentCode and
// roleId of a page's path are compared with the session, never trusted.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@contract/envelope';
import type { LabContainer, StartContainerInput, StopReason } from '@contract/lab';
import { RoleId } from '@contract/roles';
import type { LabSettings } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { labContainers, labImageCourses, labImages, users } from '../../db/schema';
import type { LabRuntime } from '../../lab/runtime';
import { RuntimeError } from '../../lab/runtime';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, forbidden, invalid } from '../../lib/errors';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import { canUseContainer } from '../../policy';
import { attendedClass, taughtClass } from '../classes/access';
import { courseOfTeacher } from './service';

type ContainerRow = typeof labContainers.$inferSelect;
type ImageRow = typeof labImages.$inferSelect;

/** What the container services need besides the database. */
export type LabDeps = { db: Db; runtime: LabRuntime | null; settings: LabSettings };

const NOT_YOURS = '容器不存在，或你无权操作它';
const MINUTE = 60_000;

/** The home folder of a user's containers of a course: kept across stops and image changes until reset. */
export const homeKeyOf = (row: { userId: number; courseId: number }) => `u${row.userId}-c${row.courseId}`;

/** When the reaper stops it: the lifetime's end or the idle time-out, whichever comes first. */
const stopsAt = (row: ContainerRow, image: ImageRow) => new Date(Math.min(row.expiresAt.getTime(), row.lastActiveAt.getTime() + image.idleMinutes * MINUTE));

/** The page's path names an account and a role: they must be the caller's own, as signed in now. */
export function checkPathIdentity(actor: AuthContext, studentCode: string, roleId: number): void {
  if (studentCode !== actor.code || roleId !== actor.roleType) throw forbidden('地址中的账号或角色与当前登录的用户不一致，请从课程页面进入实验');
}

function runtimeOf(deps: LabDeps): LabRuntime {
  if (!deps.runtime) throw invalid('这个平台没有开启实验容器（HTDZ_LAB_RUNTIME=off），请联系管理员');
  return deps.runtime;
}

const runtimeFailure = (err: unknown) => (err instanceof RuntimeError ? invalid(err.message) : err);

async function view(deps: LabDeps, row: ContainerRow, now: Date): Promise<LabContainer> {
  const [joined] = await deps.db
    .select({ image: labImages, code: users.code, name: users.name })
    .from(labImages)
    .innerJoin(users, eq(users.id, row.userId))
    .where(eq(labImages.id, row.imageId));
  return viewOf(deps, row, joined!.image, { code: joined!.code, name: joined!.name }, now);
}

async function viewOf(deps: LabDeps, row: ContainerRow, image: ImageRow, owner: { code: string; name: string }, now: Date): Promise<LabContainer> {
  const running = row.state === 'running';
  const usage = running && deps.runtime ? await deps.runtime.usage(row.id) : null;
  return {
    containerId: row.id,
    courseId: row.courseId,
    clazzId: row.clazzId,
    image: {
      imageId: image.id,
      name: image.name,
      description: image.description,
      provides: image.provides,
      memoryMb: image.memoryMb,
      cpuTenths: image.cpuTenths,
      diskMb: image.diskMb,
      idleMinutes: image.idleMinutes,
      lifetimeMinutes: image.lifetimeMinutes,
    },
    owner: { userId: row.userId, code: owner.code, name: owner.name },
    state: running ? 'running' : 'stopped',
    runtime: row.runtime,
    startedAt: row.startedAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    stopsAt: running ? stopsAt(row, image).toISOString() : null,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    stopReason: (row.stopReason as StopReason | null) ?? null,
    usage: usage ? { ...usage, diskMb: row.diskUsedMb } : null,
    now: now.toISOString(),
  };
}

/** The image, if it is offered to the course and (for students) enabled. */
async function offeredImage(db: DbOrTx, courseId: number, imageId: number, enabledOnly: boolean): Promise<ImageRow> {
  const [image] = await db
    .select({ i: labImages })
    .from(labImages)
    .innerJoin(labImageCourses, and(eq(labImageCourses.imageId, labImages.id), eq(labImageCourses.courseId, courseId)))
    .where(eq(labImages.id, imageId));
  if (!image || (enabledOnly && !image.i.enabled)) throw invalid('这门课程没有提供这个实验镜像，或它已停用');
  return image.i;
}

/** A student reaches a course's labs through a class of theirs; teachers and admins through the course. */
async function checkCourseAccess(db: DbOrTx, actor: AuthContext, courseId: number, clazzId: number | null): Promise<void> {
  if (actor.baseRole === RoleId.STUDENT) {
    if (clazzId === null) throw invalid('请从班级的课程页面进入实验');
    await attendedClass(db, actor, clazzId, courseId);
  } else {
    await courseOfTeacher(db, actor, courseId);
    // a teacher's container names no class or one they teach of this course, never another teacher's class
    if (clazzId !== null && (await taughtClass(db, actor, clazzId)).courseId !== courseId) throw invalid('班级不属于这门课程');
  }
}

/** The runtime's start, with the row marked stopped again if it fails, so the limits do not count it. */
async function launch(deps: LabDeps, row: ContainerRow, image: ImageRow): Promise<void> {
  try {
    await runtimeOf(deps).start({
      containerId: row.id,
      homeKey: homeKeyOf(row),
      courseId: row.courseId,
      startCommand: image.startCommand,
      ociImage: image.ociImage,
      memoryMb: image.memoryMb,
      cpuTenths: image.cpuTenths,
      maxProcesses: image.maxProcesses,
      diskMb: image.diskMb,
    });
  } catch (err) {
    await deps.db.update(labContainers).set({ state: 'stopped', stoppedAt: new Date(), stopReason: 'exited' }).where(eq(labContainers.id, row.id));
    throw runtimeFailure(err);
  }
}

/**
 * Starts (or resumes) the caller's container of the course. Counting the running containers and claiming a place is
 * one transaction under one advisory lock, so two starts at once cannot both take the last place; the runtime starts
 * after the commit (it may take seconds).
 */
export async function startContainer(deps: LabDeps, actor: AuthContext, body: StartContainerInput, now: Date): Promise<LabContainer> {
  checkPathIdentity(actor, body.studentCode, body.roleId);
  const runtime = runtimeOf(deps);
  await checkCourseAccess(deps.db, actor, body.courseId, body.clazzId);
  const image = await offeredImage(deps.db, body.courseId, body.imageId, actor.baseRole === RoleId.STUDENT);
  const { settings } = deps;

  const { row, replaced } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('htdz-lab-start'))`);
    const [before] = await tx
      .select()
      .from(labContainers)
      .where(and(eq(labContainers.userId, actor.userId), eq(labContainers.courseId, body.courseId)))
      .for('update');
    const alreadyRunning = before?.state === 'running';
    if (alreadyRunning && before.imageId === image.id) return { row: before, replaced: null };
    if (!alreadyRunning) {
      const running = eq(labContainers.state, 'running');
      const [{ total }] = await tx.select({ total: count() }).from(labContainers).where(running);
      if (total >= settings.maxContainers)
        throw conflict(`实验容器已满（全平台同时最多运行 ${settings.maxContainers} 个），请稍后再试，或请教师停止不用的容器`);
      const [{ mine }] = await tx
        .select({ mine: count() })
        .from(labContainers)
        .where(and(running, eq(labContainers.userId, actor.userId)));
      if (mine >= settings.maxPerUser) throw conflict(`你已有 ${mine} 个运行中的实验容器（每人最多 ${settings.maxPerUser} 个），请先停止其他课程的容器`);
    }
    const fields = {
      clazzId: body.clazzId,
      imageId: image.id,
      runtime: runtime.kind,
      state: 'running',
      startedAt: now,
      lastActiveAt: now,
      expiresAt: new Date(now.getTime() + image.lifetimeMinutes * MINUTE),
      stoppedAt: null,
      stopReason: null,
    };
    const [saved] = before
      ? await tx.update(labContainers).set(fields).where(eq(labContainers.id, before.id)).returning()
      : await tx
          .insert(labContainers)
          .values({ userId: actor.userId, courseId: body.courseId, ...fields })
          .returning();
    return { row: saved!, replaced: alreadyRunning ? before : null };
  });
  // Another image was running: it stops, and the same home folder comes up under the new one.
  if (replaced) await runtime.stop(replaced.id);
  await launch(deps, row, image);
  return view(deps, row, now);
}

async function containerRow(db: DbOrTx, containerId: number): Promise<ContainerRow | undefined> {
  const [row] = await db.select().from(labContainers).where(eq(labContainers.id, containerId));
  return row;
}

/** Whether the actor teaches the container's course (edits it or teaches one of its classes), or is an admin. */
async function watchesCourse(db: DbOrTx, actor: AuthContext, courseId: number): Promise<boolean> {
  if (actor.baseRole === RoleId.STUDENT) return false;
  try {
    await courseOfTeacher(db, actor, courseId);
    return true;
  } catch {
    return false;
  }
}

/** The container with what the actor may do to it: 'owner' uses it, 'watcher' (its course's teachers) sees and stops. */
async function reachable(db: DbOrTx, actor: AuthContext, containerId: number): Promise<{ row: ContainerRow; as: 'owner' | 'watcher' }> {
  const row = await containerRow(db, containerId);
  if (row && canUseContainer(actor, row)) return { row, as: 'owner' };
  if (row && (await watchesCourse(db, actor, row.courseId))) return { row, as: 'watcher' };
  throw forbidden(NOT_YOURS);
}

/** Marks the container stopped (if it runs) with why, then stops it in the runtime: the row first, so a terminal closing tells why. */
export async function stopRow(deps: LabDeps, row: ContainerRow, reason: StopReason, now: Date): Promise<ContainerRow> {
  const [stopped] = await deps.db
    .update(labContainers)
    .set({ state: 'stopped', stoppedAt: now, stopReason: reason })
    .where(and(eq(labContainers.id, row.id), eq(labContainers.state, 'running')))
    .returning();
  await deps.runtime?.stop(row.id);
  return stopped ?? row;
}

/** Stops a container: its owner, or a teacher of its course (who is then named as the one who stopped it). */
export async function stopContainer(deps: LabDeps, actor: AuthContext, containerId: number, now: Date): Promise<LabContainer> {
  const { row, as } = await reachable(deps.db, actor, containerId);
  return view(deps, await stopRow(deps, row, as === 'owner' ? 'user' : 'teacher', now), now);
}

async function ownContainer(db: DbOrTx, actor: AuthContext, containerId: number): Promise<ContainerRow> {
  const { row, as } = await reachable(db, actor, containerId);
  if (as !== 'owner') throw forbidden('只有容器的使用者可以重启或重置它');
  return row;
}

/** Stops and starts again with the same image and the same home folder. */
export async function restartContainer(deps: LabDeps, actor: AuthContext, containerId: number, now: Date): Promise<LabContainer> {
  const row = await ownContainer(deps.db, actor, containerId);
  await stopRow(deps, row, 'user', now);
  return startContainer(
    deps,
    actor,
    { courseId: row.courseId, clazzId: row.clazzId, imageId: row.imageId, studentCode: actor.code, roleId: actor.roleType },
    now,
  );
}

/** Stops it and empties its home folder: the next start is a clean image. */
export async function resetContainer(deps: LabDeps, actor: AuthContext, containerId: number, now: Date): Promise<LabContainer> {
  const row = await ownContainer(deps.db, actor, containerId);
  const stopped = await stopRow(deps, row, 'reset', now);
  await runtimeOf(deps)
    .wipeHome(homeKeyOf(row))
    .catch((err: unknown) => {
      throw runtimeFailure(err);
    });
  const [reset] = await deps.db
    .update(labContainers)
    .set({ stopReason: 'reset', stoppedAt: stopped.stoppedAt ?? now, diskUsedMb: 0 })
    .where(eq(labContainers.id, row.id))
    .returning();
  return view(deps, reset!, now);
}

/** The caller's container of the course (running or last stopped), or null when they never started one. */
export async function myContainer(
  deps: LabDeps,
  actor: AuthContext,
  courseId: number,
  q: { clazzId?: number; studentCode: string; roleId: number },
  now: Date,
): Promise<LabContainer | null> {
  checkPathIdentity(actor, q.studentCode, q.roleId);
  await checkCourseAccess(deps.db, actor, courseId, q.clazzId ?? null);
  const [row] = await deps.db
    .select()
    .from(labContainers)
    .where(and(eq(labContainers.userId, actor.userId), eq(labContainers.courseId, courseId)));
  return row ? view(deps, row, now) : null;
}

/** The course's running containers, for its teachers and admins, by owner; `keyword` matches the owner's account or name. */
export async function courseContainers(
  deps: LabDeps,
  actor: AuthContext,
  courseId: number,
  q: { current: number; pageSize: number; keyword?: string },
  now: Date,
): Promise<Page<LabContainer>> {
  await courseOfTeacher(deps.db, actor, courseId);
  const pattern = q.keyword ? containsPattern(q.keyword) : undefined;
  const where: SQL | undefined = and(
    eq(labContainers.courseId, courseId),
    eq(labContainers.state, 'running'),
    pattern ? or(ilike(users.code, pattern), ilike(users.name, pattern)) : undefined,
  );
  const [{ total }] = await deps.db.select({ total: count() }).from(labContainers).innerJoin(users, eq(users.id, labContainers.userId)).where(where);
  const rows = await deps.db
    .select({ c: labContainers, image: labImages, code: users.code, name: users.name })
    .from(labContainers)
    .innerJoin(users, eq(users.id, labContainers.userId))
    .innerJoin(labImages, eq(labImages.id, labContainers.imageId))
    .where(where)
    .orderBy(asc(users.code), asc(labContainers.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { list: await Promise.all(rows.map((r) => viewOf(deps, r.c, r.image, r, now))), total };
}

/** Who may open the terminal of a running container, and how: its owner types, its course's teachers watch. */
export async function terminalAccess(db: DbOrTx, actor: AuthContext, containerId: number): Promise<'owner' | 'observer'> {
  const { row, as } = await reachable(db, actor, containerId);
  if (row.state !== 'running') throw invalid('容器没有在运行，请先启动');
  return as === 'owner' ? 'owner' : 'observer';
}

/** A terminal's input counts as activity: the idle time-out starts again (written at most every half minute). */
export async function touchContainer(db: DbOrTx, containerId: number, now: Date): Promise<void> {
  await db
    .update(labContainers)
    .set({ lastActiveAt: now })
    .where(and(eq(labContainers.id, containerId), eq(labContainers.state, 'running')));
}

/** Why a container is not running now: its row's reason, or the shell ended by itself. */
export async function stoppedReason(db: DbOrTx, containerId: number): Promise<StopReason> {
  const row = await containerRow(db, containerId);
  if (!row) return 'image';
  return row.state === 'stopped' && row.stopReason ? (row.stopReason as StopReason) : 'exited';
}

/** Stops the running containers of an image (before it is deleted or when it is disabled). */
export async function stopImageContainers(deps: LabDeps, imageId: number, now: Date): Promise<void> {
  const rows = await deps.db
    .select()
    .from(labContainers)
    .where(and(eq(labContainers.imageId, imageId), eq(labContainers.state, 'running')));
  for (const row of rows) await stopRow(deps, row, 'image', now);
}

/**
 * The reaper: stops containers past their lifetime, idle too long, over their disk limit, or of an image that was
 * disabled; rows the runtime no longer runs (the server restarted under a sandbox) are marked stopped. Idempotent,
 * so several server processes may run it.
 */
export async function reapContainers(deps: LabDeps, now: Date): Promise<void> {
  if (!deps.runtime) return;
  const running = await deps.db
    .select({ c: labContainers, image: labImages })
    .from(labContainers)
    .innerJoin(labImages, eq(labImages.id, labContainers.imageId))
    .where(and(eq(labContainers.state, 'running'), eq(labContainers.runtime, deps.runtime.kind)));
  const alive = new Set(await deps.runtime.running());
  for (const { c, image } of running) {
    if (!alive.has(c.id)) {
      await markStopped(deps.db, [c.id], 'server', now);
    } else if (c.expiresAt <= now) {
      await stopRow(deps, c, 'lifetime', now);
    } else if (c.lastActiveAt.getTime() + image.idleMinutes * MINUTE <= now.getTime()) {
      await stopRow(deps, c, 'idle', now);
    } else if (!image.enabled) {
      await stopRow(deps, c, 'image', now);
    } else {
      const size = await deps.runtime.homeSizeMb(homeKeyOf(c));
      if (size === null) continue;
      await deps.db
        .update(labContainers)
        .set({ diskUsedMb: Math.ceil(size) })
        .where(eq(labContainers.id, c.id));
      if (size > image.diskMb) await stopRow(deps, c, 'disk', now);
    }
  }
}

/** Rows of containers no longer running in the runtime (their shell ended, the server restarted), with why. */
export async function markStopped(db: DbOrTx, ids: number[], reason: StopReason, now: Date) {
  if (ids.length === 0) return;
  await db
    .update(labContainers)
    .set({ state: 'stopped', stoppedAt: now, stopReason: reason })
    .where(and(inArray(labContainers.id, ids), eq(labContainers.state, 'running')));
}

/**
 * At start-up: sandbox containers die with the server process, so rows still running under this runtime are stopped
 * ones (one sandbox host per platform, docs/deploy.md). Kubernetes Pods outlive the server; the reaper checks them.
 */
export async function forgetDeadSandboxes(deps: LabDeps, now: Date): Promise<void> {
  if (deps.runtime?.kind !== 'sandbox') return;
  const rows = await deps.db
    .select({ id: labContainers.id })
    .from(labContainers)
    .where(and(eq(labContainers.state, 'running'), eq(labContainers.runtime, 'sandbox')));
  await markStopped(
    deps.db,
    rows.map((r) => r.id),
    'server',
    now,
  );
}
