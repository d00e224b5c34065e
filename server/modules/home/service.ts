import type { HomeSummary } from '../../../contract/home';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { RoleId } from '../../../contract/roles';
import { isAdmin } from '../../policy';
import { countOpenFeedback, recentFeedback } from '../feedback/service';
import { dueExams, examsToReview } from '../exams/home';
import { dueHomework, homeworkToReview } from '../homework/home';
import { countNotRead } from '../notices/service';
import { enabledRules } from '../rules/service';
import { userCounts } from '../sys/users.service';

/** What the home page shows for the caller's active role; admins also get the platform's counts. */
export async function homeSummary(db: DbOrTx, actor: AuthContext): Promise<HomeSummary> {
  const [notRead, rules, myOpenFeedback] = await Promise.all([
    countNotRead(db, actor.userId),
    enabledRules(db),
    countOpenFeedback(db, actor.userId),
  ]);
  return {
    roleType: actor.roleType,
    baseRoleType: actor.baseRole,
    notReadNotices: notRead.total,
    rules,
    admin: isAdmin(actor) ? await adminBlock(db) : null,
    myOpenFeedback,
    dueHomework: actor.baseRole === RoleId.STUDENT ? await dueHomework(db, actor) : null,
    toReview: actor.baseRole === RoleId.TEACHER ? await homeworkToReview(db, actor) : null,
    dueExams: actor.baseRole === RoleId.STUDENT ? await dueExams(db, actor) : null,
    examsToReview: actor.baseRole === RoleId.TEACHER ? await examsToReview(db, actor) : null,
  };
}

async function adminBlock(db: DbOrTx): Promise<NonNullable<HomeSummary['admin']>> {
  const [counts, openFeedback, recent] = await Promise.all([userCounts(db), countOpenFeedback(db), recentFeedback(db, 5)]);
  return { ...counts, openFeedback, recentFeedback: recent };
}
