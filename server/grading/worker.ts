// A grading worker, thread or process: one Sandbox, one message at a time (the pool never sends a second before
// the answer).
import { parentPort } from 'node:worker_threads';
import { Sandbox, SandboxBroken } from './sandbox';
import type { WorkerReply, WorkerRequest } from './protocol';

async function main() {
  const port = parentPort ?? processPort();
  const sandbox = await Sandbox.create();
  port.on('message', async (req: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      const answer = req.op === 'install' ? await sandbox.install(req.scene) : await sandbox.run(req.run, () => port.postMessage({ id: req.id, running: true }));
      reply = { id: req.id, ok: true, answer };
    } catch (e) {
      reply = { id: req.id, ok: false, broken: e instanceof SandboxBroken, message: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(reply);
    // A broken instance cannot be trusted with the next student: end the thread, the pool starts a new one.
    if (!reply.ok && reply.broken) process.exit(1);
  });
  port.postMessage({ ready: true });
}

/** A worker process talks to the server over its IPC channel, and ends with the server. */
function processPort() {
  const send = process.send?.bind(process);
  if (!send) throw new Error('grading worker must run in a worker thread or a forked process');
  process.on('disconnect', () => process.exit(0));
  return {
    postMessage: (msg: unknown) => void send(msg),
    on: (_event: 'message', handler: (req: WorkerRequest) => void) => void process.on('message', handler),
  };
}

void main();
