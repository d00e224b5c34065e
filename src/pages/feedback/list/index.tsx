import { FormOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Button, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { Feedback } from '@contract/feedback';
import FeedbackStatus, { FEEDBACK_STATUS_TEXT } from '@/components/FeedbackStatus';
import { useT } from '@/components/Locale';
import { queryFeedback } from '@/services/htdz/feedback';
import FeedbackDetail from './components/FeedbackDetail';
import ReplyForm from './components/ReplyForm';
import '@/locales/zh-CN/pages';

type Search = { current?: number; pageSize?: number; status?: Feedback['status']; keyword?: string };

/** 反馈列表: admins read and answer everyone's feedback; others follow their own and read the replies. */
export default function FeedbackListPage() {
  const t = useT();
  const { canAdmin } = useAccess();
  const tableRef = useRef<ActionType>();
  const [replying, setReplying] = useState<Feedback | null>(null);

  const statusEnum = Object.fromEntries((Object.keys(FEEDBACK_STATUS_TEXT) as Feedback['status'][]).map((s) => [s, { text: t(FEEDBACK_STATUS_TEXT[s]) }]));

  const columns: ProColumns<Feedback>[] = [
    {
      title: t('feedback.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      search: canAdmin ? undefined : false,
      fieldProps: { placeholder: t('feedback.keyword.placeholder') },
    },
    { title: t('feedback.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', width: 170, search: false },
    { title: t('feedback.user'), dataIndex: 'userName', width: 110, search: false, hideInTable: !canAdmin },
    { title: t('feedback.content'), dataIndex: 'content', ellipsis: true, search: false },
    {
      title: t('feedback.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: statusEnum,
      fieldProps: { placeholder: t('common.all') },
      render: (_, row) => <FeedbackStatus status={row.status} />,
    },
    {
      title: t('feedback.reply'),
      dataIndex: 'reply',
      ellipsis: true,
      search: false,
      render: (_, row) => row.reply ?? <Typography.Text type="secondary">{t('feedback.reply.none')}</Typography.Text>,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 90,
      hideInTable: !canAdmin,
      render: (_, row) => [
        <a key="reply" onClick={() => setReplying(row)}>
          {row.reply ? t('feedback.reply.edit') : t('feedback.reply.action')}
        </a>,
      ],
    },
  ];

  return (
    <PageContainer title={t('feedback.list.title')} subTitle={canAdmin ? t('feedback.list.subTitle.admin') : t('feedback.list.subTitle')}>
      <ProTable<Feedback, Search>
        rowKey="feedbackId"
        actionRef={tableRef}
        columns={columns}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: canAdmin ? t('feedback.list.empty.admin') : t('feedback.list.empty') }}
        request={async ({ current, pageSize, status, keyword }) => {
          const answer = await queryFeedback({ current, pageSize, status, keyword: canAdmin ? keyword?.trim() || undefined : undefined });
          return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
        }}
        expandable={{ expandedRowRender: (row) => <FeedbackDetail feedback={row} showUser={canAdmin} /> }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<FormOutlined />} onClick={() => history.push('/feedback?from=/feedback/list')}>
            {t('feedback.new')}
          </Button>,
        ]}
      />
      {canAdmin && (
        <ReplyForm
          feedback={replying}
          onClose={() => setReplying(null)}
          onSaved={() => {
            setReplying(null);
            tableRef.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
