// The `kubernetes` lab runtime (issue 8): every container is a Pod in a namespace per course, every home folder a
// PersistentVolumeClaim, every terminal the exec API over a WebSocket. It makes only the few REST calls below, with
// node's http(s) rather than a client library: fetch cannot be given a CA file without undici, which is not a
// dependency here. docs/deploy.md ("Labs on Kubernetes") describes what it creates and the RBAC it needs.
import crypto from 'node:crypto';
import { promises as fs, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { StringDecoder } from 'node:string_decoder';
import { setTimeout as delay } from 'node:timers/promises';
import WebSocket from 'ws';
import type { KubernetesSettings } from '../config';
import { RuntimeError, type ContainerSpec, type LabRuntime, type TerminalSession, type Usage } from './runtime';

export type KubernetesRuntimeOptions = {
  /** how often start(), stop() and wipeHome() look at the object they wait for; default 1 s */
  pollIntervalMs?: number;
  /** how long start() waits for the Pod to run, image pull included; default 120 s */
  startTimeoutMs?: number;
  /** how long stop() and wipeHome() wait for a deleted object to be gone; default 60 s */
  deleteTimeoutMs?: number;
  /** how long one REST call (or opening a terminal) may take; default 30 s */
  callTimeoutMs?: number;
  /** how long a terminal's exec stream stays open after its last viewer left; default 60 s */
  execIdleMs?: number;
  /** characters of terminal output kept for viewers who join later; default 64 Ki */
  backlogChars?: number;
};

const MANAGED_BY = 'app.kubernetes.io/managed-by';
const MANAGER = 'htdz';
const CONTAINER_LABEL = 'htdz/container';
const COURSE_LABEL = 'htdz/course';
const HOME_LABEL = 'htdz/home';
const HOME_DIR = '/home/lab';
const LAB_UID = 1000;
const EXEC_PROTOCOL = 'v4.channel.k8s.io';
/** v4.channel.k8s.io: the first byte of every frame names the stream */
const Channel = { stdin: 0, stdout: 1, stderr: 2, status: 3, resize: 4 } as const;
/** load balancers in front of API servers drop quiet connections; a terminal may be quiet for long */
const EXEC_PING_MS = 30_000;
/** container states that never get better by waiting: the image cannot be had or the Pod cannot be set up */
const HOPELESS_WAITING = new Set(['ImagePullBackOff', 'InvalidImageName', 'ErrImageNeverPull', 'CreateContainerConfigError']);

export const podName = (containerId: number): string => `lab-${containerId}`;

/**
 * The claim of a home folder: `home-<key>` when the key already is a DNS-1123 label (`u12-c3`), otherwise the
 * cleaned key cut short plus 8 hex of its sha256, so different keys never share a claim and names stay ≤ 63.
 */
export function homeClaimName(homeKey: string): string {
  const cleaned = homeKey
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  if (cleaned === homeKey && cleaned.length > 0 && cleaned.length <= 63 - 'home-'.length) return `home-${cleaned}`;
  const hash = crypto.createHash('sha256').update(homeKey).digest('hex').slice(0, 8);
  const head = cleaned.slice(0, 63 - 'home-'.length - 1 - hash.length).replace(/-$/, '');
  return head ? `home-${head}-${hash}` : `home-${hash}`;
}

/** The `htdz/home` label of a claim and its Pods: the claim's name without `home-`, always a valid label value. */
export const homeLabel = (homeKey: string): string => homeClaimName(homeKey).slice('home-'.length);

/** A CPU quantity (`250m`, `123456789n`, `15u`, `2`) in cores. */
export function cpuCores(quantity: string): number {
  const match = /^([0-9.]+)([num]?)$/.exec(quantity.trim());
  if (!match) return 0;
  const scale = { n: 1e-9, u: 1e-6, m: 1e-3, '': 1 }[match[2] as 'n' | 'u' | 'm' | ''];
  return Number(match[1]) * scale;
}

/** A memory quantity (`102400Ki`, `100Mi`, `1Gi`, `1e6`, `500M`) in bytes. */
export function memoryBytes(quantity: string): number {
  const match = /^([0-9.e+]+)(Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(quantity.trim());
  if (!match) return 0;
  const scale: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, k: 1e3, M: 1e6, G: 1e9, T: 1e12 };
  return Number(match[1]) * (match[2] ? scale[match[2]] : 1);
}

// The few fields of the API's objects this runtime reads.
type ObjectMeta = { name?: string; namespace?: string; labels?: Record<string, string>; deletionTimestamp?: string };
type ContainerState = { waiting?: { reason?: string; message?: string }; terminated?: { reason?: string; exitCode?: number } };
type Pod = {
  metadata?: ObjectMeta;
  status?: { phase?: string; reason?: string; message?: string; containerStatuses?: Array<{ state?: ContainerState }> };
};
type ObjectList<T> = { items?: T[] };
type PodMetrics = { containers?: Array<{ usage?: { cpu?: string; memory?: string } }> };
type ApiAnswer = { status: number; body: unknown };

/**
 * Containers as Pods. Pods outlive the server process: `close()` ends only the terminals, and a new process finds
 * its Pods again by label (`running()`, `stop()`, `wipeHome()` list across namespaces when their maps do not know).
 */
export class KubernetesRuntime implements LabRuntime {
  readonly kind = 'kubernetes' as const;

  private readonly pollIntervalMs: number;
  private readonly startTimeoutMs: number;
  private readonly deleteTimeoutMs: number;
  private readonly callTimeoutMs: number;
  private readonly execIdleMs: number;
  private readonly backlogChars: number;

  /** container id → namespace of the Pods this process started or found running */
  private readonly known = new Map<number, string>();
  /** ids being started: running() must not report them ended before their Pod exists */
  private readonly starting = new Set<number>();
  /** home key → namespace of its claim */
  private readonly homes = new Map<string, string>();
  /** one exec stream per container, shared by all its viewers */
  private readonly terminals = new Map<number, Promise<SharedTerminal>>();
  private readonly exitListeners: Array<(containerId: number) => void> = [];
  private caCertificate: Buffer | undefined;
  private agent: https.Agent | undefined;
  private closed = false;

  constructor(
    private readonly settings: KubernetesSettings,
    options: KubernetesRuntimeOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.startTimeoutMs = options.startTimeoutMs ?? 120_000;
    this.deleteTimeoutMs = options.deleteTimeoutMs ?? 60_000;
    this.callTimeoutMs = options.callTimeoutMs ?? 30_000;
    this.execIdleMs = options.execIdleMs ?? 60_000;
    this.backlogChars = options.backlogChars ?? 64 * 1024;
  }

  async start(spec: ContainerSpec): Promise<void> {
    if (!spec.ociImage) throw new RuntimeError('这个镜像没有设置容器镜像地址，无法在 Kubernetes 上启动');
    const id = spec.containerId;
    this.starting.add(id);
    try {
      const namespace = await this.ensureNamespace(spec.courseId);
      await this.ensureHome(namespace, spec);
      const path = podPath(namespace, id);
      const existing = await this.getPod(namespace, id);
      this.known.set(id, namespace);
      if (existing && isLive(existing)) {
        if (existing.status?.phase === 'Running') return;
      } else {
        if (existing) {
          // a Pod whose shell ended (Failed, Succeeded) or that is being deleted cannot run again: replace it
          await this.call('DELETE', `${path}?gracePeriodSeconds=0`, undefined, [404]);
          if (!(await this.waitGone(path))) throw new RuntimeError('旧的实验容器还没有删除完，请稍后再试');
        }
        // 409: another server process created it just now; wait for that one
        await this.call('POST', `/api/v1/namespaces/${namespace}/pods`, podManifest(spec, namespace), [409]);
      }
      await this.waitRunning(namespace, id);
    } catch (error) {
      this.known.delete(id);
      throw error;
    } finally {
      this.starting.delete(id);
    }
  }

  async stop(containerId: number): Promise<void> {
    const namespaces = await this.namespacesOf(containerId);
    this.known.delete(containerId);
    this.endTerminal(containerId);
    for (const namespace of namespaces) {
      const path = podPath(namespace, containerId);
      await this.call('DELETE', `${path}?gracePeriodSeconds=5`, undefined, [404]);
      // the API has accepted the deletion and the kubelet finishes it; after the wait the caller is told it is
      // stopped either way, since a Pod stuck in Terminating is the cluster's to clean, not the student's
      await this.waitGone(path);
    }
  }

  async wipeHome(homeKey: string): Promise<void> {
    const claim = homeClaimName(homeKey);
    const namespaces = new Set<string>();
    const knownNamespace = this.homes.get(homeKey);
    if (knownNamespace) namespaces.add(knownNamespace);
    const selector = labelSelector({ [MANAGED_BY]: MANAGER, [HOME_LABEL]: homeLabel(homeKey) });
    const listed = await this.call('GET', `/api/v1/persistentvolumeclaims?${selector}`);
    for (const item of (listed.body as ObjectList<{ metadata?: ObjectMeta }>).items ?? []) {
      const namespace = item.metadata?.namespace;
      if (namespace && this.ownsNamespace(namespace)) namespaces.add(namespace);
    }
    for (const namespace of namespaces) {
      const path = `/api/v1/namespaces/${namespace}/persistentvolumeclaims/${claim}`;
      await this.call('DELETE', path, undefined, [404]);
      // a claim still mounted by a Pod stays until the Pod is gone; starting before that would get the old claim
      if (!(await this.waitGone(path))) throw new RuntimeError('主目录还在被实验容器使用，暂时无法重置，请先停止容器');
    }
    this.homes.delete(homeKey);
  }

  async running(): Promise<number[]> {
    const live = new Set<number>();
    for (const pod of await this.listPods({ [MANAGED_BY]: MANAGER })) {
      const id = containerIdOf(pod);
      if (id === null || !isLive(pod)) continue;
      live.add(id);
      this.known.set(id, pod.metadata!.namespace!);
    }
    // Pods this process knew that are gone or ended: deleted behind its back, evicted, or the main process died
    for (const id of [...this.known.keys()]) {
      if (live.has(id) || this.starting.has(id)) continue;
      this.known.delete(id);
      this.endTerminal(id);
      for (const listener of this.exitListeners) listener(id);
    }
    // a start in progress counts as running: its row already says so, and the reaper must not mark it stopped
    for (const id of this.starting) live.add(id);
    return [...live].sort((a, b) => a - b);
  }

  async attach(containerId: number): Promise<TerminalSession> {
    if (this.closed) throw new RuntimeError('实验服务正在关闭');
    // at most twice: a shared stream may end between being found and being joined (the shell just exited)
    for (let attempt = 0; attempt < 2; attempt++) {
      let pending = this.terminals.get(containerId);
      if (!pending) {
        const opening = this.openTerminal(containerId);
        pending = opening;
        this.terminals.set(containerId, opening);
        opening.catch(() => {
          if (this.terminals.get(containerId) === opening) this.terminals.delete(containerId);
        });
      }
      const terminal = await pending;
      if (!terminal.ended) return terminal.join();
      if (this.terminals.get(containerId) === pending) this.terminals.delete(containerId);
    }
    throw new RuntimeError('无法连接实验容器的终端，请重试');
  }

  async usage(containerId: number): Promise<Usage | null> {
    const [namespace] = await this.namespacesOf(containerId);
    if (!namespace) return null;
    const path = `/apis/metrics.k8s.io/v1beta1/namespaces/${namespace}/pods/${podName(containerId)}`;
    // 404: no metrics for this Pod (yet) or no metrics API at all; 503: metrics-server registered but down
    const answer = await this.call('GET', path, undefined, [404, 503]);
    if (answer.status !== 200) return null;
    let cores = 0;
    let bytes = 0;
    for (const container of (answer.body as PodMetrics).containers ?? []) {
      cores += cpuCores(container.usage?.cpu ?? '0');
      bytes += memoryBytes(container.usage?.memory ?? '0');
    }
    return { cpuPercent: Math.round(cores * 1000) / 10, memoryMb: Math.round((bytes / 2 ** 20) * 10) / 10 };
  }

  /** Unknown: the claim's size (diskMb) bounds the home folder, and measuring it would mean running `du` in the Pod. */
  async homeSizeMb(): Promise<number | null> {
    return null;
  }

  onExit(listener: (containerId: number) => void): void {
    this.exitListeners.push(listener);
  }

  /** Ends the terminals only: Pods keep running across a server restart, and the reaper stops expired ones. */
  async close(): Promise<void> {
    this.closed = true;
    const terminals = [...this.terminals.values()];
    this.terminals.clear();
    await Promise.all(terminals.map((pending) => pending.then((terminal) => terminal.end(true)).catch(() => undefined)));
    this.agent?.destroy();
  }

  private ownsNamespace(namespace: string): boolean {
    return namespace.startsWith(this.settings.namespacePrefix);
  }

  private async ensureNamespace(courseId: number): Promise<string> {
    // asked at every start (409 when there): cheap next to a Pod's start, and a namespace deleted by hand comes back
    const namespace = `${this.settings.namespacePrefix}${courseId}`;
    const labels = { [MANAGED_BY]: MANAGER, [COURSE_LABEL]: String(courseId) };
    await this.call(
      'POST',
      '/api/v1/namespaces',
      {
        apiVersion: 'v1',
        kind: 'Namespace',
        metadata: {
          name: namespace,
          // Pod Security Admission refuses anything looser than the Pods made below, whoever creates them
          labels: { ...labels, 'pod-security.kubernetes.io/enforce': 'restricted' },
        },
      },
      [409],
    );
    // also when the namespace existed: a process may have died between the two calls
    await this.call(
      'POST',
      `/apis/networking.k8s.io/v1/namespaces/${namespace}/networkpolicies`,
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: { name: 'deny-all', labels },
        // selects every Pod and allows nothing: no internet, no cluster services, no other students' Pods
        spec: { podSelector: {}, policyTypes: ['Ingress', 'Egress'] },
      },
      [409],
    );
    return namespace;
  }

  private async ensureHome(namespace: string, spec: ContainerSpec): Promise<void> {
    const claim = {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: {
        name: homeClaimName(spec.homeKey),
        labels: { [MANAGED_BY]: MANAGER, [COURSE_LABEL]: String(spec.courseId), [HOME_LABEL]: homeLabel(spec.homeKey) },
        annotations: { 'htdz/home-key': spec.homeKey },
      },
      spec: {
        accessModes: ['ReadWriteOnce'],
        resources: { requests: { storage: `${spec.diskMb}Mi` } },
        ...(this.settings.storageClass ? { storageClassName: this.settings.storageClass } : {}),
      },
    };
    // 409: it exists, with the size it was made with (a changed diskMb applies after 重置)
    await this.call('POST', `/api/v1/namespaces/${namespace}/persistentvolumeclaims`, claim, [409]);
    this.homes.set(spec.homeKey, namespace);
  }

  private async getPod(namespace: string, containerId: number): Promise<Pod | null> {
    const answer = await this.call('GET', podPath(namespace, containerId), undefined, [404]);
    return answer.status === 404 ? null : (answer.body as Pod);
  }

  private async listPods(labels: Record<string, string>): Promise<Pod[]> {
    const answer = await this.call('GET', `/api/v1/pods?${labelSelector(labels)}`);
    return ((answer.body as ObjectList<Pod>).items ?? []).filter((pod) => {
      const namespace = pod.metadata?.namespace;
      return namespace !== undefined && this.ownsNamespace(namespace);
    });
  }

  /** Where the container's Pod is: remembered, or found by label (a Pod started by an earlier server process). */
  private async namespacesOf(containerId: number): Promise<string[]> {
    const knownNamespace = this.known.get(containerId);
    if (knownNamespace) return [knownNamespace];
    const pods = await this.listPods({ [MANAGED_BY]: MANAGER, [CONTAINER_LABEL]: String(containerId) });
    return [...new Set(pods.map((pod) => pod.metadata!.namespace!))];
  }

  private async waitRunning(namespace: string, containerId: number): Promise<void> {
    const deadline = Date.now() + this.startTimeoutMs;
    let lastWaiting = '';
    for (;;) {
      const pod = await this.getPod(namespace, containerId);
      if (!pod) throw new RuntimeError('实验容器在启动时被删除了，请重试');
      if (pod.status?.phase === 'Running' && !pod.metadata?.deletionTimestamp) return;
      const problem = startProblem(pod);
      const timedOut = Date.now() >= deadline;
      if (problem || timedOut) {
        // the caller records the start as failed and will not stop it; leave no Pod holding the home claim
        await this.call('DELETE', `${podPath(namespace, containerId)}?gracePeriodSeconds=0`, undefined, [404]).catch(() => undefined);
        if (problem) throw new RuntimeError(problem);
        const why = lastWaiting ? `（${lastWaiting}）` : '';
        throw new RuntimeError(`实验容器在 ${Math.round(this.startTimeoutMs / 1000)} 秒内没有启动起来${why}，请稍后再试`);
      }
      lastWaiting = pod.status?.containerStatuses?.[0]?.state?.waiting?.reason ?? pod.status?.reason ?? lastWaiting;
      await delay(this.pollIntervalMs);
    }
  }

  /** Polls until the object answers 404; false when it is still there at the deadline. */
  private async waitGone(path: string): Promise<boolean> {
    const deadline = Date.now() + this.deleteTimeoutMs;
    for (;;) {
      const answer = await this.call('GET', path, undefined, [404]);
      if (answer.status === 404) return true;
      if (Date.now() >= deadline) return false;
      await delay(this.pollIntervalMs);
    }
  }

  private async openTerminal(containerId: number): Promise<SharedTerminal> {
    const [namespace] = await this.namespacesOf(containerId);
    const pod = namespace ? await this.getPod(namespace, containerId) : null;
    if (!namespace || !pod || pod.status?.phase !== 'Running' || pod.metadata?.deletionTimestamp) {
      throw new RuntimeError('实验容器没有在运行');
    }
    this.known.set(containerId, namespace);
    const query = new URLSearchParams([
      ['command', '/bin/bash'],
      ['command', '-l'],
      ['container', 'lab'],
      ['stdin', 'true'],
      ['stdout', 'true'],
      ['stderr', 'true'],
      ['tty', 'true'],
    ]);
    const url = this.urlOf(`${podPath(namespace, containerId)}/exec?${query}`);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const token = await this.token();
    const socket = new WebSocket(url, [EXEC_PROTOCOL], {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ca: this.ca(),
      handshakeTimeout: this.callTimeoutMs,
      perMessageDeflate: false,
    });
    // listening from the first moment: the prompt may arrive in the same packet as the handshake's answer
    const terminal = new SharedTerminal(socket, this.backlogChars, this.execIdleMs, () => {
      // the shell exited or the stream broke: the next attach opens a new one; the Pod keeps running
      const current = this.terminals.get(containerId);
      void current?.then(
        (t) => {
          if (t === terminal && this.terminals.get(containerId) === current) this.terminals.delete(containerId);
        },
        () => undefined, // a stream that failed to open: attach() forgets it
      );
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      // without this listener ws turns a refused upgrade (401, 403, 404) into an 'error' that tells no status
      socket.once('unexpected-response', (request, response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          reject(apiError({ status: response.statusCode ?? 0, body: parseJson(Buffer.concat(chunks).toString('utf8')) }, token));
          request.destroy();
        });
      });
      socket.on('error', (error) => reject(new RuntimeError(`无法连接实验容器的终端（${errorCode(error)}）`)));
    }).catch((error: unknown) => {
      terminal.end(true);
      throw error;
    });
    return terminal;
  }

  private endTerminal(containerId: number): void {
    const pending = this.terminals.get(containerId);
    this.terminals.delete(containerId);
    void pending?.then((terminal) => terminal.end(false)).catch(() => undefined);
  }

  private urlOf(path: string): URL {
    return new URL(`${this.settings.apiUrl.replace(/\/+$/, '')}${path}`);
  }

  /** Read at every call: service-account tokens are rotated on disk by the kubelet. */
  private async token(): Promise<string | undefined> {
    if (!this.settings.tokenFile) return undefined;
    try {
      return (await fs.readFile(this.settings.tokenFile, 'utf8')).trim();
    } catch {
      throw new RuntimeError('无法读取 Kubernetes 令牌文件（HTDZ_LAB_K8S_TOKEN_FILE）');
    }
  }

  private ca(): Buffer | undefined {
    if (!this.settings.caFile) return undefined;
    if (!this.caCertificate) {
      try {
        this.caCertificate = readFileSync(this.settings.caFile);
      } catch {
        throw new RuntimeError('无法读取 Kubernetes CA 证书文件（HTDZ_LAB_K8S_CA_FILE）');
      }
    }
    return this.caCertificate;
  }

  /** One REST call; 2xx and the `expected` statuses are answers, anything else a RuntimeError. */
  private async call(method: string, path: string, body?: unknown, expected: readonly number[] = []): Promise<ApiAnswer> {
    const url = this.urlOf(path);
    const token = await this.token();
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    if (token) headers.authorization = `Bearer ${token}`;
    const secure = url.protocol === 'https:';
    if (secure && !this.agent) this.agent = new https.Agent({ keepAlive: true, ca: this.ca() });
    const answer = await new Promise<ApiAnswer>((resolve, reject) => {
      const request = (secure ? https : http).request(url, { method, headers, agent: secure ? this.agent : undefined }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: parseJson(Buffer.concat(chunks).toString('utf8')) }));
        response.on('error', reject);
      });
      request.setTimeout(this.callTimeoutMs, () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
      request.on('error', reject);
      request.end(payload);
    }).catch((error: unknown) => {
      throw new RuntimeError(`无法连接 Kubernetes 接口（${errorCode(error)}）`);
    });
    if ((answer.status >= 200 && answer.status < 300) || expected.includes(answer.status)) return answer;
    throw apiError(answer, token);
  }
}

