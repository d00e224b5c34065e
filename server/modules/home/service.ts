import type { HomeSummary } from '@contract/home';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { HOME_LIST_MAX } from '@contract/home';
import { RoleId } from '@contract/roles';
import { isAdmin } from '../../policy';
import { countOpenFeedback, recentFeedback } from '../feedback/service';
import { listClasses } from '../classes/service';
import { listCourses } from '../courses/service';
import { dueExams, examsToReview } from '../exams/home';
import { dueHomework, homeworkToReview } from '../homework/home';
import { countNotRead } from '../notices/service';
import { recentScores } from './recent-scores';
import { enabledRules } from '../rules/service';
import { myCourses as studyCourses } from '../study/service';
import { userCounts } from '../sys/users.service';

/** the first page of a list, as the home page shows it */
const FIRST = { current: 1, pageSize: HOME_LIST_MAX } as const;

/** What the home page shows for the caller's active role; admins also get the platform's counts. */
export async function homeSummary(db: DbOrTx, actor: AuthContext): Promise<HomeSummary> {
  const [notRead, rules, myOpenFeedback] = await Promise.all([countNotRead(db, actor.userId), enabledRules(db), countOpenFeedback(db, actor.userId)]);
  const student = actor.baseRole === RoleId.STUDENT;
  const teacher = actor.baseRole === RoleId.TEACHER;
  const expert = actor.baseRole === RoleId.EXPERT;
  return {
    roleType: actor.roleType,
    baseRoleType: actor.baseRole,
    notReadNotices: notRead.total,
    rules,
    admin: isAdmin(actor) ? await adminBlock(db) : null,
    myOpenFeedback,
    dueHomework: student ? await dueHomework(db, actor) : null,
    toReview: teacher ? await homeworkToReview(db, actor) : null,
    dueExams: student ? await dueExams(db, actor) : null,
    examsToReview: teacher ? await examsToReview(db, actor) : null,
    recentScores: student ? await recentScores(db, actor) : null,
    studyCourses: student ? (await studyCourses(db, actor)).slice(0, HOME_LIST_MAX) : null,
    myCourses: teacher || expert ? (await listCourses(db, actor, { ...FIRST, scope: 'mine' })).list : null,
    myClasses: teacher ? (await listClasses(db, actor, FIRST)).list : null,
    toConfirm: expert ? await listCourses(db, actor, { ...FIRST, scope: 'review' }) : null,
  };
}

async function adminBlock(db: DbOrTx): Promise<NonNullable<HomeSummary['admin']>> {
  const [counts, openFeedback, recent] = await Promise.all([userCounts(db), countOpenFeedback(db), recentFeedback(db, 5)]);
  return { ...counts, openFeedback, recentFeedback: recent };
}
