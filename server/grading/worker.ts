// A grading worker thread: one Sandbox, one message at a time (the pool never sends a second before the answer).
import { parentPort } from 'node:worker_threads';
import { Sandbox, SandboxBroken } from './sandbox';
import type { WorkerReply, WorkerRequest } from './protocol';

async function main() {
  const port = parentPort;
  if (!port) throw new Error('grading worker must run in a worker thread');
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

void main();
