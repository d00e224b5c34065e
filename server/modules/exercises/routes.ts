import type { FastifyInstance } from 'fastify';
import { exerciseCalls } from '@contract/exercise';
import { RoleId } from '@contract/roles';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import { sendXlsx } from '../../lib/xlsx-sheet';
import { deleteFolder, listFolders, moveFolder, saveFolder } from './folders';
import { buildExerciseTemplate, EXERCISE_IMPORT_MAX_BYTES, EXERCISE_TEMPLATE_NAME, exportExercises, importExercises } from './transfer';
import { copyExercises, deleteExercises, getExercise, listExercises, moveExercises, saveExercise } from './service';
import { getExerciseVersion, listExerciseVersions } from './versions';

/** Question banks are for those who write or review questions; students never reach them (answers inside). */
const AUTHORS = [RoleId.TEACHER, RoleId.EXPERT, RoleId.ADMIN];

export default async function exerciseRoutes(app: FastifyInstance) {
  route(app, exerciseCalls.exerciseFolders, AUTHORS, async ({ auth, params }) => listFolders(app.db, auth, params.courseId));
  route(app, exerciseCalls.saveExerciseFolder, AUTHORS, async ({ auth, body }) => saveFolder(app.db, auth, body));
  route(app, exerciseCalls.moveExerciseFolder, AUTHORS, async ({ auth, body }) => moveFolder(app.db, auth, body));
  route(app, exerciseCalls.deleteExerciseFolder, AUTHORS, async ({ auth, params }) => deleteFolder(app.db, auth, params.folderId));
  route(app, exerciseCalls.listExercises, AUTHORS, async ({ auth, query }) => listExercises(app.db, auth, query));
  route(app, exerciseCalls.getExercise, AUTHORS, async ({ auth, params }) => getExercise(app.db, auth, params.exerciseId));
  route(app, exerciseCalls.saveExercise, AUTHORS, async ({ auth, body }) => saveExercise(app.db, app.grading, auth, body));
  route(app, exerciseCalls.exerciseVersions, AUTHORS, async ({ auth, params }) => listExerciseVersions(app.db, auth, params.exerciseId));
  route(app, exerciseCalls.exerciseVersion, AUTHORS, async ({ auth, params, query }) => getExerciseVersion(app.db, auth, params.exerciseId, query.version));
  route(app, exerciseCalls.deleteExercises, AUTHORS, async ({ auth, body }) => deleteExercises(app.db, auth, body.exerciseIds));
  route(app, exerciseCalls.moveExercises, AUTHORS, async ({ auth, body }) => moveExercises(app.db, auth, body));
  route(app, exerciseCalls.copyExercises, AUTHORS, async ({ auth, body }) => copyExercises(app.db, auth, body));
  route(app, exerciseCalls.exerciseImportTemplate, AUTHORS, async ({ reply }) =>
    sendXlsx(reply, 'exercise-import-template.xlsx', EXERCISE_TEMPLATE_NAME, await buildExerciseTemplate()),
  );
  route(app, exerciseCalls.importExercises, AUTHORS, async ({ auth, query, req }) =>
    importExercises(app.db, app.grading, auth, query, await readUpload(req, { field: 'file', maxBytes: EXERCISE_IMPORT_MAX_BYTES, what: 'Excel 文件' })),
  );
  route(app, exerciseCalls.exportExercises, AUTHORS, async ({ auth, query, reply }) =>
    sendXlsx(reply, 'exercises.xlsx', `题目导出-${new Date().toISOString().slice(0, 10)}.xlsx`, await exportExercises(app.db, auth, query)),
  );
}
