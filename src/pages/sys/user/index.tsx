import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Badge, Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { UserRow } from '@contract/sys';
import { useT } from '@/components/Locale';
import { queryRoles, queryUsers, resetUserPassword, setUserStopped } from '@/services/htdz/sys';
import ImportModal from './components/ImportModal';
import PasswordModal, { type ShownPassword } from './components/PasswordModal';
import UserForm from './components/UserForm';

type Search = { current?: number; pageSize?: number; code?: string; userName?: string; roleId?: string | number; isStop?: string };

// A failed call was shown by the request error handler; the Popconfirm just closes.
const shownAlready = () => undefined;

/** 用户管理: search, create, edit, import, reset passwords, stop and resume accounts. */
export default function UserPage() {
  const t = useT();
  const { message } = App.useApp();
  const { initialState } = useModel('@@initialState');
  const myId = initialState?.currentUser?.userId;
  const tableRef = useRef<ActionType>();
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [shown, setShown] = useState<ShownPassword | null>(null);

  const { data: roles = [] } = useRequest(async () => (await queryRoles()).obj);
  const roleOptions = useMemo(() => roles.map((r) => ({ label: r.roleName, value: r.roleId })), [roles]);

  const reset = useRequest(resetUserPassword, { manual: true });
  const stop = useRequest(setUserStopped, { manual: true });

  const onReset = async (row: UserRow) => {
    const answer = await reset.runAsync({ userId: row.userId });
    setShown({ title: t('sys.user.password.resetTitle'), code: row.code, userName: row.userName, password: answer.obj.password });
  };
  const onStop = async (row: UserRow) => {
    await stop.runAsync({ userId: row.userId, isStop: !row.isStop });
    message.success(row.isStop ? t('sys.user.resumed', { name: row.userName }) : t('sys.user.stopped', { name: row.userName }));
    tableRef.current?.reload();
  };

  const columns: ProColumns<UserRow>[] = [
    { title: t('sys.user.code'), dataIndex: 'code', width: 130, fieldProps: { placeholder: t('sys.user.search.code') } },
    { title: t('sys.user.userName'), dataIndex: 'userName', width: 120, fieldProps: { placeholder: t('sys.user.search.userName') } },
    {
      title: t('sys.user.role'),
      dataIndex: 'roleId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: roleOptions, placeholder: t('common.all') },
    },
    {
      title: t('sys.user.roles'),
      dataIndex: 'roleList',
      search: false,
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.roleList.map((r) => (
            <Tag key={r.roleId} color={r.roleId === row.defRole ? 'green' : undefined}>
              {r.roleName}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('sys.user.defRole'),
      dataIndex: 'defRole',
      search: false,
      width: 110,
      render: (_, row) => row.roleList.find((r) => r.roleId === row.defRole)?.roleName ?? '-',
    },
    { title: t('sys.user.email'), dataIndex: 'email', search: false, ellipsis: true },
    { title: t('sys.user.phone'), dataIndex: 'phone', search: false, width: 130 },
    {
      title: t('sys.user.state'),
      dataIndex: 'isStop',
      width: 90,
      valueType: 'select',
      valueEnum: {
        false: { text: t('sys.user.state.normal'), status: 'Success' },
        true: { text: t('sys.user.state.stopped'), status: 'Error' },
      },
      fieldProps: { placeholder: t('common.all') },
      render: (_, row) => (
        <Badge
          status={row.isStop ? 'error' : 'success'}
          text={row.isStop ? t('sys.user.state.stopped') : t('sys.user.state.normal')}
        />
      ),
    },
    {
      title: t('sys.user.lastLoginAt'),
      dataIndex: 'lastLoginAt',
      valueType: 'dateTime',
      search: false,
      width: 170,
      render: (dom, row) => (row.lastLoginAt ? dom : <Typography.Text type="secondary">{t('sys.user.neverLoggedIn')}</Typography.Text>),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, row) => [
        <a key="edit" onClick={() => setEditing(row)}>
          {t('common.edit')}
        </a>,
        <Popconfirm
          key="reset"
          title={t('sys.user.reset.confirm', { name: row.userName })}
          description={t('sys.user.reset.confirmDesc')}
          onConfirm={() => onReset(row).catch(shownAlready)}
        >
          <a>{t('sys.user.reset')}</a>
        </Popconfirm>,
        row.userId === myId ? (
          <Tooltip key="stop" title={t('sys.user.stop.self')}>
            <Typography.Text disabled>{t('sys.user.stop')}</Typography.Text>
          </Tooltip>
        ) : (
          <Popconfirm
            key="stop"
            title={row.isStop ? t('sys.user.resume.confirm', { name: row.userName }) : t('sys.user.stop.confirm', { name: row.userName })}
            description={row.isStop ? undefined : t('sys.user.stop.confirmDesc')}
            okButtonProps={{ danger: !row.isStop }}
            onConfirm={() => onStop(row).catch(shownAlready)}
          >
            <a style={row.isStop ? undefined : { color: 'var(--ant-color-error, #ff4d4f)' }}>
              {row.isStop ? t('sys.user.resume') : t('sys.user.stop')}
            </a>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <PageContainer title={t('sys.user.title')} subTitle={t('sys.user.subTitle')}>
      <ProTable<UserRow, Search>
        rowKey="userId"
        actionRef={tableRef}
        columns={columns}
        scroll={{ x: 1100 }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, setting: true, reload: true }}
        locale={{ emptyText: t('sys.user.empty') }}
        request={async ({ current, pageSize, code, userName, roleId, isStop }) => {
          const answer = await queryUsers({
            current,
            pageSize,
            code: code?.trim() || undefined,
            userName: userName?.trim() || undefined,
            roleId: roleId ? Number(roleId) : undefined,
            isStop: isStop === undefined || isStop === '' ? undefined : isStop === 'true',
          });
          return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
        }}
        toolBarRender={() => [
          <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('sys.user.import')}
          </Button>,
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('sys.user.new')}
          </Button>,
        ]}
      />
      <UserForm
        user={editing}
        roleOptions={roleOptions}
        onClose={() => setEditing(null)}
        onSaved={(created) => {
          setEditing(null);
          tableRef.current?.reload();
          if (created?.password) setShown({ title: t('sys.user.password.createdTitle'), ...created, password: created.password });
        }}
      />
      <ImportModal
        open={importing}
        onClose={(imported) => {
          setImporting(false);
          if (imported) tableRef.current?.reload();
        }}
      />
      <PasswordModal shown={shown} onClose={() => setShown(null)} />
    </PageContainer>
  );
}
