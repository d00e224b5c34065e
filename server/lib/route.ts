// Registers a contract call as a Fastify route: schemas from contract/, the access check, one handler, the envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authCalls, MUST_CHANGE_PASSWORD_MESSAGE } from '@contract/auth';
import type { CacheTag, CallDef } from '@contract/call';
import { envelope } from '@contract/envelope';
import { sysCalls } from '@contract/sys';
import type { z } from '@contract/zod';
import type { AuthContext } from './auth-context';
import { ok } from './envelope';
import { forbidden } from './errors';
import { requireAuth } from './require-auth';

/** 'public': anyone; 'user': any signed-in user; a list: signed-in users whose active role acts as one of these. */
export type Access = 'public' | 'user' | readonly number[];

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type CallInput<C extends CallDef, A extends Access> = {
  body: Out<C['body']>;
  query: Out<C['query']>;
  params: Out<C['params']>;
  auth: A extends 'public' ? AuthContext | null : AuthContext;
  req: FastifyRequest;
  reply: FastifyReply;
  /** puts a fresh token in the answer's envelope (login, password change) */
  issueToken: (token: string) => void;
};

function schemaOf(call: CallDef) {
  return {
    ...(call.body ? { body: call.body } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.params ? { params: call.params } : {}),
    ...(call.answer ? { response: { 200: envelope(call.answer) } } : {}),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what the call's writes make stale (its contract's `invalidates`), forgotten once it answered (server/plugins/caches.ts) */
    forgets?: readonly CacheTag[];
  }
}

/**
 * What an account still on the first password a teacher handed out may call (besides the public calls): who it is,
 * logout, and changing that password. Everything else answers 403 请先修改初始密码 until it is changed.
 */
const BEFORE_FIRST_PASSWORD_CHANGE: readonly CallDef[] = [authCalls.getCurrentUser, authCalls.logout, sysCalls.userUpdatePassword];

/** The access hook of a call: signed in, in one of the roles, and past the first password unless the call is one of those. */
function gateOf(call: CallDef, access: Exclude<Access, 'public'>) {
  const signedIn = requireAuth(access === 'user' ? null : access);
  if (BEFORE_FIRST_PASSWORD_CHANGE.includes(call)) return signedIn;
  return async (req: FastifyRequest) => {
    await signedIn(req);
    if (req.auth?.mustChangePassword) throw forbidden(MUST_CHANGE_PASSWORD_MESSAGE);
  };
}

/** Who may make each registered call ('METHOD /htdz/path' → access), for the security matrix (tests/security). */
export const routeAccess = new Map<string, Access>();

/** A call answered with the envelope around the handler's result. */
export function route<C extends CallDef, A extends Access>(
  app: FastifyInstance,
  call: C,
  access: A,
  handler: (input: CallInput<C, A>) => Promise<C['answer'] extends z.ZodType ? z.input<C['answer']> : unknown>,
) {
  routeAccess.set(`${call.method} ${app.prefix}${call.path}`, access);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: schemaOf(call),
    config: { forgets: call.invalidates },
    // Before validation: a caller without the right gets 401/403, never a lesson in the body's schema.
    preValidation: access === 'public' ? undefined : gateOf(call, access),
    handler: async (req, reply) => {
      let issued: string | undefined;
      const obj = await handler({
        body: req.body as Out<C['body']>,
        query: req.query as Out<C['query']>,
        params: req.params as Out<C['params']>,
        auth: req.auth as CallInput<C, A>['auth'],
        req,
        reply,
        issueToken: (token) => {
          issued = token;
        },
      });
      // Calls without an `answer` (file downloads) send their own reply.
      if (reply.sent || (obj as unknown) === reply) return reply;
      return ok(obj ?? null, issued ?? req.auth?.renewedToken);
    },
  });
}
