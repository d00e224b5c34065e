import { eq, sql } from 'drizzle-orm';
import type { HomeworkQuestionSnapshot } from '@contract/homework';
import {
  chapterReads,
  chapterResources,
  chapters,
  exerciseAttempts,
  exerciseKnowledge,
  exercises,
  homeworkAnswers,
  homeworks,
  homeworkSubmissions,
  resourceProgress,
  users,
} from '../server/db/schema';
import { exportClassStat } from '../server/modules/stats/export';
import { classStat, studentStat } from '../server/modules/stats/service';
import { changedKnobs, postgresVersion, writeSection } from './report';
import { DEMO_COURSE_ID, demoClass } from './demo-class';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const HOMEWORKS = Number(process.env.BENCH_HOMEWORKS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function time(label: string, runs: number, work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { label, p50: pct(ms, 50), p99: pct(ms, 99) };
}

async function main() {
  const { db, kind, teacher, actor, clazz, students, done } = await demoClass({ className: '压测班', students: STUDENTS, codePrefix: 'b' });
  const courseId = DEMO_COURSE_ID;

  // ten chapters of three resources each; every student read some and opened some
  const chapterRows = await db
    .insert(chapters)
    .values(Array.from({ length: 10 }, (_, i) => ({ courseId, title: `压测第${i + 1}章`, serialNum: 100 + i, content: '<p>x</p>' })))
    .returning({ id: chapters.id });
  const resources = await db
    .insert(chapterResources)
    .values(
      chapterRows.flatMap((c, i) =>
        [0, 1, 2].map((j) => ({ chapterId: c.id, kind: 'link', title: `链接${i}-${j}`, url: 'https://example.edu/', serialNum: j })),
      ),
    )
    .returning({ id: chapterResources.id });
  await db
    .insert(chapterReads)
    .values(students.flatMap((s, i) => chapterRows.slice(0, i % 10).map((c) => ({ userId: s.id, classId: clazz.id, chapterId: c.id }))));
  for (const part of chunks(
    students.flatMap((s, i) =>
      resources
        .slice(0, i % 30)
        .map((r) => ({ userId: s.id, classId: clazz.id, resourceId: r.id, percent: 100, openedAt: new Date(), completedAt: new Date() })),
    ),
    1000,
  )) {
    await db.insert(resourceProgress).values(part);
  }

  const bank = await db.select().from(exercises).where(eq(exercises.courseId, courseId));
  const links = await db.select().from(exerciseKnowledge);
  const snapshot: HomeworkQuestionSnapshot[] = bank.slice(0, 10).map((e, i) => ({
    questionId: e.id,
    position: i + 1,
    type: e.type,
    stem: e.stem,
    stemText: e.stemText,
    analysis: e.analysis,
    difficulty: e.difficulty,
    scoreTenths: 50,
    spec: e.spec,
    knowIds: links.filter((l) => l.exerciseId === e.id).map((l) => l.knowId),
  }));
  const now = Date.now();
  const hws = await db
    .insert(homeworks)
    .values(
      Array.from({ length: HOMEWORKS }, (_, i) => ({
        courseId,
        classId: clazz.id,
        name: `压测作业${i + 1}`,
        questions: snapshot,
        scenes: {},
        totalTenths: snapshot.length * 50,
        startAt: new Date(now - 86_400_000 * (30 - i)),
        endAt: new Date(now - 86_400_000 * (20 - i)),
        latePolicy: 'refuse' as const,
        showScore: 'submit' as const,
        showAnswer: 'end' as const,
        duplicateCheck: false,
        publishedBy: teacher.id,
      })),
    )
    .returning({ id: homeworks.id });
  for (const hw of hws) {
    const subs = await db
      .insert(homeworkSubmissions)
      .values(
        students.map((s, i) => ({
          homeworkId: hw.id,
          studentId: s.id,
          status: i % 7 === 0 ? ('answering' as const) : ('submitted' as const),
          submittedAt: new Date(),
          scoreTenths: (i * 13) % 500,
        })),
      )
      .returning({ id: homeworkSubmissions.id });
    for (const part of chunks(
      subs.flatMap((sub, i) =>
        snapshot.map((q, j) => ({ submissionId: sub.id, questionId: q.questionId, answer: {}, seq: 1, autoTenths: (i + j) % 2 ? 50 : 0 })),
      ),
      1000,
    )) {
      await db.insert(homeworkAnswers).values(part);
    }
  }
  await db.insert(exerciseAttempts).values(
    students.flatMap((s, i) =>
      bank.slice(0, 5).map((e, j) => ({
        userId: s.id,
        classId: clazz.id,
        exerciseId: e.id,
        attemptKey: `b-${i}-${j}`,
        answer: {},
        correct: (i + j) % 3 === 0,
        scoreTenths: 0,
        maxTenths: e.scoreTenths,
        message: '',
      })),
    ),
  );
  await db.execute(sql`analyze`);
  const rows = [
    await time('SELECT users by id (baseline)', RUNS, () => db.select().from(users).where(eq(users.id, teacher.id))),
    await time(`classStat (${STUDENTS} students, ${HOMEWORKS} homeworks)`, RUNS, () => classStat(db, actor, clazz.id)),
    await time('studentStat (one student)', RUNS, () => studentStat(db, actor, clazz.id, students[1].id)),
    await time('exportClassStat (.xlsx)', Math.max(5, Math.floor(RUNS / 3)), () => exportClassStat(db, actor, clazz.id)),
  ];
  const base = rows[0].p50;
  console.log(`\n${'call'.padEnd(48)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'× baseline'.padStart(11)}`);
  for (const r of rows)
    console.log(`${r.label.padEnd(48)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(9)} ${(r.p50 / base).toFixed(0).padStart(11)}`);
  // the same table in docs/benchmarks.md, one block per database
  const version = kind === 'postgres' ? await postgresVersion(process.env.TEST_DATABASE_URL) : undefined;
  writeSection(
    `stats-${kind}`,
    [
      `database: ${kind}${version ? ` ${version}` : ''}; ${STUDENTS} students, ${HOMEWORKS} homeworks of ${snapshot.length} questions; ${RUNS} timed runs per call (the export ${Math.max(5, Math.floor(RUNS / 3))}), after 3 untimed`,
      '',
      '| call | p50 ms | p99 ms | × baseline |',
      '|---|---:|---:|---:|',
      ...rows.map((r) => `| ${r.label} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.p50 / base).toFixed(0)} |`),
    ].join('\n'),
    changedKnobs({ BENCH_STUDENTS: '200', BENCH_HOMEWORKS: '20', BENCH_RUNS: '30' }),
  );
  await done();
}

function chunks<T>(xs: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
