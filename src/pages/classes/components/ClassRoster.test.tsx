import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClassStudent, RosterAnswer } from '@contract/clazz';
import { renderAntd } from '../../../../tests/unit/render';
import { ok } from '../../../../tests/unit/envelope';
import {
  addStudentAccounts,
  importRoster,
  queryClassStudents,
  removeClassStudent,
  removeClassStudents,
  renameClassStudent,
  resetClassStudentPassword,
} from '@/services/htdz/clazz';
import ClassRoster from './ClassRoster';

jest.mock('@umijs/max', () => jest.requireActual('../../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/clazz', () => ({
  queryClassStudents: jest.fn(),
  addStudentAccounts: jest.fn(),
  removeClassStudent: jest.fn(),
  removeClassStudents: jest.fn(),
  renameClassStudent: jest.fn(),
  resetClassStudentPassword: jest.fn(),
  importRoster: jest.fn(),
  downloadRosterTemplate: jest.fn(),
}));

const roster = queryClassStudents as jest.MockedFunction<typeof queryClassStudents>;
const add = addStudentAccounts as jest.MockedFunction<typeof addStudentAccounts>;
const remove = removeClassStudent as jest.MockedFunction<typeof removeClassStudent>;
const removeMany = removeClassStudents as jest.MockedFunction<typeof removeClassStudents>;
const rename = renameClassStudent as jest.MockedFunction<typeof renameClassStudent>;
const reset = resetClassStudentPassword as jest.MockedFunction<typeof resetClassStudentPassword>;
const importFile = importRoster as jest.MockedFunction<typeof importRoster>;

const STUDENTS: ClassStudent[] = [
  { userId: 4, code: 'student', name: '张同学', joinedAt: '2025-02-20T01:30:00.000Z' },
  { userId: 21, code: '2023010101', name: '王小明', joinedAt: '2025-02-20T01:31:00.000Z' },
];
const answer = (over: Partial<RosterAnswer>): RosterAnswer => ({ added: 0, already: [], errors: [], created: [], joined: [], ...over });

async function open(editable: boolean) {
  roster.mockResolvedValue(ok(STUDENTS));
  renderAntd(<ClassRoster sclassId={1} className="2025级新生班" editable={editable} />);
  await screen.findByText('张同学');
}

const typeRows = (text: string) => fireEvent.change(screen.getByTestId('class-add-students-input'), { target: { value: text } });
const confirmPopover = () => fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

it('a visitor of the class sees its students and can search them, but not change the roster', async () => {
  await open(false);
  expect(screen.getByText('学生名单（2 人）')).toBeTruthy();
  expect(screen.queryByTestId('class-add-students')).toBeNull();
  expect(screen.queryByTestId('class-import-roster')).toBeNull();
  expect(screen.queryByText('移除')).toBeNull();
  expect(screen.queryByText('改名')).toBeNull();
  expect(document.querySelector('.ant-table-selection-column')).toBeNull();
  fireEvent.change(screen.getByLabelText('搜索学号或姓名'), { target: { value: '王' } });
  expect(screen.queryByText('张同学')).toBeNull();
  expect(screen.getByText('王小明')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('搜索学号或姓名'), { target: { value: 'nobody' } });
  expect(screen.getByText('没有符合条件的学生')).toBeTruthy();
});

it('a teacher adds students by 学号 and 姓名; the first passwords of new accounts show once, in a table to print', async () => {
  await open(true);
  add.mockResolvedValue(
    ok(
      answer({
        added: 2,
        already: ['student'],
        created: [{ row: 1, userId: 30, code: '2025001', name: '李新', password: 'ab3cd4ef' }],
        joined: [{ row: 2, userId: 21, code: '2023010101', name: '王小明' }],
      }),
    ),
  );
  fireEvent.click(screen.getByTestId('class-add-students'));
  typeRows('2025001\t李新\n\n2023010101, 王小明\nstudent');
  expect(screen.getByTestId('class-add-students-count').textContent).toBe('已识别 3 名学生');
  fireEvent.click(screen.getByTestId('class-add-students-ok'));
  await waitFor(() =>
    expect(add).toHaveBeenCalledWith(
      {
        sclassId: 1,
        rows: [{ code: '2025001', name: '李新' }, { code: '2023010101', name: '王小明' }, { code: 'student' }],
      },
      { skipErrorHandler: true },
    ),
  );
  const passwords = await screen.findByTestId('first-passwords');
  expect(passwords.textContent).toContain('2025级新生班 学生初始密码');
  const row = within(passwords).getByText('2025001').closest('tr') as HTMLElement;
  expect(row.textContent).toContain('李新');
  expect(row.textContent).toContain('ab3cd4ef');
  expect(screen.getByText('初始密码只显示这一次')).toBeTruthy();

  // 打印: a copy of the table alone goes to the printer
  let printedText = '';
  const print = jest.spyOn(window, 'print').mockImplementation(() => {
    printedText = document.querySelector('body > [data-print-only]')?.textContent ?? '';
  });
  fireEvent.click(screen.getByTestId('first-passwords-print'));
  expect(print).toHaveBeenCalledTimes(1);
  expect(printedText).toContain('ab3cd4ef');
  expect(printedText).not.toContain('初始密码只显示这一次');
  act(() => {
    window.dispatchEvent(new Event('afterprint'));
  });
  expect(document.querySelector('body > [data-print-only]')).toBeNull();

  const result = screen.getByTestId('class-add-students-result');
  expect(result.textContent).toContain('已添加 2 名学生');
  expect(result.textContent).toContain('其中 1 名新建了学生账号');
  expect(result.textContent).toContain('以下 1 个账号已在班级中，未重复添加：student');
  fireEvent.click(screen.getByTestId('first-passwords-close'));
  await waitFor(() => expect(screen.queryByTestId('first-passwords')).toBeNull());
  expect(roster).toHaveBeenCalledTimes(2);
});

it('refused lines are listed with their line numbers and reasons; the text stays and nobody is added', async () => {
  await open(true);
  add.mockResolvedValue(ok(answer({ errors: [{ row: 2, message: '姓名“张三”与学号 student 的姓名“张同学”不一致' }] })));
  fireEvent.click(screen.getByTestId('class-add-students'));
  typeRows('2025001 李新\n\nstudent 张三');
  fireEvent.click(screen.getByTestId('class-add-students-ok'));
  const error = await screen.findByTestId('class-add-students-error');
  expect(error.textContent).toContain('有 1 行有误，没有添加任何学生');
  const line = within(error).getByText('第 3 行').closest('tr') as HTMLElement;
  expect(line.textContent).toContain('姓名“张三”与学号 student 的姓名“张同学”不一致');
  expect((screen.getByTestId('class-add-students-input') as HTMLTextAreaElement).value).toBe('2025001 李新\n\nstudent 张三');
  expect(screen.queryByTestId('class-add-students-result')).toBeNull();
  expect(screen.queryByTestId('first-passwords')).toBeNull();
});

it('an empty box or more than 500 lines is not sent', async () => {
  await open(true);
  fireEvent.click(screen.getByTestId('class-add-students'));
  fireEvent.click(screen.getByTestId('class-add-students-ok'));
  expect(await screen.findByText('请填写学生的学号和姓名')).toBeTruthy();
  typeRows(Array.from({ length: 501 }, (_, i) => `s${i} 学生`).join('\n'));
  expect(screen.getByText('一次最多添加 500 名学生，当前 501 行')).toBeTruthy();
  fireEvent.click(screen.getByTestId('class-add-students-ok'));
  expect(add).not.toHaveBeenCalled();
});

it('导入名单 imports a sheet into the class; after it the roster reloads, says who was added, and shows the new passwords', async () => {
  await open(true);
  importFile.mockResolvedValue(
    ok(answer({ added: 2, already: ['student'], created: [{ row: 2, userId: 31, code: 'imp001', name: '导入甲', password: 'k7mnpq2r' }] })),
  );
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
  expect((await screen.findByTestId('first-passwords')).textContent).toContain('k7mnpq2r');
});

it('移除 asks first, naming the student, then removes and reloads the roster', async () => {
  await open(true);
  remove.mockResolvedValue(ok(null));
  const row = screen.getByText('张同学').closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByText('移除'));
  expect(await screen.findByText('将 张同学（student）移出班级？')).toBeTruthy();
  confirmPopover();
  await waitFor(() => expect(remove).toHaveBeenCalledWith({ sclassId: 1, userId: 4 }));
  await waitFor(() => expect(roster).toHaveBeenCalledTimes(2));
});

