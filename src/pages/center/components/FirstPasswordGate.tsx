// 设置新密码: what an account still on the first password a teacher handed out sees instead of any page (app.tsx puts
// it in the layout while CurrentUser.mustChangePassword), since the server answers nothing else until it is changed.
// The old password is the printed one; once changed, the user and their menu are read again and they go home.
import { history, useModel } from '@umijs/max';
import { App, Card, Typography } from 'antd';
import { flushSync } from 'react-dom';
import { useT } from '@/components/Locale';
import PasswordForm from './PasswordForm';
import '@/locales/zh-CN/pages';

export default function FirstPasswordGate() {
  const t = useT();
  const { message } = App.useApp();
  const { initialState, setInitialState } = useModel('@@initialState');
  const user = initialState?.currentUser;

  const onChanged = async () => {
    const [fresh, menuData] = await Promise.all([initialState?.fetchUserInfo(), initialState?.fetchMenu()]);
    const currentUser = fresh ?? (user && { ...user, mustChangePassword: false });
    flushSync(() => setInitialState((s) => (s ? { ...s, currentUser, menuData: menuData ?? [] } : s)));
    message.success(t('center.first.done'));
    history.push('/');
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '32px 0' }}>
      <Card style={{ width: 520, maxWidth: '100%' }} data-testid="first-password-gate">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('center.first.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('center.first.desc', { name: user?.userName ?? '', code: user?.code ?? '' })}</Typography.Paragraph>
        <PasswordForm onChanged={onChanged} help={t('center.first.help')} oldLabel={t('center.first.old')} />
      </Card>
    </div>
  );
}
