// The API under load (issue 9), measured side by side in one run: login, getCurrentUser, the course list, a chapter,
// and homework autosave, each at CONNECTIONS concurrent connections for SECONDS seconds with autocannon, against the
// platform as its own process (embedded PGlite, then PostgreSQL when TEST_DATABASE_URL is set), beside a bare Fastify
// process answering a constant envelope (the ceiling). After the autosave run the server is stopped and the database
// read: every save the server acknowledged must be there (the stored seq of each student's answer is at least the
// last one acknowledged). Prints one table; `npm run bench` runs it on both databases, and on PostgreSQL once more with
// three server processes behind the port (HTDZ_WORKERS=3).
// Exam submit is measured over BENCH_SUBMITS students who each started the demo exam (a hand-in counts once, so
// every request is a different student's first), and afterwards every acknowledged hand-in must be in the database.
// BENCH_PROFILE=folder writes the server's CPU profile there.
// BENCH_BEFORE=<git revision> measures the reads (course list, chapter, homework list, exam list) of that revision too,
// on the same database in the same run, just before this one's: a server started from a worktree of it (issue P14's
// before and after).
// Settings: BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_SUBMITS (1000), BENCH_RUNS (which runs: pglite,postgres,postgres×3; all by
// default), BENCH_CALLS (which calls: login,getCurrentUser,course list,chapter,homework list,exam list,homework autosave,
// exam submit; all by default).
// The table goes into docs/benchmarks.md (block bench:api, bench/report.ts) only from a full run: every run and call,
// the default load, PostgreSQL present; a run of part prints it and says it was not written.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { HttpMethod } from '@contract/call';
import type { AnyCallInput, CallInput } from '@contract/client';
import type { Envelope } from '@contract/envelope';
import { RoleId } from '@contract/roles';
import { openDatabase } from '../server/db/client';
import { classes, classStudents, examAttempts, homeworkAnswers, homeworkSubmissions, userRoles, users } from '../server/db/schema';
import { seedIfEmpty } from '../server/db/seed';
import { freshPostgres } from '../tests/api/harness';
import { addressOf, type AllCalls, type CallAnswer, type CallBody, type CallName, processApi, ROUTES } from '../tests/contract-api';
import { ROOT, startServerProcess } from '../tests/server-process';
import { type CpuSplit, postmasterAt, startCpu, type Tree } from './cpu';
import { changedKnobs, markdownOf, postgresVersion, writeSection } from './report';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 1000);
/** the calls measured (BENCH_CALLS, comma-separated names as in the table); all when unset */
const CALLS = process.env.BENCH_CALLS?.split(',').map((c) => c.trim());
const measured = (call: string) => !CALLS || CALLS.includes(call);
const PASSWORD = 'Bench1234';
/** BENCH_BEFORE: the revision whose reads are measured too, checked out beside this one (its node_modules shared) */
const BEFORE = process.env.BENCH_BEFORE ? worktreeOf(process.env.BENCH_BEFORE) : undefined;
function worktreeOf(revision: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-bench-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, revision], { cwd: ROOT, stdio: 'ignore' });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return { rev: execFileSync('git', ['rev-parse', '--short', revision], { cwd: ROOT }).toString().trim(), dir };
}
/** the reads of a page view, whose target is a share of the floor */
const READS = ['course list', 'chapter', 'homework list', 'exam list'];
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-01';
/** issue 9's and P14's targets on this 2-core machine */
const TARGET = { shareOfCeiling: 0.4, shareOfFloor: 0.5, p99Ms: 50, autosavePerSecond: 2000 };

type Row = { database: string; call: string; rps: number; p50: number; p99: number; errors: number; note: string; cpu?: CpuSplit };

/**
 * The demo data plus students in the demo class (the demo student's password hash for all): one per connection, and
 * as many as hand in the exam.
 */
