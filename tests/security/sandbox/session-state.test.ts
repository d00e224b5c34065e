// State a run tries to leave on its connection or copy for the next one: locks, channels, prepared statements,
// cursors, temporary objects shadowing the scene's, sequences (see harness.ts for what each case asserts).
import { type Case, closeEnginesAfterAll, runCases } from './harness';

jest.setTimeout(60_000);
closeEnginesAfterAll();

const dynamic = (expr: string) => `do $$ begin execute ${expr}; end $$`;

const locks: Case[] = [
  { name: 'session advisory lock left held', attackSql: 'select pg_advisory_lock(4242)', expect: 'refused' },
  { name: 'shared session advisory lock left held', attackSql: 'select pg_try_advisory_lock_shared(1)', expect: 'refused' },
  { name: 'session advisory lock taken at run time', attackSql: dynamic(`format('select %I(4242)', 'pg_advisory_lock')`), expect: 'denied' },
  { name: 'session advisory lock (int, int) taken at run time', attackSql: dynamic(`format('select %I(0, 0)', 'pg_try_advisory_lock')`), expect: 'denied' },
  {
    name: 'session advisory lock from a plpgsql function',
    attackSql: `create function grab() returns void language plpgsql as $$ begin execute 'select pg_advisory' || '_lock(1)'; end $$;\nselect grab();`,
    expect: 'denied',
  },
  { name: "unlocking everyone's advisory locks", attackSql: dynamic(`'select pg_advisory' || '_unlock_all()'`), expect: 'denied' },
  {
    name: 'transaction advisory locks (released at the rollback)',
    attackSql: 'select pg_advisory_xact_lock(4242), pg_advisory_xact_lock(1), pg_advisory_xact_lock(0, 0), pg_advisory_xact_lock_shared(7)',
    expect: 'denied',
  },
  {
    name: 'pg_locks read: nothing of other scenes',
    attackSql: 'select locktype, database, relation, classid, objid, mode, granted, pid from pg_locks',
    expect: 'denied',
  },
  {
    name: 'LOCK TABLE in ACCESS EXCLUSIVE mode (released at the rollback)',
    attackSql: 'lock table student, course, sc, ticket in access exclusive mode',
    expect: 'ok',
  },
  { name: 'SELECT ... FOR UPDATE of every row', attackSql: 'select * from student for update;\nselect * from ticket for update;', expect: 'ok' },
];

const channels: Case[] = [
  { name: 'LISTEN', attackSql: 'listen planted', expect: 'refused' },
  { name: 'NOTIFY', attackSql: `notify planted, 'PLANTED'`, expect: 'refused' },
  { name: 'pg_notify', attackSql: `select pg_notify('planted', 'PLANTED')`, expect: 'refused' },
  { name: 'LISTEN at run time', attackSql: dynamic(`'lis' || 'ten planted'`), expect: 'ok' },
  { name: 'NOTIFY at run time', attackSql: dynamic(`'noti' || 'fy planted, ''PLANTED'''`), expect: 'ok' },
  { name: 'pg_notify at run time', attackSql: dynamic(`format('select %I(%L, %L)', 'pg_notify', 'planted', 'PLANTED')`), expect: 'denied' },
  { name: 'UNLISTEN * at run time', attackSql: dynamic(`'unlis' || 'ten *'`), expect: 'ok' },
];

const prepared: Case[] = [
  { name: 'PREPARE left for the next run', attackSql: `prepare planted as select 'PLANTED'`, expect: 'refused' },
  { name: 'EXECUTE of a prepared statement', attackSql: 'execute planted', expect: 'refused' },
  { name: "DEALLOCATE ALL (the engine's own)", attackSql: 'deallocate all', expect: 'refused' },
  { name: 'PREPARE at run time, left for the next run', attackSql: dynamic(`'prep' || 'are planted as select ''PLANTED'''`), expect: 'ok' },
  { name: 'PREPARE shadowing a name the engine might use', attackSql: dynamic(`'prep' || 'are htdz_cursor_1 as select ''PLANTED'''`), expect: 'ok' },
  { name: 'DISCARD ALL', attackSql: 'discard all', expect: 'refused' },
  { name: 'a cursor WITH HOLD left open', attackSql: `declare planted cursor with hold for select 'PLANTED' from student`, expect: 'any' },
  { name: 'a cursor WITH HOLD declared at run time', attackSql: dynamic(`'declare planted cursor with ' || 'hold for select 1'`), expect: 'any' },
  { name: "closing the engine's own cursors", attackSql: 'close all;\nselect 1;', expect: 'any' },
  {
    name: "a cursor named like the engine's next one",
    attackSql: `declare htdz_cursor_2 cursor for select 'PLANTED';\nselect sname from student;`,
    expect: 'any',
  },
];

