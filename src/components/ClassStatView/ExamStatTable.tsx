// Each exam published to the class: its window, how many handed in (and were graded), average, highest and lowest
// score of the total.
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import type { ExamStatRow } from '@contract/stats';
import { useT } from '@/components/Locale';
import { paperFigureColumns } from './paper-columns';
import '@/locales/zh-CN/class-stats';

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

export default function ExamStatTable({ rows }: { rows: ExamStatRow[] }) {
  const t = useT();
  const columns: ProColumns<ExamStatRow>[] = [
    { title: t('classStats.exam.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('classStats.exam.start'),
      dataIndex: 'startAt',
      width: 160,
      sorter: (a, b) => a.startAt.localeCompare(b.startAt),
      render: (_, r) => time(r.startAt),
    },
    { title: t('classStats.exam.end'), dataIndex: 'endAt', width: 160, render: (_, r) => time(r.endAt) },
    ...paperFigureColumns<ExamStatRow>(t, t('classStats.exam.submitted')),
  ];
  return (
    <div data-testid="stats-exam-table">
      <ProTable<ExamStatRow>
        rowKey="examClassId"
        headerTitle={t('classStats.exam.title')}
        columns={columns}
        dataSource={rows}
        search={false}
        options={false}
        scroll={{ x: 920 }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('classStats.exam.empty') }}
      />
    </div>
  );
}
