// One table of a scene: its name and size, each column with its type and keys (主键, 外键 → the column it refers to,
// 非空), and its first rows on demand.
import { DownOutlined, KeyOutlined, RightOutlined, TableOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Tag, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import type { SceneColumn, SceneTable } from '@contract/scene';
import { useT } from '@/components/Locale';
import { RowsTable } from '@/components/ResultSetTable';
import '@/locales/zh-CN/scene';

const MONO = 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, Courier, monospace';
const TAG = { marginInlineEnd: 0, fontSize: 12, lineHeight: '18px', paddingInline: 5 };
/** the first rows in a narrow panel: smaller cells than a result's */
const COMPACT_ROWS = { components: { Table: { cellFontSizeSM: 12, cellPaddingBlockSM: 4, cellPaddingInlineSM: 6 } } };

/** The columns a column refers to through the table's foreign keys (`student.sno`), paired by position in the key. */
export const referencesOf = (table: SceneTable, column: string): string[] =>
  table.foreignKeys.flatMap((k) => k.columns.flatMap((c, i) => (c === column ? [`${k.refTable}.${k.refColumns[i] ?? ''}`] : [])));

function ColumnRow({ table, column }: { table: SceneTable; column: SceneColumn }) {
  const t = useT();
  const { token } = theme.useToken();
  const primary = table.primaryKey.includes(column.name);
  const references = referencesOf(table, column.name);
  return (
    <li
      data-testid="scene-schema-column"
      data-name={column.name}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '2px 6px',
        padding: '3px 0',
        borderBottom: `1px dashed ${token.colorBorderSecondary}`,
      }}
    >
      <span style={{ width: 14, flex: '0 0 14px', color: token.colorWarning }} aria-hidden="true">
        {primary && <KeyOutlined />}
      </span>
      <span style={{ fontFamily: MONO, fontWeight: primary ? 600 : 500, color: token.colorText, overflowWrap: 'anywhere' }}>{column.name}</span>
      <span style={{ fontFamily: MONO, fontSize: 12, color: token.colorTextTertiary, overflowWrap: 'anywhere' }}>{column.type}</span>
      <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, marginInlineStart: 'auto' }}>
        {primary && (
          <Tag color="gold" bordered={false} style={TAG}>
            {t('scene.schema.primaryKey')}
          </Tag>
        )}
        {references.map((target) => (
          <Tag key={target} color="blue" bordered={false} style={TAG} data-testid="scene-schema-fk">
            {t('scene.schema.foreignKey', { target })}
          </Tag>
        ))}
        {column.notNull && !primary && (
          <Tag bordered={false} style={TAG}>
            {t('scene.schema.notNull')}
          </Tag>
        )}
      </span>
    </li>
  );
}

export default function TableSchema({ table }: { table: SceneTable }) {
  const t = useT();
  const { token } = theme.useToken();
  const [rowsShown, setRowsShown] = useState(false);
  const rowsId = useId();
  return (
    <section
      data-testid="scene-schema-table"
      data-name={table.name}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, background: token.colorBgContainer }}
    >
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: '0 8px',
          padding: '6px 10px',
          background: token.colorFillQuaternary,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: `${token.borderRadius}px ${token.borderRadius}px 0 0`,
        }}
      >
        <Typography.Text strong style={{ fontFamily: MONO }}>
          <TableOutlined style={{ color: token.colorPrimary, marginRight: 6 }} />
          {table.name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('scene.table.columns', { count: table.columns.length })} · {t('scene.table.rows', { count: table.rowCount })}
        </Typography.Text>
      </header>
      <ul style={{ listStyle: 'none', margin: 0, padding: '2px 10px 4px' }} aria-label={t('scene.schema.columns.label', { table: table.name })}>
        {table.columns.map((c) => (
          <ColumnRow key={c.name} table={table} column={c} />
        ))}
      </ul>
      <div style={{ padding: '0 10px 8px' }}>
        {table.sampleRows.length === 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('scene.schema.noRows')}
          </Typography.Text>
        ) : (
          <>
            <Button
              type="link"
              size="small"
              style={{ padding: 0, fontSize: 12 }}
              icon={rowsShown ? <DownOutlined /> : <RightOutlined />}
              aria-expanded={rowsShown}
              aria-controls={rowsId}
              onClick={() => setRowsShown((v) => !v)}
              data-testid="scene-schema-rows-toggle"
            >
              {table.rowCount > table.sampleRows.length
                ? t('scene.schema.sample', { shown: table.sampleRows.length, count: table.rowCount })
                : t('scene.schema.sample.all', { count: table.rowCount })}
            </Button>
            {rowsShown && (
              <div id={rowsId} data-testid="scene-schema-rows" style={{ marginTop: 4 }}>
                <ConfigProvider theme={COMPACT_ROWS}>
                  <RowsTable columns={table.columns} rows={table.sampleRows} />
                </ConfigProvider>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
