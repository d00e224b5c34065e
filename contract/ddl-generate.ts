// From a scene's tables and the expected structure (ddl-design.ts): the reference answer that turns the scene into
// it, the verification SQL that checks it in the catalogue, and a draft stem. Pure, so the question editor runs it
// as the teacher designs and the tests run it without a browser.
//
// Verification never names a constraint or index (students name them as they like, or not at all): each statement
// looks for a thing by what it is (the columns of a key, the table a foreign key refers to) and answers a value that
// is the same after any right answer. Each is preceded by `-- 检查：<what>`, which the grading engine names when the
// statement's result differs from the reference's.
import {
  type DesignColumn,
  type DesignForeignKey,
  type DesignTable,
  ON_DELETE_NAMES,
  type OnDeleteAction,
  parseColumnType,
  type SchemaDesign,
  typeText,
  viewQueryText,
} from './ddl-design';
import { GRADING_LIMITS } from './grading';
import type { SceneTable } from './scene';

/** What the generator needs of a scene's table (SceneTable; rowCount for the warnings). */
export type SceneTableShape = Pick<SceneTable, 'name' | 'columns' | 'primaryKey' | 'foreignKeys'> & { rowCount?: number };

export type GeneratedDdl = {
  referenceSql: string;
  verifySql: string;
  /** HTML, Chinese: what the student is to create */
  stem: string;
  /** what will likely make the reference answer fail on the scene (a NOT NULL column added to a table with rows) */
  warnings: string[];
};

/** A design that cannot be turned into SQL on this scene; the message says why, in Chinese. */
export class DesignError extends Error {}

/** The comment that names a verification statement (server/grading/engine.ts reads it back). */
export const CHECK_COMMENT = '-- 检查：';

// ---- Quoting -----------------------------------------------------------------------------------------------------

/** Key words that cannot be a bare table or column name in PostgreSQL (reserved, and reserved as function or type). */
const RESERVED = new Set(
  (
    'all analyse analyze and any array as asc asymmetric authorization binary both case cast check collate collation column ' +
    'concurrently constraint create cross current_catalog current_date current_role current_schema current_time ' +
    'current_timestamp current_user default deferrable desc distinct do else end except false fetch for foreign freeze ' +
    'from full grant group having ilike in initially inner intersect into is isnull join lateral leading left like limit ' +
    'localtime localtimestamp natural not notnull null offset on only or order outer overlaps placing primary references ' +
    'returning right select session_user similar some symmetric system_user table tablesample then to trailing true union ' +
    'unique user using variadic verbose when where window with'
  ).split(' '),
);

