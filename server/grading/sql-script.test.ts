import { hasTopLevelOrderBy, isCursorable, splitSql } from './sql-script';

const texts = (sql: string) => splitSql(sql).map((s) => s.text);

describe('splitSql', () => {
  it('splits on semicolons outside strings, quoted names, comments and dollar quotes', () => {
    const sql = `select 'a;b', "x;y" from t; -- c;d
/* e; /* nested; */ f; */ select $$ g; $$, $tag$ h; $tag$;
select E'i\\';j'`;
    expect(texts(sql)).toEqual([`select 'a;b', "x;y" from t`, expect.stringContaining("select $$ g; $$, $tag$ h; $tag$"), "select E'i\\';j'"]);
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
