// Published exams, one row per class (exam-class): where it stands by the clock, the window and duration, the
// progress of the class (started, handed in, reviewed of its students), the average; and 报告, and where the teacher
// manages the paper's publications, 修改设置 and 撤回 (which takes every attempt with it, after a warning).
import { useRequest } from 'ahooks';
import { history } from '@umijs/max';
import { App, Empty, Popconfirm, Progress, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ExamClassSummary } from '@contract/exam';
import { AudienceTag } from '@/components/AudienceFields';
import { useT } from '@/components/Locale';
import { PHASE_COLORS, phaseOf } from '@/utils/homework-phase';
import { deleteExamClass } from '@/services/htdz/exam';
import ExamClassSettingsModal from './ExamClassSettingsModal';
import '@/locales/zh-CN/exam-teacher';

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

type Props = {
  examClasses: ExamClassSummary[] | undefined;
  loading: boolean;
  /** where 报告 goes */
  reportLink: (ec: ExamClassSummary) => string;
  /** the name column (a class's list; a paper's own page needs none) */
  withName?: boolean;
  /** the class column (a paper's or a course's list) */
  withClass?: boolean;
  /** 修改设置 and 撤回; after either, the list is loaded again */
  onChanged?: () => void;
  emptyText: React.ReactNode;
  size?: 'small' | 'middle';
  'data-testid'?: string;
};

export default function ExamClassTable({
  examClasses,
  loading,
  reportLink,
  withName,
  withClass,
  onChanged,
  emptyText,
  size = 'middle',
  'data-testid': testId,
}: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<ExamClassSummary | null>(null);
  const withdraw = useRequest(deleteExamClass, { manual: true });
  const now = new Date();

  const onWithdraw = async (ec: ExamClassSummary) => {
    try {
      await withdraw.runAsync(ec.examClassId);
      message.success(t('examTeacher.class.withdrawn'));
    } finally {
      onChanged?.();
    }
  };

  const columns: ColumnsType<ExamClassSummary> = [];
  if (withName) {
    columns.push({
      title: t('examTeacher.class.col.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, ec) => <a onClick={() => history.push(reportLink(ec))}>{name}</a>,
    });
  }
  if (withClass) columns.push({ title: t('examTeacher.class.col.class'), dataIndex: 'className', width: 170, ellipsis: true });
  columns.push(
    {
      title: t('examTeacher.class.col.state'),
      width: 90,
      render: (_, ec) => {
        const phase = phaseOf(ec, now);
        return <Tag color={PHASE_COLORS[phase]}>{t(`examTeacher.phase.${phase}`)}</Tag>;
      },
    },
    {
      title: t('examTeacher.class.col.window'),
      width: 170,
      render: (_, ec) => (
        <Space direction="vertical" size={0}>
          <span>{time(ec.startAt)}</span>
          <Typography.Text type="secondary">{t('examTeacher.class.until', { time: time(ec.endAt) })}</Typography.Text>
        </Space>
      ),
    },
    { title: t('examTeacher.class.col.duration'), dataIndex: 'durationMinutes', width: 90, render: (m: number) => t('examTeacher.minutesOf', { count: m }) },
    {
      title: t('examTeacher.class.col.progress'),
      width: 210,
      render: (_, ec) => (
        <Space direction="vertical" size={0} style={{ width: '100%' }}>
          <span data-testid={`exam-progress-${ec.examClassId}`}>
            {t('examTeacher.class.progress', { started: ec.startedCount, submitted: ec.submittedCount, reviewed: ec.reviewedCount, students: ec.studentCount })}
          </span>
          <Progress
            percent={percent(ec.startedCount, ec.studentCount)}
            success={{ percent: percent(ec.submittedCount, ec.studentCount) }}
            size="small"
            showInfo={false}
            aria-label={t('examTeacher.class.progress.aria', { submitted: ec.submittedCount, students: ec.studentCount })}
          />
          {ec.pendingCount > 0 && <Typography.Text type="warning">{t('examTeacher.class.pending', { count: ec.pendingCount })}</Typography.Text>}
          <AudienceTag targeted={ec.targeted} count={ec.studentCount} />
        </Space>
      ),
    },
    {
      title: t('examTeacher.class.col.average'),
      dataIndex: 'averageScore',
      width: 100,
      render: (avg: number | null, ec) => (avg === null ? t('examTeacher.none') : t('examTeacher.class.average', { average: avg, total: ec.totalScore })),
    },
    {
      title: t('common.actions'),
      width: onChanged ? 190 : 80,
      fixed: 'right',
      render: (_, ec) => (
        <Space>
          <a onClick={() => history.push(reportLink(ec))} data-testid={`exam-report-${ec.examClassId}`}>
            {t('examTeacher.class.report')}
          </a>
          {onChanged && (
            <>
              <a onClick={() => setEditing(ec)} data-testid={`exam-class-edit-${ec.examClassId}`}>
                {t('examTeacher.class.edit')}
              </a>
              <Popconfirm
                title={t('examTeacher.class.withdraw.confirm', { name: ec.name, className: ec.className })}
                description={t('examTeacher.class.withdraw.confirmDesc', { started: ec.startedCount })}
                okText={t('examTeacher.class.withdraw')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onWithdraw(ec).catch(() => undefined)}
              >
                <a style={{ color: 'var(--ant-color-error, #ff4d4f)' }} data-testid={`exam-class-withdraw-${ec.examClassId}`}>
                  {t('examTeacher.class.withdraw')}
                </a>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  );

  return (
    <div data-testid={testId}>
      <Table<ExamClassSummary>
        rowKey="examClassId"
        size={size}
        loading={loading}
        columns={columns}
        dataSource={examClasses ?? []}
        scroll={{ x: 900 }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true, showSizeChanger: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      />
      {onChanged && (
        <ExamClassSettingsModal
          examClass={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
    </div>
  );
}
