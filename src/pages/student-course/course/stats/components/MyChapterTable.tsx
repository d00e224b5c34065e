// My progress in each chapter the class sees (sections under their chapter): items done, percent, status.
import { Progress, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ChapterProgress } from '@contract/study';
import { useT } from '@/components/Locale';
import { percentText, progressRows, statusOf, type ProgressRow, type StudyStatus } from '@/utils/study';

const STATUS_COLOR: Record<StudyStatus, string> = {
  done: 'success',
  doing: 'processing',
  todo: 'default',
};

export default function MyChapterTable({ chapters }: { chapters: ChapterProgress[] }) {
  const t = useT();
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
      width: 200,
      render: (_, r) => <Progress percent={r.progress} size="small" format={percentText} style={{ margin: 0 }} />,
    },
    {
      title: t('stu.process.col.status'),
      key: 'status',
      width: 100,
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
      columns={columns}
      dataSource={progressRows(chapters)}
      pagination={false}
      expandable={{ defaultExpandAllRows: true, indentSize: 24 }}
      locale={{ emptyText: t('classStats.stu.chapters.empty') }}
      scroll={{ x: 600 }}
      data-testid="my-stats-chapters"
    />
  );
}
