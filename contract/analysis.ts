// Item analysis 题目分析 of an exam-class or a homework, and the class's knowledge-point mastery heat map, for the
// class's teachers. The figures, defined once here so the server, the mocks and the pages agree:
// - counted: the handed-in and graded work of the publication's students (a targeted one: its chosen students); a
//   student's total is the sum of their question scores (an unanswered question scores 0);
// - difficulty: mean score / the question's score (0–1; for a right-or-wrong question the share who got it right);
// - discrimination: mean score ratio of the upper 27 % of students by total minus that of the lower 27 %;
// - point-biserial: the correlation of the question's score with the total; null when undefined (fewer than 2
//   students, or no variance in either);
// - choice questions: how many picked each option (the paper's own keys), the wrong options nobody picked
//   (distractors nobody picks), and a flag when the upper group does worse than the lower one (strong students fail);
// - mastery of a point: the share of the points earned on the questions tagged with it over the class's handed-in
//   homework and exams (0–100, one decimal); null when the student handed in no such question.
import { defineCalls } from './call';
import { ExerciseTypeSchema, OptionKey } from './exercise';
import { id, z } from './zod';

/** The share of students in each of the upper and lower groups. */
export const GROUP_SHARE = 0.27;

export const ItemOption = z.object({
  key: OptionKey,
  /** students who picked it */
  count: z.number().int(),
  /** one of the right answers */
  correct: z.boolean(),
});
export type ItemOption = z.infer<typeof ItemOption>;

export const ItemStat = z.object({
  questionId: z.number().int(),
  position: z.number().int(),
  type: ExerciseTypeSchema,
  stemText: z.string(),
  /** the question's score in points */
  score: z.number(),
  /** 0–1, three decimals; null without counted work */
  difficulty: z.number().nullable(),
  /** 0–1: the share with the full score; null without counted work */
  correctRate: z.number().nullable(),
  /** −1–1, three decimals; null with fewer than 2 students */
  discrimination: z.number().nullable(),
  /** −1–1, three decimals; null when undefined */
  pointBiserial: z.number().nullable(),
  /** choice questions: each option of the paper in its order; null for the other types */
  options: z.array(ItemOption).nullable(),
  /** choice questions: students who picked none */
  unanswered: z.number().int(),
  /** choice questions: the wrong options nobody picked (only once someone is counted) */
  unpickedDistractors: z.array(OptionKey),
  /** the upper group's mean score ratio is below the lower group's */
  strongFail: z.boolean(),
});
export type ItemStat = z.infer<typeof ItemStat>;

export const ItemAnalysis = z.object({
  name: z.string(),
  className: z.string(),
  /** the students the publication is for */
  students: z.number().int(),
  /** those whose work is counted (handed in and graded) */
  counted: z.number().int(),
  /** students in each of the upper and lower groups */
  groupSize: z.number().int(),
  /** in the paper's order */
  items: z.array(ItemStat),
});
export type ItemAnalysis = z.infer<typeof ItemAnalysis>;

export const MasteryRow = z.object({
  userId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** one per point, in the order of MasteryMap.points: 0–100, one decimal; null when no such question was handed in */
  cells: z.array(z.number().nullable()),
});
export type MasteryRow = z.infer<typeof MasteryRow>;

export const MasteryMap = z.object({
  className: z.string(),
  /** the course's points, in the order they were made */
  points: z.array(z.object({ knowId: z.number().int(), name: z.string() })),
  /** the class's students, by account */
  students: z.array(MasteryRow),
});
export type MasteryMap = z.infer<typeof MasteryMap>;

const ItemExamParams = z.object({ examClassId: id('考试班级') });
const ItemHomeworkParams = z.object({ homeworkId: id('作业') });
const MasteryClassParams = z.object({ sclassId: id('班级') });

export const analysisCalls = defineCalls({
  examAnalysis: { method: 'GET', path: '/exam/analysis/:examClassId', params: ItemExamParams, answer: ItemAnalysis },
  homeworkAnalysis: { method: 'GET', path: '/homework/analysis/:homeworkId', params: ItemHomeworkParams, answer: ItemAnalysis },
  classMastery: { method: 'GET', path: '/statis/mastery/:sclassId', params: MasteryClassParams, answer: MasteryMap },
});
