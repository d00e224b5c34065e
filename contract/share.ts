// Sharing 共享: a teacher who may edit a question or a scene lets named colleagues, or every teacher of the school,
// read it and copy it into their own courses, without the public library's expert. A share is one object for one
// recipient (none: the whole school); its owner withdraws it, and it goes with the object.
import { defineCalls } from './call';
import { PageQuery, pageOf } from './envelope';
import { DifficultySchema, Exercise, ExerciseTypeSchema } from './exercise';
import { Scene } from './scene';
import { id, optionalId, z } from './zod';

export const SHARE_KINDS = ['exercise', 'scene'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
export const ShareKindSchema = z.enum(SHARE_KINDS, { error: '请选择题目或场景' });

export const SHARE_LIMITS = {
  /** questions or scenes in one share, one copy or one withdrawal */
  maxObjects: 200,
  /** named colleagues in one share */
  maxRecipients: 100,
} as const;

/** Ids of one batch: at least one, at most `max`, each once. */
const batchOf = (label: string, unit: string, verb: string, max: number = SHARE_LIMITS.maxObjects) =>
  z
    .array(id(label), { error: `请选择${label}` })
    .min(1, { error: `请选择${label}` })
    .max(max, { error: `一次最多${verb} ${max} ${unit}${label}` })
    .transform((ids) => [...new Set(ids)]);

const recipientIds = z
  .array(id('教师'), { error: '请选择教师' })
  .max(SHARE_LIMITS.maxRecipients, { error: `一次最多共享给 ${SHARE_LIMITS.maxRecipients} 位教师` })
  .default([])
  .transform((ids) => [...new Set(ids)]);

const toWhom = {
  /** named colleagues (teachers), each gets a share of their own */
  recipientIds,
  /** every teacher of the school 全校教师, now and later */
  wholeSchool: z.boolean({ error: '请选择是否共享给全校教师' }).default(false),
};
const someone = (b: { recipientIds: number[]; wholeSchool: boolean }) => b.wholeSchool || b.recipientIds.length > 0;
const SOMEONE = { error: '请选择要共享给的教师，或共享给全校教师', path: ['recipientIds'] };

export const ShareExercisesBody = z.object({ exerciseIds: batchOf('题目', '道', '共享'), ...toWhom }).refine(someone, SOMEONE);
export const ShareScenesBody = z.object({ sceneIds: batchOf('场景', '个', '共享'), ...toWhom }).refine(someone, SOMEONE);
/** How many shares are new; the others were there already (a share is one object for one recipient). */
export const ShareAnswer = z.object({ created: z.number().int(), existing: z.number().int() });
export type ShareAnswer = z.infer<typeof ShareAnswer>;

/** A teacher a share goes to; null on a share is the whole school. */
export const ShareRecipient = z.object({ userId: z.number().int(), code: z.string(), name: z.string() });

/** One of the caller's own shares (我共享的). */
export const Share = z.object({
  shareId: z.number().int(),
  kind: ShareKindSchema,
  /** the question's or the scene's id */
  objectId: z.number().int(),
  /** the question's stem as plain text, or the scene's name */
  title: z.string(),
  /** a question's type; null for a scene */
  exerciseType: ExerciseTypeSchema.nullable(),
  courseName: z.string().nullable(),
  /** null: every teacher of the school */
  recipient: ShareRecipient.nullable(),
  sharedAt: z.string(),
});
export type Share = z.infer<typeof Share>;

const keyword = z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional();

export const MySharesQuery = PageQuery.extend({ kind: ShareKindSchema, keyword });
export const WithdrawSharesBody = z.object({ shareIds: batchOf('共享', '条', '撤回') });

/** Who shared an object with the caller, and when it was last shared (one row per object, however many shares). */
const received = {
  /** the teachers who shared it with the caller or the whole school, by name */
  sharedBy: z.array(z.string()),
  /** one of those shares is to every teacher of the school */
  wholeSchool: z.boolean(),
  sharedAt: z.string(),
};

/** A question shared with the caller (共享给我的). */
export const SharedExercise = z.object({
  exerciseId: z.number().int(),
  type: ExerciseTypeSchema,
  stemText: z.string(),
  difficulty: DifficultySchema,
  score: z.number(),
  sceneName: z.string().nullable(),
  courseName: z.string().nullable(),
  authorName: z.string(),
  ...received,
});
export type SharedExercise = z.infer<typeof SharedExercise>;

/** A scene shared with the caller. */
export const SharedScene = z.object({
  sceneId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  tableNames: z.array(z.string()),
  courseName: z.string().nullable(),
  creatorName: z.string(),
  ...received,
});
export type SharedScene = z.infer<typeof SharedScene>;

export const SharedExercisesQuery = PageQuery.extend({ keyword, type: ExerciseTypeSchema.optional(), difficulty: DifficultySchema.optional() });
export const SharedScenesQuery = PageQuery.extend({ keyword });
const SharedExerciseParams = z.object({ exerciseId: id('题目') });
const SharedSceneParams = z.object({ sceneId: id('场景') });

/** Into a folder of a course the caller edits: each question with its scene (copied too) and knowledge points by name. */
export const CopySharedExercisesBody = z.object({
  exerciseIds: batchOf('题目', '道', '复制'),
  courseId: id('课程'),
  /** 0, null and absent: the bank's root */
  parentId: optionalId('目标文件夹'),
});
export const CopySharedScenesBody = z.object({ sceneIds: batchOf('场景', '个', '复制'), courseId: id('课程') });

export const shareCalls = defineCalls({
  shareExercises: { method: 'POST', path: '/share/exercises', body: ShareExercisesBody, answer: ShareAnswer },
  shareScenes: { method: 'POST', path: '/share/scenes', body: ShareScenesBody, answer: ShareAnswer },
  /** the caller's own shares of one kind, newest first */
  myShares: { method: 'GET', path: '/share/mine', query: MySharesQuery, answer: pageOf(Share) },
  /** by the teacher who shared, or one who may edit the object now */
  withdrawShares: { method: 'POST', path: '/share/withdraw', body: WithdrawSharesBody, answer: z.object({ withdrawn: z.number().int() }) },
  sharedExercises: { method: 'GET', path: '/share/received/exercises', query: SharedExercisesQuery, answer: pageOf(SharedExercise) },
  /** the whole question, answers included (teachers only, and only while it is shared with them) */
  sharedExercise: { method: 'GET', path: '/share/received/exercise/:exerciseId', params: SharedExerciseParams, answer: Exercise },
  copySharedExercises: {
    method: 'POST',
    path: '/share/received/exercises/copy',
    body: CopySharedExercisesBody,
    answer: z.object({ exerciseIds: z.array(z.number().int()) }),
  },
  sharedScenes: { method: 'GET', path: '/share/received/scenes', query: SharedScenesQuery, answer: pageOf(SharedScene) },
  sharedScene: { method: 'GET', path: '/share/received/scene/:sceneId', params: SharedSceneParams, answer: Scene },
  copySharedScenes: {
    method: 'POST',
    path: '/share/received/scenes/copy',
    body: CopySharedScenesBody,
    answer: z.object({ sceneIds: z.array(z.number().int()) }),
  },
});
