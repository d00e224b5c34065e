import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ModuleNode } from '@contract/sys';
import { renderAntdUntil } from '../../../../tests/unit/render';
import { ok } from '../../../../tests/unit/envelope';
import { queryModules } from '@/services/htdz/sys';
import ModulePage from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../../tests/unit/umi-max'));
// The page's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/sys', () => ({ queryModules: jest.fn(), deleteModule: jest.fn(), saveModule: jest.fn() }));
jest.setTimeout(30_000);

const node = (moduleId: number, name: string, path: string, icon: string | null, children?: ModuleNode[]): ModuleNode => ({
  moduleId,
  parentId: null,
  name,
  path,
  icon,
  sort: moduleId,
  visible: true,
  ...(children ? { children } : {}),
});

const TREE = [
  node(1, '系统管理', '/sys', 'SettingOutlined', [{ ...node(2, '模块', '/sys/module', 'AppstoreOutlined'), parentId: 1 }]),
  node(3, '旧入口', '/old/page', null),
];

beforeEach(() => {
  (queryModules as jest.Mock).mockResolvedValue(ok(TREE));
});

it('shows each module with its icon drawn and the page it opens by name, the address below it', async () => {
  await renderAntdUntil(<ModulePage />, '系统管理');
  // an icon is drawn, not spelled: its name is only a hover title
  const icon = screen.getByTestId('module-icon-1');
  // each icon loads on its own (ModuleIcon)
  await waitFor(() => expect(icon.querySelector('svg')).not.toBeNull());
  expect(icon.getAttribute('title')).toBe('SettingOutlined');
  expect(screen.queryByText('SettingOutlined')).toBeNull();

  expect(screen.getByTestId('module-page-2').textContent).toBe('模块管理/sys/module');
  // a group of the menu opens no page of its own; an address that opens no page is flagged
  expect(screen.getByTestId('module-page-1').textContent).toBe('菜单分组/sys');
  expect(within(screen.getByTestId('module-page-3')).getByText('没有这个页面')).toBeTruthy();
});

it('the form says which page the typed address opens, or that none does', async () => {
  await renderAntdUntil(<ModulePage />, '系统管理');
  fireEvent.click(screen.getByRole('button', { name: /新建模块/ }));
  const path = await screen.findByLabelText('路径');
  fireEvent.change(path, { target: { value: '/sys/user' } });
  await waitFor(() => expect(screen.getByTestId('module-path-page').textContent).toBe('打开「用户管理」'));
  fireEvent.change(path, { target: { value: '/sys/nothing' } });
  await waitFor(() => expect(screen.getByTestId('module-path-page').textContent).toContain('没有这个地址的页面'));
});
