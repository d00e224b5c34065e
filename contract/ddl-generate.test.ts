import { SchemaDesign, type SchemaDesignInput } from './ddl-design';
import { CHECK_COMMENT, DesignError, designOfScene, generateDdl, quoteIdent, quoteLiteral, type SceneTableShape } from './ddl-generate';

const STUDENT: SceneTableShape = {
  name: 'student',
  columns: [
    { name: 'sno', type: 'character(9)', notNull: true },
    { name: 'sname', type: 'character varying(20)', notNull: false },
    { name: 'sage', type: 'smallint', notNull: false },
  ],
  primaryKey: ['sno'],
  foreignKeys: [],
  rowCount: 4,
};
const SC: SceneTableShape = {
  name: 'sc',
  columns: [
    { name: 'sno', type: 'character(9)', notNull: true },
    { name: 'cno', type: 'character(4)', notNull: true },
    { name: 'grade', type: 'smallint', notNull: false },
  ],
  primaryKey: ['sno', 'cno'],
  foreignKeys: [{ columns: ['sno'], refTable: 'student', refColumns: ['sno'] }],
  rowCount: 6,
};
const scene = [STUDENT, SC];
const start = designOfScene(scene);
const gen = (input: SchemaDesignInput, tables: SceneTableShape[] = scene) => generateDdl(tables, SchemaDesign.parse(input));
const withTables = (...extra: SchemaDesignInput['tables']): SchemaDesignInput => ({ ...start, tables: [...start.tables, ...extra] });

/** The verification script as (label, statement) pairs: every statement right after its one comment line. */
function checksOf(verifySql: string): [string, string][] {
  expect(verifySql.startsWith(CHECK_COMMENT)).toBe(true);
  return verifySql
    .slice(CHECK_COMMENT.length)
    .split(`\n${CHECK_COMMENT}`)
    .map((chunk) => {
      const [label, ...sql] = chunk.split('\n');
      expect(sql.join('\n').trim()).toMatch(/^SELECT [\s\S]*;$/);
      return [label, sql.join('\n').trim()];
    });
}

describe('quoting', () => {
  it('names are bare when PostgreSQL reads them back unchanged, else quoted with quotes doubled', () => {
    expect(quoteIdent('student')).toBe('student');
    expect(quoteIdent('Student')).toBe('"Student"');
    expect(quoteIdent('order')).toBe('"order"');
    expect(quoteIdent('we"ird')).toBe('"we""ird"');
    expect(quoteIdent('学生')).toBe('"学生"');
    expect(quoteLiteral("it's")).toBe("'it''s'");
  });

  it('a scene table named with quotes and a line break is dropped and checked without breaking out of the statement or the comment', () => {
    const hostile: SceneTableShape = {
      name: `x"; DROP TABLE student; --\n'); SELECT 1; --`,
      columns: [{ name: 'a', type: 'integer', notNull: false }],
      primaryKey: [],
      foreignKeys: [],
    };
    const g = gen(start, [...scene, hostile]);
    expect(g.referenceSql).toBe(`DROP TABLE "x""; DROP TABLE student; --\n'); SELECT 1; --";\n`);
    const checks = checksOf(g.verifySql);
    const [label, sql] = checks.find(([l]) => l.includes('已删除'))!;
    expect(label).toBe(`表 x"; DROP TABLE student; -- '); SELECT 1; -- 已删除`);
    // the line break is inside the literal, whose quote is doubled
    expect(sql).toContain(`lower(c.relname) = 'x"; drop table student; --\n''); select 1; --')`);
  });
});

describe('the scene as a design', () => {
  it('keeps tables, columns, keys; a primary key column is not null through its key', () => {
    expect(start.tables[1]).toEqual({
      name: 'sc',
      columns: [
        { name: 'sno', type: 'character(9)', notNull: false, default: null },
        { name: 'cno', type: 'character(4)', notNull: false, default: null },
        { name: 'grade', type: 'smallint', notNull: false, default: null },
      ],
      primaryKey: ['sno', 'cno'],
      uniques: [],
      foreignKeys: [{ columns: ['sno'], refTable: 'student', refColumns: ['sno'], onDelete: null }],
      checks: [],
      indexes: [],
    });
    expect(SchemaDesign.safeParse(start).success).toBe(true);
  });

  it('asks for nothing as it is, and says so', () => {
    expect(() => gen(start)).toThrow(new DesignError('期望结构与场景完全相同：请添加或修改表、列、约束、索引、序列或视图'));
  });
});

