// The reference's sort keys: plans for what PostgreSQL does with each kind of ORDER BY, and the rewritten references
// run for real (PGlite), then used to grade answers as the engine does.
import { PGlite } from '@electric-sql/pglite';
import type { SqlResultSet } from '@contract/grading';
import { STUDENT_COURSE_SQL } from '../db/demo-scenes.sql';
import { compareResultSets } from './compare';
import { sortKeyPlan, splitSortKeys, type SortKeyPlan } from './sort-keys';

jest.setTimeout(60_000);

const PEOPLE_SQL = `
CREATE TABLE person (id int PRIMARY KEY, name text, score numeric, city text);
INSERT INTO person VALUES (1, 'Bob', 90, 'x'), (2, 'alice', 85, 'y'), (3, 'Carol', 90, 'x'), (4, 'dave', 70, NULL), (5, 'Eve', 85.0, 'y');
`;
/** hidden data: more students, tied with the visible ones on sage */
const HIDDEN_SQL = `INSERT INTO student VALUES ('201215126', '赵六', '男', 19, 'CS'), ('201215127', '钱七', '女', 20, 'MA'), ('201215128', '孙八', '男', 18, 'IS');`;

let pg: PGlite;
const parsers: Record<number, (v: string) => string> = {};
const typeNames = new Map<number, string>();

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(STUDENT_COURSE_SQL + PEOPLE_SQL);
  const { rows } = await pg.query<{ oid: number; name: string }>('SELECT oid::int AS oid, format_type(oid, NULL) AS name FROM pg_type');
  for (const { oid, name } of rows) {
    typeNames.set(oid, name);
    parsers[oid] = (v) => v; // values as PostgreSQL prints them, as the sandbox answers them
  }
});
afterAll(() => pg.close());

async function run(sql: string): Promise<SqlResultSet> {
  const res = await pg.query<(string | null)[]>(sql, [], { rowMode: 'array', parsers });
  const rows = res.rows.map((row) => row.map((v) => (v === null ? null : String(v))));
  return {
    command: 'SELECT',
    columns: res.fields.map((f) => ({ name: f.name, type: typeNames.get(f.dataTypeID) ?? String(f.dataTypeID) })),
    rows,
    rowCount: rows.length,
    truncated: false,
  };
}

/** Runs on the hidden data: the scene with more rows, put back afterwards. */
async function onHiddenData<T>(work: () => Promise<T>): Promise<T> {
  await pg.exec('BEGIN');
  try {
    await pg.exec(HIDDEN_SQL);
    return await work();
  } finally {
    await pg.exec('ROLLBACK');
  }
}

const plan = async (sql: string) => sortKeyPlan(sql);

/** The rows of a result in a fixed order, to compare results whose ties may have come either way. */
const asMultiset = (r: SqlResultSet) => ({ columns: r.columns, rows: r.rows.map((row) => JSON.stringify(row)).sort() });

/**
 * The reference run as the engine does: the plan's SQL in place of the text, the key columns split off. Checks that the
 * result is the reference's own.
 */
async function referenceRun(sql: string) {
  const p = await sortKeyPlan(sql);
  const result = await run(p?.kind === 'rewrite' ? p.sql : sql);
  const { visible, keys } = p ? splitSortKeys(result, p) : { visible: result, keys: null };
  expect(asMultiset(visible)).toEqual(asMultiset(await run(sql)));
  return { visible, keys, plan: p };
}

/** Grades an answer against an ordered reference. */
async function grade(reference: string, student: string, hideRows = false) {
  const { visible, keys } = await referenceRun(reference);
  return compareResultSets(visible, await run(student), { ordered: true, checkColumnNames: false, referenceKeys: keys, hideRows });
}

