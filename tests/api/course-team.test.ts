// A course's teaching team 教学团队 (issue P12) against a real database: the owner adds, changes and removes members;
// co-teachers (协作教师) edit everything of the course and teach its classes; assistants (助教) read the course and
// grade in its classes, but change and delete nothing; a teacher outside the team gets nothing (IDOR); members never
// manage the team, and only teachers join it.
import type { TeamMember } from '@contract/course';
import { RoleId } from '@contract/roles';
import { chapters, classStudents, courseMembers, exercises, homeworks, scenes, tasks } from '../../server/db/schema';
import { newUser, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

const ASSISTANT_REFUSAL = '助教只能查看和批阅，不能修改或删除';
const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

let s: TestServer;
let admin: string;
let owner: string;
let student: string;
let studentId: number;
let co: { token: string; userId: number };
let assistant: { token: string; userId: number };
let outsider: { token: string; userId: number };
let courseId: number;
let clazzId: number;
let exerciseId: number;
let chapterId: number;
let taskId: number;
let examId: number;
let sceneId: number;
let homeworkId: number;

type Answer = { success: boolean; code?: number; message: string; obj: unknown };
const ok = async <T extends Answer>(r: Promise<T>): Promise<T['obj']> => {
  const res = await r;
  expect(res.message).toBe(res.success ? res.message : '');
  return res.obj;
};
const refused = async (r: Promise<Answer>, message?: string) => {
  const res = await r;
  expect(res).toMatchObject({ success: false, code: 403 });
  if (message) expect(res.message).toBe(message);
};
const team = (token: string) => s.api.courseTeam({ params: { courseId } }, { token });
const roles = (list: TeamMember[]) => list.map((m) => [m.code, m.role]);

beforeAll(async () => {
  s = await startServer();
  [admin, owner, student] = await Promise.all(['admin', 'teacher', 'student'].map((u) => s.login(u)));
  studentId = (await s.api.getCurrentUser({}, { token: student })).obj.userId;
  co = await newUser(s, admin, 't_co', RoleId.TEACHER, '协作教师甲');
  assistant = await newUser(s, admin, 't_asst', RoleId.TEACHER, '助教乙');
  outsider = await newUser(s, admin, 't_out', RoleId.TEACHER, '无关教师');
  courseId = (await s.api.listCourses({ query: {} }, { token: owner })).obj.list[0]!.courseId;
  clazzId = (await s.api.listClasses({ query: { courseId } }, { token: owner })).obj.list[0]!.sclassId;
  // what the owner made: a chapter, a short-answer question (a teacher scores it), a task of it published to the class
  chapterId = (await ok(s.api.saveChapter({ body: { courseId, title: '第九章 团队', content: '<p>内容</p>' } }, { token: owner }))).chapterId;
  exerciseId = (
    await ok(
      s.api.saveExercise(
        {
          body: {
            courseId,
            difficulty: 'medium',
            stem: '<p>什么是参照完整性？</p>',
            score: 5,
            spec: { type: 'short', referenceAnswer: '<p>外码取值为空或等于被参照关系的主码值</p>', keywords: ['外码'] },
          },
        },
        { token: owner },
      ),
    )
  ).exerciseId;
  taskId = (await ok(s.api.saveTask({ body: { courseId, name: '团队作业' } }, { token: owner }))).taskId;
  await ok(s.api.setTaskQuestions({ body: { taskId, questions: [{ exerciseId, score: 5 }] } }, { token: owner }));
  examId = (await ok(s.api.saveExam({ body: { courseId, name: '团队考试', durationMinutes: 30 } }, { token: owner }))).examId;
  sceneId = (await ok(s.api.listScenes({ query: { courseId } }, { token: owner }))).list[0]!.sceneId;
  const settings = {
    startAt: at(-HOUR),
    endAt: at(24 * HOUR),
    latePolicy: 'refuse',
    showScore: 'review',
    showAnswer: 'review',
    duplicateCheck: false,
  } as const;
  homeworkId = (await ok(s.api.publishTask({ body: { taskId, classIds: [clazzId], settings } }, { token: owner })))[0]!.homeworkId;
  const answers = [{ questionId: exerciseId, answer: { text: '外码要么为空，要么等于主码值' }, seq: 1 }];
  await ok(s.api.saveHomeworkAnswers({ body: { studentId, homeworkId, answers } }, { token: student }));
  await ok(s.api.submitHomework({ body: { studentId, homeworkId } }, { token: student }));
}, 90_000);
afterAll(async () => {
  await s.close();
});

describe('the owner manages the team', () => {
  it('adds teachers by account with a role: the owner first, then the members by account', async () => {
    await ok(s.api.addTeamMember({ body: { courseId, code: 't_co', role: 'co_teacher' } }, { token: owner }));
    const after = await ok(s.api.addTeamMember({ body: { courseId, code: 'T_ASST', role: 'assistant' } }, { token: owner }));
    expect(roles(after)).toEqual([
      ['teacher', 'owner'],
      ['t_asst', 'assistant'],
      ['t_co', 'co_teacher'],
    ]);
    expect(after[0]).toMatchObject({ name: '李老师', addedAt: null });
    expect(after[1]!.addedAt).toEqual(expect.any(String));
    // members read the team; the new member was told
    expect(roles(await ok(team(assistant.token)))).toEqual(roles(after));
    const notices = await ok(s.api.getNotices({ query: { current: 1, pageSize: 10 } }, { token: co.token }));
    expect(notices.list[0]!.title).toContain('教学团队');
  });

  it('refuses students, unknown accounts, the owner, and a second seat in another role, writing nothing', async () => {
    const before = await rowCount(s, courseMembers);
    const add = (code: string, role: 'co_teacher' | 'assistant' = 'assistant') => s.api.addTeamMember({ body: { courseId, code, role } }, { token: owner });
    expect(await add('student')).toMatchObject({ success: false, message: expect.stringContaining('不是教师') });
    expect(await add('nobody_here')).toMatchObject({ success: false, message: expect.stringContaining('不存在或不是教师') });
    expect(await add('teacher')).toMatchObject({ success: false, message: expect.stringContaining('课程负责人') });
    expect(await add('t_co', 'assistant')).toMatchObject({ success: false, message: expect.stringContaining('已是这门课程的协作教师') });
    expect(await s.unchecked('addTeamMember', { body: { courseId, code: 't_out', role: 'owner' } }, { token: owner })).toMatchObject({
      success: false,
      message: expect.stringContaining('协作教师或助教'),
    });
    // the same seat again changes nothing
    expect((await add('t_co', 'co_teacher')).success).toBe(true);
    expect(await rowCount(s, courseMembers)).toBe(before);
  });

  it('changes a role and removes a member; a stranger is not on the team to change', async () => {
    await ok(s.api.addTeamMember({ body: { courseId, code: 't_out', role: 'co_teacher' } }, { token: owner }));
    const changed = await ok(s.api.setTeamRole({ body: { courseId, userId: outsider.userId, role: 'assistant' } }, { token: owner }));
    expect(changed.find((m) => m.code === 't_out')!.role).toBe('assistant');
    const removed = await ok(s.api.removeTeamMember({ body: { courseId, userId: outsider.userId } }, { token: owner }));
    expect(removed.map((m) => m.code)).toEqual(['teacher', 't_asst', 't_co']);
    expect(await s.api.removeTeamMember({ body: { courseId, userId: outsider.userId } }, { token: owner })).toMatchObject({
      success: false,
      message: '该教师不在这门课程的教学团队中',
    });
    expect((await s.api.setTeamRole({ body: { courseId, userId: studentId, role: 'co_teacher' } }, { token: owner })).success).toBe(false);
  });

  it('members and outsiders do not manage the team; outsiders do not read it', async () => {
    const before = await rowCount(s, courseMembers);
    for (const token of [co.token, assistant.token, outsider.token]) {
      await refused(s.api.addTeamMember({ body: { courseId, code: 't_out', role: 'co_teacher' } }, { token }));
      await refused(s.api.setTeamRole({ body: { courseId, userId: assistant.userId, role: 'co_teacher' } }, { token }));
      await refused(s.api.removeTeamMember({ body: { courseId, userId: co.userId } }, { token }));
    }
    expect((await s.api.addTeamMember({ body: { courseId, code: 't_out', role: 'co_teacher' } }, { token: co.token })).message).toBe(
      '只有课程负责人可以管理教学团队',
    );
    await refused(team(outsider.token));
    await refused(team(student));
    expect(await rowCount(s, courseMembers)).toBe(before);
    // an admin manages any course's team
    expect((await s.api.courseTeam({ params: { courseId } }, { token: admin })).success).toBe(true);
  });
});

describe('the course list shows the courses one is on the team of', () => {
  it('with the role and what it allows', async () => {
    const row = async (token: string) => (await ok(s.api.listCourses({ query: { scope: 'mine' } }, { token }))).list.find((c) => c.courseId === courseId);
    expect(await row(owner)).toMatchObject({ myRole: 'owner', canEdit: true, canManage: true });
    expect(await row(co.token)).toMatchObject({ myRole: 'co_teacher', canEdit: true, canManage: false, ownerName: '李老师' });
    expect(await row(assistant.token)).toMatchObject({ myRole: 'assistant', canEdit: false, canManage: false });
    expect(await row(outsider.token)).toBeUndefined();
    expect(await ok(s.api.getCourse({ params: { courseId } }, { token: assistant.token }))).toMatchObject({ myRole: 'assistant', canEdit: false });
    expect(await ok(s.api.getCourse({ params: { courseId } }, { token: admin }))).toMatchObject({ myRole: null, canEdit: true, canManage: true });
  });
});

describe('a co-teacher edits everything of the course', () => {
  const as = () => ({ token: co.token });

  it('its info, a chapter, a question, a task, an exam paper, a scene and a knowledge point', async () => {
    await ok(s.api.saveCourse({ body: { courseId, name: '数据库系统原理', description: '<p>协作教师改过的介绍</p>' } }, as()));
    const chapter = await ok(s.api.saveChapter({ body: { chapterId, courseId, title: '第九章 团队（修订）', content: '<p>改</p>' } }, as()));
    expect(chapter.title).toBe('第九章 团队（修订）');
    const own = await ok(s.api.saveChapter({ body: { courseId, title: '第十章 协作', content: '' } }, as()));
    await ok(s.api.deleteChapter({ params: { chapterId: own.chapterId } }, as()));
    const question = await ok(s.api.getExercise({ params: { exerciseId } }, as()));
    expect(question.canEdit).toBe(true);
    await ok(
      s.api.saveExercise(
        {
          body: {
            exerciseId,
            courseId,
            difficulty: 'hard',
            stem: '<p>什么是参照完整性？请举例。</p>',
            score: 5,
            spec: { type: 'short', referenceAnswer: '<p>外码取值为空或等于被参照关系的主码值</p>', keywords: ['外码'] },
          },
        },
        as(),
      ),
    );
    await ok(s.api.saveTask({ body: { taskId, courseId, name: '团队作业（协作教师修订）' } }, as()));
    await ok(s.api.saveExam({ body: { examId, courseId, name: '团队考试（协作教师修订）', durationMinutes: 45 } }, as()));
    await ok(s.api.addExamQuestions({ body: { examId, exerciseIds: [exerciseId] } }, as()));
    const scene = await ok(s.api.getScene({ params: { sceneId } }, as()));
    expect(scene.canEdit).toBe(true);
    const made = await ok(s.api.saveScene({ body: { courseId, name: '协作场景', description: null, initSql: 'CREATE TABLE t (id integer);' } }, as()));
    await ok(s.api.deleteScene({ params: { sceneId: made.sceneId } }, as()));
    await ok(s.api.saveKnowledge({ body: { courseId, name: '协作知识点', description: null } }, as()));
  }, 60_000);

  it('opens a class of the course and teaches the owner’s classes, but does not submit, archive or delete the course', async () => {
    const opened = await ok(s.api.saveClass({ body: { name: '协作教师的班', courseId, startDate: '2025-02-24', endDate: '2099-07-04' } }, as()));
    expect(opened).toMatchObject({ courseId, ownerId: co.userId });
    const classes = (await ok(s.api.listClasses({ query: { courseId } }, as()))).list;
    expect(classes.map((c) => c.sclassId)).toEqual(expect.arrayContaining([clazzId, opened.sclassId]));
    // the owner's class is answered as theirs to change too, as the server lets them (not its deletion)
    expect(classes.find((c) => c.sclassId === clazzId)).toMatchObject({ canEdit: true, canDelete: false, canManageTeachers: false });
    expect((await ok(s.api.classStudents({ params: { sclassId: clazzId } }, as()))).map((st) => st.userId)).toContain(studentId);
    expect((await ok(s.api.homeworkSubmissions({ params: { homeworkId } }, as()))).rows.length).toBeGreaterThan(0);
    await refused(s.api.submitCourse({ params: { courseId } }, as()), '只有课程负责人可以提交审核');
    await refused(s.api.archiveCourse({ params: { courseId } }, as()), '只有课程负责人可以归档这门课程');
    await refused(s.api.deleteCourse({ params: { courseId } }, as()), '只有课程负责人可以删除这门课程');
  });
});

describe('an assistant reads and grades, and changes nothing', () => {
  const as = () => ({ token: assistant.token });

  it('reads the course, its chapters, question bank, task bank, exam papers and scenes', async () => {
    await ok(s.api.getCourse({ params: { courseId } }, as()));
    expect((await ok(s.api.chapterTree({ params: { courseId } }, as()))).length).toBeGreaterThan(0);
    await ok(s.api.getChapter({ params: { chapterId } }, as()));
    expect((await ok(s.api.listExercises({ query: { courseId } }, as()))).total).toBeGreaterThan(0);
    expect(await ok(s.api.getExercise({ params: { exerciseId } }, as()))).toMatchObject({ canEdit: false });
    await ok(s.api.listTasks({ query: { courseId } }, as()));
    await ok(s.api.getTask({ params: { taskId } }, as()));
    await ok(s.api.listExams({ query: { courseId } }, as()));
    await ok(s.api.getExam({ params: { examId } }, as()));
    expect((await ok(s.api.listScenes({ query: { courseId } }, as()))).list.every((sc) => !sc.canEdit)).toBe(true);
    await ok(s.api.getScene({ params: { sceneId } }, as()));
    await ok(s.api.knowledgeGraph({ params: { courseId } }, as()));
    expect((await ok(s.api.listHomeworks({ query: { courseId } }, as()))).map((h) => h.homeworkId)).toContain(homeworkId);
    expect((await ok(s.api.classStudents({ params: { sclassId: clazzId } }, as()))).map((st) => st.userId)).toContain(studentId);
  });

  it('is refused editing and deleting, publishing, the roster and opening classes, with a plain reason; nothing is written', async () => {
    const counts = async () => Promise.all([chapters, exercises, tasks, scenes, homeworks, classStudents].map((t) => rowCount(s, t)));
    const before = await counts();
    await refused(
      s.api.saveExercise(
        { body: { exerciseId, courseId, difficulty: 'easy', stem: '<p>改</p>', score: 1, spec: { type: 'short', referenceAnswer: '<p>x</p>' } } },
        as(),
      ),
      ASSISTANT_REFUSAL,
    );
    await refused(s.api.deleteExercises({ body: { exerciseIds: [exerciseId] } }, as()), ASSISTANT_REFUSAL);
    await refused(s.api.saveChapter({ body: { chapterId, courseId, title: '助教改的', content: '' } }, as()), ASSISTANT_REFUSAL);
    await refused(s.api.deleteChapter({ params: { chapterId } }, as()), ASSISTANT_REFUSAL);
    await refused(s.api.saveTask({ body: { taskId, courseId, name: '助教改的' } }, as()));
    await refused(s.api.deleteTasks({ body: { taskIds: [taskId] } }, as()));
    await refused(s.api.saveExam({ body: { examId, courseId, name: '助教改的', durationMinutes: 10 } }, as()));
    await refused(
      s.api.saveScene({ body: { sceneId, courseId, name: '助教改的', description: null, initSql: 'CREATE TABLE t (id integer);' } }, as()),
      ASSISTANT_REFUSAL,
    );
    await refused(s.api.deleteScene({ params: { sceneId } }, as()), ASSISTANT_REFUSAL);
    await refused(s.api.saveKnowledge({ body: { courseId, name: '助教知识点', description: null } }, as()), ASSISTANT_REFUSAL);
    await refused(s.api.saveCourse({ body: { courseId, name: '助教改的课程' } }, as()), ASSISTANT_REFUSAL);
    await refused(s.api.deleteHomework({ params: { homeworkId } }, as()), ASSISTANT_REFUSAL);
    const settings = { startAt: at(-HOUR), endAt: at(HOUR), latePolicy: 'refuse', showScore: 'review', showAnswer: 'review', duplicateCheck: false } as const;
    await refused(s.api.publishTask({ body: { taskId, classIds: [clazzId], settings } }, as()), ASSISTANT_REFUSAL);
    await refused(s.api.updateHomework({ body: { homeworkId, settings } }, as()), ASSISTANT_REFUSAL);
    await refused(s.api.addStudents({ body: { sclassId: clazzId, codes: ['teastu'] } }, as()), ASSISTANT_REFUSAL);
    await refused(s.api.removeStudent({ body: { sclassId: clazzId, userId: studentId } }, as()), ASSISTANT_REFUSAL);
    await refused(s.api.saveClass({ body: { name: '助教的班', courseId, startDate: '2025-02-24', endDate: '2099-07-04' } }, as()));
    await refused(s.api.deleteCourse({ params: { courseId } }, as()));
    expect(await counts()).toEqual(before);
  }, 60_000);

  it('reviews and grades a submission, sees the statistics and an exam’s report, and withdraws no exam', async () => {
    // the class is listed for grading, never as theirs to change
    const clazz = (await ok(s.api.listClasses({ query: { courseId } }, as()))).list.find((c) => c.sclassId === clazzId);
    expect(clazz).toMatchObject({ canEdit: false, canDelete: false });
    const list = await ok(s.api.homeworkSubmissions({ params: { homeworkId } }, as()));
    expect(list.rows.find((r) => r.studentId === studentId)).toMatchObject({ status: 'submitted' });
    const review = await ok(s.api.reviewSubmission({ params: { homeworkId, studentId } }, as()));
    expect(review.questions.map((q) => q.question.questionId)).toEqual([exerciseId]);
    const graded = await ok(
      s.api.gradeSubmission(
        { body: { homeworkId, studentId, questions: [{ questionId: exerciseId, score: 4, comment: '例子再具体些' }], comment: '不错', finish: true } },
        as(),
      ),
    );
    expect(graded).toMatchObject({ status: 'reviewed', score: 4 });
    await ok(s.api.duplicateReport({ params: { homeworkId } }, as()));
    expect((await ok(s.api.classStat({ params: { sclassId: clazzId } }, as()))).students.length).toBeGreaterThan(0);
    await ok(s.api.studentStat({ params: { sclassId: clazzId, userId: studentId } }, as()));
    const [examClass] = await ok(s.api.listExamClasses({ query: { courseId } }, as()));
    await ok(s.api.examReport({ params: { examClassId: examClass!.examClassId } }, as()));
    await refused(s.api.deleteExamClass({ params: { examClassId: examClass!.examClassId } }, as()), ASSISTANT_REFUSAL);
  });

  it('loses it all when taken off the team', async () => {
    await ok(s.api.setTeamRole({ body: { courseId, userId: assistant.userId, role: 'assistant' } }, { token: owner }));
    await ok(s.api.removeTeamMember({ body: { courseId, userId: assistant.userId } }, { token: owner }));
    await refused(s.api.reviewSubmission({ params: { homeworkId, studentId } }, as()));
    await refused(s.api.getCourse({ params: { courseId } }, as()));
    await ok(s.api.addTeamMember({ body: { courseId, code: 't_asst', role: 'assistant' } }, { token: owner }));
  });
});

describe('a teacher outside the team', () => {
  it('gets nothing of the course, its classes or its homework', async () => {
    const as = { token: outsider.token };
    await refused(s.api.getCourse({ params: { courseId } }, as));
    await refused(s.api.chapterTree({ params: { courseId } }, as));
    await refused(s.api.getChapter({ params: { chapterId } }, as));
    await refused(s.api.listExercises({ query: { courseId } }, as));
    await refused(s.api.getExercise({ params: { exerciseId } }, as));
    await refused(s.api.getTask({ params: { taskId } }, as));
    await refused(s.api.getExam({ params: { examId } }, as));
    await refused(s.api.getScene({ params: { sceneId } }, as));
    await refused(s.api.classStudents({ params: { sclassId: clazzId } }, as));
    await refused(s.api.homeworkSubmissions({ params: { homeworkId } }, as));
    await refused(s.api.reviewSubmission({ params: { homeworkId, studentId } }, as));
    await refused(s.api.classStat({ params: { sclassId: clazzId } }, as));
    await refused(s.api.saveChapter({ body: { chapterId, courseId, title: '串门', content: '' } }, as));
    await refused(s.api.saveClass({ body: { name: '串门班', courseId, startDate: '2025-02-24', endDate: '2099-07-04' } }, as));
    expect((await ok(s.api.listClasses({ query: { courseId } }, as))).list).toEqual([]);
    expect((await ok(s.api.listHomeworks({ query: { courseId } }, as))).length).toBe(0);
  });

  it('a member acting in another role keeps no team rights', async () => {
    // teastu teaches and studies: on the team as a co-teacher, their seat counts only while they act as a teacher
    await ok(s.api.addTeamMember({ body: { courseId, code: 'teastu', role: 'co_teacher' } }, { token: owner }));
    const token = await s.login('teastu');
    const me = (await ok(s.api.getCurrentUser({}, { token }))).userId;
    expect(await ok(s.api.getCourse({ params: { courseId } }, { token }))).toMatchObject({ myRole: 'co_teacher', canEdit: true });
    await ok(s.api.updateUserDefRole({ body: { userId: me, roleType: RoleId.STUDENT } }, { token }));
    await refused(s.api.getCourse({ params: { courseId } }, { token }));
    await ok(s.api.updateUserDefRole({ body: { userId: me, roleType: RoleId.TEACHER } }, { token }));
    await ok(s.api.removeTeamMember({ body: { courseId, userId: me } }, { token: owner }));
  });
});
