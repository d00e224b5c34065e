// A list of rows as the student's lists show them: a table on a wide screen, the same columns as cards on a phone
// (RowCards), ten to a page either way; a faded row (not open yet) is dimmed in both.
import { Table } from 'antd';
import { usePhone } from '@/hooks/use-phone';
import RowCards from './index';

type Props<T> = Parameters<typeof RowCards<T>>[0] & {
  /** the table's width below which it scrolls sideways */
  scrollX: number;
};

export default function CardsOrTable<T extends object>({ scrollX, ...cards }: Props<T>) {
  const phone = usePhone();
  if (phone) return <RowCards<T> {...cards} />;
  const { rowKey, columns, rows, loading, faded, 'data-testid': testId } = cards;
  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      onRow={(row) => (faded?.(row) ? { style: { opacity: 0.6 } } : {})}
      scroll={{ x: scrollX }}
      data-testid={testId}
    />
  );
}
