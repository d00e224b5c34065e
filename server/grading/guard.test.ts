// The statement guard: what it refuses (every spelling, wherever it hides: subqueries, CTEs, arguments, SQL and
// PL/pgSQL bodies, DO blocks, literal dynamic SQL), what it lets through, and the offsets it reports.
import { type GuardMode, loadSqlGuard, refusalIn } from './guard';

beforeAll(async () => {
  await loadSqlGuard();
});

const TRANSACTION = /^不能使用事务控制语句（BEGIN、COMMIT、ROLLBACK、SAVEPOINT 等）：每次运行都在独立的事务中进行，结束后自动撤销$/;
const SETTING = /^不能修改会话设置或切换角色（SET、RESET）$/;
const fn = (name: string) => new RegExp(`^不能调用函数 ${name}：它访问文件、其他会话或系统设置$`);

/** Refused with a reason, at the place where `at` begins (its first occurrence unless `nth` says otherwise). */
function expectRefused(sql: string, reason: RegExp, at?: string, mode: GuardMode = 'answer', nth = 0) {
  const r = refusalIn(sql, mode);
  expect(r).not.toBeNull();
  expect(r!.reason).toMatch(reason);
  if (at !== undefined) {
    let offset = -1;
    for (let i = 0; i <= nth; i++) offset = sql.indexOf(at, offset + 1);
    expect(offset).toBeGreaterThanOrEqual(0);
    expect({ offset: r!.offset, text: sql.slice(r!.offset, r!.offset + at.length) }).toEqual({ offset, text: at });
  }
}

describe('transaction control', () => {
  it.each([
    'BEGIN',
    'begin transaction isolation level serializable',
    'START TRANSACTION',
    'COMMIT',
    'commit and chain',
    'END',
    'ABORT',
    'ROLLBACK',
    'SAVEPOINT a',
    'RELEASE SAVEPOINT a',
    'ROLLBACK TO SAVEPOINT a',
    "PREPARE TRANSACTION 'x'",
    "COMMIT PREPARED 'x'",
  ])('%s', (sql) => {
    expectRefused(`SELECT 1;\n${sql};`, TRANSACTION, sql);
  });

  it('COMMIT and ROLLBACK in PL/pgSQL (a procedure, a DO block, an exception handler)', () => {
    expectRefused('CREATE PROCEDURE p() LANGUAGE plpgsql AS $$\nBEGIN\n  INSERT INTO t VALUES (1);\n  COMMIT;\nEND $$', TRANSACTION, 'COMMIT');
    expectRefused('DO $$ BEGIN DELETE FROM t; ROLLBACK; END $$', TRANSACTION, 'ROLLBACK');
    expectRefused('DO $$ BEGIN BEGIN NULL; EXCEPTION WHEN others THEN ROLLBACK; END; END $$', TRANSACTION, 'ROLLBACK');
  });
});

describe('SET and RESET in any spelling', () => {
  it.each([
    ['set role postgres', 'set role'],
    ['SET "role" = \'postgres\'', 'SET "role"'],
    ['SET ROLE NONE', 'SET ROLE'],
    ['SET LOCAL ROLE postgres', 'SET LOCAL'],
    ['SET SESSION ROLE postgres', 'SET SESSION'],
    ['RESET ROLE', 'RESET'],
    ['reset "role"', 'reset'],
    ['set session_authorization = postgres', 'set'],
    ['SET SESSION AUTHORIZATION postgres', 'SET'],
    ['SET SESSION AUTHORIZATION DEFAULT', 'SET'],
    ['reset session authorization', 'reset'],
    ['RESET ALL', 'RESET'],
    ["SET LOCAL work_mem = '1GB'", 'SET'],
    ['SET search_path TO public, pg_catalog', 'SET'],
    ['SET "search_path" = public', 'SET'],
    ["SET TIME ZONE 'UTC'", 'SET'],
    ['SET TRANSACTION ISOLATION LEVEL SERIALIZABLE', 'SET'],
    ['SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY', 'SET'],
    ['SeT\n  "ROLE"\n  TO postgres', 'SeT'],
  ])('%s', (sql, at) => {
    expectRefused(`select 1; ${sql}`, SETTING, at);
  });

  it('UPDATE pg_settings, SET by another name', () => {
    expectRefused("SELECT 1; UPDATE pg_catalog.pg_settings SET setting = 'postgres' WHERE name = 'role'", SETTING, 'UPDATE');
    expect(refusalIn("SELECT name, setting FROM pg_settings WHERE name = 'search_path'", 'answer')).toBeNull();
  });

  it('a SET clause of a function', () => {
    expectRefused("CREATE FUNCTION f() RETURNS int LANGUAGE sql SET role = 'postgres' AS 'select 1'", SETTING, 'SET role');
  });

  it('SHOW, SET CONSTRAINTS and UPDATE ... SET are not settings', () => {
    for (const sql of ['SHOW search_path', 'show all', 'SET CONSTRAINTS ALL DEFERRED', "UPDATE t SET role = 'x', reset = 1 WHERE id = 1"]) {
      expect(refusalIn(sql, 'answer')).toBeNull();
    }
  });
});

