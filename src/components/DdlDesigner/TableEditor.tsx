// One table of the expected structure: its name, columns (name, type, NOT NULL, default), primary key, unique
// constraints, foreign keys, checks and indexes. Every change hands the whole table up; the designer checks it.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type DesignTable, ON_DELETE_ACTIONS, ON_DELETE_NAMES, type OnDeleteAction } from '@contract/ddl-design';
import { useT } from '@/components/Locale';
import { blankColumn, columnsNamedIn, TYPE_SUGGESTIONS } from './draft';
import '@/locales/zh-CN/ddl-designer';

type Props = {
  table: DesignTable;
  /** every table of the design, for the tables a foreign key may refer to */
  tables: readonly DesignTable[];
  /** one of the scene's tables (altered in place) rather than a new one */
  fromScene: boolean;
  onChange: (table: DesignTable) => void;
  /** out of the design: a new table is forgotten, a scene table dropped */
  onRemove: () => void;
};

const TYPE_LIST_ID = 'ddl-designer-types';

const replaced = <T,>(list: readonly T[], at: number, item: T) => list.map((x, i) => (i === at ? item : x));
const without = <T,>(list: readonly T[], at: number) => list.filter((_, i) => i !== at);

function Section({ title, children, onAdd, addText, testId }: { title: string; children: ReactNode; onAdd?: () => void; addText?: string; testId: string }) {
  return (
    <div style={{ marginTop: 16 }} data-testid={testId}>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text strong>{title}</Typography.Text>
        {onAdd && (
          <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={onAdd} data-testid={`${testId}-add`}>
            {addText}
          </Button>
        )}
      </Space>
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        {children}
      </Space>
    </div>
  );
}

function ColumnSelect({
  value,
  onChange,
  columns,
  label,
  testId,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  columns: readonly string[];
  label: string;
  testId: string;
}) {
  return (
    <Select<string[]>
      mode="multiple"
      showSearch
      value={value}
      onChange={onChange}
      options={columns.filter(Boolean).map((c) => ({ value: c, label: c }))}
      placeholder={label}
      aria-label={label}
      style={{ minWidth: 200 }}
      data-testid={testId}
    />
  );
}