function podPath(namespace: string, containerId: number): string {
  return `/api/v1/namespaces/${namespace}/pods/${podName(containerId)}`;
}

function labelSelector(labels: Record<string, string>): string {
  const selector = Object.entries(labels)
    .map(([key, value]) => `${key}=${value}`)
    .join(',');
  return new URLSearchParams({ labelSelector: selector }).toString();
}

function containerIdOf(pod: Pod): number | null {
  const id = Number(pod.metadata?.labels?.[CONTAINER_LABEL]);
  return Number.isInteger(id) && id > 0 && pod.metadata?.namespace ? id : null;
}

/** Running, or Pending on its way up; not ended and not being deleted. */
function isLive(pod: Pod): boolean {
  const phase = pod.status?.phase ?? 'Pending';
  return (phase === 'Running' || phase === 'Pending') && !pod.metadata?.deletionTimestamp;
}

/** Why a starting Pod will never run, or null while it still may. */
function startProblem(pod: Pod): string | null {
  const status = pod.status ?? {};
  const state = status.containerStatuses?.[0]?.state;
  if (status.phase === 'Failed' || status.phase === 'Succeeded') {
    const terminated = state?.terminated;
    const detail = terminated ? `${terminated.reason ?? '已退出'}，退出码 ${terminated.exitCode ?? '?'}` : (status.reason ?? status.message ?? status.phase);
    return `实验容器启动失败（${detail}）`;
  }
  const waiting = state?.waiting?.reason;
  if (waiting && HOPELESS_WAITING.has(waiting)) {
    return waiting === 'CreateContainerConfigError' ? `实验容器无法创建（${waiting}）` : `实验容器的镜像无法拉取（${waiting}），请检查镜像地址`;
  }
  return null;
}

