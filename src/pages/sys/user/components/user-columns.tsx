// The columns of the users table (用户管理): account, name and role as search fields, the roles with the default one
// marked, contact, state and last login, and per row 编辑, 重置密码 and 停用 / 启用 (never for oneself), each asked first.
import type { ProColumns } from '@ant-design/pro-components';
import { Badge, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { UserRow } from '@contract/sys';
import type { Translate } from '@/components/Locale';
import '@/locales/zh-CN/sys';

// A failed call was shown by the request error handler; the Popconfirm just closes.
const shownAlready = () => undefined;

type Options = {
  t: Translate;
  roleOptions: { label: string; value: number }[];
  /** the signed-in admin, who may not stop their own account */
  myId: number | undefined;
  onEdit: (row: UserRow) => void;
  onReset: (row: UserRow) => Promise<void>;
  onStop: (row: UserRow) => Promise<void>;
};

export function userColumns({ t, roleOptions, myId, onEdit, onReset, onStop }: Options): ProColumns<UserRow>[] {
  return [
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
      render: (_, row) => <Badge status={row.isStop ? 'error' : 'success'} text={row.isStop ? t('sys.user.state.stopped') : t('sys.user.state.normal')} />,
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
        <a key="edit" onClick={() => onEdit(row)}>
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
            <a style={row.isStop ? undefined : { color: 'var(--ant-color-error, #ff4d4f)' }}>{row.isStop ? t('sys.user.resume') : t('sys.user.stop')}</a>
          </Popconfirm>
        ),
      ],
    },
  ];
}
