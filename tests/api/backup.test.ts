// Backup and restore, as docs/deploy.md tells an operator to do them, tried for real: on PostgreSQL `pg_dump -Fc` of
// a running platform and `pg_restore` into a new database, on the embedded database a copy of the data folder with
// the server stopped. The platform then runs on the copy with the same accounts and the student's saved answers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '../server-process';
import { type DemoProcess, DEMO_PASSWORD, POSTGRES_BIN, processApi, startDemoExam, startDemoProcess } from './demo-process';
import { freshPostgres } from './harness';

describe('backup and restore', () => {
  let p: DemoProcess;
  let restored: ServerProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-backup-'));

  beforeAll(async () => {
    p = await startDemoProcess();
  }, 120_000);

  afterAll(async () => {
    await restored?.stop('SIGKILL');
    await p?.dispose();
    await drop?.();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('the copy runs the platform with its accounts and the answers saved before the backup', async () => {
    const { token, examClassId, paper } = await startDemoExam(p.api);
    const fill = paper.questions.find((q) => q.exercise.type === 'fill')!;
    const saved = await p.api.saveExamAnswers(
      { body: { examClassId, answers: [{ questionId: fill.questionId, answer: { blanks: ['备份前'] }, seq: 7 }] } },
      { token },
    );
    expect(saved.success).toBe(true);

    const env: Record<string, string> = {
      HTDZ_DEMO: '1',
      HTDZ_DEMO_PASSWORD: DEMO_PASSWORD,
      HTDZ_LAB_RUNTIME: 'off',
      HTDZ_SWEEP_SECONDS: '0',
      HTDZ_GRADING_WORKERS: '1',
    };
    const dataDir = path.join(work, 'data');
    if (process.env.TEST_DATABASE_URL) {
      // online: the platform keeps running while pg_dump reads a consistent snapshot
      const dump = path.join(work, 'htdz.dump');
      execFileSync(path.join(POSTGRES_BIN, 'pg_dump'), ['-Fc', '-f', dump, p.databaseUrl!]);
      const target = await freshPostgres(process.env.TEST_DATABASE_URL);
      drop = target.drop;
      execFileSync(path.join(POSTGRES_BIN, 'pg_restore'), ['--no-owner', '-d', target.url, dump]);
      env.DATABASE_URL = target.url;
      fs.mkdirSync(dataDir);
    } else {
      // the embedded database: copy the data folder with the server stopped
      expect(await p.server.stop('SIGTERM')).toBe(0);
      fs.cpSync(p.dataDir, dataDir, { recursive: true });
      env.DATABASE_URL = '';
    }
    env.HTDZ_DATA_DIR = dataDir;
    env.HTDZ_WEB_DIR = path.join(dataDir, 'no-web');
    restored = await startServerProcess({ env });
    // nothing seeded again: the copy is not an empty database
    expect(restored.output()).not.toContain('演示账号已创建');

    const api = processApi(restored.url);
    const again = (await api.login({ body: { username: 'student', password: DEMO_PASSWORD } })).token!;
    const kept = (await api.examPaper({ params: { examClassId } }, { token: again })).obj.answers.find((a) => a.questionId === fill.questionId);
    expect(kept).toMatchObject({ seq: 7, answer: { blanks: ['备份前'] } });
  }, 180_000);
});
