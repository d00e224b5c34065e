import type { FastifyInstance } from 'fastify';
import { gradingCalls } from '@contract/grading';
import { route } from '../../lib/route';
import { SCENE_AUTHORS as AUTHORS } from '../../policy';
import { checkSql, runSql } from './service';

export default async function gradingRoutes(app: FastifyInstance) {
  route(app, gradingCalls.runSql, 'user', async ({ auth, body }) => runSql(app.db, app.grading, auth, body));
  route(app, gradingCalls.checkSql, AUTHORS, async ({ auth, body }) => checkSql(app.db, app.grading, auth, body));
}
