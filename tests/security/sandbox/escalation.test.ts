// Becoming someone else: every spelling of a role or session-user switch, static and built at run time, and
// settings that a run tries to leave changed for the next one (see harness.ts for what each case asserts).
import { type Case, closeEnginesAfterAll, runCases } from './harness';

closeEnginesAfterAll();

jest.setTimeout(60_000);

/** a DO block that runs `sql` assembled from pieces the statement guard cannot read */
const dynamic = (expr: string) => `do $$ begin execute ${expr}; end $$`;

const roleSwitches: Case[] = [
  { name: 'SET ROLE to the administrator', attackSql: 'set role htdz_admin', expect: 'refused' },
  { name: 'SET "role" (quoted name)', attackSql: `set "role" = 'htdz_admin'`, expect: 'refused' },
  { name: 'SET LOCAL ROLE', attackSql: 'set local role htdz_admin', expect: 'refused' },
  { name: 'SET ROLE NONE', attackSql: 'set role none', expect: 'refused' },
  { name: 'RESET ROLE', attackSql: 'reset role', expect: 'refused' },
  { name: 'RESET ALL', attackSql: 'reset all', expect: 'refused' },
  { name: 'set session_authorization', attackSql: `set session_authorization = 'htdz_admin'`, expect: 'refused' },
  { name: 'SET SESSION AUTHORIZATION DEFAULT', attackSql: 'set session authorization default', expect: 'refused' },
  { name: 'set_config of role', attackSql: `select set_config('role', 'htdz_admin', false)`, expect: 'refused' },
  {
    name: 'pg_catalog.set_config of session_authorization',
    attackSql: `select pg_catalog.set_config('session_authorization', 'htdz_admin', true)`,
    expect: 'refused',
  },
  { name: 'DO block: EXECUTE of a literal RESET ROLE', attackSql: dynamic(`'reset role'`), expect: 'refused' },
  { name: 'DO block: EXECUTE of a literal SET ROLE', attackSql: dynamic(`'set role htdz_admin'`), expect: 'refused' },
  { name: 'DO block: SET ROLE by concatenation', attackSql: dynamic(`'set ' || 'role htdz_admin'`), expect: 'denied' },
  { name: 'DO block: SET ROLE by format()', attackSql: dynamic(`format('set %s %s', 'role', 'htdz_admin')`), expect: 'denied' },
  {
    name: 'DO block: SET ROLE spelled with chr()',
    attackSql: dynamic(`'set ' || chr(114) || chr(111) || chr(108) || chr(101) || ' htdz_admin'`),
    expect: 'denied',
  },
  {
    name: 'DO block: session_authorization with quote_ident',
    attackSql: dynamic(`'set session_authorization ' || quote_literal(quote_ident('htdz_admin'))`),
    expect: 'denied',
  },
  { name: "DO block: SET ROLE to another slot's login role", attackSql: dynamic(`'set role ' || replace(session_user, '_run', '_ref')`), expect: 'denied' },
  { name: 'DO block: SET ROLE to pg_read_server_files', attackSql: dynamic(`'set role ' || 'pg_read_server_files'`), expect: 'denied' },
  { name: 'DO block: SET LOCAL ROLE to pg_execute_server_program', attackSql: dynamic(`'set local role ' || 'pg_execute_server_program'`), expect: 'denied' },
  {
    name: 'RESET ROLE at run time, then reading what the login role reaches',
    attackSql: `${dynamic(`'reset ' || 'role'`)};
select current_user, session_user, has_schema_privilege('public', 'usage'), (select count(*) from pg_roles where pg_has_role(current_user, oid, 'member'));`,
    expect: 'ok',
  },
  {
    name: 'RESET ROLE at run time, then creating objects as the login role',
    attackSql: `${dynamic(`'reset ' || 'role'`)};\ncreate temp table planted_temp as select 'PLANTED' as x;\ncreate function pg_temp.planted() returns text language sql as $$ select 'PLANTED' $$;`,
    expect: 'any',
  },
  { name: 'DO block: set_config by format()', attackSql: dynamic(`format('select %I(%L, %L, false)', 'set_config', 'role', 'htdz_admin')`), expect: 'denied' },
  {
    name: 'plpgsql function that switches role at run time',
    attackSql: `create function become(r text) returns text language plpgsql as $$ begin execute 'set ' || 'role ' || r; return current_user; end $$;\nselect become('htdz_admin');`,
    expect: 'denied',
  },
  {
    name: 'plpgsql function with a SET clause for role',
    attackSql: `create function become() returns text language plpgsql set role = 'htdz_admin' as $$ begin return current_user; end $$;\nselect become();`,
    expect: 'any',
  },
  {
    name: 'SQL function calling set_config',
    attackSql: `create function become() returns text language sql as $$ select set_config('role', 'htdz_admin', true) $$;\nselect become();`,
    expect: 'refused',
  },
  {
    name: 'SECURITY DEFINER function',
    attackSql: `create function f() returns text language sql security definer as $$ select current_user::text $$;\nselect f();`,
    expect: 'refused',
  },
  {
    name: 'ALTER FUNCTION ... SECURITY DEFINER',
    attackSql: `create function f() returns text language sql as $$ select current_user::text $$;\nalter function f() security definer;`,
    expect: 'refused',
  },
  {
    name: 'SECURITY DEFINER function created at run time, then called',
    attackSql: `${dynamic(`'create function f() returns text language sql security ' || 'definer as $b$ select current_user || '' '' || session_user $b$'`)};\nselect f();`,
    expect: 'any',
  },
  { name: 'plpgsql SET statement inside a function body', attackSql: `do $$ begin set role htdz_admin; end $$`, expect: 'refused' },
];

