import type { FastifyInstance } from 'fastify';
import { sceneCalls } from '@contract/scene';
import { route } from '../../lib/route';
import { SCENE_AUTHORS as AUTHORS } from '../../policy';
import { copyScene, deleteScene, getScene, listScenes, previewScene, saveScene } from './service';

export default async function sceneRoutes(app: FastifyInstance) {
  route(app, sceneCalls.saveScene, AUTHORS, async ({ auth, body }) => saveScene(app.db, app.grading, auth, body));
  route(app, sceneCalls.previewScene, AUTHORS, async ({ auth, body }) => previewScene(app.grading, auth, body.initSql));
  route(app, sceneCalls.listScenes, 'user', async ({ auth, query }) => listScenes(app.db, auth, query));
  route(app, sceneCalls.getScene, 'user', async ({ auth, params }) => getScene(app.db, app.grading, auth, params.sceneId));
  route(app, sceneCalls.deleteScene, AUTHORS, async ({ auth, params }) => deleteScene(app.db, auth, params.sceneId));
  route(app, sceneCalls.copyScene, AUTHORS, async ({ auth, body }) => copyScene(app.db, app.grading, auth, body));
}
