// 我共享的: the teacher's own shares of questions or of scenes, newest first, each with whom it went to (a colleague or
// the whole school); 撤回 one, or the chosen ones, after a confirmation. A withdrawn share stops working at once.
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App, Button, Empty, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { EXERCISE_TYPE_NAMES } from '@contract/exercise';
import type { Share, ShareKind } from '@contract/share';
import DangerLink from '@/components/DangerLink';
import { useT } from '@/components/Locale';
import { queryMyShares, withdrawShares } from '@/services/htdz/share';
import '@/locales/zh-CN/exercise';
import '@/locales/zh-CN/share';

type Search = { current?: number; pageSize?: number; keyword?: string };

export default function MyShares({ kind }: { kind: ShareKind }) {
  const t = useT();
  const { message, modal } = App.useApp();
  const tableRef = useRef<ActionType>();
  const [searched, setSearched] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const withdraw = useRequest(withdrawShares, { manual: true });

  const withdrawn = async (shareIds: number[]) => {
    try {
      const answer = await withdraw.runAsync({ shareIds });
      message.success(t('share.withdraw.done', { count: answer.obj.withdrawn }));
    } finally {
      // refused (the request error handler said why) or done: either way the list may have changed
      setChosen([]);
      tableRef.current?.reload();
    }
  };

  const confirmChosen = () =>
    modal.confirm({
      title: t('share.withdraw.batch.confirm', { count: chosen.length }),
      content: t('share.withdraw.confirmDesc'),
      okText: t('share.withdraw'),
      okButtonProps: { danger: true },
      onOk: () => withdrawn(chosen).catch(() => undefined),
    });

  const columns: ProColumns<Share>[] = [
    { title: t('share.col.title'), dataIndex: 'title', ellipsis: true },
    ...(kind === 'exercise'
      ? [
          {
            title: t('exercise.col.type'),
            dataIndex: 'exerciseType',
            width: 100,
            render: (_: unknown, row: Share) => (row.exerciseType ? EXERCISE_TYPE_NAMES[row.exerciseType] : '—'),
          },
        ]
      : []),
    { title: t('share.col.course'), dataIndex: 'courseName', width: 160, ellipsis: true, render: (_, row) => row.courseName ?? '—' },
    {
      title: t('share.col.recipient'),
      dataIndex: 'recipient',
      width: 170,
      render: (_, row) => (row.recipient ? `${row.recipient.name}（${row.recipient.code}）` : <Tag color="green">{t('share.wholeSchool')}</Tag>),
    },
    { title: t('share.col.sharedAt'), dataIndex: 'sharedAt', valueType: 'dateTime', width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 90,
      fixed: 'right',
      render: (_, row) => [
        <DangerLink
          key="withdraw"
          title={t('share.withdraw.confirm')}
          description={t('share.withdraw.confirmDesc')}
          okText={t('share.withdraw')}
          onConfirm={() => withdrawn([row.shareId])}
        >
          {t('share.withdraw')}
        </DangerLink>,
      ],
    },
  ];

  return (
    <ProTable<Share, Search>
      rowKey="shareId"
      actionRef={tableRef}
      columns={columns}
      ghost
      search={false}
      scroll={{ x: 900 }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      options={{ density: false, setting: false, reload: true, search: { placeholder: t('share.mine.search'), allowClear: true, style: { width: 240 } } }}
      rowSelection={{ preserveSelectedRowKeys: true, selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
      tableAlertRender={({ selectedRowKeys }) => t('share.batch.chosen', { count: selectedRowKeys.length })}
      tableAlertOptionRender={() => (
        <Space size={8}>
          <Button size="small" danger onClick={confirmChosen} data-testid="shares-withdraw">
            {t('share.withdraw')}
          </Button>
          <Button type="link" size="small" onClick={() => setChosen([])}>
            {t('exercise.batch.clear')}
          </Button>
        </Space>
      )}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={searched ? t('share.empty.filtered') : t('share.mine.empty')} /> }}
      request={async ({ current, pageSize, keyword }) => {
        const word = keyword?.trim() || undefined;
        setSearched(!!word);
        const answer = await queryMyShares({ kind, current, pageSize, keyword: word });
        return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
      }}
    />
  );
}
