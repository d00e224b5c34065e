// The author's side: an init script (engine.describe) is built by the slot's author role in a database of its own,
// in a transaction that is COMMITTED. It may build only that database: after each script, the victim's scenes (A, B)
// and a new scene of another teacher must come out as their scripts say (see harness.ts).
import { SCENE_A, type Case, closeEnginesAfterAll, runCases } from './harness';

jest.setTimeout(60_000);
closeEnginesAfterAll();

const dynamic = (expr: string) => `do $$ begin execute ${expr}; end $$`;
const init = (sql: string) => `create table author_t (x int);\ninsert into author_t values (1);\n${sql}`;

const author: Case[] = [
  { name: 'init script: SET ROLE to the administrator', attackSql: init('set role htdz_admin;'), expect: 'refused', via: 'describe' },
  { name: 'init script: RESET ROLE', attackSql: init('reset role;'), expect: 'refused', via: 'describe' },
  { name: 'init script: SET ROLE by concatenation', attackSql: init(`${dynamic(`'set ' || 'role htdz_admin'`)};`), expect: 'denied', via: 'describe' },
  {
    name: 'init script: session_authorization by format()',
    attackSql: init(`${dynamic(`format('set %s = %L', 'session_authorization', 'htdz_admin')`)};`),
    expect: 'denied',
    via: 'describe',
  },
  {
    name: 'init script: set_config by chr()',
    attackSql: init(`${dynamic(`'select set' || chr(95) || 'config(''role'', ''htdz_admin'', false)'`)};`),
    expect: 'denied',
    via: 'describe',
  },
  {
    name: 'init script: CREATE ROLE at run time',
    attackSql: init(`${dynamic(`'create ' || 'role planted superuser login'`)};`),
    expect: 'denied',
    via: 'describe',
  },
  {
    name: 'init script: GRANT the scene role WITH ADMIN OPTION at run time',
    attackSql: init(`${dynamic(`'grant htdz_scene ' || 'to ' || session_user || ' with admin option'`)};`),
    expect: 'denied',
    via: 'describe',
  },
  {
    name: "init script: an event trigger to capture other scenes' DDL",
    attackSql: init(
      `create function et() returns event_trigger language plpgsql as $$ begin null; end $$;\ncreate event trigger planted on ddl_command_end execute function et();`,
    ),
    expect: 'refused',
    via: 'describe',
  },
  {
    name: 'init script: an event trigger at run time',
    attackSql: init(
      `create function et() returns event_trigger language plpgsql as $$ begin null; end $$;\n${dynamic(`'create event ' || 'trigger planted on ddl_command_end execute function et()'`)};`,
    ),
    expect: 'denied',
    via: 'describe',
  },
  { name: 'init script: a temporary table', attackSql: init('create temp table student (x text);'), expect: 'refused', via: 'describe' },
  {
    name: 'init script: a temporary table at run time',
    attackSql: init(`${dynamic(`'create temp ' || 'table student as select ''PLANTED'' as sname'`)};`),
    expect: 'any',
    via: 'describe',
  },
  {
    name: 'init script: COPY FROM PROGRAM at run time',
    attackSql: init(`${dynamic(`'co' || 'py author_t from program ''id'''`)};`),
    expect: 'denied',
    via: 'describe',
  },
  {
    name: 'init script: pg_read_file at run time',
    attackSql: init(`${dynamic(`'select pg_read' || '_file(''postgresql.conf'')'`)};`),
    expect: 'denied',
    via: 'describe',
  },
  {
    name: 'init script: CREATE DATABASE / SCHEMA at run time',
    attackSql: init(`${dynamic(`'create ' || 'schema planted'`)};`),
    expect: 'denied',
    via: 'describe',
  },
  {
    name: 'init script: ALTER DATABASE SET at run time',
    attackSql: init(`${dynamic(`format('alter database %I set search_path = planted', current_database())`)};`),
    expect: 'denied',
    via: 'describe',
  },
  {
    name: 'init script: session advisory lock held by the builder',
    attackSql: init(`${dynamic(`format('select %I(7)', 'pg_advisory_lock')`)};`),
    expect: 'denied',
    via: 'describe',
  },
  { name: 'init script: COMMIT in the middle', attackSql: init('commit;\ncreate table later (y int);'), expect: 'refused', via: 'describe' },
  {
    name: 'init script: a COMMIT past the guard, then objects as the login role',
    attackSql: init(`commit;\nreset role;\ncreate temp table planted (x text);\n/*`),
    expect: 'any',
    via: 'describe',
  },
  {
    name: "init script: objects named like the other scene's, to capture its answers",
    attackSql: `create table dossier (id serial primary key, codename text, clearance int, opened_on date, seen_at timestamptz, score real);\ncreate function secret_answer() returns text language sql as $$ select 'PLANTED' $$;\ncreate function public.lower(varchar) returns text language sql as $$ select 'PLANTED' $$;`,
    expect: 'ok',
    via: 'describe',
  },
  {
    name: "init script: a copy of scene A's script with a trap (the same tables, a planted trigger)",
    attackSql: `${SCENE_A}\ncreate function trap() returns trigger language plpgsql as $$ begin new.sname := 'PLANTED'; return new; end $$;\ncreate trigger trap before insert or update on student for each row execute function trap();`,
    expect: 'ok',
    via: 'describe',
  },
  {
    name: 'init script: ALTER ROLE of the author login role at run time (DateStyle), committed with the build',
    attackSql: init(`${dynamic(`'re' || 'set role'`)};\n${dynamic(`'alter role ' || current_user || ' set datestyle = ' || quote_literal('SQL, DMY')`)};`),
    expect: 'any',
    via: 'describe',
  },
  {
    name: 'init script: ALTER ROLE of the author login role at run time (read only), committed with the build',
    attackSql: init(`${dynamic(`'re' || 'set role'`)};\n${dynamic(`'alter role ' || current_user || ' set default_transaction' || '_read_only = on'`)};`),
    expect: 'any',
    via: 'describe',
  },
  {
    name: 'init script: ALTER ROLE of the author login role at run time (TimeZone), committed with the build',
    attackSql: init(`${dynamic(`'re' || 'set role'`)};\n${dynamic(`format('alter role %I set timezone = %L', current_user, 'Pacific/Kiritimati')`)};`),
    expect: 'any',
    via: 'describe',
  },
  {
    name: 'init script: ALTER ROLE htdz_scene SET at run time, committed with the build',
    attackSql: init(`${dynamic(`'alter role ' || 'htdz_scene set search_path = pg_temp, public'`)};`),
    expect: 'any',
    via: 'describe',
  },
];

describe('init scripts', () => runCases(author));
