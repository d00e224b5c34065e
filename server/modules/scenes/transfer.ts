// Scenes to and from a scene file (docs/scene-file.md): an export of one scene or of every scene of a course (or the
// public library), with hidden data only for those who may edit the scenes; an import that checks every scene as
// saving one does (its scripts run in the grading sandbox) and writes all of them or none.
import { asc, eq, isNull } from 'drizzle-orm';
import { SCENE_FILE_FORMAT, SCENE_FILE_VERSION, type SceneExport, type SceneImportAnswer, type SceneImportItem, type SceneTable } from '@contract/scene';
import type { Db, DbOrTx } from '../../db/client';
import { scenes } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, forbidden, invalid } from '../../lib/errors';
import type { Upload } from '../../lib/upload';
import { canEditScene, canViewScene, type CourseRef } from '../../policy';
import { courseFor } from '../courses/access';
import { importedName, readSceneFile, type FileScene } from './scene-file';
import { checkHiddenData, courseRefOf, describeOrRefuse, refuseEdit, visibleScene } from './service';

type SceneRow = typeof scenes.$inferSelect;

/** A file name fit for every system: no folders, no characters Windows refuses, no control characters. */
const fileNameOf = (title: string) => `${title.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').trim() || '场景'}.json`;

function exportOf(rows: SceneRow[], withHiddenData: boolean, title: string): SceneExport {
  return {
    fileName: fileNameOf(title),
    file: {
      format: SCENE_FILE_FORMAT,
      version: SCENE_FILE_VERSION,
      exportedAt: new Date().toISOString(),
      scenes: rows.map((s) => ({
        name: s.name,
        description: s.description,
        initSql: s.initSql,
        // hidden data is for those who may edit the scene (contract/scene.ts HIDDEN_DATA_MAX)
        hiddenData: withHiddenData ? s.hiddenData : [],
      })),
    },
    hiddenDataLeftOut: withHiddenData ? 0 : rows.filter((s) => s.hiddenData.length > 0).length,
  };
}

/** One scene the actor may read, as a scene file. */
export async function exportScene(db: DbOrTx, actor: AuthContext, sceneId: number): Promise<SceneExport> {
  const j = await visibleScene(db, actor, sceneId);
  return exportOf([j.s], canEditScene(actor, courseRefOf(j)), `场景-${j.s.name}`);
}

/** Every scene of a course (null: the public library) the actor may read, as one scene file, oldest first. */
export async function exportScenes(db: DbOrTx, actor: AuthContext, courseId: number | null): Promise<SceneExport> {
  const course = courseId === null ? null : await courseFor(db, courseId);
  if (!canViewScene(actor, course)) throw forbidden('没有权限查看这门课程的场景');
  const rows = await db
    .select()
    .from(scenes)
    .where(courseId === null ? isNull(scenes.courseId) : eq(scenes.courseId, courseId))
    .orderBy(asc(scenes.id));
  return exportOf(rows, canEditScene(actor, course), course ? `${course.name}-场景` : '公共场景库-场景');
}

/** The course (null: the public library) the actor may create scenes in, as saving a scene there asks. */
async function importTarget(db: DbOrTx, actor: AuthContext, courseId: number | null): Promise<CourseRef | null> {
  const course = courseId === null ? null : await courseFor(db, courseId);
  if (!canEditScene(actor, course)) throw refuseEdit(actor, course);
  return course;
}

const namesIn = async (db: DbOrTx, courseId: number | null) =>
  new Set(
    (
      await db
        .select({ name: scenes.name })
        .from(scenes)
        .where(courseId === null ? isNull(scenes.courseId) : eq(scenes.courseId, courseId))
    ).map((r) => r.name),
  );

/** A scene of the file checked through: its values and the tables its init script makes, or what is wrong. */
type Checked = FileScene & { tables: SceneTable[] };

/** Runs each valid scene's scripts in the sandbox as saving it would; one that fails keeps the reason. */
async function checkScenes(grading: GradingEngine, actor: AuthContext, file: FileScene[]): Promise<Checked[]> {
  const checked: Checked[] = [];
  for (const scene of file) {
    if (scene.values === null) {
      checked.push({ ...scene, tables: [] });
      continue;
    }
    let tables: SceneTable[] = [];
    try {
      tables = await describeOrRefuse(grading, actor, scene.values.initSql);
      await checkHiddenData(grading, actor, scene.values.initSql, tables, scene.values.hiddenData);
      checked.push({ ...scene, tables });
    } catch (e) {
      // the sandbox itself failing is no scene's fault: the request fails as a whole and nothing is written
      if (!(e instanceof AppError)) throw e;
      checked.push({ ...scene, values: null, problem: e.message, tables });
    }
  }
  return checked;
}

/** The scenes as the answer lists them, each with the name it gets next to those of `taken`. */
const itemsOf = (checked: Checked[], taken: Set<string>): SceneImportItem[] =>
  checked.map((c) => ({
    name: c.name,
    savedAs: c.values ? importedName(c.values.name, taken) : c.name,
    tableNames: c.tables.map((t) => t.name),
    hiddenDataCount: c.hiddenDataCount,
    problem: c.problem,
  }));

async function readAndCheck(db: DbOrTx, grading: GradingEngine, actor: AuthContext, courseId: number | null, upload: Upload): Promise<Checked[]> {
  await importTarget(db, actor, courseId);
  return checkScenes(grading, actor, readSceneFile(upload.buffer));
}

/** What importing the file would do: every scene with its new name, its tables, or what is wrong. Writes nothing. */
export async function previewSceneImport(
  db: DbOrTx,
  grading: GradingEngine,
  actor: AuthContext,
  courseId: number | null,
  upload: Upload,
): Promise<SceneImportAnswer> {
  const checked = await readAndCheck(db, grading, actor, courseId, upload);
  return { scenes: itemsOf(checked, await namesIn(db, courseId)), sceneIds: [] };
}

/** Imports every scene of the file, or, when one is wrong, none: the refusal names the first wrong scene and why. */
export async function importScenes(db: Db, grading: GradingEngine, actor: AuthContext, courseId: number | null, upload: Upload): Promise<SceneImportAnswer> {
  const checked = await readAndCheck(db, grading, actor, courseId, upload);
  const wrong = checked.filter((c) => c.problem !== null);
  if (wrong.length > 0) {
    const more = wrong.length > 1 ? `（共 ${wrong.length} 个场景有错误）` : '';
    throw invalid(`没有导入任何场景：${wrong[0]!.label}：${wrong[0]!.problem}${more}`);
  }
  return db.transaction(async (tx) => {
    // the right to create here, and the names taken, as they are now (the sandbox took its time)
    await importTarget(tx, actor, courseId);
    const items = itemsOf(checked, await namesIn(tx, courseId));
    const rows = checked.flatMap((c, i) => (c.values ? [{ ...c.values, name: items[i]!.savedAs, tables: c.tables, courseId, createdBy: actor.userId }] : []));
    const inserted = await tx.insert(scenes).values(rows).returning({ id: scenes.id });
    // serial ids are drawn row by row, so in ascending order they are the file's order
    return { scenes: items, sceneIds: inserted.map((r) => r.id).sort((a, b) => a - b) };
  });
}