function podManifest(spec: ContainerSpec, namespace: string): object {
  const resources = {
    memory: `${spec.memoryMb}Mi`,
    cpu: `${spec.cpuTenths * 100}m`,
    'ephemeral-storage': `${spec.diskMb}Mi`,
  };
  const startCommand = spec.startCommand.trim();
  // the start command runs once; `sleep infinity` then keeps the Pod up for the terminals (exec) to come
  const script = startCommand ? `cd ${HOME_DIR} && ( ${startCommand}\n) ; exec sleep infinity` : `cd ${HOME_DIR} ; exec sleep infinity`;
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      name: podName(spec.containerId),
      namespace,
      labels: {
        [MANAGED_BY]: MANAGER,
        [CONTAINER_LABEL]: String(spec.containerId),
        [COURSE_LABEL]: String(spec.courseId),
        [HOME_LABEL]: homeLabel(spec.homeKey),
      },
    },
    spec: {
      restartPolicy: 'Never',
      automountServiceAccountToken: false,
      // no KUBERNETES_SERVICE_HOST & co. of the namespace's services in the environment
      enableServiceLinks: false,
      hostname: 'lab',
      terminationGracePeriodSeconds: 5,
      securityContext: {
        runAsNonRoot: true,
        runAsUser: LAB_UID,
        runAsGroup: LAB_UID,
        // the volume's files belong to the lab user, whatever uid the provisioner gives them
        fsGroup: LAB_UID,
        seccompProfile: { type: 'RuntimeDefault' },
      },
      containers: [
        {
          name: 'lab',
          image: spec.ociImage,
          command: ['/bin/sh', '-c', script],
          workingDir: HOME_DIR,
          // exec'd shells inherit the container's environment, so the terminal gets these too
          env: [
            { name: 'HOME', value: HOME_DIR },
            { name: 'TERM', value: 'xterm-256color' },
            { name: 'LANG', value: 'C.UTF-8' },
          ],
          resources: { requests: resources, limits: resources },
          securityContext: {
            runAsNonRoot: true,
            runAsUser: LAB_UID,
            allowPrivilegeEscalation: false,
            capabilities: { drop: ['ALL'] },
            // the image is a program, not a disk: only the home folder and /tmp are writable
            readOnlyRootFilesystem: true,
          },
          volumeMounts: [
            { name: 'home', mountPath: HOME_DIR },
            { name: 'tmp', mountPath: '/tmp' },
          ],
        },
      ],
      volumes: [
        { name: 'home', persistentVolumeClaim: { claimName: homeClaimName(spec.homeKey) } },
        { name: 'tmp', emptyDir: { sizeLimit: `${spec.diskMb}Mi` } },
      ],
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}

