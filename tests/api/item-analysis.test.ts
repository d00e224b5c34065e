// Item analysis 题目分析 and the mastery heat map (P13) against a real database: an exam and a targeted homework
// published to a fresh class whose students answer differently; the figures are computed by hand in the comments.
import type { AnswerValue } from '@contract/exercise';
import { homeworkSubmissions } from '../../server/db/schema';
import { newUser } from './fixtures';
import { startServer, type CallBody, type TestServer } from './harness';

/** an option key, as answers carry it */
type OptionKey = NonNullable<AnswerValue['choices']>[number];

let s: TestServer;
let teacher: string;
let otherTeacher: string;
/** A is the demo student (the lowest id: first among equal totals); B–E are new, in that order */
const tokens: Record<'A' | 'B' | 'C' | 'D' | 'E', string> = { A: '', B: '', C: '', D: '', E: '' };
const ids: Record<keyof typeof tokens, number> = { A: 0, B: 0, C: 0, D: 0, E: 0 };
let classId: number;
let examClassId: number;
let homeworkId: number;
const know = { k1: 0, k2: 0 };
const q = { single: 0, fill: 0 };

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const RIGHT: { single: AnswerValue; fill: AnswerValue } = { single: { choices: ['B'] }, fill: { blanks: ['主键'] } };
const pick = (key: OptionKey): AnswerValue => ({ choices: [key] });
const WRONG_FILL: AnswerValue = { blanks: ['外键'] };

type Answers = { single?: AnswerValue; fill?: AnswerValue };
const OPTIONS = ['1NF', '2NF', '3NF', 'BCNF'];
const answersOf = (a: Answers) =>
  [a.single && { questionId: q.single, answer: a.single, seq: 1 }, a.fill && { questionId: q.fill, answer: a.fill, seq: 1 }].filter((x) => !!x);

async function sitExam(who: keyof typeof tokens, a: Answers, handIn = true) {
  const token = tokens[who];
  const paper = await s.api.startExam({ body: { examClassId } }, { token });
  expect(paper.message).toBe(paper.success ? paper.message : '');
  // options are shuffled: the student answers in the labels they see, the server stores the paper's keys
  const shown = paper.obj.questions.find((x) => x.questionId === q.single)!.exercise.options!;
  const asShown = (key: OptionKey) => shown.find((o) => o.text === OPTIONS[key.charCodeAt(0) - 65])!.key;
  const single = a.single && { choices: (a.single.choices ?? []).map(asShown) };
  expect((await s.api.saveExamAnswers({ body: { examClassId, answers: answersOf({ ...a, single }) } }, { token })).success).toBe(true);
  if (handIn) expect((await s.api.submitExam({ body: { examClassId } }, { token })).success).toBe(true);
}

async function doHomework(who: keyof typeof tokens, a: Answers) {
  const token = tokens[who];
  const studentId = ids[who];
  expect((await s.api.homeworkSheet({ params: { studentId, homeworkId } }, { token })).success).toBe(true);
  expect((await s.api.saveHomeworkAnswers({ body: { studentId, homeworkId, answers: answersOf(a) } }, { token })).success).toBe(true);
  const r = await s.api.submitHomework({ body: { studentId, homeworkId } }, { token });
  expect(r.message).toBe(r.success ? r.message : '');
}

async function question(body: Record<string, unknown>) {
  const r = await s.unchecked('saveExercise', { body: { courseId: 1, difficulty: 'medium', stem: '<p>题目</p>', ...body } }, { token: teacher });
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj.exerciseId;
}

