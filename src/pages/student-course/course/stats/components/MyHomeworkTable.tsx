// My homework in the class: deadline, status (late marked), my score once released, else 未公布, and when I handed it in
// (on a phone the name, status and score).
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { SUBMISSION_STATUS_NAMES } from '@contract/homework';
import type { StudentHomeworkStat } from '@contract/stats';
import { useT } from '@/components/Locale';
import { usePhone } from '@/hooks/use-phone';
import { withoutColumns } from '@/utils/phone-columns';
import { scoreCellOf } from './score';
import '@/locales/zh-CN/class-stats';

const STATUS_COLOR = {
  new: 'default',
  answering: 'processing',
  submitted: 'blue',
  reviewed: 'green',
  returned: 'orange',
} as const;
const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

export default function MyHomeworkTable({ rows }: { rows: StudentHomeworkStat[] }) {
  const t = useT();
  const phone = usePhone();
  const columns: TableColumnsType<StudentHomeworkStat> = [
    { title: t('classStats.hw.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('classStats.hw.end'),
      dataIndex: 'endAt',
      width: 160,
      render: (_, h) => time(h.endAt),
    },
    {
      title: t('classStats.stu.hw.status'),
      key: 'status',
      width: phone ? 112 : 140,
      render: (_, h) => (
        <Space size={4} data-testid={`my-stats-hw-status-${h.homeworkId}`}>
          <Tag color={STATUS_COLOR[h.status]}>{SUBMISSION_STATUS_NAMES[h.status]}</Tag>
          {h.late && <Tag color="warning">{t('classStats.stu.hw.late')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('classStats.stu.hw.score'),
      key: 'score',
      width: phone ? 84 : 110,
      align: 'right',
      render: (_, h) => {
        const cell = scoreCellOf(h);
        const text =
          cell.kind === 'score' ? `${cell.score} / ${cell.total}` : cell.kind === 'unreleased' ? t('classStats.my.hw.unreleased') : t('classStats.my.hw.none');
        return (
          <Typography.Text
            strong={cell.kind === 'score'}
            type={cell.kind === 'score' ? undefined : 'secondary'}
            data-testid={`my-stats-hw-score-${h.homeworkId}`}
          >
            {text}
          </Typography.Text>
        );
      },
    },
    {
      title: t('classStats.stu.hw.submittedAt'),
      dataIndex: 'submittedAt',
      width: 160,
      render: (_, h) => (h.submittedAt ? time(h.submittedAt) : '—'),
    },
  ];
  return (
    <Table<StudentHomeworkStat>
      rowKey="homeworkId"
      size="middle"
      columns={phone ? withoutColumns(columns, ['endAt', 'submittedAt']) : columns}
      dataSource={rows}
      pagination={{
        pageSize: 10,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      locale={{ emptyText: t('classStats.my.hw.empty') }}
      scroll={phone ? undefined : { x: 720 }}
      data-testid="my-stats-homeworks"
    />
  );
}
