// An exam under load (issue P6): STUDENTS simulated students each start the same exam, autosave an answer every
// few seconds for SECONDS seconds, then all hand in within 10 seconds. The server runs as its own process (as in
// production: `tsx server/index.ts` on a file database) and is called over HTTP with keep-alive. Prints requests/s
// and p50/p99 latency per call, then stops the server, reads the database and checks that every save the server
// acknowledged is there: the stored answer of each question is the last one acknowledged (zero lost).
// Run: npm run bench:exam (embedded PGlite), or bash scripts/with-postgres.sh npm run bench:exam (PostgreSQL).
// Settings: BENCH_STUDENTS (500), BENCH_SECONDS (60), BENCH_SAVE_EVERY_MS (3000), BENCH_PORT (8719), BENCH_PROFILE (a
// folder: the server writes a V8 CPU profile there when it stops, to open in Chrome's DevTools).
// Writes what it printed into docs/benchmarks.md (bench/report.ts; the block is named at SECTION below).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractClient, processTransport, ROUTES } from '../tests/contract-api';
import { type ApiEnvelope, type ServerProcess, startServerProcess } from '../tests/server-process';
import { and, eq, inArray } from 'drizzle-orm';
import type { Route } from '@contract/client';
import type { AnswerValue, ExerciseType } from '@contract/exercise';
import { RoleId } from '@contract/roles';
import { openDatabase } from '../server/db/client';
import { classes, classStudents, examAnswers, examAttempts, exercises, userRoles, users } from '../server/db/schema';
import { seedIfEmpty } from '../server/db/seed';
import { changedKnobs, markdownOf, postgresVersion, writeSection } from './report';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SAVE_EVERY_MS = Number(process.env.BENCH_SAVE_EVERY_MS ?? 3000);
const SUBMIT_WINDOW_MS = 10_000;
const PORT = Number(process.env.BENCH_PORT ?? 8719);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench1234';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-01';
const PAPER_TYPES: ExerciseType[] = ['single', 'multiple', 'judge', 'fill', 'query'];
/**
 * The block of docs/benchmarks.md a run writes: exam-pglite or exam-postgres at the defaults, and the overload preset
 * (BENCH_SECONDS=30 BENCH_SAVE_EVERY_MS=500) as exam-pglite-overload or exam-postgres-overload. Other settings, or a
 * CPU profile, measure something else: such a run prints without writing.
 */
const OVERLOAD = SECONDS === 30 && SAVE_EVERY_MS === 500;
const SECTION = {
  name: `exam-${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}${OVERLOAD ? '-overload' : ''}`,
  partial: changedKnobs({
    BENCH_STUDENTS: '500',
    BENCH_SECONDS: OVERLOAD ? '30' : '60',
    BENCH_SAVE_EVERY_MS: OVERLOAD ? '500' : '3000',
    BENCH_PROFILE: undefined,
  }),
};

type Sample = { call: string; ms: number; ok: boolean };
const samples: Sample[] = [];

/** Each contract call's name, by its route (the route a request carries is the one in ROUTES). */
const CALL_NAMES = new Map<Route, string>(Object.entries(ROUTES).map(([name, route]) => [route, name]));
const overHttp = processTransport(BASE);

/**
 * The contract's calls over HTTP with keep-alive, each timed under its name. A request that fails outright (refused,
 * reset, not JSON) answers an unsuccessful envelope instead of throwing: the bench counts it and carries on.
 */
const api = contractClient(async (req, options) => {
  const t = performance.now();
  let ok = false;
  try {
    const env = (await overHttp(req, options)) as ApiEnvelope<unknown>;
    ok = env.success;
    return env;
  } catch (err) {
    return { code: 0, success: false, message: String(err), obj: null } satisfies ApiEnvelope<null>;
  } finally {
    samples.push({ call: CALL_NAMES.get(req.route) ?? req.path, ms: performance.now() - t, ok });
  }
});