it('移除所选 removes the chosen students at once, after saying how many and that their work stays', async () => {
  await open(true);
  removeMany.mockResolvedValue(ok({ removed: 2 }));
  expect(screen.queryByTestId('class-remove-selected')).toBeNull();
  fireEvent.click(within(screen.getByText('张同学').closest('tr') as HTMLElement).getByRole('checkbox'));
  fireEvent.click(within(screen.getByText('王小明').closest('tr') as HTMLElement).getByRole('checkbox'));
  fireEvent.click(screen.getByTestId('class-remove-selected'));
  expect(await screen.findByText('将所选 2 名学生移出班级？')).toBeTruthy();
  expect(screen.getByText(/已提交的作业、考试和练习记录都会保留/)).toBeTruthy();
  confirmPopover();
  await waitFor(() => expect(removeMany).toHaveBeenCalledWith({ sclassId: 1, userIds: [4, 21] }));
  await waitFor(() => expect(roster).toHaveBeenCalledTimes(2));
});

it('改名 changes a student’s name in the roster', async () => {
  await open(true);
  rename.mockResolvedValue(ok({ ...STUDENTS[0], name: '张新名' }));
  fireEvent.click(screen.getByTestId('class-rename-4'));
  const input = (await screen.findByTestId('class-rename-input')) as HTMLInputElement;
  expect(input.value).toBe('张同学');
  fireEvent.change(input, { target: { value: '张新名' } });
  fireEvent.click(screen.getByRole('button', { name: '保 存' }));
  await waitFor(() => expect(rename).toHaveBeenCalledWith({ sclassId: 1, userId: 4, name: '张新名' }));
  expect(await screen.findByText('张新名')).toBeTruthy();
});

it('重置密码 asks first, then shows the new first password once', async () => {
  await open(true);
  reset.mockResolvedValue(ok({ userId: 21, code: '2023010101', name: '王小明', password: 'x9y8z7wq' }));
  fireEvent.click(screen.getByTestId('class-student-more-21'));
  fireEvent.click(await screen.findByTestId('class-reset-password-21'));
  const confirm = (await screen.findByText('为 王小明（2023010101）重置密码？', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
  expect(confirm.textContent).toContain('下次登录后须修改密码');
  fireEvent.click(within(confirm).getByRole('button', { name: '重置密码' }));
  await waitFor(() => expect(reset).toHaveBeenCalledWith({ sclassId: 1, userId: 21 }));
  expect((await screen.findByTestId('first-passwords')).textContent).toContain('x9y8z7wq');
});

it('a roster that cannot load says so and offers to try again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // ahooks logs the failed request
  roster.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(ok([]));
  renderAntd(<ClassRoster sclassId={1} className="1班" editable />);
  fireEvent.click(await screen.findByRole('button', { name: '重 试' }));
  expect(await screen.findByText('班级里还没有学生')).toBeTruthy();
});