export default function TableEditor({ table, tables, fromScene, onChange, onRemove }: Props) {
  const t = useT();
  const set = (change: Partial<DesignTable>) => onChange({ ...table, ...change });
  const columnNames = table.columns.map((c) => c.name);
  const inKey = (name: string) => table.primaryKey.some((k) => k.toLowerCase() === name.toLowerCase());
  const columnsOf = (name: string) => tables.find((x) => x.name.toLowerCase() === name.toLowerCase())?.columns.map((c) => c.name) ?? [];
  const remove = (label: string, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={label} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );

  return (
    <div data-testid="ddl-table">
      <Space wrap>
        <Input
          prefix={<Typography.Text type="secondary">{t('ddlDesigner.table.name')}</Typography.Text>}
          value={table.name}
          onChange={(e) => set({ name: e.target.value })}
          aria-label={t('ddlDesigner.table.name')}
          style={{ width: 280 }}
          data-testid="ddl-table-name"
        />
        <Tag color={fromScene ? 'blue' : 'green'}>{t(fromScene ? 'ddlDesigner.table.scene' : 'ddlDesigner.table.new')}</Tag>
        <Button danger icon={<DeleteOutlined />} onClick={onRemove} data-testid="ddl-table-remove">
          {t('ddlDesigner.table.remove')}
        </Button>
      </Space>

      {/* the browser's own suggestions: a plain text field keeps what was typed whatever key is pressed */}
      <datalist id={TYPE_LIST_ID}>
        {TYPE_SUGGESTIONS.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
      <Section
        title={t('ddlDesigner.columns')}
        onAdd={() => set({ columns: [...table.columns, blankColumn()] })}
        addText={t('ddlDesigner.column.add')}
        testId="ddl-columns"
      >
        {table.columns.map((c, j) => {
          const key = inKey(c.name);
          const setColumn = (change: Partial<typeof c>) => set({ columns: replaced(table.columns, j, { ...c, ...change }) });
          return (
            <Space key={j} wrap data-testid="ddl-column">
              <Input
                value={c.name}
                onChange={(e) => setColumn({ name: e.target.value })}
                placeholder={t('ddlDesigner.column.name')}
                aria-label={`${t('ddlDesigner.column.name')} ${j + 1}`}
                style={{ width: 150 }}
                data-testid="ddl-column-name"
              />
              <Input
                value={c.type}
                onChange={(e) => setColumn({ type: e.target.value })}
                list={TYPE_LIST_ID}
                placeholder={t('ddlDesigner.column.type')}
                aria-label={`${t('ddlDesigner.column.type')} ${j + 1}`}
                style={{ width: 190 }}
                data-testid="ddl-column-type"
              />
              <Tooltip title={key ? t('ddlDesigner.column.notNull.pk') : undefined}>
                <Checkbox checked={c.notNull || key} disabled={key} onChange={(e) => setColumn({ notNull: e.target.checked })} data-testid="ddl-column-notnull">
                  {t('ddlDesigner.column.notNull')}
                </Checkbox>
              </Tooltip>
              <Input
                value={c.default ?? ''}
                onChange={(e) => setColumn({ default: e.target.value.trim() ? e.target.value : null })}
                prefix={<Typography.Text type="secondary">{t('ddlDesigner.column.default')}</Typography.Text>}
                placeholder={t('ddlDesigner.column.default.placeholder')}
                aria-label={`${t('ddlDesigner.column.default')} ${j + 1}`}
                style={{ width: 200 }}
                data-testid="ddl-column-default"
              />
              {remove(t('ddlDesigner.column.remove', { name: c.name || j + 1 }), () => set({ columns: without(table.columns, j) }), 'ddl-column-remove')}
            </Space>
          );
        })}
      </Section>

      <Section title={t('ddlDesigner.primaryKey')} testId="ddl-primary-key">
        <ColumnSelect
          value={table.primaryKey}
          onChange={(primaryKey) => set({ primaryKey })}
          columns={columnNames}
          label={t('ddlDesigner.primaryKey.placeholder')}
          testId="ddl-primary-key-columns"
        />
      </Section>

      <Section
        title={t('ddlDesigner.uniques')}
        onAdd={() => set({ uniques: [...table.uniques, { columns: [] }] })}
        addText={t('ddlDesigner.unique.add')}
        testId="ddl-uniques"
      >
        {table.uniques.map((u, j) => (
          <Space key={j} wrap>
            <ColumnSelect
              value={u.columns}
              onChange={(columns) => set({ uniques: replaced(table.uniques, j, { columns }) })}
              columns={columnNames}
              label={t('ddlDesigner.columnsOf')}
              testId="ddl-unique-columns"
            />
            {remove(t('ddlDesigner.remove'), () => set({ uniques: without(table.uniques, j) }), 'ddl-unique-remove')}
          </Space>
        ))}
      </Section>

      <Section
        title={t('ddlDesigner.foreignKeys')}
        onAdd={() => set({ foreignKeys: [...table.foreignKeys, { columns: [], refTable: '', refColumns: [], onDelete: null }] })}
        addText={t('ddlDesigner.foreignKey.add')}
        testId="ddl-foreign-keys"
      >
        {table.foreignKeys.map((fk, j) => {
          const setFk = (change: Partial<typeof fk>) => set({ foreignKeys: replaced(table.foreignKeys, j, { ...fk, ...change }) });
          return (
            <Space key={j} wrap data-testid="ddl-foreign-key">
              <ColumnSelect
                value={fk.columns}
                onChange={(columns) => setFk({ columns })}
                columns={columnNames}
                label={t('ddlDesigner.foreignKey.columns')}
                testId="ddl-fk-columns"
              />
              <Typography.Text>{t('ddlDesigner.foreignKey.references')}</Typography.Text>
              <Select<string>
                showSearch
                value={fk.refTable || undefined}
                onChange={(refTable) => {
                  // the key of the table referred to, when it has one, is what a foreign key usually refers to
                  const target = tables.find((x) => x.name === refTable);
                  setFk({ refTable, refColumns: target && target.primaryKey.length === fk.columns.length ? [...target.primaryKey] : [] });
                }}
                options={tables.filter((x) => x.name).map((x) => ({ value: x.name, label: x.name }))}
                placeholder={t('ddlDesigner.foreignKey.refTable')}
                aria-label={t('ddlDesigner.foreignKey.refTable')}
                style={{ width: 150 }}
                data-testid="ddl-fk-table"
              />
              <ColumnSelect
                value={fk.refColumns}
                onChange={(refColumns) => setFk({ refColumns })}
                columns={columnsOf(fk.refTable)}
                label={t('ddlDesigner.foreignKey.refColumns')}
                testId="ddl-fk-ref-columns"
              />
              <Select<OnDeleteAction | null>
                allowClear
                value={fk.onDelete ?? undefined}
                onChange={(v) => setFk({ onDelete: v ?? null })}
                options={ON_DELETE_ACTIONS.map((a) => ({ value: a, label: t('ddlDesigner.foreignKey.onDeleteIs', { action: ON_DELETE_NAMES[a] }) }))}
                placeholder={t('ddlDesigner.foreignKey.onDelete')}
                aria-label={t('ddlDesigner.foreignKey.onDelete')}
                style={{ width: 190 }}
              />
              {remove(t('ddlDesigner.remove'), () => set({ foreignKeys: without(table.foreignKeys, j) }), 'ddl-fk-remove')}
            </Space>
          );
        })}
      </Section>

      <Section
        title={t('ddlDesigner.checks')}
        onAdd={() => set({ checks: [...table.checks, { expression: '', columns: [] }] })}
        addText={t('ddlDesigner.check.add')}
        testId="ddl-checks"
      >
        {table.checks.map((ck, j) => {
          const setCheck = (change: Partial<typeof ck>) => set({ checks: replaced(table.checks, j, { ...ck, ...change }) });
          return (
            <Space key={j} wrap>
              <Input
                value={ck.expression}
                onChange={(e) => setCheck({ expression: e.target.value })}
                // the columns it names, unless the author chose them
                onBlur={() => ck.columns.length === 0 && setCheck({ columns: columnsNamedIn(ck.expression, columnNames) })}
                placeholder={t('ddlDesigner.check.expression')}
                aria-label={t('ddlDesigner.check.expression')}
                style={{ width: 300 }}
                data-testid="ddl-check-expression"
              />
              <ColumnSelect
                value={ck.columns}
                onChange={(columns) => setCheck({ columns })}
                columns={columnNames}
                label={t('ddlDesigner.check.columns')}
                testId="ddl-check-columns"
              />
              {remove(t('ddlDesigner.remove'), () => set({ checks: without(table.checks, j) }), 'ddl-check-remove')}
            </Space>
          );
        })}
      </Section>

      <Section
        title={t('ddlDesigner.indexes')}
        onAdd={() => set({ indexes: [...table.indexes, { columns: [], unique: false }] })}
        addText={t('ddlDesigner.index.add')}
        testId="ddl-indexes"
      >
        {table.indexes.map((x, j) => (
          <Space key={j} wrap>
            <ColumnSelect
              value={x.columns}
              onChange={(columns) => set({ indexes: replaced(table.indexes, j, { ...x, columns }) })}
              columns={columnNames}
              label={t('ddlDesigner.index.columns')}
              testId="ddl-index-columns"
            />
            <Checkbox checked={x.unique} onChange={(e) => set({ indexes: replaced(table.indexes, j, { ...x, unique: e.target.checked }) })}>
              {t('ddlDesigner.index.unique')}
            </Checkbox>
            {remove(t('ddlDesigner.remove'), () => set({ indexes: without(table.indexes, j) }), 'ddl-index-remove')}
          </Space>
        ))}
      </Section>
    </div>
  );
}
