// Exercises 题目 and their folders (PRODUCT.md: Exercise, Grading): the question bank of a course, the public
// library (courseId null), and what a student sees and answers. Scores travel as points with at most one decimal
// (2.5) and are kept as whole tenths on the server, so every sum is exact.
import { defineCalls } from './call';
import { PageQuery, pageOf } from './envelope';
import { SchemaDesign, StoredSchemaDesign } from './ddl-design';
import { GRADING_LIMITS, SQL_QUESTION_TYPES, SQL_QUESTION_TYPE_NAMES, SqlRunResult, sqlScript, type SqlQuestionType } from './grading';
import { id, name, optionalId, text, z } from './zod';

export const OBJECTIVE_TYPES = ['single', 'multiple', 'judge', 'fill'] as const;
export const EXERCISE_TYPES = [...OBJECTIVE_TYPES, 'short', ...SQL_QUESTION_TYPES] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
export const ExerciseTypeSchema = z.enum(EXERCISE_TYPES, { error: '题型无效' });
export const EXERCISE_TYPE_NAMES: Record<ExerciseType, string> = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
  fill: '填空题',
  short: '简答题',
  ...SQL_QUESTION_TYPE_NAMES,
};
export const isSqlType = (t: ExerciseType): t is SqlQuestionType => (SQL_QUESTION_TYPES as readonly string[]).includes(t);
/** The SQL types whose expected structure can be designed instead of verified by hand-written SQL (期望结构). */
export const DESIGNED_TYPES: readonly SqlQuestionType[] = ['ddl', 'view'];
export const isChoiceType = (t: ExerciseType): t is 'single' | 'multiple' => t === 'single' || t === 'multiple';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DifficultySchema = z.enum(DIFFICULTIES, { error: '难度无效' });
export const DIFFICULTY_NAMES: Record<Difficulty, string> = { easy: '简单', medium: '中等', hard: '困难' };

/**
 * When a student practising a question sees its answer and analysis (the origin platform's 答案显示): after a correct
 * answer, after any submission, or never. Homework and exams release by their own settings.
 */
export const ANSWER_SHOWS = ['afterCorrect', 'afterSubmit', 'never'] as const;
export type AnswerShows = (typeof ANSWER_SHOWS)[number];
export const AnswerShowsSchema = z.enum(ANSWER_SHOWS, { error: '答案显示方式无效' });
export const ANSWER_SHOWS_NAMES: Record<AnswerShows, string> = { afterCorrect: '答对后显示', afterSubmit: '提交后显示', never: '不显示' };

export const EXERCISE_LIMITS = {
  minOptions: 2,
  maxOptions: 8,
  maxBlanks: 20,
  maxAnswersPerBlank: 10,
  maxKeywords: 20,
  maxScore: 100,
  /** the rich stem and analysis, as HTML */
  maxRichText: 50_000,
  /** a student's answer to a short-answer question, as text */
  maxAnswerText: 20_000,
  maxKnowledge: 20,
  maxBatch: 200,
} as const;

export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const OptionKey = z.enum(OPTION_KEYS, { error: '选项编号无效' });

/** Points with at most one decimal, 0.1 … 100. */
export const Score = z
  .number({ error: '分值必须是数字' })
  .min(0.1, { error: '分值至少 0.1 分' })
  .max(EXERCISE_LIMITS.maxScore, { error: `分值不能超过 ${EXERCISE_LIMITS.maxScore} 分` })
  .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9, { error: '分值最多一位小数' });
export const toTenths = (points: number) => Math.round(points * 10);
export const toPoints = (tenths: number) => tenths / 10;

const richText = (label: string) =>
  z
    .string({ error: `${label}必须是文本` })
    .max(EXERCISE_LIMITS.maxRichText, { error: `${label}太长` })
    .nullish()
    .transform((v) => (v?.trim() ? v : null));

export const ChoiceOption = z.object({ key: OptionKey, text: text('选项内容', 500) });
export type ChoiceOption = z.output<typeof ChoiceOption>;
/** An option as answered to students (no validation to run on the way out). */
const ShownOption = z.object({ key: OptionKey, text: z.string() });

