// Running a term with classes, against a real database: a class is closed to its students and opened again without
// losing anything; a class without student work is deleted by its owner or an admin (with its roster and
// publications), one with work is refused with the reason; the class list is split into 进行中 and 已结束 by the
// platform's today. The seed gives 李老师 (teacher) 2023级计算机科学1班 of course 1 (2025-02-24 ~ 2025-07-04) with
// student and teastu on its roster. The clock is moved, never slept on.
import { eq } from 'drizzle-orm';
import type { ClassSummary } from '@contract/clazz';
import { RoleId } from '@contract/roles';
import { classes, classHiddenChapters, classStudents, exerciseAttempts, homeworks, knowledgePoints } from '../../server/db/schema';
import { clock } from '../../server/lib/clock';
import { CHINESE, newUser, restoreClockAfterEach, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let teacher: string;
let student: string;
let otherTeacher: string;
let coTeacher: string;
let keys = 0;

const realNow = clock.now;
const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const newClass = async (name: string, body: Record<string, unknown> = {}, token = teacher): Promise<ClassSummary> => {
  const res = await s.unchecked('saveClass', { body: { name, courseId: 1, ...body } }, { token });
  expect(res.message).toBe(res.success ? res.message : '');
  return res.obj;
};
const save = (clazz: ClassSummary, change: Record<string, unknown>, token = teacher) =>
  s.unchecked(
    'saveClass',
    { body: { sclassId: clazz.sclassId, name: clazz.name, courseId: clazz.courseId, startDate: clazz.startDate, endDate: clazz.endDate, ...change } },
    { token },
  );
const enrol = async (clazz: ClassSummary, codes: string[]) =>
  expect((await s.api.addStudents({ body: { sclassId: clazz.sclassId, codes } }, { token: teacher })).success).toBe(true);
const myClassIds = async (token = student) => (await s.api.myCourses({}, { token })).obj.map((c) => c.clazzId);
const deleteClass = (clazz: ClassSummary, token = teacher) => s.api.deleteClass({ body: { sclassId: clazz.sclassId } }, { token });
const deletion = (clazz: ClassSummary, token = teacher) => s.api.classDeletion({ params: { sclassId: clazz.sclassId } }, { token });

/** A single-choice question of course 1 on one of its knowledge points, for practice. */
async function practiceQuestion(): Promise<{ exerciseId: number; knowId: number }> {
  const [point] = await s.database.db.select().from(knowledgePoints).where(eq(knowledgePoints.courseId, 1)).limit(1);
  const spec = { type: 'single', options: ['1NF', '2NF', '3NF'].map((text, i) => ({ key: 'ABC'[i], text })), answer: 'B' };
  const res = await s.unchecked(
    'saveExercise',
    { body: { courseId: 1, difficulty: 'easy', score: 2, stem: '<p>第二范式消除的是？</p>', knowIds: [point!.id], spec, practice: true } },
    { token: teacher },
  );
  expect(res.message).toBe(res.success ? res.message : '');
  return { exerciseId: (res.obj as { exerciseId: number }).exerciseId, knowId: point!.id };
}

beforeAll(async () => {
  s = await startServer();
  [admin, teacher, student] = await Promise.all(['admin', 'teacher', 'student'].map((u) => s.login(u)));
  otherTeacher = (await newUser(s, admin, 'teacher09', RoleId.TEACHER, '周老师')).token;
  coTeacher = (await newUser(s, admin, 'coteach9', RoleId.TEACHER, '吴老师')).token;
});
restoreClockAfterEach(realNow, () => s);

describe('closing a class to its students', () => {
  let clazz: ClassSummary;
  let question: { exerciseId: number; knowId: number };

  it('a class has a description and is open unless said otherwise', async () => {
    clazz = await newClass('2025级数据库（春）', { description: '  周三下午上机，带上学生证。  ' });
    expect(clazz).toMatchObject({ description: '周三下午上机，带上学生证。', openToStudents: true, canDelete: true });
    expect(await s.unchecked('saveClass', { body: { name: '太长的简介', courseId: 1, description: '字'.repeat(501) } }, { token: teacher })).toMatchObject({
      success: false,
      message: expect.stringContaining('班级简介不能超过 500 个字符'),
    });
    await enrol(clazz, ['student']);
    question = await practiceQuestion();
    const attempt = await s.api.submitPractice(
      { body: { clazzId: clazz.sclassId, exerciseId: question.exerciseId, answer: { choices: ['B'] }, attemptKey: `term-${++keys}-${Date.now()}` } },
      { token: student },
    );
    expect(attempt.success).toBe(true);
    expect(await myClassIds()).toContain(clazz.sclassId);
  });

  it('closed: the student’s course list leaves it out and its study pages refuse, saying why; nothing is lost', async () => {
    const closed = await save(clazz, { openToStudents: false });
    expect(closed.obj).toMatchObject({ openToStudents: false, description: null });
    const attempts = await rowCount(s, exerciseAttempts);
    expect(await myClassIds()).not.toContain(clazz.sclassId);
    const refusals = [
      await s.api.studyCourseInfo({ params: { courseId: 1, clazzId: clazz.sclassId } }, { token: student }),
      await s.api.studyChapters({ params: { courseId: 1, clazzId: clazz.sclassId } }, { token: student }),
      await s.api.practiceKnowledge({ params: { courseId: 1, clazzId: clazz.sclassId } }, { token: student }),
    ];
    for (const res of refusals) expect(res).toMatchObject({ success: false, code: 403, message: '班级已关闭，暂时不能查看课程' });
    // an edit that does not say leaves it closed
    const renamed = await s.unchecked('saveClass', { body: { sclassId: clazz.sclassId, name: '2025级数据库（春）', courseId: 1 } }, { token: teacher });
    expect(renamed.obj).toMatchObject({ openToStudents: false });
    // the teachers still see and teach it
    expect((await s.api.getClass({ params: { sclassId: clazz.sclassId } }, { token: teacher })).obj.openToStudents).toBe(false);
    expect(await rowCount(s, exerciseAttempts)).toBe(attempts);
  });

  it('opened again: everything is there again', async () => {
    expect((await save(clazz, { openToStudents: true })).obj.openToStudents).toBe(true);
    expect(await myClassIds()).toContain(clazz.sclassId);
    expect((await s.api.studyCourseInfo({ params: { courseId: 1, clazzId: clazz.sclassId } }, { token: student })).success).toBe(true);
    expect((await s.api.studyChapters({ params: { courseId: 1, clazzId: clazz.sclassId } }, { token: student })).success).toBe(true);
    const kept = await s.database.db.select().from(exerciseAttempts).where(eq(exerciseAttempts.classId, clazz.sclassId));
    expect(kept.map((a) => a.exerciseId)).toEqual([question.exerciseId]);
  });

  it('a class with student work is not deleted: the answer says how much there is and to close it instead', async () => {
    expect((await deletion(clazz)).obj).toMatchObject({ name: '2025级数据库（春）', students: 1, practice: 1, submissions: 0, attempts: 0, canDelete: true });
    const refused = await deleteClass(clazz);
    expect(refused).toMatchObject({ success: false, message: '班级已有 1 条练习记录，不能删除；可以关闭班级，学生看不到课程，记录都会保留' });
    expect(await rowCount(s, classes)).toBeGreaterThan(0);
    expect((await s.api.getClass({ params: { sclassId: clazz.sclassId } }, { token: teacher })).success).toBe(true);
  });

  it('taking the student off the roster in a batch keeps their practice', async () => {
    const attempts = await rowCount(s, exerciseAttempts);
    const studentId = (await s.api.getCurrentUser({}, { token: student })).obj.userId;
    expect((await s.api.removeStudents({ body: { sclassId: clazz.sclassId, userIds: [studentId] } }, { token: teacher })).obj).toEqual({ removed: 1 });
    expect(await rowCount(s, exerciseAttempts)).toBe(attempts);
    expect(await myClassIds()).not.toContain(clazz.sclassId);
    // still the class's work: still not deleted
    expect((await deleteClass(clazz)).message).toContain('1 条练习记录');
  });
});

describe('deleting a class', () => {
  let clazz: ClassSummary;
  let homeworkId: number;

  it('names what goes before: the roster and the publications', async () => {
    clazz = await newClass('临时开的班');
    await enrol(clazz, ['student', 'teastu']);
    expect((await s.api.addClassTeacher({ body: { sclassId: clazz.sclassId, code: 'coteach9' } }, { token: teacher })).success).toBe(true);
    const chapter = (await s.unchecked('saveChapter', { body: { courseId: 1, title: '第一章 绪论' } }, { token: teacher })).obj as { chapterId: number };
    expect(
      (await s.api.setChapterVisibility({ body: { sclassId: clazz.sclassId, chapterId: chapter.chapterId, visible: false } }, { token: teacher })).success,
    ).toBe(true);
    const { exerciseId } = await practiceQuestion();
    const task = await s.api.saveTask({ body: { courseId: 1, name: '临时作业' } }, { token: teacher });
    expect((await s.api.setTaskQuestions({ body: { taskId: task.obj.taskId, questions: [{ exerciseId, score: 2 }] } }, { token: teacher })).success).toBe(true);
    const published = await s.unchecked(
      'publishTask',
      {
        body: {
          taskId: task.obj.taskId,
          classIds: [clazz.sclassId],
          settings: { startAt: at(-HOUR), endAt: at(HOUR), latePolicy: 'refuse', showScore: 'submit', showAnswer: 'end', duplicateCheck: false },
        },
      },
      { token: teacher },
    );
    expect(published.message).toBe(published.success ? published.message : '');
    homeworkId = (published.obj as { homeworkId: number }[])[0]!.homeworkId;
    expect((await deletion(clazz)).obj).toEqual({
      sclassId: clazz.sclassId,
      name: '临时开的班',
      students: 2,
      homeworks: 1,
      exams: 0,
      submissions: 0,
      attempts: 0,
      practice: 0,
      canDelete: true,
    });
    expect((await deletion(clazz, coTeacher)).obj.canDelete).toBe(false);
  });

  it('co-teachers, other teachers and students may not delete it', async () => {
    expect(await deleteClass(clazz, coTeacher)).toMatchObject({ success: false, code: 403, message: '只有班级的负责教师或管理员可以删除班级' });
    expect(await deleteClass(clazz, otherTeacher)).toMatchObject({ success: false, code: 403 });
    expect(await deleteClass(clazz, student)).toMatchObject({ success: false, code: 403 });
    expect(await deletion(clazz, otherTeacher)).toMatchObject({ success: false, code: 403 });
    expect((await s.api.getClass({ params: { sclassId: clazz.sclassId } }, { token: teacher })).success).toBe(true);
  });

  it('a homework opened but not handed in is no student work: the owner deletes the class, its roster and publications go', async () => {
    // the student opens the homework (a submission row, nothing handed in)
    const studentId = (await s.api.getCurrentUser({}, { token: student })).obj.userId;
    expect((await s.api.homeworkSheet({ params: { studentId, homeworkId } }, { token: student })).success).toBe(true);
    const roster = await rowCount(s, classStudents);
    expect(await deleteClass(clazz)).toMatchObject({ success: true, obj: null });
    expect(await s.api.getClass({ params: { sclassId: clazz.sclassId } }, { token: teacher })).toMatchObject({ success: false, code: 404 });
    expect(await rowCount(s, classStudents)).toBe(roster - 2);
    expect(await s.database.db.select().from(homeworks).where(eq(homeworks.id, homeworkId))).toEqual([]);
    expect(await s.database.db.select().from(classHiddenChapters).where(eq(classHiddenChapters.classId, clazz.sclassId))).toEqual([]);
    expect(await myClassIds()).not.toContain(clazz.sclassId);
    // the students' accounts stay
    expect(await s.login('teastu')).toEqual(expect.any(String));
    expect(await deleteClass(clazz)).toMatchObject({ success: false, code: 404 });
  });

  it('an admin deletes another teacher’s empty class', async () => {
    const course = (await s.api.saveCourse({ body: { name: '周老师的课' } }, { token: otherTeacher })).obj;
    const theirs = await newClass('周老师的班', { courseId: course.courseId }, otherTeacher);
    expect(await deleteClass(theirs)).toMatchObject({ success: false, code: 403 });
    expect(await deleteClass(theirs, admin)).toMatchObject({ success: true });
    for (const res of [await deleteClass({ ...theirs, sclassId: 0 }), await s.unchecked('deleteClass', { body: {} }, { token: teacher })]) {
      expect(res.success).toBe(false);
      expect(res.message).toMatch(CHINESE);
    }
  });
});

describe('进行中 and 已结束', () => {
  /** The classes of the teacher in one state (or all), by name. */
  const names = async (state?: 'current' | 'ended', token = teacher) =>
    (await s.api.listClasses({ query: { pageSize: '100', ...(state ? { state } : {}) } }, { token })).obj.list.map((c) => c.name).sort();

  beforeAll(async () => {
    await newClass('春季班', { startDate: '2025-02-24', endDate: '2025-07-03' });
    await newClass('不设结束的班', { startDate: '2025-02-24' });
  });

  it('splits the classes by their end date against the platform’s today (Asia/Shanghai)', async () => {
    // 2025-07-04 09:00 in Shanghai: the seed class ends today, so it is still on
    clock.now = () => new Date('2025-07-04T01:00:00Z');
    expect(await names('ended')).toEqual(['春季班']);
    expect(await names('current')).toEqual(expect.arrayContaining(['2023级计算机科学1班', '不设结束的班', '2025级数据库（春）']));
    expect(await names('current')).not.toContain('春季班');
    // 2025-07-05 00:30 in Shanghai, still the 4th in UTC: the seed class has ended
    clock.now = () => new Date('2025-07-04T16:30:00Z');
    expect(await names('ended')).toEqual(['2023级计算机科学1班', '春季班']);
    expect(await names('current')).not.toContain('2023级计算机科学1班');
    expect(await names('current')).toContain('不设结束的班');
    // no state: every class, as before
    const all = await names();
    expect(all).toEqual([...(await names('current')), ...(await names('ended'))].sort());
  });

  it('refuses a state it does not know', async () => {
    const res = await s.unchecked('listClasses', { query: { state: 'archived' } }, { token: teacher });
    expect(res).toMatchObject({ success: false, message: expect.stringContaining('班级状态只能是') });
  });

  it('another teacher sees only theirs, split the same way', async () => {
    expect(await names('current', otherTeacher)).toEqual([]);
    expect(await names('ended', otherTeacher)).toEqual([]);
  });
});
