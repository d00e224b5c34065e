// PostgreSQL restarted under load (issue 9): the platform's server process keeps running while its database goes away
// and comes back; calls during the outage fail with the envelope, and once PostgreSQL is back every call succeeds
// again without restarting the server, with what was saved before the outage still there. The test runs its own
// PostgreSQL (Debian's binaries, as scripts/with-postgres.sh does) so it can restart it; it runs once, in the PGlite
// pass of the suite.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server-process';
import { type DemoProcess, POSTGRES_BIN, startDemoExam, startDemoProcess } from './demo-process';

/** Runs a PostgreSQL command as the postgres user when this is root (PostgreSQL refuses root). */
function asPostgres(cmd: string, args: string[]) {
  const full = path.join(POSTGRES_BIN, cmd);
  const r =
    process.getuid?.() === 0 ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [full, ...args.map((a) => `'${a}'`)].join(' ')]) : spawnSync(full, args);
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr?.toString()}`);
}

(process.env.TEST_DATABASE_URL ? describe.skip : describe)('PostgreSQL restarted under load', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-pgrestart-'));
  const data = path.join(dir, 'data');
  let port: number;
  let p: DemoProcess;
  const pgctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-w', ...args]);

  beforeAll(async () => {
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    port = await freePort();
    pgctl('-l', path.join(dir, 'pg.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');
    p = await startDemoProcess({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` });
  }, 120_000);

  afterAll(async () => {
    await p?.dispose();
    try {
      pgctl('-m', 'immediate', 'stop');
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fails with the envelope while it is down and recovers by itself when it is back', async () => {
    const { api } = p;
    const { token, examClassId, paper } = await startDemoExam(api);
    const fill = paper.questions.find((q) => q.exercise.type === 'fill')!;
    const save = (seq: number) =>
      api.saveExamAnswers({ body: { examClassId, answers: [{ questionId: fill.questionId, answer: { blanks: [`第 ${seq} 次`] }, seq }] } }, { token });
    expect((await save(1)).success).toBe(true);

    pgctl('-m', 'fast', 'stop');
    // calls that need the database (who is signed in may still come from the session cache for a moment)
    const during = await Promise.all([save(2), api.examPaper({ params: { examClassId } }, { token }), api.ready()]);
    for (const r of during) expect(r).toMatchObject({ success: false });
    expect(during.map((r) => r.message).join('')).not.toContain('at ');

    pgctl('-l', path.join(dir, 'pg.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');
    // the pool replaces the connections PostgreSQL closed; no server restart
    let back = false;
    for (let i = 0; i < 50 && !back; i++) {
      back = (await api.ready()).success;
      if (!back) await new Promise((r) => setTimeout(r, 200));
    }
    expect(back).toBe(true);
    expect((await api.getCurrentUser({}, { token })).success).toBe(true);
    expect((await save(3)).success).toBe(true);
    const kept = (await api.examPaper({ params: { examClassId } }, { token })).obj.answers.find((a) => a.questionId === fill.questionId)!;
    expect(kept).toMatchObject({ seq: 3, answer: { blanks: ['第 3 次'] } });
  }, 120_000);
});