describe('sortKeyPlan', () => {
  it('reads positions, output names and select-list expressions from the result', async () => {
    expect(await plan('select sname, sage from student order by sage desc, 1')).toEqual({
      kind: 'columns',
      keys: [{ column: 1 }, { column: 0 }],
      items: ['sage DESC', '1'],
    });
    expect(await plan('select sname as n, sage from student order by n')).toMatchObject({ kind: 'columns', keys: [{ column: 0 }] });
    // an expression the select list has: PostgreSQL sorts by that item
    expect(await plan('select sno, avg(grade) from sc group by sno order by avg(grade) desc')).toMatchObject({ kind: 'columns', keys: [{ column: 1 }] });
    // the name PostgreSQL gives an unnamed item: count
    expect(await plan('select sno, count(*) from sc group by sno order by count desc, sno')).toMatchObject({
      kind: 'columns',
      keys: [{ column: 1 }, { column: 0 }],
    });
    // a name after *: only the result knows its place
    expect(await plan('select * from student order by sage desc, sno')).toMatchObject({ kind: 'columns', keys: [{ name: 'sage' }, { name: 'sno' }] });
    expect(await plan('select "Sname" from (select sname as "Sname" from student) t order by "Sname"')).toMatchObject({
      kind: 'columns',
      keys: [{ column: 0 }],
    });
  });

  it('rewrites the statement for an expression or a column not selected', async () => {
    const lower = await plan('select name, score from person order by lower(name)');
    expect(lower).toMatchObject({ kind: 'rewrite', keyCount: 1, keys: [{ appended: 0 }], items: ['lower(name)'] });
    expect((lower as Extract<SortKeyPlan, { kind: 'rewrite' }>).sql).toBe(
      'SELECT name, score, lower(name) AS htdz_sort_key_1 FROM person ORDER BY lower(name)',
    );
    const notSelected = await plan('select sname from student order by sage desc, sno');
    expect(notSelected).toMatchObject({ kind: 'rewrite', keyCount: 2, keys: [{ appended: 0 }, { appended: 1 }], items: ['sage DESC', 'sno'] });
    // output names stay result columns; the rest is appended
    expect(await plan('select sname as n from student order by n, sage')).toMatchObject({
      kind: 'rewrite',
      keyCount: 1,
      keys: [{ column: 0 }, { appended: 0 }],
    });
  });

  it('rewrites DISTINCT ON with its ORDER BY keys', async () => {
    expect(await plan('select distinct on (sdept) sdept, sname from student order by sdept, sage desc')).toMatchObject({
      kind: 'rewrite',
      keyCount: 1,
      keys: [{ column: 0 }, { appended: 0 }],
      sql: 'SELECT DISTINCT ON (sdept) sdept, sname, sage AS htdz_sort_key_1 FROM student ORDER BY sdept, sage DESC',
    });
  });

  it('tells output columns of the same name apart by their expressions', async () => {
    expect(await plan('select s.sno, sc.sno from student s left join sc on sc.sno = s.sno order by sc.sno, s.sno')).toMatchObject({
      kind: 'columns',
      keys: [{ column: 1 }, { column: 0 }],
    });
    expect(
      await plan('select s.sname, c.cname as sname from sc join student s on s.sno = sc.sno join course c on c.cno = sc.cno order by s.sname, c.ccredit desc'),
    ).toMatchObject({
      kind: 'rewrite',
      keys: [{ column: 0 }, { appended: 0 }],
    });
  });

  it('takes only names and positions for set operations and VALUES', async () => {
    expect(await plan('select sname from student union select cname from course order by 1 desc')).toMatchObject({ kind: 'columns', keys: [{ column: 0 }] });
    expect(await plan('select sname from student union select cname from course order by sname')).toMatchObject({ kind: 'columns', keys: [{ name: 'sname' }] });
    expect(await plan('select sname from student union select cname from course order by lower(sname)')).toBeNull();
    expect(await plan('values (1, 2), (3, 4) order by column2 desc')).toMatchObject({ kind: 'columns', keys: [{ name: 'column2' }] });
  });

  it('knows nothing of statements it cannot plan', async () => {
    expect(await plan('select sname from student')).toBeNull();
    expect(await plan("insert into sc values ('201215121', '4', 90)")).toBeNull();
    expect(await plan('select sname from student order by')).toBeNull();
    expect(await plan('select 1; select 2 order by 1')).toBeNull();
    expect(await plan('select sname into t2 from student order by sage')).toBeNull();
  });

  it('never runs a rewrite the deparser got wrong', async () => {
    // pgsql-deparser 18.3.8 prints FETCH FIRST ... WITH TIES as LIMIT: parsing its text again shows the difference
    const sql = 'select sname from student order by sage desc fetch first 1 rows with ties';
    const p = await plan(sql);
    if (p?.kind === 'rewrite') expect(p.sql).toMatch(/WITH TIES/i);
    expect((await run(sql)).rows).toHaveLength(1);
    const withTies = 'select sname from student order by sage fetch first 2 rows with ties';
    const q = await plan(withTies);
    if (q?.kind === 'rewrite') expect(asMultiset(splitSortKeys(await run(q.sql), q).visible)).toEqual(asMultiset(await run(withTies)));
  });
});