/** The API's own Status message, shortened, with the token cut out should a proxy ever echo it. */
function apiError(answer: ApiAnswer, token: string | undefined): RuntimeError {
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  let detail = typeof message === 'string' ? message.slice(0, 300) : '';
  if (token) detail = detail.split(token).join('***');
  return new RuntimeError(`Kubernetes 接口出错（${answer.status}）${detail ? `：${detail}` : ''}`);
}

/**
 * One exec stream into a container, seen by every viewer (the student and observing teachers see one screen).
 * With no viewer left it stays open `idleMs`, so a reloaded page finds the same shell, then closes.
 */
class SharedTerminal {
  ended = false;
  private readonly views = new Set<TerminalView>();
  private readonly chunks: string[] = [];
  private chunkChars = 0;
  /** a UTF-8 character may be split across frames; one decoder per output stream keeps it whole */
  private readonly decoders = new Map<number, StringDecoder>();
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly pingTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    private readonly backlogChars: number,
    private readonly idleMs: number,
    private readonly onEnd: () => void,
  ) {
    socket.on('message', (data: WebSocket.RawData) => this.receive(toBuffer(data)));
    socket.on('close', () => this.end(false));
    socket.on('error', () => this.end(true));
    this.pingTimer = setInterval(() => {
      if (socket.readyState === WebSocket.OPEN) socket.ping();
    }, EXEC_PING_MS);
    this.pingTimer.unref();
  }

  join(): TerminalSession {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    const view = new TerminalView(this);
    this.views.add(view);
    return view;
  }

  leave(view: TerminalView): void {
    this.views.delete(view);
    if (this.views.size > 0 || this.ended) return;
    this.idleTimer = setTimeout(() => this.end(false), this.idleMs);
    this.idleTimer.unref();
  }

  write(data: string): void {
    this.send(Channel.stdin, Buffer.from(data, 'utf8'));
  }

  resize(cols: number, rows: number): void {
    const size = { Width: Math.max(1, Math.floor(cols)), Height: Math.max(1, Math.floor(rows)) };
    this.send(Channel.resize, Buffer.from(JSON.stringify(size)));
  }

  backlog(): string {
    return this.chunks.join('');
  }

  /** Closes the stream (at once when `now`) and tells the viewers; the Pod is not touched. */
  end(now: boolean): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.idleTimer);
    clearInterval(this.pingTimer);
    if (now) this.socket.terminate();
    else if (this.socket.readyState === WebSocket.OPEN) this.socket.close(1000);
    for (const view of [...this.views]) view.exited();
    this.views.clear();
    this.onEnd();
  }

  private send(channel: number, payload: Buffer): void {
    if (this.ended || this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(Buffer.concat([Buffer.of(channel), payload]));
  }

  private receive(frame: Buffer): void {
    // the API server opens each stream with an empty frame; the status stream ends with a JSON Status
    if (frame.length < 2) return;
    const channel = frame[0];
    if (channel !== Channel.stdout && channel !== Channel.stderr) return;
    let decoder = this.decoders.get(channel);
    if (!decoder) this.decoders.set(channel, (decoder = new StringDecoder('utf8')));
    const text = decoder.write(frame.subarray(1));
    if (!text) return;
    this.remember(text);
    for (const view of [...this.views]) view.deliver(text);
  }

  private remember(text: string): void {
    this.chunks.push(text);
    this.chunkChars += text.length;
    while (this.chunkChars > this.backlogChars && this.chunks.length > 0) {
      const excess = this.chunkChars - this.backlogChars;
      const first = this.chunks[0];
      if (first.length <= excess) {
        this.chunks.shift();
        this.chunkChars -= first.length;
      } else {
        this.chunks[0] = first.slice(excess);
        this.chunkChars -= excess;
      }
    }
  }
}

