import { DDL_DESIGN_LIMITS, parseColumnType, SchemaDesign, type SchemaDesignInput, sqlPieceProblem } from './ddl-design';
import { ExerciseSpec, StoredExerciseSpec } from './exercise';

const table = (over: Record<string, unknown> = {}) => ({
  name: 'enroll',
  columns: [
    { name: 'eid', type: 'int' },
    { name: 'sno', type: 'char(9)', notNull: true },
  ],
  primaryKey: ['eid'],
  ...over,
});
const design = (over: Partial<SchemaDesignInput> = {}): SchemaDesignInput => ({ tables: [table()], ...over });
const messages = (input: unknown) => {
  const r = SchemaDesign.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('column types', () => {
  it.each([
    ['int', 'integer'],
    ['INT4', 'integer'],
    ['integer', 'integer'],
    ['bigint', 'bigint'],
    ['smallint', 'smallint'],
    ['varchar(20)', 'character varying(20)'],
    ['character varying ( 20 )', 'character varying(20)'],
    ['char(9)', 'character(9)'],
    ['char', 'character(1)'],
    ['numeric(5,1)', 'numeric(5,1)'],
    ['decimal(8)', 'numeric(8,0)'],
    ['numeric', 'numeric'],
    ['text', 'text'],
    ['date', 'date'],
    ['timestamp', 'timestamp without time zone'],
    ['timestamp(3) with time zone', 'timestamp(3) with time zone'],
    ['timestamptz', 'timestamp with time zone'],
    ['bool', 'boolean'],
    ['float', 'double precision'],
    ['float(10)', 'real'],
    ['int[]', 'integer[]'],
  ])('%s is %s, as format_type writes it', (text, canonical) => {
    expect(parseColumnType(text)).toEqual({ canonical, serial: false });
  });

  it('serial types are integers with a sequence', () => {
    expect(parseColumnType('serial')).toEqual({ canonical: 'integer', serial: true });
    expect(parseColumnType('BIGSERIAL')).toEqual({ canonical: 'bigint', serial: true });
    expect(parseColumnType('serial[]')).toBeNull();
  });

  it.each(['integr', 'varchar(0)', 'numeric(5,6)', 'numeric(1001)', 'int); drop table x; --', 'char(9', "text default 'x'", 'mood', ''])(
    '%j is not a type',
    (text) => {
      expect(parseColumnType(text)).toBeNull();
    },
  );
});

describe('SQL pieces cannot leave their place', () => {
  it.each([
    ['score BETWEEN 0 AND 100', null],
    ["sdept IN ('CS', 'MA')", null],
    ["name <> 'it''s'", null],
    ['"Score" > (1 + 2)', null],
    ['1); DROP TABLE student; --', '括号不匹配'],
    ['1; DROP TABLE student', '不能包含分号'],
    ['0 -- comment', '不能包含注释'],
    ['0 /* x */', '不能包含注释'],
    ["E'\\'' ; drop table x; '", '不能包含反斜杠'],
    ['$$x$$', '不能包含 $'],
    ["'open", '引号没有闭合'],
    ['(1', '括号不匹配'],
  ])('%j: %s', (sql, problem) => {
    expect(sqlPieceProblem(sql)).toBe(problem);
  });
});

describe('the design', () => {
  it('fills defaults: names compared ignoring case, column order free, no sequences or views', () => {
    const d = SchemaDesign.parse(design());
    expect(d).toMatchObject({ ignoreCase: true, columnOrderMatters: false, sequences: [], views: [] });
    expect(d.tables[0]).toMatchObject({ uniques: [], foreignKeys: [], checks: [], indexes: [] });
    expect(d.tables[0].columns[0]).toEqual({ name: 'eid', type: 'int', notNull: false, default: null });
  });

  const refused: [SchemaDesignInput, string][] = [
    [design({ tables: [table({ name: 'en"roll' })] }), '表名“en"roll”只能由英文字母、数字和下划线组成'],
    [design({ tables: [table({ name: "x'); drop table student; --" })] }), '只能由英文字母、数字和下划线组成'],
    [design({ tables: [table({ name: '1st' })] }), '不能以数字开头'],
    [design({ tables: [table({ name: 'a'.repeat(64) })] }), '表名不能超过 63 个字符'],
    [design({ tables: [table({ columns: [{ name: 'eid', type: 'integr' }] })] }), '类型“integr”无效'],
    [design({ tables: [table({ columns: [{ name: 'eid', type: 'int', default: '0; drop table x' }] })] }), '默认值不能包含分号'],
    [design({ tables: [table({ checks: [{ expression: 'eid > 0) OR (1 = 1', columns: ['eid'] }] })] }), '检查条件括号不匹配'],
    [
      design({ tables: [table({ columns: Array.from({ length: 10_000 }, (_, i) => ({ name: `c${i}`, type: 'int' })) })] }),
      `每个表最多 ${DDL_DESIGN_LIMITS.maxColumns} 列`,
    ],
    [design({ tables: Array.from({ length: 21 }, (_, i) => table({ name: `t${i}` })) }), `最多 ${DDL_DESIGN_LIMITS.maxTables} 个表`],
    [design({ tables: [table({ columns: [] })] }), '每个表至少要有一列'],
    [design({ tables: [table(), table({ name: 'ENROLL' })] }), '名称 ENROLL 重复：已有同名的表'],
    [design({ views: [{ name: 'enroll', query: 'select 1' }] }), '名称 enroll 重复：已有同名的表'],
    [
      design({
        tables: [
          table({
            columns: [
              { name: 'eid', type: 'int' },
              { name: 'EID', type: 'int' },
            ],
          }),
        ],
      }),
      '表 enroll 的列名 EID 重复',
    ],
    [design({ tables: [table({ primaryKey: ['nope'] })] }), '主键的列 nope 不在表 enroll 中'],
    [design({ tables: [table({ indexes: [{ columns: ['sno', 'sno'] }] })] }), '索引的列不能重复'],
    [design({ tables: [table({ foreignKeys: [{ columns: ['sno'], refTable: 'student', refColumns: ['sno'] }] })] }), '外键引用的表 student 不在期望结构中'],
    [design({ tables: [table({ foreignKeys: [{ columns: ['sno'], refTable: 'enroll', refColumns: ['nope'] }] })] }), '外键引用的列 nope 不在表 enroll 中'],
    [design({ tables: [table({ foreignKeys: [{ columns: ['sno'], refTable: 'enroll', refColumns: ['sno'] }] })] }), '须是该表的主键或唯一约束'],
    [design({ tables: [table({ foreignKeys: [{ columns: ['sno', 'eid'], refTable: 'enroll', refColumns: ['eid'] }] })] }), '外键的列与引用的列个数须相同'],
    [design({ tables: [table({ columns: [{ name: 'eid', type: 'serial', default: '1' }] })] }), '自增类型（serial），不能再设默认值'],
    [design({ sequences: [{ name: 'seq', start: 1, increment: 0 }] }), '步长不能为 0'],
    [design({ views: [{ name: 'v', query: 'delete from enroll' }] }), '视图的查询须以 SELECT 或 WITH 开头'],
    [design({ views: [{ name: 'v', query: 'select 1; drop table enroll' }] }), '视图的查询不能包含分号'],
  ];
  it.each(refused.map(([input, message]) => [message, input] as const))('is refused: %s', (message, input) => {
    expect(messages(input).join('\n')).toContain(message);
  });

  it('case matters for duplicates only when the design says so', () => {
    expect(messages(design({ ignoreCase: false, tables: [table(), table({ name: 'ENROLL' })] }))).toEqual([]);
  });

  it('a foreign key may refer to a unique column, and a view query may end with a semicolon', () => {
    const input = design({
      tables: [table({ uniques: [{ columns: ['sno'] }], foreignKeys: [{ columns: ['eid'], refTable: 'enroll', refColumns: ['SNO'] }] })],
      views: [{ name: 'v', query: 'select * from enroll;\n' }],
    });
    expect(messages(input)).toEqual([]);
  });
});

describe('the design in a question', () => {
  const spec = { type: 'ddl', sceneId: 3, referenceSql: 'CREATE TABLE t (id int)', verifySql: 'SELECT 1' };

  it('a DDL or view question keeps it; a question without it (saved before) still parses', () => {
    const withDesign = ExerciseSpec.parse({ ...spec, design: design() });
    expect(withDesign).toMatchObject({ design: { tables: [{ name: 'enroll' }] } });
    expect(ExerciseSpec.parse(spec)).not.toHaveProperty('design');
    expect(StoredExerciseSpec.parse({ ...spec, orderSensitive: null, checkColumnNames: false })).toMatchObject({ type: 'ddl' });
    expect(StoredExerciseSpec.parse(withDesign)).toEqual(withDesign);
  });

  it('other SQL types take none, and a bad design is refused with its message', () => {
    const dml = ExerciseSpec.safeParse({ ...spec, type: 'dml', design: design() });
    expect(dml.success ? [] : dml.error.issues.map((i) => i.message)).toEqual(['只有 DDL 题和视图题可以设计期望结构']);
    const bad = ExerciseSpec.safeParse({ ...spec, design: design({ tables: [table({ name: 'a"b' })] }) });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join('.'))).toEqual(['design.tables.0.name']);
  });
});