describe('splitSortKeys', () => {
  it('removes the key columns and gives each row its keys', async () => {
    const { visible, keys } = await referenceRun('select sname from student order by sage desc, sno');
    expect(visible.columns).toEqual([{ name: 'sname', type: 'character varying' }]);
    expect(keys).toEqual({
      items: ['sage DESC', 'sno'],
      types: ['smallint', 'character'],
      rows: [
        ['20', '201215121'],
        ['19', '201215122'],
        ['19', '201215125'],
        ['18', '201215123'],
      ],
    });
  });

  it('finds names after * in the result, and knows none for a name that is no output column', async () => {
    const { keys } = await referenceRun('select * from student order by sage desc, sno');
    expect(keys?.rows[0]).toEqual(['20', '201215121']);
    const p = await plan('select s.sname from student s join sc using (sno) order by grade');
    // grade is an input column the result does not have: compared row by row
    const hidden = await plan('select s.* from student s join sc using (sno) order by grade');
    expect(p).toMatchObject({ kind: 'rewrite' });
    expect(hidden).toMatchObject({ kind: 'columns', keys: [{ name: 'grade' }] });
    expect(splitSortKeys(await run('select s.* from student s join sc using (sno) order by grade'), hidden as SortKeyPlan).keys).toBeNull();
  });

  it('leaves a result that is not the rewritten statement whole', async () => {
    const p = (await plan('select sname from student order by sage')) as SortKeyPlan;
    const plain = await run('select sname from student order by sage');
    expect(splitSortKeys(plain, p)).toEqual({ visible: plain, keys: null });
  });
});