async function prepare(dataDir: string, databaseUrl: string | undefined): Promise<string[]> {
  const { db, close } = await openDatabase(databaseUrl, dataDir);
  await seedIfEmpty(db, { demo: true, demoPassword: PASSWORD });
  const [student] = await db.select().from(users).where(eq(users.code, 'student'));
  const [demoClass] = await db.select().from(classes).orderBy(classes.id).limit(1);
  const codes = Array.from({ length: Math.max(CONNECTIONS, SUBMITS) }, (_, i) => `bench${String(i + 1).padStart(4, '0')}`);
  const made = await db
    .insert(users)
    .values(codes.map((code) => ({ code, name: `压测学生${code.slice(5)}`, passwordHash: student!.passwordHash, defRole: RoleId.STUDENT })))
    .returning({ id: users.id });
  await db.insert(userRoles).values(made.map((u) => ({ userId: u.id, roleId: RoleId.STUDENT })));
  await db.insert(classStudents).values(made.map((u) => ({ classId: demoClass!.id, userId: u.id })));
  await close();
  return codes;
}

type Shot = { method?: HttpMethod; path: string; token?: string; body?: string };

/** Where autocannon sends a contract call: the call's method, and its address (/htdz, the path filled, the query). */
const targetOf = (name: CallName, input: AnyCallInput = {}) => ({ method: ROUTES[name].method, path: addressOf(name, input) });

/** A contract call as one shot, its input typed by the call. */
function shotOf<N extends CallName>(name: N, input: CallInput<AllCalls[N]>, token?: string): Shot {
  const { body } = input as AnyCallInput;
  return { ...targetOf(name, input as AnyCallInput), token, body: body === undefined ? undefined : JSON.stringify(body) };
}

async function shoot(base: string, shot: Shot, extra: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}${shot.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: shot.method ?? 'GET',
    headers: { ...(shot.token ? { authorization: `Bearer ${shot.token}` } : {}), ...(shot.body ? { 'content-type': 'application/json' } : {}) },
    body: shot.body,
    ...extra,
  });
}

const shareOfCeiling = (r: Row, ceilingRps: number) => `${((r.rps / ceilingRps) * 100).toFixed(0)}% of ceiling`;
const shareOfFloor = (r: Row, floorRps: number) => `${((r.rps / floorRps) * 100).toFixed(0)}% of floor`;

/** The process trees whose CPU a shot is charged to: the server's (its own embedded databases aside), PostgreSQL's. */
type Charged = { server: number; postmaster?: number };
const treesOf = ({ server, postmaster }: Charged): Tree[] => [
  { root: server, counts: (comm) => comm !== 'postgres' },
  ...(postmaster ? [{ root: postmaster }] : []),
];

/** A shot with the CPU it cost per request (the machine's, the server's, PostgreSQL's). */
async function shootCharged(base: string, shot: Shot, charged: Charged): Promise<[autocannon.Result, CpuSplit]> {
  const stop = startCpu(treesOf(charged));
  const result = await shoot(base, shot);
  return [result, stop(result.requests.total)];
}

function rowOf(database: string, call: string, shot: autocannon.Result | [autocannon.Result, CpuSplit], note = ''): Row {
  const [r, cpu] = Array.isArray(shot) ? shot : [shot, undefined];
  return {
    database,
    call,
    // requests over the run's own length (a run of a fixed number of requests, exam submit, ends inside a second)
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    note,
    cpu,
  };
}

/** What the runs share: a token per student, the demo course, an open homework and its question, the read calls' shots. */
type Reads = {
  tokens: string[];
  token: string;
  course: { courseId: number; clazzId: number };
  open: { homeworkId: number };
  fill: { questionId: number };
  /** the reads of a page view, by their name in the table */
  shots: [string, Shot][];
};

