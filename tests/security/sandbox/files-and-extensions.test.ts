// Reaching outside the database: server files, programs, large objects, extensions, foreign data and other
// languages, each static and built at run time (see harness.ts for what each case asserts).
import { type Case, closeEnginesAfterAll, runCases } from './harness';

jest.setTimeout(60_000);
closeEnginesAfterAll();

const dynamic = (expr: string) => `do $$ begin execute ${expr}; end $$`;
/** a DO block that runs a query built at run time and returns its first value as a notice-free result */
const dynamicSelect = (expr: string) => `do $$ declare v text; begin execute ${expr} into v; end $$`;

const files: Case[] = [
  { name: 'pg_read_file', attackSql: `select pg_read_file('/etc/passwd')`, expect: 'refused' },
  { name: 'pg_read_file of the cluster password file', attackSql: `select pg_read_file('../admin.secret')`, expect: 'refused' },
  { name: 'pg_read_file at run time', attackSql: dynamicSelect(`format('select %I(%L)', 'pg_read_file', 'postgresql.conf')`), expect: 'denied' },
  { name: 'pg_read_binary_file at run time', attackSql: dynamicSelect(`'select pg_read_' || 'binary_file(''global/pg_control'')::text'`), expect: 'denied' },
  { name: 'pg_stat_file at run time', attackSql: dynamicSelect(`'select pg_stat' || '_file(''PG_VERSION'')::text'`), expect: 'denied' },
  { name: 'pg_ls_dir', attackSql: `select pg_ls_dir('.')`, expect: 'refused' },
  { name: 'pg_ls_dir at run time', attackSql: dynamicSelect(`'select string_agg(f, '','') from pg_ls' || '_dir(''.'') f'`), expect: 'denied' },
  { name: 'pg_ls_waldir / pg_ls_logdir at run time', attackSql: dynamicSelect(`'select count(*) from pg_ls' || '_waldir()'`), expect: 'denied' },
  { name: 'pg_current_logfile at run time', attackSql: dynamicSelect(`'select pg_current' || '_logfile()'`), expect: 'denied' },
  { name: 'COPY TO a server file', attackSql: `copy student to '/tmp/htdz-planted'`, expect: 'refused' },
  { name: 'COPY FROM a server file', attackSql: `copy student from '/etc/passwd'`, expect: 'refused' },
  { name: 'COPY TO PROGRAM', attackSql: `copy (select 1) to program 'touch /tmp/htdz-planted'`, expect: 'refused' },
  { name: 'COPY TO a server file at run time', attackSql: dynamic(`'co' || 'py student to ' || quote_literal('/tmp/htdz-planted')`), expect: 'denied' },
  { name: 'COPY FROM a server file at run time', attackSql: dynamic(`'co' || 'py student from ' || quote_literal('/etc/hostname')`), expect: 'denied' },
  { name: 'COPY FROM PROGRAM at run time', attackSql: dynamic(`'co' || 'py student from program ' || quote_literal('id')`), expect: 'denied' },
  { name: 'COPY TO STDOUT inside a DO block', attackSql: dynamic(`'co' || 'py student to stdout'`), expect: 'denied' },
  { name: 'lo_import of a server file', attackSql: `select lo_import('/etc/passwd')`, expect: 'refused' },
  { name: 'lo_import at run time', attackSql: dynamicSelect(`format('select %I(%L)::text', 'lo_import', '/etc/passwd')`), expect: 'denied' },
  {
    name: 'lo_export at run time',
    attackSql: dynamicSelect(`format('select %I(lo_from_bytea(0, %L), %L)::text', 'lo_export', 'x', '/tmp/htdz-planted')`),
    expect: 'denied',
  },
  {
    name: 'large objects created for the next run (lo_create, lo_put, lo_from_bytea)',
    attackSql: `select lo_create(424242);\nselect lo_put(424242, 0, convert_to('PLANTED', 'UTF8'));\nselect lo_from_bytea(0, convert_to('PLANTED', 'UTF8'));\nselect count(*) from pg_largeobject_metadata;`,
    expect: 'ok',
  },
  {
    name: 'large objects read by oid (lo_get of a guessed oid)',
    attackSql: `select lo_get(oid) from pg_largeobject_metadata;\nselect * from pg_largeobject;`,
    expect: 'denied',
  },
  { name: 'pg_file_write (adminpack)', attackSql: `select pg_file_write('/tmp/htdz-planted', 'x', false)`, expect: 'refused' },
];

