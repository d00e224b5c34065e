// Published homework, one row per class: times, where it stands, progress (submitted of the class, reviewed,
// average), and 批阅, 修改时间 and 撤回 (which takes the students' answers with it, after a warning).
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Empty, Popconfirm, Progress, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { HomeworkSummary } from '@contract/homework';
import { AudienceTag } from '@/components/AudienceFields';
import { useT } from '@/components/Locale';
import { deleteHomework } from '@/services/htdz/homework';
import HomeworkSettingsModal from './HomeworkSettingsModal';
import { PHASE_COLORS, phaseOf } from '@/utils/homework-phase';
import { homeworkReviewLink, taskDetailLink } from '@/utils/homework-links';
import '@/locales/zh-CN/task';

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

type Props = {
  homeworks: HomeworkSummary[] | undefined;
  loading: boolean;
  /** after a change or a withdrawal: load the list again */
  onChanged: () => void;
  /** show the homework's name and a link to its task (the course's list; a task's page needs neither) */
  withName?: boolean;
  emptyText: string;
};

export default function HomeworkTable({ homeworks, loading, onChanged, withName, emptyText }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<HomeworkSummary | null>(null);
  const withdraw = useRequest(deleteHomework, { manual: true });
  const now = new Date();

  const onWithdraw = async (h: HomeworkSummary) => {
    try {
      await withdraw.runAsync(h.homeworkId);
      message.success(t('task.homework.withdrawn'));
    } finally {
      onChanged();
    }
  };

  const columns: ColumnsType<HomeworkSummary> = [
    ...(withName
      ? [
          {
            title: t('task.homework.col.name'),
            dataIndex: 'name',
            ellipsis: true,
            render: (name: string, h: HomeworkSummary) =>
              h.taskId ? <a onClick={() => history.push(taskDetailLink(h.taskId!))}>{name}</a> : <Typography.Text>{name}</Typography.Text>,
          },
        ]
      : []),
    { title: t('task.homework.col.class'), dataIndex: 'className', width: 180, ellipsis: true },
    { title: t('task.homework.col.start'), dataIndex: 'startAt', width: 150, render: time },
    {
      title: t('task.homework.col.end'),
      dataIndex: 'endAt',
      width: 150,
      render: (endAt: string, h) => (
        <Space direction="vertical" size={0}>
          {time(endAt)}
          {h.latePolicy === 'accept' && h.lateUntil && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('task.homework.lateUntil', { time: time(h.lateUntil) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('task.homework.col.status'),
      width: 90,
      render: (_, h) => {
        const phase = phaseOf(h, now);
        return <Tag color={PHASE_COLORS[phase]}>{t(`task.homework.phase.${phase}`)}</Tag>;
      },
    },
    {
      title: t('task.homework.col.submitted'),
      width: 150,
      render: (_, h) => (
        <Space direction="vertical" size={0} style={{ width: '100%' }}>
          <span data-testid={`hw-submitted-${h.homeworkId}`}>{t('task.homework.submitted', { submitted: h.submittedCount, students: h.studentCount })}</span>
          <Progress percent={h.studentCount ? Math.round((h.submittedCount / h.studentCount) * 100) : 0} size="small" showInfo={false} />
          <AudienceTag targeted={h.targeted} count={h.studentCount} />
        </Space>
      ),
    },
    {
      title: t('task.homework.col.reviewed'),
      width: 100,
      render: (_, h) => (
        <Space direction="vertical" size={0}>
          {t('task.homework.reviewed', { reviewed: h.reviewedCount })}
          {h.pendingCount > 0 && <Typography.Text type="warning">{t('task.homework.pending', { count: h.pendingCount })}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('task.homework.col.average'),
      dataIndex: 'averageScore',
      width: 100,
      render: (avg: number | null, h) => (avg === null ? '—' : t('task.homework.average', { average: avg, total: h.totalScore })),
    },
    {
      title: t('common.actions'),
      width: 200,
      fixed: 'right',
      render: (_, h) => (
        <Space>
          <a onClick={() => history.push(homeworkReviewLink(h.courseId, h.classId, h.homeworkId))}>{t('task.homework.review')}</a>
          <a onClick={() => setEditing(h)} data-testid={`hw-edit-${h.homeworkId}`}>
            {t('task.homework.edit')}
          </a>
          <Popconfirm
            title={t('task.homework.withdraw.confirm', { name: h.name, className: h.className })}
            description={t('task.homework.withdraw.confirmDesc', { submitted: h.submittedCount })}
            okText={t('task.homework.withdraw')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onWithdraw(h).catch(() => undefined)}
          >
            <a style={{ color: 'var(--ant-color-error, #ff4d4f)' }} data-testid={`hw-withdraw-${h.homeworkId}`}>
              {t('task.homework.withdraw')}
            </a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Table<HomeworkSummary>
        rowKey="homeworkId"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={homeworks ?? []}
        scroll={{ x: 1100 }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true, showSizeChanger: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      />
      <HomeworkSettingsModal
        homework={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          onChanged();
        }}
      />
    </>
  );
}