describe('statements of the session, the server and its shared objects', () => {
  it.each([
    ["COPY t FROM '/etc/passwd'", /^不能使用 COPY：请用 INSERT 或 SELECT 读写数据$/],
    ["copy (select 1) to program 'ls'", /^不能使用 COPY/],
    ['COPY t TO STDOUT', /^不能使用 COPY/],
    ['PREPARE p AS SELECT 1', /^不能使用 PREPARE、EXECUTE、DEALLOCATE/],
    ['EXECUTE p', /^不能使用 PREPARE、EXECUTE、DEALLOCATE/],
    ['DEALLOCATE ALL', /^不能使用 PREPARE、EXECUTE、DEALLOCATE/],
    ['DISCARD ALL', /^不能使用 DISCARD/],
    ['LISTEN c', /^不能使用 LISTEN、UNLISTEN、NOTIFY/],
    ['UNLISTEN *', /^不能使用 LISTEN、UNLISTEN、NOTIFY/],
    ["NOTIFY c, 'x'", /^不能使用 LISTEN、UNLISTEN、NOTIFY/],
    ["LOAD 'auto_explain'", /^不能使用 LOAD/],
    ['CHECKPOINT', /^不能使用 CHECKPOINT/],
    ['VACUUM', /^不能使用 VACUUM 或 ANALYZE/],
    ['VACUUM FULL t', /^不能使用 VACUUM 或 ANALYZE/],
    ['ANALYZE t', /^不能使用 VACUUM 或 ANALYZE/],
    ['CLUSTER t USING t_pkey', /^不能使用 CLUSTER 或 REINDEX/],
    ['REINDEX TABLE t', /^不能使用 CLUSTER 或 REINDEX/],
    ["ALTER SYSTEM SET work_mem = '1GB'", /^不能修改服务器设置（ALTER SYSTEM）$/],
    ['CREATE ROLE hacker SUPERUSER', /^不能创建、修改或删除用户和角色/],
    ['CREATE USER u', /^不能创建、修改或删除用户和角色/],
    ['create group g', /^不能创建、修改或删除用户和角色/],
    ['ALTER ROLE CURRENT_USER SUPERUSER', /^不能创建、修改或删除用户和角色/],
    ['ALTER USER u SET search_path = public', /^不能创建、修改或删除用户和角色/],
    ['ALTER ROLE a RENAME TO b', /^不能创建、修改或删除用户和角色/],
    ['DROP USER IF EXISTS u', /^不能创建、修改或删除用户和角色/],
    ['GRANT pg_read_server_files TO CURRENT_USER', /^不能授予或收回角色$/],
    ['REVOKE pg_monitor FROM u', /^不能授予或收回角色$/],
    ['CREATE DATABASE d', /^不能创建、修改或删除数据库和表空间/],
    ['ALTER DATABASE postgres SET work_mem = 1', /^不能创建、修改或删除数据库和表空间/],
    ['DROP DATABASE d', /^不能创建、修改或删除数据库和表空间/],
    ["CREATE TABLESPACE ts LOCATION '/tmp'", /^不能创建、修改或删除数据库和表空间/],
    ['ALTER TABLE t SET TABLESPACE ts', /^不能创建、修改或删除数据库和表空间/],
    ['GRANT CONNECT ON DATABASE d TO PUBLIC', /^不能授予或收回数据库、表空间/],
    ['GRANT SET ON PARAMETER work_mem TO PUBLIC', /^不能授予或收回数据库、表空间/],
    ['CREATE EXTENSION dblink', /^不能创建、修改或删除扩展和过程语言/],
    ['create extension if not exists "dblink"', /^不能创建、修改或删除扩展和过程语言/],
    ['DROP EXTENSION plpgsql', /^不能创建、修改或删除扩展和过程语言/],
    ['CREATE LANGUAGE plperlu', /^不能创建、修改或删除扩展和过程语言/],
    ['CREATE EVENT TRIGGER e ON ddl_command_start EXECUTE FUNCTION f()', /^不能创建、修改或删除事件触发器/],
    ["CREATE SUBSCRIPTION s CONNECTION 'host=x' PUBLICATION p", /^不能创建、修改或删除发布和订阅/],
    ['CREATE PUBLICATION p FOR ALL TABLES', /^不能创建、修改或删除发布和订阅/],
    ['CREATE SERVER s FOREIGN DATA WRAPPER postgres_fdw', /^不能使用外部数据/],
    ['CREATE FOREIGN DATA WRAPPER w', /^不能使用外部数据/],
    ['CREATE USER MAPPING FOR CURRENT_USER SERVER s', /^不能使用外部数据/],
    ['IMPORT FOREIGN SCHEMA public FROM SERVER s INTO x', /^不能使用外部数据/],
    ['CREATE FOREIGN TABLE ft (a int) SERVER s', /^不能使用外部数据/],
    ['ALTER DEFAULT PRIVILEGES GRANT SELECT ON TABLES TO PUBLIC', /^不能修改默认权限/],
    ["SECURITY LABEL ON TABLE t IS 'x'", /^不能设置安全标签/],
    ["CREATE CONVERSION c FOR 'LATIN1' TO 'UTF8' FROM f", /^不能创建、修改或删除编码转换/],
    ['ALTER TABLE t OWNER TO postgres', /^不能更改对象的所有者/],
    ['ALTER FUNCTION f() OWNER TO postgres', /^不能更改对象的所有者/],
    ['ALTER SCHEMA public OWNER TO CURRENT_USER', /^不能更改对象的所有者/],
    ['REASSIGN OWNED BY a TO b', /^不能更改对象的所有者/],
    ['DROP OWNED BY a', /^不能更改对象的所有者/],
    ['CREATE SCHEMA s AUTHORIZATION postgres', /^不能更改对象的所有者/],
  ])('%s', (sql, reason) => {
    expectRefused(`SELECT 1;\n${sql}`, reason, sql.slice(0, 6));
  });

  it('SECURITY DEFINER: creating, replacing, altering', () => {
    const reason = /^不能创建 SECURITY DEFINER 函数/;
    expectRefused('CREATE FUNCTION f() RETURNS int LANGUAGE sql SECURITY DEFINER AS $$ select 1 $$', reason, 'CREATE');
    expectRefused('create or replace procedure p() language plpgsql external security definer as $$ begin end $$', reason, 'create');
    expectRefused('select 1; ALTER FUNCTION f() SECURITY DEFINER', reason, 'ALTER');
    expectRefused('ALTER ROUTINE f SECURITY DEFINER', reason, 'ALTER');
    expect(refusalIn('CREATE FUNCTION f() RETURNS int LANGUAGE sql SECURITY INVOKER AS $$ select 1 $$', 'answer')).toBeNull();
  });

  it('functions only in SQL or PL/pgSQL', () => {
    const reason = /^只能用 SQL 或 PL\/pgSQL 编写函数$/;
    expectRefused("CREATE FUNCTION f() RETURNS int LANGUAGE c AS 'lib', 'sym'", reason, 'LANGUAGE c');
    expectRefused("CREATE FUNCTION r(text) RETURNS text LANGUAGE internal AS 'pg_read_file_off_len'", reason, 'LANGUAGE internal');
    expectRefused('CREATE FUNCTION f() RETURNS int AS $$ return 1 $$ LANGUAGE plpython3u', reason, 'LANGUAGE plpython3u');
    expectRefused("DO LANGUAGE plperl $$ system('ls') $$", reason, 'LANGUAGE plperl');
  });
});

