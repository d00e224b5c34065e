import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App, Button, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { RoleRow } from '@contract/sys';
import { useT } from '@/components/Locale';
import { deleteRole, queryRoles } from '@/services/htdz/sys';
import { baseRoleColor, useBaseRoleName } from './components/base-role';
import GrantDrawer from './components/GrantDrawer';
import RoleForm from './components/RoleForm';
import '@/locales/zh-CN/sys';

// A failed call was shown by the request error handler; the Popconfirm just closes.
const shownAlready = () => undefined;

/** 角色管理: roles, the built-in role each acts as, and the modules (menu) each one sees. */
export default function RolePage() {
  const t = useT();
  const baseRoleName = useBaseRoleName();
  const { message } = App.useApp();
  const tableRef = useRef<ActionType>();
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);
  const [granting, setGranting] = useState<RoleRow | null>(null);
  const remove = useRequest(deleteRole, { manual: true });

  const onDelete = async (row: RoleRow) => {
    await remove.runAsync({ roleId: row.roleId });
    message.success(t('sys.role.deleted', { name: row.roleName }));
    tableRef.current?.reload();
  };

  const columns: ProColumns<RoleRow>[] = [
    {
      title: t('sys.role.roleName'),
      dataIndex: 'roleName',
      render: (_, row) => (
        <>
          {row.roleName}
          {row.builtin && (
            <Tag color="gold" style={{ marginInlineStart: 8 }}>
              {t('sys.role.builtin')}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: t('sys.role.baseRole'),
      dataIndex: 'baseRoleId',
      width: 130,
      render: (_, row) => <Tag color={baseRoleColor(row.baseRoleId)}>{baseRoleName(row.baseRoleId)}</Tag>,
    },
    {
      title: t('sys.role.remark'),
      dataIndex: 'remark',
      ellipsis: true,
      render: (_, row) => row.remark || <Typography.Text type="secondary">-</Typography.Text>,
    },
    { title: t('sys.role.userCount'), dataIndex: 'userCount', width: 90, align: 'right' },
    {
      title: t('sys.role.moduleCount'),
      dataIndex: 'moduleIds',
      width: 110,
      align: 'right',
      render: (_, row) => row.moduleIds.length,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 200,
      render: (_, row) => [
        <a key="edit" onClick={() => setEditing(row)}>
          {t('common.edit')}
        </a>,
        <a key="grant" onClick={() => setGranting(row)}>
          {t('sys.role.grant')}
        </a>,
        row.builtin || row.userCount > 0 ? (
          <Tooltip key="delete" title={row.builtin ? t('sys.role.delete.builtin') : t('sys.role.delete.inUse', { count: row.userCount })}>
            <Typography.Text disabled>{t('common.delete')}</Typography.Text>
          </Tooltip>
        ) : (
          <Popconfirm
            key="delete"
            title={t('sys.role.delete.confirm', { name: row.roleName })}
            description={t('sys.role.delete.desc')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(row).catch(shownAlready)}
          >
            <a style={{ color: '#ff4d4f' }}>{t('common.delete')}</a>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <PageContainer title={t('sys.role.title')} subTitle={t('sys.role.subTitle')}>
      <ProTable<RoleRow>
        rowKey="roleId"
        actionRef={tableRef}
        columns={columns}
        search={false}
        pagination={false}
        request={async () => {
          const answer = await queryRoles();
          return { data: answer.obj, success: answer.success, total: answer.obj.length };
        }}
        locale={{ emptyText: t('sys.role.empty') }}
        options={{ density: false, setting: false, reload: true }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('sys.role.new')}
          </Button>,
        ]}
      />
      <RoleForm
        role={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          tableRef.current?.reload();
        }}
      />
      <GrantDrawer
        role={granting}
        onClose={() => setGranting(null)}
        onSaved={() => {
          setGranting(null);
          tableRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}
