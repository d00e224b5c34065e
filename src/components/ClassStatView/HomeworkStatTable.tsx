// Each homework of the class: deadline, how many handed in, average, highest and lowest score of the total.
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import type { HomeworkStatRow } from '@contract/stats';
import { useT } from '@/components/Locale';
import { paperFigureColumns } from './paper-columns';
import '@/locales/zh-CN/class-stats';

export default function HomeworkStatTable({ rows }: { rows: HomeworkStatRow[] }) {
  const t = useT();
  const columns: ProColumns<HomeworkStatRow>[] = [
    { title: t('classStats.hw.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('classStats.hw.end'),
      dataIndex: 'endAt',
      width: 160,
      sorter: (a, b) => a.endAt.localeCompare(b.endAt),
      render: (_, r) => dayjs(r.endAt).format('YYYY-MM-DD HH:mm'),
    },
    ...paperFigureColumns<HomeworkStatRow>(t, t('classStats.hw.submitted')),
  ];
  return (
    <div data-testid="stats-homework-table">
      <ProTable<HomeworkStatRow>
        rowKey="homeworkId"
        headerTitle={t('classStats.hw.title')}
        columns={columns}
        dataSource={rows}
        search={false}
        options={false}
        scroll={{ x: 760 }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('classStats.hw.empty') }}
      />
    </div>
  );
}
