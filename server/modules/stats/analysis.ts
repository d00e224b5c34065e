// Item analysis of an exam-class or a homework, and the class's mastery heat map (contract/analysis.ts): a fixed
// number of queries whatever the size of the class (the publication, its students, the counted work with its answers
// in one join), then the pure computations of item-analysis.ts.
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { ItemAnalysis, MasteryMap } from '@contract/analysis';
import type { AnswerValue } from '@contract/exercise';
import type { Db, DbOrTx } from '../../db/client';
import {
  classStudents,
  examAnswers,
  examAttempts,
  examClasses,
  homeworkAnswers,
  homeworks,
  homeworkSubmissions,
  knowledgePoints,
  users,
} from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import { finalTenths } from '../../grading/paper';
import type { AuthContext } from '../../lib/auth-context';
import { taughtClass, type ClassRow } from '../classes/access';
import { taughtExamClass } from '../exams/access';
import { closeExpired as closeExpiredExam, HANDED_IN as EXAM_HANDED_IN } from '../exams/attempt';
import { examStudents } from '../exams/terms';
import { taughtHomework } from '../homework/access';
import { closeExpired as closeExpiredHomework, HANDED_IN as HOMEWORK_HANDED_IN } from '../homework/submission';
import { homeworkStudents } from '../homework/terms';
import type { Student } from '../papers/audience';
import { analyseItems, masteryRows, type ItemAnswer, type ItemQuestion, type MasteryWork, type Paper } from './item-analysis';

/** One answer of a counted paper as read (no answer row: the question was never answered). */
type WorkRow = {
  paperId: number;
  studentId: number;
  questionId: number | null;
  answer: AnswerValue | null;
  autoTenths: number | null;
  manualTenths: number | null;
};

/** The rows of one join, as one paper per paper id with its answers by question. */
function papersOf(rows: readonly WorkRow[]): Map<number, Paper & { answers: Map<number, ItemAnswer> }> {
  const papers = new Map<number, Paper & { answers: Map<number, ItemAnswer> }>();
  for (const r of rows) {
    let p = papers.get(r.paperId);
    if (!p) {
      p = { studentId: r.studentId, answers: new Map() };
      papers.set(r.paperId, p);
    }
    // the teacher's score over the automatic one, as everywhere (grading/paper.ts)
    if (r.questionId !== null)
      p.answers.set(r.questionId, { answer: r.answer, tenths: finalTenths({ verdict: null, autoTenths: r.autoTenths, manualTenths: r.manualTenths }) });
  }
  return papers;
}

const examWork = (where: SQL | undefined) => (db: DbOrTx) =>
  db
    .select({
      paperId: examAttempts.id,
      publicationId: examAttempts.examClassId,
      studentId: examAttempts.studentId,
      questionId: examAnswers.questionId,
      answer: examAnswers.answer,
      autoTenths: examAnswers.autoTenths,
      manualTenths: examAnswers.manualTenths,
    })
    .from(examAttempts)
    .leftJoin(examAnswers, eq(examAnswers.attemptId, examAttempts.id))
    // handed in and graded: what the exam report counts
    .where(and(where, inArray(examAttempts.status, [...EXAM_HANDED_IN]), isNotNull(examAttempts.scoreTenths)));

const homeworkWork = (where: SQL | undefined) => (db: DbOrTx) =>
  db
    .select({
      paperId: homeworkSubmissions.id,
      publicationId: homeworkSubmissions.homeworkId,
      studentId: homeworkSubmissions.studentId,
      questionId: homeworkAnswers.questionId,
      answer: homeworkAnswers.answer,
      autoTenths: homeworkAnswers.autoTenths,
      manualTenths: homeworkAnswers.manualTenths,
    })
    .from(homeworkSubmissions)
    .leftJoin(homeworkAnswers, eq(homeworkAnswers.submissionId, homeworkSubmissions.id))
    // done: what the statistics count (a returned one is being redone)
    .where(and(where, inArray(homeworkSubmissions.status, [...HOMEWORK_HANDED_IN]), isNotNull(homeworkSubmissions.scoreTenths)));