/** Signs every student in and makes a chapter to read (on the server at `base`). */
async function readsOf(base: string, codes: string[]): Promise<Reads> {
  const api = processApi(base);
  const tokens = await Promise.all(codes.map(async (code) => (await api.login({ body: { username: code, password: PASSWORD } })).token!));
  const token = tokens[0]!;
  const me = await api.getCurrentUser({}, { token });
  const [course] = (await api.myCourses({}, { token })).obj;
  // a chapter with a page of text for the chapter call (the demo course starts without chapters)
  const teacher = (await api.login({ body: { username: 'teacher', password: PASSWORD } })).token!;
  const content = `<h2>关系模型</h2>${'<p>关系数据库把数据组织成二维表，每一行是一个元组，每一列是一个属性。</p>'.repeat(40)}`;
  const chapter = await api.saveChapter({ body: { courseId: course!.courseId, title: '第一章 关系模型', content } }, { token: teacher });
  const chapterId = chapter.obj.chapterId;
  const params = { courseId: course!.courseId, clazzId: course!.clazzId };
  const list = await api.myHomeworks({ params }, { token });
  const open = list.obj.homeworks.find((h) => h.open) ?? list.obj.homeworks[0]!;
  const sheet = await api.homeworkSheet({ params: { studentId: me.obj.userId, homeworkId: open.homeworkId } }, { token });
  const fill = sheet.obj.questions.find((q) => q.exercise.type === 'fill') ?? sheet.obj.questions[0]!;
  return {
    tokens,
    token,
    course: course!,
    open,
    fill,
    shots: [
      ['course list', shotOf('myCourses', {}, token)],
      ['chapter', shotOf('studyChapter', { params: { clazzId: course!.clazzId, chapterId } }, token)],
      ['homework list', shotOf('myHomeworks', { params }, token)],
      ['exam list', shotOf('myExams', { params }, token)],
    ],
  };
}

type Run = {
  database: 'pglite' | 'postgres';
  ceilingRps: number;
  floorRps: number | undefined;
  /** server processes behind the port (HTDZ_WORKERS) */
  workers?: number;
  /** PostgreSQL's postmaster on this machine, whose backends' CPU the rows are charged */
  postmaster?: number;
};