describe('a new table', () => {
  const enroll = {
    name: 'enroll',
    columns: [
      { name: 'eid', type: 'serial' },
      { name: 'sno', type: 'CHAR(9)', notNull: true },
      { name: 'score', type: 'numeric(5,1)', default: '0' },
      { name: 'order', type: 'int' },
    ],
    primaryKey: ['eid'],
    uniques: [{ columns: ['sno', 'order'] }],
    foreignKeys: [{ columns: ['sno'], refTable: 'student', refColumns: ['sno'], onDelete: 'cascade' as const }],
    checks: [{ expression: 'score BETWEEN 0 AND 100', columns: ['score'] }],
    indexes: [{ columns: ['score', 'sno'] }, { columns: ['order'], unique: true }],
  };
  const g = gen(withTables(enroll));

  it('is created with its keys and constraints, then its indexes', () => {
    expect(g.referenceSql).toBe(
      [
        'CREATE TABLE enroll (',
        '  eid serial,',
        '  sno char(9) NOT NULL,',
        '  score numeric(5,1) DEFAULT 0,',
        '  "order" int,',
        '  PRIMARY KEY (eid),',
        '  UNIQUE (sno, "order"),',
        '  FOREIGN KEY (sno) REFERENCES student (sno) ON DELETE CASCADE,',
        '  CHECK (score BETWEEN 0 AND 100)',
        ');',
        'CREATE INDEX ON enroll (score, sno);',
        'CREATE UNIQUE INDEX ON enroll ("order");',
        '',
      ].join('\n'),
    );
  });

  it('is verified by what each thing is, never by a constraint name, one named statement each', () => {
    const checks = checksOf(g.verifySql);
    expect(checks.map(([label]) => label)).toEqual([
      '表 enroll 存在',
      '表 enroll 的列为 eid、sno、score、order（不多不少）',
      '列 enroll.eid：serial，非空，自增',
      '列 enroll.sno：char(9)，非空',
      '列 enroll.score：numeric(5,1)，可为空，默认值 0',
      '列 enroll.order：int，可为空',
      '主键 enroll(eid)',
      '唯一约束 enroll(sno, order)',
      '外键 enroll(sno) 引用 student(sno)，删除时级联删除',
      '检查约束 enroll：score BETWEEN 0 AND 100（涉及列 score）',
      '索引 enroll(score, sno)',
      '唯一索引 enroll(order)',
      '表 student 保持不变（列、类型和非空）',
      '表 sc 保持不变（列、类型和非空）',
    ]);
    expect(g.verifySql).not.toMatch(/conname|indexrelid::regclass|_fkey|_pkey/);
    const fk = checks.find(([l]) => l.startsWith('外键'))![1];
    expect(fk).toContain("k.confdeltype = 'c'");
    expect(fk).toContain("ARRAY(SELECT unnest(ARRAY['sno -> sno']::text[]) ORDER BY 1)");
    // names compared lower-cased; the column list in name order (column order does not matter)
    expect(checks[1][1]).toContain("string_agg(lower(a.attname), ', ' ORDER BY lower(a.attname))");
  });

  it('the draft stem describes it, escaped', () => {
    expect(g.stem).toContain('<p>创建表 <code>enroll</code>：</p>');
    expect(g.stem).toContain('<li>外键：(sno) 引用 <code>student</code>(sno)，删除被引用的行时级联删除</li>');
    expect(g.stem).toContain('<li>检查约束：<code>score BETWEEN 0 AND 100</code></li>');
    expect(g.stem).toContain('表名、列名不区分大小写；列的顺序不限');
    const lt = gen(withTables({ ...enroll, checks: [{ expression: "score < 100 AND sno <> '<b>'", columns: ['score', 'sno'] }] }));
    expect(lt.stem).toContain("<code>score &lt; 100 AND sno &lt;&gt; '&lt;b&gt;'</code>");
  });

  it('a foreign key to a table made later is added once both exist; one to itself stays inline', () => {
    const a = {
      name: 'a',
      columns: [
        { name: 'id', type: 'int' },
        { name: 'b_id', type: 'int' },
        { name: 'parent', type: 'int' },
      ],
      primaryKey: ['id'],
      foreignKeys: [
        { columns: ['b_id'], refTable: 'b', refColumns: ['id'] },
        { columns: ['parent'], refTable: 'a', refColumns: ['id'] },
      ],
    };
    const b = { name: 'b', columns: [{ name: 'id', type: 'int' }], primaryKey: ['id'] };
    const sql = gen(withTables(a, b)).referenceSql;
    expect(sql).toContain('FOREIGN KEY (parent) REFERENCES a (id)\n);');
    expect(sql).not.toContain('FOREIGN KEY (b_id) REFERENCES b (id),');
    expect(sql.indexOf('ALTER TABLE a\n  ADD FOREIGN KEY (b_id) REFERENCES b (id);')).toBeGreaterThan(sql.indexOf('CREATE TABLE b'));
  });

  it('when case matters names are quoted as designed and compared exactly; column order then counts', () => {
    const cased = gen({ ...withTables({ name: 'Enroll', columns: [{ name: 'SNo', type: 'char(9)' }] }), ignoreCase: false, columnOrderMatters: true });
    expect(cased.referenceSql).toBe('CREATE TABLE "Enroll" (\n  "SNo" char(9)\n);\n');
    expect(cased.verifySql).toContain("c.relname = 'Enroll'");
    expect(cased.verifySql).toContain("a.attname = 'SNo'");
    expect(cased.verifySql).toContain("string_agg(a.attname::text, ', ' ORDER BY a.attnum)");
    expect(cased.verifySql).toContain('（不多不少，顺序一致）');
    expect(cased.stem).toContain('表名、列名区分大小写');
  });

  it('a design too large for the verification script is refused by the generator', () => {
    const wide = Array.from({ length: 18 }, (_, t) => ({
      name: `t${t}`,
      columns: Array.from({ length: 40 }, (_, c) => ({ name: `column_${c}`, type: 'int' })),
    }));
    expect(() => gen(withTables(...wide))).toThrow(/验证 SQL 超过 64 KB/);
  });
});

