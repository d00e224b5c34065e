// Hostile SQL: runaway time, huge output, escape attempts. Each ends with a clear Chinese message (or
// PostgreSQL's refusal) and the engine keeps answering correctly afterwards. (tests/security/sandbox tries each attack
// against a victim's run on the same and on another course's scene.)
import { LIBRARY_SQL, STUDENT_COURSE_SQL } from '../db/demo-scenes.sql';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedCluster } from './embedded-cluster';
import { GradingEngine } from './engine';
import * as guard from './guard';
import { gradesRight, testEngine } from './test-support';

jest.setTimeout(120_000);

let engine: GradingEngine;
beforeAll(async () => {
  // A short limit keeps the suite quick; the production default is 3 s.
  engine = testEngine({ timeMs: 1000 });
  await engine.warm();
});
afterAll(async () => {
  await engine.close();
});

/** The pool still grades a normal question right after. */
async function expectHealthy() {
  expect(await gradesRight(engine)).toBe(true);
}

describe('runaway statements are stopped at the time limit', () => {
  it.each([
    ['pg_sleep', 'select pg_sleep(30)'],
    ['infinite recursive CTE', 'with recursive r(n) as (select 1 union all select n + 1 from r) select count(*) from r'],
    ['generate_series of 10^9 rows', 'select count(*) from generate_series(1, 1000000000)'],
    ['huge string_agg', "select length(string_agg(g::text, ',')) from generate_series(1, 200000000) g"],
    ['endless loop in a DO block', 'do $$ begin loop perform 1; end loop; end $$'],
  ])('%s', async (_name, sql) => {
    const r = await engine.run(STUDENT_COURSE_SQL, sql);
    // a statement that spills to disk meets temp_file_limit first
    expect(r.error?.message).toMatch(/^执行超时：语句运行超过 1 秒仍未结束，已被停止|^temporary file size exceeds "temp_file_limit"/);
    await expectHealthy();
  });

  it('a statement stopped at the limit is cancelled by PostgreSQL: the next run of the same user starts at once', async () => {
    const t = performance.now();
    await engine.run(STUDENT_COURSE_SQL, 'select pg_sleep(30)', null, { user: 'u1' });
    const after = performance.now();
    expect(after - t).toBeLessThan(2500);
    expect(await gradesRight(engine, 'u1')).toBe(true);
    expect(performance.now() - after).toBeLessThan(1000);
  });

  it("infinite PL/pgSQL recursion ends with PostgreSQL's own error", async () => {
    const r = await engine.run(STUDENT_COURSE_SQL, 'create function f(n int) returns int language plpgsql as $$ begin return f(n + 1); end $$;\nselect f(1);');
    expect(r.error).toMatchObject({ line: 2 });
    expect(r.error?.message).toMatch(/stack depth limit exceeded|执行超时/);
    await expectHealthy();
    // a recursion of reasonable depth still works
    const ok = await engine.run(
      STUDENT_COURSE_SQL,
      'create function fact(n int) returns numeric language plpgsql as $$ begin if n <= 1 then return 1; end if; return n * fact(n - 1); end $$;\nselect fact(30);',
    );
    expect(ok.results[1].rows).toEqual([['265252859812191058636308480000000']]);
  });

  it('a student cannot change the limits of the session, not even with dynamic SQL', async () => {
    const r = await engine.run(STUDENT_COURSE_SQL, 'set statement_timeout = 0');
    expect(r.error?.message).toMatch(/^不能修改会话设置或切换角色/);
    const dynamic = await engine.run(STUDENT_COURSE_SQL, "do $$ begin execute 'set temp' || '_file_limit = -1'; end $$");
    expect(dynamic.error?.message).toBe('permission denied to set parameter "temp_file_limit"');
  });
});

describe('size limits', () => {
  it('refuses more than 2 MB of output', async () => {
    const r = await engine.run(STUDENT_COURSE_SQL, "select repeat('汉', 1500000)");
    expect(r.error?.message).toMatch(/^输出过大/);
    await expectHealthy();
  });

  it('refuses more than 100 statements, naming the line of the 101st', async () => {
    const sql = Array.from({ length: 101 }, (_, i) => `select ${i};`).join('\n');
    const r = await engine.run(STUDENT_COURSE_SQL, sql);
    expect(r.error).toMatchObject({ message: '一次最多执行 100 条语句，这里有 101 条', line: 101 });
    expect(r.results).toEqual([]);
  });

  it('refuses a script over 64 KB without running it', async () => {
    const r = await engine.run(STUDENT_COURSE_SQL, `select 1; -- ${'x'.repeat(64 * 1024)}`);
    expect(r.error?.message).toBe('SQL 不能超过 64 KB');
  });

  it('refuses a script without statements', async () => {
    const r = await engine.run(STUDENT_COURSE_SQL, '-- 只有注释\n/* 没有语句 */');
    expect(r.error?.message).toBe('没有可执行的 SQL 语句');
  });
});

