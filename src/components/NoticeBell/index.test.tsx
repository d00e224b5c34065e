import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Notice } from '@contract/auth';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { changeRead, clearNotRead, getNotices, getNoticesNotRead } from '@/services/htdz/auth';
import NoticeBell from '.';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/auth', () => ({ getNotices: jest.fn(), getNoticesNotRead: jest.fn(), changeRead: jest.fn(), clearNotRead: jest.fn() }));

const returned: Notice = {
  noticeId: 8,
  type: 'notification',
  title: '作业被退回，请修改后重新提交',
  content: '《第二章 作业》：第一题再想想',
  link: '/task-stu/answser/studentId/homeworkId/7/3',
  read: false,
  createdAt: '2025-03-20T08:00:00.000Z',
};
const replied: Notice = { ...returned, noticeId: 5, type: 'message', title: '你的意见反馈有了回复', content: '“页面打不开”：已修复', link: null, read: true };

const unread = (notification: number, message = 0) => ok({ total: notification + message, byType: { notification, message, event: 0 } });

beforeEach(() => {
  jest.clearAllMocks();
  (getNoticesNotRead as jest.Mock).mockResolvedValue(unread(1));
  (getNotices as jest.Mock).mockResolvedValue(ok({ list: [returned, replied], total: 2 }));
  (changeRead as jest.Mock).mockResolvedValue(ok(null));
  (clearNotRead as jest.Mock).mockResolvedValue(ok(null));
});

async function openBell() {
  renderAntd(<NoticeBell />);
  await waitFor(() => expect(screen.getByLabelText('通知（1 条未读）')).toBeTruthy());
  await act(async () => {
    fireEvent.click(screen.getByTestId('notice-bell'));
  });
  await screen.findByText(returned.title);
}

it('shows how many are unread, and on a click the latest ones, unread first marked', async () => {
  await openBell();
  expect(getNotices).toHaveBeenCalledWith({ current: 1, pageSize: 10 });
  expect(screen.getByText(replied.title)).toBeTruthy();
  expect(screen.getByTestId('notice-8').querySelector('.ant-badge-dot')).not.toBeNull();
  expect(screen.getByTestId('notice-5').querySelector('.ant-badge-dot')).toBeNull();
});

it('opening an unread one marks it read and goes where it points', async () => {
  await openBell();
  (getNoticesNotRead as jest.Mock).mockResolvedValue(unread(0));
  await act(async () => {
    fireEvent.click(screen.getByTestId('notice-8'));
  });
  expect(changeRead).toHaveBeenCalledWith('notification', 8);
  expect(history.push).toHaveBeenCalledWith(returned.link);
  await waitFor(() => expect(screen.getByLabelText('通知（0 条未读）')).toBeTruthy());
});

it('a read one without a link is not marked again and goes nowhere', async () => {
  await openBell();
  await act(async () => {
    fireEvent.click(screen.getByTestId('notice-5'));
  });
  expect(changeRead).not.toHaveBeenCalled();
  expect(history.push).not.toHaveBeenCalled();
});

it('全部已读 clears each type that has unread ones', async () => {
  (getNoticesNotRead as jest.Mock).mockResolvedValue(unread(1, 2));
  renderAntd(<NoticeBell />);
  await waitFor(() => expect(screen.getByLabelText('通知（3 条未读）')).toBeTruthy());
  await act(async () => {
    fireEvent.click(screen.getByTestId('notice-bell'));
  });
  await act(async () => {
    fireEvent.click(await screen.findByTestId('notice-read-all'));
  });
  expect((clearNotRead as jest.Mock).mock.calls.map((c) => c[0]).sort()).toEqual(['message', 'notification']);
});

it('says so when there are none', async () => {
  (getNoticesNotRead as jest.Mock).mockResolvedValue(unread(0));
  (getNotices as jest.Mock).mockResolvedValue(ok({ list: [], total: 0 }));
  renderAntd(<NoticeBell />);
  await act(async () => {
    fireEvent.click(screen.getByTestId('notice-bell'));
  });
  expect(await screen.findByText('暂无通知')).toBeTruthy();
  expect(screen.queryByTestId('notice-read-all')).toBeNull();
});
