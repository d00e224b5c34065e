// Class and student statistics 统计 (PRODUCT.md, Screens: "class statistics (progress, homework and exam scores,
// knowledge mastery) and student statistics, with charts and xlsx export"), for a class's teachers and admins.
//
// The figures, defined once here so the server, the mocks and the pages agree:
// - progress: the student's course progress over the chapters the class sees (the study pages' own computation);
// - a homework is done (已提交) when its submission is submitted or reviewed; a returned one is being redone;
// - homework average (% of total): the mean of the student's percentages over the homeworks that count: those with
//   a score (done), and those whose last deadline passed without one, which count 0; null while none counts;
// - mastery of a knowledge point: the share of the course's questions linked to it that the student answered
//   correctly, in practice or in homework; a student's mastery is the mean over the points that have questions;
// - the student's own view (myStat) leaves out what is not released to them: the score of a homework they worked on
//   before its release (showScore), its part in their average and its answers as evidence of mastery;
// - an exam (an exam-class, published to the class) has the state its student sees (EXAM_STATES) and a score once
//   the attempt is handed in and graded; its figures count those attempts only (a student who has not handed in is
//   neither 0 nor in the average: the exam report's rule), and exams stay out of the homework average and mastery;
//   the student's own view shows an exam's score only once it is released to them (the exam's showScore).
import { defineCalls } from './call';
import { SUBMISSION_STATUSES } from './homework';
import { EXAM_STATES } from './states';
import { ChapterProgress } from './study';
import { id, z } from './zod';

/** The bands of the score distribution, by homework average (% of total): [min, max] inclusive, whole percents. */
export const SCORE_BANDS = [
  { label: '0–59', min: 0, max: 59 },
  { label: '60–69', min: 60, max: 69 },
  { label: '70–79', min: 70, max: 79 },
  { label: '80–89', min: 80, max: 89 },
  { label: '90–100', min: 90, max: 100 },
] as const;

/** A percentage rounded to one decimal (59.96 → 60), as every percent of scores travels. */
export const roundPercent = (value: number) => Math.round(value * 10) / 10;

/** score / total as a percent of one decimal; 0 for a total of 0. */
export const percentOf = (score: number, total: number) => (total > 0 ? roundPercent((100 * score) / total) : 0);

/** The band a homework average falls in: below 60 is 0–59, 89.9 is 80–89. */
export const bandIndexOf = (percent: number) => {
  const i = SCORE_BANDS.findIndex((b) => percent < b.max + 1);
  return i === -1 ? SCORE_BANDS.length - 1 : i;
};

export const ScoreBand = z.object({ label: z.string(), min: z.number().int(), max: z.number().int(), count: z.number().int() });
export type ScoreBand = z.infer<typeof ScoreBand>;

/** How many of the averages fall in each band (nulls, students without a counted homework, are left out). */
export function distributionOf(averages: readonly (number | null)[]): ScoreBand[] {
  const counts = SCORE_BANDS.map(() => 0);
  for (const a of averages) if (a !== null) counts[bandIndexOf(a)] += 1;
  return SCORE_BANDS.map((b, i) => ({ ...b, count: counts[i] }));
}

/** The class as the statistics pages head it. */
export const StatClass = z.object({
  sclassId: z.number().int(),
  name: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  ownerName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** the owner and the co-teachers */
  teacherCount: z.number().int(),
  studentCount: z.number().int(),
});
export type StatClass = z.infer<typeof StatClass>;

/** A student's exam in the class's table: the state the student sees and the score once handed in and graded. */
export const StudentExamScore = z.object({
  examClassId: z.number().int(),
  state: z.enum(EXAM_STATES),
  /** points; null before the attempt is handed in and graded */
  score: z.number().nullable(),
});
export type StudentExamScore = z.infer<typeof StudentExamScore>;

export const StudentStatRow = z.object({
  userId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** 0–100 over the chapters the class sees */
  progress: z.number().int(),
  homeworkDone: z.number().int(),
  /** the class's homework for the student (a targeted one counts for its chosen students only) */
  homeworkTotal: z.number().int(),
  /** % of total, one decimal; null while no homework counts */
  homeworkAverage: z.number().nullable(),
  /** 0–100, mean over the points with questions; null when the course has none */
  mastery: z.number().int().nullable(),
  /** one per exam of the class for the student (a targeted one: its chosen students only), in the order of ClassStat.exams */
  exams: z.array(StudentExamScore),
});
export type StudentStatRow = z.infer<typeof StudentStatRow>;

/** A paper's figures over the class: how many of its students are counted, and their scores in points. */
const PaperFigures = z.object({
  /** homework: submissions done (submitted or reviewed); exams: attempts handed in and graded */
  submitted: z.number().int(),
  /** the students on the roster it is for: the class, or a targeted one's chosen students */
  students: z.number().int(),
  /** points over those counted (one decimal); null when none */
  average: z.number().nullable(),
  max: z.number().nullable(),
  min: z.number().nullable(),
  total: z.number(),
});
export type PaperFigures = z.infer<typeof PaperFigures>;

