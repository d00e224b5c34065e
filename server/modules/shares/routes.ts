import type { FastifyInstance } from 'fastify';
import { RoleId } from '@contract/roles';
import { shareCalls } from '@contract/share';
import { route } from '../../lib/route';
import { copySharedExercises, copySharedScenes, sharedExercise, sharedExercises, sharedScene, sharedScenes } from './received';
import { myShares, share, withdrawShares } from './service';

/** Sharing is among teachers: students never see what is shared (answers inside), admins and experts have their own ways. */
const TEACHERS = [RoleId.TEACHER];

export default async function shareRoutes(app: FastifyInstance) {
  route(app, shareCalls.shareExercises, TEACHERS, async ({ auth, body }) => share(app.db, auth, 'exercise', { ...body, ids: body.exerciseIds }));
  route(app, shareCalls.shareScenes, TEACHERS, async ({ auth, body }) => share(app.db, auth, 'scene', { ...body, ids: body.sceneIds }));
  route(app, shareCalls.myShares, TEACHERS, async ({ auth, query }) => myShares(app.db, auth, query));
  route(app, shareCalls.withdrawShares, TEACHERS, async ({ auth, body }) => withdrawShares(app.db, auth, body.shareIds));
  route(app, shareCalls.sharedExercises, TEACHERS, async ({ auth, query }) => sharedExercises(app.db, auth, query));
  route(app, shareCalls.sharedExercise, TEACHERS, async ({ auth, params }) => sharedExercise(app.db, auth, params.exerciseId));
  route(app, shareCalls.copySharedExercises, TEACHERS, async ({ auth, body }) => copySharedExercises(app.db, auth, body));
  route(app, shareCalls.sharedScenes, TEACHERS, async ({ auth, query }) => sharedScenes(app.db, auth, query));
  route(app, shareCalls.sharedScene, TEACHERS, async ({ auth, params }) => sharedScene(app.db, app.grading, auth, params.sceneId));
  route(app, shareCalls.copySharedScenes, TEACHERS, async ({ auth, body }) => copySharedScenes(app.db, auth, body));
}