describe('grading under the reference sort keys', () => {
  it('ORDER BY an expression: lower(name)', async () => {
    const reference = 'select name, score from person order by lower(name)';
    expect((await grade(reference, 'select name, score from person order by upper(name)')).correct).toBe(true);
    // PGlite sorts by bytes (C collation): upper case first
    expect((await grade(reference, 'select name, score from person order by name')).message).toBe(
      '行的顺序不对（参考答案按 lower(name) 排序）：第 1 行应为 (alice, 85)，你的结果是 (Bob, 90)',
    );
  });

  it('ORDER BY a column not selected: ties in another order, a tiebreaker, a wrong order', async () => {
    const reference = 'select sname from student order by sage desc';
    // 刘晨 and 张立 are both 19
    expect((await grade(reference, 'select sname from student order by sage desc, sno desc')).correct).toBe(true);
    expect((await grade(reference, 'select sname from student order by sage desc, sno')).correct).toBe(true);
    expect((await grade(reference, 'select sname from student s order by s.sage desc, s.sname')).correct).toBe(true);
    const wrong = await grade(reference, 'select sname from student order by sage');
    expect(wrong.message).toBe('行的顺序不对（参考答案按 sage DESC 排序）：第 1 行应为 (李勇)，你的结果是 (王敏)');
    // without the keys, a tie in the other order would have been wrong
    const { visible } = await referenceRun(reference);
    const swapped = await run('select sname from student order by sage desc, sno desc');
    expect(compareResultSets(visible, swapped, { ordered: true, checkColumnNames: false }).correct).toBe(false);
  });

  it('a tie order of its own on the hidden data, and no rows shown when wrong there', async () => {
    const reference = 'select sname from student order by sage desc';
    await onHiddenData(async () => {
      const byName = await grade(reference, 'select sname from student order by sage desc, sname desc', true);
      expect(byName.correct).toBe(true);
      // its ties are in another order than the reference's: row by row it would have been wrong
      const { visible } = await referenceRun(reference);
      const student = await run('select sname from student order by sage desc, sname desc');
      expect(compareResultSets(visible, student, { ordered: true, checkColumnNames: false }).correct).toBe(false);
      const bySno = await grade(reference, 'select sname from student order by sage desc, sno desc', true);
      expect(bySno.correct).toBe(true);
      const limited = await grade(reference, 'select sname from student order by sage desc, sno limit 100 offset 0', true);
      expect(limited.correct).toBe(true);
      const backwards = await grade(reference, 'select sname from student order by sage', true);
      expect(backwards).toEqual({ correct: false, message: '行的顺序不对（参考答案按 sage DESC 排序）：顺序与参考答案不同（隐藏数据的行不公开）' });
      expect(backwards.message).not.toMatch(/李勇|钱七/);
    });
  });

  it('DISTINCT ON: the rows and order it keeps', async () => {
    const reference = 'select distinct on (sdept) sdept, sname from student order by sdept, sage desc';
    expect(
      (await grade(reference, 'select sdept, sname from student s where sage = (select max(sage) from student t where t.sdept = s.sdept) order by 1')).correct,
    ).toBe(true);
    expect(
      (await grade(reference, 'select sdept, sname from student s where sage = (select max(sage) from student t where t.sdept = s.sdept) order by 1 desc'))
        .message,
    ).toMatch(/^行的顺序不对（参考答案按 sdept, sage DESC 排序）：第 1 行应为 \(CS, 李勇\)/);
    const byExpression = 'select distinct on (lower(sdept)) sdept, sname from student order by lower(sdept) desc, sage';
    const { keys } = await referenceRun(byExpression);
    expect(keys?.rows).toEqual([
      ['ma', '18'],
      ['is', '19'],
      ['cs', '19'],
    ]);
  });

  it('two output columns of the same name', async () => {
    const reference =
      'select s.sname, c.cname as sname, sc.grade from sc join student s on s.sno = sc.sno join course c on c.cno = sc.cno order by s.sname, c.ccredit desc';
    const { visible, keys } = await referenceRun(reference);
    expect(visible.columns.map((c) => c.name)).toEqual(['sname', 'sname', 'grade']);
    expect(keys?.items).toEqual(['s.sname', 'c.ccredit DESC']);
    const student =
      'select st.sname, co.cname, sc.grade from student st, sc, course co where st.sno = sc.sno and co.cno = sc.cno order by st.sname, co.ccredit desc, sc.grade';
    expect((await grade(reference, student)).correct).toBe(true);
    expect((await grade(reference, student.replace('order by st.sname,', 'order by'))).correct).toBe(false);
  });

  it('appending keys changes no rows: DISTINCT, GROUP BY, window functions, WITH, LIMIT', async () => {
    for (const sql of [
      'select distinct sdept from student order by student.sdept desc',
      'select distinct sdept, sage from student order by student.sage, sdept',
      'select sdept, count(*) from student group by sdept order by max(sage) desc, sdept',
      'select sdept from student group by sdept having count(*) >= 1 order by min(sno)',
      'select sname, rank() over (order by sage desc) from student order by rank() over (order by sage desc), sno',
      'with t as (select sname, sage from student) select sname from t order by sage desc, sname limit 2 offset 1',
      'select sname from student order by (select count(*) from sc where sc.sno = student.sno) desc, sname',
      'select sno, grade from sc order by grade desc nulls last, cno',
      'select * from student order by lower(sname)',
    ]) {
      const { plan: p, keys } = await referenceRun(sql);
      expect(p?.kind).toBe('rewrite');
      expect(keys).not.toBeNull();
    }
  });

  it('compares JSON keys and 13+ digit numbers as values', async () => {
    const reference = `select x, j from (values (12345678901234567::bigint, '{"b": 1, "a": [1, 2]}'::jsonb), (12345678901234568, '{"a": []}')) v(x, j) order by x % 10`;
    expect(
      (
        await grade(
          reference,
          `select 12345678901234567.0 as x, '{"a":[1,2],"b":1.0}'::json as j union all select 12345678901234568, '{"a":[]}'::json order by 1`,
        )
      ).correct,
    ).toBe(true);
    expect(
      (await grade(reference, `select 12345678901234567 as x, '{"a": [2, 1], "b": 1}'::json as j union all select 12345678901234568, '{"a": []}' order by 1`))
        .correct,
    ).toBe(false);
    expect(
      (await grade(reference, `select 12345678901234566 as x, '{"a": [1, 2], "b": 1}'::json as j union all select 12345678901234568, '{"a": []}' order by 1`))
        .correct,
    ).toBe(false);
  });

  it('checks the order of more than 1000 rows, with true counts', async () => {
    const reference = 'select g from generate_series(1, 1500) g order by g % 500, g';
    expect((await grade(reference, 'select g from generate_series(1, 1500) g order by g % 500, g')).correct).toBe(true);
    const { visible } = await referenceRun(reference);
    const short = await run('select g from generate_series(1, 1499) g order by g % 500, g');
    expect(compareResultSets(visible, short, { ordered: true, checkColumnNames: false }).message).toMatch(
      /^结果不一致：应有 1500 行，你的结果有 1499 行\n缺少 1 行/,
    );
    const byG = await grade('select g from generate_series(1, 1500) g order by g % 500', 'select g from generate_series(1, 1500) g order by g % 500, g desc');
    expect(byG.correct).toBe(true);
  });
});
