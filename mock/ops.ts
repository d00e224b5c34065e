// Mocks of /htdz/health and /htdz/ready for `max dev` without the server: alive and ready, as the embedded database.
import { ok } from './_envelope';

type Res = { json: (body: unknown) => void };
const started = Date.now();

export default {
  'GET /htdz/health': (_req: unknown, res: Res) => res.json(ok({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000), version: '0.1.0', pid: 4242 })),
  'GET /htdz/ready': (_req: unknown, res: Res) => res.json(ok({ status: 'ready', database: 'pglite', databaseMs: 0.4 })),
};