const extensions: Case[] = [
  { name: 'CREATE EXTENSION dblink', attackSql: 'create extension dblink', expect: 'refused' },
  { name: 'CREATE EXTENSION file_fdw at run time', attackSql: dynamic(`'create ' || 'extension file_fdw'`), expect: 'denied' },
  { name: 'CREATE EXTENSION dblink at run time', attackSql: dynamic(`'create ' || 'extension if not exists dblink'`), expect: 'denied' },
  { name: 'CREATE EXTENSION plpython3u at run time', attackSql: dynamic(`'create ' || 'extension plpython3u'`), expect: 'denied' },
  { name: 'CREATE LANGUAGE plpython3u at run time', attackSql: dynamic(`'create ' || 'language plpython3u'`), expect: 'denied' },
  {
    name: 'a plpython3u function',
    attackSql: `create function py() returns text language plpython3u as $$ import os; return os.popen('id').read() $$`,
    expect: 'refused',
  },
  {
    name: 'a plpython3u function created at run time',
    attackSql: dynamic(`'create function py() returns text language ' || 'plpython3u as ''return 1'''`),
    expect: 'denied',
  },
  { name: 'a C function bound to libc system()', attackSql: `create function sys(cstring) returns int as 'libc.so.6', 'system' language c`, expect: 'refused' },
  {
    name: 'a C function created at run time',
    attackSql: dynamic(`'create function sys(cstring) returns int as ''libc.so.6'', ''system'' language ' || 'c'`),
    expect: 'denied',
  },
  {
    name: 'an internal-language function created at run time',
    attackSql: dynamic(`'create function f(oid) returns text as ''pg_read_file_off_len'' language ' || 'internal'`),
    expect: 'denied',
  },
  { name: 'LOAD a library at run time', attackSql: dynamic(`'lo' || 'ad ' || quote_literal('/tmp/evil.so')`), expect: 'denied' },
  { name: 'dblink to the administrator', attackSql: `select * from dblink('host=127.0.0.1 user=htdz_admin', 'select 1') as t(x int)`, expect: 'refused' },
  { name: 'dblink at run time', attackSql: dynamicSelect(`'select * from db' || 'link(''dbname=postgres'', ''select 1'') as t(x text)'`), expect: 'denied' },
  { name: 'CREATE SERVER / FOREIGN DATA WRAPPER at run time', attackSql: dynamic(`'create foreign data wrapper ' || 'evil'`), expect: 'denied' },
  { name: 'CREATE FOREIGN TABLE at run time', attackSql: dynamic(`'create foreign table ' || 'f (x text) server s'`), expect: 'denied' },
  { name: 'pg_reload_conf / pg_rotate_logfile at run time', attackSql: dynamicSelect(`'select pg_reload' || '_conf()::text'`), expect: 'denied' },
  {
    name: 'a replication slot at run time',
    attackSql: dynamicSelect(`'select pg_create_logical' || '_replication_slot(''s'', ''test_decoding'')::text'`),
    expect: 'denied',
  },
  {
    name: 'CREATE PUBLICATION / SUBSCRIPTION at run time',
    attackSql: dynamic(`'create ' || 'subscription s connection ''dbname=postgres'' publication p'`),
    expect: 'denied',
  },
  { name: 'CREATE TABLESPACE at run time', attackSql: dynamic(`'create ' || 'tablespace t location ''/tmp'''`), expect: 'denied' },
  { name: 'CREATE DATABASE at run time', attackSql: dynamic(`'create ' || 'database planted'`), expect: 'denied' },
  { name: 'CREATE SCHEMA (no CREATE on the database)', attackSql: `create schema planted;\ncreate table planted.x (y text);`, expect: 'denied' },
];

describe('files and programs', () => runCases(files));
describe('extensions, languages, foreign data and server objects', () => runCases(extensions));
