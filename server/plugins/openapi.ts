// The API described from the contract's schemas, at /htdz/openapi.json: swagger collects every route registered after it.
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp<{ apiPrefix: string }>(async function openapi(app, { apiPrefix }) {
  await app.register(swagger, {
    openapi: { info: { title: '教学平台 API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get(`${apiPrefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
});