describe('functions, by their last name in any case and schema', () => {
  it.each([
    ["select set_config('role', 'postgres', false)", 'set_config', 'set_config('],
    ["SELECT pg_catalog.set_config('search_path', '', false)", 'set_config', 'pg_catalog.set_config'],
    ["SELECT PG_CATALOG.SET_CONFIG('a', 'b', true)", 'set_config', 'PG_CATALOG'],
    ["SELECT pg_catalog.\"set_config\"('a', 'b', true)", 'set_config', 'pg_catalog."set_config"'],
    ["select pg_read_file('/etc/passwd')", 'pg_read_file', 'pg_read_file'],
    ["select pg_read_binary_file('/etc/passwd')", 'pg_read_binary_file', 'pg_read_binary_file'],
    ["select * from pg_ls_dir('/')", 'pg_ls_dir', 'pg_ls_dir'],
    ['select * from pg_ls_waldir()', 'pg_ls_waldir', 'pg_ls_waldir'],
    ["select pg_stat_file('postgresql.conf')", 'pg_stat_file', 'pg_stat_file'],
    ["select pg_file_write('x', 'y', false)", 'pg_file_write', 'pg_file_write'],
    ["select lo_import('/etc/hostname')", 'lo_import', 'lo_import'],
    ["select lo_export(1, '/tmp/x')", 'lo_export', 'lo_export'],
    ["select * from dblink('host=127.0.0.1', 'select 1') as t(x int)", 'dblink', 'dblink'],
    ["select dblink_exec('reset role')", 'dblink_exec', 'dblink_exec'],
    ['select pg_terminate_backend(pid) from pg_stat_activity', 'pg_terminate_backend', 'pg_terminate_backend'],
    ['select pg_cancel_backend(1)', 'pg_cancel_backend', 'pg_cancel_backend'],
    ['select pg_reload_conf()', 'pg_reload_conf', 'pg_reload_conf'],
    ['select pg_rotate_logfile()', 'pg_rotate_logfile', 'pg_rotate_logfile'],
    ['select pg_promote()', 'pg_promote', 'pg_promote'],
    ["select pg_notify('c', 'x')", 'pg_notify', 'pg_notify'],
    ["select pg_logical_emit_message(true, 'x', 'y')", 'pg_logical_emit_message', 'pg_logical_emit_message'],
    ["select pg_replication_origin_create('x')", 'pg_replication_origin_create', 'pg_replication_origin_create'],
    ["select pg_create_logical_replication_slot('s', 'pgoutput')", 'pg_create_logical_replication_slot', 'pg_create_logical'],
    ["select pg_create_physical_replication_slot('s')", 'pg_create_physical_replication_slot', 'pg_create_physical'],
    ["select pg_backup_start('x')", 'pg_backup_start', 'pg_backup_start'],
    ['select pg_switch_wal()', 'pg_switch_wal', 'pg_switch_wal'],
  ])('%s', (sql, name, at) => {
    expectRefused(sql, fn(name), at);
  });

  it.each([
    ['select pg_advisory_lock(1)', /^不能使用会话级咨询锁 pg_advisory_lock：请用 pg_advisory_xact_lock$/],
    ['select pg_advisory_lock_shared(1, 2)', /^不能使用会话级咨询锁 pg_advisory_lock_shared：请用 pg_advisory_xact_lock_shared$/],
    ['select pg_try_advisory_lock(1)', /^不能使用会话级咨询锁 pg_try_advisory_lock：请用 pg_try_advisory_xact_lock$/],
    ['select pg_try_advisory_lock_shared(1)', /^不能使用会话级咨询锁 pg_try_advisory_lock_shared：请用 pg_try_advisory_xact_lock_shared$/],
    ['select pg_advisory_unlock(1)', /^不能使用会话级咨询锁 pg_advisory_unlock：/],
    ['select pg_advisory_unlock_all()', /^不能使用会话级咨询锁 pg_advisory_unlock_all：/],
  ])('session advisory lock: %s', (sql, reason) => {
    expectRefused(sql, reason, 'pg_');
  });

  it.each([
    ['a subquery', "select * from t where a in (select set_config('a', 'b', true))"],
    ['a CTE', "with x as (select set_config('a', 'b', true)) select * from x"],
    ['a data-modifying CTE', "with d as (delete from t returning set_config('a', 'b', true)) select 1"],
    ['an argument', "select length(upper(set_config('a', 'b', true)))"],
    ['FROM', "select * from set_config('a', 'b', true)"],
    ['a lateral join', "select * from t cross join lateral (select set_config('a', t.x, true)) s"],
    ['ORDER BY', "select * from t order by set_config('a', 'b', true)"],
    ['a CASE', "select case when a then set_config('a', 'b', true) end from t"],
    ['INSERT ... VALUES', "insert into t values (set_config('a', 'b', true))"],
    ['UPDATE ... SET', "update t set x = set_config('a', 'b', true)"],
    ['a DEFAULT', "create table x (a text default set_config('a', 'b', true))"],
    ['a CHECK', "create table x (a text check (set_config('a', a, true) is not null))"],
    ['a view', "create view v as select set_config('a', 'b', true)"],
    ['EXPLAIN ANALYZE', "explain analyze select set_config('a', 'b', true)"],
    ['CALL', "call p(set_config('a', 'b', true))"],
    ['a trigger WHEN', "create trigger tr before insert on t for each row when (set_config('a', 'b', true) is null) execute function f()"],
  ])('nested in %s', (_where, sql) => {
    expectRefused(sql, fn('set_config'), 'set_config');
  });

  it('named in DDL that makes PostgreSQL call it (operator, aggregate, trigger, support, GRANT)', () => {
    expectRefused('CREATE OPERATOR @@ (leftarg = text, rightarg = boolean, function = pg_catalog.pg_read_file)', fn('pg_read_file'), 'function =');
    expectRefused('CREATE AGGREGATE a(text) (sfunc = pg_read_file, stype = text)', fn('pg_read_file'), 'sfunc');
    expectRefused('CREATE TRIGGER x BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION pg_read_file()', fn('pg_read_file'));
    expectRefused('GRANT EXECUTE ON FUNCTION set_config(text, text, boolean) TO PUBLIC', fn('set_config'));
  });

  it('a rule that notifies', () => {
    expectRefused('CREATE RULE r AS ON INSERT TO t DO ALSO NOTIFY c', /^不能使用 LISTEN、UNLISTEN、NOTIFY/, 'CREATE RULE');
  });

  it('SQL run by query_to_xml from a literal', () => {
    expectRefused("select query_to_xml('set role postgres', true, false, '')", SETTING, 'set role');
  });
});

