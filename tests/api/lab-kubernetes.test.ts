// The platform with HTDZ_LAB_RUNTIME=kubernetes, end to end through the API, against tests/fixtures/fake-kubernetes.ts
// (no cluster is reachable where this is built; the fake answers the few calls the runtime makes): a student's start
// becomes a Pod in the course's namespace with the image's limits, the terminal is an exec stream, the teacher's stop
// deletes the Pod, and a Pod gone behind the platform's back is found by the reaper.
import { eq } from 'drizzle-orm';
import type { LabContainer } from '@contract/lab';
import { testConfig } from '../../server/config';
import { labContainers, labImages } from '../../server/db/schema';
import { type FakeKubernetes, startFakeKubernetes } from '../fixtures/fake-kubernetes';
import { startServer, type TestServer } from './harness';
import { openTerminal, stoppedWith, typeLine } from './lab-terminal';

let fake: FakeKubernetes;
let s: TestServer;
let teacher: string;
let student: string;
let clazzId: number;
let imageId: number;

const COURSE = 1;

beforeAll(async () => {
  fake = await startFakeKubernetes({ metrics: { cpu: '250m', memory: '96Mi' } });
  const base = testConfig().lab;
  s = await startServer({
    lab: {
      ...base,
      runtime: 'kubernetes',
      kubernetes: { apiUrl: fake.url, tokenFile: undefined, caFile: undefined, namespacePrefix: 'htdz-lab-', storageClass: undefined },
    },
  });
  teacher = await s.login('teacher');
  student = await s.login('student');
  const classes = await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher });
  clazzId = classes.obj.list.find((c) => c.courseId === COURSE)!.sclassId;
  imageId = (await s.database.db.select().from(labImages))[0]!.id;
}, 120_000);

afterAll(async () => {
  await s?.close();
  await fake?.close();
});

const start = () => s.api.startLabContainer({ body: { courseId: COURSE, clazzId, imageId, studentCode: 'student', roleId: 4 } }, { token: student });

describe('labs on Kubernetes', () => {
  let container: LabContainer;

  it('a start is a Pod in the course’s namespace with the image’s limits and its home volume', async () => {
    const r = await start();
    expect(r.message).toBe(r.success ? r.message : '');
    container = r.obj;
    expect(container).toMatchObject({ runtime: 'kubernetes', state: 'running', usage: { cpuPercent: 25, memoryMb: 96 } });
    const pod = fake.pods.get(`htdz-lab-${COURSE}/lab-${container.containerId}`)!;
    expect(pod.phase).toBe('Running');
    const spec = pod.manifest.spec as unknown as { containers: { image: string; resources: { limits: Record<string, string> } }[] };
    expect(spec.containers[0]!.image).toBe('postgres:15');
    expect(spec.containers[0]!.resources.limits).toMatchObject({ memory: '512Mi', cpu: '1000m' });
    expect(pod.manifest.spec.volumes?.some((v) => v.persistentVolumeClaim)).toBe(true);
    expect(fake.networkPolicies.has(`htdz-lab-${COURSE}/deny-all`)).toBe(true);
  });

  it('the terminal is an exec stream into the Pod; the teacher watches and stops it', async () => {
    const t = await openTerminal(s, container.containerId, student);
    await t.waitFor('lab$');
    typeLine(t, 'echo hello from the pod');
    await t.waitFor('hello from the pod');
    const watcher = await openTerminal(s, container.containerId, teacher);
    expect(watcher.mode).toBe('observer');
    await watcher.waitFor('hello from the pod');

    const stopped = await s.api.stopLabContainer({ params: { containerId: container.containerId } }, { token: teacher });
    expect(stopped.obj).toMatchObject({ state: 'stopped', stopReason: 'teacher' });
    await t.waitFor(stoppedWith('teacher'));
    expect(fake.pods.has(`htdz-lab-${COURSE}/lab-${container.containerId}`)).toBe(false);
  });

  it('a Pod deleted behind the platform’s back is found by the reaper', async () => {
    const again = (await start()).obj;
    const key = `htdz-lab-${COURSE}/lab-${again.containerId}`;
    expect(fake.pods.has(key)).toBe(true);
    fake.removePod(`htdz-lab-${COURSE}`, `lab-${again.containerId}`);
    await s.app.lab.reap(new Date());
    const [row] = await s.database.db.select().from(labContainers).where(eq(labContainers.id, again.containerId));
    expect(row).toMatchObject({ state: 'stopped' });
    expect(['server', 'exited']).toContain(row!.stopReason);
  });

  it('an image without an OCI reference cannot start here, and the row does not hold a place', async () => {
    await s.database.db.update(labImages).set({ ociImage: null }).where(eq(labImages.id, imageId));
    const r = await start();
    expect(r).toMatchObject({ success: false, message: '这个镜像没有设置容器镜像地址，无法在 Kubernetes 上启动' });
    const [row] = await s.database.db.select().from(labContainers).where(eq(labContainers.userId, container.owner.userId));
    expect(row!.state).toBe('stopped');
  });
});