const temporary: Case[] = [
  {
    name: 'a temporary table shadowing student',
    attackSql: `create temp table student (sno text, sname text);\ninsert into student values ('x', 'PLANTED');\nselect * from student;`,
    expect: 'ok',
  },
  { name: 'a temporary table ON COMMIT PRESERVE ROWS', attackSql: `create temp table planted on commit preserve rows as select 'PLANTED' as x;`, expect: 'ok' },
  { name: 'a temporary view shadowing course', attackSql: `create temp view course as select 'PLANTED' as cname;`, expect: 'ok' },
  {
    name: 'a temporary function shadowing lower()',
    attackSql: `create function pg_temp.lower(text) returns text language sql as $$ select 'PLANTED' $$;\nselect pg_temp.lower('x');`,
    expect: 'ok',
  },
  {
    name: 'search_path with pg_temp first, then a shadowing temp table',
    attackSql: `${dynamic(`'set ' || 'search_path = pg_temp, public'`)};\ncreate temp table student as select 'PLANTED' as sname;`,
    expect: 'ok',
  },
  {
    name: 'a public function shadowing a built-in for varchar',
    attackSql: `create function public.upper(varchar) returns text language sql as $$ select 'PLANTED' $$;\nselect upper(sname) from student;`,
    expect: 'ok',
  },
  {
    name: 'an operator shadowing = on text',
    attackSql: `create function planted_eq(text, text) returns boolean language sql as $$ select false $$;\ncreate operator public.= (leftarg = text, rightarg = text, function = planted_eq);`,
    expect: 'any',
  },
  {
    name: 'a temporary table shadowing student inside a read-only check',
    attackSql: `create temp table student (sname text);\nselect sname from student;`,
    expect: 'denied',
    via: 'check',
  },
];

const sequences: Case[] = [
  { name: 'nextval advanced 1000 times', attackSql: `select max(nextval('ticket_id_seq')) from generate_series(1, 1000)`, expect: 'ok' },
  { name: 'setval far ahead', attackSql: `select setval('ticket_id_seq', 999999, true)`, expect: 'ok' },
  { name: 'inserts that use the serial', attackSql: `insert into ticket (note) select 'PLANTED' from generate_series(1, 50)`, expect: 'ok' },
  {
    name: 'ALTER SEQUENCE ... RESTART and INCREMENT',
    attackSql: `alter sequence ticket_id_seq restart with 5000 increment by 100;\nselect nextval('ticket_id_seq');`,
    expect: 'ok',
  },
  { name: 'setval at run time', attackSql: dynamic(`format('select setval(%L, 424242)', 'ticket_id_seq')`), expect: 'ok' },
  {
    name: 'the sequence dropped and made again',
    attackSql: `alter table ticket alter column id drop default;\ndrop sequence ticket_id_seq;\ncreate sequence ticket_id_seq start 777;`,
    expect: 'ok',
  },
  { name: 'nextval in a read-only check', attackSql: `select sname from student where nextval('ticket_id_seq') > 0`, expect: 'denied', via: 'check' },
  {
    name: 'nextval advanced, then a statement error',
    attackSql: `select nextval('ticket_id_seq') from generate_series(1, 100);\nselect 1/0;`,
    expect: 'denied',
  },
  {
    name: 'nextval advanced, then a timeout',
    attackSql: `select nextval('ticket_id_seq') from generate_series(1, 100);\nselect pg_sleep(10);`,
    expect: 'timeout',
  },
];

describe('locks', () => runCases(locks));
describe('channels', () => runCases(channels));
describe('prepared statements and cursors', () => runCases(prepared));
describe('temporary and shadowing objects', () => runCases(temporary));
describe('sequences', () => runCases(sequences));
