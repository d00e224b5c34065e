// Scenes 场景: small databases for SQL questions, per course or in the public library (PRODUCT.md).
import { defineCalls } from './call';
import { PageQuery, pageOf } from './envelope';
import { SqlColumn, SqlValue, sqlScript } from './grading';
import { id, name, optionalId, optionalText, z } from './zod';

/** How many rows of each table the scene editor shows. */
export const SCENE_SAMPLE_ROWS = 5;

/**
 * Hidden data 隐藏数据 (PRODUCT.md, Grading): scripts run after the init script on a copy of the scene (same tables,
 * other rows). A SQL answer is right only if it is right on the visible scene and on each of them; students never
 * see their rows.
 */
export const HIDDEN_DATA_MAX = 5;

/** A column of a scene's table: its name, its type as PostgreSQL writes it, and whether it takes NULL. */
export const SceneColumn = SqlColumn.extend({
  /** NOT NULL (a primary key's columns are) */
  notNull: z.boolean().default(false),
});
export type SceneColumn = z.infer<typeof SceneColumn>;

/** A foreign key: `columns` of the table refer to `refColumns` of `refTable` (in the same order). */
export const SceneForeignKey = z.object({
  columns: z.array(z.string()),
  refTable: z.string(),
  refColumns: z.array(z.string()),
});
export type SceneForeignKey = z.infer<typeof SceneForeignKey>;

/**
 * A table the init script makes (never hidden data's), as the grading engine describes it from the catalog: columns,
 * keys, how many rows and the first SCENE_SAMPLE_ROWS of them. Scenes stored before keys were described lack
 * `primaryKey`, `foreignKeys` and `notNull`: they parse as none (server/modules/scenes re-describes them when read).
 */
export const SceneTable = z.object({
  name: z.string(),
  columns: z.array(SceneColumn),
  /** the primary key's columns in key order; empty without one */
  primaryKey: z.array(z.string()).default([]),
  foreignKeys: z.array(SceneForeignKey).default([]),
  rowCount: z.number().int(),
  sampleRows: z.array(z.array(SqlValue)),
});
export type SceneTable = z.infer<typeof SceneTable>;
/** A table as stored with a scene (the scenes table's JSON), maybe from before keys were described. */
export type StoredSceneTable = z.input<typeof SceneTable>;

