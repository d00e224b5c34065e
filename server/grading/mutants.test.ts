import { indistinguishableMutants, type Mutant, mutantsOf, weakDataWarning } from './mutants';
import { sqlSegments } from './sql-script';

const brief = (sql: string, max?: number) => mutantsOf(sql, max).map(({ kind, sql, description }) => [kind, sql, description]);

describe('mutantsOf', () => {
  it('turns each LEFT [OUTER] JOIN into JOIN and each [INNER] JOIN into LEFT JOIN, numbered', () => {
    const sql = 'select * from a left join b on a.x = b.x\nINNER JOIN c on c.y = b.y LEFT OUTER JOIN d using (z) join e using (w)';
    expect(brief(sql)).toEqual([
      ['join', 'select * from a join b on a.x = b.x\nINNER JOIN c on c.y = b.y LEFT OUTER JOIN d using (z) join e using (w)', '把第 1 个 LEFT JOIN 改成 JOIN'],
      [
        'join',
        'select * from a left join b on a.x = b.x\nLEFT JOIN c on c.y = b.y LEFT OUTER JOIN d using (z) join e using (w)',
        '把第 1 个 JOIN 改成 LEFT JOIN',
      ],
      ['join', 'select * from a left join b on a.x = b.x\nINNER JOIN c on c.y = b.y JOIN d using (z) join e using (w)', '把第 2 个 LEFT JOIN 改成 JOIN'],
      [
        'join',
        'select * from a left join b on a.x = b.x\nINNER JOIN c on c.y = b.y LEFT OUTER JOIN d using (z) left join e using (w)',
        '把第 2 个 JOIN 改成 LEFT JOIN',
      ],
    ]);
  });

  it('leaves RIGHT, FULL, CROSS and NATURAL joins alone', () => {
    expect(mutantsOf('select * from a right join b on true full outer join c on true cross join d natural join e natural left join f')).toEqual([]);
    expect(brief('select * from a cross join lateral f(a.x) join b on true')).toEqual([
      ['join', 'select * from a cross join lateral f(a.x) left join b on true', '把第 1 个 JOIN 改成 LEFT JOIN'],
    ]);
  });

  it('flips < <= > >= one at a time, numbered per operator', () => {
    expect(brief('select * from t where a<1 and b <= 2 and c>=-3 and d > 4 and e <= 5')).toEqual([
      ['comparison', 'select * from t where a<=1 and b <= 2 and c>=-3 and d > 4 and e <= 5', '把第 1 个 < 改成 <='],
      ['comparison', 'select * from t where a<1 and b < 2 and c>=-3 and d > 4 and e <= 5', '把第 1 个 <= 改成 <'],
      ['comparison', 'select * from t where a<1 and b <= 2 and c>-3 and d > 4 and e <= 5', '把第 1 个 >= 改成 >'],
      ['comparison', 'select * from t where a<1 and b <= 2 and c>=-3 and d >= 4 and e <= 5', '把第 1 个 > 改成 >='],
      ['comparison', 'select * from t where a<1 and b <= 2 and c>=-3 and d > 4 and e < 5', '把第 2 个 <= 改成 <'],
    ]);
  });

  it('reads a<-1 as a < -1', () => {
    expect(brief('select a<-1 from t')).toEqual([['comparison', 'select a<=-1 from t', '把第 1 个 < 改成 <=']]);
  });

  it('never touches other operators', () => {
    const sql = "select a <> b, a != b, a << 2, a >> 2, j -> 'k', j ->> 'k', j #> '{a}', p <-> q, j @> k, k <@ j, f(x => 1), a <= b from t";
    expect(brief(sql)).toEqual([['comparison', sql.replace('a <= b', 'a < b'), '把第 1 个 <= 改成 <']]);
  });

  it('removes DISTINCT, but not DISTINCT ON, IS [NOT] DISTINCT FROM or UNION DISTINCT', () => {
    expect(brief('select distinct x from t')).toEqual([['distinct', 'select x from t', '去掉 DISTINCT']]);
    expect(brief('select count(DISTINCT x), count(distinct y) from t')).toEqual([
      ['distinct', 'select count(x), count(distinct y) from t', '去掉第 1 个 DISTINCT'],
      ['distinct', 'select count(DISTINCT x), count(y) from t', '去掉第 2 个 DISTINCT'],
    ]);
    expect(
      mutantsOf(
        'select distinct on (a) a, b from t where a is distinct from b or a is not distinct from c union distinct select 1, 2 except distinct select 3, 4',
      ),
    ).toEqual([]);
  });

  it('turns IS NULL into = NULL and IS NOT NULL into <> NULL', () => {
    expect(brief('select * from t where a is null and b IS NOT NULL')).toEqual([
      ['null', 'select * from t where a = null and b IS NOT NULL', '把 IS NULL 改成 = NULL'],
      ['null', 'select * from t where a is null and b <> NULL', '把 IS NOT NULL 改成 <> NULL'],
    ]);
    expect(brief('select * from t where a is null or b is null').map(([, , d]) => d)).toEqual([
      '把第 1 个 IS NULL 改成 = NULL',
      '把第 2 个 IS NULL 改成 = NULL',
    ]);
  });

  it('changes nothing inside strings, quoted names, comments or dollar-quoted bodies', () => {
    const quiet = [
      "'a left join b where x < 1 and y is null'",
      "E'it\\'s distinct < 2'",
      '"left join <= distinct"',
      '-- left join b where x < 1 is null distinct',
      '/* outer /* nested join */ a >= 1 is not null */',
      '$$select distinct x from a join b on x < y$$',
      '$q$ a left join b $q$',
    ];
    for (const q of quiet) expect(mutantsOf(`select ${q}\n`)).toEqual([]);
    expect(brief("select 'x < 1' from t join u on t.a < u.b -- < join")).toEqual([
      ['join', "select 'x < 1' from t left join u on t.a < u.b -- < join", '把第 1 个 JOIN 改成 LEFT JOIN'],
      ['comparison', "select 'x < 1' from t join u on t.a <= u.b -- < join", '把第 1 个 < 改成 <='],
    ]);
  });

  it('keeps comments next to the changed words', () => {
    expect(brief('select * from a left /* keep */ outer join b on true where b.x is /* keep */ not null')).toEqual([
      ['join', 'select * from a /* keep */ join b on true where b.x is /* keep */ not null', '把第 1 个 LEFT JOIN 改成 JOIN'],
      ['null', 'select * from a left /* keep */ outer join b on true where b.x <> /* keep */ null', '把 IS NOT NULL 改成 <> NULL'],
    ]);
  });

  it('takes joins, comparisons, DISTINCT and NULL in that order, at most max', () => {
    const sql = 'select distinct a.x from a join b on a.x < b.x where b.y is null';
    expect(mutantsOf(sql).map((m) => m.kind)).toEqual(['join', 'comparison', 'distinct', 'null']);
    expect(mutantsOf(sql, 2).map((m) => m.kind)).toEqual(['join', 'comparison']);
    expect(mutantsOf(sql, 0)).toEqual([]);
    const many = `select * from t where ${Array.from({ length: 20 }, (_, i) => `c${i} < ${i}`).join(' and ')}`;
    expect(mutantsOf(many)).toHaveLength(12);
    expect(mutantsOf(many)[11].description).toBe('把第 12 个 < 改成 <=');
  });

  it('never repeats a mutant nor returns the input', () => {
    const sql = 'select a from t where a < 1 union all select a from t where a < 1';
    const sqls = mutantsOf(sql).map((m) => m.sql);
    expect(sqls).toEqual([
      'select a from t where a <= 1 union all select a from t where a < 1',
      'select a from t where a < 1 union all select a from t where a <= 1',
    ]);
    expect(new Set(sqls).size).toBe(sqls.length);
    expect(sqls).not.toContain(sql);
    expect(mutantsOf('select 1')).toEqual([]);
    expect(mutantsOf('')).toEqual([]);
  });
});

