// The built web app when there is one: hashed assets cached for a year, every other GET outside /htdz answers
// index.html; without one, and for /htdz, an unknown address is the envelope's 404.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { apiNotFound } from '../lib/error-handler';

export default fp<{ apiPrefix: string }>(async function webApp(app, { apiPrefix }) {
  const webDir = app.config.webDir;
  const indexFile = webDir && path.join(webDir, 'index.html');
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : undefined;
  app.setNotFoundHandler((req, reply) => {
    if (indexHtml && req.method === 'GET' && !req.url.startsWith(apiPrefix)) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send(apiNotFound());
  });
  if (!indexHtml) return;
  // Loaded only when there is a bundle to serve: API tests never need it.
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // .br / .gz made by scripts/precompress.mjs, sent when the browser accepts them
    preCompressed: true,
    setHeaders: (res, file) => {
      // the name of the file sent: umi.1a2b3c4d.js, or umi.1a2b3c4d.js.br when precompressed
      if (/\.[0-9a-f]{8,}\.(js|css)(\.br|\.gz)?$/.test(file) || /\.async\.js(\.br|\.gz)?$/.test(file)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
});
