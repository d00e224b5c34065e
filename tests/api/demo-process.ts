// The demo platform as a real server process on its own database (an on-disk PGlite, or a fresh PostgreSQL database
// when TEST_DATABASE_URL is set), for the tests that kill, stop and restart it; and the demo student's open exam.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ApiEnvelope, callApi, freePort, type ServerProcess, startServerProcess } from '../server-process';
import { type contractClient, processApi } from '../contract-api';
import { freshPostgres } from './harness';

export const DEMO_PASSWORD = 'Demo1234';

/** Debian's PostgreSQL programs (pg_ctl, pg_dump …) of the newest installed version. */
export const POSTGRES_BIN = (() => {
  const root = '/usr/lib/postgresql';
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort().at(-1) : undefined;
  return version ? path.join(root, version, 'bin') : '/usr/bin';
})();

export type Call = <T>(p: string, token: string | null, body?: unknown) => Promise<ApiEnvelope<T>>;
/** Every contract call of a running process, typed: `p.api.login({ body })`, `p.api.getCurrentUser({}, { token })`. */
export type ProcessApi = ReturnType<typeof contractClient>;

export { processApi };

export type DemoProcess = {
  server: ServerProcess;
  /** its PostgreSQL database, or undefined on the embedded one */
  databaseUrl: string | undefined;
  /** its data folder (the embedded database lives in pgdata/ there) */
  dataDir: string;
  /** a /htdz call as a browser makes it: GET without a body, POST with JSON; for what the contract does not describe */
  call: Call;
  /** every contract call, typed */
  api: ProcessApi;
  /** starts the process again on the same port and database (after a stop or a kill) */
  restart: () => Promise<void>;
  /** kills what runs and removes the database and the data folder */
  dispose: () => Promise<void>;
};

export async function startDemoProcess(extraEnv: Record<string, string> = {}): Promise<DemoProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-process-'));
  const pg = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : undefined;
  const port = await freePort();
  const env = {
    HTDZ_DATA_DIR: dataDir,
    DATABASE_URL: pg?.url ?? '',
    HTDZ_DEMO: '1',
    HTDZ_DEMO_PASSWORD: DEMO_PASSWORD,
    HTDZ_WEB_DIR: path.join(dataDir, 'no-web'),
    HTDZ_GRADING_WORKERS: '1',
    HTDZ_SWEEP_SECONDS: '0',
    HTDZ_LAB_RUNTIME: 'off',
    ...extraEnv,
  };
  const demo: DemoProcess = {
    server: await startServerProcess({ env, port }),
    databaseUrl: pg?.url,
    dataDir,
    call: (p, token, body) => callApi(`http://127.0.0.1:${port}`, p, token, body),
    api: processApi(`http://127.0.0.1:${port}`),
    restart: async () => {
      demo.server = await startServerProcess({ env, port });
    },
    dispose: async () => {
      await demo.server.stop('SIGKILL');
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return demo;
}

/** The demo student signs in and starts the demo class's open exam: their token, the exam-class and the paper. */
export async function startDemoExam(api: ProcessApi) {
  const token = (await api.login({ body: { username: 'student', password: DEMO_PASSWORD } })).token!;
  const clazzId = (await api.myCourses({}, { token })).obj.find((c) => c.courseId === 1)!.clazzId;
  const demo = (await api.myExams({ params: { courseId: 1, clazzId } }, { token })).obj.exams.find((x) => x.state === 'open');
  if (!demo) throw new Error('the demo class has no open exam');
  const paper = (await api.startExam({ body: { examClassId: demo.examClassId } }, { token })).obj;
  return { token, examClassId: demo.examClassId, paper };
}
