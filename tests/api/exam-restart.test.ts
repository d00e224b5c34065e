// The server process killed in the middle of an exam (SIGKILL, nothing flushed on the way out) and started again on
// the same database: the student's attempt, its deadline, their order and every acknowledged answer are there, and the
// exam goes on to a graded hand-in. Real processes on a real database (an on-disk PGlite, or PostgreSQL in CI).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ExamPaper, StudentExamDetail, StudentExamList } from '../../contract/exam';
import type { SaveHomeworkAnswer } from '../../contract/homework';
import { freshPostgres } from './harness';

const ROOT = path.resolve(__dirname, '..', '..');
const PASSWORD = 'Demo1234';

type Envelope<T> = { success: boolean; message: string; obj: T; token?: string };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** `node --import tsx server/index.ts` itself (not the tsx launcher), so a kill reaches the server. */
async function startProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'index.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('教学平台已启动')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return child;
}

const kill = async (child: ChildProcess) => {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
};

describe('the server process killed in the middle of an exam', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-restart-'));
  let drop: (() => Promise<void>) | undefined;
  let env: Record<string, string>;
  let base: string;
  let server: ChildProcess | undefined;

  const call = async <T,>(p: string, token: string, body?: unknown): Promise<Envelope<T>> => {
    const res = await fetch(`${base}/htdz${p}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  };

  beforeAll(async () => {
    const pg = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : undefined;
    drop = pg?.drop;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      HTDZ_DATA_DIR: dataDir,
      DATABASE_URL: pg?.url ?? '',
      HTDZ_DEMO: '1',
      HTDZ_DEMO_PASSWORD: PASSWORD,
      HTDZ_WEB_DIR: path.join(dataDir, 'no-web'),
      HTDZ_GRADING_WORKERS: '1',
      HTDZ_SWEEP_SECONDS: '0',
      LOG_LEVEL: 'warn',
    };
    server = await startProcess(env);
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) await kill(server);
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the attempt, its deadline, the order and every acknowledged answer; the exam goes on', async () => {
    const login = await fetch(`${base}/htdz/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student', password: PASSWORD }),
    });
    const token = ((await login.json()) as Envelope<unknown>).token!;
    const clazzId = (await call<{ courseId: number; clazzId: number }[]>('/stu/course/list', token)).obj.find((c) => c.courseId === 1)!.clazzId;
    const list = await call<StudentExamList>(`/stu/exam/list/1/${clazzId}`, token);
    const demo = list.obj.exams.find((x) => x.state === 'open')!;
    expect(demo).toBeDefined();

    const before = (await call<ExamPaper>('/stu/exam/start', token, { examClassId: demo.examClassId })).obj;
    const byType = (type: string) => before.questions.find((q) => q.exercise.type === type)!;
    const single = byType('single');
    const query = before.questions.find((q) => q.exercise.stem.includes('年龄小于 20'))!;
    const saved = await call<SaveHomeworkAnswer>('/stu/exam/save', token, {
      examClassId: demo.examClassId,
      answers: [
        { questionId: single.questionId, answer: { choices: ['B'] }, seq: 5 },
        { questionId: query.questionId, answer: { sql: 'SELECT sno, sname FROM student WHERE sage < 20;' }, seq: 5 },
      ],
    });
    expect(saved.obj.saved.every((x) => x.applied)).toBe(true);

    await kill(server!);
    server = await startProcess(env);

    // the token outlives the process: the signing secret is the platform's, not the process's
    const after = await call<ExamPaper>(`/stu/exam/paper/${demo.examClassId}`, token);
    expect(after.obj).toMatchObject({ scoreId: before.scoreId, deadline: before.deadline, startedAt: before.startedAt, canEdit: true });
    expect(after.obj.questions.map((q) => q.questionId)).toEqual(before.questions.map((q) => q.questionId));
    expect(after.obj.answers.map((a) => [a.questionId, a.answer, a.seq]).sort()).toEqual(
      [
        [single.questionId, { choices: ['B'] }, 5],
        [query.questionId, { sql: 'SELECT sno, sname FROM student WHERE sage < 20;' }, 5],
      ].sort(),
    );
    // a second start is the same attempt
    expect((await call<ExamPaper>('/stu/exam/start', token, { examClassId: demo.examClassId })).obj.scoreId).toBe(before.scoreId);

    const judge = byType('judge');
    const more = await call<SaveHomeworkAnswer>('/stu/exam/save', token, { examClassId: demo.examClassId, answers: [{ questionId: judge.questionId, answer: { judge: false }, seq: 6 }] });
    expect(more.obj.saved[0]).toMatchObject({ applied: true });
    const done = await call<StudentExamDetail>('/stu/exam/submit', token, { examClassId: demo.examClassId });
    // B (10) + the query (30) + false (10), shown on hand-in
    expect(done.obj).toMatchObject({ state: 'submitted', scoreReleased: true, score: 50 });
  }, 180_000);
});
