// The expected structure 期望结构 of a DDL (or view) question, designed in a form instead of written as catalogue
// queries: tables with their columns and constraints, sequences and views, and how names compare. The generator
// (ddl-generate.ts) turns it into the reference answer, the verification SQL and a draft stem; the question keeps
// it (ExerciseSpec's `design`) so its author can reopen the designer.
import { z } from './zod';

export const DDL_DESIGN_LIMITS = {
  maxTables: 20,
  maxColumns: 100,
  /** of each kind (unique, foreign key, check, index) per table */
  maxConstraints: 20,
  /** columns of one key or index (PostgreSQL's own limit is 32) */
  maxKeyColumns: 16,
  maxSequences: 20,
  maxViews: 20,
  /** PostgreSQL's NAMEDATALEN - 1 */
  maxIdentifier: 63,
  maxDefault: 200,
  maxCheck: 500,
  maxViewSql: 4000,
} as const;

/** A name written without quotes: letters, digits and underscores, not starting with a digit. */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A value in a message, shortened (names are checked before they are shown, so anything may arrive here). */
const shown = (v: unknown) => {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
  return s.length > 30 ? `${s.slice(0, 30)}…` : s;
};

export const identifier = (label: string) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .min(1, { error: `请输入${label}` })
    .max(DDL_DESIGN_LIMITS.maxIdentifier, { error: `${label}不能超过 ${DDL_DESIGN_LIMITS.maxIdentifier} 个字符` })
    .refine((v) => IDENTIFIER.test(v), {
      error: (issue) => `${label}“${shown(issue.input)}”只能由英文字母、数字和下划线组成，且不能以数字开头`,
    });

// ---- Column types ------------------------------------------------------------------------------------------------

/** Type names without arguments, and how PostgreSQL's format_type writes them. */
const PLAIN_TYPES: Record<string, string> = {
  smallint: 'smallint',
  int2: 'smallint',
  integer: 'integer',
  int: 'integer',
  int4: 'integer',
  bigint: 'bigint',
  int8: 'bigint',
  numeric: 'numeric',
  decimal: 'numeric',
  real: 'real',
  float4: 'real',
  'double precision': 'double precision',
  float8: 'double precision',
  float: 'double precision',
  money: 'money',
  text: 'text',
  varchar: 'character varying',
  'character varying': 'character varying',
  char: 'character(1)',
  character: 'character(1)',
  bpchar: 'bpchar',
  date: 'date',
  time: 'time without time zone',
  'time without time zone': 'time without time zone',
  'time with time zone': 'time with time zone',
  timetz: 'time with time zone',
  timestamp: 'timestamp without time zone',
  'timestamp without time zone': 'timestamp without time zone',
  'timestamp with time zone': 'timestamp with time zone',
  timestamptz: 'timestamp with time zone',
  interval: 'interval',
  boolean: 'boolean',
  bool: 'boolean',
  bytea: 'bytea',
  uuid: 'uuid',
  json: 'json',
  jsonb: 'jsonb',
  xml: 'xml',
  inet: 'inet',
  cidr: 'cidr',
  macaddr: 'macaddr',
};

/** Auto-numbered integers: the integer type they are, with a sequence as default. */
const SERIAL_TYPES: Record<string, string> = {
  smallserial: 'smallint',
  serial2: 'smallint',
  serial: 'integer',
  serial4: 'integer',
  bigserial: 'bigint',
  serial8: 'bigint',
};

export type ColumnType = {
  /** as PostgreSQL's format_type writes it: integer, character varying(20), numeric(5,1) */
  canonical: string;
  /** serial, bigserial, smallserial: auto-numbered */
  serial: boolean;
};

const inRange = (v: string, min: number, max: number) => Number(v) >= min && Number(v) <= max;

