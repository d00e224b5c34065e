// Mock of /htdz/home/summary, computed from the other mocks' data (the signed-in mock user is the admin).
import type { HomeSummary } from '@contract/home';
import { HOME_LIST_MAX } from '@contract/home';
import { mockCoursesOf } from './course';
import { feedbackState } from './feedback';
import { ruleState } from './rule';
import { mockCurrentUser, sysState } from './sys';
import { ok } from './_envelope';

type Res = { json: (body: unknown) => void };


export default {
  'GET /htdz/home/summary': (_req: unknown, res: Res) => {
    const me = mockCurrentUser();
    const { users, roles } = sysState();
    const feedback = feedbackState().list;
    const summary: HomeSummary = {
      roleType: me.roleType,
      baseRoleType: me.baseRoleType,
      notReadNotices: 2,
      rules: ruleState()
        .list.filter((r) => r.enabled)
        .sort((a, b) => a.sort - b.sort),
      admin:
        me.baseRoleType === 1
          ? {
              usersByRole: roles.map((r) => ({
                roleId: r.roleId,
                roleName: r.roleName,
                count: users.filter((u) => u.roleIds.includes(r.roleId)).length,
              })),
              totalUsers: users.length,
              stoppedUsers: users.filter((u) => u.isStop).length,
              openFeedback: feedback.filter((f) => f.status === 'open').length,
              recentFeedback: feedback.slice(0, 5),
            }
          : null,
      myOpenFeedback: feedback.filter((f) => f.userId === me.userId && f.status === 'open').length,
      dueHomework:
        me.baseRoleType === 4
          ? [{ homeworkId: 1, name: '第二、三章 课后作业', courseId: 1, classId: 1, courseName: '数据库系统原理', endAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), status: 'answering' }]
          : null,
      toReview: me.baseRoleType === 3 ? [{ homeworkId: 1, name: '第二、三章 课后作业', courseId: 1, classId: 1, className: '2023级计算机科学1班', waitingCount: 3 }] : null,
      dueExams:
        me.baseRoleType === 4
          ? [
              {
                examClassId: 5,
                examId: 4,
                name: '第三章 SQL 随堂测验',
                courseId: 1,
                classId: 1,
                courseName: '数据库系统原理',
                startAt: new Date(Date.now() - 5 * 60_000).toISOString(),
                endAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
                durationMinutes: 60,
                state: 'open',
                deadline: null,
              },
            ]
          : null,
      examsToReview: me.baseRoleType === 3 ? [{ examClassId: 1, name: '期中考试', courseId: 1, classId: 1, className: '2023级计算机科学1班', waitingCount: 1 }] : null,
      // the study and class mocks keep no per-user lists: their pages' own mocks answer those
      studyCourses: me.baseRoleType === 4 ? [] : null,
      recentScores: me.baseRoleType === 4 ? [] : null,
      myCourses: me.baseRoleType === 2 || me.baseRoleType === 3 ? mockCoursesOf(me, me.baseRoleType === 2 ? 'templates' : 'mine').slice(0, HOME_LIST_MAX) : null,
      myClasses: me.baseRoleType === 3 ? [] : null,
      toConfirm: me.baseRoleType === 2 ? { list: mockCoursesOf(me, 'review').slice(0, HOME_LIST_MAX), total: mockCoursesOf(me, 'review').length } : null,
    };
    res.json(ok(summary));
  },
};
