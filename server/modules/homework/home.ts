// The home page's homework blocks: what a student still has to hand in, what waits for a teacher's review.
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { HOME_LIST_MAX, type HomeSummary } from '@contract/home';
import type { DbOrTx } from '../../db/client';
import { classes, classStudents, courses, homeworkExtensions, homeworks, homeworkSubmissions } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { taughtBy } from '../classes/access';
import { awaitsReviewSql } from '../papers/awaiting-review';
import { extensionOn, forStudentSql } from './terms';

export async function dueHomework(db: DbOrTx, actor: AuthContext): Promise<NonNullable<HomeSummary['dueHomework']>> {
  const now = clock.now();
  // the student's own end: a teacher's extension moves it later (terms.ts withExtension)
  const ownEnd = sql<Date>`greatest(${homeworks.endAt}, ${homeworkExtensions.endAt})`.mapWith(homeworks.endAt);
  const rows = await db
    .select({ hw: homeworks, courseName: courses.name, status: homeworkSubmissions.status, ownEnd })
    .from(homeworks)
    .innerJoin(classStudents, and(eq(classStudents.classId, homeworks.classId), eq(classStudents.userId, actor.userId)))
    .innerJoin(courses, eq(courses.id, homeworks.courseId))
    .leftJoin(homeworkSubmissions, and(eq(homeworkSubmissions.homeworkId, homeworks.id), eq(homeworkSubmissions.studentId, actor.userId)))
    .leftJoin(homeworkExtensions, extensionOn(actor.userId))
    .where(
      and(
        lte(homeworks.startAt, now),
        forStudentSql(actor.userId),
        or(sql`${ownEnd} > ${now.toISOString()}::timestamptz`, and(eq(homeworks.latePolicy, 'accept'), gt(homeworks.lateUntil, now))),
        or(sql`${homeworkSubmissions.status} is null`, inArray(homeworkSubmissions.status, ['new', 'answering', 'returned'])),
      ),
    )
    .orderBy(asc(ownEnd))
    .limit(HOME_LIST_MAX);
  return rows.map((r) => ({
    homeworkId: r.hw.id,
    name: r.hw.name,
    courseId: r.hw.courseId,
    classId: r.hw.classId,
    courseName: r.courseName,
    endAt: r.ownEnd.toISOString(),
    status: r.status ?? 'new',
  }));
}

export async function homeworkToReview(db: DbOrTx, actor: AuthContext): Promise<NonNullable<HomeSummary['toReview']>> {
  const waiting = sql<number>`count(*)`.mapWith(Number);
  const rows = await db
    .select({ homeworkId: homeworks.id, name: homeworks.name, courseId: homeworks.courseId, classId: homeworks.classId, className: classes.name, waiting })
    .from(homeworkSubmissions)
    .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
    .innerJoin(classes, eq(classes.id, homeworks.classId))
    // students taken off the roster no longer count, as on the review page
    .innerJoin(classStudents, and(eq(classStudents.classId, homeworks.classId), eq(classStudents.userId, homeworkSubmissions.studentId)))
    .where(
      and(
        awaitsReviewSql({ status: homeworkSubmissions.status, pendingReview: homeworkSubmissions.pendingReview, showScore: homeworks.showScore }),
        taughtBy(actor, { grading: true }),
      ),
    )
    .groupBy(homeworks.id, classes.name)
    .orderBy(desc(waiting), asc(homeworks.endAt))
    .limit(HOME_LIST_MAX);
  return rows.map((r) => ({
    homeworkId: r.homeworkId,
    name: r.name,
    courseId: r.courseId,
    classId: r.classId,
    className: r.className,
    waitingCount: r.waiting,
  }));
}
