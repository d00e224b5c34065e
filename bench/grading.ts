// Grading throughput and latency (issue: p50 under 25 ms, at least 150 query checks per second on 2 cores).
// Prints a table: checks per second and p50/p99 for query and for dml/ddl questions at 1 and 2 workers,
// beside a bare PGlite SELECT loop on this thread as the baseline.  Run: npm run bench:grading
import { PGlite } from '@electric-sql/pglite';
import { LIBRARY_SQL, STUDENT_COURSE_SQL } from '../server/db/demo-scenes.sql';
import { type CheckInput, GradingEngine } from '../server/grading/engine';

const CHECKS = Number(process.env.BENCH_CHECKS ?? 400);

const QUERY: CheckInput = {
  type: 'query',
  referenceSql: "select s.sname, c.cname, sc.grade from student s join sc on sc.sno = s.sno join course c on c.cno = sc.cno where sc.grade >= 85",
  studentSql: "select sname, cname, grade from student, sc, course where student.sno = sc.sno and course.cno = sc.cno and grade > 84",
  verifySql: null,
  orderSensitive: null,
  checkColumnNames: false,
};
const DML: CheckInput = {
  type: 'dml',
  referenceSql: "update book set price = price * 0.9 where stock = 0;\ninsert into reader (name, grade) values ('新同学', 1);",
  studentSql: "update book set price = round(price * 0.9, 2) where stock < 1;\ninsert into reader (grade, name) values (1, '新同学');",
  verifySql: 'select id, price from book order by id;\nselect * from reader order by id;',
  orderSensitive: null,
  checkColumnNames: false,
};
const DDL: CheckInput = {
  type: 'ddl',
  referenceSql: 'alter table book add column isbn varchar(20) unique;\ncreate index book_author_idx on book (author);',
  studentSql: 'alter table book add isbn character varying(20);\nalter table book add constraint isbn_u unique (isbn);\ncreate index on book (author);',
  verifySql: "select column_name, data_type from information_schema.columns where table_name = 'book' order by ordinal_position;\nselect count(*) from pg_indexes where tablename = 'book';",
  orderSensitive: null,
  checkColumnNames: false,
};

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(label: string, workers: number, scene: string, input: CheckInput) {
  const engine = new GradingEngine({ workers, timeMs: 3000 });
  await engine.warm();
  // warm-up: installs the scene on every worker, caches the reference
  await Promise.all(Array.from({ length: workers * 4 }, () => engine.check(scene, input)));
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next++ < CHECKS) {
      const t = performance.now();
      const r = await engine.check(scene, input);
      if (!r.correct) throw new Error(`${label}: unexpected verdict ${r.message}`);
      latencies.push(performance.now() - t);
    }
  };
  // two clients per worker keep every worker busy while answers travel back
  await Promise.all(Array.from({ length: workers * 2 }, client));
  const seconds = (performance.now() - started) / 1000;
  await engine.close();
  latencies.sort((a, b) => a - b);
  return { label, workers, perSecond: latencies.length / seconds, p50: pct(latencies, 50), p99: pct(latencies, 99) };
}

async function baseline() {
  const pg = await PGlite.create();
  await pg.exec(STUDENT_COURSE_SQL);
  for (let i = 0; i < 50; i++) await pg.query(QUERY.studentSql);
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < CHECKS; i++) {
    const t = performance.now();
    await pg.query(QUERY.studentSql);
    latencies.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  await pg.close();
  latencies.sort((a, b) => a - b);
  return { label: 'bare PGlite SELECT (baseline)', workers: 0, perSecond: CHECKS / seconds, p50: pct(latencies, 50), p99: pct(latencies, 99) };
}

async function main() {
  const base = await baseline();
  const rows = [base];
  for (const workers of [1, 2]) {
    rows.push(await measure('query check', workers, STUDENT_COURSE_SQL, QUERY));
    rows.push(await measure('dml check', workers, LIBRARY_SQL, DML));
    rows.push(await measure('ddl check', workers, LIBRARY_SQL, DDL));
  }
  const f = (n: number) => n.toFixed(1);
  console.log(`\n${CHECKS} checks each, ${process.env.BENCH_CHECKS ? 'BENCH_CHECKS' : 'default'}; reference answers cached after the first run\n`);
  console.log('| run | workers | checks/s | p50 ms | p99 ms | vs baseline (checks/s) |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.label} | ${r.workers || '-'} | ${f(r.perSecond)} | ${f(r.p50)} | ${f(r.p99)} | ${r === base ? '1.00' : (r.perSecond / base.perSecond).toFixed(2)} |`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
