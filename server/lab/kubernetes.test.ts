import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeKubernetes, type FakeKubernetes, type FakeKubernetesOptions } from '../../tests/fixtures/fake-kubernetes';
import { cpuCores, homeClaimName, KubernetesRuntime, memoryBytes, type KubernetesRuntimeOptions } from './kubernetes';
import { RuntimeError, type ContainerSpec, type TerminalSession } from './runtime';

const TOKEN = 'sa-token-7f3a9c';
const NS = 'htdz-lab-3';

const spec = (over: Partial<ContainerSpec> = {}): ContainerSpec => ({
  containerId: 41,
  homeKey: 'u12-c3',
  courseId: 3,
  startCommand: 'pg_ctl -D ~/pgdata start',
  ociImage: 'registry.example/htdz/pg-lab:15',
  memoryMb: 512,
  cpuTenths: 5,
  maxProcesses: 200,
  diskMb: 1024,
  ...over,
});

let dir: string;
let fake: FakeKubernetes;
const runtimes: KubernetesRuntime[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-k8s-'));
  fs.writeFileSync(path.join(dir, 'token'), `${TOKEN}\n`);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
  await fake?.close();
});

async function setup(fakeOptions: FakeKubernetesOptions = {}, runtimeOptions: KubernetesRuntimeOptions = {}, caFile?: string) {
  fake = await startFakeKubernetes({ token: TOKEN, ...fakeOptions });
  return newRuntime(runtimeOptions, caFile);
}

function newRuntime(options: KubernetesRuntimeOptions = {}, caFile?: string) {
  const runtime = new KubernetesRuntime(
    { apiUrl: fake.url, tokenFile: path.join(dir, 'token'), caFile, namespacePrefix: 'htdz-lab-', storageClass: 'fast-ssd' },
    { pollIntervalMs: 5, startTimeoutMs: 2000, deleteTimeoutMs: 2000, execIdleMs: 50, ...options },
  );
  runtimes.push(runtime);
  return runtime;
}

const calls = (method: string, pathPattern: RegExp) => fake.requests.filter((r) => r.method === method && pathPattern.test(r.path));

