// Hostile SQL: runaway time, huge output, escape attempts. Each ends with a clear Chinese message (or
// PostgreSQL's refusal) and the pool keeps answering correctly afterwards.
import { LIBRARY_SQL, STUDENT_COURSE_SQL } from '../db/demo-scenes.sql';
import { GradingEngine } from './engine';
import { gradesRight } from './test-support';

jest.setTimeout(120_000);

let engine: GradingEngine;
beforeAll(async () => {
  // A short limit keeps the suite quick; the production default is 3 s.
  engine = new GradingEngine({ workers: 2, timeMs: 1000 });
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
    expect(r.error?.message).toMatch(/^执行超时：语句运行超过 1 秒仍未结束，已被停止/);
    await expectHealthy();
  });

  it('replaces the stopped workers', async () => {
    // a terminated thread reports its exit a moment after the timeout answer
    for (let i = 0; i < 100 && engine.replacedWorkers < 5; i++) await new Promise((r) => setTimeout(r, 50));
    expect(engine.replacedWorkers).toBe(5);
    await engine.warm();
  });

  it('a worker that crashes in the middle of a run: that run fails clearly, the pool replaces it and grades on', async () => {
    // fault injection: the pool's threads are private; a crash is a thread ending without being asked
    const slots = (engine as unknown as { pool: { slots: { worker: { terminate: () => Promise<number> }; job: unknown }[] } }).pool.slots;
    const before = engine.replacedWorkers;
    const running = engine.run(STUDENT_COURSE_SQL, 'select pg_sleep(0.8)');
    for (let i = 0; i < 100 && !slots.some((x) => x.job); i++) await new Promise((r) => setTimeout(r, 10));
    await slots.find((x) => x.job)!.worker.terminate();
    expect((await running).error?.message).toBe('执行环境出错（可能是语句用尽了内存），已重置，请修改后重试');
    for (let i = 0; i < 100 && engine.replacedWorkers === before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(engine.replacedWorkers).toBe(before + 1);
    await engine.warm();
    await expectHealthy();
  });

  it('infinite PL/pgSQL recursion ends with PostgreSQL\'s own error, and the worker stays', async () => {
    const replaced = engine.replacedWorkers;
    const r = await engine.run(STUDENT_COURSE_SQL, 'create function f(n int) returns int language plpgsql as $$ begin return f(n + 1); end $$;\nselect f(1);');
    expect(r.error).toMatchObject({ message: 'stack depth limit exceeded', line: 2 });
    await expectHealthy();
    // a recursion of reasonable depth still works
    const ok = await engine.run(STUDENT_COURSE_SQL, 'create function fact(n int) returns numeric language plpgsql as $$ begin if n <= 1 then return 1; end if; return n * fact(n - 1); end $$;\nselect fact(30);');
    expect(ok.results[1].rows).toEqual([['265252859812191058636308480000000']]);
    expect(engine.replacedWorkers).toBe(replaced);
  });

  it('a student cannot raise the stack limit again', async () => {
    const r = await engine.run(STUDENT_COURSE_SQL, "set max_stack_depth = '2MB'");
    expect(r.error?.message).toBe('permission denied to set parameter "max_stack_depth"');
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
    ['installing an extension', 'create extension dblink', /^不能创建或修改用户、角色、数据库、扩展/],
    ['creating a role', 'create role hacker superuser', /^不能创建或修改用户、角色/],
    ['becoming superuser', 'reset role', /^不能切换数据库用户或角色/],
    ['switching role', 'set role postgres', /^不能切换数据库用户或角色/],
    ['session authorization', 'set session authorization postgres', /^不能切换数据库用户或角色/],
    ['dynamic role switch in a DO block', "do $$ begin execute 'reset role'; end $$", /^不能切换数据库用户或角色/],
    ['set_config of the role', "select set_config('role', 'postgres', false)", /^不能调用函数 set_config/],
    ['committing the sandbox transaction', "commit; drop table student", /^不能使用事务控制语句/],
    ['rolling back mid-script', "delete from sc; rollback; select 1", /^不能使用事务控制语句/],
    ['a savepoint', 'savepoint a', /^不能使用事务控制语句/],
    ['ALTER SYSTEM', "alter system set work_mem = '1GB'", /^不能创建或修改用户、角色、数据库、扩展或系统设置/],
    ['PREPARE', 'prepare p as select 1', /^不能使用 PREPARE/],
    ['granting a role', 'grant pg_read_server_files to current_user', /^不能授予或收回角色/],
  ])('%s is refused before anything runs', async (_name, sql, message) => {
    const r = await engine.run(STUDENT_COURSE_SQL, sql);
    expect(r.error?.message).toMatch(message);
    expect(r.results).toEqual([]);
  });

  it('the statements run as an unprivileged role, so PostgreSQL refuses the rest itself', async () => {
    const r = await engine.run(STUDENT_COURSE_SQL, "select rolsuper from pg_roles where rolname = current_user;\ncreate schema other;");
    expect(r.results[0].rows).toEqual([['f']]);
    expect(r.error?.message).toBe('permission denied for database postgres');
  });

  it('a COMMIT inside a DO block cannot end the sandbox transaction', async () => {
    const r = await engine.run(LIBRARY_SQL, 'delete from borrow;\ndo $$ begin commit; end $$;');
    expect(r.error?.message).toMatch(/invalid transaction termination/);
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
    const r = await engine.run(`${STUDENT_COURSE_SQL}\nSET search_path = pg_catalog;`, 'select count(*) from student');
    expect(r.results[0].rows).toEqual([['4']]);
  });
});
