// Mocks of the teacher's side of /htdz/exam (papers, their questions, publishing, the publications) for `max dev`
// without the server, on the state of mock/_exam-data.ts, with the server's rules, simply: a course's papers are
// its owner's (admins: all), changed only while the course is open; questions come from the course's own bank; a
// random pick is all or nothing and names the rule it could not meet; publications are managed by the class's
// teachers, and the window's end must lie ahead.
import type { CurrentUser } from '@contract/auth';
import {
  AddExamQuestionsBody,
  changesShuffling,
  EXAM_LIMITS,
  ExamClassListQuery,
  ExamListQuery,
  PickExamQuestionsBody,
  PublishExamBody,
  SaveExamPaperBody,
  SetExamQuestionsBody,
  SHUFFLING_FIXED,
  UpdateExamClassBody,
  type PickRule,
} from '@contract/exam';
import { DIFFICULTY_NAMES, EXERCISE_TYPE_NAMES } from '@contract/exercise';
import { id, z } from '@contract/zod';
import { classState, mockTeachesClass } from './clazz';
import { courseState } from './course';
import { exerciseState, isFailure, notFound, parse, pointNames, signedIn, type Failure } from './_exercise-bank';
import { examClassOf, examDetailOf, examState, examSummaryOf, examTotalOf, type StoredExam, type StoredExamClass } from './_exam-data';
import { fail, ok } from './_envelope';

const ExamParams = z.object({ examId: id('考试') });
const ExamClassParams = z.object({ examClassId: id('考试班级') });
const now = () => new Date().toISOString();

/** The course, if the user may read its papers (its owner, admins). */
function readable(user: CurrentUser, courseId: number): Failure | null {
  const course = courseState().list.find((c) => c.courseId === courseId);
  if (!course) return notFound('课程');
  return user.baseRoleType === 1 || course.ownerId === user.userId ? null : fail('没有权限查看这门课程的考试', 'FORBIDDEN', 403);
}

/** The course, if the user may change its papers now. */
function changeable(user: CurrentUser, courseId: number): Failure | null {
  const problem = readable(user, courseId);
  if (problem) return problem;
  const course = courseState().list.find((c) => c.courseId === courseId)!;
  if (course.status === 'submitted') return fail('课程正在审核中，审核结束前不能修改');
  if (course.status === 'archived') return fail('课程已归档，不能修改');
  return null;
}

function examOf(user: CurrentUser, examId: number, change: boolean): StoredExam | Failure {
  const exam = examState().exams.find((e) => e.examId === examId);
  if (!exam) return notFound('考试');
  return (change ? changeable : readable)(user, exam.courseId) ?? exam;
}

/** Every question must be of the course's own bank: their default scores. */
function bankScores(courseId: number, ids: number[]): Map<number, number> | Failure {
  const found = exerciseState().exercises.filter((e) => ids.includes(e.exerciseId) && e.courseId === courseId);
  if (found.length !== new Set(ids).size) return fail('题目不存在或不属于这门课程的题库');
  return new Map(found.map((e) => [e.exerciseId, e.score]));
}

const teaches = (user: CurrentUser, classId: number) => {
  const clazz = classState().list.find((c) => c.sclassId === classId);
  return clazz !== undefined && mockTeachesClass(user, clazz);
};

function taughtExamClass(user: CurrentUser, examClassId: number): StoredExamClass | Failure {
  const ec = examState().examClasses.find((x) => x.examClassId === examClassId);
  if (!ec) return notFound('考试');
  return teaches(user, ec.classId) ? ec : fail('只有班级的任课教师可以管理这场考试', 'FORBIDDEN', 403);
}

/** “单选题（简单，关系模型）”: a rule as its refusal names it. */
function ruleName(rule: PickRule, courseId: number): string {
  const know = rule.knowId === null ? null : (pointNames(courseId).get(rule.knowId) ?? null);
  const detail = [rule.difficulty ? DIFFICULTY_NAMES[rule.difficulty] : null, know].filter(Boolean).join('，');
  return `${EXERCISE_TYPE_NAMES[rule.type]}${detail ? `（${detail}）` : ''}`;
}