describe('nothing reaches outside the scene', () => {
  it.each([
    ['COPY to a program', "copy (select 1) to program 'ls'", /^不能使用 COPY/],
    ['COPY from a file', "copy student from '/etc/passwd'", /^不能使用 COPY/],
    ['reading a server file', "select pg_read_file('/etc/passwd')", /^不能调用函数 pg_read_file/],
    ['listing a directory', "select pg_ls_dir('/')", /^不能调用函数 pg_ls_dir/],
    ['large object import', "select lo_import('/etc/hostname')", /^不能调用函数 lo_import/],
    ['dblink', "select * from dblink('host=127.0.0.1', 'select 1') as t(x int)", /^不能调用函数 dblink/],
    ['installing an extension', 'create extension dblink', /^不能/],
    ['creating a role', 'create role hacker superuser', /^不能/],
    ['becoming superuser', 'reset role', /^不能修改会话设置或切换角色/],
    ['switching role', 'set role postgres', /^不能修改会话设置或切换角色/],
    ['switching role, the name quoted', `SET "role" = 'postgres'`, /^不能修改会话设置或切换角色/],
    ['session authorization', 'set session authorization postgres', /^不能修改会话设置或切换角色/],
    ['dynamic role switch in a DO block', "do $$ begin execute 'reset role'; end $$", /^不能修改会话设置或切换角色/],
    ['set_config of the role', "select set_config('role', 'postgres', false)", /^不能调用函数 set_config/],
    ['committing the sandbox transaction', 'commit; drop table student', /^不能使用事务控制语句/],
    ['rolling back mid-script', 'delete from sc; rollback; select 1', /^不能使用事务控制语句/],
    ['a savepoint', 'savepoint a', /^不能使用事务控制语句/],
    ['ALTER SYSTEM', "alter system set work_mem = '1GB'", /^不能/],
    ['PREPARE', 'prepare p as select 1', /^不能/],
    ['a session advisory lock', 'select pg_advisory_lock(1)', /^不能使用会话级咨询锁/],
    ['granting a role', 'grant pg_read_server_files to current_user', /^不能授予或收回角色/],
  ])('%s is refused before anything runs', async (_name, sql, message) => {
    const r = await engine.run(STUDENT_COURSE_SQL, sql);
    expect(r.error?.message).toMatch(message);
    expect(r.results).toEqual([]);
  });

  it('the statements run as an unprivileged role, so PostgreSQL refuses the rest itself', async () => {
    const r = await engine.run(STUDENT_COURSE_SQL, 'select rolsuper from pg_roles where rolname = current_user;\ncreate schema other;');
    expect(r.results[0].rows).toEqual([['f']]);
    expect(r.error?.message).toMatch(/^permission denied for database /);
  });

  it('a role switch built at run time reaches only another unprivileged role', async () => {
    const r = await engine.run(
      STUDENT_COURSE_SQL,
      "do $$ begin execute 'res' || 'et ro' || 'le'; end $$;\nselect rolsuper, current_user = session_user from pg_roles where rolname = current_user;\nselect count(*) from student;",
    );
    expect(r.results[1].rows).toEqual([['f', 't']]);
    // the login role has no rights on the scene's schema at all
    expect(r.error?.message).toBe('relation "student" does not exist');
    await expectHealthy();
  });

  it('a COMMIT inside a DO block cannot end the sandbox transaction', async () => {
    const refused = await engine.run(LIBRARY_SQL, 'delete from borrow;\ndo $$ begin commit; end $$;');
    expect(refused.error?.message).toMatch(/^不能使用事务控制语句/);
    const r = await engine.run(LIBRARY_SQL, "delete from borrow;\ndo $$ begin execute 'com' || 'mit'; end $$;");
    expect(r.error?.message).toMatch(/EXECUTE of transaction commands is not implemented|invalid transaction termination/);
    const after = await engine.run(LIBRARY_SQL, 'select count(*) from borrow');
    expect(after.results[0].rows).toEqual([['4']]);
  });

  it('the platform database does not exist in the sandbox', async () => {
    const r = await engine.run(STUDENT_COURSE_SQL, 'select * from users');
    expect(r.error?.message).toBe('relation "users" does not exist');
  });

  it('an init script cannot leave temporary tables or settings behind', async () => {
    const bad = await engine.describe('create temp table student (x int);');
    expect(bad.error?.message).toBe('初始化脚本不能创建临时表');
    const set = await engine.describe(`${STUDENT_COURSE_SQL}\nSET search_path = pg_catalog;`);
    expect(set.error?.message).toMatch(/^不能修改会话设置或切换角色/);
  });
});

