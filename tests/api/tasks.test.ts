// The task bank 作业库 against a real database: a teacher keeps homework templates of course 1 in folders, fills
// them with the course's questions and scores, copies, moves and deletes them; nobody else reaches them.
import { eq } from 'drizzle-orm';
import type { Exercise, ExerciseFolder } from '@contract/exercise';
import type { KnowledgePoint } from '@contract/knowledge';
import type { TaskDetail, TaskSummary } from '@contract/task';
import { homeworks, taskFolders, taskQuestions, tasks } from '../../server/db/schema';
import { CHINESE, newUser, rowCount } from './fixtures';
import { startServer, type CallBody, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let teacher: string;
let otherTeacher: string;
let student: string;
let otherCourse: number;
let clazzId: number;
let normalForms: KnowledgePoint;
/** course 1 questions with default scores 2.5, 3.5 and 5 */
let q1: Exercise;
let q2: Exercise;
let q3: Exercise;
/** a question of the teacher's other course */
let foreign: Exercise;
/** a question of the public library */
let publicOne: Exercise;

const stem = (text: string) => `<p>${text}</p>`;
const options = ['1NF', '2NF', '3NF', 'BCNF'].map((text, i) => ({ key: 'ABCD'[i], text }));

async function question(body: Record<string, unknown>, token = teacher) {
  const res = await s.unchecked('saveExercise', { body: { courseId: 1, difficulty: 'medium', ...body } }, { token });
  expect(res.success).toBe(true);
  return res.obj;
}

const list = (query: Record<string, string> = {}, token = teacher) =>
  s.api.listTasks({ query: { courseId: '1', current: '1', pageSize: '50', ...query } }, { token });
const listNames = async (query: Record<string, string> = {}) => (await list(query)).obj.list.map((t) => t.name).sort();
const saveTask = (body: Omit<CallBody<'saveTask'>, 'courseId'> & { courseId?: number }, token = teacher) =>
  s.api.saveTask({ body: { courseId: 1, ...body } }, { token });
const saveFolder = (body: Omit<CallBody<'saveTaskFolder'>, 'courseId'> & { courseId?: number }, token = teacher) =>
  s.api.saveTaskFolder({ body: { courseId: 1, ...body } }, { token });
const getTask = (taskId: number, token = teacher) => s.api.getTask({ params: { taskId } }, { token });
const scoresOf = (detail: TaskDetail) => detail.questions.map((q) => [q.exerciseId, q.score]);

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  teacher = await s.login('teacher');
  student = await s.login('student');
  otherTeacher = (await newUser(s, admin, 't_tasks_other', 3)).token;
  const classes = await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher });
  clazzId = classes.obj.list[0]!.sclassId;
  normalForms = (await s.api.saveKnowledge({ body: { courseId: 1, name: '范式（作业库）' } }, { token: teacher })).obj;
  q1 = await question({ stem: stem('BCNF 一定是 3NF'), score: 2.5, spec: { type: 'judge', answer: true }, knowIds: [normalForms.knowId] });
  q2 = await question({ stem: stem('消除了部分函数依赖的是'), score: 3.5, spec: { type: 'single', options, answer: 'B' } });
  q3 = await question({
    stem: stem('查询计算机系学生的姓名'),
    score: 5,
    spec: { type: 'query', sceneId: 3, referenceSql: "SELECT sname FROM student WHERE sdept = 'CS'", checkColumnNames: false },
  });
  otherCourse = (await s.api.saveCourse({ body: { name: '数据库设计与实践（作业库）' } }, { token: teacher })).obj.courseId;
  foreign = await question({ courseId: otherCourse, stem: stem('别的课程的题'), score: 4, spec: { type: 'judge', answer: false } });
  publicOne = await question({ courseId: null, stem: stem('公共题库的题'), score: 2, spec: { type: 'judge', answer: true } }, await s.login('expert'));
}, 60_000);
afterAll(async () => {
  await s.close();
});