describe('SQL function bodies', () => {
  it('a string body, a dollar-quoted body, BEGIN ATOMIC, RETURN', () => {
    expectRefused("CREATE FUNCTION f() RETURNS text LANGUAGE sql AS 'select pg_read_file(''/etc/passwd'')'", fn('pg_read_file'));
    expectRefused("CREATE FUNCTION f() RETURNS text LANGUAGE sql AS $$\n  select 1;\n  select pg_read_file('/x')\n$$", fn('pg_read_file'), 'pg_read_file');
    expectRefused("CREATE FUNCTION f() RETURNS text BEGIN ATOMIC SELECT 1; SELECT set_config('a', 'b', true); END", fn('set_config'), 'set_config');
    expectRefused("CREATE FUNCTION f() RETURNS text RETURN pg_catalog.set_config('a', 'b', true)", fn('set_config'), 'pg_catalog.set_config');
  });

  it('statements of a SQL body', () => {
    expectRefused('CREATE FUNCTION f() RETURNS void LANGUAGE sql AS $body$ SET role postgres $body$', SETTING, 'SET role');
    expectRefused("CREATE PROCEDURE p() LANGUAGE sql AS $$ with x as (select set_config('a', 'b', true)) select 1 $$", fn('set_config'), 'set_config');
  });
});

