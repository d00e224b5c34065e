// Mocks of the class and student statistics (/htdz/statis/class, /statis/student/:sclassId/:userId, their .xlsx
// sheets) and of a student's own (/stu/statis/:courseId/:clazzId, scores not released yet left out) for `max dev`
// without the server: the classes and rosters of mock/clazz.ts, progress from mock/_stats-data.ts, the homework
// published in mock/_task-data.ts with scores made up from each student's level, the exams and attempts of the exam
// report mock (mock/exam-report.ts), and mastery of course 1's points (mock/knowledge.ts) made up from the level too.
// The figures follow the rules of contract/statis.ts.
import ExcelJS from 'exceljs';
import type { CurrentUser } from '@contract/auth';
import { EXAM_STATE_NAMES, type ExamState } from '@contract/exam';
import { SUBMISSION_STATUS_NAMES } from '@contract/homework';
import {
  distributionOf,
  roundPercent,
  type ClassStat,
  type ExamStatRow,
  type StatClass,
  type StudentExamScore,
  type StudentExamStat,
  type StudentHomeworkStat,
  type StudentKnowledgeStat,
  type StudentStat,
  type StudentStatRow,
} from '@contract/statis';
import { classState, mockTeachesClass, type StoredClass } from './clazz';
import { courseState } from './course';
import { mockUserOf } from './auth';
import { mockClassExams } from './exam-report';
import { isFailure, notFound, signedIn, type FileRes } from './_exercise-bank';
import { sendXlsx } from './_exercise-sheet';
import { questionsOf } from './_practice-questions';
import { chapterProgressOf, classOf, courseProgressOf, progressOf, readingOrder, visibleTo, type MockClass, type MockStudent } from './_stats-data';
import { taskState, type StoredHomework } from './_task-data';
import { fail, ok } from './_envelope';

type Req = { params?: Record<string, string> };

/** Course 1's knowledge points as mock/knowledge.ts seeds them. */
const POINTS: Record<number, { knowId: number; name: string }[]> = {
  1: [
    { knowId: 101, name: '关系模型' },
    { knowId: 102, name: '关系代数' },
    { knowId: 103, name: 'SQL' },
    { knowId: 105, name: '单表查询' },
    { knowId: 108, name: '分组统计' },
    { knowId: 111, name: '事务' },
  ],
};

const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : 0);
const clamp = (x: number) => Math.min(1, Math.max(0, x));

/** The class the user teaches, as the statistics see it, or the failure to answer. */
function taughtClass(user: CurrentUser, sclassId: number): { stored: StoredClass; clazz: MockClass } | ReturnType<typeof fail> {
  const stored = classState().list.find((c) => c.sclassId === sclassId);
  const clazz = classOf(sclassId);
  if (!stored || !clazz) return notFound('班级');
  if (!mockTeachesClass(user, stored)) return fail('只有本班的任课教师可以查看和管理这个班级', 'FORBIDDEN', 403);
  return { stored, clazz };
}

const statClassOf = (c: StoredClass): StatClass => ({
  sclassId: c.sclassId,
  name: c.name,
  courseId: c.courseId,
  courseName: courseState().list.find((x) => x.courseId === c.courseId)?.name ?? '（课程已删除）',
  ownerName: c.ownerName,
  startDate: c.startDate,
  endDate: c.endDate,
  teacherCount: 1 + c.teacherIds.filter((id) => id !== c.ownerId).length,
  studentCount: c.students.length,
});

const homeworksOf = (sclassId: number) =>
  taskState()
    .homeworks.filter((h) => h.classId === sclassId)
    .sort((a, b) => a.endAt.localeCompare(b.endAt) || a.homeworkId - b.homeworkId);

/** A student's submission, made up: the weaker students skip the later homework; scores follow the level. */
function submissionOf(h: StoredHomework, s: MockStudent, index: number): { done: boolean; tenths: number; late: boolean } {
  const done = s.level >= 0.15 * index + 0.05;
  const share = clamp(0.45 + 0.5 * s.level + (((s.userId * 7 + h.homeworkId * 3) % 11) - 5) / 50);
  return { done, tenths: Math.round(h.totalScore * 10 * share), late: done && (s.userId + h.homeworkId) % 5 === 0 };
}

