// buildApp(config) creates the whole server without listening; index.ts listens, tests inject. The server is a list of
// plugins (server/plugins/), in the order they depend on each other, then the modules' routes under /htdz.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { serializeError } from './lib/error-log';
import { registerModules } from './modules';
import { openLab } from './modules/lab/lifecycle';
import { openFiles } from './modules/library/converter';
import auth from './plugins/auth';
import caches from './plugins/caches';
import databasePlugin from './plugins/database';
import grading from './plugins/grading';
import input from './plugins/input';
import lifecycle from './plugins/lifecycle';
import openapi from './plugins/openapi';
import { prettyLogStream, usesPrettyLog } from './lib/log-format';
import requestContext, { loggedRequest, requestIdOptions, routerRefusal } from './plugins/request-context';
import transports from './plugins/transports';
import webApp from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export const API_PREFIX = '/htdz';
/** JSON bodies up to 4 MB reach validation, so an over-long field gets a field message, not a bare 413. */
const BODY_LIMIT = 4 * 1024 * 1024;

export async function buildApp(config: Config, given?: Database): Promise<FastifyInstance> {
  const secret = config.jwtSecret;
  if (!secret) throw new Error('buildApp needs config.jwtSecret (server/index.ts resolves it)');
  const app = Fastify({
    // errors are logged without the values of a failed query (server/lib/error-log.ts)
    logger: {
      level: config.logLevel,
      serializers: { req: loggedRequest, err: serializeError },
      ...(usesPrettyLog(config.logFormat) ? { stream: prettyLogStream(process.stdout) } : {}),
    },
    frameworkErrors: routerRefusal,
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-For only from the configured proxies (HTDZ_TRUST_PROXY): the login limits count req.ip
    trustProxy: config.trustProxy,
    // every log line of a request carries its id; the answer carries it back (X-Request-Id)
    ...requestIdOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  const database = given ?? (await openDatabase(config.databaseUrl, config.dataDir, { poolMax: config.dbPoolMax, preparedPerConnection: config.dbPrepared }));

  await app.register(requestContext);
  await app.register(databasePlugin, { database, owned: !given });
  await app.register(lifecycle);
  await app.register(caches, { database });
  await app.register(grading);
  await app.register(input);
  await app.register(auth, { secret });
  await app.register(transports);
  await app.register(openapi, { apiPrefix: API_PREFIX });
  await app.register(fp(openLab));
  await app.register(fp(openFiles));
  await app.register(registerModules, { prefix: API_PREFIX });
  await app.register(webApp, { apiPrefix: API_PREFIX });
  return app;
}
