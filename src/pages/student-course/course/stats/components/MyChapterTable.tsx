// My progress in each chapter the class sees (sections under their chapter): items done, percent, status (on a phone
// without the items, which the percent tells).
import { Progress, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ChapterProgress } from '@contract/study';
import { useT } from '@/components/Locale';
import { usePhone } from '@/hooks/use-phone';
import { withoutColumns } from '@/utils/phone-columns';
import { percentText, progressRows, statusOf, type ProgressRow, type StudyStatus } from '@/utils/study';
import '@/locales/zh-CN/class-stats';
import '@/locales/zh-CN/stu';

const STATUS_COLOR: Record<StudyStatus, string> = {
  done: 'success',
  doing: 'processing',
  todo: 'default',
};

export default function MyChapterTable({ chapters }: { chapters: ChapterProgress[] }) {
  const t = useT();
  const phone = usePhone();
  const columns: TableColumnsType<ProgressRow> = [
    {
      title: t('stu.process.col.chapter'),
      dataIndex: 'title',
      render: (_, r) => (r.parentId === null ? <Typography.Text strong>{r.title}</Typography.Text> : r.title),
    },
    {
      title: t('stu.process.col.items'),
      key: 'items',
      width: 110,
      render: (_, r) =>
        r.itemCount > 0 ? (
          `${r.doneCount} / ${r.itemCount}`
        ) : (
          <Typography.Text type="secondary">{r.children ? t('stu.process.bySections') : '—'}</Typography.Text>
        ),
    },
    {
      title: t('stu.process.col.progress'),
      dataIndex: 'progress',
      width: phone ? 110 : 200,
      render: (_, r) => <Progress percent={r.progress} size="small" format={percentText} style={{ margin: 0 }} />,
    },
    {
      title: t('stu.process.col.status'),
      key: 'status',
      width: phone ? 76 : 100,
      render: (_, r) => {
        const s = statusOf(r);
        return <Tag color={STATUS_COLOR[s]}>{t(`stu.process.status.${s}`)}</Tag>;
      },
    },
  ];
  return (
    <Table<ProgressRow>
      rowKey="chapterId"
      size="small"
      columns={phone ? withoutColumns(columns, ['items']) : columns}
      dataSource={progressRows(chapters)}
      pagination={false}
      expandable={{ defaultExpandAllRows: true, indentSize: phone ? 12 : 24 }}
      locale={{ emptyText: t('classStats.stu.chapters.empty') }}
      scroll={phone ? undefined : { x: 600 }}
      data-testid="my-stats-chapters"
    />
  );
}
