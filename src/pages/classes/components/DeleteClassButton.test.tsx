import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClassDeletion, ClassSummary } from '@contract/clazz';
import { renderAntd } from '../../../../tests/unit/render';
import { ok } from '../../../../tests/unit/envelope';
import { deleteClass, queryClassDeletion } from '@/services/htdz/clazz';
import DeleteClassButton from './DeleteClassButton';

jest.mock('@umijs/max', () => jest.requireActual('../../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/clazz', () => ({ deleteClass: jest.fn(), queryClassDeletion: jest.fn() }));

const preview = queryClassDeletion as jest.MockedFunction<typeof queryClassDeletion>;
const remove = deleteClass as jest.MockedFunction<typeof deleteClass>;

const CLASS: ClassSummary = {
  sclassId: 7,
  name: '临时开的班',
  courseId: 1,
  courseName: '数据库系统原理',
  ownerId: 3,
  ownerName: '李老师',
  startDate: null,
  endDate: null,
  description: null,
  openToStudents: true,
  studentCount: 2,
  canEdit: true,
  canManageTeachers: true,
  canDelete: true,
};
const deletion = (over: Partial<ClassDeletion> = {}): ClassDeletion => ({
  sclassId: 7,
  name: '临时开的班',
  students: 2,
  homeworks: 1,
  exams: 3,
  submissions: 0,
  attempts: 0,
  practice: 0,
  canDelete: true,
  ...over,
});
const dialog = async () => (await screen.findByRole('dialog')) as HTMLElement;

beforeEach(() => jest.clearAllMocks());

it('is not offered to whoever may not delete the class (co-teachers)', () => {
  renderAntd(<DeleteClassButton clazz={{ ...CLASS, canDelete: false }} onDeleted={jest.fn()} />);
  expect(screen.queryByTestId('class-delete')).toBeNull();
});

it('names the class, its students and its publications before deleting, then deletes', async () => {
  preview.mockResolvedValue(ok(deletion()));
  remove.mockResolvedValue(ok(null));
  const onDeleted = jest.fn();
  renderAntd(<DeleteClassButton clazz={CLASS} onDeleted={onDeleted} />);
  fireEvent.click(screen.getByTestId('class-delete'));
  const confirm = await dialog();
  expect(confirm.textContent).toContain('删除班级“临时开的班”？');
  expect(confirm.textContent).toContain('名单中的 2 名学生（学生账号保留）、1 份作业和 3 场考试的发布');
  expect(remove).not.toHaveBeenCalled();
  fireEvent.click(within(confirm).getByRole('button', { name: '删 除' }));
  await waitFor(() => expect(remove).toHaveBeenCalledWith(7));
  await waitFor(() => expect(onDeleted).toHaveBeenCalled());
});

it('with student work it does not offer to delete, says how much there is and to close the class instead', async () => {
  preview.mockResolvedValue(ok(deletion({ submissions: 3, practice: 1 })));
  renderAntd(<DeleteClassButton clazz={CLASS} onDeleted={jest.fn()} />);
  fireEvent.click(screen.getByTestId('class-delete'));
  const refusal = await dialog();
  expect(refusal.textContent).toContain('班级“临时开的班”不能删除');
  expect(refusal.textContent).toContain('班级已有 3 份作业提交、1 条练习记录，不能删除');
  expect(refusal.textContent).toContain('关闭班级');
  expect(within(refusal).queryByRole('button', { name: '删 除' })).toBeNull();
  expect(remove).not.toHaveBeenCalled();
});
