// Using up the server: time, memory, stack, locks, temporary files, output. Each run is stopped (by the time limit
// of 1 s here, or by PostgreSQL's own limits) and the victim's next runs are graded right (see harness.ts).
import { type Case, closeEnginesAfterAll, runCases } from './harness';

jest.setTimeout(60_000);
closeEnginesAfterAll();

const dynamic = (expr: string) => `do $$ begin execute ${expr}; end $$`;
/**
 * stopped by the time limit, or by one of PostgreSQL's limits before it: an error of the run, charged to the student,
 * not the engine's failure (THROWN: GradingUnavailable after the engine ran the script a second time)
 */
const STOPPED = /^(?!THROWN)(?:执行超时|输出过大|结果过大|.*(?:out of memory|memory exhausted|too large|exceeds|stack depth|limit))/i;

const resources: Case[] = [
  { name: 'pg_sleep past the time limit', attackSql: 'select pg_sleep(30)', expect: 'timeout' },
  { name: 'pg_sleep in every one of many statements', attackSql: Array.from({ length: 20 }, () => 'select pg_sleep(0.2);').join('\n'), expect: 'timeout' },
  {
    name: 'pg_sleep inside a plpgsql loop that swallows the cancel',
    attackSql: `do $$ begin loop begin perform pg_sleep(0.1); exception when others then null; end; end loop; end $$`,
    expect: 'timeout',
  },
  { name: 'an endless DO loop', attackSql: 'do $$ begin loop perform 1; end loop; end $$', expect: 'timeout' },
  { name: 'an infinite recursive CTE', attackSql: 'with recursive r(n) as (select 1 union all select n + 1 from r) select count(*) from r', expect: 'timeout' },
  {
    name: 'a recursive CTE building ever longer strings',
    attackSql: `with recursive r(s) as (select 'x' union all select s || s from r) select length(max(s)) from r`,
    expect: STOPPED,
  },
  {
    name: 'infinite plpgsql recursion',
    attackSql: 'create function f(n int) returns int language plpgsql as $$ begin return f(n + 1); end $$;\nselect f(1);',
    expect: /stack depth limit exceeded/,
  },
  {
    name: 'infinite SQL-function recursion',
    attackSql: 'create function f(n int) returns int language sql as $$ select f(n + 1) $$;\nselect f(1);',
    expect: STOPPED,
  },
  {
    name: 'mutual recursion through triggers',
    attackSql: `create function bump() returns trigger language plpgsql as $$ begin update student set sage = sage + 1 where sno = new.sno; return new; end $$;\ncreate trigger bump after update on student for each row execute function bump();\nupdate student set sage = 1 where sno = '201215121';`,
    expect: STOPPED,
  },
  { name: 'deeply nested parentheses', attackSql: `select ${'('.repeat(20000)}1${')'.repeat(20000)}`, expect: 'denied' },
  {
    name: 'deeply nested dynamic SQL',
    attackSql: `create function nest(n int) returns int language plpgsql as $$ declare r int; begin execute 'select nest($1 + 1)' into r using n; return r; end $$;\nselect nest(1);`,
    expect: STOPPED,
  },
  { name: 'a huge string with repeat()', attackSql: `select length(repeat(repeat('x', 1000000), 2000))`, expect: STOPPED },
  { name: 'string_agg growing past 1 GB', attackSql: `select length(string_agg(repeat('x', 1000000), '')) from generate_series(1, 5000)`, expect: STOPPED },
  { name: 'array_agg of a billion integers', attackSql: 'select cardinality(array_agg(g)) from generate_series(1, 1000000000) g', expect: STOPPED },
  { name: 'array_fill of 2^28 elements', attackSql: 'select cardinality(array_fill(0, array[268435456]))', expect: 'any' },
  {
    name: 'work_mem raised at run time, then a huge hash aggregate',
    attackSql: `${dynamic(`'set ' || 'work_mem = ' || quote_literal('2GB')`)};\nselect count(*) from (select g, count(*) from generate_series(1, 100000000) g group by g) x;`,
    expect: STOPPED,
  },
  {
    name: 'a sort spilling to temporary files',
    attackSql: `select count(*) from (select md5(g::text) m from generate_series(1, 100000000) g order by m) x`,
    expect: STOPPED,
  },
  { name: 'a cross join explosion', attackSql: 'select count(*) from student a, course b, sc c, generate_series(1, 100000000) g', expect: STOPPED },
  {
    name: 'thousands of tables in a DO block (lock table exhaustion)',
    attackSql: `do $$ begin for i in 1..100000 loop execute format('create table planted_%s (x int)', i); end loop; end $$`,
    expect: STOPPED,
  },
  {
    name: 'fifty thousand shared transaction advisory locks on two keys (released at the rollback)',
    attackSql: 'select count(pg_advisory_xact_lock_shared(g, g)) from generate_series(1, 50000) g',
    expect: 'denied',
  },
  {
    name: "ten million transaction advisory locks, with time enough to fill the server's lock table (out of shared memory)",
    attackSql: 'select count(pg_advisory_xact_lock(g)) from generate_series(1, 10000000) g',
    expect: 'denied',
    timeMs: 5000,
  },
  {
    name: 'thousands of savepoints via exception blocks',
    attackSql: `do $$ begin for i in 1..10000000 loop begin perform 1/(i % 2); exception when division_by_zero then null; end; end loop; end $$`,
    expect: STOPPED,
  },
  {
    name: "a flood of notices to the engine's process",
    attackSql: `do $$ begin for i in 1..100000000 loop raise notice '%', repeat('x', 2000); end loop; end $$`,
    expect: 'timeout',
  },
  { name: 'a single 600 MB value sent to the engine', attackSql: `select repeat('x', 600000000)`, expect: STOPPED },
  { name: 'output past 2 MB', attackSql: `select repeat('汉', 100000) from generate_series(1, 100)`, expect: STOPPED },
  { name: 'a huge result for grading', attackSql: 'select g from generate_series(1, 5000000) g', expect: 'any', via: 'check' },
  { name: 'pg_sleep inside a read-only check', attackSql: 'select sname from student where pg_sleep(5) is not null', expect: 'any', via: 'check' },
];

describe('time, memory, stack and locks', () => runCases(resources));