async function runOn({ database, ceilingRps, floorRps, workers = 1, postmaster }: Run): Promise<Row[]> {
  const label = workers > 1 ? `${database} ×${workers} processes` : database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-bench-api-'));
  // a new database each run: the runs must not see each other's data
  const fresh = database === 'postgres' ? await freshPostgres(process.env.TEST_DATABASE_URL!) : undefined;
  const url = fresh?.url;
  const rows: Row[] = [];
  try {
    const codes = await prepare(dataDir, url);
    const env = {
      HTDZ_DATA_DIR: dataDir,
      DATABASE_URL: url ?? '',
      HTDZ_JWT_SECRET: JWT_SECRET,
      HTDZ_DEMO_PASSWORD: PASSWORD,
      HTDZ_WEB_DIR: path.join(dataDir, 'no-web'),
      HTDZ_LAB_RUNTIME: 'off',
      HTDZ_SWEEP_SECONDS: '0',
      HTDZ_WORKERS: String(workers),
      // one SQL grading thread per process: they start at boot and would take the cores the measurement needs
      HTDZ_GRADING_WORKERS: '1',
      LOG_LEVEL: 'error',
    };
    // the revision before, on the same database: its reads first, then this one's (single process runs only)
    const before =
      BEFORE && workers === 1 ? await startServerProcess({ inheritStderr: true, script: path.join(BEFORE.dir, 'server', 'index.ts'), env }) : undefined;
    let reads: Reads | undefined;
    try {
      if (before) {
        reads = await readsOf(before.url, codes);
        await new Promise((r) => setTimeout(r, 5000));
        for (const [call, shot] of reads.shots)
          if (measured(call))
            rows.push(rowOf(`${label} (before ${BEFORE!.rev})`, call, await shootCharged(before.url, shot, { server: before.child.pid!, postmaster })));
      }
    } finally {
      await before?.stop();
    }
    const server = await startServerProcess({
      inheritStderr: true,
      // BENCH_PROFILE=folder: the server writes a V8 CPU profile there when it stops
      nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [],
      env,
    });
    const base = server.url;
    const charged = { server: server.child.pid!, postmaster: database === 'postgres' ? postmaster : undefined };
    let acked = new Map<number, number>();
    let homework: { homeworkId: number; questionId: number; studentIds: Map<string, number> } | undefined;
    let exam: { examClassId: number; handedIn: Set<number> } | undefined;
    const api = processApi(base);
    try {
      // the first server of the run sets up (tokens, a chapter); a second only reads what it made
      reads ??= await readsOf(base, codes);
      const { tokens, token, course, open, fill } = reads;

      // every process finishes starting (its grading thread's embedded database) before anything is measured
      await new Promise((r) => setTimeout(r, 5000 * workers));
      // login hashes the password with argon2id on purpose: its rate is the hash's, not the server's
      if (measured('login'))
        rows.push(
          rowOf(label, 'login', await shootCharged(base, shotOf('login', { body: { username: 'bench0001', password: PASSWORD } }), charged), 'argon2id'),
        );
      if (measured('getCurrentUser')) rows.push(rowOf(label, 'getCurrentUser', await shootCharged(base, shotOf('getCurrentUser', {}, token), charged)));
      for (const [call, shot] of reads.shots) if (measured(call)) rows.push(rowOf(label, call, await shootCharged(base, shot, charged)));

      // autosave: each connection is one student saving one answer with a rising seq; what was acknowledged is kept
      const studentIds = new Map<string, number>();
      for (let i = 0; i < codes.length; i++) studentIds.set(tokens[i]!, (await api.getCurrentUser({}, { token: tokens[i]! })).obj.userId);
      if (measured('homework autosave')) {
        homework = { homeworkId: open.homeworkId, questionId: fill.questionId, studentIds };
        // autocannon starts each request with a fresh context, so who saves what lives here: the students take turns
        // (one per connection), each with a seq that rises with every save, as a page's autosave does
        let next = 0;
        const savers = tokens.slice(0, CONNECTIONS);
        const seqOf = new Map<string, number>();
        acked = new Map();
        type Ctx = { studentId?: number; sent?: number };
        const save = targetOf('saveHomeworkAnswers');
        const result = await autocannon({
          url: `${base}${save.path}`,
          connections: CONNECTIONS,
          duration: SECONDS,
          requests: [
            {
              method: save.method,
              path: save.path,
              setupRequest: (req: autocannon.Request, ctx: Ctx) => {
                const t = savers[next++ % savers.length]!;
                const seq = (seqOf.get(t) ?? 0) + 1;
                seqOf.set(t, seq);
                ctx.studentId = studentIds.get(t)!;
                ctx.sent = seq;
                const body: CallBody<'saveHomeworkAnswers'> = {
                  studentId: ctx.studentId,
                  homeworkId: open.homeworkId,
                  answers: [{ questionId: fill.questionId, answer: { blanks: [`第${seq}次`] }, seq }],
                };
                return {
                  ...req,
                  headers: { ...req.headers, authorization: `Bearer ${t}`, 'content-type': 'application/json' },
                  body: JSON.stringify(body),
                };
              },
              onResponse: (status: number, body: string, ctx: Ctx) => {
                if (status !== 200) return;
                const env = JSON.parse(body) as Envelope<CallAnswer<'saveHomeworkAnswers'>>;
                if (env.success && env.obj.saved[0]?.applied) acked.set(ctx.studentId!, Math.max(acked.get(ctx.studentId!) ?? 0, ctx.sent!));
              },
            },
          ],
        } as autocannon.Options);
        rows.push(rowOf(label, 'homework autosave', result));
      }

      if (measured('exam submit')) {
        // exam submit: the students start the demo exam beforehand; each request is another student's hand-in (graded)
        const exams = await api.myExams({ params: { courseId: course!.courseId, clazzId: course!.clazzId } }, { token });
        const examClassId = exams.obj.exams.find((x) => x.state === 'open')!.examClassId;
        const submitters = tokens.slice(0, SUBMITS);
        for (let i = 0; i < submitters.length; i += 10) {
          await Promise.all(submitters.slice(i, i + 10).map((t) => api.startExam({ body: { examClassId } }, { token: t })));
        }
        exam = { examClassId, handedIn: new Set() };
        let nextSubmit = 0;
        type SubmitCtx = { studentId?: number };
        const submit = shotOf('submitExam', { body: { examClassId } });
        const submitted = await autocannon({
          url: `${base}${submit.path}`,
          connections: CONNECTIONS,
          amount: submitters.length,
          requests: [
            {
              method: submit.method,
              path: submit.path,
              setupRequest: (req: autocannon.Request, ctx: SubmitCtx) => {
                const t = submitters[nextSubmit++ % submitters.length]!;
                ctx.studentId = studentIds.get(t)!;
                return {
                  ...req,
                  headers: { ...req.headers, authorization: `Bearer ${t}`, 'content-type': 'application/json' },
                  body: submit.body,
                };
              },
              onResponse: (status: number, body: string, ctx: SubmitCtx) => {
                if (status === 200 && (JSON.parse(body) as Envelope<CallAnswer<'submitExam'>>).success) exam!.handedIn.add(ctx.studentId!);
              },
            },
          ],
        } as autocannon.Options);
        rows.push(rowOf(label, 'exam submit', submitted));
      }
    } finally {
      await server.stop();
    }

    // every acknowledged save and hand-in, read from the database with the server stopped
    const { db, close } = await openDatabase(url, dataDir);
    try {
      if (homework) {
        const ids = [...homework.studentIds.values()];
        const savedRows = await db
          .select({ studentId: homeworkSubmissions.studentId, seq: homeworkAnswers.seq })
          .from(homeworkAnswers)
          .innerJoin(homeworkSubmissions, eq(homeworkSubmissions.id, homeworkAnswers.submissionId))
          .where(
            and(
              eq(homeworkSubmissions.homeworkId, homework.homeworkId),
              inArray(homeworkSubmissions.studentId, ids),
              eq(homeworkAnswers.questionId, homework.questionId),
            ),
          );
        const kept = new Map(savedRows.map((r) => [r.studentId, r.seq]));
        const lost = [...acked].filter(([studentId, seq]) => (kept.get(studentId) ?? 0) < seq).length;
        rows.find((r) => r.call === 'homework autosave')!.note = `${acked.size} students' last acknowledged saves checked; lost ${lost}`;
        if (lost > 0) process.exitCode = 1;
      }
      if (exam) {
        const handedIn = await db
          .select({ studentId: examAttempts.studentId })
          .from(examAttempts)
          .where(and(eq(examAttempts.examClassId, exam.examClassId), isNotNull(examAttempts.submittedAt)));
        const stored = new Set(handedIn.map((r) => r.studentId));
        const missing = [...exam.handedIn].filter((id) => !stored.has(id)).length;
        rows.find((r) => r.call === 'exam submit')!.note = `${exam.handedIn.size} acknowledged hand-ins (graded) checked; lost ${missing}`;
        if (missing > 0) process.exitCode = 1;
      }
    } finally {
      await close();
    }
    for (const r of rows)
      r.note = [r.note, shareOfCeiling(r, ceilingRps), database === 'postgres' && floorRps && READS.includes(r.call) ? shareOfFloor(r, floorRps) : '']
        .filter(Boolean)
        .join('; ');
    return rows;
  } finally {
    await fresh?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A student's autosave comes every SAVE_EVERY_S seconds; an exam's hand-ins arrive within HAND_IN_S seconds of its end. */
const SAVE_EVERY_S = 3;
const HAND_IN_S = 10;

/**
 * Sizing a school from the rows (README): per core of this machine, how many students can autosave an exam at once,
 * how many can hand it in (graded) within seconds of its end, and how many page views a second the reads answer.
 * The load generator shares the cores, so the figures are on the safe side.
 */
function sizingOf(rows: Row[]): string[] {
  const cores = os.cpus().length;
  const runs = [...new Set(rows.filter((r) => r.database !== '—' && !r.database.includes('before')).map((r) => r.database))];
  const rps = (database: string, call: string) => rows.find((r) => r.database === database && r.call === call)?.rps;
  const perCore = (n: number | undefined, times = 1) => (n === undefined ? '—' : ((n * times) / cores).toFixed(0));
  const reads = (database: string) => {
    const found = READS.map((call) => rps(database, call)).filter((n): n is number => n !== undefined);
    return found.length ? Math.min(...found) : undefined;
  };
  return [
    `sizing per core (${cores} cores, the load generator on them too): a student autosaves every ${SAVE_EVERY_S} s (the homework autosave row: an exam's is the same read and write), an exam's hand-ins arrive within ${HAND_IN_S} s of its end`,
    '| database | students autosaving an exam, per core | students handing in (graded) within 10 s, per core | page-view reads/s per core (slowest of the four) |',
    '|---|---:|---:|---:|',
    ...runs.map(
      (run) => `| ${run} | ${perCore(rps(run, 'homework autosave'), SAVE_EVERY_S)} | ${perCore(rps(run, 'exam submit'), HAND_IN_S)} | ${perCore(reads(run))} |`,
    ),
  ];
}

const us = (n: number) => n.toFixed(0);
const cpuCell = (cpu: CpuSplit | undefined) =>
  cpu ? `${us(cpu.treesUs[0]!)} / ${cpu.treesUs[1] === undefined ? '—' : us(cpu.treesUs[1])} / ${us(cpu.machineUs)}` : '—';
const idleCell = (cpu: CpuSplit | undefined) => (cpu ? `${(cpu.idle * 100).toFixed(0)}%` : '—');

/**
 * What a read may cost to reach the target share of the floor: at that rate the machine's cores give each request
 * so many µs of CPU (the load generator, the kernel's loopback network, the server and PostgreSQL all included), beside
 * what each read spent in the PostgreSQL run, and of it how much PostgreSQL and the server.
 */
function budgetOf(rows: Row[], floorRps: number): string[] {
  const cores = os.cpus().length;
  const rate = floorRps * TARGET.shareOfFloor;
  const budgetUs = (cores * 1e6) / rate;
  const reads = rows.filter((r) => r.database === 'postgres' && READS.includes(r.call) && r.cpu);
  if (!reads.length) return [];
  return [
    `the reads' CPU budget: at ${TARGET.shareOfFloor * 100}% of the floor (${rate.toFixed(0)} requests/s) ${cores} cores give each request ${us(budgetUs)} µs of CPU, everything on the machine included`,
    '| call | requests/s | CPU µs per request (machine) | of it PostgreSQL | of it the server | against the budget |',
    '|---|---:|---:|---:|---:|---:|',
    ...reads.map(({ call, rps, cpu }) => {
      const postgres = cpu!.treesUs[1] === undefined ? '—' : us(cpu!.treesUs[1]);
      return `| ${call} | ${rps.toFixed(0)} | ${us(cpu!.machineUs)} | ${postgres} | ${us(cpu!.treesUs[0]!)} | ${((cpu!.machineUs / budgetUs) * 100).toFixed(0)}% |`;
    }),
  ];
}

async function main() {
  const header = `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per call; ${os.cpus().length}-core machine; the load generator shares it`;
  console.log(header);
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const ceiling = await startServerProcess({ script: path.join(ROOT, 'bench', 'ceiling-server.ts'), env: { DATABASE_URL: databaseUrl ?? '' } });
  const postmaster = databaseUrl ? await postmasterAt(databaseUrl) : undefined;
  let ceilingResult: [autocannon.Result, CpuSplit];
  let floorResult: [autocannon.Result, CpuSplit] | undefined;
  try {
    ceilingResult = await shootCharged(ceiling.url, { path: '/htdz/ping' }, { server: ceiling.child.pid! });
    if (databaseUrl) floorResult = await shootCharged(ceiling.url, { path: '/htdz/ping-db' }, { server: ceiling.child.pid!, postmaster });
  } finally {
    await ceiling.stop();
  }
  const ceilingRps = ceilingResult[0].requests.average;
  const rows: Row[] = [rowOf('—', 'bare Fastify, constant envelope (ceiling)', ceilingResult)];
  // what one database round trip per request leaves of the ceiling: no call that reads PostgreSQL can pass it
  if (floorResult) {
    const floor = rowOf('postgres', 'bare Fastify, one prepared query (floor of a read)', floorResult);
    rows.push({ ...floor, note: shareOfCeiling(floor, ceilingRps) });
  }
  const runs = (process.env.BENCH_RUNS ?? 'pglite,postgres,postgres×3').split(',');
  const floorRps = floorResult?.[0].requests.average;
  try {
    if (runs.includes('pglite')) rows.push(...(await runOn({ database: 'pglite', ceilingRps, floorRps })));
    if (databaseUrl) {
      if (runs.includes('postgres')) rows.push(...(await runOn({ database: 'postgres', ceilingRps, floorRps, postmaster })));
      // the same on three server processes sharing the port (HTDZ_WORKERS): does it scale, and stay stateless
      if (runs.includes('postgres×3')) rows.push(...(await runOn({ database: 'postgres', ceilingRps, floorRps, workers: 3, postmaster })));
    }
  } finally {
    if (BEFORE) execFileSync('git', ['worktree', 'remove', '--force', BEFORE.dir], { cwd: ROOT, stdio: 'ignore' });
  }

  const table = [
    '| database | call | requests/s | p50 ms | p99 ms | errors | CPU µs per request: server / PostgreSQL / machine | cores idle | notes |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) => `| ${r.database} | ${r.call} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${cpuCell(r.cpu)} | ${idleCell(r.cpu)} | ${r.note} |`,
    ),
  ];
  const targets = `targets: getCurrentUser ≥ ${TARGET.shareOfCeiling * 100}% of the ceiling; the reads of a page view (${READS.join(', ')}) ≥ ${TARGET.shareOfFloor * 100}% of the floor on PostgreSQL; p99 < ${TARGET.p99Ms} ms; autosave ≥ ${TARGET.autosavePerSecond}/s with none lost`;
  const sizing = sizingOf(rows);
  const budget = floorRps ? budgetOf(rows, floorRps) : [];
  console.log(`\n${table.join('\n')}`);
  console.log(`\n${targets}`);
  console.log(`\n${sizing.join('\n')}`);
  if (budget.length) console.log(`\n${budget.join('\n')}`);

  // the full table (every run and call at the default load) replaces the block bench:api of docs/benchmarks.md
  const partial = changedKnobs({
    BENCH_CONNECTIONS: '50',
    BENCH_SECONDS: '10',
    BENCH_SUBMITS: '1000',
    BENCH_RUNS: 'pglite,postgres,postgres×3',
    BENCH_CALLS: undefined,
    BENCH_PROFILE: undefined,
  });
  if (!databaseUrl) partial.push('没有 TEST_DATABASE_URL，只测了 PGlite');
  const version = await postgresVersion(databaseUrl);
  const setting = [
    `${header}${version ? `; PostgreSQL ${version} from scripts/with-postgres.sh (fsync off)` : ''}`,
    // the rows "(before …)" come from a server of that revision, on the same database just before this one's
    ...(BEFORE ? [`before: revision ${BEFORE.rev} (BENCH_BEFORE), measured on the same database just before this revision's rows`] : []),
  ].join('\n');
  writeSection('api', markdownOf([setting, ...table, targets, '', ...sizing, ...(budget.length ? ['', ...budget] : [])]), partial);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
