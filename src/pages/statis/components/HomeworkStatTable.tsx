// Each homework of the class: deadline, how many handed in, average, highest and lowest score of the total.
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import type { HomeworkStatRow } from '../../../../contract/statis';
import { useT } from '@/components/Locale';
import { byFigure, pointsText } from './rules';

export default function HomeworkStatTable({ rows }: { rows: HomeworkStatRow[] }) {
  const t = useT();
  const none = t('statis.figure.none');
  const columns: ProColumns<HomeworkStatRow>[] = [
    { title: t('statis.hw.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('statis.hw.end'),
      dataIndex: 'endAt',
      width: 160,
      sorter: (a, b) => a.endAt.localeCompare(b.endAt),
      render: (_, r) => dayjs(r.endAt).format('YYYY-MM-DD HH:mm'),
    },
    { title: t('statis.hw.submitted'), dataIndex: 'submitted', width: 100, align: 'right', render: (_, r) => `${r.submitted} / ${r.students}` },
    {
      title: t('statis.hw.average'),
      dataIndex: 'average',
      width: 90,
      align: 'right',
      sorter: (a, b) => byFigure(a.average, b.average),
      render: (_, r) => pointsText(r.average, none),
    },
    { title: t('statis.hw.max'), dataIndex: 'max', width: 90, align: 'right', render: (_, r) => pointsText(r.max, none) },
    { title: t('statis.hw.min'), dataIndex: 'min', width: 90, align: 'right', render: (_, r) => pointsText(r.min, none) },
    { title: t('statis.hw.total'), dataIndex: 'total', width: 80, align: 'right' },
  ];
  return (
    <div data-testid="statis-homework-table">
      <ProTable<HomeworkStatRow>
        rowKey="homeworkId"
        headerTitle={t('statis.hw.title')}
        columns={columns}
        dataSource={rows}
        search={false}
        options={false}
        scroll={{ x: 760 }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('statis.hw.empty') }}
      />
    </div>
  );
}
