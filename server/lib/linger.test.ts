import net from 'node:net';
import { lingerBeforeClosing } from './linger';

/** A server that answers each connection with `answer` and ends it through destroySoon, as Node's HTTP server does. */
async function lingeringServer(limits: { ms: number; bytes: number }) {
  const closed: Promise<void>[] = [];
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    closed.push(new Promise((resolve) => socket.once('close', () => resolve())));
    lingerBeforeClosing(socket, limits);
    socket.write('answer');
    socket.destroySoon();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, closed, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A client that keeps its side open after the server's answer and FIN, then sends `bytes`: what it read by the FIN,
 * and the socket, to be destroyed by the test.
 */
function client(port: number, bytes: number): Promise<{ read: string; socket: net.Socket }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let read = '';
    socket.on('data', (d) => (read += d.toString()));
    socket.on('error', () => undefined);
    socket.on('end', () => {
      if (bytes > 0) socket.write(Buffer.alloc(bytes, 7));
      resolve({ read, socket });
    });
  });
}

describe('lingerBeforeClosing', () => {
  it('closes once the client has sent more than the byte limit after the answer, before the deadline', async () => {
    const s = await lingeringServer({ ms: 60_000, bytes: 1024 * 1024 });
    try {
      const c = await client(s.port, 2 * 1024 * 1024);
      expect(c.read).toBe('answer');
      await Promise.all(s.closed);
      c.socket.destroy();
    } finally {
      await s.stop();
    }
  });

  it('closes at the deadline a connection whose client sends nothing more and never closes', async () => {
    const s = await lingeringServer({ ms: 50, bytes: 1024 * 1024 });
    try {
      const c = await client(s.port, 0);
      expect(c.read).toBe('answer');
      await Promise.all(s.closed);
      c.socket.destroy();
    } finally {
      await s.stop();
    }
  });
});
