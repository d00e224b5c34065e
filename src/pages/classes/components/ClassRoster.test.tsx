import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClassStudent } from '@contract/clazz';
import { renderAntd } from '../../../../tests/unit/render';
import { ok } from '../../../../tests/unit/envelope';
import { BizError } from '@/requestErrorConfig';
import { addClassStudents, importRoster, queryClassStudents, removeClassStudent } from '@/services/htdz/clazz';
import ClassRoster from './ClassRoster';

jest.mock('@umijs/max', () => jest.requireActual('../../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/clazz', () => ({
  queryClassStudents: jest.fn(),
  addClassStudents: jest.fn(),
  removeClassStudent: jest.fn(),
  importRoster: jest.fn(),
  downloadRosterTemplate: jest.fn(),
}));

const roster = queryClassStudents as jest.MockedFunction<typeof queryClassStudents>;
const add = addClassStudents as jest.MockedFunction<typeof addClassStudents>;
const remove = removeClassStudent as jest.MockedFunction<typeof removeClassStudent>;
const importFile = importRoster as jest.MockedFunction<typeof importRoster>;

const STUDENTS: ClassStudent[] = [
  { userId: 4, code: 'student', name: '张同学', joinedAt: '2025-02-20T01:30:00.000Z' },
  { userId: 21, code: '2023010101', name: '王小明', joinedAt: '2025-02-20T01:31:00.000Z' },
];

async function open(editable: boolean) {
  roster.mockResolvedValue(ok(STUDENTS));
  renderAntd(<ClassRoster sclassId={1} editable={editable} />);
  await screen.findByText('张同学');
}

const typeAccounts = (text: string) => fireEvent.change(screen.getByTestId('class-add-students-input'), { target: { value: text } });

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

it('a visitor of the class sees its students and can search them, but not change the roster', async () => {
  await open(false);
  expect(screen.getByText('学生名单（2 人）')).toBeTruthy();
  expect(screen.queryByTestId('class-add-students')).toBeNull();
  expect(screen.queryByTestId('class-import-roster')).toBeNull();
  expect(screen.queryByText('移除')).toBeNull();
  fireEvent.change(screen.getByLabelText('搜索学号或姓名'), { target: { value: '王' } });
  expect(screen.queryByText('张同学')).toBeNull();
  expect(screen.getByText('王小明')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('搜索学号或姓名'), { target: { value: 'nobody' } });
  expect(screen.getByText('没有符合条件的学生')).toBeTruthy();
});

it('a teacher adds accounts typed with repeats: each is sent once, and the answer says who was there already', async () => {
  await open(true);
  add.mockResolvedValue(ok({ added: 1, already: ['student'] }));
  fireEvent.click(screen.getByTestId('class-add-students'));
  typeAccounts('student\n2023010102, student');
  expect(screen.getByTestId('class-add-students-count').textContent).toBe('已识别 2 个账号（去掉重复 1 个）');
  fireEvent.click(screen.getByTestId('class-add-students-ok'));
  await waitFor(() => expect(add).toHaveBeenCalledWith({ sclassId: 1, codes: ['student', '2023010102'] }, { skipErrorHandler: true }));
  const result = await screen.findByTestId('class-add-students-result');
  expect(result.textContent).toContain('已添加 1 名学生');
  expect(result.textContent).toContain('以下 1 个账号已在班级中，未重复添加：student');
  expect(roster).toHaveBeenCalledTimes(2);
});

it('when the server refuses an unknown account, its message shows as it is and the typed accounts stay', async () => {
  await open(true);
  add.mockRejectedValue(new BizError({ errorMessage: '以下 1 个账号不存在或不是学生，没有添加任何学生：nobody', errorCode: 'VALIDATION_FAILED', showType: 2 }));
  fireEvent.click(screen.getByTestId('class-add-students'));
  typeAccounts('student\nnobody');
  fireEvent.click(screen.getByTestId('class-add-students-ok'));
  const error = await screen.findByTestId('class-add-students-error');
  expect(error.textContent).toContain('以下 1 个账号不存在或不是学生，没有添加任何学生：nobody');
  expect((screen.getByTestId('class-add-students-input') as HTMLTextAreaElement).value).toBe('student\nnobody');
  expect(screen.queryByTestId('class-add-students-result')).toBeNull();
});

it('an empty box or more than 500 accounts is not sent', async () => {
  await open(true);
  fireEvent.click(screen.getByTestId('class-add-students'));
  fireEvent.click(screen.getByTestId('class-add-students-ok'));
  expect(await screen.findByText('请填写学生账号')).toBeTruthy();
  typeAccounts(Array.from({ length: 501 }, (_, i) => `s${i}`).join('\n'));
  expect(screen.getByText('一次最多添加 500 名学生，当前 501 个账号')).toBeTruthy();
  fireEvent.click(screen.getByTestId('class-add-students-ok'));
  expect(add).not.toHaveBeenCalled();
});

it('导入名单 imports a sheet into the class; after it the roster reloads and says who was added and who was there', async () => {
  await open(true);
  importFile.mockResolvedValue(ok({ added: 2, already: ['student'], errors: [] }));
  fireEvent.click(screen.getByTestId('class-import-roster'));
  const dialog = document.querySelector('.ant-modal') as HTMLElement;
  expect(within(dialog).getByText('导入班级名单')).toBeTruthy();
  const file = new File(['PK'], '名单.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  await act(async () => {
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
  });
  await waitFor(() => expect(importFile).toHaveBeenCalledWith(file, 1, expect.anything()));
  await waitFor(() => expect(roster).toHaveBeenCalledTimes(2));
  const result = await screen.findByTestId('class-add-students-result');
  expect(result.textContent).toContain('已添加 2 名学生');
  expect(result.textContent).toContain('以下 1 个账号已在班级中，未重复添加：student');
});

it('移除 asks first, naming the student, then removes and reloads the roster', async () => {
  await open(true);
  remove.mockResolvedValue(ok(null));
  const row = screen.getByText('张同学').closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByText('移除'));
  expect(await screen.findByText('将 张同学（student）移出班级？')).toBeTruthy();
  fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);
  await waitFor(() => expect(remove).toHaveBeenCalledWith({ sclassId: 1, userId: 4 }));
  await waitFor(() => expect(roster).toHaveBeenCalledTimes(2));
});

it('a roster that cannot load says so and offers to try again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // ahooks logs the failed request
  roster.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(ok([]));
  renderAntd(<ClassRoster sclassId={1} editable />);
  fireEvent.click(await screen.findByRole('button', { name: '重 试' }));
  expect(await screen.findByText('班级里还没有学生')).toBeTruthy();
});