/** The analysis of one publication over the counted work of its students (a student who left the class or the audience is not counted). */
function itemAnalysisOf(
  name: string,
  clazz: ClassRow,
  questions: readonly ItemQuestion[],
  students: readonly Student[],
  rows: readonly WorkRow[],
): ItemAnalysis {
  const mine = new Set(students.map((s) => s.userId));
  const papers = [...papersOf(rows).values()].filter((p) => mine.has(p.studentId));
  const { groupSize, items } = analyseItems(questions, papers);
  return { name, className: clazz.name, students: students.length, counted: papers.length, groupSize, items };
}

export async function examAnalysis(db: Db, grading: GradingEngine, actor: AuthContext, examClassId: number): Promise<ItemAnalysis> {
  const { ec, clazz } = await taughtExamClass(db, actor, examClassId, { grading: true });
  // what the clock left open is handed in and graded first, as the report does (one query when there is nothing)
  await closeExpiredExam(db, grading, ec);
  const [students, rows] = await Promise.all([examStudents(db, ec), examWork(eq(examAttempts.examClassId, ec.id))(db)]);
  return itemAnalysisOf(ec.name, clazz, ec.questions, students, rows);
}

export async function homeworkAnalysis(db: Db, grading: GradingEngine, actor: AuthContext, homeworkId: number): Promise<ItemAnalysis> {
  const { hw, clazz } = await taughtHomework(db, actor, homeworkId, { grading: true });
  await closeExpiredHomework(db, grading, hw);
  const [students, rows] = await Promise.all([homeworkStudents(db, hw), homeworkWork(eq(homeworkSubmissions.homeworkId, hw.id))(db)]);
  return itemAnalysisOf(hw.name, clazz, hw.questions, students, rows);
}

/**
 * Each student's mastery of each of the course's points over the class's handed-in homework and exams. Six queries;
 * what a deadline left open is left to the sweepers here (closing every publication of the class would cost a
 * query each).
 */
export async function classMastery(db: DbOrTx, actor: AuthContext, sclassId: number): Promise<MasteryMap> {
  const clazz = await taughtClass(db, actor, sclassId, { grading: true });
  const [points, students, hwPapers, ecPapers, hwRows, ecRows] = await Promise.all([
    db
      .select({ knowId: knowledgePoints.id, name: knowledgePoints.name })
      .from(knowledgePoints)
      .where(eq(knowledgePoints.courseId, clazz.courseId))
      .orderBy(asc(knowledgePoints.id)),
    db
      .select({ userId: users.id, code: users.code, name: users.name })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.userId))
      .where(eq(classStudents.classId, clazz.id))
      .orderBy(asc(users.code), asc(users.id)),
    db.select({ id: homeworks.id, questions: homeworks.questions }).from(homeworks).where(eq(homeworks.classId, clazz.id)),
    db.select({ id: examClasses.id, questions: examClasses.questions }).from(examClasses).where(eq(examClasses.classId, clazz.id)),
    homeworkWork(inArray(homeworkSubmissions.homeworkId, db.select({ id: homeworks.id }).from(homeworks).where(eq(homeworks.classId, clazz.id))))(db),
    examWork(inArray(examAttempts.examClassId, db.select({ id: examClasses.id }).from(examClasses).where(eq(examClasses.classId, clazz.id))))(db),
  ]);
  const works: MasteryWork[] = [];
  const collect = (snapshots: { id: number; questions: ItemQuestion[] }[], rows: (WorkRow & { publicationId: number })[]) => {
    const questionsOf = new Map(snapshots.map((p) => [p.id, p.questions]));
    const publicationOf = new Map(rows.map((r) => [r.paperId, r.publicationId]));
    for (const [paperId, p] of papersOf(rows)) works.push({ ...p, questions: questionsOf.get(publicationOf.get(paperId)!) ?? [] });
  };
  collect(hwPapers, hwRows);
  collect(ecPapers, ecRows);
  return {
    className: clazz.name,
    points,
    students: masteryRows(
      points.map((p) => p.knowId),
      students,
      works,
    ),
  };
}
