// Each exam published to the class: its window, how many handed in (and were graded), average, highest and lowest
// score of the total.
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import type { ExamStatRow } from '../../../../contract/statis';
import { useT } from '@/components/Locale';
import { byFigure, pointsText } from './rules';

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

export default function ExamStatTable({ rows }: { rows: ExamStatRow[] }) {
  const t = useT();
  const none = t('statis.figure.none');
  const columns: ProColumns<ExamStatRow>[] = [
    { title: t('statis.exam.name'), dataIndex: 'name', ellipsis: true },
    { title: t('statis.exam.start'), dataIndex: 'startAt', width: 160, sorter: (a, b) => a.startAt.localeCompare(b.startAt), render: (_, r) => time(r.startAt) },
    { title: t('statis.exam.end'), dataIndex: 'endAt', width: 160, render: (_, r) => time(r.endAt) },
    { title: t('statis.exam.submitted'), dataIndex: 'submitted', width: 100, align: 'right', render: (_, r) => `${r.submitted} / ${r.students}` },
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
    <div data-testid="statis-exam-table">
      <ProTable<ExamStatRow>
        rowKey="examClassId"
        headerTitle={t('statis.exam.title')}
        columns={columns}
        dataSource={rows}
        search={false}
        options={false}
        scroll={{ x: 920 }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('statis.exam.empty') }}
      />
    </div>
  );
}
