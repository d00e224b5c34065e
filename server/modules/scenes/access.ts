// Which scenes a student reaches through their questions. The policy lets students read the public library only
// (policy.ts canViewScene); a SQL question of a course is answered on a scene of that course, whose tables the student
// must see to answer it. So a student also reads a course's scene while a question they can see now uses it — and
// no other: not the other scenes of their course, not a scene of a course they are not in.
import { and, eq, exists, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classStudents, examAttempts, examClasses, exerciseKnowledge, exercises, homeworks } from '../../db/schema';
import { clock } from '../../lib/clock';
import { questionsHeld } from '../exams/open-questions';

/** In a query over a snapshot's questions (homework, exam-class): one of them is answered on the scene. */
const snapshotUses = (questions: typeof homeworks.questions | typeof examClasses.questions, sceneId: number) =>
  sql`${questions} @> jsonb_build_array(jsonb_build_object('spec', jsonb_build_object('sceneId', ${sceneId}::int)))`;

/**
 * Whether a question the student can see now is answered on the scene, as the answering calls show questions:
 * - a homework of a class they are in, from its start (its sheet shows the stems from then on, results after);
 * - an exam-class of a class they are in, once they have started it (the paper is theirs from then on);
 * - a 练习题 of their class's course linked to a knowledge point (practice), unless an exam open for them holds it.
 * Homework and exams answer on the scene as published; the scene read is the one the question names.
 */
export async function sceneOfSeenQuestion(db: DbOrTx, studentId: number, sceneId: number): Promise<boolean> {
  const now = clock.now();
  const onRoster = (classId: typeof homeworks.classId | typeof examClasses.classId | typeof classes.id) =>
    and(eq(classStudents.classId, classId), eq(classStudents.userId, studentId));

  const [homework] = await db
    .select({ id: homeworks.id })
    .from(homeworks)
    .innerJoin(classStudents, onRoster(homeworks.classId))
    .where(and(lte(homeworks.startAt, now), snapshotUses(homeworks.questions, sceneId)))
    .limit(1);
  if (homework) return true;

  const [exam] = await db
    .select({ id: examClasses.id })
    .from(examClasses)
    .innerJoin(classStudents, onRoster(examClasses.classId))
    .innerJoin(examAttempts, and(eq(examAttempts.examClassId, examClasses.id), eq(examAttempts.studentId, studentId)))
    .where(snapshotUses(examClasses.questions, sceneId))
    .limit(1);
  if (exam) return true;

  const practised = await db
    .selectDistinct({ id: exercises.id })
    .from(exercises)
    .innerJoin(classes, eq(classes.courseId, exercises.courseId))
    .innerJoin(classStudents, onRoster(classes.id))
    .where(
      and(
        eq(exercises.sceneId, sceneId),
        eq(exercises.practice, true),
        exists(db.select({ one: sql`1` }).from(exerciseKnowledge).where(eq(exerciseKnowledge.exerciseId, exercises.id))),
      ),
    );
  if (practised.length === 0) return false;
  const held = (await questionsHeld(db, studentId, now)).all;
  return practised.some((e) => !held.has(e.id));
}
