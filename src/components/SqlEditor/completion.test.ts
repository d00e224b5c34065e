import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { PostgreSQL, schemaCompletionSource, sql } from '@codemirror/lang-sql';
import { EditorState } from '@uiw/react-codemirror';
import { completionSchema, identifier } from './completion';
import type { CompletionTable } from './types';

const TABLES: CompletionTable[] = [
  {
    name: 'student',
    columns: [
      { name: 'sno', type: 'character(9)' },
      { name: 'sname', type: 'character varying(20)' },
    ],
  },
  {
    name: 'sc',
    columns: [
      { name: 'sno', type: 'character(9)' },
      { name: 'cno', type: 'character(4)' },
      { name: 'grade', type: 'smallint' },
    ],
  },
  { name: 'Order Items', columns: [{ name: '数量', type: 'integer' }] },
];

describe('the completion schema of a scene’s tables', () => {
  it('has each table with its columns and types, and each column name once at the top level', () => {
    expect(completionSchema(TABLES)).toEqual({
      student: {
        self: { label: 'student', type: 'type', boost: 1 },
        children: [
          { label: 'sno', type: 'property', detail: 'character(9)' },
          { label: 'sname', type: 'property', detail: 'character varying(20)' },
        ],
      },
      sc: {
        self: { label: 'sc', type: 'type', boost: 1 },
        children: [
          { label: 'sno', type: 'property', detail: 'character(9)' },
          { label: 'cno', type: 'property', detail: 'character(4)' },
          { label: 'grade', type: 'property', detail: 'smallint' },
        ],
      },
      'Order Items': {
        self: { label: 'Order Items', type: 'type', apply: '"Order Items"', boost: 1 },
        children: [{ label: '数量', type: 'property', detail: 'integer' }],
      },
      sno: { self: { label: 'sno', type: 'property', detail: 'student, sc' }, children: [] },
      sname: { self: { label: 'sname', type: 'property', detail: 'student' }, children: [] },
      cno: { self: { label: 'cno', type: 'property', detail: 'sc' }, children: [] },
      grade: { self: { label: 'grade', type: 'property', detail: 'sc' }, children: [] },
      数量: { self: { label: '数量', type: 'property', detail: 'Order Items' }, children: [] },
    });
  });

  it('quotes names PostgreSQL would read otherwise, escapes dots, and lets a table win over a column of its name', () => {
    expect(['sno', '学号', 'Sno', 'order items', 'a"b', '1st'].map(identifier)).toEqual(['sno', '学号', '"Sno"', '"order items"', '"a""b"', '"1st"']);
    const schema = completionSchema([
      { name: 'course', columns: [{ name: 'course', type: 'text' }] },
      { name: 'v1.2', columns: [] },
    ]) as Record<string, unknown>;
    expect(Object.keys(schema)).toEqual(['course', 'v1\\.2']);
    expect(schema.course).toMatchObject({ self: { type: 'type' } });
    expect(completionSchema([])).toEqual({});
  });
});

/** The options lang-sql offers with the schema at the end of `doc` (an explicit request, as Ctrl+Space). */
function complete(doc: string): string[] {
  const config = { dialect: PostgreSQL, schema: completionSchema(TABLES) };
  const state = EditorState.create({ doc, extensions: sql(config) });
  const result = schemaCompletionSource(config)(new CompletionContext(state, doc.length, true)) as CompletionResult | null;
  return (result?.options ?? []).map((o) => o.apply?.toString() ?? o.label);
}

describe('completing with it in the editor', () => {
  it('offers tables and every column name at the top level', () => {
    const top = complete('SELECT * FROM s');
    expect(top).toEqual(expect.arrayContaining(['student', 'sc', '"Order Items"', 'sno', 'sname', 'grade']));
    expect(top.filter((o) => o === 'sno')).toHaveLength(1);
  });

  it('offers a table’s own columns after its name or alias and a dot', () => {
    expect(complete('SELECT student.').sort()).toEqual(['sname', 'sno']);
    expect(complete('SELECT x.cno FROM sc x WHERE x.').sort()).toEqual(['cno', 'grade', 'sno']);
    expect(complete('SELECT sno.')).toEqual([]);
  });
});