/** courseId null: the public library (公共场景库). */
export const SceneSummary = z.object({
  sceneId: z.number().int(),
  courseId: z.number().int().nullable(),
  courseName: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  tableNames: z.array(z.string()),
  creatorName: z.string(),
  /** how many questions use the scene; a scene in use cannot be deleted */
  usedBy: z.number().int(),
  /** how many hidden data scripts the scene has (their text only for those who may edit it) */
  hiddenDataCount: z.number().int(),
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type SceneSummary = z.infer<typeof SceneSummary>;

export const Scene = SceneSummary.extend({
  /** the init script; empty for a student who reads a course's scene only because a question of theirs uses it */
  initSql: z.string(),
  /** the hidden data scripts, for those who may edit the scene; empty for everyone else */
  hiddenData: z.array(z.string()),
  tables: z.array(SceneTable),
  createdAt: z.string(),
});
export type Scene = z.infer<typeof Scene>;

/** 0, null and absent all mean the public library. */
const courseRef = optionalId('课程');

export const SaveSceneBody = z.object({
  sceneId: id('场景')
    .nullish()
    .transform((v) => v ?? null),
  courseId: courseRef,
  name: name('场景名称', 60),
  description: optionalText('场景说明', 2000),
  initSql: sqlScript('初始化脚本'),
  hiddenData: z
    .array(sqlScript('隐藏数据'))
    .max(HIDDEN_DATA_MAX, { error: `隐藏数据最多 ${HIDDEN_DATA_MAX} 组` })
    .optional()
    .transform((v) => v ?? []),
});
export type SaveSceneInput = z.output<typeof SaveSceneBody>;

export const PreviewSceneBody = z.object({ initSql: sqlScript('初始化脚本') });
export const ScenePreview = z.object({ tables: z.array(SceneTable) });

export const SceneListQuery = PageQuery.extend({
  courseId: courseRef,
  keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional(),
});
export const SceneParams = z.object({ sceneId: id('场景') });
export const CopySceneBody = z.object({
  sceneId: id('场景'),
  courseId: id('课程'),
});

/**
 * A saved scene, and when its questions' reference answers no longer run on it (its script or hidden data changed),
 * a warning for its author naming them; null when there is nothing to say.
 */
export const SavedScene = Scene.extend({ dataWarning: z.string().nullable() });
export type SavedScene = z.infer<typeof SavedScene>;

/**
 * The scene file 场景文件 (docs/scene-file.md): scenes as exportScenes writes them and importScenes reads them. Tables
 * are not in it: an import runs each init script in the grading sandbox and describes them again.
 */
export const SCENE_FILE_FORMAT = 'htdz-scenes';
export const SCENE_FILE_VERSION = 1;
/** The largest file and the most scenes one import takes (every scene runs in the sandbox, twice with a preview). */
export const SCENE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const SCENE_IMPORT_MAX_SCENES = 50;

/** A scene in the file: what saving one takes, without its place. hiddenData is [] for those who may not edit it. */
export const SceneFileScene = z.object({
  name: z.string(),
  description: z.string().nullable(),
  initSql: z.string(),
  hiddenData: z.array(z.string()),
});
export type SceneFileScene = z.infer<typeof SceneFileScene>;

export const SceneFile = z.object({
  format: z.literal(SCENE_FILE_FORMAT),
  version: z.literal(SCENE_FILE_VERSION),
  exportedAt: z.string(),
  scenes: z.array(SceneFileScene),
});
export type SceneFile = z.infer<typeof SceneFile>;

/** An export: the file and the name to save it under; how many scenes' hidden data it leaves out (not the caller's to read). */
export const SceneExport = z.object({
  fileName: z.string(),
  file: SceneFile,
  hiddenDataLeftOut: z.number().int(),
});
export type SceneExport = z.infer<typeof SceneExport>;

/** Where scenes of a file go, or which scenes are exported: a course, or the public library (0 or absent). */
export const SceneTransferQuery = z.object({ courseId: courseRef });

/** A scene of an imported file, as it is (or would be) written. */
export const SceneImportItem = z.object({
  /** the name in the file */
  name: z.string(),
  /** the name it is saved under: the file's, or with （导入）, （导入 2）… when the course (or the file) has it already */
  savedAs: z.string(),
  /** the tables its init script makes; empty when it does not run */
  tableNames: z.array(z.string()),
  hiddenDataCount: z.number().int(),
  /** what is wrong with it, null when it can be imported; one problem and nothing is imported */
  problem: z.string().nullable(),
});
export type SceneImportItem = z.infer<typeof SceneImportItem>;

export const SceneImportAnswer = z.object({
  scenes: z.array(SceneImportItem),
  /** the new scenes, in the file's order; empty for a preview */
  sceneIds: z.array(z.number().int()),
});
export type SceneImportAnswer = z.infer<typeof SceneImportAnswer>;

export const sceneCalls = defineCalls({
  saveScene: { method: 'POST', path: '/scene/save', body: SaveSceneBody, answer: SavedScene },
  previewScene: { method: 'POST', path: '/scene/preview', body: PreviewSceneBody, answer: ScenePreview },
  listScenes: { method: 'GET', path: '/scene/list', query: SceneListQuery, answer: pageOf(SceneSummary) },
  getScene: { method: 'GET', path: '/scene/:sceneId', params: SceneParams, answer: Scene },
  deleteScene: { method: 'POST', path: '/scene/delete/:sceneId', params: SceneParams, answer: z.null() },
  copyScene: { method: 'POST', path: '/scene/copy', body: CopySceneBody, answer: Scene },
  /** one scene as a scene file */
  exportScene: { method: 'GET', path: '/scene/export/:sceneId', params: SceneParams, answer: SceneExport },
  /** every scene of a course, or of the public library, as one scene file */
  exportScenes: { method: 'GET', path: '/scene/export', query: SceneTransferQuery, answer: SceneExport },
  /** multipart field `file`: a scene file; checks every scene as importScenes does and writes nothing */
  importScenesPreview: { method: 'POST', path: '/scene/import/preview', query: SceneTransferQuery, answer: SceneImportAnswer },
  /** multipart field `file`: a scene file; every scene or none is written (a refusal names the scene and the problem) */
  importScenes: { method: 'POST', path: '/scene/import', query: SceneTransferQuery, answer: SceneImportAnswer },
});