export const HomeworkStatRow = PaperFigures.extend({
  homeworkId: z.number().int(),
  name: z.string(),
  endAt: z.string(),
});
export type HomeworkStatRow = z.infer<typeof HomeworkStatRow>;

/** An exam published to the class (an exam-class) and its figures over the attempts handed in and graded. */
export const ExamStatRow = PaperFigures.extend({
  examClassId: z.number().int(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
});
export type ExamStatRow = z.infer<typeof ExamStatRow>;

export const KnowledgeStatRow = z.object({
  knowId: z.number().int(),
  name: z.string(),
  /** the course's questions linked to the point */
  exerciseCount: z.number().int(),
  /** 0–100: the class's average mastery of the point */
  mastery: z.number().int(),
});
export type KnowledgeStatRow = z.infer<typeof KnowledgeStatRow>;

export const ClassStat = z.object({
  clazz: StatClass,
  /** 0–100: the students' mean progress */
  averageProgress: z.number().int(),
  /** % of total, over the students with an average; null when none */
  homeworkAverage: z.number().nullable(),
  /** by account */
  students: z.array(StudentStatRow),
  /** by deadline */
  homeworks: z.array(HomeworkStatRow),
  /** the course's points, in the order they were made */
  knowledge: z.array(KnowledgeStatRow),
  /** SCORE_BANDS with the number of students whose homework average falls in each */
  distribution: z.array(ScoreBand),
  /** by start */
  exams: z.array(ExamStatRow),
});
export type ClassStat = z.infer<typeof ClassStat>;

export const StudentHomeworkStat = z.object({
  homeworkId: z.number().int(),
  name: z.string(),
  endAt: z.string(),
  /** 'new' also when the student never opened it */
  status: z.enum(SUBMISSION_STATUSES),
  /** points, penalty applied, once done; null before */
  score: z.number().nullable(),
  total: z.number(),
  submittedAt: z.string().nullable(),
  late: z.boolean(),
});
export type StudentHomeworkStat = z.infer<typeof StudentHomeworkStat>;

export const StudentExamStat = z.object({
  examClassId: z.number().int(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  state: z.enum(EXAM_STATES),
  /** points once handed in and graded (in the student's own view: once released); null before */
  score: z.number().nullable(),
  total: z.number(),
  submittedAt: z.string().nullable(),
});
export type StudentExamStat = z.infer<typeof StudentExamStat>;

export const StudentKnowledgeStat = z.object({
  knowId: z.number().int(),
  name: z.string(),
  exerciseCount: z.number().int(),
  correctCount: z.number().int(),
  /** 0–100: correctCount / exerciseCount, 0 without questions */
  mastery: z.number().int(),
});
export type StudentKnowledgeStat = z.infer<typeof StudentKnowledgeStat>;

export const StudentStat = z.object({
  clazz: StatClass,
  student: z.object({ userId: z.number().int(), code: z.string(), name: z.string() }),
  progress: z.number().int(),
  /** every chapter and section the class sees, in reading order */
  chapters: z.array(ChapterProgress),
  homeworkDone: z.number().int(),
  homeworkAverage: z.number().nullable(),
  mastery: z.number().int().nullable(),
  homeworks: z.array(StudentHomeworkStat),
  knowledge: z.array(StudentKnowledgeStat),
  /** by start */
  exams: z.array(StudentExamStat),
});
export type StudentStat = z.infer<typeof StudentStat>;

export const StatClassParams = z.object({ sclassId: id('班级') });
export const StatStudentParams = z.object({ sclassId: id('班级'), userId: id('学生') });

/** The student's own class of a course (the study pages' address). */
export const MyStatParams = z.object({ courseId: id('课程'), clazzId: id('班级') });

export const statsCalls = defineCalls({
  classStat: { method: 'GET', path: '/statis/class/:sclassId', params: StatClassParams, answer: ClassStat },
  studentStat: { method: 'GET', path: '/statis/student/:sclassId/:userId', params: StatStudentParams, answer: StudentStat },
  /**
   * the student's own figures in a class they attend, shaped as studentStat: a homework whose score is not
   * released to them yet has score null and counts neither in their average nor, by its answers, in their mastery
   */
  myStat: { method: 'GET', path: '/stu/statis/:courseId/:clazzId', params: MyStatParams, answer: StudentStat },
  /** one row per student as .xlsx (a file, not an envelope) */
  exportClassStat: { method: 'GET', path: '/statis/class/:sclassId/export', params: StatClassParams },
  /** one student's homework and exams, a row each, as .xlsx (a file, not an envelope) */
  exportStudentStat: { method: 'GET', path: '/statis/student/:sclassId/:userId/export', params: StatStudentParams },
});
