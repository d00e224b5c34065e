import { checkNameOf, hasTopLevelOrderBy, isCursorable, splitSql, topLevelOrderItems } from './sql-script';

const texts = (sql: string) => splitSql(sql).map((s) => s.text);

describe('splitSql', () => {
  it('splits on semicolons outside strings, quoted names, comments and dollar quotes', () => {
    const sql = `select 'a;b', "x;y" from t; -- c;d
/* e; /* nested; */ f; */ select $$ g; $$, $tag$ h; $tag$;
select E'i\\';j'`;
    expect(texts(sql)).toEqual([`select 'a;b', "x;y" from t`, expect.stringContaining('select $$ g; $$, $tag$ h; $tag$'), "select E'i\\';j'"]);
  });

  it('keeps BEGIN ATOMIC bodies whole', () => {
    const sql = 'create function f() returns int language sql\nbegin atomic\n  select 1;\n  select case when true then 2 end;\nend;\nselect f();';
    expect(texts(sql)).toEqual([expect.stringMatching(/^create function[\s\S]*end$/), 'select f()']);
  });

  it('gives each statement its offset and line', () => {
    const [a, b] = splitSql('select 1;\n\n  select 2;');
    expect([a.start, a.line]).toEqual([0, 1]);
    expect([b.start, b.line, b.text]).toEqual([13, 3, 'select 2']);
  });

  it('drops empty statements', () => {
    expect(texts(';;  ;\nselect 1;;')).toEqual(['select 1']);
  });

  it('reads words of function bodies and strings apart from the statement words', () => {
    const [s] = splitSql("do $$ begin execute 'reset role'; end $$");
    expect(s.words).toEqual(['do']);
    expect(s.bodyWords).toEqual(expect.arrayContaining(['begin', 'execute', 'reset', 'role']));
  });
});

describe('statement shapes', () => {
  const one = (sql: string) => splitSql(sql)[0];
  it('finds ORDER BY only at the top level', () => {
    expect(hasTopLevelOrderBy(one('select a from t order by a'))).toBe(true);
    expect(hasTopLevelOrderBy(one('select row_number() over (order by a) from t'))).toBe(false);
    expect(hasTopLevelOrderBy(one('with x as (select a from t order by a) select * from x'))).toBe(false);
    expect(hasTopLevelOrderBy(one("select string_agg(a, ',' order by a) from t"))).toBe(false);
  });

  it('reads queries through a cursor, but not SELECT INTO or data-modifying WITH', () => {
    expect(isCursorable(one('select 1'))).toBe(true);
    expect(isCursorable(one('(select 1) union (select 2)'))).toBe(true);
    expect(isCursorable(one('with x as (select 1) select * from x'))).toBe(true);
    expect(isCursorable(one('select * into t2 from t'))).toBe(false);
    expect(isCursorable(one('with d as (delete from t returning *) select * from d'))).toBe(false);
    expect(isCursorable(one('insert into t values (1)'))).toBe(false);
  });
});

describe('topLevelOrderItems', () => {
  const items = (sql: string) => topLevelOrderItems(splitSql(sql)[0]);
  it('gives the top-level ORDER BY items without their direction', () => {
    expect(items('select sno, sage from student order by sage desc, sno')).toEqual(['sage', 'sno']);
    expect(items('select a from t order by coalesce(a, 0) desc nulls last, 2 using <')).toEqual(['coalesce(a, 0)', '2']);
    expect(items('select a, b from t\norder by s.a asc\nlimit 3 offset 1')).toEqual(['s.a']);
    expect(items('select a from t order by "Name" for update')).toEqual(['"Name"']);
  });
  it('ignores ORDER BY inside parentheses, and answers null without one', () => {
    expect(items('select row_number() over (order by a, b) from t')).toBeNull();
    expect(items("select string_agg(a, ',' order by a) from t order by 1")).toEqual(['1']);
    expect(items('(select a from t order by a) union all select 1 order by a')).toEqual(['a']);
  });
});

describe('checkNameOf', () => {
  it('reads the `-- 检查：` comment line right before a statement, and only that', () => {
    const names = splitSql(`-- 检查：表 sc 存在
SELECT 1;
-- 检查：外键 sc(sno) 引用 student(sno)
-- 一条说明
SELECT 2;
-- 说明
-- 检查：列 sc.grade
SELECT 3; -- 检查：索引 sc(cno)
SELECT 4;
SELECT 5 -- 检查：不在前面
;
/* 检查：块注释 */ SELECT 6`).map(checkNameOf);
    expect(names).toEqual(['表 sc 存在', null, '列 sc.grade', '索引 sc(cno)', null, null]);
  });
});
