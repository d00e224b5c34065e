// The login page (no layout): account and password, 记住账号, errors inline, back to where the user came from.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LoginForm } from '@ant-design/pro-components';
import { history, useIntl, useModel } from '@umijs/max';
import { Alert, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { publicUrl } from '@/components/RightContent';
import { BizError, setToken } from '@/requestErrorConfig';
import { login } from '@/services/htdz/auth';
import { safeRedirect } from './redirect';

/** Only the account name is remembered, never the password. */
const REMEMBER_KEY = 'htdz_login_account';

type Fields = { username: string; password: string; remember: boolean };

export default function Login() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { initialState, setInitialState } = useModel('@@initialState');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const rememberedAccount = window.localStorage.getItem(REMEMBER_KEY) ?? '';

  const onFinish = async ({ username, password, remember }: Fields) => {
    setError(undefined);
    setSubmitting(true);
    try {
      const res = await login({ username, password }, { skipErrorHandler: true });
      if (res.token) setToken(res.token);
      if (remember) window.localStorage.setItem(REMEMBER_KEY, username.trim());
      else window.localStorage.removeItem(REMEMBER_KEY);
      const menuData = (await initialState?.fetchMenu()) ?? [];
      flushSync(() => setInitialState((s) => (s ? { ...s, currentUser: res.obj, menuData } : s)));
      history.push(safeRedirect(window.location.search, window.location.origin));
    } catch (e) {
      setError(e instanceof BizError ? e.info.errorMessage : t('shell.login.networkFailed'));
      setSubmitting(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(180deg, #f6ffed 0%, #ffffff 60%)', paddingTop: '10vh' }}>
      <LoginForm<Fields>
        logo={<img src={publicUrl('logo.svg')} alt="" />}
        title={t('shell.title')}
        subTitle={t('shell.login.subTitle')}
        initialValues={{ username: rememberedAccount, remember: !!rememberedAccount }}
        message={error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} role="alert" /> : false}
        loading={submitting}
        submitter={{ searchConfig: { submitText: t('shell.login.submit') } }}
        onFinish={onFinish}
        onValuesChange={() => error && setError(undefined)}
      >
        {/* Plain antd fields: ProForm's field components would pull every field type into this page. */}
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('shell.login.usernameRequired') }]}>
          <Input
            size="large"
            prefix={<UserOutlined />}
            placeholder={t('shell.login.username')}
            autoComplete="username"
            autoFocus={!rememberedAccount}
            allowClear
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('shell.login.passwordRequired') }]}>
          <Input.Password
            size="large"
            prefix={<LockOutlined />}
            placeholder={t('shell.login.password')}
            autoComplete="current-password"
            autoFocus={!!rememberedAccount}
          />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>{t('shell.login.remember')}</Checkbox>
        </Form.Item>
      </LoginForm>
    </div>
  );
}