describe('PL/pgSQL bodies', () => {
  const plpgsql = (body: string) =>
    `CREATE OR REPLACE FUNCTION f(a int) RETURNS SETOF int LANGUAGE plpgsql AS $$\nDECLARE\n  x text;\n  c refcursor;\nBEGIN\n${body}\nEND\n$$;`;

  it.each([
    ['PERFORM', "  PERFORM pg_read_file('/etc/passwd');", fn('pg_read_file'), 'pg_read_file'],
    ['an assignment', "  x := set_config('role', 'postgres', false);", fn('set_config'), 'set_config'],
    ['an assignment with =', "  x = pg_catalog.set_config('role', 'postgres', false);", fn('set_config'), 'pg_catalog.set_config'],
    ['an IF condition', "  IF pg_read_file('/x') IS NULL THEN RETURN; END IF;", fn('pg_read_file'), 'pg_read_file'],
    ['a RAISE argument', "  RAISE NOTICE '%', pg_ls_dir('/');", fn('pg_ls_dir'), 'pg_ls_dir'],
    ['a FOR query', "  FOR x IN SELECT pg_ls_dir('/') LOOP NULL; END LOOP;", fn('pg_ls_dir'), 'pg_ls_dir'],
    ['RETURN QUERY', '  RETURN QUERY SELECT pg_advisory_unlock_all()::int;', /^不能使用会话级咨询锁 pg_advisory_unlock_all/, 'pg_advisory_unlock_all'],
    ['a statement', '  SET role postgres;', SETTING, 'SET role'],
    ['RESET ALL', '  RESET ALL;', SETTING, 'RESET ALL'],
    ['EXECUTE of a literal', "  EXECUTE 'reset role';", SETTING, 'reset role'],
    ['EXECUTE of a dollar-quoted literal', '  EXECUTE $q$SET SESSION AUTHORIZATION postgres$q$;', SETTING, 'SET SESSION'],
    ['EXECUTE ... USING', "  EXECUTE 'SET ROLE postgres' USING a;", SETTING, 'SET ROLE'],
    ['EXECUTE of two statements', "  EXECUTE 'select 1; reset role';", SETTING, 'reset role'],
    ['RETURN QUERY EXECUTE', "  RETURN QUERY EXECUTE 'select 1; commit';", TRANSACTION, 'commit'],
    ['OPEN ... FOR EXECUTE', "  OPEN c FOR EXECUTE 'copy t to stdout';", /^不能使用 COPY/, 'copy'],
    ['FOR ... IN EXECUTE', "  FOR x IN EXECUTE 'select pg_read_file(''/x'')' LOOP NULL; END LOOP;", fn('pg_read_file'), 'pg_read_file'],
    [
      'a nested block and handler',
      "  BEGIN\n    NULL;\n  EXCEPTION WHEN others THEN\n    PERFORM set_config('a', 'b', true);\n  END;",
      fn('set_config'),
      'set_config',
    ],
    ['EXECUTE of a function call', "  EXECUTE (SELECT set_config('a', 'b', true));", fn('set_config'), 'set_config'],
  ])('%s', (_name, body, reason, at) => {
    expectRefused(plpgsql(body), reason, at);
  });

  it('a declaration default', () => {
    expectRefused(
      "CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$\nDECLARE x text := pg_read_file('/x');\nBEGIN\nEND $$",
      fn('pg_read_file'),
      'pg_read_file',
    );
  });

  it('a body with tbl%ROWTYPE fields, which the compiler alone cannot follow', () => {
    const sql =
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nDECLARE r student%ROWTYPE;\nBEGIN\n  r.name := NEW.name;\n  SET ROLE postgres;\n  RETURN NEW;\nEND $$';
    expectRefused(sql, SETTING, 'SET ROLE');
  });

  it('a body the compiler rejects is still read word by word', () => {
    expectRefused("DO $$ BEGIN undeclared := 1; EXECUTE 'reset role'; END $$", SETTING, 'reset role');
    expectRefused('DO $$ BEGIN undeclared := 1; PERFORM pg_catalog."pg_read_file"(\'/x\'); END $$', fn('pg_read_file'), '"pg_read_file"');
    expect(refusalIn('DO $$ BEGIN undeclared := 1; IF a THEN NULL; ELSE NULL; END IF; LOOP EXIT; END LOOP; END $$', 'answer')).toBeNull();
  });

  it('literals of the EXECUTE expression are SQL, except format() arguments it only quotes (%I, %L)', () => {
    expect(refusalIn(plpgsql("  EXECUTE format('INSERT INTO log VALUES (%L, %I)', 'end', 'commit');"), 'answer')).toBeNull();
    expectRefused(plpgsql("  EXECUTE format('SELECT %L; %2$s', 'x', 'reset role');"), SETTING, 'reset role');
    expectRefused(plpgsql("  EXECUTE format('%s', 'reset role');"), SETTING, 'reset role');
  });

  it('dynamic SQL built at run time is left to the roles', () => {
    for (const body of [
      "  EXECUTE format('SET %I = %L', 'role', 'postgres');",
      "  EXECUTE 'RE' || 'SET ROLE';",
      "  EXECUTE 'reset ' || quote_ident('role');",
      "  EXECUTE chr(82) || 'ESET ROLE';",
      "  EXECUTE 'SELECT ''reset role''';",
    ]) {
      expect(refusalIn(plpgsql(body), 'answer')).toBeNull();
    }
  });
});

