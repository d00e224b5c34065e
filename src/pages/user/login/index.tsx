// The login page (no layout): account and password, 记住账号, errors inline, back to where the user came from.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { Alert, Button, Checkbox, Input, theme } from 'antd';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { publicUrl } from '@/components/RightContent/urls';
import { BizError, setToken } from '@/requestErrorConfig';
import { login } from '@/services/htdz/auth';
import { FIRST_PASSWORD_PATH, safeRedirect } from './redirect';
import { useT } from '@/components/Locale';

/** Only the account name is remembered, never the password. */
const REMEMBER_KEY = 'htdz_login_account';

type Fields = { username: string; password: string; remember: boolean };
type FieldErrors = { username?: string; password?: string };

/** A field's message under it, as antd's Form.Item shows one. */
function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div id={id} role="alert" style={{ minHeight: 24, color: token.colorError, lineHeight: token.lineHeight }}>
      {children}
    </div>
  );
}

export default function Login() {
  const t = useT();
  const { token } = theme.useToken();
  const { initialState, setInitialState } = useModel('@@initialState');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [rememberedAccount] = useState(() => window.localStorage.getItem(REMEMBER_KEY) ?? '');
  const [fields, setFields] = useState<Fields>({ username: rememberedAccount, password: '', remember: !!rememberedAccount });
  /** set once a submit was tried: from then on the fields are checked as they change, as antd's Form does */
  const [checked, setChecked] = useState(false);
  const problems = (f: Fields): FieldErrors => ({
    username: f.username.trim() ? undefined : t('shell.login.usernameRequired'),
    password: f.password ? undefined : t('shell.login.passwordRequired'),
  });
  const fieldErrors = checked ? problems(fields) : {};

  const change = (patch: Partial<Fields>) => {
    setFields((f) => ({ ...f, ...patch }));
    if (error) setError(undefined);
  };
  /** What the two text fields share: their value, and their error state tied to the message under them. */
  const textField = (name: 'username' | 'password') => ({
    id: name,
    name,
    size: 'large' as const,
    value: fields[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change({ [name]: e.target.value }),
    status: fieldErrors[name] ? ('error' as const) : undefined,
    'aria-invalid': !!fieldErrors[name],
    'aria-describedby': `${name}-error`,
  });

  const onFinish = async ({ username, password, remember }: Fields) => {
    setError(undefined);
    setSubmitting(true);
    try {
      const res = await login({ username, password }, { skipErrorHandler: true });
      if (res.token) setToken(res.token);
      if (remember) window.localStorage.setItem(REMEMBER_KEY, username.trim());
      else window.localStorage.removeItem(REMEMBER_KEY);
      // an account still on its first password gets no menu until it chose its own, and goes to choose it
      const mustChange = res.obj.mustChangePassword === true;
      const menuData = mustChange ? [] : ((await initialState?.fetchMenu()) ?? []);
      flushSync(() => setInitialState((s) => (s ? { ...s, currentUser: res.obj, menuData } : s)));
      history.push(mustChange ? FIRST_PASSWORD_PATH : safeRedirect(window.location.search, window.location.origin));
    } catch (e) {
      setError(e instanceof BizError ? e.info.errorMessage : t('shell.login.networkFailed'));
      setSubmitting(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    const found = problems(fields);
    if (!found.username && !found.password && !submitting) void onFinish(fields);
  };

  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(180deg, #f6ffed 0%, #ffffff 60%)', paddingTop: '10vh' }}>
      {/* antd fields in a plain form, laid out like ProComponents' LoginForm: LoginForm (ProForm, ProProvider) and
          antd's Form (with the tooltip it brings for labels) would add about 90 KB gzip to the first page a visitor
          downloads (issue 9's page-weight budget), for two required fields. */}
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
        <form onSubmit={onSubmit} noValidate>
          <Input
            {...textField('username')}
            prefix={<UserOutlined />}
            placeholder={t('shell.login.username')}
            autoComplete="username"
            autoFocus={!rememberedAccount}
            allowClear
          />
          <FieldError id="username-error">{fieldErrors.username}</FieldError>
          <Input.Password
            {...textField('password')}
            prefix={<LockOutlined />}
            placeholder={t('shell.login.password')}
            autoComplete="current-password"
            autoFocus={!!rememberedAccount}
          />
          <FieldError id="password-error">{fieldErrors.password}</FieldError>
          <div style={{ marginBottom: 24 }}>
            <Checkbox checked={fields.remember} onChange={(e) => change({ remember: e.target.checked })}>
              {t('shell.login.remember')}
            </Checkbox>
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('shell.login.submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}