/** Resolves with everything a view printed once `expected` shows up in it. */
function output(view: TerminalSession, expected: string, timeoutMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no ${JSON.stringify(expected)} in ${JSON.stringify(seen)}`));
    }, timeoutMs);
    const stop = view.onData((data) => {
      seen += data;
      if (seen.includes(expected)) {
        clearTimeout(timer);
        stop();
        resolve(seen);
      }
    });
  });
}

const exited = (view: TerminalSession) => new Promise<void>((resolve) => view.onExit(resolve));

async function until(check: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('names and quantities', () => {
  it('a home claim name is the key when it is a DNS label, otherwise cleaned, cut and hashed', () => {
    expect(homeClaimName('u12-c3')).toBe('home-u12-c3');
    const odd = homeClaimName('U12_C3');
    expect(odd).toMatch(/^home-u12-c3-[0-9a-f]{8}$/);
    expect(odd).not.toBe(homeClaimName('u12_c3'));
    const long = homeClaimName('x'.repeat(100));
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
    expect(homeClaimName('___')).toMatch(/^home-[0-9a-f]{8}$/);
  });

  it('CPU and memory quantities in every unit metrics-server uses', () => {
    expect(cpuCores('250000000n')).toBeCloseTo(0.25);
    expect(cpuCores('1500u')).toBeCloseTo(0.0015);
    expect(cpuCores('750m')).toBeCloseTo(0.75);
    expect(cpuCores('2')).toBe(2);
    expect(memoryBytes('102400Ki')).toBe(100 * 2 ** 20);
    expect(memoryBytes('64Mi')).toBe(64 * 2 ** 20);
    expect(memoryBytes('1Gi')).toBe(2 ** 30);
    expect(memoryBytes('5000000')).toBe(5e6);
    expect(memoryBytes('3M')).toBe(3e6);
  });
});

describe('KubernetesRuntime against the fake API server', () => {
  it('start creates the namespace with deny-all, the home claim and a locked-down Pod, and waits for Running', async () => {
    const runtime = await setup({ startDelayMs: 30 });
    await runtime.start(spec());

    expect(fake.namespaces.get(NS)?.metadata.labels).toMatchObject({
      'app.kubernetes.io/managed-by': 'htdz',
      'pod-security.kubernetes.io/enforce': 'restricted',
    });
    expect(fake.networkPolicies.get(`${NS}/deny-all`)).toMatchObject({
      spec: { podSelector: {}, policyTypes: ['Ingress', 'Egress'] },
    });
    expect(fake.claims.get(`${NS}/home-u12-c3`)).toMatchObject({
      metadata: { labels: { 'htdz/home': 'u12-c3', 'app.kubernetes.io/managed-by': 'htdz' } },
      spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1024Mi' } }, storageClassName: 'fast-ssd' },
    });

    const pod = fake.pods.get(`${NS}/lab-41`);
    expect(pod?.phase).toBe('Running');
    const manifest = pod!.manifest as unknown as {
      metadata: { labels: Record<string, string> };
      spec: Record<string, unknown> & { containers: Array<Record<string, unknown>>; volumes: unknown[] };
    };
    expect(manifest.metadata.labels).toEqual({
      'app.kubernetes.io/managed-by': 'htdz',
      'htdz/container': '41',
      'htdz/course': '3',
      'htdz/home': 'u12-c3',
    });
    expect(manifest.spec).toMatchObject({
      restartPolicy: 'Never',
      automountServiceAccountToken: false,
      securityContext: { runAsNonRoot: true, runAsUser: 1000, fsGroup: 1000 },
    });
    const container = manifest.spec.containers[0];
    expect(container.image).toBe('registry.example/htdz/pg-lab:15');
    expect(container.resources).toEqual({
      requests: { memory: '512Mi', cpu: '500m', 'ephemeral-storage': '1024Mi' },
      limits: { memory: '512Mi', cpu: '500m', 'ephemeral-storage': '1024Mi' },
    });
    expect(container.securityContext).toEqual({
      runAsNonRoot: true,
      runAsUser: 1000,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
      readOnlyRootFilesystem: true,
    });
    expect(container.command).toEqual(['/bin/sh', '-c', 'cd /home/lab && ( pg_ctl -D ~/pgdata start\n) ; exec sleep infinity']);
    expect(container.env).toContainEqual({ name: 'HOME', value: '/home/lab' });
    expect(container.volumeMounts).toEqual([
      { name: 'home', mountPath: '/home/lab' },
      { name: 'tmp', mountPath: '/tmp' },
    ]);
    expect(manifest.spec.volumes).toContainEqual({ name: 'home', persistentVolumeClaim: { claimName: 'home-u12-c3' } });
    // it did wait: the Pod was looked at until it ran
    expect(calls('GET', /^\/api\/v1\/namespaces\/htdz-lab-3\/pods\/lab-41$/).length).toBeGreaterThan(1);
  });

  it('every call carries the bearer token from the token file, the terminal included', async () => {
    const runtime = await setup();
    await runtime.start(spec());
    const view = await runtime.attach(41);
    view.close();
    expect(fake.requests.length).toBeGreaterThan(5);
    expect(fake.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(calls('GET', /\/exec$/)).toHaveLength(1);
  });

  it('starting a running container again does nothing; one Pod is created', async () => {
    const runtime = await setup();
    await runtime.start(spec());
    await runtime.start(spec());
    expect(calls('POST', /\/pods$/)).toHaveLength(1);
    expect([...fake.pods.keys()]).toEqual([`${NS}/lab-41`]);
  });

  it('an image without an OCI address is refused before any call', async () => {
    const runtime = await setup();
    await expect(runtime.start(spec({ ociImage: null }))).rejects.toThrow(new RuntimeError('这个镜像没有设置容器镜像地址，无法在 Kubernetes 上启动'));
    expect(fake.requests).toHaveLength(0);
  });

  it('a Pod that fails is reported with a RuntimeError and removed', async () => {
    const runtime = await setup({ podOutcome: 'Failed' });
    const started = runtime.start(spec());
    await expect(started).rejects.toBeInstanceOf(RuntimeError);
    await expect(started).rejects.toThrow(/实验容器启动失败（Error，退出码 127）/);
    expect(fake.pods.size).toBe(0);
    expect(await runtime.running()).toEqual([]);
  });

  it('a Pod that never runs times out with a RuntimeError', async () => {
    const runtime = await setup({ podOutcome: 'Pending' }, { startTimeoutMs: 60 });
    await expect(runtime.start(spec())).rejects.toThrow(/没有启动起来/);
    expect(fake.pods.size).toBe(0);
  });

  it('an ended Pod under the same id is replaced by a new one', async () => {
    const runtime = await setup({ podOutcome: 'Failed' });
    await expect(runtime.start(spec())).rejects.toThrow(RuntimeError);
    // a Failed Pod left behind (say the server died before deleting it)
    fake.options.podOutcome = 'Running';
    await runtime.start(spec({ containerId: 42 }));
    fake.pods.get(`${NS}/lab-42`)!.phase = 'Failed';
    await runtime.start(spec({ containerId: 42 }));
    expect(fake.pods.get(`${NS}/lab-42`)?.phase).toBe('Running');
    expect(calls('DELETE', /\/pods\/lab-42$/)).toHaveLength(1);
    expect(calls('POST', /\/pods$/).filter((r) => (r.body as { metadata: { name: string } }).metadata.name === 'lab-42')).toHaveLength(2);
  });

  it('running() lists Running and Pending Pods of its own namespaces only', async () => {
    const runtime = await setup();
    await runtime.start(spec());
    await runtime.start(spec({ containerId: 7, courseId: 9, homeKey: 'u1-c9' }));
    expect(await runtime.running()).toEqual([7, 41]);
    // Pending counts (it is coming up); Succeeded does not
    fake.options.podOutcome = 'Pending';
    fake.pods.get(`${NS}/lab-41`)!.phase = 'Pending';
    fake.pods.get('htdz-lab-9/lab-7')!.phase = 'Succeeded';
    expect(await runtime.running()).toEqual([41]);
    expect(fake.pods.get(`${NS}/lab-41`)!.phase).toBe('Pending');
    fake.pods.get('htdz-lab-9/lab-7')!.phase = 'Running';
    expect(await runtime.running()).toEqual([7, 41]);
    // a Pod with the label in someone else's namespace is not ours
    fake.namespaces.set('other', { metadata: { name: 'other' } });
    fake.pods.set('other/lab-99', {
      ...fake.pods.get(`${NS}/lab-41`)!,
      namespace: 'other',
      name: 'lab-99',
      manifest: {
        ...fake.pods.get(`${NS}/lab-41`)!.manifest,
        metadata: { name: 'lab-99', labels: { 'app.kubernetes.io/managed-by': 'htdz', 'htdz/container': '99' } },
      },
    });
    expect(await runtime.running()).toEqual([7, 41]);
  });

  it('stop deletes the Pod and waits until it is gone, without reporting an exit', async () => {
    const runtime = await setup({ deleteDelayMs: 40 });
    const exits: number[] = [];
    runtime.onExit((id) => exits.push(id));
    await runtime.start(spec());
    await runtime.stop(41);
    const deletion = calls('DELETE', /\/pods\/lab-41$/);
    expect(deletion).toHaveLength(1);
    expect(deletion[0].query.get('gracePeriodSeconds')).toBe('5');
    expect(fake.pods.size).toBe(0);
    expect(await runtime.running()).toEqual([]);
    expect(exits).toEqual([]);
    // stopping a stopped container does nothing
    await runtime.stop(41);
    expect(calls('DELETE', /\/pods\//)).toHaveLength(1);
  });

  it('a Pod deleted behind its back is reported once through onExit', async () => {
    const runtime = await setup();
    const exits: number[] = [];
    runtime.onExit((id) => exits.push(id));
    await runtime.start(spec());
    await runtime.start(spec({ containerId: 42, homeKey: 'u13-c3' }));
    fake.removePod(NS, 'lab-41');
    expect(await runtime.running()).toEqual([42]);
    expect(exits).toEqual([41]);
    expect(await runtime.running()).toEqual([42]);
    expect(exits).toEqual([41]);
    // a Pod whose main process died counts as ended too
    fake.pods.get(`${NS}/lab-42`)!.phase = 'Failed';
    expect(await runtime.running()).toEqual([]);
    expect(exits).toEqual([41, 42]);
  });

  it('a new runtime (server restart) finds and stops a Pod it did not start', async () => {
    const first = await setup();
    await first.start(spec());
    const second = newRuntime();
    await second.stop(41);
    expect(fake.pods.size).toBe(0);
    expect(calls('GET', /^\/api\/v1\/pods$/).some((r) => r.query.get('labelSelector') === 'app.kubernetes.io/managed-by=htdz,htdz/container=41')).toBe(true);
  });

  it('wipeHome deletes the claim, also from a runtime that never started it', async () => {
    const runtime = await setup();
    await runtime.start(spec());
    await runtime.start(spec({ containerId: 50, homeKey: 'u20-c3' }));
    await runtime.stop(41);
    await runtime.wipeHome('u12-c3');
    expect(fake.claims.has(`${NS}/home-u12-c3`)).toBe(false);
    expect(fake.claims.has(`${NS}/home-u20-c3`)).toBe(true);

    await runtime.stop(50);
    await newRuntime().wipeHome('u20-c3');
    expect(fake.claims.size).toBe(0);
    const listing = calls('GET', /^\/api\/v1\/persistentvolumeclaims$/).at(-1);
    expect(listing?.query.get('labelSelector')).toBe('app.kubernetes.io/managed-by=htdz,htdz/home=u20-c3');
  });

  it('usage reads metrics.k8s.io; null without metrics or without the Pod', async () => {
    const runtime = await setup({ metrics: { cpu: '123456789n', memory: '204800Ki' } });
    await runtime.start(spec());
    expect(await runtime.usage(41)).toEqual({ cpuPercent: 12.3, memoryMb: 200 });
    fake.options.metrics = { cpu: '1500m', memory: '64Mi' };
    expect(await runtime.usage(41)).toEqual({ cpuPercent: 150, memoryMb: 64 });
    fake.options.metrics = false;
    expect(await runtime.usage(41)).toBeNull();
    expect(await runtime.usage(999)).toBeNull();
    expect(await runtime.homeSizeMb()).toBeNull();
  });

  it('an API error becomes a RuntimeError with the status, never the token', async () => {
    const runtime = await setup();
    fake.failWith(403, `pods is forbidden: token ${TOKEN} may not create pods`, (method, p) => method === 'POST' && p.endsWith('/pods'));
    const error = (await runtime.start(spec()).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(RuntimeError);
    expect(error.message).toMatch(/^Kubernetes 接口出错（403）：pods is forbidden/);
    expect(error.message).not.toContain(TOKEN);

    fake.clearFailure();
    fake.options.token = 'another-token';
    await expect(runtime.running()).rejects.toThrow('Kubernetes 接口出错（401）：Unauthorized');
  });

  it('a server that cannot be reached is a RuntimeError', async () => {
    const runtime = await setup();
    await fake.close();
    await expect(runtime.running()).rejects.toThrow(/^无法连接 Kubernetes 接口（ECONNREFUSED）$/);
    fake = await startFakeKubernetes();
  });
});

describe('terminals over exec', () => {
  it('a typed command is answered through stdin/stdout channels of a tty bash', async () => {
    const runtime = await setup();
    await runtime.start(spec());
    const view = await runtime.attach(41);
    const seen = output(view, '\r\nhello\r\n');
    view.write('echo hello\r');
    expect(await seen).toContain('\r\nhello\r\nlab$ ');
    expect(fake.execs).toHaveLength(1);
    const exec = fake.execs[0];
    expect(exec.stdin).toBe('echo hello\r');
    expect(exec.query.getAll('command')).toEqual(['/bin/bash', '-l']);
    expect(Object.fromEntries(['stdin', 'stdout', 'stderr', 'tty'].map((k) => [k, exec.query.get(k)]))).toEqual({
      stdin: 'true',
      stdout: 'true',
      stderr: 'true',
      tty: 'true',
    });
  });

  it('viewers share one exec stream: same output, backlog for late joiners, resize on channel 4', async () => {
    const runtime = await setup();
    await runtime.start(spec());
    const student = await runtime.attach(41);
    const studentSees = output(student, '\r\nfirst\r\n');
    student.write('echo first\r');
    await studentSees;

    const teacher = await runtime.attach(41);
    expect(fake.execs).toHaveLength(1);
    expect(teacher.backlog()).toContain('lab$ echo first\r\nfirst\r\nlab$ ');

    const bothSee = [output(student, '\r\nsecond\r\n'), output(teacher, '\r\nsecond\r\n')];
    teacher.write('echo second\r');
    await Promise.all(bothSee);

    student.resize(120, 40);
    await until(() => fake.execs[0].resizes.length === 1);
    expect(fake.execs[0].resizes).toEqual([{ Width: 120, Height: 40 }]);

    // the teacher leaves; the student's view still works
    teacher.close();
    const stillThere = output(student, '\r\nthird\r\n');
    student.write('echo third\r');
    await stillThere;
    expect(fake.execs[0].open).toBe(true);
  });

  it('the backlog keeps only the latest output', async () => {
    const runtime = await setup({}, { backlogChars: 40 });
    await runtime.start(spec());
    const view = await runtime.attach(41);
    const seen = output(view, '\r\nyyyyyyyyyy\r\n');
    view.write(`echo ${'x'.repeat(30)}\recho ${'y'.repeat(10)}\r`);
    await seen;
    const backlog = view.backlog();
    expect(backlog).toHaveLength(40);
    expect(backlog.endsWith('yyyyyyyyyy\r\nlab$ ')).toBe(true);
  });

  it('exit ends the shell for every viewer; the Pod keeps running and the next attach opens a new stream', async () => {
    const runtime = await setup();
    const exits: number[] = [];
    runtime.onExit((id) => exits.push(id));
    await runtime.start(spec());
    const student = await runtime.attach(41);
    const teacher = await runtime.attach(41);
    const ended = [exited(student), exited(teacher)];
    student.write('exit\r');
    await Promise.all(ended);
    expect(exits).toEqual([]);
    expect(await runtime.running()).toEqual([41]);

    const again = await runtime.attach(41);
    expect(fake.execs).toHaveLength(2);
    const seen = output(again, '\r\nback\r\n');
    again.write('echo back\r');
    await seen;
  });

  it('the stream closes a while after the last viewer left, and stop ends the viewers', async () => {
    const runtime = await setup({}, { execIdleMs: 30 });
    await runtime.start(spec());
    const first = await runtime.attach(41);
    first.close();
    await until(() => fake.execs[0].open === false);

    const view = await runtime.attach(41);
    expect(fake.execs).toHaveLength(2);
    const ended = exited(view);
    await runtime.stop(41);
    await ended;
    await expect(runtime.attach(41)).rejects.toThrow(new RuntimeError('实验容器没有在运行'));
  });

  it('close() ends the terminals but leaves the Pods running', async () => {
    const runtime = await setup();
    await runtime.start(spec());
    const view = await runtime.attach(41);
    const ended = exited(view);
    await runtime.close();
    await ended;
    await until(() => fake.execs[0].open === false);
    expect(fake.pods.get(`${NS}/lab-41`)?.phase).toBe('Running');
    expect(calls('DELETE', /./)).toHaveLength(0);
    expect(await newRuntime().running()).toEqual([41]);
  });

  it('a refused exec is a RuntimeError with the status', async () => {
    const runtime = await setup();
    await runtime.start(spec());
    fake.failWith(403, 'pods "lab-41" is forbidden: cannot create resource "pods/exec"', (_m, p) => p.endsWith('/exec'));
    await expect(runtime.attach(41)).rejects.toThrow(/^Kubernetes 接口出错（403）：pods "lab-41" is forbidden/);
    fake.clearFailure();
    const view = await runtime.attach(41);
    view.close();
  });
});

const haveOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

(haveOpenssl ? it : it.skip)('over https it trusts the CA file for REST calls and the terminal', async () => {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  fake = await startFakeKubernetes({ token: TOKEN, tls: { key: fs.readFileSync(key), cert: fs.readFileSync(cert) } });
  expect(fake.url).toMatch(/^https:/);

  // without the CA the server's certificate is not trusted
  await expect(newRuntime().running()).rejects.toThrow(/无法连接 Kubernetes 接口/);

  const runtime = newRuntime({}, cert);
  await runtime.start(spec());
  const view = await runtime.attach(41);
  const seen = output(view, '\r\nsecure\r\n');
  view.write('echo secure\r');
  await seen;
});
