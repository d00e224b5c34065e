import { ModalForm, ProFormDependency, ProFormSelect, ProFormText, type ProFormInstance } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App } from 'antd';
import { useRef } from 'react';
import { AccountCode, NewPassword, UpdateUserBody, type UserRow } from '@contract/sys';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { saveUser } from '@/services/htdz/sys';
import '@/locales/zh-CN/sys';

type Values = {
  code: string;
  userName: string;
  roleIds: number[];
  defRole?: number;
  email?: string;
  phone?: string;
  password?: string;
};

type Props = {
  /** the user being edited, 'new' for a new one, null when closed */
  user: UserRow | 'new' | null;
  roleOptions: { label: string; value: number }[];
  onClose: () => void;
  /** after a save; on create, the account and the password the server generated (if it did) */
  onSaved: (created?: { code: string; userName: string; password?: string }) => void;
};

const valuesOf = (user: UserRow | 'new' | null): Partial<Values> =>
  user && user !== 'new'
    ? {
        code: user.code,
        userName: user.userName,
        roleIds: user.roleList.map((r) => r.roleId),
        defRole: user.defRole,
        email: user.email ?? undefined,
        phone: user.phone ?? undefined,
      }
    : {};

/** 新建用户 / 编辑用户. */
export default function UserForm({ user, roleOptions, onClose, onSaved }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const formRef = useRef<ProFormInstance<Values>>();
  const editing = user !== null && user !== 'new' ? user : null;
  const save = useRequest(saveUser, { manual: true });

  return (
    <ModalForm<Values>
      formRef={formRef}
      title={editing ? t('sys.user.edit.title', { name: editing.userName }) : t('sys.user.new')}
      open={user !== null}
      width={560}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={valuesOf(user)}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onValuesChange={(changed: Partial<Values>) => {
        // The default role must be one of the chosen roles: follow the first one when it no longer is.
        if (!changed.roleIds) return;
        const def = formRef.current?.getFieldValue('defRole') as number | undefined;
        if (def === undefined || !changed.roleIds.includes(def)) formRef.current?.setFieldValue('defRole', changed.roleIds[0]);
      }}
      onFinish={async (values) => {
        const answer = await save.runAsync({
          userId: editing?.userId,
          code: editing ? editing.code : values.code,
          userName: values.userName,
          roleIds: values.roleIds,
          defRole: values.defRole,
          email: values.email ?? null,
          phone: values.phone ?? null,
          ...(!editing && values.password ? { password: values.password } : {}),
        });
        message.success(editing ? t('common.saved') : t('sys.user.created', { name: values.userName }));
        onSaved(editing ? undefined : { code: values.code, userName: values.userName, password: answer.obj.password });
        return true;
      }}
    >
      <ProFormText
        name="code"
        label={t('sys.user.code')}
        required
        disabled={!!editing}
        placeholder={t('sys.user.code.placeholder')}
        tooltip={editing ? t('sys.user.code.fixed') : undefined}
        rules={editing ? [] : [zodRule(AccountCode, t('sys.user.code.required'))]}
        fieldProps={{ autoComplete: 'off', maxLength: 32 }}
      />
      <ProFormText
        name="userName"
        label={t('sys.user.userName')}
        required
        placeholder={t('sys.user.userName.placeholder')}
        rules={[zodRule(UpdateUserBody.shape.userName, t('sys.user.userName.required'))]}
        fieldProps={{ maxLength: 50 }}
      />
      <ProFormSelect
        name="roleIds"
        label={t('sys.user.roles')}
        required
        mode="multiple"
        options={roleOptions}
        placeholder={t('sys.user.roles.placeholder')}
        rules={[{ required: true, message: t('sys.user.roles.required') }]}
      />
      <ProFormDependency name={['roleIds']}>
        {({ roleIds }: Partial<Values>) => (
          <ProFormSelect
            name="defRole"
            label={t('sys.user.defRole')}
            required
            tooltip={t('sys.user.defRole.tip')}
            options={roleOptions.filter((o) => (roleIds ?? []).includes(o.value))}
            placeholder={roleIds?.length ? t('sys.user.defRole.placeholder') : t('sys.user.defRole.pickRolesFirst')}
            disabled={!roleIds?.length}
            rules={[{ required: true, message: t('sys.user.defRole.required') }]}
          />
        )}
      </ProFormDependency>
      <ProFormText name="email" label={t('sys.user.email')} placeholder={t('sys.user.email.placeholder')} rules={[zodRule(UpdateUserBody.shape.email)]} />
      <ProFormText name="phone" label={t('sys.user.phone')} placeholder={t('sys.user.phone.placeholder')} rules={[zodRule(UpdateUserBody.shape.phone)]} />
      {!editing && (
        <ProFormText.Password
          name="password"
          label={t('sys.user.password')}
          placeholder={t('sys.user.password.placeholder')}
          extra={t('sys.user.password.extra')}
          rules={[zodRule(NewPassword.optional())]}
          fieldProps={{ autoComplete: 'new-password' }}
        />
      )}
    </ModalForm>
  );
}
