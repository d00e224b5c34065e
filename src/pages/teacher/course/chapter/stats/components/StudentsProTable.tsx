// The students table both statistics pages share: searchable by 学号 or name, paged, and 导出 Excel writing the
// rows shown (so the export follows the search). The pages give the columns and the sheet.
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Input } from 'antd';
import { useState } from 'react';
import ExportXlsxButton, { type XlsxColumn } from '@/components/ExportXlsx';
import { useT } from '@/components/Locale';
import { matchesStudent } from '@/utils/study-statistics';
import '@/locales/zh-CN/stats';

type Student = { userId: number; code: string; name: string };

type Props<T extends Student> = {
  students: T[];
  columns: ProColumns<T>[];
  scrollX: number;
  sheet: { fileName: string; sheetName: string; columns: XlsxColumn<T>[] };
};

export default function StudentsProTable<T extends Student>({ students, columns, scrollX, sheet }: Props<T>) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const rows = students.filter((s) => matchesStudent(s, keyword));
  return (
    <div data-testid="stats-students-table">
      <ProTable<T>
        rowKey="userId"
        headerTitle={t('stats.students.title', { count: students.length })}
        columns={columns}
        dataSource={rows}
        search={false}
        scroll={{ x: scrollX }}
        options={{ density: false, setting: true, reload: false }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        locale={{ emptyText: keyword ? t('stats.students.noMatch') : t('stats.students.empty') }}
        toolBarRender={() => [
          <Input.Search
            key="search"
            allowClear
            placeholder={t('stats.students.search')}
            aria-label={t('stats.students.search')}
            onSearch={setKeyword}
            onChange={(e) => !e.target.value && setKeyword('')}
            style={{ width: 220 }}
            data-testid="stats-students-search"
          />,
          <ExportXlsxButton<T> key="export" disabled={rows.length === 0} build={() => ({ ...sheet, rows })} />,
        ]}
      />
    </div>
  );
}