/** What the run prints, kept for its block in docs/benchmarks.md. */
const printed: string[] = [];
function say(text: string) {
  console.log(text);
  printed.push(text);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** A plausible answer of the type, different on every save. */
function answerOf(type: ExerciseType, n: number): AnswerValue {
  switch (type) {
    case 'single':
      return { choices: [['A', 'B', 'C', 'D'][n % 4] as 'A'] };
    case 'multiple':
      return { choices: n % 2 ? ['A', 'C'] : ['B'] } as AnswerValue;
    case 'judge':
      return { judge: n % 2 === 0 };
    case 'fill':
      return { blanks: [`答案${n}`] };
    default:
      return { sql: `SELECT ${n} AS n;` };
  }
}

async function prepare(dataDir: string) {
  const db0 = await openDatabase(process.env.TEST_DATABASE_URL ?? undefined, dataDir);
  const { db } = db0;
  await seedIfEmpty(db, { demo: true, demoPassword: PASSWORD });
  const [teacher] = await db.select().from(users).where(eq(users.code, 'teacher'));
  const [demoClass] = await db.select().from(classes).orderBy(classes.id).limit(1);
  const courseId = demoClass.courseId;
  const [clazz] = await db.insert(classes).values({ name: '压测考试班', courseId, ownerId: teacher.id }).returning();
  // one password hash for all: hashing 500 times would only time argon2
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: STUDENTS }, (_, i) => ({
        code: `x${String(i).padStart(4, '0')}`,
        name: `考生${i}`,
        passwordHash: teacher.passwordHash,
        defRole: RoleId.STUDENT,
      })),
    )
    .returning({ id: users.id, code: users.code });
  await db.insert(userRoles).values(students.map((s) => ({ userId: s.id, roleId: RoleId.STUDENT })));
  await db.insert(classStudents).values(students.map((s) => ({ classId: clazz.id, userId: s.id })));
  const picked: { id: number; type: ExerciseType }[] = [];
  for (const type of PAPER_TYPES) {
    const rows = await db
      .select({ id: exercises.id, type: exercises.type })
      .from(exercises)
      .where(and(eq(exercises.courseId, courseId), eq(exercises.type, type)))
      .limit(2);
    picked.push(...rows);
  }
  await db0.close();
  return { courseId, classId: clazz.id, students, questions: picked };
}

function startServer(dataDir: string): Promise<ServerProcess> {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  return startServerProcess({
    port: PORT,
    nodeArgs: profile,
    inheritStderr: true,
    env: {
      HTDZ_DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      HTDZ_JWT_SECRET: JWT_SECRET,
      HTDZ_DEMO_PASSWORD: PASSWORD,
      HTDZ_WEB_DIR: path.join(dataDir, 'no-web'),
    },
  });
}

async function login(code: string): Promise<string> {
  const env = await api.login({ body: { username: code, password: PASSWORD } });
  if (!env.success || !env.token) throw new Error(`login ${code} failed`);
  return env.token;
}