/** One viewer of a shared terminal; closing it leaves the others and the shell running. */
class TerminalView implements TerminalSession {
  private readonly dataListeners = new Set<(data: string) => void>();
  private readonly exitListeners = new Set<() => void>();
  private closed = false;

  constructor(private readonly terminal: SharedTerminal) {}

  write(data: string): void {
    if (!this.closed) this.terminal.write(data);
  }

  resize(cols: number, rows: number): void {
    if (!this.closed) this.terminal.resize(cols, rows);
  }

  onData(listener: (data: string) => void): () => void {
    this.dataListeners.add(listener);
    return () => this.dataListeners.delete(listener);
  }

  onExit(listener: () => void): () => void {
    if (this.terminal.ended) {
      // it ended before anyone listened; tell the listener as it would have been told
      queueMicrotask(listener);
      return () => undefined;
    }
    this.exitListeners.add(listener);
    return () => this.exitListeners.delete(listener);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.dataListeners.clear();
    this.exitListeners.clear();
    this.terminal.leave(this);
  }

  backlog(): string {
    return this.terminal.backlog();
  }

  deliver(data: string): void {
    for (const listener of [...this.dataListeners]) listener(data);
  }

  exited(): void {
    const listeners = [...this.exitListeners];
    this.exitListeners.clear();
    this.dataListeners.clear();
    for (const listener of listeners) listener();
  }
}

function toBuffer(data: WebSocket.RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
