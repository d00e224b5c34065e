import type { FastifyInstance } from 'fastify';
import { homeCalls } from '@contract/home';
import { route } from '../../lib/route';
import { homeSummary } from './service';

export default async function homeRoutes(app: FastifyInstance) {
  route(app, homeCalls.getHomeSummary, 'user', async ({ auth }) => homeSummary(app.db, auth));
}