/** A column type the designer takes, read; null when it is not one (a typo, an unknown type, an argument out of range). */
export function parseColumnType(text: string): ColumnType | null {
  let t = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, '(')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s*\)/g, ')');
  if (t.length > 60) return null;
  const array = t.endsWith('[]');
  if (array) t = t.slice(0, -2).trim();
  const of = (canonical: string): ColumnType => ({ canonical: array ? `${canonical}[]` : canonical, serial: false });
  if (t in SERIAL_TYPES) return array ? null : { canonical: SERIAL_TYPES[t], serial: true };
  if (t in PLAIN_TYPES) return of(PLAIN_TYPES[t]);
  let m = /^(?:numeric|decimal)\((\d{1,4})(?:,(\d{1,4}))?\)$/.exec(t);
  if (m) {
    const scale = m[2] ?? '0';
    return inRange(m[1], 1, 1000) && Number(scale) <= Number(m[1]) ? of(`numeric(${Number(m[1])},${Number(scale)})`) : null;
  }
  m = /^(?:varchar|character varying)\((\d{1,8})\)$/.exec(t);
  if (m) return inRange(m[1], 1, 10_485_760) ? of(`character varying(${Number(m[1])})`) : null;
  m = /^(?:char|character|bpchar)\((\d{1,8})\)$/.exec(t);
  if (m) return inRange(m[1], 1, 10_485_760) ? of(`character(${Number(m[1])})`) : null;
  m = /^float\((\d{1,2})\)$/.exec(t);
  if (m) return inRange(m[1], 1, 53) ? of(Number(m[1]) <= 24 ? 'real' : 'double precision') : null;
  m = /^(timestamp|time)\((\d)\)(?: (with|without) time zone)?$/.exec(t);
  if (m) return inRange(m[2], 0, 6) ? of(`${m[1]}(${m[2]}) ${m[3] ?? 'without'} time zone`) : null;
  m = /^(timestamptz|timetz)\((\d)\)$/.exec(t);
  if (m) return inRange(m[2], 0, 6) ? of(`${m[1] === 'timetz' ? 'time' : 'timestamp'}(${m[2]}) with time zone`) : null;
  return null;
}

/** The type as the designer writes it into SQL: lower case, single spaces (it parses, so nothing else is in it). */
export const typeText = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, '(')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s*\)/g, ')');

const columnType = z
  .string({ error: '类型必须是文本' })
  .trim()
  .min(1, { error: '请输入列的类型' })
  .refine((v) => parseColumnType(v) !== null, {
    error: (issue) =>
      `类型“${shown(issue.input)}”无效：请写 PostgreSQL 的类型，如 int、bigint、varchar(20)、char(9)、numeric(5,2)、text、date、timestamp、boolean、serial`,
  });

// ---- SQL pieces the teacher types (defaults, checks, view queries) -----------------------------------------------

/**
 * Why a piece of SQL typed into one place of a statement (a default, a check, a view's query) could end that
 * statement or start another; null when it cannot. Conservative: no semicolons, comments, dollar quotes or backslashes
 * outside quotes (the last because E'…' strings would read their quotes differently), quotes closed, parentheses
 * balanced.
 */
export function sqlPieceProblem(sql: string): string | null {
  let depth = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      let j = i + 1;
      for (; j < sql.length; j++) {
        if (sql[j] === '\\') return '不能包含反斜杠';
        if (sql[j] === c) {
          if (sql[j + 1] === c) j++;
          else break;
        }
      }
      if (j >= sql.length) return '引号没有闭合';
      i = j;
    } else if ((c === '-' && sql[i + 1] === '-') || (c === '/' && sql[i + 1] === '*')) {
      return '不能包含注释';
    } else if (c === ';') {
      return '不能包含分号';
    } else if (c === '$') {
      return '不能包含 $';
    } else if (c === '\\') {
      return '不能包含反斜杠';
    } else if (c === '(') {
      depth++;
    } else if (c === ')') {
      depth--;
      if (depth < 0) return '括号不匹配';
    }
  }
  return depth === 0 ? null : '括号不匹配';
}