describe('changing the scene tables', () => {
  it('alters in place: new and retyped columns, NOT NULL, defaults, a unique; drops a table (its keys with it)', () => {
    const g = gen({
      ...start,
      tables: [
        {
          ...start.tables[0],
          columns: [
            { name: 'sno', type: 'char(9)', notNull: false },
            { name: 'sname', type: 'varchar(20)', notNull: true },
            { name: 'sage', type: 'int', default: '18' },
            { name: 'email', type: 'text' },
          ],
          uniques: [{ columns: ['email'] }],
        },
      ],
      sequences: [{ name: 'ticket', start: 100, increment: -1 }],
      views: [{ name: 'adults', query: 'SELECT sno FROM student WHERE sage >= 18;' }],
    });
    expect(g.referenceSql).toBe(
      [
        'CREATE SEQUENCE ticket START WITH 100 INCREMENT BY -1 MAXVALUE 100;',
        'DROP TABLE sc;',
        'ALTER TABLE student',
        '  ALTER COLUMN sname SET NOT NULL,',
        '  ALTER COLUMN sage TYPE int USING sage::int,',
        '  ALTER COLUMN sage SET DEFAULT 18,',
        '  ADD COLUMN email text,',
        '  ADD UNIQUE (email);',
        'CREATE VIEW adults AS',
        'SELECT sno FROM student WHERE sage >= 18;',
        '',
      ].join('\n'),
    );
    const labels = checksOf(g.verifySql).map(([l]) => l);
    expect(labels).toEqual(
      expect.arrayContaining([
        '列 student.sno：char(9)，非空',
        '列 student.sage：int，可为空，默认值 18',
        '表 sc 已删除',
        '序列 ticket（起始 100，步长 -1）',
        '视图 adults 存在',
        '视图 adults 的列（名称和类型）',
        '视图 adults 的数据',
      ]),
    );
    expect(g.stem).toContain('<li>把列 <code>sage</code> 的类型改为 int</li>');
    expect(g.stem).toContain('<p>删除表 <code>sc</code>。</p>');
  });

  it('a changed primary key is dropped by its default name and added again; a removed foreign key is checked gone', () => {
    const g = gen({
      ...start,
      tables: [start.tables[0], { ...start.tables[1], primaryKey: ['sno', 'cno', 'grade'], foreignKeys: [] }],
    });
    expect(g.referenceSql).toContain(
      'ALTER TABLE sc\n  DROP CONSTRAINT sc_sno_fkey;\nALTER TABLE sc\n  DROP CONSTRAINT sc_pkey,\n  ADD PRIMARY KEY (sno, cno, grade);',
    );
    expect(checksOf(g.verifySql).map(([l]) => l)).toEqual(expect.arrayContaining(['主键 sc(sno, cno, grade)', '外键 sc(sno) 引用 student(sno) 已删除']));
  });

  it('a NOT NULL column without a default added to a table with rows is warned about', () => {
    const g = gen({
      ...start,
      tables: [{ ...start.tables[0], columns: [...start.tables[0].columns, { name: 'email', type: 'text', notNull: true }] }, start.tables[1]],
    });
    expect(g.warnings).toEqual(['表 student 已有 4 行数据，新增的非空列 email 没有默认值，参考答案会执行失败：请给它默认值，或不设非空']);
  });

  it('an existing column cannot become serial', () => {
    const serial = {
      ...start,
      tables: [{ ...start.tables[0], columns: start.tables[0].columns.map((c) => (c.name === 'sage' ? { ...c, type: 'serial' } : c)) }, start.tables[1]],
    };
    expect(() => gen(serial)).toThrow(DesignError);
  });
});
