// The grading pool as processes of their own (HTDZ_GRADING_ISOLATION=process): grading works the same, the workers
// are other processes, and one killed from outside in the middle of a run (the operating system's out-of-memory
// killer, an operator) costs that run only: it fails clearly, the pool starts another and grades on.
import { STUDENT_COURSE_SQL } from '../db/demo-scenes.sql';
import { GradingEngine } from './engine';
import { gradesRight } from './test-support';

jest.setTimeout(120_000);

let engine: GradingEngine;
beforeAll(async () => {
  engine = new GradingEngine({ workers: 1, timeMs: 1000, isolation: 'process' });
  await engine.warm();
});
afterAll(async () => {
  const pids = engine.workerPids;
  await engine.close();
  // closing ends the processes
  for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('grades in a process that is not the server', async () => {
  expect(await gradesRight(engine)).toBe(true);
  const [pid] = engine.workerPids;
  expect(pid).not.toBe(process.pid);
  expect(alive(pid!)).toBe(true);
});

it('stops a runaway statement at the limit by ending its process, and starts another', async () => {
  const [before] = engine.workerPids;
  const r = await engine.run(STUDENT_COURSE_SQL, 'select pg_sleep(30)');
  expect(r.error?.message).toMatch(/^执行超时/);
  for (let i = 0; i < 100 && engine.replacedWorkers < 1; i++) await new Promise((res) => setTimeout(res, 50));
  await engine.warm();
  expect(engine.workerPids[0]).not.toBe(before);
  expect(alive(before!)).toBe(false);
  expect(await gradesRight(engine)).toBe(true);
});

it('a worker process killed in the middle of a run: that run fails clearly, grading goes on', async () => {
  const replaced = engine.replacedWorkers;
  const running = engine.run(STUDENT_COURSE_SQL, 'select pg_sleep(0.8)');
  await new Promise((res) => setTimeout(res, 300));
  process.kill(engine.workerPids[0]!, 'SIGKILL');
  expect((await running).error?.message).toBe('执行环境出错（可能是语句用尽了内存），已重置，请修改后重试');
  for (let i = 0; i < 100 && engine.replacedWorkers === replaced; i++) await new Promise((res) => setTimeout(res, 20));
  expect(engine.replacedWorkers).toBe(replaced + 1);
  await engine.warm();
  expect(await gradesRight(engine)).toBe(true);
});
