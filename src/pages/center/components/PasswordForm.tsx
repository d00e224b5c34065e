import { ProForm, ProFormText, type ProFormInstance } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Alert, App } from 'antd';
import { useRef } from 'react';
import { NewPassword } from '@contract/sys';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { changeMyPassword } from '@/services/htdz/sys';
import '@/locales/zh-CN/pages';

type Values = { oldPassword: string; newPassword: string; confirm: string };

type Props = {
  /** after the change (the first password replaced): instead of the message and an empty form */
  onChanged?: () => void | Promise<void>;
  /** the note above the form, when not the usual one */
  help?: string;
  /** the label of the old password, when not 原密码 (the first one a teacher handed out) */
  oldLabel?: string;
};

/** 修改密码: the old one, a new one (at least 8, letters and digits) typed twice. */
export default function PasswordForm({ onChanged, help, oldLabel }: Props = {}) {
  const t = useT();
  const { message } = App.useApp();
  const formRef = useRef<ProFormInstance<Values>>();
  const change = useRequest(changeMyPassword, { manual: true });

  return (
    <div style={{ maxWidth: 420 }}>
      <Alert type="info" showIcon message={help ?? t('center.password.help')} style={{ marginBottom: 24 }} />
      <ProForm<Values>
        formRef={formRef}
        layout="vertical"
        submitter={{ searchConfig: { submitText: t('center.password.submit') }, resetButtonProps: false }}
        onFinish={async (values) => {
          await change.runAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
          if (onChanged) {
            await onChanged();
            return;
          }
          message.success(t('center.password.saved'));
          formRef.current?.resetFields();
        }}
      >
        <ProFormText.Password
          name="oldPassword"
          label={oldLabel ?? t('center.password.old')}
          required
          rules={[{ required: true, message: t('center.password.old.required') }]}
          fieldProps={{ autoComplete: 'current-password', maxLength: 128 }}
        />
        <ProFormText.Password
          name="newPassword"
          label={t('center.password.new')}
          required
          dependencies={['oldPassword']}
          rules={[
            zodRule(NewPassword, t('center.password.new.required')),
            ({ getFieldValue }) => ({
              validator: async (_, value?: string) => {
                if (value && value === getFieldValue('oldPassword')) throw new Error(t('center.password.same'));
              },
            }),
          ]}
          fieldProps={{ autoComplete: 'new-password', maxLength: 64 }}
          extra={t('center.password.rule')}
        />
        <ProFormText.Password
          name="confirm"
          label={t('center.password.confirm')}
          required
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('center.password.confirm.required') },
            ({ getFieldValue }) => ({
              validator: async (_, value?: string) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(t('center.password.mismatch'));
              },
            }),
          ]}
          fieldProps={{ autoComplete: 'new-password', maxLength: 64 }}
        />
      </ProForm>
    </div>
  );
}
