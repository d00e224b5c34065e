// The login page (no layout): account and password, 记住账号, errors inline, back to where the user came from.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, useIntl, useModel } from '@umijs/max';
import { Alert, Button, Checkbox, Form, Input, theme } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { publicUrl } from '@/components/RightContent/urls';
import { loadAreaText } from '@/locales/load-text';
import { BizError, setToken } from '@/requestErrorConfig';
import { login } from '@/services/htdz/auth';
import { safeRedirect } from './redirect';

/** Only the account name is remembered, never the password. */
const REMEMBER_KEY = 'htdz_login_account';

type Fields = { username: string; password: string; remember: boolean };

export default function Login() {
  const intl = useIntl();
  const { token } = theme.useToken();
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
      // the pages after this one show the areas' text, which the login page does not load (src/locales/zh-CN.ts)
      const [menuData] = await Promise.all([initialState?.fetchMenu() ?? [], loadAreaText()]);
      flushSync(() => setInitialState((s) => (s ? { ...s, currentUser: res.obj, menuData } : s)));
      history.push(safeRedirect(window.location.search, window.location.origin));
    } catch (e) {
      setError(e instanceof BizError ? e.info.errorMessage : t('shell.login.networkFailed'));
      setSubmitting(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(180deg, #f6ffed 0%, #ffffff 60%)', paddingTop: '10vh' }}>
      {/* A plain antd form in ProComponents' LoginForm layout: LoginForm would bring ProForm and ProProvider (about
          60 KB gzip) into the first page a visitor downloads (issue 9's page-weight budget). */}
      <div style={{ width: 328, maxWidth: '90vw', margin: '0 auto' }}>
        <div style={{ textAlign: 'center', marginBottom: 40 }}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12 }}>
            <img src={publicUrl('logo.svg')} alt="" style={{ height: 44 }} />
            {/* plain elements, not Typography: that brings its copy and edit features along */}
            <h1 style={{ margin: 0, fontSize: 33, fontWeight: 600, color: token.colorText }}>{t('shell.title')}</h1>
          </div>
          <div style={{ marginTop: 12, color: token.colorTextSecondary }}>{t('shell.login.subTitle')}</div>
        </div>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} role="alert" />}
        <Form<Fields>
          initialValues={{ username: rememberedAccount, remember: !!rememberedAccount }}
          onFinish={onFinish}
          onValuesChange={() => error && setError(undefined)}
        >
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
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('shell.login.submit')}
          </Button>
        </Form>
      </div>
    </div>
  );
}
