// The designer's state and what it makes of it: the design as typed (the contract's SchemaDesign shape, maybe invalid),
// checked by the contract and, once valid, turned into SQL by the contract's generator, exactly as the server will
// take it. Pure, for the component and its tests.
import { type DesignColumn, type DesignTable, IDENTIFIER, SchemaDesign } from '@contract/ddl-design';
import { DesignError, type GeneratedDdl, generateDdl, type SceneTableShape } from '@contract/ddl-generate';

/** A problem of the design: where it is, in words ("表 enroll › 外键 1"), and what. */
export type DesignIssue = { where: string; message: string };

export type Analysis = {
  issues: DesignIssue[];
  /** the design as the contract reads it, once it has no issue */
  design?: SchemaDesign;
  generated?: GeneratedDdl;
};

/** Types offered while typing one (any PostgreSQL type the contract takes may be typed). */
export const TYPE_SUGGESTIONS = [
  'int',
  'bigint',
  'smallint',
  'serial',
  'numeric(5,1)',
  'numeric(10,2)',
  'varchar(20)',
  'varchar(50)',
  'char(4)',
  'char(9)',
  'text',
  'date',
  'timestamp',
  'boolean',
];

export const blankColumn = (): DesignColumn => ({ name: '', type: 'int', notNull: false, default: null });

/** A new table named `base`, `base_2` … so that it clashes with none. */
export function blankTable(taken: readonly string[], base: string): DesignTable {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  let name = base;
  for (let i = 2; used.has(name.toLowerCase()); i++) name = `${base}_${i}`;
  return {
    name,
    columns: [{ name: 'id', type: 'int', notNull: false, default: null }],
    primaryKey: ['id'],
    uniques: [],
    foreignKeys: [],
    checks: [],
    indexes: [],
  };
}

/** The columns a check's condition names (words equal to a column's name), to fill 涉及的列 for the author. */
export function columnsNamedIn(expression: string, columns: readonly string[]): string[] {
  const words = new Set((expression.replace(/'(?:[^']|'')*'/g, ' ').match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).map((w) => w.toLowerCase()));
  return columns.filter((c) => IDENTIFIER.test(c) && words.has(c.toLowerCase()));
}

const SECTION_NAMES: Record<string, string> = {
  columns: '列',
  uniques: '唯一约束',
  foreignKeys: '外键',
  checks: '检查约束',
  indexes: '索引',
  sequences: '序列',
  views: '视图',
};

/** Where an issue of the contract is, in the author's words, from its path in the design. */
export function whereOf(design: SchemaDesign, path: readonly PropertyKey[]): string {
  const [head, index, section, item] = path;
  if (head === 'tables' && typeof index === 'number') {
    const table = design.tables[index];
    const name = `表 ${table?.name || index + 1}`;
    if (typeof section !== 'string' || !(section in SECTION_NAMES)) return name;
    const label =
      section === 'columns' && typeof item === 'number' && table?.columns[item]?.name
        ? `列 ${table.columns[item].name}`
        : `${SECTION_NAMES[section]}${typeof item === 'number' ? ` ${item + 1}` : ''}`;
    return `${name} › ${label}`;
  }
  if ((head === 'sequences' || head === 'views') && typeof index === 'number') {
    const named = head === 'sequences' ? design.sequences[index]?.name : design.views[index]?.name;
    return `${SECTION_NAMES[head]} ${named || index + 1}`;
  }
  return '';
}

/** The design's issues (the contract's), or its reference answer, verification SQL and draft stem on the scene. */
export function analyse(scene: readonly SceneTableShape[], draft: SchemaDesign): Analysis {
  const parsed = SchemaDesign.safeParse(draft);
  if (!parsed.success) return { issues: parsed.error.issues.map((i) => ({ where: whereOf(draft, i.path), message: i.message })) };
  try {
    return { issues: [], design: parsed.data, generated: generateDdl(scene, parsed.data) };
  } catch (e) {
    if (e instanceof DesignError) return { issues: [{ where: '', message: e.message }] };
    throw e;
  }
}

/** Scene tables the design drops (so the author can bring one back). */
export function droppedTables(scene: readonly SceneTableShape[], design: SchemaDesign): SceneTableShape[] {
  const key = (n: string) => (design.ignoreCase ? n.toLowerCase() : n);
  const kept = new Set(design.tables.map((t) => key(t.name)));
  return scene.filter((t) => !kept.has(key(t.name)));
}

/** Whether a table of the design is one of the scene's (altered in place) rather than a new one. */
export function isSceneTable(scene: readonly SceneTableShape[], design: SchemaDesign, name: string): boolean {
  const key = (n: string) => (design.ignoreCase ? n.toLowerCase() : n);
  return scene.some((t) => key(t.name) === key(name));
}
