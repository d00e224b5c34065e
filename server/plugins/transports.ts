// The ways in besides JSON: file uploads (multipart) and the lab terminal's WebSocket (server/modules/lab/terminal.ts).
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';

export default fp(async function transports(app) {
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 10 } });
  // Keystrokes and pastes are small. A socket the server closes (a stop, a shutdown) waits 3 s, not ws's 30, for a
  // browser that no longer answers (ws 8.23 takes closeTimeout; its types do not list it yet).
  const socketOptions = { maxPayload: 128 * 1024, closeTimeout: 3000 };
  await app.register(websocket, { options: socketOptions });
});