export const Blank = z.object({
  answers: z
    .array(text('填空答案', 200))
    .min(1, { error: '每个空至少有一个答案' })
    .max(EXERCISE_LIMITS.maxAnswersPerBlank, { error: `每个空最多 ${EXERCISE_LIMITS.maxAnswersPerBlank} 个可接受的答案` }),
});

const options = z
  .array(ChoiceOption)
  .min(EXERCISE_LIMITS.minOptions, { error: `至少 ${EXERCISE_LIMITS.minOptions} 个选项` })
  .max(EXERCISE_LIMITS.maxOptions, { error: `最多 ${EXERCISE_LIMITS.maxOptions} 个选项` })
  .refine((os) => os.every((o, i) => o.key === OPTION_KEYS[i]), { error: '选项编号须从 A 起连续' })
  .refine((os) => new Set(os.map((o) => o.text)).size === os.length, { error: '选项内容不能重复' });

const hasOption = (os: ChoiceOption[], key: string) => os.some((o) => o.key === key);

/** What differs between the types: options and keys, blanks, reference answers, the SQL set-up. */
export const ExerciseSpec = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('single'), options, answer: OptionKey })
    .refine((s) => hasOption(s.options, s.answer), { error: '正确答案须是其中一个选项', path: ['answer'] }),
  z
    .object({
      type: z.literal('multiple'),
      options,
      answers: z.array(OptionKey).min(1, { error: '请选择正确答案' }),
      /** half the score for a non-empty subset of the right options without a wrong one */
      partialCredit: z.boolean().default(false),
    })
    .refine((s) => s.answers.every((a) => hasOption(s.options, a)), { error: '正确答案须是其中的选项', path: ['answers'] })
    .refine((s) => new Set(s.answers).size === s.answers.length, { error: '正确答案不能重复', path: ['answers'] }),
  z.object({ type: z.literal('judge'), answer: z.boolean({ error: '请选择正确或错误' }) }),
  z.object({
    type: z.literal('fill'),
    blanks: z
      .array(Blank)
      .min(1, { error: '至少一个空' })
      .max(EXERCISE_LIMITS.maxBlanks, { error: `最多 ${EXERCISE_LIMITS.maxBlanks} 个空` }),
    caseSensitive: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('short'),
    referenceAnswer: richText('参考答案'),
    /** hints for the grader: the words a good answer mentions */
    keywords: z
      .array(text('关键词', 50))
      .max(EXERCISE_LIMITS.maxKeywords, { error: `最多 ${EXERCISE_LIMITS.maxKeywords} 个关键词` })
      .default([]),
  }),
  ...SQL_QUESTION_TYPES.map((t) =>
    z
      .object({
        type: z.literal(t),
        sceneId: id('场景'),
        referenceSql: sqlScript('参考答案'),
        verifySql: z
          .string()
          .nullish()
          .transform((v) => (v?.trim() ? v : null)),
        /** null: order matters exactly when the reference answer ends with ORDER BY */
        orderSensitive: z
          .boolean()
          .nullish()
          .transform((v) => v ?? null),
        checkColumnNames: z.boolean().default(false),
        /** DDL and view questions: the expected structure their SQL was generated from; absent or null when hand-written */
        design: SchemaDesign.nullish(),
      })
      .refine((s) => !s.design || DESIGNED_TYPES.includes(s.type), { error: '只有 DDL 题和视图题可以设计期望结构', path: ['design'] })
      .refine((s) => s.type === 'query' || s.verifySql !== null, { error: '除 SQL 查询外的题型需要验证 SQL', path: ['verifySql'] })
      .refine((s) => s.verifySql === null || new TextEncoder().encode(s.verifySql).length <= GRADING_LIMITS.maxScriptBytes, {
        error: `验证 SQL 不能超过 ${GRADING_LIMITS.maxScriptBytes / 1024} KB`,
        path: ['verifySql'],
      }),
  ),
]);
export type ExerciseSpec = z.output<typeof ExerciseSpec>;

const sqlStored = (t: SqlQuestionType) =>
  z.object({
    type: z.literal(t),
    sceneId: z.number().int(),
    referenceSql: z.string(),
    verifySql: z.string().nullable(),
    orderSensitive: z.boolean().nullable(),
    checkColumnNames: z.boolean(),
    design: StoredSchemaDesign.nullish(),
  });