describe('DO blocks', () => {
  it('PERFORM, EXECUTE, a statement', () => {
    expectRefused("DO $$ BEGIN PERFORM pg_read_file('/x'); END $$", fn('pg_read_file'), 'pg_read_file');
    expectRefused("do $$ begin execute 'reset role'; end $$", SETTING, 'reset role');
    expectRefused("DO LANGUAGE plpgsql $$ BEGIN SET LOCAL role = 'postgres'; END $$", SETTING, 'SET LOCAL');
  });

  it('a single-quoted body with doubled quotes: the place is still exact', () => {
    const sql = "select 1;\nDO 'BEGIN PERFORM pg_read_file(''/x''); EXECUTE ''SET ROLE x''; END'";
    expectRefused(sql, fn('pg_read_file'), 'pg_read_file');
    expectRefused("DO 'BEGIN EXECUTE ''SELECT 1; SET ROLE x''; END'", SETTING, 'SET ROLE');
  });

  it('a function created inside a DO block, with its own body', () => {
    const sql = "DO $outer$\nBEGIN\n  CREATE FUNCTION g() RETURNS void LANGUAGE plpgsql AS $$ BEGIN EXECUTE 'reset role'; END $$;\nEND $outer$";
    expectRefused(sql, SETTING, 'reset role');
  });

  it('EXECUTE of a DO block', () => {
    expectRefused("DO $$ BEGIN EXECUTE 'DO $x$ BEGIN PERFORM set_config(''a'', ''b'', true); END $x$'; END $$", fn('set_config'), 'set_config');
  });
});

describe('init scripts (author mode)', () => {
  it.each([
    ['CREATE TEMP TABLE t (a int)', '初始化脚本不能创建临时表'],
    ['create temporary table t (a int)', '初始化脚本不能创建临时表'],
    ['CREATE TEMP TABLE t AS SELECT 1', '初始化脚本不能创建临时表'],
    ['SELECT 1 AS a INTO TEMP t', '初始化脚本不能创建临时表'],
    ['CREATE TEMP VIEW v AS SELECT 1', '初始化脚本不能创建临时视图'],
    ['CREATE TEMP SEQUENCE s', '初始化脚本不能创建临时序列'],
    ['DO $$ BEGIN CREATE TEMP TABLE t (a int); END $$', '初始化脚本不能创建临时表'],
  ])('%s', (sql, reason) => {
    const script = `CREATE TABLE 学生 (学号 int);\n${sql};`;
    expect(refusalIn(script, 'author')).toEqual({ reason, offset: script.indexOf(sql.startsWith('DO') ? 'CREATE TEMP' : sql) });
    expect(refusalIn(script, 'answer')).toBeNull();
  });

  it('a function an init script creates may use temporary tables when it runs', () => {
    expect(refusalIn('CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$ BEGIN CREATE TEMP TABLE x (a int); END $$', 'author')).toBeNull();
  });

  it('refuses the same statements as an answer', () => {
    expectRefused('CREATE TABLE t (a int);\nSET search_path = pg_catalog;', SETTING, 'SET', 'author');
    expectRefused("INSERT INTO t VALUES (1);\nSELECT pg_catalog.set_config('search_path', '', false);", fn('set_config'), 'pg_catalog', 'author');
  });
});

