import { ModalForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App } from 'antd';
import { SaveRoleBody, type RoleRow } from '@contract/sys';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { saveRole } from '@/services/htdz/sys';
import { BASE_ROLE_IDS, useBaseRoleName } from './base-role';
import '@/locales/zh-CN/sys';

type Values = { roleName: string; baseRoleId: 1 | 2 | 3 | 4; remark?: string };

/** 新建角色 / 编辑角色. A built-in role keeps the role it is. */
export default function RoleForm({ role, onClose, onSaved }: { role: RoleRow | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const baseRoleName = useBaseRoleName();
  const { message } = App.useApp();
  const save = useRequest(saveRole, { manual: true });
  const editing = role !== null && role !== 'new' ? role : null;

  return (
    <ModalForm<Values>
      title={editing ? t('sys.role.edit.title', { name: editing.roleName }) : t('sys.role.new')}
      open={role !== null}
      width={520}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={
        editing
          ? { roleName: editing.roleName, baseRoleId: editing.baseRoleId as Values['baseRoleId'], remark: editing.remark ?? undefined }
          : { baseRoleId: 3 }
      }
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onFinish={async (values) => {
        await save.runAsync({ roleId: editing?.roleId, roleName: values.roleName, baseRoleId: values.baseRoleId, remark: values.remark ?? null });
        message.success(t('common.saved'));
        onSaved();
        return true;
      }}
    >
      <ProFormText
        name="roleName"
        label={t('sys.role.roleName')}
        required
        placeholder={t('sys.role.roleName.placeholder')}
        rules={[zodRule(SaveRoleBody.shape.roleName, t('sys.role.roleName.required'))]}
        fieldProps={{ maxLength: 20 }}
      />
      <ProFormSelect
        name="baseRoleId"
        label={t('sys.role.baseRole')}
        required
        disabled={editing?.builtin}
        tooltip={t('sys.role.baseRole.tip')}
        options={BASE_ROLE_IDS.map((id) => ({ value: id, label: baseRoleName(id) }))}
        rules={[{ required: true, message: t('sys.role.baseRole.required') }]}
      />
      <ProFormTextArea
        name="remark"
        label={t('sys.role.remark')}
        placeholder={t('sys.role.remark.placeholder')}
        fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 3, maxRows: 6 } }}
      />
    </ModalForm>
  );
}