/** Whether the student may see a done homework's score now, by its release setting (server: scoreReleased). */
function released(h: StoredHomework, status: StudentHomeworkStat['status'], now: string) {
  if (h.showScore === 'submit') return true;
  if (h.showScore === 'end') return now > (h.latePolicy === 'accept' && h.lateUntil ? h.lateUntil : h.endAt);
  return status === 'reviewed';
}

/** `own`: the student's own view, where a score not released yet is left out (no score, not in the average). */
function homeworkFigures(c: MockClass, s: MockStudent, hws: StoredHomework[], now: string, own = false) {
  const percents: number[] = [];
  const rows: StudentHomeworkStat[] = hws.map((h, i) => {
    const sub = submissionOf(h, s, i);
    const status = sub.done ? (i === 0 ? 'reviewed' : 'submitted') : h.startAt < now ? 'answering' : 'new';
    const shown = sub.done && (!own || released(h, status, now));
    if (shown) percents.push((100 * sub.tenths) / (h.totalScore * 10));
    else if (!sub.done && h.endAt < now) percents.push(0);
    return {
      homeworkId: h.homeworkId,
      name: h.name,
      endAt: h.endAt,
      status,
      score: shown ? sub.tenths / 10 : null,
      total: h.totalScore,
      submittedAt: sub.done ? h.startAt : null,
      late: sub.late,
    };
  });
  const average = percents.length ? roundPercent(percents.reduce((a, b) => a + b, 0) / percents.length) : null;
  return { rows, done: rows.filter((r) => r.status === 'submitted' || r.status === 'reviewed').length, average };
}

function knowledgeOf(c: MockClass, s: MockStudent): StudentKnowledgeStat[] {
  return (POINTS[c.courseId] ?? []).map((p, i) => {
    const exerciseCount = questionsOf(c.courseId, p.knowId).length;
    const correctCount = Math.round(exerciseCount * clamp(s.level + ((i % 3) - 1) * 0.15));
    return { knowId: p.knowId, name: p.name, exerciseCount, correctCount, mastery: exerciseCount ? Math.round((100 * correctCount) / exerciseCount) : 0 };
  });
}

function masteryMean(points: StudentKnowledgeStat[]): number | null {
  const counted = points.filter((p) => p.exerciseCount > 0);
  return counted.length ? Math.round(counted.reduce((a, p) => a + p.mastery, 0) / counted.length) : null;
}

type ClassExam = ReturnType<typeof mockClassExams>[number];

/** Where the window stands for a student without a row (server: exams/attempt.ts stateOf). */
function windowState(e: ClassExam, now: string): ExamState {
  if (now < e.pub.startAt) return 'upcoming';
  return now <= e.pub.endAt ? 'open' : 'missed';
}

/** Whether the student may see a graded exam's score now, by its release setting (server: exams scoreReleased). */
function examReleased(e: ClassExam, state: ExamState, now: string) {
  if (e.pub.showScore === 'submit') return true;
  if (e.pub.showScore === 'end') return now > e.pub.endAt;
  return state === 'reviewed';
}

/** `own`: the student's own view, where a score not released yet is left out. */
function examScoreOf(e: ClassExam, userId: number, now: string, own = false): StudentExamScore {
  const row = e.rows.find((r) => r.studentId === userId);
  const state = row?.state ?? windowState(e, now);
  const score = row?.score ?? null;
  return { examClassId: e.pub.examClassId, state, score: own && !examReleased(e, state, now) ? null : score };
}

function examRows(exams: ClassExam[], students: number): ExamStatRow[] {
  return exams.map((e) => {
    const scores = e.rows.map((r) => r.score).filter((x): x is number => x !== null);
    return {
      examClassId: e.pub.examClassId,
      name: e.pub.name,
      startAt: e.pub.startAt,
      endAt: e.pub.endAt,
      submitted: scores.length,
      students,
      average: scores.length ? Math.round((10 * scores.reduce((a, b) => a + b, 0)) / scores.length) / 10 : null,
      max: scores.length ? Math.max(...scores) : null,
      min: scores.length ? Math.min(...scores) : null,
      total: e.total,
    };
  });
}

