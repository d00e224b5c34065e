import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { UserRow } from '@contract/sys';
import { useT } from '@/components/Locale';
import { queryRoles, queryUsers, resetUserPassword, setUserStopped } from '@/services/htdz/sys';
import ImportModal from './components/ImportModal';
import PasswordModal, { type ShownPassword } from './components/PasswordModal';
import UserForm from './components/UserForm';
import { userColumns } from './components/user-columns';
import '@/locales/zh-CN/sys';

type Search = { current?: number; pageSize?: number; code?: string; userName?: string; roleId?: string | number; isStop?: string };

/** 用户管理: search, create, edit, import, reset passwords, stop and resume accounts (the table's columns: user-columns.tsx). */
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

  const columns = userColumns({ t, roleOptions, myId, onEdit: setEditing, onReset, onStop });

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
