import { defineCalls } from './call';
import { Feedback } from './feedback';
import { Rule } from './rule';
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
});
export type HomeSummary = z.infer<typeof HomeSummary>;

export const homeCalls = defineCalls({
  getHomeSummary: { method: 'GET', path: '/home/summary', answer: HomeSummary },
});
