import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@contract/auth';
import { renderAntd } from '../../../../tests/unit/render';
import { ok } from '../../../../tests/unit/envelope';
import { history } from '@umijs/max';
import { changeMyPassword } from '@/services/htdz/sys';
import FirstPasswordGate from './FirstPasswordGate';

const user: CurrentUser = {
  userId: 30,
  code: 's2025001',
  userName: '新同学甲',
  avatar: '',
  roleType: 4,
  baseRoleType: 4,
  roleList: [{ roleId: 4, roleName: '学生', baseRoleId: 4 }],
  email: null,
  phone: null,
  mustChangePassword: true,
};
const state = {
  currentUser: user,
  menuData: [],
  fetchUserInfo: jest.fn(async () => ({ ...user, mustChangePassword: false })),
  fetchMenu: jest.fn(async () => [{ path: '/home', name: '首页' }]),
};
const setInitialState = jest.fn();

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useModel: () => ({ initialState: state, setInitialState }),
}));
jest.mock('@/services/htdz/sys', () => ({ changeMyPassword: jest.fn() }));

const change = changeMyPassword as jest.MockedFunction<typeof changeMyPassword>;
beforeEach(() => jest.clearAllMocks());

const type = (id: string, value: string) => fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });

it('asks for the printed password and a new one; once changed, reads the user and menu again and goes home', async () => {
  change.mockResolvedValue(ok(null));
  renderAntd(<FirstPasswordGate />);
  expect(screen.getByText('请先设置新密码')).toBeTruthy();
  expect(screen.getByText(/新同学甲（s2025001），你的账号还在使用老师发放的初始密码/)).toBeTruthy();
  expect(screen.getByText('初始密码')).toBeTruthy();
  type('oldPassword', 'ab3cd4ef');
  type('newPassword', 'Mine2025');
  type('confirm', 'Mine2025');
  fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
  await waitFor(() => expect(change).toHaveBeenCalledWith({ oldPassword: 'ab3cd4ef', newPassword: 'Mine2025' }));
  await waitFor(() => expect(history.push).toHaveBeenCalledWith('/'));
  expect(state.fetchUserInfo).toHaveBeenCalled();
  expect(state.fetchMenu).toHaveBeenCalled();
  const next = setInitialState.mock.calls[0][0] as (s: typeof state) => typeof state;
  expect(next(state)).toMatchObject({ currentUser: { mustChangePassword: false }, menuData: [{ path: '/home' }] });
});

it('a new password that is too weak is refused in the form', async () => {
  renderAntd(<FirstPasswordGate />);
  type('oldPassword', 'ab3cd4ef');
  type('newPassword', 'short');
  fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
  expect(await screen.findByText('密码至少 8 位')).toBeTruthy();
  expect(change).not.toHaveBeenCalled();
});
