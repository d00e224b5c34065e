// The home page's exam blocks: a student's exams still to take (not yet open, open, or running), and a teacher's
// handed-in attempts whose short answers wait for grading.
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { HOME_LIST_MAX, type HomeSummary } from '@contract/home';
import type { DbOrTx } from '../../db/client';
import { classes, classStudents, courses, examClasses, examAttempts, examExtensions } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { taughtBy } from '../classes/access';
import { awaitsReviewSql } from '../papers/awaiting-review';
import { extensionOn, forStudentSql, withExtra } from './terms';

export async function dueExams(db: DbOrTx, actor: AuthContext): Promise<NonNullable<HomeSummary['dueExams']>> {
  const now = clock.now();
  // the window's end for this student: their extra minutes move it (terms.ts withExtra)
  const ownEnd = sql`(${examClasses.endAt} + coalesce(${examExtensions.extraMinutes}, 0) * interval '1 minute')`;
  const rows = await db
    .select({ shared: examClasses, extraMinutes: examExtensions.extraMinutes, courseName: courses.name, deadline: examAttempts.deadline })
    .from(examClasses)
    .innerJoin(classStudents, and(eq(classStudents.classId, examClasses.classId), eq(classStudents.userId, actor.userId)))
    .innerJoin(courses, eq(courses.id, examClasses.courseId))
    .leftJoin(examAttempts, and(eq(examAttempts.examClassId, examClasses.id), eq(examAttempts.studentId, actor.userId)))
    .leftJoin(examExtensions, extensionOn(actor.userId))
    .where(
      and(
        forStudentSql(actor.userId),
        or(
          // not started, the window still open (or not yet)
          and(isNull(examAttempts.id), sql`${ownEnd} > ${now.toISOString()}::timestamptz`),
          // running, the deadline still ahead
          and(eq(examAttempts.status, 'answering'), gt(examAttempts.deadline, now)),
        ),
      ),
    )
    .orderBy(
      asc(sql`case when ${examAttempts.id} is not null then 0 when ${examClasses.startAt} <= ${now} then 1 else 2 end`),
      asc(sql`coalesce(${examAttempts.deadline}, case when ${examClasses.startAt} <= ${now} then ${ownEnd} else ${examClasses.startAt} end)`),
      asc(examClasses.id),
    )
    .limit(HOME_LIST_MAX);
  return rows.map(({ shared, extraMinutes, courseName, deadline }) => {
    const ec = withExtra(shared, extraMinutes);
    return {
      examClassId: ec.id,
      examId: ec.examId,
      name: ec.name,
      courseId: ec.courseId,
      classId: ec.classId,
      courseName,
      startAt: ec.startAt.toISOString(),
      endAt: ec.endAt.toISOString(),
      durationMinutes: ec.durationMinutes,
      state: deadline ? ('answering' as const) : now < ec.startAt ? ('upcoming' as const) : ('open' as const),
      deadline: deadline?.toISOString() ?? null,
    };
  });
}

export async function examsToReview(db: DbOrTx, actor: AuthContext): Promise<NonNullable<HomeSummary['examsToReview']>> {
  const waiting = sql<number>`count(*)`.mapWith(Number);
  const rows = await db
    .select({
      examClassId: examClasses.id,
      name: examClasses.name,
      courseId: examClasses.courseId,
      classId: examClasses.classId,
      className: classes.name,
      waiting,
    })
    .from(examAttempts)
    .innerJoin(examClasses, eq(examClasses.id, examAttempts.examClassId))
    .innerJoin(classes, eq(classes.id, examClasses.classId))
    // students taken off the roster no longer count, as on the report
    .innerJoin(classStudents, and(eq(classStudents.classId, examClasses.classId), eq(classStudents.userId, examAttempts.studentId)))
    .where(
      and(
        awaitsReviewSql({ status: examAttempts.status, pendingReview: examAttempts.pendingReview, showScore: examClasses.showScore }),
        taughtBy(actor, { grading: true }),
      ),
    )
    .groupBy(examClasses.id, classes.name)
    .orderBy(desc(waiting), asc(examClasses.endAt))
    .limit(HOME_LIST_MAX);
  return rows.map((r) => ({
    examClassId: r.examClassId,
    name: r.name,
    courseId: r.courseId,
    classId: r.classId,
    className: r.className,
    waitingCount: r.waiting,
  }));
}
