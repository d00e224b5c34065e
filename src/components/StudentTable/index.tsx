// A class's students in one table, the whole class from one answer: the page's filters above it, a search by account
// or name, paging, its own reload, and an empty text that tells an empty class from filters matching nobody. The
// columns and the filtering are the page's (a homework's submissions, an exam's attempts).
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Empty, Input } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/homework-review';

export const byText = (a: string, b: string) => a.localeCompare(b, 'zh-CN');
export const byTime = (a: string | null, b: string | null) => (a ? Date.parse(a) : 0) - (b ? Date.parse(b) : 0);

type Props<T> = {
  rowKey: keyof T & string;
  columns: ProColumns<T>[];
  /** the rows the filters left */
  rows: T[];
  loading?: boolean;
  onReload?: () => void;
  /** the filters, left of the title bar */
  filters: ReactNode;
  keyword: string;
  onKeyword: (keyword: string) => void;
  /** some filter is on: nobody shown means nobody matched */
  filtered: boolean;
  /** more buttons right of the search (导出 …) */
  toolbar?: ReactNode;
  /** when the class has nobody; 这个班级还没有学生 when absent */
  emptyText?: string;
  scrollX?: number;
};

export default function StudentTable<T extends Record<string, unknown>>(props: Props<T>) {
  const { rowKey, columns, rows, loading, onReload, filters, keyword, onKeyword, filtered, toolbar, emptyText, scrollX = 1100 } = props;
  const t = useT();
  return (
    <ProTable<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={loading}
      search={false}
      scroll={{ x: scrollX }}
      options={{ density: false, setting: false, reload: onReload ? () => onReload() : false }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (total) => t('homeworkReview.list.total', { total }) }}
      headerTitle={filters}
      toolBarRender={() => [
        <Input.Search
          key="search"
          allowClear
          placeholder={t('homeworkReview.list.filter.keyword')}
          aria-label={t('homeworkReview.list.filter.keyword')}
          value={keyword}
          onChange={(e) => onKeyword(e.target.value)}
          style={{ width: 200 }}
        />,
        toolbar,
      ]}
      locale={{
        emptyText: loading ? (
          ' '
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered ? t('homeworkReview.list.noMatch') : (emptyText ?? t('homeworkReview.list.empty'))}
          />
        ),
      }}
    />
  );
}
