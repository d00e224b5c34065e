import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App, Badge, Button, Popconfirm, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { Rule } from '@contract/rule';
import { useT } from '@/components/Locale';
import { deleteRules, queryRules } from '@/services/htdz/rule';
import RuleForm from './components/RuleForm';
import { CATEGORY_COLORS, useCategoryEnum } from './components/category';
import '@/locales/zh-CN/sys';

type Search = { current?: number; pageSize?: number; keyword?: string; category?: Rule['category']; enabled?: 'true' | 'false' };

// A failed call was shown by the request error handler; the Popconfirm just closes.
const shownAlready = () => undefined;

/** 平台规则: the rules every user reads on the home page (exams, homework, the platform). */
export default function RulePage() {
  const t = useT();
  const { message } = App.useApp();
  const categoryEnum = useCategoryEnum();
  const tableRef = useRef<ActionType>();
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const remove = useRequest(deleteRules, { manual: true });

  const onDelete = async (ids: number[]) => {
    await remove.runAsync({ ids });
    message.success(t('sys.rule.deleted', { count: ids.length }));
    setSelected([]);
    tableRef.current?.clearSelected?.();
    tableRef.current?.reload();
  };

  const columns: ProColumns<Rule>[] = [
    {
      title: t('sys.rule.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('sys.rule.keyword.placeholder') },
    },
    { title: t('sys.rule.ruleTitle'), dataIndex: 'title', search: false, width: 200 },
    {
      title: t('sys.rule.category'),
      dataIndex: 'category',
      width: 110,
      valueType: 'select',
      valueEnum: categoryEnum,
      fieldProps: { placeholder: t('common.all') },
      render: (_, row) => <Tag color={CATEGORY_COLORS[row.category]}>{categoryEnum[row.category].text}</Tag>,
    },
    {
      title: t('sys.rule.content'),
      dataIndex: 'content',
      search: false,
      ellipsis: true,
    },
    {
      title: t('sys.rule.enabled'),
      dataIndex: 'enabled',
      width: 90,
      valueType: 'select',
      valueEnum: {
        true: { text: t('sys.rule.enabled.yes'), status: 'Success' },
        false: { text: t('sys.rule.enabled.no'), status: 'Default' },
      },
      fieldProps: { placeholder: t('common.all') },
      render: (_, row) => <Badge status={row.enabled ? 'success' : 'default'} text={row.enabled ? t('sys.rule.enabled.yes') : t('sys.rule.enabled.no')} />,
    },
    { title: t('sys.rule.sort'), dataIndex: 'sort', width: 70, align: 'right', search: false },
    { title: t('sys.rule.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', width: 170, search: false },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 120,
      render: (_, row) => [
        <a key="edit" onClick={() => setEditing(row)}>
          {t('common.edit')}
        </a>,
        <Popconfirm
          key="delete"
          title={t('sys.rule.delete.confirm', { title: row.title })}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete([row.id]).catch(shownAlready)}
        >
          <a style={{ color: '#ff4d4f' }}>{t('common.delete')}</a>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <PageContainer title={t('sys.rule.title')} subTitle={t('sys.rule.subTitle')}>
      <ProTable<Rule, Search>
        rowKey="id"
        actionRef={tableRef}
        columns={columns}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, setting: true, reload: true }}
        locale={{ emptyText: t('sys.rule.empty') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        tableAlertRender={({ selectedRowKeys }) => t('sys.rule.selected', { count: selectedRowKeys.length })}
        tableAlertOptionRender={({ selectedRowKeys, onCleanSelected }) => (
          <>
            <a onClick={onCleanSelected}>{t('sys.rule.clearSelection')}</a>
            <Popconfirm
              title={t('sys.rule.batchDelete.confirm', { count: selectedRowKeys.length })}
              description={t('sys.rule.batchDelete.desc')}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(selectedRowKeys.map(Number)).catch(shownAlready)}
            >
              <Button danger size="small" type="link" icon={<DeleteOutlined />}>
                {t('sys.rule.batchDelete')}
              </Button>
            </Popconfirm>
          </>
        )}
        request={async ({ current, pageSize, keyword, category, enabled }) => {
          const answer = await queryRules({ current, pageSize, keyword: keyword?.trim() || undefined, category, enabled });
          return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
        }}
        expandable={{
          expandedRowRender: (row) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{row.content}</Typography.Paragraph>,
        }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('sys.rule.new')}
          </Button>,
        ]}
      />
      <RuleForm
        rule={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          tableRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}
