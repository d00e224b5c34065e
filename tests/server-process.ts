// The real server as its own process (`node --import tsx server/index.ts`, not the tsx launcher, so a signal reaches
// the server itself), for the tests and benchmarks that restart, kill or load it: the exam restart test, the browser
// tests, the shutdown test and bench/exam.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
/** what server/index.ts prints once it listens */
const STARTED = '教学平台已启动';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export type ServerProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** what it printed so far (stdout and stderr) */
  output: () => string;
  /** sends the signal and answers the exit code (null when killed by a signal) */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export async function startServerProcess(opts: {
  env: Record<string, string>;
  /** a fixed port (a restart on the same address); a free one by default */
  port?: number;
  /** node's own flags (--cpu-prof …) */
  nodeArgs?: string[];
  /** stderr straight to this process's (benchmarks), instead of collected */
  inheritStderr?: boolean;
  /** another server to run (bench/ceiling-server.ts); it prints the same line once it listens */
  script?: string;
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', opts.script ?? path.join(ROOT, 'server', 'index.ts')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...opts.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', opts.inheritStderr ? 'inherit' : 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr?.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
    const check = () => {
      if (!output.includes(STARTED)) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.off('exit', exited);
      resolve();
    };
    const exited = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    };
    child.stdout!.on('data', check);
    child.once('exit', exited);
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill(signal);
      return exited;
    },
  };
}

export type ApiEnvelope<T> = { success: boolean; message: string; obj: T; token?: string; code?: number };

/** A /htdz call of a running server as a browser makes it: GET without a body, POST with JSON, unless the method is given. */
export async function callApi<T>(baseUrl: string, p: string, token: string | null, body?: unknown, method?: string): Promise<ApiEnvelope<T>> {
  const res = await fetch(`${baseUrl}/htdz${p}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as ApiEnvelope<T>;
}
