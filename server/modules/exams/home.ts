// The home page's exam blocks: a student's exams still to take (not yet open, open, or running), and a teacher's
// handed-in attempts whose short answers wait for grading.
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { HOME_LIST_MAX, type HomeSummary } from '@contract/home';
import type { DbOrTx } from '../../db/client';
import { classes, classStudents, courses, examClasses, examAttempts } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { taughtBy } from '../classes/access';
import { awaitsReviewSql } from '../papers/awaiting-review';

export async function dueExams(db: DbOrTx, actor: AuthContext): Promise<NonNullable<HomeSummary['dueExams']>> {
  const now = clock.now();
  const rows = await db
    .select({ ec: examClasses, courseName: courses.name, deadline: examAttempts.deadline })
    .from(examClasses)
    .innerJoin(classStudents, and(eq(classStudents.classId, examClasses.classId), eq(classStudents.userId, actor.userId)))
    .innerJoin(courses, eq(courses.id, examClasses.courseId))
    .leftJoin(examAttempts, and(eq(examAttempts.examClassId, examClasses.id), eq(examAttempts.studentId, actor.userId)))
    .where(
      or(
        // not started, the window still open (or not yet)
        and(isNull(examAttempts.id), gt(examClasses.endAt, now)),
        // running, the deadline still ahead
        and(eq(examAttempts.status, 'answering'), gt(examAttempts.deadline, now)),
      ),
    )
    .orderBy(
      asc(sql`case when ${examAttempts.id} is not null then 0 when ${examClasses.startAt} <= ${now} then 1 else 2 end`),
      asc(sql`coalesce(${examAttempts.deadline}, case when ${examClasses.startAt} <= ${now} then ${examClasses.endAt} else ${examClasses.startAt} end)`),
      asc(examClasses.id),
    )
    .limit(HOME_LIST_MAX);
  return rows.map(({ ec, courseName, deadline }) => ({
    examClassId: ec.id,
    examId: ec.examId,
    name: ec.name,
    courseId: ec.courseId,
    classId: ec.classId,
    courseName,
    startAt: ec.startAt.toISOString(),
    endAt: ec.endAt.toISOString(),
    durationMinutes: ec.durationMinutes,
    state: deadline ? 'answering' : now < ec.startAt ? 'upcoming' : 'open',
    deadline: deadline?.toISOString() ?? null,
  }));
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
        taughtBy(actor.userId),
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