function studentRow(c: MockClass, s: MockStudent, hws: StoredHomework[], now: string, exams: ClassExam[]): StudentStatRow {
  const hw = homeworkFigures(c, s, hws, now);
  return {
    userId: s.userId,
    code: s.code,
    name: s.name,
    progress: courseProgressOf(c, progressOf(c, s)),
    homeworkDone: hw.done,
    homeworkTotal: hws.length,
    homeworkAverage: hw.average,
    mastery: masteryMean(knowledgeOf(c, s)),
    exams: exams.map((e) => examScoreOf(e, s.userId, now)),
  };
}

function classStat(stored: StoredClass, c: MockClass): ClassStat {
  const now = new Date().toISOString();
  const hws = homeworksOf(c.sclassId);
  const students = [...c.students].sort((a, b) => a.code.localeCompare(b.code));
  const exams = mockClassExams(c.sclassId);
  const rows = students.map((s) => studentRow(c, s, hws, now, exams));
  const averages = rows.map((r) => r.homeworkAverage).filter((a): a is number => a !== null);
  return {
    clazz: statClassOf(stored),
    averageProgress: rows.length ? Math.floor(rows.reduce((a, r) => a + r.progress, 0) / rows.length) : 0,
    homeworkAverage: averages.length ? roundPercent(averages.reduce((a, b) => a + b, 0) / averages.length) : null,
    students: rows,
    homeworks: hws.map((h, i) => {
      const done = students.map((s) => submissionOf(h, s, i)).filter((x) => x.done);
      const scores = done.map((x) => x.tenths);
      return {
        homeworkId: h.homeworkId,
        name: h.name,
        endAt: h.endAt,
        submitted: done.length,
        students: students.length,
        average: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) / 10 : null,
        max: scores.length ? Math.max(...scores) / 10 : null,
        min: scores.length ? Math.min(...scores) / 10 : null,
        total: h.totalScore,
      };
    }),
    knowledge: (POINTS[c.courseId] ?? []).map((p, i) => {
      const per = students.map((s) => knowledgeOf(c, s)[i].mastery);
      return {
        knowId: p.knowId,
        name: p.name,
        exerciseCount: questionsOf(c.courseId, p.knowId).length,
        mastery: per.length ? Math.round(per.reduce((a, b) => a + b, 0) / per.length) : 0,
      };
    }),
    distribution: distributionOf(rows.map((r) => r.homeworkAverage)),
    exams: examRows(exams, students.length),
  };
}

function studentStat(stored: StoredClass, c: MockClass, s: MockStudent, own = false): StudentStat {
  const now = new Date().toISOString();
  const hws = homeworksOf(c.sclassId);
  const states = progressOf(c, s);
  const hw = homeworkFigures(c, s, hws, now, own);
  const knowledge = knowledgeOf(c, s);
  return {
    clazz: statClassOf(stored),
    student: { userId: s.userId, code: s.code, name: s.name },
    progress: courseProgressOf(c, states),
    chapters: readingOrder(c.courseId)
      .filter((ch) => visibleTo(c, ch))
      .map((ch) => {
        const { started: _started, ...p } = chapterProgressOf(ch, states);
        return { chapterId: ch.chapterId, parentId: ch.parentId, title: ch.title, serialNum: ch.serialNum, ...p };
      }),
    homeworkDone: hw.done,
    homeworkAverage: hw.average,
    mastery: masteryMean(knowledge),
    homeworks: hw.rows,
    knowledge,
    exams: mockClassExams(c.sclassId).map(
      (e): StudentExamStat => ({
        ...examScoreOf(e, s.userId, now, own),
        name: e.pub.name,
        startAt: e.pub.startAt,
        endAt: e.pub.endAt,
        total: e.total,
        submittedAt: e.rows.find((r) => r.studentId === s.userId)?.submittedAt ?? null,
      }),
    ),
  };
}

