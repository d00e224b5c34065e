// The foreign keys of a scene as a small diagram: per key, the referring table and its columns in a box, an arrow, and
// the table and columns it refers to in another box. Plain CSS and a few lines of SVG.
import { TableOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { SceneTable } from '@contract/scene';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/scene';

const MONO = 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, Courier, monospace';

export type Relation = { from: string; columns: string[]; to: string; refColumns: string[] };

/** Every foreign key of the tables, in table order. */
export const relationsOf = (tables: readonly SceneTable[]): Relation[] =>
  tables.flatMap((t) => t.foreignKeys.map((k) => ({ from: t.name, columns: k.columns, to: k.refTable, refColumns: k.refColumns })));

/** `orders.customer_id`, or `order_items(sku, variant)` for a key of several columns. */
export const endText = (table: string, columns: readonly string[]) => (columns.length === 1 ? `${table}.${columns[0]}` : `${table}(${columns.join(', ')})`);

function Box({ table, columns }: { table: string; columns: readonly string[] }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        flex: '1 1 0',
        minWidth: 0,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorBgContainer,
        overflow: 'hidden',
      }}
    >
      <div
        style={{
          padding: '2px 8px',
          background: token.colorFillQuaternary,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          fontWeight: 600,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        <TableOutlined style={{ color: token.colorTextTertiary, marginRight: 4 }} />
        {table}
      </div>
      <div style={{ padding: '2px 8px', fontFamily: MONO, fontSize: 12, color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>{columns.join(', ')}</div>
    </div>
  );
}

function Arrow() {
  const { token } = theme.useToken();
  return (
    <svg width="40" height="12" viewBox="0 0 40 12" aria-hidden="true" style={{ flex: '0 0 40px', margin: '0 4px' }}>
      <line x1="1" y1="6" x2="31" y2="6" stroke={token.colorPrimary} strokeWidth="1.5" />
      <circle cx="2.5" cy="6" r="2.5" fill={token.colorPrimary} />
      <path d="M30 1 L39 6 L30 11 Z" fill={token.colorPrimary} />
    </svg>
  );
}

export default function Relations({ tables }: { tables: readonly SceneTable[] }) {
  const t = useT();
  const relations = relationsOf(tables);
  if (relations.length === 0) return null;
  return (
    <ul data-testid="scene-schema-relations" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
      {relations.map((r, i) => (
        <li
          key={i}
          data-testid="scene-schema-relation"
          aria-label={t('scene.schema.relation', { from: endText(r.from, r.columns), to: endText(r.to, r.refColumns) })}
          style={{ display: 'flex', alignItems: 'center', fontSize: 13 }}
        >
          <Box table={r.from} columns={r.columns} />
          <Arrow />
          <Box table={r.to} columns={r.refColumns} />
        </li>
      ))}
    </ul>
  );
}