describe("the engine's own failures are never a student's verdict", () => {
  it('a backend killed in the middle of a run: the run is tried again on another copy and graded right', async () => {
    const admin = new pg.Client({ connectionString: process.env.HTDZ_GRADING_DATABASE_URL });
    await admin.connect();
    try {
      const marker = `kill_me_${Date.now()}`;
      const checking = engine.check(
        { initSql: STUDENT_COURSE_SQL },
        {
          type: 'dml',
          referenceSql: 'update student set sage = sage + 1',
          studentSql: `update student set sage = sage + 1 where pg_sleep(0.1) is not null and '${marker}' <> ''`,
          verifySql: 'select sno, sage from student order by sno',
          orderSensitive: null,
          checkColumnNames: false,
        },
        { user: 'victim' },
      );
      let killed = 0;
      for (let i = 0; i < 100 && killed === 0; i++) {
        const { rows } = await admin.query<{ pid: number }>("select pid from pg_stat_activity where query like $1 and query not like '%pg_stat_activity%'", [
          `%${marker}%`,
        ]);
        for (const { pid } of rows) {
          await admin.query('select pg_terminate_backend($1)', [pid]);
          killed++;
        }
        if (killed === 0) await new Promise((r) => setTimeout(r, 20));
      }
      expect(killed).toBe(1);
      const verdict = await checking;
      expect(verdict.correct).toBe(true);
    } finally {
      await admin.end();
    }
  });
});

describe('scene databases are a bounded cache', () => {
  it('beyond the limit the least recently used are dropped, and a dropped scene is built again when needed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-evict-'));
    const cluster = await startEmbeddedCluster(dir);
    const small = new GradingEngine({ workers: 1, timeMs: 3000, databaseUrls: [cluster.url], maxSceneDatabases: 3 });
    const admin = new pg.Client({ connectionString: cluster.url });
    try {
      await admin.connect();
      const scene = (i: number) => `create table t (x int); insert into t values (${i});`;
      for (let i = 1; i <= 6; i++) expect((await small.run(scene(i), 'select x from t')).results[0].rows).toEqual([[String(i)]]);
      const { rows } = await admin.query<{ n: string }>("select count(*)::text as n from pg_database where datname like 's\\_%'");
      expect(Number(rows[0].n)).toBe(3);
      // the first scene was dropped long ago: it is built again
      expect((await small.run(scene(1), 'select x from t')).results[0].rows).toEqual([['1']]);
    } finally {
      await admin.end();
      await small.close();
      await cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('if the statement guard missed a statement that ends the transaction', () => {
  // the guard is the second line: here it is switched off to try the first one (roles, copies, the driver's checks)
  let unguarded: GradingEngine;
  let guarded = true;
  const off = { mockRestore: () => (guarded = true) };
  beforeAll(() => {
    unguarded = testEngine({ workers: 1, statementGuard: (script, mode) => (guarded ? guard.refusalIn(script, mode) : null) });
  });
  afterAll(() => unguarded.close());
  beforeEach(() => {
    guarded = false;
  });

  it('COMMIT AND CHAIN: the run is stopped, its copy dropped, and the next run sees the scene as built', async () => {
    const r = await unguarded.run(STUDENT_COURSE_SQL, "update student set sname = 'PLANTED' where sno = '201215121';\ncommit and chain;\nselect 1;", null, {
      user: 'attacker',
    });
    expect(r.error?.message).toMatch(/^不能结束事务/);
    off.mockRestore();
    for (let i = 0; i < 4; i++) {
      const after = await unguarded.run(STUDENT_COURSE_SQL, "select count(*) from student where sname = 'PLANTED'", null, { user: 'victim' });
      expect(after.results[0].rows).toEqual([['0']]);
    }
  });

  it("a role's own settings committed by a run are put back before the slot's next run", async () => {
    const r = await unguarded.run(
      STUDENT_COURSE_SQL,
      "do $$ begin execute 'reset role'; execute 'alter role ' || current_user || ' set datestyle = ' || quote_literal('SQL, DMY'); end $$;\ncommit;",
      null,
      { user: 'attacker' },
    );
    expect(r.error?.message).toMatch(/^不能结束事务/);
    off.mockRestore();
    for (let i = 0; i < 4; i++) {
      const after = await unguarded.run(STUDENT_COURSE_SQL, "select date '2026-03-04'::text", null, { user: 'victim' });
      expect(after.results[0].rows).toEqual([['2026-03-04']]);
    }
  });
});

describe("an init script's committed changes to its own role are put back", () => {
  it('a later scene of another teacher is built with the standard settings', async () => {
    const r = await engine.describe(
      "create table t (d date);\ndo $$ begin execute 're' || 'set role'; execute 'alter role ' || current_user || ' set datestyle = ' || quote_literal('SQL, DMY'); end $$;",
    );
    expect(r.error).toBeUndefined();
    const other = await engine.run("create table t (d date); insert into t values ('2026-03-04');", 'select d::text from t');
    expect(other.results[0].rows).toEqual([['2026-03-04']]);
  });
});