/** A sheet of text rows under a header row. */
async function workbookOf(sheetName: string, rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** The class's sheet with the server's columns (server/modules/statis/export.ts), without its help sheet. */
async function sheetOf(stat: ClassStat, hws: StoredHomework[]): Promise<Buffer> {
  const c = classOf(stat.clazz.sclassId)!;
  const now = new Date().toISOString();
  const header = [
    '账号',
    '姓名',
    '学习进度(%)',
    ...hws.map((h) => `${h.name}（${h.totalScore}分）`),
    '作业平均(%)',
    ...stat.exams.map((e) => `${e.name}（考试，${e.total}分）`),
    '知识掌握(%)',
  ];
  const rows = stat.students.map((r) => {
    const s = c.students.find((x) => x.userId === r.userId)!;
    const scores = homeworkFigures(c, s, hws, now).rows.map((h) => text(h.score));
    const exams = r.exams.map((e) => (e.score === null ? EXAM_STATE_NAMES[e.state] : String(e.score)));
    return [r.code, r.name, String(r.progress), ...scores, text(r.homeworkAverage), ...exams, text(r.mastery)];
  });
  return workbookOf('班级统计', [header, ...rows]);
}

/** One student's sheet with the server's columns: a row per homework, then per exam. */
async function studentSheetOf(stat: StudentStat): Promise<Buffer> {
  const local = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
  const time = (iso: string | null) => (iso === null ? '' : local.format(new Date(iso)));
  const header = ['类型', '名称', '截止时间', '状态', '得分', '满分', '提交时间', '迟交'];
  const homeworks = stat.homeworks.map((h) => [
    '作业',
    h.name,
    time(h.endAt),
    SUBMISSION_STATUS_NAMES[h.status],
    text(h.score),
    String(h.total),
    time(h.submittedAt),
    h.late ? '是' : '',
  ]);
  const exams = stat.exams.map((e) => ['考试', e.name, time(e.endAt), EXAM_STATE_NAMES[e.state], text(e.score), String(e.total), time(e.submittedAt), '']);
  return workbookOf('学生统计', [header, ...homeworks, ...exams]);
}

type FileReq = Req & { headers: Record<string, string | string[] | undefined> };

export default {
  'GET /htdz/statis/class/:sclassId': signedIn((user, req: Req) => {
    const found = taughtClass(user, idOf(req.params?.sclassId));
    return isFailure(found) ? found : ok(classStat(found.stored, found.clazz));
  }),
  'GET /htdz/statis/student/:sclassId/:userId': signedIn((user, req: Req) => {
    const found = taughtClass(user, idOf(req.params?.sclassId));
    if (isFailure(found)) return found;
    const s = found.clazz.students.find((x) => x.userId === idOf(req.params?.userId));
    return s ? ok(studentStat(found.stored, found.clazz, s)) : notFound('班级中的这名学生');
  }),
  'GET /htdz/stu/statis/:courseId/:clazzId': signedIn((user, req: Req) => {
    const stored = classState().list.find((x) => x.sclassId === idOf(req.params?.clazzId));
    const clazz = stored && classOf(stored.sclassId);
    const refused = fail('你不在这个班级中，不能查看它的课程', 'FORBIDDEN', 403);
    if (!stored || !clazz || stored.courseId !== idOf(req.params?.courseId)) return refused;
    // an administrator (mock/contract.test.ts) looks as a student of the class who has done nothing
    const admin = user.baseRoleType === 1 ? { userId: user.userId, code: user.code, name: user.userName, level: 0 } : null;
    const me = clazz.students.find((x) => x.userId === user.userId) ?? admin;
    return me ? ok(studentStat(stored, clazz, me, true)) : refused;
  }),
  'GET /htdz/statis/class/:sclassId/export': async (req: FileReq, res: FileRes) => {
    const user = mockUserOf(req);
    if (!user) return res.json(fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
    const found = taughtClass(user, idOf(req.params?.sclassId));
    if (isFailure(found)) return res.json(found);
    const stat = classStat(found.stored, found.clazz);
    sendXlsx(res, await sheetOf(stat, homeworksOf(found.stored.sclassId)), `班级统计-${found.stored.name}.xlsx`);
  },
  'GET /htdz/statis/student/:sclassId/:userId/export': async (req: FileReq, res: FileRes) => {
    const user = mockUserOf(req);
    if (!user) return res.json(fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
    const found = taughtClass(user, idOf(req.params?.sclassId));
    if (isFailure(found)) return res.json(found);
    const s = found.clazz.students.find((x) => x.userId === idOf(req.params?.userId));
    if (!s) return res.json(notFound('班级中的这名学生'));
    sendXlsx(res, await studentSheetOf(studentStat(found.stored, found.clazz, s)), `学生统计-${s.name}-${found.stored.name}.xlsx`);
  },
};
