// For load balancers and orchestrators (docs/deploy.md): is the process alive, and may it take traffic now. Both are
// public and cheap. /ready answers HTTP 503 (with the envelope) when the database does not answer or the process is
// shutting down, since that status is what a load balancer reads.
import { defineCalls } from './call';
import { z } from './zod';

export const Health = z.object({
  status: z.literal('ok'),
  /** seconds since the process started */
  uptimeSeconds: z.number(),
  version: z.string(),
  /** the server process that answered (several share the port with HTDZ_WORKERS) */
  pid: z.number().int(),
});

export const Readiness = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** the round trip of `select 1`, ms */
  databaseMs: z.number(),
});

export const opsCalls = defineCalls({
  health: { method: 'GET', path: '/health', answer: Health },
  ready: { method: 'GET', path: '/ready', answer: Readiness },
});