describe('folders of the task bank', () => {
  let unit1: ExerciseFolder;
  let practice: ExerciseFolder;
  /** what the demo seed put in the bank, at its root */
  let seeded: string[];
  let seededTotal: number;

  it('are made, renamed and counted like the question bank’s', async () => {
    seeded = await listNames({ parentId: '0' });
    seededTotal = (await list()).obj.total;
    const rootBefore = (await s.api.taskFolders({ params: { courseId: 1 } }, { token: teacher })).obj.rootCount;
    expect(rootBefore).toBe(seeded.length);
    unit1 = (await saveFolder({ name: '第一单元' })).obj;
    practice = (await saveFolder({ parentId: unit1.folderId, name: '课后练习' })).obj;
    expect(practice).toMatchObject({ parentId: unit1.folderId, name: '课后练习', count: 0 });
    expect(await saveFolder({ folderId: unit1.folderId, name: '第一单元 关系模型' })).toMatchObject({ success: true, obj: { name: '第一单元 关系模型' } });
    await saveTask({ parentId: practice.folderId, name: '关系代数练习' });
    const folders = await s.api.taskFolders({ params: { courseId: 1 } }, { token: teacher });
    expect(folders.obj.folders.find((f) => f.folderId === practice.folderId)?.count).toBe(1);
    expect(folders.obj.rootCount).toBe(rootBefore);
  });

  it('refuse a loop, a duplicate name and deleting a folder that is not empty, writing nothing', async () => {
    expect(await s.api.moveTaskFolder({ body: { folderId: unit1.folderId, parentId: practice.folderId } }, { token: teacher })).toMatchObject({
      success: false,
      message: '不能把文件夹移动到它自己或它的子文件夹中',
    });
    expect(await s.api.moveTaskFolder({ body: { folderId: unit1.folderId, parentId: unit1.folderId } }, { token: teacher })).toMatchObject({ success: false });
    expect(await saveFolder({ parentId: unit1.folderId, name: '课后练习' })).toMatchObject({
      success: false,
      message: expect.stringContaining('已有名为“课后练习”的文件夹'),
    });
    expect(await s.api.deleteTaskFolder({ params: { folderId: unit1.folderId } }, { token: teacher })).toMatchObject({
      success: false,
      message: '文件夹中还有1 个子文件夹，请先移走或删除',
    });
    expect(await s.api.deleteTaskFolder({ params: { folderId: practice.folderId } }, { token: teacher })).toMatchObject({
      success: false,
      message: '文件夹中还有1 份作业，请先移走或删除',
    });
    const [row] = await s.database.db.select().from(taskFolders).where(eq(taskFolders.id, unit1.folderId));
    expect(row.parentId).toBeNull();
    expect(await rowCount(s, taskFolders)).toBe(2);
  });

  it('move under another folder and back to the root; an empty one is deleted', async () => {
    const spare = (await saveFolder({ name: '备用' })).obj;
    expect(await s.api.moveTaskFolder({ body: { folderId: spare.folderId, parentId: unit1.folderId } }, { token: teacher })).toMatchObject({
      success: true,
      obj: { parentId: unit1.folderId },
    });
    expect(await s.api.moveTaskFolder({ body: { folderId: spare.folderId, parentId: null } }, { token: teacher })).toMatchObject({
      success: true,
      obj: { parentId: null },
    });
    expect(await s.api.deleteTaskFolder({ params: { folderId: spare.folderId } }, { token: teacher })).toMatchObject({ success: true });
    expect(await rowCount(s, taskFolders)).toBe(2);
  });

  it('a folder of another course is not a place for this course’s tasks', async () => {
    const theirs = (await saveFolder({ courseId: otherCourse, name: '别的课程' })).obj;
    const before = await rowCount(s, tasks);
    expect(await saveTask({ parentId: theirs.folderId, name: '放错地方' })).toMatchObject({ success: false, message: '文件夹不存在或不属于这门课程' });
    expect(await rowCount(s, tasks)).toBe(before);
  });

  it('the list filters by folder (with sub-folders), the root only, and keyword', async () => {
    await saveTask({ name: '根目录的作业' });
    expect(await listNames({ parentId: String(unit1.folderId) })).toEqual(['关系代数练习']);
    expect(await listNames({ parentId: '0' })).toEqual([...seeded, '根目录的作业'].sort());
    expect(await listNames({ keyword: '代数' })).toEqual(['关系代数练习']);
    expect((await list()).obj.total).toBe(seededTotal + 2);
  });
});

