import { eq, sql } from 'drizzle-orm';
import type { HomeworkQuestionSnapshot } from '@contract/homework';
import { examAnswers, examAttempts, examClasses, exerciseAttempts, exercises, knowledgePoints } from '../server/db/schema';
import { GradingEngine } from '../server/grading/engine';
import { practiceStats } from '../server/modules/practice/stats';
import { classMastery, examAnalysis } from '../server/modules/stats/analysis';
import { changedKnobs, postgresVersion, writeSection } from './report';
import { DEMO_COURSE_ID, demoClass } from './demo-class';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const KEYS = ['A', 'B', 'C', 'D'] as const;

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await work();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return ms[Math.floor(ms.length / 2)]!;
}

async function main() {
  const { db, kind, dir, teacher, actor, clazz, students, done } = await demoClass({ className: '分析压测班', students: STUDENTS, codePrefix: 'a' });
  const courseId = DEMO_COURSE_ID;

  const points = await db.select({ id: knowledgePoints.id }).from(knowledgePoints).where(eq(knowledgePoints.courseId, courseId));
  // choice questions of the snapshot only: the analysis reads the snapshot, never the bank
  const questions: HomeworkQuestionSnapshot[] = Array.from({ length: QUESTIONS }, (_, i) => ({
    questionId: 900_000 + i,
    position: i + 1,
    type: 'single',
    stem: `<p>第${i + 1}题</p>`,
    stemText: `第${i + 1}题`,
    analysis: null,
    difficulty: 'medium',
    scoreTenths: 50,
    spec: { type: 'single', options: KEYS.map((key) => ({ key, text: key })), answer: 'A' },
    knowIds: points.length ? [points[i % points.length]!.id] : [],
  }));
  const now = Date.now();
  const [ec] = await db
    .insert(examClasses)
    .values({
      courseId,
      classId: clazz!.id,
      name: '分析压测考试',
      questions,
      scenes: {},
      totalTenths: QUESTIONS * 50,
      startAt: new Date(now - 7_200_000),
      endAt: new Date(now - 3_600_000),
      durationMinutes: 60,
      shuffleQuestions: false,
      shuffleOptions: false,
      showScore: 'submit',
      showAnswer: 'end',
      publishedBy: teacher.id,
    })
    .returning();
  // student i answers question j right with a chance growing with i (so totals spread), else one of the distractors
  const pickOf = (i: number, j: number) => ((i * 7 + j * 13) % STUDENTS < i ? 'A' : KEYS[1 + ((i + j) % 3)]!);
  const attempts = await db
    .insert(examAttempts)
    .values(
      students.map((s, i) => ({
        examClassId: ec!.id,
        studentId: s.id,
        status: 'submitted' as const,
        seed: i,
        startedAt: new Date(now - 7_000_000),
        deadline: new Date(now - 3_600_000),
        submittedAt: new Date(now - 4_000_000),
        scoreTenths: questions.filter((_, j) => pickOf(i, j) === 'A').length * 50,
      })),
    )
    .returning({ id: examAttempts.id });
  const answers = attempts.flatMap((a, i) =>
    questions.map((q, j) => ({
      attemptId: a.id,
      questionId: q.questionId,
      answer: { choices: [pickOf(i, j)] },
      seq: 1,
      autoTenths: pickOf(i, j) === 'A' ? 50 : 0,
    })),
  );
  for (let i = 0; i < answers.length; i += 1000) await db.insert(examAnswers).values(answers.slice(i, i + 1000));
  // practice: QUESTIONS practice questions; each student tries each 1 to 3 times, most get it right at the last try
  const bank = await db
    .insert(exercises)
    .values(
      questions.map((q) => ({
        courseId,
        type: q.type,
        stem: q.stem,
        stemText: q.stemText,
        scoreTenths: q.scoreTenths,
        spec: { type: 'single' as const, options: KEYS.map((key) => ({ key, text: key })), answer: 'A' as const },
        authorId: teacher.id,
      })),
    )
    .returning({ id: exercises.id });
  const tries = students.flatMap((s, i) =>
    bank.flatMap((q, j) =>
      Array.from({ length: 1 + ((i + j) % 3) }, (_, n) => ({
        userId: s.id,
        classId: clazz!.id,
        exerciseId: q.id,
        attemptKey: `bench-${q.id}-${n}`,
        answer: { choices: ['A' as const] },
        correct: n === (i + j) % 3 && (i + j) % 5 !== 0,
        scoreTenths: 0,
        maxTenths: 50,
        message: '',
      })),
    ),
  );
  for (let i = 0; i < tries.length; i += 1000) await db.insert(exerciseAttempts).values(tries.slice(i, i + 1000));
  await db.execute(sql`analyze`);

  // never started: every attempt is handed in and graded, so nothing is left for the engine
  const grading = new GradingEngine({ workers: 1, timeMs: 1000, dataDir: dir });
  const exam = await median(RUNS, () => examAnalysis(db, grading, actor, ec!.id));
  const mastery = await median(RUNS, () => classMastery(db, actor, clazz!.id));
  const practice = await median(RUNS, () => practiceStats(db, actor, clazz!.id));
  console.log(`${STUDENTS} students, an exam of ${QUESTIONS} questions answered by all; median of ${RUNS} runs`);
  console.log(`examAnalysis   ${exam.toFixed(1).padStart(8)} ms`);
  console.log(`classMastery   ${mastery.toFixed(1).padStart(8)} ms`);
  console.log(`practiceStats  ${practice.toFixed(1).padStart(8)} ms  (${tries.length} practice attempts on ${bank.length} questions)`);
  // the same numbers in docs/benchmarks.md, one block per database
  const version = kind === 'postgres' ? await postgresVersion(process.env.TEST_DATABASE_URL) : undefined;
  writeSection(
    `analysis-${kind}`,
    [
      `database: ${kind}${version ? ` ${version}` : ''}; ${STUDENTS} students, an exam of ${QUESTIONS} questions answered by all; median of ${RUNS} runs (target: under 300 ms)`,
      '',
      '| call | median ms |',
      '|---|---:|',
      `| examAnalysis (题目分析) | ${exam.toFixed(1)} |`,
      `| classMastery (知识点掌握热力图) | ${mastery.toFixed(1)} |`,
      `| practiceStats (练习情况, ${tries.length} attempts on ${bank.length} questions) | ${practice.toFixed(1)} |`,
    ].join('\n'),
    changedKnobs({ BENCH_STUDENTS: '200', BENCH_QUESTIONS: '20', BENCH_RUNS: '15' }),
  );
  await grading.close();
  await done();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
