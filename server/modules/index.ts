import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/routes';

/** Every module's routes, under /htdz. */
export async function registerModules(app: FastifyInstance) {
  await app.register(authRoutes);
}