describe('a task’s questions', () => {
  let task: TaskSummary;

  it('a new task is empty; questions are appended with their default scores and duplicates skipped', async () => {
    const created = await saveTask({ name: '第二章 规范化', description: '完成后提交' });
    expect(created).toMatchObject({
      success: true,
      obj: { name: '第二章 规范化', description: '完成后提交', questionCount: 0, totalScore: 0, publishedCount: 0, authorName: '李老师' },
    });
    task = created.obj;
    const added = await s.api.addTaskQuestions({ body: { taskId: task.taskId, exerciseIds: [q1.exerciseId, q2.exerciseId] } }, { token: teacher });
    expect(added.obj).toMatchObject({ questionCount: 2, totalScore: 6, courseName: '数据库系统原理' });
    expect(scoresOf(added.obj)).toEqual([
      [q1.exerciseId, 2.5],
      [q2.exerciseId, 3.5],
    ]);
    const again = await s.api.addTaskQuestions(
      { body: { taskId: task.taskId, exerciseIds: [q2.exerciseId, q3.exerciseId, q3.exerciseId] } },
      { token: teacher },
    );
    expect(again.obj.questions.map((q) => [q.exerciseId, q.position])).toEqual([
      [q1.exerciseId, 1],
      [q2.exerciseId, 2],
      [q3.exerciseId, 3],
    ]);
    expect(again.obj.totalScore).toBe(11);
  });

  it('each question carries its type, stem, knowledge and scene', async () => {
    const detail = (await getTask(task.taskId)).obj;
    expect(detail.questions[0]).toMatchObject({
      type: 'judge',
      stemText: 'BCNF 一定是 3NF',
      difficulty: 'medium',
      knowledge: [{ knowId: normalForms.knowId, name: normalForms.name }],
      sceneName: null,
    });
    expect(detail.questions[2]).toMatchObject({ type: 'query', sceneName: q3.sceneName });
    expect(q3.sceneName).toEqual(expect.any(String));
  });

  it('setTaskQuestions reorders, rescores and removes in one call; totals stay exact', async () => {
    const res = await s.api.setTaskQuestions(
      {
        body: {
          taskId: task.taskId,
          questions: [
            { exerciseId: q3.exerciseId, score: 0.1 },
            { exerciseId: q1.exerciseId, score: 0.2 },
          ],
        },
      },
      { token: teacher },
    );
    expect(res.success).toBe(true);
    expect(res.obj.questions.map((q) => [q.exerciseId, q.position, q.score])).toEqual([
      [q3.exerciseId, 1, 0.1],
      [q1.exerciseId, 2, 0.2],
    ]);
    expect(res.obj.totalScore).toBe(0.3);
    const back = await s.api.setTaskQuestions(
      {
        body: {
          taskId: task.taskId,
          questions: [
            { exerciseId: q1.exerciseId, score: 2.5 },
            { exerciseId: q2.exerciseId, score: 3.5 },
          ],
        },
      },
      { token: teacher },
    );
    expect(back.obj.totalScore).toBe(6);
    const summary = (await list({ keyword: '规范化' })).obj.list[0];
    expect(summary).toMatchObject({ questionCount: 2, totalScore: 6 });
  });

  it('a question from another course (or the public library) is refused and nothing is written', async () => {
    for (const outside of [foreign.exerciseId, publicOne.exerciseId, 999_999]) {
      expect(await s.api.setTaskQuestions({ body: { taskId: task.taskId, questions: [{ exerciseId: outside, score: 1 }] } }, { token: teacher })).toMatchObject(
        {
          success: false,
          message: '题目不存在或不属于这门课程的题库',
        },
      );
      expect(await s.api.addTaskQuestions({ body: { taskId: task.taskId, exerciseIds: [q3.exerciseId, outside] } }, { token: teacher })).toMatchObject({
        success: false,
      });
    }
    expect(scoresOf((await getTask(task.taskId)).obj)).toEqual([
      [q1.exerciseId, 2.5],
      [q2.exerciseId, 3.5],
    ]);
  });

  it('bad input is refused in Chinese and nothing is written', async () => {
    const before = await rowCount(s, taskQuestions);
    for (const body of [
      { taskId: task.taskId, questions: [{ exerciseId: q1.exerciseId, score: 1.25 }] },
      { taskId: task.taskId, questions: [{ exerciseId: q1.exerciseId, score: 0 }] },
      {
        taskId: task.taskId,
        questions: [
          { exerciseId: q1.exerciseId, score: 1 },
          { exerciseId: q1.exerciseId, score: 2 },
        ],
      },
    ]) {
      const res = await s.api.setTaskQuestions({ body }, { token: teacher });
      expect(res.success).toBe(false);
      expect(res.message).toMatch(CHINESE);
    }
    expect(await saveTask({ name: '  ' })).toMatchObject({ success: false, message: expect.stringContaining('请输入作业名称') });
    expect(await s.api.addTaskQuestions({ body: { taskId: task.taskId, exerciseIds: [] } }, { token: teacher })).toMatchObject({
      success: false,
      message: expect.stringContaining('请选择题目'),
    });
    expect(await rowCount(s, taskQuestions)).toBe(before);
  });

  it('another teacher and a student can neither read nor change the bank', async () => {
    const before = await rowCount(s, tasks);
    for (const token of [otherTeacher, student]) {
      expect((await list({}, token)).success).toBe(false);
      expect((await getTask(task.taskId, token)).success).toBe(false);
      expect((await s.api.taskFolders({ params: { courseId: 1 } }, { token })).success).toBe(false);
      expect((await saveTask({ name: '闯入' }, token)).success).toBe(false);
      expect((await saveFolder({ name: '闯入' }, token)).success).toBe(false);
      expect((await s.api.setTaskQuestions({ body: { taskId: task.taskId, questions: [] } }, { token })).success).toBe(false);
      expect((await s.api.copyTask({ params: { taskId: task.taskId } }, { token })).success).toBe(false);
      expect((await s.api.deleteTasks({ body: { taskIds: [task.taskId] } }, { token })).success).toBe(false);
    }
    expect(await getTask(task.taskId, otherTeacher)).toMatchObject({ code: 403 });
    expect(await rowCount(s, tasks)).toBe(before);
    expect((await getTask(task.taskId, admin)).obj.questionCount).toBe(2);
  });

  it('a copy has the same folder, questions and scores, named “… 副本”, and changes on its own', async () => {
    const folder = (await saveFolder({ name: '期中复习' })).obj;
    await saveTask({ taskId: task.taskId, parentId: folder.folderId, name: task.name, description: task.description });
    const copy = await s.api.copyTask({ params: { taskId: task.taskId } }, { token: teacher });
    expect(copy.obj).toMatchObject({ name: '第二章 规范化 副本', parentId: folder.folderId, description: '完成后提交', questionCount: 2, totalScore: 6 });
    const copyDetail = (await getTask(copy.obj.taskId)).obj;
    expect(scoresOf(copyDetail)).toEqual(scoresOf((await getTask(task.taskId)).obj));
    await s.api.setTaskQuestions({ body: { taskId: copy.obj.taskId, questions: [{ exerciseId: q2.exerciseId, score: 10 }] } }, { token: teacher });
    expect((await getTask(task.taskId)).obj.totalScore).toBe(6);
  });

  it('move takes tasks to another folder or the root; a batch across courses is refused whole', async () => {
    const theirs = (await saveTask({ courseId: otherCourse, name: '别的课程的作业' })).obj;
    expect(await s.api.moveTasks({ body: { taskIds: [task.taskId, theirs.taskId], parentId: null } }, { token: teacher })).toMatchObject({
      success: false,
      message: '所选作业不在同一门课程中',
    });
    expect((await getTask(task.taskId)).obj.parentId).not.toBeNull();
    expect(await s.api.moveTasks({ body: { taskIds: [task.taskId], parentId: 0 } }, { token: teacher })).toMatchObject({ success: true, obj: { moved: 1 } });
    expect((await getTask(task.taskId)).obj.parentId).toBeNull();
  });

  it('counts its publications; deleting it keeps the published homework, which no longer points at it', async () => {
    const start = new Date();
    const published = await s.api.publishTask(
      {
        body: {
          taskId: task.taskId,
          classIds: [clazzId],
          settings: {
            startAt: start.toISOString(),
            endAt: new Date(start.getTime() + 86_400_000).toISOString(),
            latePolicy: 'refuse',
            showScore: 'submit',
            showAnswer: 'end',
          },
        },
      },
      { token: teacher },
    );
    expect(published).toMatchObject({ success: true, obj: [{ name: '第二章 规范化' }] });
    const homeworkId = published.obj[0]!.homeworkId;
    expect((await getTask(task.taskId)).obj.publishedCount).toBe(1);
    expect(await s.api.deleteTasks({ body: { taskIds: [task.taskId] } }, { token: teacher })).toMatchObject({ success: true, obj: { deleted: 1 } });
    expect(await getTask(task.taskId)).toMatchObject({ success: false, code: 404 });
    const [kept] = await s.database.db.select().from(homeworks).where(eq(homeworks.id, homeworkId));
    expect(kept).toMatchObject({ taskId: null, name: '第二章 规范化' });
    const listed = await s.api.listHomeworks({ query: { courseId: '1' } }, { token: teacher });
    expect(listed.obj.find((h) => h.homeworkId === homeworkId)).toMatchObject({ taskId: null });
    expect(await s.database.db.select().from(taskQuestions).where(eq(taskQuestions.taskId, task.taskId))).toEqual([]);
  });
});
