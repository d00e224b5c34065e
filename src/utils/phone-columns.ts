// Tables on a phone: the columns a student needs there, the others left out, so the table fits the screen's width
// instead of scrolling sideways.
import type { TableColumnsType } from 'antd';

/** A column's name: its key, else its dataIndex when that is one field. */
export const columnName = (column: { key?: unknown; dataIndex?: unknown }): string | undefined => {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  return typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
};

/** `columns` without those named in `left` (by key or dataIndex). */
export function withoutColumns<T>(columns: TableColumnsType<T>, left: readonly string[]): TableColumnsType<T> {
  return columns.filter((c) => {
    const name = columnName(c as { key?: unknown; dataIndex?: unknown });
    return name === undefined || !left.includes(name);
  });
}