const rolesAndGrants: Case[] = [
  { name: 'CREATE ROLE superuser', attackSql: 'create role evil superuser login', expect: 'refused' },
  { name: 'CREATE USER at run time', attackSql: dynamic(`'create ' || 'user evil superuser'`), expect: 'denied' },
  { name: 'ALTER ROLE current_user SUPERUSER', attackSql: 'alter role current_user superuser', expect: 'refused' },
  {
    name: 'ALTER ROLE session_user CREATEROLE at run time',
    attackSql: dynamic(`'alter ' || 'role ' || session_user || ' createrole createdb bypassrls'`),
    expect: 'denied',
  },
  {
    name: 'ALTER ROLE ... SET of the login role at run time (rolled back)',
    attackSql: `${dynamic(`'reset ' || 'role'`)};\n${dynamic(`'alter ' || 'role ' || session_user || ' set datestyle = ' || quote_literal('SQL, DMY')`)};`,
    expect: 'ok',
  },
  {
    name: 'ALTER ROLE ... PASSWORD of the login role at run time (rolled back)',
    attackSql: `${dynamic(`'reset ' || 'role'`)};\n${dynamic(`'alter ' || 'role ' || session_user || ' password ' || quote_literal('x')`)};`,
    expect: 'ok',
  },
  { name: 'GRANT the scene role to PUBLIC', attackSql: 'grant htdz_scene to public', expect: 'refused' },
  { name: 'GRANT pg_read_server_files at run time', attackSql: dynamic(`'grant pg_read_server_files ' || 'to htdz_scene'`), expect: 'denied' },
  { name: 'GRANT a slot role to the scene role at run time', attackSql: dynamic(`'grant ' || session_user || ' to htdz_scene'`), expect: 'denied' },
  { name: 'GRANT CREATE ON DATABASE', attackSql: 'grant create on database postgres to public', expect: 'refused' },
  {
    name: 'GRANT ALL on the scene tables to PUBLIC (rolled back)',
    attackSql: `grant all on all tables in schema public to public;\ngrant usage on schema public to public;`,
    expect: 'ok',
  },
  { name: 'ALTER SYSTEM', attackSql: `alter system set log_statement = 'all'`, expect: 'refused' },
  { name: 'ALTER SYSTEM at run time', attackSql: dynamic(`'alter ' || 'system set work_mem = ' || quote_literal('4GB')`), expect: 'denied' },
  {
    name: 'ALTER DATABASE ... SET at run time',
    attackSql: dynamic(`format('alter database %I set datestyle = %L', current_database(), 'SQL, DMY')`),
    expect: 'denied',
  },
  { name: 'REASSIGN OWNED', attackSql: 'reassign owned by htdz_scene to htdz_admin', expect: 'refused' },
  { name: 'ALTER TABLE ... OWNER TO at run time', attackSql: dynamic(`'alter table student ' || 'owner to htdz_admin'`), expect: 'denied' },
];

/** settings a run changes for its session with dynamic SQL: the next run must start with the engine's own */
const settings: Case[] = [
  ['search_path', `'pg_temp, public'`],
  ['statement_timeout', `'0'`],
  ['work_mem', `'2GB'`],
  ['DateStyle', `'SQL, DMY'`],
  ['TimeZone', `'Pacific/Kiritimati'`],
  ['extra_float_digits', `'-15'`],
  ['IntervalStyle', `'sql_standard'`],
  ['default_transaction_read_only', `'on'`],
  ['bytea_output', `'escape'`],
  ['application_name', `'PLANTED'`],
  ['row_security', `'off'`],
  ['standard_conforming_strings', `'off'`],
  ['lc_monetary', `'C'`],
  ['client_min_messages', `'error'`],
].map(([name, value]) => ({
  name: `a session-level ${name} set at run time`,
  attackSql: dynamic(`'set ' || '${name} = ' || quote_literal(${value})`),
  expect: 'ok' as const,
}));

const protectedSettings: Case[] = [
  {
    name: 'session_replication_role = replica (disables triggers and keys)',
    attackSql: dynamic(`'set ' || 'session_replication_role = replica'`),
    expect: 'denied',
  },
  { name: 'max_stack_depth raised', attackSql: dynamic(`'set ' || 'max_stack_depth = ' || quote_literal('64MB')`), expect: 'denied' },
  { name: 'temp_file_limit lifted', attackSql: dynamic(`'set ' || 'temp_file_limit = -1'`), expect: 'denied' },
  { name: 'log_statement (superuser setting)', attackSql: dynamic(`'set ' || 'log_statement = ' || quote_literal('all')`), expect: 'denied' },
  {
    name: 'transaction_read_only off inside a read-only check',
    attackSql: `${dynamic(`'set ' || 'transaction_read_only = off'`)};\nselect sname from student;`,
    expect: 'denied',
    via: 'check',
  },
  {
    name: 'statement_timeout = 0, then a long sleep: the time limit still stops it',
    attackSql: `${dynamic(`'set ' || 'statement_timeout = 0'`)};\nselect pg_sleep(20);`,
    expect: 'timeout',
  },
  {
    name: 'lock_timeout and idle_in_transaction_session_timeout lifted, then a sleep',
    attackSql: `${dynamic(`'set ' || 'lock_timeout = 0'`)};\n${dynamic(`'set ' || 'idle_in_transaction_session_timeout = 0'`)};\nselect pg_sleep(20);`,
    expect: 'timeout',
  },
];

describe('role switches', () => runCases(roleSwitches));
describe('roles, grants and server settings', () => runCases(rolesAndGrants));
describe('session settings left for the next run', () => runCases(settings));
describe('protected settings', () => runCases(protectedSettings));
