// The teacher's view of an exam-class: every student of the class with their attempt (also those who never
// started: 缺考 once the window has closed), the score figures and distribution, each question's results, and the
// same list as a spreadsheet. What the clock left open is handed in and graded before anything is counted.
import { eq } from 'drizzle-orm';
import { isAnswered } from '@contract/answer';
import { EXAM_STATE_NAMES, type ExamQuestionStat, type ExamReport, type ExamScoreRow } from '@contract/exam';
import { toPoints } from '@contract/exercise';
import { distributionOf, percentOf } from '@contract/stats';
import type { Db } from '../../db/client';
import { examAnswers, examClasses, examAttempts } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import { awaitsRegrade, finalTenths } from '../../grading/paper';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { writeSheet, type SheetColumn, type SheetValue } from '../../lib/xlsx-sheet';
import { taughtExamClass, type AttemptRow, type ExamAnswerRow, type ExamClassRow } from './access';
import { closeExpired, isHandedIn, stateOf } from './attempt';
import { summariesOf } from './publish';
import { awaitsReview } from '../papers/awaiting-review';
import type { Student } from '../papers/audience';
import { examStudents, extendedEnd, extrasOf, withExtra } from './terms';

export type { Student };
/** of the total, the share that passes */
const PASS_PERCENT = 60;

/** Handed in and graded: what the figures count. */
const counted = (a: AttemptRow | null): a is AttemptRow & { scoreTenths: number } => a !== null && isHandedIn(a.status) && a.scoreTenths !== null;

/** One student's row; `extraMinutes`: theirs (their state is read against their own end, terms.ts withExtra). */
export function rowOf(ec: ExamClassRow, s: Student, a: AttemptRow | null, answers: readonly ExamAnswerRow[], now: Date, extraMinutes = 0): ExamScoreRow {
  const byId = new Map(answers.map((x) => [x.questionId, x.answer]));
  return {
    scoreId: a?.id ?? null,
    studentId: s.userId,
    code: s.code,
    name: s.name,
    state: stateOf(withExtra(ec, extraMinutes), a, now),
    startedAt: a?.startedAt.toISOString() ?? null,
    deadline: a?.deadline.toISOString() ?? null,
    submittedAt: a?.submittedAt?.toISOString() ?? null,
    autoSubmitted: a?.autoSubmitted ?? false,
    answeredCount: ec.questions.filter((q) => isAnswered(q, byId.get(q.questionId))).length,
    score: counted(a) ? toPoints(a.scoreTenths) : null,
    pendingReview: awaitsReview(ec.showScore, a),
    regradePending: !!a && isHandedIn(a.status) && answers.some(awaitsRegrade),
    extraMinutes,
  };
}

type ClassRowData = { student: Student; attempt: AttemptRow | null; answers: ExamAnswerRow[]; row: ExamScoreRow };

/**
 * Every student the exam-class is for (the class, or a targeted one's chosen students) with their attempt and answers,
 * after the clock's hand-ins.
 */
export async function classRows(db: Db, grading: GradingEngine, ec: ExamClassRow): Promise<ClassRowData[]> {
  await closeExpired(db, grading, ec);
  const [roster, attempts, answers, extras] = await Promise.all([
    examStudents(db, ec),
    db.select().from(examAttempts).where(eq(examAttempts.examClassId, ec.id)),
    db
      .select({ x: examAnswers })
      .from(examAnswers)
      .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
      .where(eq(examAttempts.examClassId, ec.id)),
    extrasOf(db, ec.id),
  ]);
  const attemptOf = new Map(attempts.map((a) => [a.studentId, a]));
  const answersOf = new Map<number, ExamAnswerRow[]>();
  for (const { x } of answers) answersOf.set(x.attemptId, [...(answersOf.get(x.attemptId) ?? []), x]);
  const now = clock.now();
  return roster.map((student) => {
    const attempt = attemptOf.get(student.userId) ?? null;
    const mine = attempt ? (answersOf.get(attempt.id) ?? []) : [];
    return { student, attempt, answers: mine, row: rowOf(ec, student, attempt, mine, now, extras.get(student.userId)) };
  });
}

/** Points of one decimal from a mean of tenths. */
const pointsOf = (tenths: number) => Math.round(tenths) / 10;

