// A graceful shutdown in the middle of an autosave storm: SIGTERM while a student's exam saves are in flight. The saves
// already taken are answered (not cut off), the process exits 0, and after a start on the same database every save
// the server acknowledged is there. A real process on a real database (an on-disk PGlite, or PostgreSQL in CI).
// Conditions, not timing: one save is demonstrably taken before the signal (the server logged it, its body still
// unsent) and finished after it, whatever the machine's load.
import http from 'node:http';
import { ROUTES } from '../contract-api';
import { type DemoProcess, startDemoExam, startDemoProcess } from './demo-process';

const SAVES = 60;

describe('SIGTERM during an autosave storm', () => {
  let p: DemoProcess;

  beforeAll(async () => {
    // info: the server logs each request it takes ("incoming request"), which tells the test when one is in flight
    p = await startDemoProcess({ LOG_LEVEL: 'info' });
  }, 120_000);

  afterAll(async () => {
    await p?.dispose();
  });

  it('answers the saves it took, exits 0, and keeps every acknowledged one', async () => {
    const { api } = p;
    const { token, examClassId, paper } = await startDemoExam(api);
    const fill = paper.questions.find((q) => q.exercise.type === 'fill')!;
    expect(fill).toBeDefined();

    // each save a new text with a higher sequence number: the last acknowledged one must be what is kept
    const answered: { seq: number; ok: boolean }[] = [];
    const saves = Array.from({ length: SAVES }, (_, i) =>
      api
        .saveExamAnswers(
          {
            body: {
              examClassId: examClassId,
              answers: [{ questionId: fill.questionId, answer: { blanks: [`第 ${i + 1} 次`] }, seq: i + 1 }],
            },
          },
          { token },
        )
        .then(
          (r) => answered.push({ seq: i + 1, ok: r.success && r.obj.saved.every((x) => x.applied) }),
          () => answered.push({ seq: i + 1, ok: false }),
        ),
    );
    // one more save, the last of all, sent by halves: the server takes it (logs it) before the signal, and its body
    // arrives after the signal
    const last = SAVES + 1;
    const held = heldSave(p.server.port, token, {
      examClassId,
      answers: [{ questionId: fill.questionId, answer: { blanks: [`第 ${last} 次`] }, seq: last }],
    });
    await until(() => p.server.output().includes(`"reqId":"${HELD_ID}"`) && answered.length > 0);
    const exit = p.server.stop('SIGTERM');
    await until(() => p.server.output().includes('shutting down'));
    const heldAnswer = await held.finish();
    await Promise.all(saves);
    expect(await exit).toBe(0);

    // the request taken before the signal was finished and answered after it, not dropped
    expect(heldAnswer.status).toBe(200);
    expect(heldAnswer.body).toMatchObject({ success: true, obj: { saved: [{ applied: true }] } });
    answered.push({ seq: last, ok: true });
    const acknowledged = answered.filter((a) => a.ok);
    const lastAcked = Math.max(...acknowledged.map((a) => a.seq));
    expect(lastAcked).toBe(last);

    await p.restart();
    const again = (await api.examPaper({ params: { examClassId } }, { token })).obj;
    const kept = again.answers.find((a) => a.questionId === fill.questionId)!;
    // every acknowledged save is there: what is kept is at least the last one acknowledged (a later one may have been
    // written with its answer lost on the way)
    expect(kept.seq).toBeGreaterThanOrEqual(lastAcked);
    expect(kept.answer).toEqual({ blanks: [`第 ${kept.seq} 次`] });
  }, 120_000);
});

const HELD_ID = 'shutdown-held-save';

async function until(ok: () => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A save whose first bytes go now and the rest on `finish()`: in flight on the server until then. */
function heldSave(port: number, token: string, body: unknown) {
  const text = Buffer.from(JSON.stringify(body));
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: ROUTES.saveExamAnswers.method,
    path: `/htdz${ROUTES.saveExamAnswers.path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': text.length, 'x-request-id': HELD_ID },
  });
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    req.on('response', (res) => {
      let data = '';
      res.on('data', (c: Buffer) => {
        data += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(text.subarray(0, 1));
  return {
    finish: () => {
      req.end(text.subarray(1));
      return answer;
    },
  };
}