const sqlPiece = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .min(1, { error: `请输入${label}` })
    .max(max, { error: `${label}不能超过 ${max} 个字符` })
    .superRefine((v, ctx) => {
      const problem = sqlPieceProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label}${problem}` });
    });

/** A view's query without the semicolons it may end with. */
export const viewQueryText = (sql: string) => sql.trim().replace(/[;\s]+$/, '');

const viewQuery = z
  .string({ error: '视图的查询必须是文本' })
  .trim()
  .min(1, { error: '请输入视图的查询' })
  .max(DDL_DESIGN_LIMITS.maxViewSql, { error: `视图的查询不能超过 ${DDL_DESIGN_LIMITS.maxViewSql} 个字符` })
  .superRefine((v, ctx) => {
    const query = viewQueryText(v);
    if (!/^(select|with|values|table)\b/i.test(query)) ctx.addIssue({ code: 'custom', message: '视图的查询须以 SELECT 或 WITH 开头' });
    else {
      const problem = sqlPieceProblem(query);
      if (problem) ctx.addIssue({ code: 'custom', message: `视图的查询${problem}` });
    }
  });

// ---- The design --------------------------------------------------------------------------------------------------

const keyColumns = (label: string, min: number) =>
  z
    .array(identifier('列名'), { error: `${label}的列必须是列表` })
    .min(min, { error: `请选择${label}的列` })
    .max(DDL_DESIGN_LIMITS.maxKeyColumns, { error: `${label}最多 ${DDL_DESIGN_LIMITS.maxKeyColumns} 列` });

const perTable = <T extends z.ZodType>(item: T, label: string) =>
  z
    .array(item, { error: `${label}必须是列表` })
    .max(DDL_DESIGN_LIMITS.maxConstraints, { error: `每个表最多 ${DDL_DESIGN_LIMITS.maxConstraints} 个${label}` })
    .default([]);

export const DesignColumn = z.object({
  name: identifier('列名'),
  type: columnType,
  notNull: z.boolean({ error: '非空必须是是或否' }).default(false),
  /** an SQL expression (0, 'CS', now()); null: none asked for */
  default: sqlPiece('默认值', DDL_DESIGN_LIMITS.maxDefault).nullable().default(null),
});
export type DesignColumn = z.output<typeof DesignColumn>;

export const ON_DELETE_ACTIONS = ['cascade', 'set null', 'set default', 'restrict', 'no action'] as const;
export type OnDeleteAction = (typeof ON_DELETE_ACTIONS)[number];
export const ON_DELETE_NAMES: Record<OnDeleteAction, string> = {
  cascade: '级联删除',
  'set null': '置为 NULL',
  'set default': '置为默认值',
  restrict: '禁止删除',
  'no action': '不做处理（默认）',
};

export const DesignForeignKey = z.object({
  columns: keyColumns('外键', 1),
  refTable: identifier('引用的表'),
  refColumns: keyColumns('引用的列', 1),
  /** null: not asked (any action passes) */
  onDelete: z.enum(ON_DELETE_ACTIONS, { error: '删除时的动作无效' }).nullable().default(null),
});
export type DesignForeignKey = z.output<typeof DesignForeignKey>;

export const DesignCheck = z.object({
  expression: sqlPiece('检查条件', DDL_DESIGN_LIMITS.maxCheck),
  /** the columns it concerns: what verification looks for (the condition may be written many ways) */
  columns: keyColumns('检查约束', 1),
});
export type DesignCheck = z.output<typeof DesignCheck>;

export const DesignIndex = z.object({
  columns: keyColumns('索引', 1),
  unique: z.boolean({ error: '唯一必须是是或否' }).default(false),
});
export type DesignIndex = z.output<typeof DesignIndex>;

export const DesignTable = z.object({
  name: identifier('表名'),
  columns: z
    .array(DesignColumn, { error: '列必须是列表' })
    .min(1, { error: '每个表至少要有一列' })
    .max(DDL_DESIGN_LIMITS.maxColumns, { error: `每个表最多 ${DDL_DESIGN_LIMITS.maxColumns} 列` }),
  /** empty: no primary key */
  primaryKey: keyColumns('主键', 0).default([]),
  uniques: perTable(z.object({ columns: keyColumns('唯一约束', 1) }), '唯一约束'),
  foreignKeys: perTable(DesignForeignKey, '外键'),
  checks: perTable(DesignCheck, '检查约束'),
  indexes: perTable(DesignIndex, '索引'),
});
export type DesignTable = z.output<typeof DesignTable>;

const bigIntRange = { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

export const DesignSequence = z.object({
  name: identifier('序列名'),
  start: z
    .number({ error: '起始值必须是数字' })
    .int({ error: '起始值必须是整数' })
    .min(bigIntRange.min, { error: '起始值太小' })
    .max(bigIntRange.max, { error: '起始值太大' })
    .default(1),
  increment: z
    .number({ error: '步长必须是数字' })
    .int({ error: '步长必须是整数' })
    .min(bigIntRange.min, { error: '步长太小' })
    .max(bigIntRange.max, { error: '步长太大' })
    .refine((v) => v !== 0, { error: '步长不能为 0' })
    .default(1),
});
export type DesignSequence = z.output<typeof DesignSequence>;

export const DesignView = z.object({ name: identifier('视图名'), query: viewQuery });
export type DesignView = z.output<typeof DesignView>;

/** The rules that span parts of the design: names unique, keys and references naming columns that exist. */
function checkDesign(d: z.output<typeof designObject>, ctx: z.RefinementCtx) {
  const key = (n: string) => (d.ignoreCase ? n.toLowerCase() : n);
  const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
  const relations = new Map<string, string>();
  const claim = (name: string, what: string, path: (string | number)[]) => {
    const had = relations.get(key(name));
    if (had) issue(`名称 ${name} 重复：已有同名的${had}`, path);
    else relations.set(key(name), what);
  };
  d.tables.forEach((t, i) => claim(t.name, '表', ['tables', i, 'name']));
  d.views.forEach((v, i) => claim(v.name, '视图', ['views', i, 'name']));
  d.sequences.forEach((s, i) => claim(s.name, '序列', ['sequences', i, 'name']));

  const tables = new Map(d.tables.map((t) => [key(t.name), t]));
  /** the column sets a foreign key may refer to: the primary key, each unique constraint and unique index */
  const referable = (t: DesignTable) =>
    [t.primaryKey, ...t.uniques.map((u) => u.columns), ...t.indexes.filter((x) => x.unique).map((x) => x.columns)]
      .filter((cols) => cols.length > 0)
      .map((cols) => cols.map(key).sort().join(','));

  d.tables.forEach((t, i) => {
    const at = (...rest: (string | number)[]) => ['tables', i, ...rest];
    const columns = new Set<string>();
    t.columns.forEach((c, j) => {
      if (columns.has(key(c.name))) issue(`表 ${t.name} 的列名 ${c.name} 重复`, at('columns', j, 'name'));
      columns.add(key(c.name));
      if (parseColumnType(c.type)?.serial && c.default !== null) issue(`列 ${c.name} 是自增类型（serial），不能再设默认值`, at('columns', j, 'default'));
    });
    const known = (cols: string[], what: string, path: (string | number)[]) => {
      const missing = cols.find((c) => !columns.has(key(c)));
      if (missing) issue(`${what}的列 ${missing} 不在表 ${t.name} 中`, path);
      else if (new Set(cols.map(key)).size !== cols.length) issue(`${what}的列不能重复`, path);
    };
    known(t.primaryKey, '主键', at('primaryKey'));
    t.uniques.forEach((u, j) => known(u.columns, '唯一约束', at('uniques', j, 'columns')));
    t.checks.forEach((c, j) => known(c.columns, '检查约束', at('checks', j, 'columns')));
    t.indexes.forEach((x, j) => known(x.columns, '索引', at('indexes', j, 'columns')));
    t.foreignKeys.forEach((fk, j) => {
      known(fk.columns, '外键', at('foreignKeys', j, 'columns'));
      const target = tables.get(key(fk.refTable));
      if (!target) return issue(`外键引用的表 ${fk.refTable} 不在期望结构中`, at('foreignKeys', j, 'refTable'));
      const targetColumns = new Set(target.columns.map((c) => key(c.name)));
      const missing = fk.refColumns.find((c) => !targetColumns.has(key(c)));
      if (missing) return issue(`外键引用的列 ${missing} 不在表 ${target.name} 中`, at('foreignKeys', j, 'refColumns'));
      if (fk.refColumns.length !== fk.columns.length) return issue('外键的列与引用的列个数须相同', at('foreignKeys', j, 'refColumns'));
      const wanted = fk.refColumns.map(key).sort().join(',');
      if (!referable(target).includes(wanted)) {
        issue(`外键引用的 ${target.name}(${fk.refColumns.join(', ')}) 须是该表的主键或唯一约束`, at('foreignKeys', j, 'refColumns'));
      }
    });
  });
}

const designObject = z.object({
  tables: z.array(DesignTable, { error: '表必须是列表' }).max(DDL_DESIGN_LIMITS.maxTables, { error: `最多 ${DDL_DESIGN_LIMITS.maxTables} 个表` }),
  sequences: z
    .array(DesignSequence, { error: '序列必须是列表' })
    .max(DDL_DESIGN_LIMITS.maxSequences, { error: `最多 ${DDL_DESIGN_LIMITS.maxSequences} 个序列` })
    .default([]),
  views: z
    .array(DesignView, { error: '视图必须是列表' })
    .max(DDL_DESIGN_LIMITS.maxViews, { error: `最多 ${DDL_DESIGN_LIMITS.maxViews} 个视图` })
    .default([]),
  /** names of tables, columns … compare case-insensitively (as PostgreSQL folds unquoted names) */
  ignoreCase: z.boolean({ error: '忽略大小写必须是是或否' }).default(true),
  /** a table's columns must come in the designed order */
  columnOrderMatters: z.boolean({ error: '列顺序必须是是或否' }).default(false),
});

/** The whole expected structure of the scene's public schema after the answer: every table (the scene's kept ones too). */
export const SchemaDesign = designObject.superRefine(checkDesign);
export type SchemaDesign = z.output<typeof SchemaDesign>;
export type SchemaDesignInput = z.input<typeof SchemaDesign>;

// ---- As stored and answered --------------------------------------------------------------------------------------

/** The design as stored with a question and answered: its shape only (it was checked when saved). */
export const StoredSchemaDesign = z.object({
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.object({ name: z.string(), type: z.string(), notNull: z.boolean(), default: z.string().nullable() })),
      primaryKey: z.array(z.string()),
      uniques: z.array(z.object({ columns: z.array(z.string()) })),
      foreignKeys: z.array(
        z.object({ columns: z.array(z.string()), refTable: z.string(), refColumns: z.array(z.string()), onDelete: z.enum(ON_DELETE_ACTIONS).nullable() }),
      ),
      checks: z.array(z.object({ expression: z.string(), columns: z.array(z.string()) })),
      indexes: z.array(z.object({ columns: z.array(z.string()), unique: z.boolean() })),
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), start: z.number(), increment: z.number() })),
  views: z.array(z.object({ name: z.string(), query: z.string() })),
  ignoreCase: z.boolean(),
  columnOrderMatters: z.boolean(),
});

// the stored shape is the checked one's output, field for field
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.output<typeof StoredSchemaDesign>, SchemaDesign> = true;
void sameShape;
