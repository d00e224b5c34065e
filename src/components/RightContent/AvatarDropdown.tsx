// The account dropdown around the header avatar: 个人中心, the role switch, 退出登录 (PRODUCT.md, Header).
import { CheckOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { App, Dropdown, Spin, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { redirectToLogin } from '@/requestErrorConfig';
import { endSession, switchRole } from './account';
import { useT } from '@/components/Locale';

const ROLE_KEY = 'role:';

type Props = {
  /** show the 个人中心 entry */
  menu?: boolean;
  children: ReactNode;
};

export default function AvatarDropdown({ menu, children }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const { initialState, setInitialState } = useModel('@@initialState');
  const [busy, setBusy] = useState(false);
  const user = initialState?.currentUser;
  if (!user) return <>{children}</>;

  const onLogout = async () => {
    setBusy(true);
    await endSession(user);
    setBusy(false);
    // Unset the user first so nothing renders for them any more, then leave for the login page.
    flushSync(() => setInitialState((s) => (s ? { ...s, currentUser: undefined, menuData: [] } : s)));
    redirectToLogin(history);
  };

  const onSwitch = async (roleType: number) => {
    if (roleType === user.roleType) return;
    setBusy(true);
    const result = await switchRole(user, roleType);
    setBusy(false);
    if (!result.ok) {
      message.error(result.message || t('shell.header.switchFailed'));
      return;
    }
    flushSync(() => setInitialState((s) => (s ? { ...s, currentUser: result.currentUser, menuData: result.menuData } : s)));
    history.push('/home');
  };

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      void onLogout();
      return;
    }
    if (key.startsWith(ROLE_KEY)) {
      void onSwitch(Number(key.slice(ROLE_KEY.length)));
      return;
    }
    history.push(`/${key}`);
  };

  const roles: MenuProps['items'] =
    user.roleList.length > 1
      ? [
          {
            type: 'group',
            key: 'roles',
            label: t('shell.header.switchRole'),
            children: user.roleList.map((r) => {
              const active = r.roleId === user.roleType;
              return {
                key: `${ROLE_KEY}${r.roleId}`,
                label: active ? `${r.roleName}（${t('shell.header.currentRole')}）` : r.roleName,
                icon: <CheckOutlined style={{ visibility: active ? 'visible' : 'hidden' }} />,
                disabled: active,
              };
            }),
          },
          { type: 'divider' },
        ]
      : [];

  const items: MenuProps['items'] = [
    ...(menu ? [{ key: 'center', icon: <UserOutlined />, label: t('shell.header.center') }, { type: 'divider' as const }] : []),
    ...roles,
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.header.logout') },
  ];

  return (
    <Dropdown menu={{ selectedKeys: [], onClick: onMenuClick, items }} placement="bottomRight">
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }} data-testid="account-menu">
        {children}
        {busy ? <Spin size="small" /> : null}
      </span>
    </Dropdown>
  );
}
