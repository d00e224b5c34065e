import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ClassSummary } from '@contract/clazz';
import type { CourseSummary } from '@contract/course';
import { renderAntd } from '../../../../tests/unit/render';
import { ok } from '../../../../tests/unit/envelope';
import { saveClass } from '@/services/htdz/clazz';
import { queryCourses } from '@/services/htdz/course';
import ClassForm from './ClassForm';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  Link: ({ to, children }: { to: string; children: React.ReactNode }) =>
    jest.requireActual<typeof import('react')>('react').createElement('a', { href: to }, children),
}));
jest.mock('@/services/htdz/clazz', () => ({ saveClass: jest.fn() }));
jest.mock('@/services/htdz/course', () => ({ queryCourses: jest.fn() }));

const save = saveClass as jest.MockedFunction<typeof saveClass>;
const courses = queryCourses as jest.MockedFunction<typeof queryCourses>;

const course = (courseId: number, name: string, status: CourseSummary['status']): CourseSummary => ({
  courseId,
  name,
  cover: null,
  status,
  isTemplate: false,
  ownerId: 3,
  ownerName: '李老师',
  templateId: null,
  sceneCount: 0,
  canEdit: true,
  canManage: true,
  myRole: 'owner',
  updatedAt: '2025-03-14T07:10:00.000Z',
});

const CLASS: ClassSummary = {
  sclassId: 1,
  name: '2023级计算机科学1班',
  courseId: 1,
  courseName: '数据库系统原理',
  ownerId: 3,
  ownerName: '李老师',
  startDate: '2025-02-24',
  endDate: '2025-07-04',
  description: null,
  openToStudents: true,
  studentCount: 7,
  canEdit: true,
  canManageTeachers: true,
  canDelete: true,
};

beforeEach(() => {
  jest.clearAllMocks();
  courses.mockResolvedValue(ok({ list: [course(1, '数据库系统原理', 'confirmed'), course(3, 'SQL 编程基础（2023 秋）', 'archived')], total: 2 }));
});

const nameInput = () => screen.getByPlaceholderText('例如：2023级计算机科学1班') as HTMLInputElement;

it('a new class needs a name and a course before it is sent', async () => {
  renderAntd(<ClassForm clazz={null} onSaved={jest.fn()} />);
  await waitFor(() => expect(courses).toHaveBeenCalledWith({ scope: 'mine', current: 1, pageSize: 100 }));
  fireEvent.click(screen.getByTestId('class-save'));
  expect(await screen.findByText('请输入班级名称')).toBeTruthy();
  expect(await screen.findByText('请选择课程')).toBeTruthy();
  expect(save).not.toHaveBeenCalled();
});

it("the course is one of the teacher's own courses that is not archived", async () => {
  renderAntd(<ClassForm clazz={null} onSaved={jest.fn()} />);
  await waitFor(() => expect(courses).toHaveBeenCalled());
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '课程' }));
  expect(await screen.findByText('数据库系统原理')).toBeTruthy();
  expect(screen.queryByText('SQL 编程基础（2023 秋）')).toBeNull();
});

it('an edited class is sent with its dates, and a refused save keeps what was typed', async () => {
  const onSaved = jest.fn();
  save.mockRejectedValue(new Error('refused'));
  renderAntd(<ClassForm clazz={CLASS} onSaved={onSaved} />);
  fireEvent.change(nameInput(), { target: { value: '2023级计算机科学1班（实验）' } });
  fireEvent.click(screen.getByTestId('class-save'));
  await waitFor(() =>
    expect(save).toHaveBeenCalledWith({
      sclassId: 1,
      name: '2023级计算机科学1班（实验）',
      courseId: 1,
      startDate: '2025-02-24',
      endDate: '2025-07-04',
      description: null,
      openToStudents: true,
    }),
  );
  expect(onSaved).not.toHaveBeenCalled();
  expect(nameInput().value).toBe('2023级计算机科学1班（实验）');

  save.mockResolvedValue(ok({ ...CLASS, name: '2023级计算机科学1班（实验）' }));
  fireEvent.click(screen.getByTestId('class-save'));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: '2023级计算机科学1班（实验）' })));
});

it('an end date before the start date is refused in the form', async () => {
  renderAntd(<ClassForm clazz={{ ...CLASS, startDate: '2025-07-04', endDate: '2025-02-24' }} onSaved={jest.fn()} />);
  fireEvent.click(screen.getByTestId('class-save'));
  expect(await screen.findByText('结束日期不能早于开始日期')).toBeTruthy();
  expect(save).not.toHaveBeenCalled();
});

it('a description is sent trimmed, and closing the class to its students is sent as openToStudents false', async () => {
  save.mockResolvedValue(ok({ ...CLASS, openToStudents: false }));
  renderAntd(<ClassForm clazz={{ ...CLASS, description: '周三上机' }} onSaved={jest.fn()} />);
  const description = screen.getByTestId('class-form-description') as HTMLTextAreaElement;
  expect(description.value).toBe('周三上机');
  fireEvent.change(description, { target: { value: '  周三下午上机  ' } });
  const open = screen.getByRole('switch', { name: '对学生开放' });
  expect(open.getAttribute('aria-checked')).toBe('true');
  fireEvent.click(open);
  fireEvent.click(screen.getByTestId('class-save'));
  await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ description: '周三下午上机', openToStudents: false })));
});

it('a description longer than 500 characters is refused in the form', async () => {
  renderAntd(<ClassForm clazz={CLASS} onSaved={jest.fn()} />);
  fireEvent.change(screen.getByTestId('class-form-description'), { target: { value: '字'.repeat(501) } });
  fireEvent.click(screen.getByTestId('class-save'));
  expect(await screen.findByText('班级简介不能超过 500 个字符')).toBeTruthy();
  expect(save).not.toHaveBeenCalled();
});
