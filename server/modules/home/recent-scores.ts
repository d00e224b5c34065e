// The home page's 最近成绩: a student's latest homework and exam scores, only those their settings have released
// (the same rules as the homework and exam pages, so a score shows nowhere before its time).
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { toPoints } from '@contract/exercise';
import { HOME_LIST_MAX, type HomeScore } from '@contract/home';
import type { DbOrTx } from '../../db/client';
import { courses, examClasses, examAttempts, examExtensions, homeworkExtensions, homeworks, homeworkSubmissions } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { scoreReleased as examScoreReleased } from '../exams/attempt';
import { NOTHING_HELD, questionsHeld, totalHeld } from '../exams/open-questions';
import { extensionOn as examExtensionOn, withExtra } from '../exams/terms';
import { scoreReleased as homeworkScoreReleased } from '../homework/submission';
import { extensionOn as homeworkExtensionOn, withExtension } from '../homework/terms';

/** how many of the latest graded papers of each kind are read before the unreleased ones are left out */
const CANDIDATES = 20;

export async function recentScores(db: DbOrTx, actor: AuthContext): Promise<HomeScore[]> {
  const now = clock.now();
  const [homework, exams] = await Promise.all([
    db
      .select({ hw: homeworks, sub: homeworkSubmissions, extendedTo: homeworkExtensions.endAt, courseName: courses.name })
      .from(homeworkSubmissions)
      .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
      .innerJoin(courses, eq(courses.id, homeworks.courseId))
      .leftJoin(homeworkExtensions, homeworkExtensionOn(actor.userId))
      .where(and(eq(homeworkSubmissions.studentId, actor.userId), isNotNull(homeworkSubmissions.scoreTenths), isNotNull(homeworkSubmissions.submittedAt)))
      .orderBy(desc(homeworkSubmissions.submittedAt))
      .limit(CANDIDATES),
    db
      .select({ ec: examClasses, a: examAttempts, extraMinutes: examExtensions.extraMinutes, courseName: courses.name })
      .from(examAttempts)
      .innerJoin(examClasses, eq(examClasses.id, examAttempts.examClassId))
      .innerJoin(courses, eq(courses.id, examClasses.courseId))
      .leftJoin(examExtensions, examExtensionOn(actor.userId))
      .where(and(eq(examAttempts.studentId, actor.userId), isNotNull(examAttempts.scoreTenths), isNotNull(examAttempts.submittedAt)))
      .orderBy(desc(examAttempts.submittedAt))
      .limit(CANDIDATES),
  ]);
  // released at 'end' means at the student's own end, their extension included, as on the homework and exam pages
  const releasedHomework = homework.filter(({ hw, sub, extendedTo }) => homeworkScoreReleased(withExtension(hw, extendedTo), sub, now));
  const releasedExams = exams.filter(({ ec, a, extraMinutes }) => examScoreReleased(withExtra(ec, extraMinutes), a, now));
  // no total over a question an exam still open for the student holds (open-questions.ts); asked only when a score
  // is released at all, since the home page is every student's first read
  const held = releasedHomework.length || releasedExams.length ? await questionsHeld(db, actor.userId, now) : NOTHING_HELD;
  const scores: HomeScore[] = [
    ...releasedHomework
      .filter(({ hw }) => !totalHeld(hw.questions, held.all))
      .map(({ hw, sub, courseName }) => ({
        kind: 'homework' as const,
        id: hw.id,
        examId: null,
        name: hw.name,
        courseId: hw.courseId,
        classId: hw.classId,
        courseName,
        score: toPoints(sub.scoreTenths!),
        maxScore: toPoints(hw.totalTenths),
        at: sub.submittedAt!.toISOString(),
      })),
    ...releasedExams
      .filter(({ ec }) => !totalHeld(ec.questions, held.except(ec.id)))
      .map(({ ec, a, courseName }) => ({
        kind: 'exam' as const,
        id: ec.id,
        examId: ec.examId,
        name: ec.name,
        courseId: ec.courseId,
        classId: ec.classId,
        courseName,
        score: toPoints(a.scoreTenths!),
        maxScore: toPoints(ec.totalTenths),
        at: a.submittedAt!.toISOString(),
      })),
  ];
  return scores.sort((x, y) => y.at.localeCompare(x.at)).slice(0, HOME_LIST_MAX);
}