describe('what is allowed', () => {
  it.each([
    [
      'queries and changes',
      'SELECT * FROM t WHERE a = 1;\nINSERT INTO t VALUES (1);\nUPDATE t SET a = 2;\nDELETE FROM t;\nMERGE INTO t USING s ON t.a = s.a WHEN MATCHED THEN DELETE;',
    ],
    [
      'DDL',
      "CREATE TABLE t (a int PRIMARY KEY); CREATE VIEW v AS SELECT * FROM t; CREATE INDEX i ON t (a); CREATE MATERIALIZED VIEW m AS SELECT 1; ALTER TABLE t ADD COLUMN b text; DROP VIEW v; CREATE SCHEMA s; COMMENT ON TABLE t IS '表'",
    ],
    ['privileges on tables', 'GRANT SELECT ON t TO PUBLIC; REVOKE ALL ON t FROM PUBLIC'],
    [
      'a PL/pgSQL function',
      "CREATE FUNCTION fact(n int) RETURNS numeric LANGUAGE plpgsql AS $$\nDECLARE r record; s numeric := 1;\nBEGIN\n  FOR r IN SELECT g FROM generate_series(1, n) g LOOP s := s * r.g; END LOOP;\n  EXECUTE 'SELECT 1';\n  EXECUTE format('SELECT %L', '设置');\n  RAISE NOTICE 'reset role %', s;\n  RETURN s;\nEND $$",
    ],
    [
      'a trigger and its function',
      "CREATE FUNCTION trg() RETURNS trigger LANGUAGE plpgsql AS $$\nDECLARE old_row t%ROWTYPE;\nBEGIN\n  old_row := OLD;\n  IF NEW.a < 0 THEN RAISE EXCEPTION '不能为负'; END IF;\n  NEW.updated := now();\n  RETURN NEW;\nEND $$;\nCREATE TRIGGER t_trg BEFORE UPDATE ON t FOR EACH ROW EXECUTE FUNCTION trg();",
    ],
    [
      'a SQL function',
      "CREATE FUNCTION f(x int) RETURNS int LANGUAGE sql IMMUTABLE AS 'select x + 1'; CREATE FUNCTION g() RETURNS int BEGIN ATOMIC SELECT 1; END; SELECT f(1), g()",
    ],
    ['a procedure and CALL', 'CREATE PROCEDURE p(a int) LANGUAGE plpgsql AS $$ BEGIN INSERT INTO t VALUES (a); END $$; CALL p(1)'],
    ['a DO block', "DO $$ BEGIN IF (SELECT count(*) FROM t) = 0 THEN RAISE NOTICE '空表'; END IF; END $$"],
    ['transaction-level advisory locks', 'SELECT pg_advisory_xact_lock(1), pg_try_advisory_xact_lock(2), pg_advisory_xact_lock_shared(3)'],
    ['pg_sleep and ordinary catalog functions', "SELECT pg_sleep(0.1), current_setting('search_path'), pg_backend_pid(), lo_from_bytea(0, '\\x00')"],
    ['SHOW', 'SHOW search_path'],
    ['cursors, locks, deferred constraints', 'DECLARE c CURSOR FOR SELECT 1; FETCH c; CLOSE c; LOCK TABLE t IN SHARE MODE; SET CONSTRAINTS ALL DEFERRED'],
    [
      'strings and comments that only mention forbidden words',
      "SELECT 'set role postgres', 'BEGIN; COMMIT', $$reset all$$ AS \"set role\"; -- SET ROLE postgres\n/* pg_read_file('x') */ SELECT 1",
    ],
    ['columns named like settings', "CREATE TABLE settings (role text, reset int, begin int); SELECT role, reset, begin FROM settings WHERE role = 'set'"],
    [
      'Chinese names and strings',
      "CREATE TABLE 学生 (学号 int, 姓名 text);\nINSERT INTO 学生 VALUES (1, '张三');\nSELECT 姓名 AS \"设置角色\" FROM 学生 WHERE 姓名 LIKE '%SET ROLE%';",
    ],
    ['EXPLAIN', 'EXPLAIN SELECT * FROM t; EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM t'],
    ['a schema of the current user', 'CREATE SCHEMA s AUTHORIZATION CURRENT_USER'],
    ['a CAST of a user type', 'CREATE CAST (int AS t) WITH FUNCTION f(int)'],
    ['a comment-only script', '-- 只有注释\n/* 没有语句 */'],
    ['an empty script', ''],
  ])('%s', (_name, sql) => {
    expect(refusalIn(sql, 'answer')).toBeNull();
    expect(refusalIn(sql, 'author')).toBeNull();
  });

  it('a temporary table in an answer', () => {
    expect(refusalIn('CREATE TEMP TABLE x AS SELECT 1; SELECT * FROM x', 'answer')).toBeNull();
  });

  it('a script with a syntax error is left to PostgreSQL', () => {
    expect(refusalIn('select (', 'answer')).toBeNull();
    expect(refusalIn('selec * from t; select 1', 'answer')).toBeNull();
    expect(refusalIn('CREATE FUNCTION f() RETURNS int BEGIN ATOMIC SELECT 1; END; select (', 'answer')).toBeNull();
  });

  it('but its statements that parse are still checked', () => {
    expectRefused('SET ROLE postgres;\nselect (', SETTING, 'SET ROLE');
    expectRefused("select (;\nselect set_config('a', 'b', true);", fn('set_config'), 'set_config');
  });
});