describe('indistinguishableMutants', () => {
  const sql = 'select distinct a.x from a left join b on a.x = b.x where a.y >= 3';

  it('grades the mutants one at a time and keeps those that pass', async () => {
    let running = 0;
    let most = 0;
    const graded: string[] = [];
    const passes = async (studentSql: string) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      graded.push(studentSql);
      running--;
      return !studentSql.includes('distinct');
    };
    const found = await indistinguishableMutants(sql, passes);
    expect(most).toBe(1);
    expect(graded).toEqual(mutantsOf(sql).map((m) => m.sql));
    expect(found.map((m) => m.description)).toEqual(['去掉 DISTINCT']);
  });

  it('answers the passing mutants', async () => {
    const found = await indistinguishableMutants(sql, async (s) => !s.includes('left join') || !s.includes('distinct'));
    expect(found.map((m) => m.description)).toEqual(['把第 1 个 LEFT JOIN 改成 JOIN', '去掉 DISTINCT']);
  });

  it('respects max', async () => {
    const graded: string[] = [];
    await indistinguishableMutants(sql, async (s) => (graded.push(s), true), 1);
    expect(graded).toEqual(['select distinct a.x from a join b on a.x = b.x where a.y >= 3']);
  });
});

describe('weakDataWarning', () => {
  const m = (description: string): Mutant => ({ kind: 'join', sql: '', description });
  it('is null when the data tells every mistake apart', () => {
    expect(weakDataWarning([])).toBeNull();
  });
  it('lists the mistakes and points at hidden data', () => {
    expect(weakDataWarning([m('把第 1 个 LEFT JOIN 改成 JOIN'), m('去掉 DISTINCT')])).toBe(
      '场景数据无法区分以下常见错误，这样写的答案也会被判为正确：把第 1 个 LEFT JOIN 改成 JOIN；去掉 DISTINCT。可以在场景的隐藏数据中加入能区分它们的行。',
    );
    expect(weakDataWarning([m('把 IS NULL 改成 = NULL')])).toBe(
      '场景数据无法区分以下常见错误，这样写的答案也会被判为正确：把 IS NULL 改成 = NULL。可以在场景的隐藏数据中加入能区分它们的行。',
    );
  });
});

describe('sqlSegments', () => {
  it('cuts a script into code, comments and literals covering it all', () => {
    const sql = "select 'a''b', \"c\" -- d\n/* e /* f */ */ $t$ g $t$ x$1$ E'h\\'i'";
    const segs = sqlSegments(sql);
    expect(segs.map((s) => [s.kind, sql.slice(s.start, s.end)])).toEqual([
      ['code', 'select '],
      ['literal', "'a''b'"],
      ['code', ', '],
      ['literal', '"c"'],
      ['code', ' '],
      ['comment', '-- d'],
      ['code', '\n'],
      ['comment', '/* e /* f */ */'],
      ['code', ' '],
      ['literal', '$t$ g $t$'],
      ['code', ' x$1$ E'],
      ['literal', "'h\\'i'"],
    ]);
    expect(segs.every((s, k) => s.start === (k === 0 ? 0 : segs[k - 1].end))).toBe(true);
  });
});