/** The spec as stored and answered: every field present and nothing to transform (answers are serialised by it). */
export const StoredExerciseSpec = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single'), options: z.array(z.object({ key: OptionKey, text: z.string() })), answer: OptionKey }),
  z.object({
    type: z.literal('multiple'),
    options: z.array(z.object({ key: OptionKey, text: z.string() })),
    answers: z.array(OptionKey),
    partialCredit: z.boolean(),
  }),
  z.object({ type: z.literal('judge'), answer: z.boolean() }),
  z.object({ type: z.literal('fill'), blanks: z.array(z.object({ answers: z.array(z.string()) })), caseSensitive: z.boolean() }),
  z.object({ type: z.literal('short'), referenceAnswer: z.string().nullable(), keywords: z.array(z.string()) }),
  ...SQL_QUESTION_TYPES.map(sqlStored),
]);
export type SqlSpec = Extract<ExerciseSpec, { sceneId: number }>;

export const KnowledgeRef = z.object({ knowId: z.number().int(), name: z.string() });

/** A row of the question bank's list. */
export const ExerciseSummary = z.object({
  exerciseId: z.number().int(),
  /** null: the public library */
  courseId: z.number().int().nullable(),
  /** the folder; null: the bank's root */
  parentId: z.number().int().nullable(),
  type: ExerciseTypeSchema,
  /** the stem as plain text, shortened for lists */
  stemText: z.string(),
  difficulty: DifficultySchema,
  score: z.number(),
  knowledge: z.array(KnowledgeRef),
  sceneName: z.string().nullable(),
  authorName: z.string(),
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type ExerciseSummary = z.infer<typeof ExerciseSummary>;

/** The whole question, answers included: only for those who edit or review the course. */
export const Exercise = ExerciseSummary.extend({
  stem: z.string(),
  analysis: z.string().nullable(),
  /** 练习题: open for knowledge-point practice */
  practice: z.boolean(),
  /** when a student practising it sees the answer and analysis */
  answerShows: AnswerShowsSchema,
  spec: StoredExerciseSpec,
  createdAt: z.string(),
  /** 版本: goes up when a question someone has answered is edited; the earlier ones are kept (exerciseVersions) */
  version: z.number().int(),
  /** who last saved this version's content, and when */
  editedBy: z.string(),
  editedAt: z.string(),
});
export type Exercise = z.infer<typeof Exercise>;

/**
 * A saved question, and for a SQL one whose scene's data cannot tell common mistakes apart (mutated versions of its
 * reference answer pass), a warning for its author (PRODUCT.md, Grading); null when there is nothing to say.
 */
export const SavedExercise = Exercise.extend({ dataWarning: z.string().nullable() });
export type SavedExercise = z.infer<typeof SavedExercise>;

/** 0, null and absent all mean the public library. */
const courseRef = optionalId('课程');
/** 0, null and absent all mean the bank's root folder. */
const folderRef = (label = '文件夹') => optionalId(label);

export const SaveExerciseBody = z.object({
  exerciseId: id('题目')
    .nullish()
    .transform((v) => v ?? null),
  courseId: courseRef,
  parentId: folderRef(),
  stem: z
    .string({ error: '题干必须是文本' })
    .max(EXERCISE_LIMITS.maxRichText, { error: '题干太长' })
    .refine((v) => v.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\s/i.test(v), { error: '请输入题干' }),
  analysis: richText('解析'),
  practice: z.boolean({ error: '请选择是否为练习题' }).default(true),
  answerShows: AnswerShowsSchema.default('afterCorrect'),
  difficulty: DifficultySchema.default('medium'),
  score: Score,
  knowIds: z
    .array(id('知识点'))
    .max(EXERCISE_LIMITS.maxKnowledge, { error: `最多关联 ${EXERCISE_LIMITS.maxKnowledge} 个知识点` })
    .default([])
    .transform((ids) => [...new Set(ids)]),
  spec: ExerciseSpec,
  /**
   * An existing question as the editor opened it (its version and updatedAt): a save over another's edit since is
   * refused (题目已被他人修改). Absent: no such check, as before versions.
   */
  version: z.number({ error: '版本必须是数字' }).int({ error: '版本必须是整数' }).min(1, { error: '版本无效' }).optional(),
  updatedAt: z.iso.datetime({ offset: true, error: '修改时间无效' }).optional(),
});
export type SaveExerciseInput = z.output<typeof SaveExerciseBody>;

// Versions 版本 of a question

/** What an edit changed, in the history's words (src/locales: exerciseVersions.change.*). */
export const VERSION_CHANGES = [
  'type',
  'stem',
  'options',
  'answer',
  'referenceAnswer',
  'keywords',
  'scene',
  'referenceSql',
  'verifySql',
  'gradingRules',
  'score',
  'difficulty',
  'analysis',
  'knowledge',
  'practice',
] as const;
export type VersionChange = (typeof VERSION_CHANGES)[number];

/** One version in a question's history: who saved it last, when, and what differs from the version before. */
export const ExerciseVersionSummary = z.object({
  version: z.number().int(),
  editedBy: z.string(),
  editedAt: z.string(),
  /** against the version before; empty for the first */
  changes: z.array(z.enum(VERSION_CHANGES)),
  /** the bank's question as it is now */
  current: z.boolean(),
});
export type ExerciseVersionSummary = z.infer<typeof ExerciseVersionSummary>;

export const ExerciseVersionList = z.object({
  exerciseId: z.number().int(),
  /** newest first; the first is the current version */
  versions: z.array(ExerciseVersionSummary),
});
export type ExerciseVersionList = z.infer<typeof ExerciseVersionList>;

/** One version's content, read-only (its knowledge points as they are named now; deleted ones are left out). */
export const ExerciseVersion = ExerciseVersionSummary.omit({ changes: true }).extend({
  exerciseId: z.number().int(),
  type: ExerciseTypeSchema,
  stem: z.string(),
  analysis: z.string().nullable(),
  difficulty: DifficultySchema,
  score: z.number(),
  practice: z.boolean(),
  answerShows: AnswerShowsSchema,
  spec: StoredExerciseSpec,
  knowledge: z.array(KnowledgeRef),
  sceneName: z.string().nullable(),
});
export type ExerciseVersion = z.infer<typeof ExerciseVersion>;
export const ExerciseVersionQuery = z.object({
  version: z.coerce.number({ error: '版本必须是数字' }).int({ error: '版本必须是整数' }).min(1, { error: '版本无效' }),
});

export const ExerciseListQuery = PageQuery.extend({
  courseId: courseRef,
  /** absent: the whole bank; 0: the root folder only; n: folder n and its sub-folders */
  parentId: z.coerce.number({ error: '文件夹必须是数字' }).int().min(0, { error: '文件夹无效' }).optional(),
  type: ExerciseTypeSchema.optional(),
  difficulty: DifficultySchema.optional(),
  knowId: id('知识点').optional(),
  keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional(),
});

const exerciseIds = z
  .array(id('题目'))
  .min(1, { error: '请选择题目' })
  .max(EXERCISE_LIMITS.maxBatch, { error: `一次最多 ${EXERCISE_LIMITS.maxBatch} 道题` })
  .transform((ids) => [...new Set(ids)]);
export const ExerciseIdsBody = z.object({ exerciseIds });
export const MoveExercisesBody = z.object({ exerciseIds, parentId: folderRef('目标文件夹') });
/** Into a course's folder, from the same course, another course one edits, or the public library (scenes come along). */
export const CopyExercisesBody = z.object({ exerciseIds, courseId: courseRef, parentId: folderRef('目标文件夹') });
export const ExerciseParams = z.object({ exerciseId: id('题目') });

// Folders

export const ExerciseFolder = z.object({
  folderId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  /** questions directly in this folder */
  count: z.number().int(),
});
export type ExerciseFolder = z.infer<typeof ExerciseFolder>;
export type ExerciseFolderNode = ExerciseFolder & { children: ExerciseFolderNode[] };

/** The flat folder list as a tree (children by name), for the bank's left pane and the move dialog. */
export function folderTree(folders: readonly ExerciseFolder[]): ExerciseFolderNode[] {
  const nodes = new Map(folders.map((f) => [f.folderId, { ...f, children: [] as ExerciseFolderNode[] }]));
  const roots: ExerciseFolderNode[] = [];
  for (const n of nodes.values()) (n.parentId !== null && nodes.get(n.parentId) ? nodes.get(n.parentId)!.children : roots).push(n);
  const sort = (list: ExerciseFolderNode[]) => {
    list.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.folderId - b.folderId);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

export const FolderList = z.object({ folders: z.array(ExerciseFolder), rootCount: z.number().int() });
export const SaveFolderBody = z.object({
  folderId: id('文件夹')
    .nullish()
    .transform((v) => v ?? null),
  courseId: id('课程'),
  parentId: folderRef('上级文件夹'),
  name: name('文件夹名称', 50),
});
export const MoveFolderBody = z.object({ folderId: id('文件夹'), parentId: folderRef('上级文件夹') });
export const FolderParams = z.object({ folderId: id('文件夹') });
const CourseParams = z.object({ courseId: id('课程') });

// Answers and verdicts (practice now; homework and exams use the same grading)

/** One answer, whatever the type: the field of its type is read, the others ignored. */
export const AnswerValue = z.object({
  choices: z.array(OptionKey).max(EXERCISE_LIMITS.maxOptions).optional(),
  judge: z.boolean().optional(),
  blanks: z
    .array(z.string().max(500, { error: '每个空不能超过 500 个字符' }))
    .max(EXERCISE_LIMITS.maxBlanks)
    .optional(),
  text: z
    .string()
    .max(EXERCISE_LIMITS.maxAnswerText, { error: `答案不能超过 ${EXERCISE_LIMITS.maxAnswerText} 个字符` })
    .optional(),
  sql: z
    .string()
    .max(GRADING_LIMITS.maxScriptBytes, { error: `SQL 不能超过 ${GRADING_LIMITS.maxScriptBytes / 1024} KB` })
    .optional(),
});
export type AnswerValue = z.infer<typeof AnswerValue>;

export const Verdict = z.object({
  /** null: waits for a teacher (short answer) */
  correct: z.boolean().nullable(),
  /** points, null while waiting for a teacher */
  score: z.number().nullable(),
  maxScore: z.number(),
  /** explains itself: which blanks, which rows, what is missing */
  message: z.string(),
  /** fill-in: each blank right or not */
  blanks: z.array(z.boolean()).optional(),
  /** short answer: the keywords found, a hint for the grader */
  keywordsFound: z.array(z.string()).optional(),
  /** SQL: the student's own results (never the reference's) */
  sqlResult: SqlRunResult.optional(),
});
export type Verdict = z.infer<typeof Verdict>;

/** What a student sees of a question: no answers, no reference or verification SQL. */
export const StudentExercise = z.object({
  exerciseId: z.number().int(),
  type: ExerciseTypeSchema,
  stem: z.string(),
  difficulty: DifficultySchema,
  score: z.number(),
  options: z.array(ShownOption).optional(),
  blankCount: z.number().int().optional(),
  sceneId: z.number().int().optional(),
  sceneName: z.string().optional(),
  /** only once released: as the question's answerShows says (practice), or the release settings (homework, exams) */
  analysis: z.string().nullable().optional(),
  answer: z.string().optional(),
});
export type StudentExercise = z.infer<typeof StudentExercise>;

/** The right answer as a line of text, for the analysis panel once it is released. */
export function answerText(spec: ExerciseSpec): string {
  switch (spec.type) {
    case 'single':
      return spec.answer;
    case 'multiple':
      return [...spec.answers].sort().join('');
    case 'judge':
      return spec.answer ? '正确' : '错误';
    case 'fill':
      return spec.blanks.map((b, i) => `第 ${i + 1} 空：${b.answers.join(' / ')}`).join('；');
    case 'short':
      return spec.referenceAnswer ? '见参考答案' : '';
    default:
      return spec.referenceSql;
  }
}

type Viewable = { exerciseId: number; type: ExerciseType; stem: string; difficulty: Difficulty; score: number; spec: ExerciseSpec; analysis: string | null };

/**
 * The question as a student sees it: options without keys, the number of blanks, the scene; with `release`
 * also the analysis and the answer. The server answers students only through this; the preview page uses it too.
 */
export function studentViewOf(e: Viewable, opts: { release: boolean; sceneName?: string | null }): StudentExercise {
  const { spec } = e;
  const view: StudentExercise = { exerciseId: e.exerciseId, type: e.type, stem: e.stem, difficulty: e.difficulty, score: e.score };
  if (spec.type === 'single' || spec.type === 'multiple') view.options = spec.options.map((o) => ({ key: o.key, text: o.text }));
  if (spec.type === 'fill') view.blankCount = spec.blanks.length;
  if ('sceneId' in spec) {
    view.sceneId = spec.sceneId;
    view.sceneName = opts.sceneName ?? undefined;
  }
  if (opts.release) {
    view.analysis = e.analysis;
    view.answer = answerText(spec);
    if (spec.type === 'short' && spec.referenceAnswer) view.analysis = `${spec.referenceAnswer}${e.analysis ?? ''}`;
  }
  return view;
}

export const EXERCISE_IMPORT_MAX_ROWS = 500;
export const ImportExercisesQuery = z.object({ courseId: courseRef, parentId: folderRef() });
export const ImportExercisesAnswer = z.object({
  imported: z.number().int(),
  /** every wrong row of the file; nothing is imported while there is one */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ImportExercisesAnswer = z.infer<typeof ImportExercisesAnswer>;
export const ExportExercisesQuery = z.object({
  courseId: courseRef,
  /** absent: the whole bank; 0: the root only; n: folder n with its sub-folders */
  parentId: z.coerce.number({ error: '文件夹必须是数字' }).int().min(0, { error: '文件夹无效' }).optional(),
});

export const exerciseCalls = defineCalls({
  exerciseFolders: { method: 'GET', path: '/exercise/folders/:courseId', params: CourseParams, answer: FolderList },
  saveExerciseFolder: { method: 'POST', path: '/exercise/folder/save', body: SaveFolderBody, answer: ExerciseFolder },
  moveExerciseFolder: { method: 'POST', path: '/exercise/folder/move', body: MoveFolderBody, answer: ExerciseFolder },
  deleteExerciseFolder: { method: 'POST', path: '/exercise/folder/delete/:folderId', params: FolderParams, answer: z.null() },
  listExercises: { method: 'GET', path: '/exercise/list', query: ExerciseListQuery, answer: pageOf(ExerciseSummary) },
  getExercise: { method: 'GET', path: '/exercise/:exerciseId', params: ExerciseParams, answer: Exercise },
  saveExercise: { method: 'POST', path: '/exercise/save', body: SaveExerciseBody, answer: SavedExercise },
  /** the question's versions, newest first, with what each changed */
  exerciseVersions: { method: 'GET', path: '/exercise/versions/:exerciseId', params: ExerciseParams, answer: ExerciseVersionList },
  /** one version's content (the current one too), read-only */
  exerciseVersion: {
    method: 'GET',
    path: '/exercise/version/:exerciseId',
    params: ExerciseParams,
    query: ExerciseVersionQuery,
    answer: ExerciseVersion,
  },
  deleteExercises: { method: 'POST', path: '/exercise/delete', body: ExerciseIdsBody, answer: z.object({ deleted: z.number().int() }) },
  moveExercises: { method: 'POST', path: '/exercise/move', body: MoveExercisesBody, answer: z.object({ moved: z.number().int() }) },
  copyExercises: { method: 'POST', path: '/exercise/copy', body: CopyExercisesBody, answer: z.object({ exerciseIds: z.array(z.number().int()) }) },
  /** the .xlsx template (a file, not an envelope) */
  exerciseImportTemplate: { method: 'GET', path: '/exercise/importTemplate' },
  /** multipart field `file`: an .xlsx of the template's columns; all rows or none */
  importExercises: { method: 'POST', path: '/exercise/import', query: ImportExercisesQuery, answer: ImportExercisesAnswer },
  /** the questions of a bank or folder as an .xlsx the import reads back */
  exportExercises: { method: 'GET', path: '/exercise/export', query: ExportExercisesQuery },
});

export { SqlRunResult, type SqlQuestionType };

/** A question of a paper (a task's or an exam's question list): the bank question, its place and this paper's score. */
export const PaperQuestion = z.object({
  exerciseId: z.number().int(),
  position: z.number().int(),
  type: ExerciseTypeSchema,
  stemText: z.string(),
  difficulty: DifficultySchema,
  knowledge: z.array(KnowledgeRef),
  sceneName: z.string().nullable(),
  /** this paper's score for the question, points */
  score: z.number(),
});
export type PaperQuestion = z.infer<typeof PaperQuestion>;