describe('offsets are characters of the script', () => {
  it('after Chinese text', () => {
    expectRefused("SELECT '中文中文' AS 名字;\nSET \"role\" = 'postgres';", SETTING, 'SET "role"');
    expectRefused("/* 注释：查询学生 */ SELECT 姓名 FROM 学生 WHERE 备注 = '汉' AND pg_read_file('a') IS NULL", fn('pg_read_file'), 'pg_read_file');
  });

  it('after characters outside the BMP', () => {
    expectRefused("SELECT '😀🎉' AS e;  RESET ROLE", SETTING, 'RESET ROLE');
  });

  it('inside a body after Chinese text', () => {
    const sql = "-- 第一行\nDO $$\nDECLARE 说明 text := '中文';\nBEGIN\n  RAISE NOTICE '说明 %', 说明;\n  EXECUTE '/* 中文 */ reset role';\nEND $$";
    expectRefused(sql, SETTING, 'reset role');
    const fnSql = "CREATE FUNCTION 计算() RETURNS void LANGUAGE plpgsql AS $$\nBEGIN\n  RAISE NOTICE '计算中';\n  PERFORM pg_read_file('文件');\nEND $$";
    expectRefused(fnSql, fn('pg_read_file'), 'pg_read_file');
  });

  it('a SELECT ... INTO whose INTO the compiler blanks out', () => {
    const sql = "DO $$\nDECLARE x text;\nBEGIN\n  SELECT pg_read_file('/x') INTO x FROM t;\nEND $$";
    expectRefused(sql, fn('pg_read_file'), 'pg_read_file');
  });

  it('what follows a NUL character', () => {
    expectRefused('SELECT 1 \0;\nSET ROLE postgres;', SETTING, 'SET ROLE');
  });

  it('the first refusal of the script', () => {
    expectRefused("SELECT 1;\nSELECT set_config('a', 'b', true);\nSET ROLE x;\nCOMMIT;", fn('set_config'), 'set_config');
  });
});

describe('loading', () => {
  it('loadSqlGuard is idempotent', async () => {
    await Promise.all([loadSqlGuard(), loadSqlGuard()]);
    await loadSqlGuard();
    expect(refusalIn('commit', 'answer')?.reason).toMatch(TRANSACTION);
  });

  it('refusalIn throws before the parser is loaded', () => {
    jest.isolateModules(() => {
      const fresh = require('./guard') as typeof import('./guard');
      expect(() => fresh.refusalIn('select 1', 'answer')).toThrow(/loadSqlGuard/);
    });
  });

  it('is fast on a typical answer', () => {
    const answer =
      "SELECT s.姓名, count(*) AS 选课数\nFROM 学生 s JOIN 选课 c ON c.学号 = s.学号\nWHERE s.班级 = '计算机1班'\nGROUP BY s.姓名\nHAVING count(*) > 2\nORDER BY 选课数 DESC;";
    for (let i = 0; i < 200; i++) refusalIn(answer, 'answer');
    const n = 2000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) refusalIn(answer, 'answer');
    expect((performance.now() - t0) / n).toBeLessThan(1);
  });
});

describe('what cannot be scanned as a whole is still checked piece by piece, as the runner sends it', () => {
  beforeAll(() => loadSqlGuard());
  it.each([
    ['an unterminated comment at the end', "update student set sname = 'x';\ncommit and chain;\n/*"],
    ['an unterminated string at the end', "alter role current_user set datestyle = 'SQL, DMY';\ncommit;\n'"],
    ['a stray BEGIN ATOMIC before the attack', 'select begin atomic from (select 1) as t(begin);\nreset role;\ncommit;\nselect ('],
    ['COPY FROM STDIN before a broken tail', 'copy student from stdin;\n/*'],
  ])('%s', (_name, sql) => {
    expect(refusalIn(sql, 'answer')).not.toBeNull();
  });
});