function figuresOf(ec: ExamClassRow, scores: number[]): ExamReport['figures'] {
  if (scores.length === 0) return { count: 0, average: null, median: null, max: null, min: null, passRate: null };
  const sorted = [...scores].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const passed = sorted.filter((t) => percentOf(t, ec.totalTenths) >= PASS_PERCENT).length;
  return {
    count: sorted.length,
    average: pointsOf(sorted.reduce((s, t) => s + t, 0) / sorted.length),
    median: pointsOf(median),
    max: toPoints(sorted[sorted.length - 1]!),
    min: toPoints(sorted[0]!),
    passRate: percentOf(passed, sorted.length),
  };
}

function questionStats(ec: ExamClassRow, rows: ClassRowData[]): ExamQuestionStat[] {
  const done = rows.filter((r) => counted(r.attempt));
  return ec.questions.map((q) => {
    let answered = 0;
    let correct = 0;
    let sum = 0;
    for (const r of done) {
      const x = r.answers.find((a) => a.questionId === q.questionId);
      if (x && x.seq > 0 && isAnswered(q, x.answer)) answered += 1;
      const t = finalTenths(x) ?? 0;
      if (t === q.scoreTenths) correct += 1;
      sum += t;
    }
    return {
      questionId: q.questionId,
      position: q.position,
      type: q.type,
      stemText: q.stemText,
      score: toPoints(q.scoreTenths),
      answeredCount: answered,
      correctCount: correct,
      correctRate: done.length ? percentOf(correct, done.length) : null,
      averageScore: done.length ? pointsOf(sum / done.length) : null,
    };
  });
}

export async function examReport(db: Db, grading: GradingEngine, actor: AuthContext, examClassId: number): Promise<ExamReport> {
  const { ec } = await taughtExamClass(db, actor, examClassId, { grading: true });
  const rows = await classRows(db, grading, ec);
  const scores = rows
    .map((r) => r.attempt)
    .filter(counted)
    .map((a) => a.scoreTenths);
  const [summary] = await summariesOf(db, eq(examClasses.id, ec.id));
  // the students with extra minutes may answer past the class's end: the report stays live until theirs
  const lastEndAt = extendedEnd(ec.endAt, Math.max(0, ...rows.map((r) => r.row.extraMinutes)));
  return {
    examClass: { ...summary!, lastEndAt: lastEndAt.toISOString() },
    figures: figuresOf(ec, scores),
    distribution: distributionOf(scores.map((t) => percentOf(t, ec.totalTenths))),
    questions: questionStats(ec, rows),
    rows: rows.map((r) => r.row),
  };
}

/** The class's attempts as .xlsx: one row per student, one column per question (the paper's order); scores are numbers, times dates. */
export async function exportExamReport(db: Db, grading: GradingEngine, actor: AuthContext, examClassId: number): Promise<{ name: string; content: Buffer }> {
  const { ec, clazz } = await taughtExamClass(db, actor, examClassId, { grading: true });
  const rows = await classRows(db, grading, ec);
  const questionKey = (i: number) => `q${i}` as const;
  type Key = 'code' | 'name' | 'state' | 'startedAt' | 'submittedAt' | 'auto' | 'score' | `q${number}`;
  const column = (key: Key, header: string, width: number, type: SheetColumn<Key>['type'] = 'text'): SheetColumn<Key> => ({
    key,
    header,
    width,
    required: false,
    note: '',
    type,
  });
  const columns = [
    column('code', '学号', 16),
    column('name', '姓名', 12),
    column('state', '状态', 10),
    column('startedAt', '开始时间', 18, 'date'),
    column('submittedAt', '交卷时间', 18, 'date'),
    column('auto', '自动交卷', 10),
    column('score', `得分（满分 ${toPoints(ec.totalTenths)}）`, 14, 'number'),
    ...ec.questions.map((q, i) => column(questionKey(i), `第${q.position}题（${toPoints(q.scoreTenths)}分）`, 12, 'number')),
  ];
  const data = rows.map(({ row, attempt, answers }) => {
    const byId = new Map(answers.map((x) => [x.questionId, x]));
    const values: Record<Key, SheetValue> = {
      code: row.code,
      name: row.name,
      state: EXAM_STATE_NAMES[row.state],
      startedAt: row.startedAt ? new Date(row.startedAt) : null,
      submittedAt: row.submittedAt ? new Date(row.submittedAt) : null,
      auto: row.autoSubmitted ? '是' : null,
      score: row.score,
    };
    ec.questions.forEach((q, i) => {
      const t = counted(attempt) ? finalTenths(byId.get(q.questionId)) : null;
      values[questionKey(i)] = t === null ? null : toPoints(t);
    });
    return values;
  });
  const content = await writeSheet({ sheetName: '成绩', columns, rows: data });
  return { name: `${ec.name}-${clazz.name}-成绩.xlsx`, content };
}
