import { defineCalls } from './call';
import { ClassSummary } from './clazz';
import { CourseSummary } from './course';
import { Feedback } from './feedback';
import { Rule } from './rule';
import { StudyCourse } from './study';
import { z } from './zod';

/** Students: open homework not yet handed in, the soonest deadline first. */
export const HomeDueHomework = z.object({
  homeworkId: z.number().int(),
  name: z.string(),
  courseId: z.number().int(),
  classId: z.number().int(),
  courseName: z.string(),
  endAt: z.string(),
  status: z.enum(['new', 'answering', 'submitted', 'reviewed', 'returned']),
});
/** Teachers: homework of their classes with submissions waiting to be reviewed. */
export const HomeReviewItem = z.object({
  homeworkId: z.number().int(),
  name: z.string(),
  courseId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  waitingCount: z.number().int(),
});
/** Students: exams of their classes still to take (not open yet, open, or running), a running one first. */
export const HomeDueExam = z.object({
  examClassId: z.number().int(),
  examId: z.number().int().nullable(),
  name: z.string(),
  courseId: z.number().int(),
  classId: z.number().int(),
  courseName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  durationMinutes: z.number().int(),
  state: z.enum(['upcoming', 'open', 'answering']),
  /** the running attempt's deadline */
  deadline: z.string().nullable(),
});
/** Teachers: exams of their classes with handed-in attempts whose short answers wait for grading. */
export const HomeExamReviewItem = z.object({
  examClassId: z.number().int(),
  name: z.string(),
  courseId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  waitingCount: z.number().int(),
});
/** Students: a released score of a homework or an exam, the latest first. */
export const HomeScore = z.object({
  kind: z.enum(['homework', 'exam']),
  /** the homework, or the exam-class */
  id: z.number().int(),
  /** exams: the paper (null when it was deleted after publishing) */
  examId: z.number().int().nullable(),
  name: z.string(),
  courseId: z.number().int(),
  classId: z.number().int(),
  courseName: z.string(),
  score: z.number(),
  maxScore: z.number(),
  /** when it was handed in */
  at: z.string(),
});
export type HomeScore = z.infer<typeof HomeScore>;
export const HOME_LIST_MAX = 5;

/** What the home page shows for the active role; each later module adds its own block. */
export const HomeSummary = z.object({
  roleType: z.number().int(),
  baseRoleType: z.number().int(),
  notReadNotices: z.number().int(),
  rules: z.array(Rule),
  /** admin only */
  admin: z
    .object({
      usersByRole: z.array(z.object({ roleId: z.number().int(), roleName: z.string(), count: z.number().int() })),
      totalUsers: z.number().int(),
      stoppedUsers: z.number().int(),
      openFeedback: z.number().int(),
      recentFeedback: z.array(Feedback),
    })
    .nullable(),
  myOpenFeedback: z.number().int(),
  /** students only */
  dueHomework: z.array(HomeDueHomework).nullable(),
  /** teachers only */
  toReview: z.array(HomeReviewItem).nullable(),
  /** students only */
  dueExams: z.array(HomeDueExam).nullable(),
  /** teachers only */
  examsToReview: z.array(HomeExamReviewItem).nullable(),
  /** students only: their latest released scores */
  recentScores: z.array(HomeScore).nullable(),
  /** students only: the courses of their classes, the last studied first (at most HOME_LIST_MAX) */
  studyCourses: z.array(StudyCourse).nullable(),
  /** teachers and experts: their own courses (templates for experts), the last changed first */
  myCourses: z.array(CourseSummary).nullable(),
  /** teachers only: the classes they teach, the last changed first */
  myClasses: z.array(ClassSummary).nullable(),
  /** experts only: other authors' courses submitted for review, and how many there are in all */
  toConfirm: z.object({ list: z.array(CourseSummary), total: z.number().int() }).nullable(),
});
export type HomeSummary = z.infer<typeof HomeSummary>;

export const homeCalls = defineCalls({
  getHomeSummary: { method: 'GET', path: '/home/summary', answer: HomeSummary },
});
