import type { FastifyInstance } from 'fastify';
import { SCENE_IMPORT_MAX_BYTES, sceneCalls } from '@contract/scene';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import { SCENE_AUTHORS as AUTHORS } from '../../policy';
import { copyScene, deleteScene, getScene, listScenes, previewScene, saveScene } from './service';
import { exportScene, exportScenes, importScenes, previewSceneImport } from './transfer';

const SCENE_FILE = { field: 'file', maxBytes: SCENE_IMPORT_MAX_BYTES, what: '场景文件' };

export default async function sceneRoutes(app: FastifyInstance) {
  route(app, sceneCalls.saveScene, AUTHORS, async ({ auth, body }) => saveScene(app.db, app.grading, auth, body));
  route(app, sceneCalls.previewScene, AUTHORS, async ({ auth, body }) => previewScene(app.grading, auth, body.initSql));
  route(app, sceneCalls.listScenes, 'user', async ({ auth, query }) => listScenes(app.db, auth, query));
  route(app, sceneCalls.getScene, 'user', async ({ auth, params }) => getScene(app.db, app.grading, auth, params.sceneId));
  route(app, sceneCalls.deleteScene, AUTHORS, async ({ auth, params }) => deleteScene(app.db, auth, params.sceneId));
  route(app, sceneCalls.copyScene, AUTHORS, async ({ auth, body }) => copyScene(app.db, app.grading, auth, body));
  route(app, sceneCalls.exportScene, AUTHORS, async ({ auth, params }) => exportScene(app.db, auth, params.sceneId));
  route(app, sceneCalls.exportScenes, AUTHORS, async ({ auth, query }) => exportScenes(app.db, auth, query.courseId));
  route(app, sceneCalls.importScenesPreview, AUTHORS, async ({ auth, query, req }) =>
    previewSceneImport(app.db, app.grading, auth, query.courseId, await readUpload(req, SCENE_FILE)),
  );
  route(app, sceneCalls.importScenes, AUTHORS, async ({ auth, query, req }) =>
    importScenes(app.db, app.grading, auth, query.courseId, await readUpload(req, SCENE_FILE)),
  );
}
