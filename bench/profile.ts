// Where one call spends its time: the platform as its own process with V8's CPU profiler on, the call hammered by
// autocannon (2 s warm-up, 6 s measured, 20 connections) as the demo student, then the functions with the most time
// of their own and the platform and library code with the most time under it. For finding what to speed up.
// Run: npx tsx bench/profile.ts myCourses (embedded PGlite), or under scripts/with-postgres.sh for PostgreSQL. The call
// is named as in contract/ (getCurrentUser by default); its path's params and its query follow as name=value
// (npx tsx bench/profile.ts studyChapter clazzId=1 chapterId=2). It is sent without a body.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { requestOf } from '@contract/client';
import { addressOf, type CallName, processApi, ROUTES, searchOf } from '../tests/contract-api';
import { startServerProcess } from '../tests/server-process';
/** What node's --cpu-prof writes, as far as it is read here. */
type ProfileNode = { id: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number } };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The call named on the command line, and its input: name=value pairs fill the path's params, the rest is the query. */
function targetOf(args: string[]) {
  const name = (args[0] ?? 'getCurrentUser') as CallName;
  if (!Object.hasOwn(ROUTES, name)) throw new Error(`${name}: no such call in contract/ (name one, e.g. myCourses)`);
  const route = ROUTES[name];
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const arg of args.slice(1)) {
    const [key, value] = arg.split(/=(.*)/s);
    if (!key || value === undefined) throw new Error(`${arg}: expected name=value`);
    (route.path.split('/').includes(`:${key}`) ? params : query)[key] = value;
  }
  // the path as printed (the call's, under /htdz), and the address it is sent to
  return { method: route.method, path: `${requestOf(route, { params }).path}${searchOf(query)}`, address: addressOf(name, { params, query }) };
}

(async () => {
  const target = targetOf(process.argv.slice(2));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'));
  const prof = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-profile-'));
  const s = await startServerProcess({
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${prof}`],
    env: {
      HTDZ_DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      HTDZ_DEMO_PASSWORD: 'Bench1234',
      HTDZ_WEB_DIR: '/none',
      HTDZ_LAB_RUNTIME: 'off',
      LOG_LEVEL: 'error',
    },
  });
  const login = await processApi(s.url).login({ body: { username: 'student', password: 'Bench1234' } });
  const shot = { url: `${s.url}${target.address}`, method: target.method, connections: 20, headers: { authorization: `Bearer ${login.token}` } };
  await autocannon({ ...shot, duration: 2 });
  const r = await autocannon({ ...shot, duration: 6 });
  console.log(`${target.path}: ${r.requests.average} requests/s, p99 ${r.latency.p99} ms, ${r.non2xx} not 2xx`);
  await s.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const file = fs.readdirSync(prof)[0]!;
  const p = JSON.parse(fs.readFileSync(path.join(prof, file), 'utf8')) as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = p.timeDeltas as number[];
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  p.samples.forEach((id: number, i: number) => {
    const t = dt[i] ?? 0;
    const n = byId.get(id)!;
    const key = (n: ProfileNode) =>
      `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/node_modules/').pop()?.split('/work/main/').pop()?.slice(0, 60)}:${n.callFrame.lineNumber}`;
    self.set(key(n), (self.get(key(n)) ?? 0) + t);
    const seen = new Set<string>();
    let cur: ProfileNode | undefined = n;
    while (cur) {
      const k = key(cur);
      if (!seen.has(k)) {
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + t);
      }
      cur = byId.get(parent.get(cur.id)!);
    }
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(
    `SELF\n${[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, t]) => `${((t / total) * 100).toFixed(1)}% ${k}`)
      .join('\n')}`,
  );
  console.log(
    `INCLUSIVE (server code)\n${[...incl]
      .filter(([k]) => /server\/|fastify|zod|drizzle|pino|helmet|jwt/.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([k, t]) => `${((t / total) * 100).toFixed(1)}% ${k}`)
      .join('\n')}`,
  );
})();
