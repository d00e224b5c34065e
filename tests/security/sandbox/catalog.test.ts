// Looking around the server: catalogues shared by every database, other scenes' databases by name, password
// hashes, server settings and files, signals to other backends (see harness.ts for what each case asserts: above
// all, that nothing of scene B or of the platform comes back to the attacker).
import { type Case, closeEnginesAfterAll, runCases } from './harness';

jest.setTimeout(60_000);
closeEnginesAfterAll();

const dynamic = (expr: string) => `do $$ begin execute ${expr}; end $$`;
/** the rows of a query built at run time, as one text value */
const dynamicRows = (expr: string) =>
  `create function rows_of(q text) returns text language plpgsql as $$ declare r text; begin execute 'select string_agg(t::text, '','') from (' || q || ') t' into r; return r; end $$;\nselect rows_of(${expr});`;

const catalogs: Case[] = [
  { name: 'pg_database: the names of every scene database', attackSql: 'select datname, datdba::regrole, datacl from pg_database', expect: 'denied' },
  {
    name: "pg_stat_activity: other sessions' queries",
    attackSql: 'select datname, usename, application_name, state, query from pg_stat_activity',
    expect: 'denied',
  },
  {
    name: 'pg_stat_get_backend_activity of every backend',
    attackSql: 'select pg_stat_get_backend_activity(b), pg_stat_get_backend_dbid(b)::regclass from pg_stat_get_backend_idset() b',
    expect: 'any',
  },
  {
    name: 'pg_stat_database: counters of every database',
    attackSql: 'select datname, numbackends, xact_commit, tup_returned, tup_inserted from pg_stat_database',
    expect: 'denied',
  },
  { name: 'pg_authid password hashes', attackSql: 'select rolname, rolpassword from pg_authid', expect: 'denied' },
  { name: 'pg_shadow', attackSql: 'select usename, passwd from pg_shadow', expect: 'denied' },
  {
    name: 'pg_roles and pg_user (no passwords)',
    attackSql: 'select rolname, rolpassword, rolsuper from pg_roles;\nselect usename, passwd from pg_user;',
    expect: 'ok',
  },
  { name: 'pg_db_role_setting of every role', attackSql: 'select setrole::regrole, setdatabase, setconfig from pg_db_role_setting', expect: 'any' },
  { name: 'pg_hba_file_rules', attackSql: 'select * from pg_hba_file_rules', expect: 'denied' },
  { name: 'pg_file_settings', attackSql: 'select * from pg_file_settings', expect: 'denied' },
  {
    name: 'server paths in pg_settings',
    attackSql: `select name, setting from pg_settings where name in ('data_directory', 'config_file', 'hba_file', 'ident_file', 'external_pid_file', 'unix_socket_directories', 'log_directory')`,
    expect: 'ok',
  },
  { name: 'current_setting of data_directory', attackSql: `select current_setting('data_directory')`, expect: 'denied' },
  { name: 'pg_stat_file of the password file at run time', attackSql: dynamicRows(`'select pg_stat' || '_file(''../admin.secret'')'`), expect: 'denied' },
  {
    name: "inet_server_addr, port and the cluster's shared catalogue",
    attackSql: 'select inet_server_addr(), inet_server_port(), version();\nselect spcname from pg_tablespace;',
    expect: 'ok',
  },
  { name: 'pg_prepared_xacts and pg_stat_replication', attackSql: 'select * from pg_prepared_xacts;\nselect * from pg_stat_replication;', expect: 'any' },
  { name: "the platform's scene table", attackSql: 'select * from htdz_grading.scenes', expect: 'denied' },
  { name: "the other scene's table by name", attackSql: 'select * from dossier', expect: 'denied' },
  { name: "the other scene's function by name", attackSql: 'select secret_answer()', expect: 'denied' },
  {
    name: "cross-database reference to the other scene's master",
    attackSql: dynamicRows(`(select format('select * from %I.public.dossier', datname) from pg_database where datname like 's\\_%' order by oid desc limit 1)`),
    expect: 'denied',
  },
  {
    name: 'cross-database reference to every copy',
    attackSql: `do $$ declare d text; begin for d in select datname from pg_database where datname like 'c\\_%' loop begin execute format('select count(*) from %I.public.dossier', d); exception when others then null; end; end loop; end $$;\nselect 1;`,
    expect: 'denied',
  },
  { name: 'pg_database_size of the platform database', attackSql: `select pg_database_size('postgres')`, expect: 'denied' },
  { name: 'pg_largeobject of the scene', attackSql: 'select * from pg_largeobject', expect: 'denied' },
  { name: 'pg_statistic (column values of the scene)', attackSql: 'select * from pg_statistic', expect: 'denied' },
  { name: 'pg_stats of the scene', attackSql: 'select tablename, attname, most_common_vals from pg_stats', expect: 'ok' },
  {
    name: 'obj_description / shobj_description of databases',
    attackSql: `select datname, shobj_description(oid, 'pg_database') from pg_database`,
    expect: 'denied',
  },
  { name: 'txid and snapshot functions', attackSql: 'select pg_current_snapshot(), txid_current_if_assigned(), pg_backend_pid()', expect: 'ok' },
  { name: 'pg_ls_tmpdir / pg_ls_archive_statusdir at run time', attackSql: dynamicRows(`'select * from pg_ls' || '_tmpdir()'`), expect: 'denied' },
  {
    name: 'pg_read_file through a view built at run time',
    attackSql: `${dynamic(`'create view v as select pg_read' || '_file(''postgresql.conf'')'`)};\nselect * from v;`,
    expect: 'denied',
  },
];

const signals: Case[] = [
  { name: 'pg_cancel_backend of every backend', attackSql: 'select pg_cancel_backend(b) from pg_stat_get_backend_idset() b', expect: 'refused' },
  { name: 'pg_terminate_backend of every backend', attackSql: 'select pg_terminate_backend(pid) from pg_locks', expect: 'refused' },
  {
    name: 'pg_cancel_backend at run time',
    attackSql: dynamicRows(`'select pg_cancel' || '_backend(pid) from pg_locks where pid <> pg_backend_pid()'`),
    expect: 'denied',
  },
  {
    name: 'pg_terminate_backend at run time',
    attackSql: dynamicRows(`'select pg_terminate' || '_backend(pid) from pg_locks where pid <> pg_backend_pid()'`),
    expect: 'denied',
  },
  { name: 'pg_terminate_backend of itself at run time', attackSql: dynamicRows(`'select pg_terminate' || '_backend(pg_backend_pid())'`), expect: 'any' },
  {
    name: 'pg_log_backend_memory_contexts at run time',
    attackSql: dynamicRows(`'select pg_log_backend' || '_memory_contexts(pid) from pg_locks'`),
    expect: 'denied',
  },
  { name: 'pg_stat_reset at run time', attackSql: dynamicRows(`'select pg_stat' || '_reset()'`), expect: 'denied' },
];

describe('catalogues and other databases', () => runCases(catalogs));
describe('signals to other backends', () => runCases(signals));