/** A name as SQL: bare when PostgreSQL reads it back unchanged, else double-quoted with its quotes doubled. */
export function quoteIdent(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) && !RESERVED.has(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

/** A string literal (standard_conforming_strings: only quotes need doubling). */
export function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** Text for a comment line or a message: no line breaks or control characters, so it cannot end the comment. */
const oneLine = (text: string) =>
  text
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---- The scene as a design ---------------------------------------------------------------------------------------

/** The designer's starting point: the scene's tables as they are (defaults and checks are not described, so none). */
export function designOfScene(tables: readonly SceneTableShape[]): SchemaDesign {
  return {
    tables: tables.map((t) => ({
      name: t.name,
      columns: t.columns.map((c) => ({ name: c.name, type: c.type, notNull: c.notNull && !t.primaryKey.includes(c.name), default: null })),
      primaryKey: [...t.primaryKey],
      uniques: [],
      foreignKeys: t.foreignKeys.map((fk) => ({ columns: [...fk.columns], refTable: fk.refTable, refColumns: [...fk.refColumns], onDelete: null })),
      checks: [],
      indexes: [],
    })),
    sequences: [],
    views: [],
    ignoreCase: true,
    columnOrderMatters: false,
  };
}

// ---- Generation --------------------------------------------------------------------------------------------------

type Statement = { label: string; sql: string };

const ON_DELETE_SQL: Record<OnDeleteAction, string> = {
  cascade: 'CASCADE',
  'set null': 'SET NULL',
  'set default': 'SET DEFAULT',
  restrict: 'RESTRICT',
  'no action': 'NO ACTION',
};
/** pg_constraint.confdeltype */
const ON_DELETE_CODE: Record<OnDeleteAction, string> = { cascade: 'c', 'set null': 'n', 'set default': 'd', restrict: 'r', 'no action': 'a' };

const list = (names: readonly string[]) => names.join(', ');

/**
 * The reference answer, verification SQL and draft stem of a design on a scene. Throws DesignError when the design
 * cannot be reached from the scene (an existing column made serial) or asks for nothing.
 */
export function generateDdl(scene: readonly SceneTableShape[], design: SchemaDesign): GeneratedDdl {
  return new Generator(scene, design).run();
}

class Generator {
  private readonly key: (name: string) => string;
  private readonly sceneTables: Map<string, SceneTableShape>;
  private readonly designTables: Map<string, DesignTable>;
  private readonly warnings: string[] = [];

  constructor(
    private readonly scene: readonly SceneTableShape[],
    private readonly design: SchemaDesign,
  ) {
    this.key = design.ignoreCase ? (n) => n.toLowerCase() : (n) => n;
    this.sceneTables = new Map();
    for (const t of scene) if (!this.sceneTables.has(this.key(t.name))) this.sceneTables.set(this.key(t.name), t);
    this.designTables = new Map(design.tables.map((t) => [this.key(t.name), t]));
  }

  // -- names --

  /** A new object's name: as designed, bare when PostgreSQL's folding keeps it matching, else quoted. */
  private newName(name: string): string {
    if (this.design.ignoreCase && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !RESERVED.has(name.toLowerCase())) return name;
    return quoteIdent(name);
  }

  private sceneTableOf(t: DesignTable): SceneTableShape | undefined {
    return this.sceneTables.get(this.key(t.name));
  }

  /** A design table in SQL: the scene's own name when it is one of the scene's. */
  private tableSql(name: string): string {
    const base = this.sceneTables.get(this.key(name));
    return base && this.designTables.has(this.key(name)) ? quoteIdent(base.name) : this.newName(name);
  }

  private columnSql(table: string, column: string): string {
    const base = this.sceneTables.get(this.key(table));
    const existing = base?.columns.find((c) => this.key(c.name) === this.key(column));
    return existing ? quoteIdent(existing.name) : this.newName(column);
  }

  private columnsSql(table: string, columns: readonly string[]) {
    return columns.map((c) => this.columnSql(table, c)).join(', ');
  }

  private fkSql(table: string, fk: DesignForeignKey) {
    const onDelete = fk.onDelete ? ` ON DELETE ${ON_DELETE_SQL[fk.onDelete]}` : '';
    return `FOREIGN KEY (${this.columnsSql(table, fk.columns)}) REFERENCES ${this.tableSql(fk.refTable)} (${this.columnsSql(fk.refTable, fk.refColumns)})${onDelete}`;
  }

  // -- what changed in a scene table --

  private sameFk(a: { columns: readonly string[]; refTable: string; refColumns: readonly string[] }, b: typeof a) {
    const pairs = (fk: typeof a) =>
      fk.columns
        .map((c, i) => `${this.key(c)}>${this.key(fk.refColumns[i] ?? '')}`)
        .sort()
        .join(',');
    return this.key(a.refTable) === this.key(b.refTable) && pairs(a) === pairs(b);
  }

  private sameSet(a: readonly string[], b: readonly string[]) {
    const norm = (cols: readonly string[]) => cols.map(this.key).sort().join(',');
    return norm(a) === norm(b);
  }

  private effectiveNotNull(t: DesignTable, c: DesignColumn) {
    return c.notNull || t.primaryKey.some((k) => this.key(k) === this.key(c.name));
  }

  // -- the run --

  run(): GeneratedDdl {
    const drops: string[] = [];
    const dropFks: string[] = [];
    const alters: string[] = [];
    const creates: string[] = [];
    const laterFks = new Map<string, string[]>();
    const indexes: string[] = [];
    const checks: Statement[] = [];
    /** the scene's tables the design leaves alone: checked last, after what the question asks for */
    const unchanged: Statement[] = [];
    const stem: string[] = [];
    const addFk = (table: string, sql: string) => laterFks.set(table, [...(laterFks.get(table) ?? []), sql]);

    const sequences = this.design.sequences.map((s) => {
      const bound = s.increment < 0 ? ` MAXVALUE ${s.start}` : s.start < 1 ? ` MINVALUE ${s.start}` : '';
      return `CREATE SEQUENCE ${this.newName(s.name)} START WITH ${s.start} INCREMENT BY ${s.increment}${bound};`;
    });

    const created = new Set<string>();
    for (const t of this.design.tables) {
      const base = this.sceneTableOf(t);
      if (base) this.alterSceneTable(t, base, { dropFks, alters, addFk, indexes, checks, unchanged, stem });
      else this.createTable(t, created, { creates, addFk, indexes, checks, stem });
      created.add(this.key(t.name));
    }
    for (const base of this.scene) {
      if (this.designTables.has(this.key(base.name))) continue;
      drops.push(`DROP TABLE ${quoteIdent(base.name)};`);
      checks.push({
        label: `表 ${base.name} 已删除`,
        sql: `SELECT NOT EXISTS (SELECT FROM pg_class c WHERE ${this.rel('c', base.name, TABLE_KINDS)}) AS "已删除";`,
      });
      stem.push(`<p>删除表 <code>${escapeHtml(base.name)}</code>。</p>`);
    }
    for (const s of this.design.sequences) {
      checks.push({
        label: `序列 ${s.name}（起始 ${s.start}，步长 ${s.increment}）`,
        sql: `SELECT s.seqstart::text AS "起始值", s.seqincrement::text AS "步长" FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid WHERE ${this.rel('c', s.name, "'S'")};`,
      });
      stem.push(`<p>创建序列 <code>${escapeHtml(s.name)}</code>，起始值 ${s.start}，步长 ${s.increment}。</p>`);
    }
    const views = this.design.views.map((v) => {
      const query = viewQueryText(v.query);
      const cols = `${this.nm('a.attname')} || ' ' || format_type(a.atttypid, a.atttypmod)`;
      checks.push(
        { label: `视图 ${v.name} 存在`, sql: `SELECT EXISTS (SELECT FROM pg_class c WHERE ${this.rel('c', v.name, "'v'")}) AS "存在";` },
        {
          label: `视图 ${v.name} 的列（名称和类型）`,
          sql: `SELECT string_agg(${cols}, ', ' ORDER BY ${this.columnOrder()}) AS "列" FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE ${this.rel('c', v.name, "'v'")} AND a.attnum > 0 AND NOT a.attisdropped;`,
        },
        { label: `视图 ${v.name} 的数据`, sql: `SELECT to_jsonb(v) AS "行" FROM public.${this.newName(v.name)} AS v;` },
      );
      stem.push(`<p>创建视图 <code>${escapeHtml(v.name)}</code>，其内容为以下查询的结果：</p><pre><code>${escapeHtml(query)}</code></pre>`);
      return `CREATE VIEW ${this.newName(v.name)} AS\n${query};`;
    });

    const foreignKeys = [...laterFks.entries()].map(([table, fks]) => `ALTER TABLE ${table}\n  ${fks.map((f) => `ADD ${f}`).join(',\n  ')};`);
    const statements = [...sequences, ...dropFks, ...drops, ...alters, ...creates, ...foreignKeys, ...indexes, ...views];
    if (statements.length === 0) throw new DesignError('期望结构与场景完全相同：请添加或修改表、列、约束、索引、序列或视图');
    if (statements.length > GRADING_LIMITS.maxStatements) {
      throw new DesignError(`生成的参考答案有 ${statements.length} 条语句，超过 ${GRADING_LIMITS.maxStatements} 条：请减少索引或表`);
    }
    const referenceSql = `${statements.join('\n')}\n`;
    const verifySql = [...checks, ...unchanged].map((c) => `${CHECK_COMMENT}${oneLine(c.label)}\n${c.sql}`).join('\n');
    const bytes = new TextEncoder().encode(verifySql).length;
    if (bytes > GRADING_LIMITS.maxScriptBytes) {
      throw new DesignError(`期望结构太大：生成的验证 SQL 超过 ${GRADING_LIMITS.maxScriptBytes / 1024} KB，请减少表或列`);
    }
    return { referenceSql, verifySql: `${verifySql}\n`, stem: this.stemHtml(stem), warnings: this.warnings };
  }

  private stemHtml(parts: string[]): string {
    const rules = [
      this.design.ignoreCase ? '表名、列名不区分大小写' : '表名、列名区分大小写（须与题目中的写法完全一致）',
      this.design.columnOrderMatters ? '列的顺序须与题目一致' : '列的顺序不限',
      '约束和索引的名称不限',
    ];
    return [`<p>请写出 SQL 语句，在当前场景中完成以下要求：</p>`, ...parts, `<p>说明：${rules.join('；')}。</p>`].join('');
  }

  // -- verification pieces --

  /** A name compared as the design says: lower-cased both sides, or exactly. */
  private eqName(expr: string, name: string) {
    return this.design.ignoreCase ? `lower(${expr}) = ${quoteLiteral(name.toLowerCase())}` : `${expr} = ${quoteLiteral(name)}`;
  }

  /** A catalogue name as text to compare: lower-cased when case does not matter. */
  private nm(expr: string) {
    return this.design.ignoreCase ? `lower(${expr})` : `${expr}::text`;
  }

  private columnOrder() {
    return this.design.columnOrderMatters ? 'a.attnum' : this.nm('a.attname');
  }

  /** pg_class row `alias` is the public schema's relation `name` of one of `kinds`. */
  private rel(alias: string, name: string, kinds: string) {
    return `${alias}.relnamespace = 'public'::regnamespace AND ${alias}.relkind IN (${kinds}) AND ${this.eqName(`${alias}.relname`, name)}`;
  }

  /** The names, sorted by the database (so both sides sort alike), as an array to compare an ARRAY(...) with. */
  private sortedArray(values: readonly string[]) {
    const items = values.map((v) => quoteLiteral(this.key(v))).join(', ');
    return `ARRAY(SELECT unnest(ARRAY[${items}]::text[]) ORDER BY 1)`;
  }

  private tableChecks(t: DesignTable, base: SceneTableShape | undefined, checks: Statement[]) {
    const name = t.name;
    const inTable = this.rel('c', name, TABLE_KINDS);
    const attrs = `pg_attribute a JOIN pg_class c ON c.oid = a.attrelid`;
    checks.push(
      { label: `表 ${name} 存在`, sql: `SELECT EXISTS (SELECT FROM pg_class c WHERE ${inTable}) AS "存在";` },
      {
        label: `表 ${name} 的列为 ${t.columns.map((c) => c.name).join('、')}（不多不少${this.design.columnOrderMatters ? '，顺序一致' : ''}）`,
        sql: `SELECT string_agg(${this.nm('a.attname')}, ', ' ORDER BY ${this.columnOrder()}) AS "列" FROM ${attrs} WHERE ${inTable} AND a.attnum > 0 AND NOT a.attisdropped;`,
      },
    );
    for (const c of t.columns) {
      const type = parseColumnType(c.type)!;
      const notNull = this.effectiveNotNull(t, c);
      const extras: string[] = [];
      let joins = '';
      if (type.serial || c.default !== null) joins = ' LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum';
      if (type.serial) {
        extras.push(`CASE WHEN a.attidentity <> '' OR pg_get_expr(d.adbin, d.adrelid) LIKE 'nextval(%' THEN '是' ELSE '否' END AS "自增"`);
      } else if (c.default !== null) {
        extras.push(`pg_get_expr(d.adbin, d.adrelid) AS "默认值"`);
      }
      const what = [typeText(c.type), notNull ? '非空' : '可为空', ...(type.serial ? ['自增'] : []), ...(c.default !== null ? [`默认值 ${c.default}`] : [])];
      checks.push({
        label: `列 ${name}.${c.name}：${what.join('，')}`,
        sql: `SELECT format_type(a.atttypid, a.atttypmod) AS "类型", CASE WHEN a.attnotnull THEN '是' ELSE '否' END AS "非空"${extras.map((e) => `, ${e}`).join('')} FROM ${attrs}${joins} WHERE ${inTable} AND ${this.eqName('a.attname', c.name)} AND a.attnum > 0 AND NOT a.attisdropped;`,
      });
    }
    if (t.primaryKey.length > 0 || (base && base.primaryKey.length > 0)) {
      checks.push({
        label: t.primaryKey.length > 0 ? `主键 ${name}(${list(t.primaryKey)})` : `表 ${name} 没有主键`,
        sql: `SELECT coalesce((SELECT string_agg(${this.nm('a.attname')}, ', ' ORDER BY ${this.nm('a.attname')}) FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey) WHERE k.contype = 'p' AND ${inTable}), '无') AS "主键列";`,
      });
    }
    for (const u of t.uniques) {
      checks.push({
        label: `唯一约束 ${name}(${list(u.columns)})`,
        sql: `SELECT EXISTS (SELECT FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid WHERE ${inTable} AND i.indisunique AND NOT i.indisprimary AND i.indpred IS NULL AND i.indexprs IS NULL AND ARRAY(SELECT ${this.nm('a.attname')} FROM pg_attribute a WHERE a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey) ORDER BY 1) = ${this.sortedArray(u.columns)}) AS "存在";`,
      });
    }
    for (const fk of t.foreignKeys) {
      const pairs = fk.columns.map((c, i) => `${c} -> ${fk.refColumns[i]}`);
      const action = fk.onDelete ? ` AND k.confdeltype = ${quoteLiteral(ON_DELETE_CODE[fk.onDelete])}` : '';
      checks.push({
        label: `外键 ${name}(${list(fk.columns)}) 引用 ${fk.refTable}(${list(fk.refColumns)})${fk.onDelete ? `，删除时${ON_DELETE_NAMES[fk.onDelete]}` : ''}`,
        sql: `SELECT EXISTS (SELECT FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid WHERE k.contype = 'f' AND ${inTable} AND ${this.rel('r', fk.refTable, TABLE_KINDS)}${action} AND ARRAY(SELECT ${this.nm('a.attname')} || ' -> ' || ${this.nm('b.attname')} FROM unnest(k.conkey, k.confkey) AS p(col, ref) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = p.col JOIN pg_attribute b ON b.attrelid = k.confrelid AND b.attnum = p.ref ORDER BY 1) = ${this.sortedArray(pairs)}) AS "存在";`,
      });
    }
    for (const ck of t.checks) {
      checks.push({
        label: `检查约束 ${name}：${ck.expression}（涉及列 ${list(ck.columns)}）`,
        sql: `SELECT EXISTS (SELECT FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE k.contype = 'c' AND ${inTable} AND ARRAY(SELECT ${this.nm('a.attname')} FROM pg_attribute a WHERE a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey) ORDER BY 1) = ${this.sortedArray(ck.columns)}) AS "存在";`,
      });
    }
    for (const x of t.indexes) {
      const keys = x.columns.map((c) => quoteLiteral(this.key(c))).join(', ');
      checks.push({
        label: `${x.unique ? '唯一索引' : '索引'} ${name}(${list(x.columns)})`,
        sql: `SELECT EXISTS (SELECT FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid WHERE ${inTable} AND ${x.unique ? 'i.indisunique AND NOT i.indisprimary' : 'NOT i.indisunique'} AND i.indpred IS NULL AND i.indexprs IS NULL AND ARRAY(SELECT ${this.nm('a.attname')} FROM unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, n) JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum ORDER BY k.n) = ARRAY[${keys}]::text[]) AS "存在";`,
      });
    }
  }

  /** A scene table the design leaves as it is: its columns, types and NOT NULL stay. */
  private unchangedCheck(t: DesignTable, checks: Statement[]) {
    const cols = `${this.nm('a.attname')} || ' ' || format_type(a.atttypid, a.atttypmod) || CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END`;
    checks.push({
      label: `表 ${t.name} 保持不变（列、类型和非空）`,
      sql: `SELECT string_agg(${cols}, ', ' ORDER BY ${this.columnOrder()}) AS "列" FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE ${this.rel('c', t.name, TABLE_KINDS)} AND a.attnum > 0 AND NOT a.attisdropped;`,
    });
  }

  // -- reference pieces --

  private columnDefinition(t: DesignTable, c: DesignColumn) {
    const notNull = c.notNull && !t.primaryKey.some((k) => this.key(k) === this.key(c.name));
    return `${this.newName(c.name)} ${typeText(c.type)}${c.default !== null ? ` DEFAULT ${c.default}` : ''}${notNull ? ' NOT NULL' : ''}`;
  }

  private indexSql(t: DesignTable, columns: readonly string[], unique: boolean) {
    return `CREATE ${unique ? 'UNIQUE ' : ''}INDEX ON ${this.tableSql(t.name)} (${this.columnsSql(t.name, columns)});`;
  }

  private describeColumn(t: DesignTable, c: DesignColumn) {
    const type = parseColumnType(c.type)!;
    const parts = [`<code>${escapeHtml(c.name)}</code> ${escapeHtml(typeText(c.type))}`];
    if (this.effectiveNotNull(t, c) && !type.serial) parts.push('非空');
    if (type.serial) parts.push('自增');
    if (c.default !== null) parts.push(`默认值 <code>${escapeHtml(c.default)}</code>`);
    return parts.join('，');
  }

  private describeFk(fk: DesignForeignKey) {
    const action = fk.onDelete ? `，删除被引用的行时${ON_DELETE_NAMES[fk.onDelete]}` : '';
    return `外键：(${escapeHtml(list(fk.columns))}) 引用 <code>${escapeHtml(fk.refTable)}</code>(${escapeHtml(list(fk.refColumns))})${action}`;
  }

  private describeConstraints(t: DesignTable, items: string[]) {
    for (const u of t.uniques) items.push(`唯一约束：(${escapeHtml(list(u.columns))})`);
    for (const ck of t.checks) items.push(`检查约束：<code>${escapeHtml(oneLine(ck.expression))}</code>`);
    for (const x of t.indexes) items.push(`${x.unique ? '唯一索引' : '索引'}：(${escapeHtml(list(x.columns))})`);
  }

  private createTable(
    t: DesignTable,
    created: Set<string>,
    out: { creates: string[]; addFk: (table: string, sql: string) => void; indexes: string[]; checks: Statement[]; stem: string[] },
  ) {
    const table = this.tableSql(t.name);
    const lines = t.columns.map((c) => this.columnDefinition(t, c));
    if (t.primaryKey.length > 0) lines.push(`PRIMARY KEY (${this.columnsSql(t.name, t.primaryKey)})`);
    for (const u of t.uniques) lines.push(`UNIQUE (${this.columnsSql(t.name, u.columns)})`);
    for (const fk of t.foreignKeys) {
      // a table made later (or in a cycle) is referred to once every table exists
      const ready = this.key(fk.refTable) === this.key(t.name) || created.has(this.key(fk.refTable)) || this.sceneTables.has(this.key(fk.refTable));
      if (ready) lines.push(this.fkSql(t.name, fk));
      else out.addFk(table, this.fkSql(t.name, fk));
    }
    for (const ck of t.checks) lines.push(`CHECK (${ck.expression})`);
    out.creates.push(`CREATE TABLE ${table} (\n  ${lines.join(',\n  ')}\n);`);
    for (const x of t.indexes) out.indexes.push(this.indexSql(t, x.columns, x.unique));
    this.tableChecks(t, undefined, out.checks);

    const items = t.columns.map((c) => this.describeColumn(t, c));
    if (t.primaryKey.length > 0) items.push(`主键：(${escapeHtml(list(t.primaryKey))})`);
    for (const fk of t.foreignKeys) items.push(this.describeFk(fk));
    this.describeConstraints(t, items);
    out.stem.push(`<p>创建表 <code>${escapeHtml(t.name)}</code>：</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`);
  }

  private alterSceneTable(
    t: DesignTable,
    base: SceneTableShape,
    out: {
      dropFks: string[];
      alters: string[];
      addFk: (table: string, sql: string) => void;
      indexes: string[];
      checks: Statement[];
      unchanged: Statement[];
      stem: string[];
    },
  ) {
    const table = quoteIdent(base.name);
    const actions: string[] = [];
    const items: string[] = [];
    const findDesign = (name: string) => t.columns.find((c) => this.key(c.name) === this.key(name));
    const findBase = (name: string) => base.columns.find((c) => this.key(c.name) === this.key(name));

    // foreign keys the design no longer has (or wants with an ON DELETE action) go first, before any key they rely on
    const fkDrops: string[] = [];
    const keptFks: DesignForeignKey[] = [];
    for (const fk of base.foreignKeys) {
      const wanted = t.foreignKeys.find((d) => this.sameFk(d, fk));
      if (wanted && wanted.onDelete === null) {
        keptFks.push(wanted);
        continue;
      }
      // PostgreSQL's default name (the scene describes keys, not their names)
      fkDrops.push(`DROP CONSTRAINT ${quoteIdent(truncateName(`${base.name}_${fk.columns.join('_')}_fkey`))}`);
      if (!wanted) {
        items.push(`删除外键：(${escapeHtml(list(fk.columns))}) 引用 <code>${escapeHtml(fk.refTable)}</code>(${escapeHtml(list(fk.refColumns))})`);
        const pairs = fk.columns.map((c, i) => `${c} -> ${fk.refColumns[i]}`);
        out.checks.push({
          label: `外键 ${t.name}(${list(fk.columns)}) 引用 ${fk.refTable}(${list(fk.refColumns)}) 已删除`,
          sql: `SELECT NOT EXISTS (SELECT FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid WHERE k.contype = 'f' AND ${this.rel('c', t.name, TABLE_KINDS)} AND ${this.rel('r', fk.refTable, TABLE_KINDS)} AND ARRAY(SELECT ${this.nm('a.attname')} || ' -> ' || ${this.nm('b.attname')} FROM unnest(k.conkey, k.confkey) AS p(col, ref) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = p.col JOIN pg_attribute b ON b.attrelid = k.confrelid AND b.attnum = p.ref ORDER BY 1) = ${this.sortedArray(pairs)}) AS "已删除";`,
        });
      }
    }
    if (fkDrops.length > 0) out.dropFks.push(`ALTER TABLE ${table}\n  ${fkDrops.join(',\n  ')};`);

    const pkChanged = !this.sameSet(t.primaryKey, base.primaryKey);
    if (pkChanged && base.primaryKey.length > 0) {
      actions.push(`DROP CONSTRAINT ${quoteIdent(truncateName(`${base.name}_pkey`))}`);
      if (t.primaryKey.length === 0) items.push('删除主键');
    }
    for (const c of base.columns) {
      if (findDesign(c.name)) continue;
      actions.push(`DROP COLUMN ${quoteIdent(c.name)}`);
      items.push(`删除列 <code>${escapeHtml(c.name)}</code>`);
    }
    const newPk = pkChanged ? t.primaryKey : [];
    for (const c of t.columns) {
      const old = findBase(c.name);
      const type = parseColumnType(c.type)!;
      if (!old) {
        actions.push(`ADD COLUMN ${this.columnDefinition(t, c)}`);
        items.push(`新增列 ${this.describeColumn(t, c)}`);
        if (c.notNull && c.default === null && !type.serial && (base.rowCount ?? 0) > 0) {
          this.warnings.push(`表 ${base.name} 已有 ${base.rowCount} 行数据，新增的非空列 ${c.name} 没有默认值，参考答案会执行失败：请给它默认值，或不设非空`);
        }
        continue;
      }
      const column = quoteIdent(old.name);
      const before = parseColumnType(old.type);
      if (!before || before.canonical !== type.canonical || type.serial) {
        if (type.serial) throw new DesignError(`表 ${base.name} 已有的列 ${old.name} 不能改为自增类型 ${c.type}：请新增一列，或用序列作默认值`);
        actions.push(`ALTER COLUMN ${column} TYPE ${typeText(c.type)} USING ${column}::${typeText(c.type)}`);
        items.push(`把列 <code>${escapeHtml(old.name)}</code> 的类型改为 ${escapeHtml(typeText(c.type))}`);
      }
      const inNewPk = newPk.some((k) => this.key(k) === this.key(c.name));
      const wantNotNull = this.effectiveNotNull(t, c);
      if (wantNotNull && !old.notNull && !inNewPk) {
        actions.push(`ALTER COLUMN ${column} SET NOT NULL`);
        items.push(`列 <code>${escapeHtml(old.name)}</code> 设为非空`);
      } else if (!wantNotNull && old.notNull) {
        actions.push(`ALTER COLUMN ${column} DROP NOT NULL`);
        items.push(`列 <code>${escapeHtml(old.name)}</code> 允许为空`);
      }
      if (c.default !== null) {
        actions.push(`ALTER COLUMN ${column} SET DEFAULT ${c.default}`);
        items.push(`列 <code>${escapeHtml(old.name)}</code> 的默认值设为 <code>${escapeHtml(c.default)}</code>`);
      }
    }
    if (pkChanged && t.primaryKey.length > 0) {
      actions.push(`ADD PRIMARY KEY (${this.columnsSql(t.name, t.primaryKey)})`);
      items.push(`${base.primaryKey.length > 0 ? '主键改为' : '添加主键'}：(${escapeHtml(list(t.primaryKey))})`);
    }
    for (const u of t.uniques) actions.push(`ADD UNIQUE (${this.columnsSql(t.name, u.columns)})`);
    for (const ck of t.checks) actions.push(`ADD CHECK (${ck.expression})`);
    for (const fk of t.foreignKeys) {
      if (keptFks.includes(fk)) continue;
      out.addFk(table, this.fkSql(t.name, fk));
      items.push(`添加${this.describeFk(fk)}`);
    }
    for (const x of t.indexes) out.indexes.push(this.indexSql(t, x.columns, x.unique));
    const constraintItems: string[] = [];
    this.describeConstraints(t, constraintItems);
    items.push(...constraintItems.map((i) => `添加${i}`));

    const changed = actions.length > 0 || fkDrops.length > 0 || items.length > 0;
    if (actions.length > 0) out.alters.push(`ALTER TABLE ${table}\n  ${actions.join(',\n  ')};`);
    if (!changed) return this.unchangedCheck(t, out.unchanged);
    this.tableChecks(t, base, out.checks);
    out.stem.push(`<p>修改表 <code>${escapeHtml(base.name)}</code>：</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`);
  }
}

const TABLE_KINDS = "'r', 'p'";

/** A name cut to PostgreSQL's 63 bytes, as it cuts the names it makes (whole characters). */
function truncateName(name: string): string {
  const bytes = new TextEncoder();
  let out = name;
  while (bytes.encode(out).length > 63) out = out.slice(0, -1);
  return out;
}
