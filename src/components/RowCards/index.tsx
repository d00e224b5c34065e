// A table's rows as cards, for a phone: the same columns (their titles and renders), laid out down the card rather
// than across a table that would have to scroll sideways. The first column heads the card, the `corner` column (a
// status) stands at its top right, the `action` column (the way in) at its foot, every other one is a line of
// "title  value". The renders keep their test ids, so a page reads the same on a phone and on a wide screen.
import { List, Typography, theme } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { columnName } from '@/utils/phone-columns';

type Props<T> = {
  rows: T[];
  rowKey: keyof T & string;
  columns: ColumnsType<T>;
  /** the column (key or dataIndex) shown at the card's top right */
  corner?: string;
  /** the column (key or dataIndex) shown at the card's foot */
  action?: string;
  loading?: boolean;
  /** a row shown faded (not open yet) */
  faded?: (row: T) => boolean;
  pageSize?: number;
  'data-testid'?: string;
};

function cell<T>(col: ColumnType<T> | undefined, row: T, index: number): ReactNode {
  if (!col) return null;
  const value = typeof col.dataIndex === 'string' ? (row as Record<string, unknown>)[col.dataIndex] : undefined;
  return col.render ? (col.render(value, row, index) as ReactNode) : (value as ReactNode);
}

export default function RowCards<T>({ rows, rowKey, columns, corner, action, loading, faded, pageSize = 10, 'data-testid': testId }: Props<T>) {
  const { token } = theme.useToken();
  const cols = columns as ColumnType<T>[];
  const [head, ...rest] = cols;
  const cornerCol = cols.find((c) => corner !== undefined && columnName(c) === corner);
  const actionCol = cols.find((c) => action !== undefined && columnName(c) === action);
  const lines = rest.filter((c) => c !== cornerCol && c !== actionCol);
  return (
    <List<T>
      data-testid={testId}
      loading={loading}
      dataSource={rows}
      rowKey={(row) => String(row[rowKey])}
      split={false}
      pagination={rows.length > pageSize ? { pageSize, size: 'small', align: 'center', showSizeChanger: false } : false}
      renderItem={(row, index) => (
        <List.Item style={{ padding: '0 0 12px', display: 'block' }}>
          <div
            data-testid="row-card"
            style={{
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              padding: 12,
              background: token.colorBgContainer,
              opacity: faded?.(row) ? 0.6 : undefined,
            }}
          >
            <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 8 }}>
              <div style={{ minWidth: 0, flex: 1 }}>{cell(head, row, index)}</div>
              {cornerCol && <div style={{ flexShrink: 0, maxWidth: '50%', textAlign: 'right' }}>{cell(cornerCol, row, index)}</div>}
            </div>
            {lines.length > 0 && (
              <div style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 12, rowGap: 4, marginTop: 8, fontSize: 13 }}>
                {lines.map((c) => (
                  <div key={columnName(c)} style={{ display: 'contents' }}>
                    <Typography.Text type="secondary" style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
                      {typeof c.title === 'function' ? null : c.title}
                    </Typography.Text>
                    <div style={{ minWidth: 0 }}>{cell(c, row, index)}</div>
                  </div>
                ))}
              </div>
            )}
            {actionCol && <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>{cell(actionCol, row, index)}</div>}
          </div>
        </List.Item>
      )}
    />
  );
}
