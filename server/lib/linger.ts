import type { Socket } from 'node:net';

/** how long, and for how many more bytes, a refused upload's connection stays open after its answer */
export const LINGER = { ms: 1000, bytes: 8 * 1024 * 1024 };

/**
 * Makes the connection of a request refused before its body was read close the way nginx's lingering close does:
 * the answer and a FIN go out, what the client still sends is read and thrown away for a moment, then the socket is
 * destroyed. Destroying it at once, with the client's bytes unread, resets the connection; a client still busy
 * sending (a browser uploading a large file) then meets the reset before it reads the answer, and the refusal's
 * message is lost.
 */
export function lingerBeforeClosing(socket: Socket, limits: typeof LINGER = LINGER): void {
  // Node's HTTP server ends a `connection: close` answer's socket through destroySoon
  socket.destroySoon = () => {
    socket.end();
    let read = 0;
    const destroy = () => socket.destroy();
    const deadline = setTimeout(destroy, limits.ms).unref();
    socket.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.bytes) destroy();
    });
    socket.once('close', () => clearTimeout(deadline));
  };
}
