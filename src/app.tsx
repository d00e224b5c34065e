// Runtime configuration (Umi): the state loaded before pages render, the layout, and the request client.
import { UserOutlined } from '@ant-design/icons';
import type { MenuDataItem } from '@ant-design/pro-components';
import type { RequestConfig, RunTimeLayoutConfig } from '@umijs/max';
import { history } from '@umijs/max';
import { message, notification } from 'antd';
import antdZhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import 'dayjs/locale/zh-cn';
import defaultSettings from '../config/defaultSettings';
import type { CurrentUser, MenuItem } from '@contract/auth';
import PageLoading from './components/PageLoading';
import { avatarSrc, publicUrl } from './components/RightContent/urls';
import { TOKEN_KEY, createRequestConfig, getToken, isLoginPage, redirectToLogin, tokenChangeNeedsReload } from './requestErrorConfig';
import { FIRST_PASSWORD_PATH } from './pages/user/login/redirect';
import { getCurrentUser, getMenu } from './services/htdz/auth';

dayjs.locale('zh-cn');

// Only users who open a forbidden address need it, so it stays out of the entry bundle.
const Forbidden = lazy(() => import('@/components/Forbidden'));
// The layout's parts load with the layout, not in the entry bundle the login page downloads: the menu icons (every
// icon a module may name), the account menu with its dropdown, the feedback shortcut.
const ModuleIcon = lazy(() => import('./components/ModuleIcon'));
const AvatarDropdown = lazy(() => import('./components/RightContent/AvatarDropdown'));
const FeedbackIcon = lazy(() => import('./components/RightContent').then((m) => ({ default: m.FeedbackIcon })));
const NoticeBell = lazy(() => import('./components/NoticeBell'));
// Only accounts still on a first password a teacher handed out see it, instead of every page.
const FirstPasswordGate = lazy(() => import('./pages/center/components/FirstPasswordGate'));

declare global {
  interface Window {
    /** set by a host page before the app loads to serve the app under a sub-path, e.g. '/teach/' */
    routerBase?: string;
    /** Umi's runtimePublicPath: where the host page serves the built files (chunks, logo), e.g. '/teach/' */
    publicPath?: string;
  }
}

export type InitialState = {
  settings: typeof defaultSettings;
  currentUser?: CurrentUser;
  /** the server's menu for the active role */
  menuData?: MenuItem[];
  fetchUserInfo: () => Promise<CurrentUser | undefined>;
  fetchMenu: () => Promise<MenuItem[]>;
};

async function fetchUserInfo(): Promise<CurrentUser | undefined> {
  try {
    const res = await getCurrentUser({ skipErrorHandler: true });
    return res.success ? res.obj : undefined;
  } catch {
    return undefined;
  }
}

async function fetchMenu(): Promise<MenuItem[]> {
  try {
    const res = await getMenu({ skipErrorHandler: true });
    return res.success ? res.obj : [];
  } catch {
    return [];
  }
}

/** Loaded once before pages render (PageLoading meanwhile): the user and their menu, or off to login. */
export async function getInitialState(): Promise<InitialState> {
  const base: InitialState = { settings: defaultSettings, fetchUserInfo, fetchMenu };
  if (isLoginPage(history.location.pathname)) return base;
  // Without a token there is no session to ask about.
  const [currentUser, menuData] = getToken() ? await Promise.all([fetchUserInfo(), fetchMenu()]) : [undefined, []];
  if (!currentUser) {
    redirectToLogin(history);
    return base;
  }
  // a page without the layout would not show the password form (childrenRender below): to one that has it
  if (currentUser.mustChangePassword && history.location.pathname !== FIRST_PASSWORD_PATH) history.replace(FIRST_PASSWORD_PATH);
  return { ...base, currentUser, menuData };
}

const toMenuData = (items: MenuItem[]): MenuDataItem[] =>
  items.map((item) => ({
    path: item.path,
    name: item.name,
    icon: item.icon ? (
      <Suspense fallback={null}>
        <ModuleIcon name={item.icon} />
      </Suspense>
    ) : undefined,
    children: item.children?.length ? toMenuData(item.children) : undefined,
  }));

export const layout: RunTimeLayoutConfig = ({ initialState }) => {
  const user = initialState?.currentUser;
  return {
    ...initialState?.settings,
    logo: <img src={publicUrl('logo.svg')} alt="" style={{ height: 45 }} />,
    // Otherwise ProLayout fetches decorative background images from an outside host.
    bgLayoutImgList: [],
    menu: { locale: false },
    // The menu is the server's (per active role), not the route table; it changes with a role switch.
    menuDataRender: () => toMenuData(initialState?.menuData ?? []),
    rightContentRender: false,
    actionsRender: () =>
      user && !user.mustChangePassword
        ? [
            <Suspense key="notices" fallback={null}>
              <NoticeBell />
            </Suspense>,
            <Suspense key="feedback" fallback={null}>
              <FeedbackIcon />
            </Suspense>,
          ]
        : [],
    avatarProps: user
      ? {
          src: avatarSrc(user.avatar),
          icon: <UserOutlined />,
          size: 'default',
          gap: 4,
          title: user.userName,
          render: (_, dom) => (
            <Suspense fallback={dom}>
              <AvatarDropdown menu>{dom}</AvatarDropdown>
            </Suspense>
          ),
        }
      : undefined,
    onPageChange: () => {
      if (!initialState?.currentUser && !isLoginPage(history.location.pathname)) redirectToLogin(history);
    },
    // still on a first password: the form to replace it, whatever page was asked for
    childrenRender: (children) =>
      user?.mustChangePassword ? (
        <Suspense fallback={<PageLoading />}>
          <FirstPasswordGate />
        </Suspense>
      ) : (
        children
      ),
    unAccessible: (
      <Suspense fallback={<PageLoading />}>
        <Forbidden />
      </Suspense>
    ),
  };
};

export const request: RequestConfig = createRequestConfig({ message, notification, history });

/** antd's own words (pagination, pickers, empty states) in Chinese: Umi's locale plugin is off (src/locales/text.ts). */
export const antd = (memo: Record<string, unknown>) => ({ ...memo, locale: antdZhCN });

/** The host page may set window.routerBase before the app loads to serve it under a sub-path (SPEC.md section 2). */
export function modifyContextOpts(memo: Record<string, unknown>) {
  return typeof window !== 'undefined' && window.routerBase ? { ...memo, basename: window.routerBase } : memo;
}

function watchSession() {
  // Signing in or out in another tab changes the session under this one (SPEC.md section 4).
  window.addEventListener('storage', (e) => {
    if (e.storageArea !== window.localStorage) return;
    const cleared = e.key === null;
    if (cleared || (e.key === TOKEN_KEY && tokenChangeNeedsReload(e.oldValue, e.newValue))) window.location.reload();
  });
}

/** There is no offline mode: remove service workers and caches an older version may have left (SPEC.md section 4). */
function removeOldServiceWorkers() {
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => registrations.forEach((r) => r.unregister()))
    .catch(() => undefined);
  if ('caches' in window) {
    caches
      .keys()
      .then((keys) => keys.forEach((key) => caches.delete(key)))
      .catch(() => undefined);
  }
}

if (typeof window !== 'undefined') {
  watchSession();
  removeOldServiceWorkers();
}