/** Runs `work` over items with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

type Acked = Map<string, { seq: number; answer: AnswerValue }>;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-bench-exam-'));
  const setup = await prepare(dataDir);
  const version = await postgresVersion(process.env.TEST_DATABASE_URL);
  say(
    `database: ${process.env.TEST_DATABASE_URL ? `postgres ${version ?? ''}`.trim() : 'pglite'}; ${STUDENTS} students, ${setup.questions.length} questions, ${SECONDS} s of autosave every ~${SAVE_EVERY_MS} ms`,
  );
  const server = await startServer(dataDir);
  try {
    const teacher = await login('teacher');
    const exam = await api.saveExam({ body: { courseId: setup.courseId, name: '压测考试', description: null, durationMinutes: 120 } }, { token: teacher });
    if (!exam.success) throw new Error('saveExam failed');
    const withScores = setup.questions.map((q) => ({ exerciseId: q.id, score: 5 }));
    if (!(await api.setExamQuestions({ body: { examId: exam.obj.examId, questions: withScores } }, { token: teacher })).success)
      throw new Error('setExamQuestions failed');
    const now = Date.now();
    const published = await api.publishExam(
      {
        body: {
          examId: exam.obj.examId,
          classIds: [setup.classId],
          name: null,
          settings: {
            startAt: new Date(now - 60_000).toISOString(),
            endAt: new Date(now + 3 * 3600_000).toISOString(),
            durationMinutes: 120,
            shuffleQuestions: true,
            shuffleOptions: true,
            showScore: 'submit',
            showAnswer: 'end',
          },
        },
      },
      { token: teacher },
    );
    if (!published.success) throw new Error('publishExam failed');
    const examClassId = published.obj[0].examClassId;

    const tokens = new Map<string, string>();
    const tLogin = performance.now();
    await pool(setup.students, 8, async (s) => void tokens.set(s.code, await login(s.code)));
    say(`logged in ${tokens.size} students in ${((performance.now() - tLogin) / 1000).toFixed(1)} s (argon2id each; not counted below)`);
    samples.length = 0;

    const types = new Map(setup.questions.map((q) => [q.id, q.type]));
    const acked: Acked = new Map();
    const attemptIds = new Map<string, number>();
    const started = performance.now();
    const endOfSaving = started + SECONDS * 1000;
    const runStudent = async (code: string, index: number) => {
      const token = tokens.get(code)!;
      await sleep(Math.random() * Math.min(10_000, SAVE_EVERY_MS * 3));
      const paper = await api.startExam({ body: { examClassId } }, { token });
      if (!paper.success) return;
      // the paper's scoreId is its attempt's id
      const attemptId = paper.obj.scoreId;
      attemptIds.set(code, attemptId);
      let seq = 0;
      let n = index;
      while (performance.now() < endOfSaving) {
        await sleep(SAVE_EVERY_MS * (0.5 + Math.random()));
        if (performance.now() >= endOfSaving) break;
        const q = paper.obj.questions[n++ % paper.obj.questions.length];
        const answer = answerOf(types.get(q.questionId)!, n);
        seq += 1;
        const saved = await api.saveExamAnswers({ body: { examClassId, answers: [{ questionId: q.questionId, answer, seq }] } }, { token });
        if (saved.success && saved.obj.saved[0]?.applied) acked.set(`${attemptId}:${q.questionId}`, { seq, answer });
      }
      await sleep(Math.random() * SUBMIT_WINDOW_MS);
      await api.submitExam({ body: { examClassId } }, { token });
    };
    await Promise.all(setup.students.map((s, i) => runStudent(s.code, i)));
    const seconds = (performance.now() - started) / 1000;
    report(seconds);
    await server.stop();
    await verify(dataDir, acked, [...attemptIds.values()], types);
    writeSection(SECTION.name, markdownOf(printed), SECTION.partial);
  } finally {
    await server.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(seconds: number) {
  const names = [...new Set(samples.map((s) => s.call))];
  say(`\n${samples.length} requests in ${seconds.toFixed(1)} s: ${(samples.length / seconds).toFixed(1)} requests/s`);
  say('| call | requests | failed | p50 ms | p99 ms | max ms |');
  say('|---|---:|---:|---:|---:|---:|');
  for (const name of names) {
    const mine = samples.filter((s) => s.call === name);
    const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
    say(
      `| ${name} | ${mine.length} | ${mine.filter((s) => !s.ok).length} | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 99).toFixed(1)} | ${ms[ms.length - 1].toFixed(1)} |`,
    );
  }
}

async function verify(dataDir: string, acked: Acked, attemptIds: number[], types: Map<number, ExerciseType>) {
  const { db, close } = await openDatabase(process.env.TEST_DATABASE_URL ?? undefined, dataDir);
  try {
    const rows = attemptIds.length ? await db.select().from(examAnswers).where(inArray(examAnswers.attemptId, attemptIds)) : [];
    const stored = new Map(rows.map((r) => [`${r.attemptId}:${r.questionId}`, r]));
    let lost = 0;
    for (const [key, want] of acked) {
      const got = stored.get(key);
      // choices are stored in the paper's own keys (the student saw shuffled labels), so only their count compares
      const sameAnswer = (a: AnswerValue, b: AnswerValue) => (a.choices ? a.choices.length === b.choices?.length : JSON.stringify(a) === JSON.stringify(b));
      if (!got || got.seq !== want.seq || !sameAnswer(want.answer, got.answer)) lost += 1;
    }
    const attempts = attemptIds.length
      ? await db.select({ status: examAttempts.status, score: examAttempts.scoreTenths }).from(examAttempts).where(inArray(examAttempts.id, attemptIds))
      : [];
    const handedIn = attempts.filter((a) => a.status !== 'answering').length;
    const graded = attempts.filter((a) => a.score !== null).length;
    say(`\nacknowledged saves checked: ${acked.size} (question × student, last acknowledged); lost: ${lost}`);
    say(`attempts: ${attempts.length} started, ${handedIn} handed in, ${graded} graded; question types: ${[...new Set(types.values())].join(', ')}`);
    if (lost > 0 || handedIn < attempts.length) {
      process.exitCode = 1;
      say('FAILED: acknowledged saves are missing or attempts were not handed in');
    }
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
