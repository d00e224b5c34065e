import { defineCalls } from './call';
import { Feedback } from './feedback';
import { Rule } from './rule';
import { z } from './zod';

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
});
export type HomeSummary = z.infer<typeof HomeSummary>;

export const homeCalls = defineCalls({
  getHomeSummary: { method: 'GET', path: '/home/summary', answer: HomeSummary },
});