beforeAll(async () => {
  s = await startServer();
  const admin = await s.login('admin');
  teacher = await s.login('teacher');
  tokens.A = await s.login('student');
  ids.A = (await s.api.getCurrentUser({}, { token: tokens.A })).obj.userId;
  for (const who of ['B', 'C', 'D', 'E'] as const) ({ token: tokens[who], userId: ids[who] } = await newUser(s, admin, `s_item_${who}`, 4, `学生${who}`));
  ({ token: otherTeacher } = await newUser(s, admin, 't_item_other', 3));
  classId = (await s.api.saveClass({ body: { name: '题目分析班', courseId: 1 } }, { token: teacher })).obj.sclassId;
  const codes = ['student', ...['B', 'C', 'D', 'E'].map((w) => `s_item_${w}`)];
  expect((await s.api.addStudents({ body: { sclassId: classId, codes } }, { token: teacher })).success).toBe(true);

  know.k1 = (await s.api.saveKnowledge({ body: { courseId: 1, name: '范式', description: null } }, { token: teacher })).obj.knowId;
  know.k2 = (await s.api.saveKnowledge({ body: { courseId: 1, name: '键', description: null } }, { token: teacher })).obj.knowId;
  const options = OPTIONS.map((text, i) => ({ key: 'ABCD'[i], text }));
  q.single = await question({ score: 2, knowIds: [know.k1], spec: { type: 'single', options, answer: 'B' } });
  q.fill = await question({ score: 3, knowIds: [know.k2], spec: { type: 'fill', blanks: [{ answers: ['主键', '主码'] }] } });
  const paper = [
    { exerciseId: q.single, score: 2 },
    { exerciseId: q.fill, score: 3 },
  ];

  const examId = (await s.api.saveExam({ body: { courseId: 1, name: '分析考试', description: null, durationMinutes: 30 } }, { token: teacher })).obj.examId;
  expect((await s.api.setExamQuestions({ body: { examId, questions: paper } }, { token: teacher })).success).toBe(true);
  const examSettings: CallBody<'publishExam'>['settings'] = {
    startAt: at(-HOUR),
    endAt: at(2 * HOUR),
    durationMinutes: 30,
    shuffleQuestions: true,
    shuffleOptions: true,
    showScore: 'submit',
    showAnswer: 'end',
    releaseVerdicts: false,
  };
  const published = await s.api.publishExam({ body: { examId, classIds: [classId], name: null, settings: examSettings } }, { token: teacher });
  examClassId = published.obj[0]!.examClassId;
  // totals A 5, B 2, C 3, D 0; E has not handed in (not counted)
  await sitExam('A', RIGHT);
  await sitExam('B', { single: RIGHT.single, fill: WRONG_FILL });
  await sitExam('C', { single: pick('A'), fill: RIGHT.fill });
  await sitExam('D', { single: pick('A') });
  await sitExam('E', RIGHT, false);

  const taskId = (await s.api.saveTask({ body: { courseId: 1, name: '分析作业' } }, { token: teacher })).obj.taskId;
  expect((await s.api.setTaskQuestions({ body: { taskId, questions: paper } }, { token: teacher })).success).toBe(true);
  const hwSettings: CallBody<'publishTask'>['settings'] = {
    startAt: at(-HOUR),
    endAt: at(HOUR),
    latePolicy: 'refuse',
    showScore: 'submit',
    showAnswer: 'end',
    duplicateCheck: false,
  };
  // for A, B and C only; C has an extension (still handed in, so counted)
  const hw = await s.api.publishTask({ body: { taskId, classIds: [classId], settings: hwSettings, studentIds: [ids.A, ids.B, ids.C] } }, { token: teacher });
  homeworkId = hw.obj[0]!.homeworkId;
  expect((await s.api.extendHomework({ body: { homeworkId, studentIds: [ids.C], endAt: at(3 * HOUR) } }, { token: teacher })).success).toBe(true);
  // totals A 3, B 2, C 3: upper A (first of the equals), lower B
  await doHomework('A', { single: pick('C'), fill: RIGHT.fill });
  await doHomework('B', { single: RIGHT.single, fill: WRONG_FILL });
  await doHomework('C', { single: pick('C'), fill: RIGHT.fill });
  // a handed-in paper of a student the homework is not for (no answers): never counted
  await s.database.db.insert(homeworkSubmissions).values({ homeworkId, studentId: ids.D, status: 'submitted', scoreTenths: 0, submitCount: 1 });
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('exam analysis', () => {
  it('counts the handed-in attempts and computes each question', async () => {
    const r = await s.api.examAnalysis({ params: { examClassId } }, { token: teacher });
    expect(r.message).toBe(r.success ? r.message : '');
    expect(r.obj).toMatchObject({ name: '分析考试', className: '题目分析班', students: 5, counted: 4, groupSize: 1 });
    const [single, fill] = r.obj.items;
    // single: ratios A1 B1 C0 D0; upper A 1, lower D 0; r = 2 / √13 = 0.5547
    expect(single).toMatchObject({
      questionId: q.single,
      position: 1,
      score: 2,
      difficulty: 0.5,
      correctRate: 0.5,
      discrimination: 1,
      pointBiserial: 0.555,
      unanswered: 0,
      unpickedDistractors: ['C', 'D'],
      strongFail: false,
    });
    expect(single!.options).toEqual([
      { key: 'A', count: 2, correct: false },
      { key: 'B', count: 2, correct: true },
      { key: 'C', count: 0, correct: false },
      { key: 'D', count: 0, correct: false },
    ]);
    // fill: ratios A1 B0 C1 D0; r = 3 / √13 = 0.8321
    expect(fill).toMatchObject({ difficulty: 0.5, discrimination: 1, pointBiserial: 0.832, options: null, strongFail: false });
  });

  it('is refused to another teacher, a student and for an unknown exam', async () => {
    for (const token of [otherTeacher, tokens.A]) expect((await s.api.examAnalysis({ params: { examClassId } }, { token })).success).toBe(false);
    const unknown = await s.api.examAnalysis({ params: { examClassId: 999_999 } }, { token: teacher });
    expect(unknown.success).toBe(false);
  });
});

describe('homework analysis', () => {
  it('counts only the targeted students and flags what the strong students fail', async () => {
    const r = await s.api.homeworkAnalysis({ params: { homeworkId } }, { token: teacher });
    expect(r.message).toBe(r.success ? r.message : '');
    expect(r.obj).toMatchObject({ students: 3, counted: 3, groupSize: 1 });
    const [single, fill] = r.obj.items;
    // single: ratios A0 B1 C0 against totals 3 2 3: r = −1; upper A 0 − lower B 1 = −1
    expect(single).toMatchObject({ difficulty: 0.333, discrimination: -1, pointBiserial: -1, strongFail: true, unpickedDistractors: ['A', 'D'] });
    expect(single!.options!.map((o) => o.count)).toEqual([0, 1, 2, 0]);
    expect(fill).toMatchObject({ difficulty: 0.667, discrimination: 1, pointBiserial: 1, strongFail: false });
  });

  it('is refused to another teacher, a student and for an unknown homework', async () => {
    for (const token of [otherTeacher, tokens.B]) expect((await s.api.homeworkAnalysis({ params: { homeworkId } }, { token })).success).toBe(false);
    expect((await s.api.homeworkAnalysis({ params: { homeworkId: 999_999 } }, { token: teacher })).success).toBe(false);
  });
});

describe('mastery heat map', () => {
  it('shares the points earned per knowledge point over the handed-in homework and exams', async () => {
    const r = await s.api.classMastery({ params: { sclassId: classId } }, { token: teacher });
    expect(r.message).toBe(r.success ? r.message : '');
    const column = (k: number) => r.obj.points.findIndex((p) => p.knowId === k);
    const [c1, c2] = [column(know.k1), column(know.k2)];
    expect(c1).toBeGreaterThanOrEqual(0);
    const cells = Object.fromEntries(r.obj.students.map((st) => [st.userId, [st.cells[c1], st.cells[c2]]]));
    // k1 (the single, 2 points): exam + homework; k2 (the fill, 3 points)
    expect(cells[ids.A]).toEqual([50, 100]);
    expect(cells[ids.B]).toEqual([100, 0]);
    expect(cells[ids.C]).toEqual([0, 100]);
    expect(cells[ids.D]).toEqual([0, 0]);
    expect(cells[ids.E]).toEqual([null, null]);
  });

  it('is refused to another teacher, a student and for an unknown class', async () => {
    for (const token of [otherTeacher, tokens.A]) expect((await s.api.classMastery({ params: { sclassId: classId } }, { token })).success).toBe(false);
    expect((await s.api.classMastery({ params: { sclassId: 999_999 } }, { token: teacher })).success).toBe(false);
  });
});