/** `n` of the items at random. */
function sample<T>(items: readonly T[], n: number): T[] {
  const pool = [...items];
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

function append(exam: StoredExam, questions: { exerciseId: number; score: number }[]): Failure | null {
  const fresh = questions.filter((q) => !exam.questions.some((x) => x.exerciseId === q.exerciseId));
  if (exam.questions.length + fresh.length > EXAM_LIMITS.maxQuestions) return fail(`一份试卷最多 ${EXAM_LIMITS.maxQuestions} 道题`);
  exam.questions.push(...fresh);
  exam.updatedAt = now();
  return null;
}

export default {
  'GET /htdz/exam/list': signedIn((user, req) => {
    const q = parse(ExamListQuery, req.query);
    if (isFailure(q)) return q;
    const problem = readable(user, q.courseId);
    if (problem) return problem;
    const list = examState()
      .exams.filter((e) => e.courseId === q.courseId && (!q.keyword || e.name.includes(q.keyword)))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.examId - a.examId);
    const start = (q.current - 1) * q.pageSize;
    return ok({ list: list.slice(start, start + q.pageSize).map(examSummaryOf), total: list.length });
  }),
  'GET /htdz/exam/paper/:examId': signedIn((user, req) => {
    const p = parse(ExamParams, req.params);
    if (isFailure(p)) return p;
    const exam = examOf(user, p.examId, false);
    return isFailure(exam) ? exam : ok(examDetailOf(user, exam));
  }),
  'POST /htdz/exam/save': signedIn((user, req) => {
    const b = parse(SaveExamPaperBody, req.body);
    if (isFailure(b)) return b;
    const problem = changeable(user, b.courseId);
    if (problem) return problem;
    const s = examState();
    if (b.examId !== null) {
      const exam = s.exams.find((e) => e.examId === b.examId);
      if (!exam) return notFound('考试');
      if (exam.courseId !== b.courseId) return fail('考试不属于这门课程');
      Object.assign(exam, { name: b.name, description: b.description, durationMinutes: b.durationMinutes, updatedAt: now() });
      return ok(examSummaryOf(exam));
    }
    const exam: StoredExam = {
      examId: s.nextExamId++,
      courseId: b.courseId,
      name: b.name,
      description: b.description,
      durationMinutes: b.durationMinutes,
      questions: [],
      authorName: user.userName,
      updatedAt: now(),
    };
    s.exams.push(exam);
    return ok(examSummaryOf(exam));
  }),
  'POST /htdz/exam/questions': signedIn((user, req) => {
    const b = parse(SetExamQuestionsBody, req.body);
    if (isFailure(b)) return b;
    const exam = examOf(user, b.examId, true);
    if (isFailure(exam)) return exam;
    const scores = bankScores(
      exam.courseId,
      b.questions.map((q) => q.exerciseId),
    );
    if (isFailure(scores)) return scores;
    Object.assign(exam, { questions: b.questions.map((q) => ({ exerciseId: q.exerciseId, score: q.score })), updatedAt: now() });
    return ok(examDetailOf(user, exam));
  }),
  'POST /htdz/exam/addQuestions': signedIn((user, req) => {
    const b = parse(AddExamQuestionsBody, req.body);
    if (isFailure(b)) return b;
    const exam = examOf(user, b.examId, true);
    if (isFailure(exam)) return exam;
    const scores = bankScores(exam.courseId, b.exerciseIds);
    if (isFailure(scores)) return scores;
    const problem = append(
      exam,
      b.exerciseIds.map((exerciseId) => ({ exerciseId, score: scores.get(exerciseId)! })),
    );
    return problem ?? ok(examDetailOf(user, exam));
  }),
  'POST /htdz/exam/pick': signedIn((user, req) => {
    const b = parse(PickExamQuestionsBody, req.body);
    if (isFailure(b)) return b;
    const exam = examOf(user, b.examId, true);
    if (isFailure(exam)) return exam;
    const names = pointNames(exam.courseId);
    if (b.rules.some((r) => r.knowId !== null && !names.has(r.knowId))) return fail('知识点不存在或不属于这门课程');
    const taken = new Set(exam.questions.map((q) => q.exerciseId));
    const picked: { exerciseId: number; score: number }[] = [];
    for (const rule of b.rules) {
      const candidates = exerciseState().exercises.filter(
        (e) =>
          e.courseId === exam.courseId &&
          e.spec.type === rule.type &&
          (rule.difficulty === null || e.difficulty === rule.difficulty) &&
          (rule.knowId === null || e.knowIds.includes(rule.knowId)) &&
          !taken.has(e.exerciseId),
      );
      if (candidates.length < rule.count) return fail(`${ruleName(rule, exam.courseId)}只有 ${candidates.length} 道可选，少于要求的 ${rule.count} 道`);
      for (const e of sample(candidates, rule.count)) {
        taken.add(e.exerciseId);
        picked.push({ exerciseId: e.exerciseId, score: rule.score });
      }
    }
    const problem = append(exam, picked);
    return problem ?? ok(examDetailOf(user, exam));
  }),
  'POST /htdz/exam/publish': signedIn((user, req) => {
    const b = parse(PublishExamBody, req.body);
    if (isFailure(b)) return b;
    const exam = examOf(user, b.examId, false);
    if (isFailure(exam)) return exam;
    if (new Date(b.settings.endAt) <= new Date()) return fail('结束时间已过，请选择以后的时间');
    const classes = classState().list.filter((c) => b.classIds.includes(c.sclassId));
    if (classes.length !== b.classIds.length) return notFound('班级');
    const other = classes.find((c) => c.courseId !== exam.courseId);
    if (other) return fail(`班级“${other.name}”不属于这门课程`);
    if (classes.some((c) => !mockTeachesClass(user, c))) return fail('只能发布到自己任教的班级', 'FORBIDDEN', 403);
    if (exam.questions.length === 0) return fail('试卷中还没有题目，请先添加题目再发布');
    const s = examState();
    const publishedAt = now();
    const made: StoredExamClass[] = classes.map((c) => ({
      examClassId: s.nextExamClassId++,
      examId: exam.examId,
      courseId: exam.courseId,
      classId: c.sclassId,
      name: b.name ?? exam.name,
      description: exam.description,
      questionCount: exam.questions.length,
      totalScore: examTotalOf(exam),
      ...b.settings,
      publishedAt,
      startedCount: 0,
      submittedCount: 0,
      reviewedCount: 0,
      pendingCount: 0,
      averageScore: null,
    }));
    s.examClasses.push(...made);
    return ok(made.map(examClassOf));
  }),
  'GET /htdz/exam/classes': signedIn((user, req) => {
    const q = parse(ExamClassListQuery, req.query);
    if (isFailure(q)) return q;
    if (q.courseId === undefined && q.classId === undefined && q.examId === undefined) return fail('请指定课程、班级或考试');
    if (q.classId !== undefined && !teaches(user, q.classId)) return fail('只有本班的任课教师可以查看和管理这个班级', 'FORBIDDEN', 403);
    const list = examState()
      .examClasses.filter((ec) => teaches(user, ec.classId))
      .filter(
        (ec) =>
          (q.courseId === undefined || ec.courseId === q.courseId) &&
          (q.classId === undefined || ec.classId === q.classId) &&
          (q.examId === undefined || ec.examId === q.examId),
      )
      .sort((a, b) => b.startAt.localeCompare(a.startAt) || b.examClassId - a.examClassId);
    return ok(list.map(examClassOf));
  }),
  'POST /htdz/exam/class/update': signedIn((user, req) => {
    const b = parse(UpdateExamClassBody, req.body);
    if (isFailure(b)) return b;
    const ec = taughtExamClass(user, b.examClassId);
    if (isFailure(ec)) return ec;
    if (ec.startedCount > 0 && changesShuffling(ec, b.settings)) return fail(SHUFFLING_FIXED);
    Object.assign(ec, b.settings);
    return ok(examClassOf(ec));
  }),
  'POST /htdz/exam/class/delete/:examClassId': signedIn((user, req) => {
    const p = parse(ExamClassParams, req.params);
    if (isFailure(p)) return p;
    const ec = taughtExamClass(user, p.examClassId);
    if (isFailure(ec)) return ec;
    const s = examState();
    s.examClasses = s.examClasses.filter((x) => x !== ec);
    return ok(null);
  }),
  'POST /htdz/exam/delete/:examId': signedIn((user, req) => {
    const p = parse(ExamParams, req.params);
    if (isFailure(p)) return p;
    const exam = examOf(user, p.examId, true);
    if (isFailure(exam)) return exam;
    const s = examState();
    s.exams = s.exams.filter((e) => e !== exam);
    // published exams keep their snapshot
    for (const ec of s.examClasses) if (ec.examId === exam.examId) ec.examId = null;
    return ok(null);
  }),
};
