import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClassTeacher } from '@contract/clazz';
import { renderAntd } from '../../../../tests/unit/render';
import { ok } from '../../../../tests/unit/envelope';
import { addClassTeacher, queryClassTeachers, removeClassTeacher } from '@/services/htdz/clazz';
import ClassTeachers from './ClassTeachers';

jest.mock('@umijs/max', () => jest.requireActual('../../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/clazz', () => ({ queryClassTeachers: jest.fn(), addClassTeacher: jest.fn(), removeClassTeacher: jest.fn() }));

const list = queryClassTeachers as jest.MockedFunction<typeof queryClassTeachers>;
const add = addClassTeacher as jest.MockedFunction<typeof addClassTeacher>;
const remove = removeClassTeacher as jest.MockedFunction<typeof removeClassTeacher>;

const OWNER: ClassTeacher = { userId: 3, code: 'teacher', name: '李老师', isOwner: true };
const CO: ClassTeacher = { userId: 31, code: 't2010001', name: '钱老师', isOwner: false };
const NEW: ClassTeacher = { userId: 32, code: 't2010002', name: '孙老师', isOwner: false };

async function open(editable: boolean) {
  list.mockResolvedValue(ok([OWNER, CO]));
  renderAntd(<ClassTeachers sclassId={1} editable={editable} />);
  await screen.findByText('钱老师');
}
const card = () => screen.getByTestId('class-teachers');
const typeAccount = (text: string) => fireEvent.change(within(card()).getByLabelText('教师账号'), { target: { value: text } });

beforeEach(() => jest.clearAllMocks());

it('a co-teacher sees who teaches the class, the owner marked, but cannot change it', async () => {
  await open(false);
  expect(within(card()).getByText('任课教师', { selector: '.ant-card-head-title' })).toBeTruthy();
  const ownerRow = within(card()).getByText('李老师').closest('tr') as HTMLElement;
  expect(within(ownerRow).getByText('负责教师')).toBeTruthy();
  const coRow = within(card()).getByText('钱老师').closest('tr') as HTMLElement;
  expect(within(coRow).getByText('任课教师')).toBeTruthy();
  expect(within(card()).queryByLabelText('教师账号')).toBeNull();
  expect(within(card()).queryByText('移除')).toBeNull();
  expect(within(card()).getByText(/只有负责教师或管理员可以添加和移除任课教师/)).toBeTruthy();
});

it('the owner adds a teacher by account; the list shows the answer and the box empties', async () => {
  await open(true);
  const button = screen.getByTestId('class-add-teacher') as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  add.mockResolvedValue(ok([OWNER, CO, NEW]));
  typeAccount(' T2010002 ');
  fireEvent.click(button);
  await waitFor(() => expect(add).toHaveBeenCalledWith({ sclassId: 1, code: 'T2010002' }));
  expect(await within(card()).findByText('孙老师')).toBeTruthy();
  expect(await screen.findByText('已将 孙老师 添加为任课教师')).toBeTruthy();
  expect((within(card()).getByLabelText('教师账号') as HTMLInputElement).value).toBe('');
});

it('when the server refuses the account, it stays in the box for correcting', async () => {
  await open(true);
  add.mockRejectedValue(new Error('账号 s04 不存在或不是教师'));
  typeAccount('s04');
  fireEvent.click(screen.getByTestId('class-add-teacher'));
  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  expect((within(card()).getByLabelText('教师账号') as HTMLInputElement).value).toBe('s04');
  expect(within(card()).queryByText('孙老师')).toBeNull();
});

it('移除 is offered for co-teachers only, asks first, then shows the list the server answers', async () => {
  await open(true);
  const ownerRow = within(card()).getByText('李老师').closest('tr') as HTMLElement;
  expect(within(ownerRow).queryByText('移除')).toBeNull();
  remove.mockResolvedValue(ok([OWNER]));
  const coRow = within(card()).getByText('钱老师').closest('tr') as HTMLElement;
  fireEvent.click(within(coRow).getByText('移除'));
  expect(await screen.findByText('将 钱老师（t2010001）从任课教师中移除？')).toBeTruthy();
  fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);
  await waitFor(() => expect(remove).toHaveBeenCalledWith({ sclassId: 1, userId: 31 }));
  await waitFor(() => expect(within(card()).queryByText('钱老师')).toBeNull());
  expect(await screen.findByText('已移除任课教师 钱老师')).toBeTruthy();
});
