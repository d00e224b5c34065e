import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseSummary } from '@contract/course';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { BizError } from '@/requestErrorConfig';
import { archiveCourse, copyCourse, deleteCourse, queryCourses, submitCourse } from '@/services/htdz/course';
import CourseCards from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
// The list's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/course', () => ({
  queryCourses: jest.fn(),
  copyCourse: jest.fn(),
  archiveCourse: jest.fn(),
  deleteCourse: jest.fn(),
  submitCourse: jest.fn(),
}));

const query = queryCourses as jest.MockedFunction<typeof queryCourses>;
const remove = deleteCourse as jest.MockedFunction<typeof deleteCourse>;
const submit = submitCourse as jest.MockedFunction<typeof submitCourse>;

const course = (over: Partial<CourseSummary>): CourseSummary => ({
  courseId: 1,
  name: '数据库系统原理',
  cover: null,
  status: 'confirmed',
  isTemplate: false,
  ownerId: 3,
  ownerName: '李老师',
  templateId: 11,
  sceneCount: 3,
  canEdit: true,
  canManage: true,
  myRole: 'owner',
  updatedAt: '2025-03-14T07:10:00.000Z',
  ...over,
});
const page = (list: CourseSummary[], total = list.length) => ok({ list, total });

const cardOf = (name: string) => screen.getByText(name).closest('[data-testid="course-card"]') as HTMLElement;

async function show(scope: 'mine' | 'templates' | 'review' = 'mine') {
  renderAntd(<CourseCards area="teacher" scope={scope} emptyText="还没有课程，新建一门或从专家模板开始" />);
  await waitFor(() => expect(query).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByTestId('course-cards-loading')).toBeNull());
}

async function confirmPopup(title: string) {
  const popup = (await screen.findByText(title)).closest('.ant-popover') as HTMLElement;
  await act(async () => {
    fireEvent.click(popup.querySelector('.ant-btn-primary') as HTMLElement);
  });
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe('a teacher’s course cards', () => {
  it('asks for the first page of own courses and shows name, status, owner, scenes and a placeholder cover', async () => {
    query.mockResolvedValue(page([course({}), course({ courseId: 2, name: '数据库设计与实践', status: 'draft', sceneCount: 1 })]));
    await show();
    expect(query).toHaveBeenCalledWith({ scope: 'mine', current: 1, pageSize: 12, keyword: undefined, status: undefined });
    const card = within(cardOf('数据库系统原理'));
    expect(card.getByText('已确认')).toBeTruthy();
    expect(card.getByText('李老师')).toBeTruthy();
    expect(card.getByText('3 个场景')).toBeTruthy();
    expect(card.getByTestId('course-cover-placeholder').textContent).toBe('数');
    expect(within(cardOf('数据库设计与实践')).getByText('草稿')).toBeTruthy();
  });

  it('opens the editor, the overview and the scenes of a course', async () => {
    query.mockResolvedValue(page([course({})]));
    await show();
    const card = within(cardOf('数据库系统原理'));
    fireEvent.click(card.getByText('编辑'));
    expect(history.push).toHaveBeenLastCalledWith('/course/course/edit/1');
    fireEvent.click(card.getByText('查看'));
    expect(history.push).toHaveBeenLastCalledWith('/course/view/1');
    fireEvent.click(card.getByText('场景'));
    expect(history.push).toHaveBeenLastCalledWith('/scene/list/1');
  });

  it('filters by status and keyword from the first page', async () => {
    query.mockResolvedValue(page([course({})]));
    await show();
    fireEvent.change(screen.getByPlaceholderText('搜索课程名称'), { target: { value: ' 设计 ' } });
    await act(async () => {
      fireEvent.keyDown(screen.getByPlaceholderText('搜索课程名称'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await waitFor(() => expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '设计', current: 1 })));
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '课程状态' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('已归档'));
    });
    await waitFor(() => expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'archived', keyword: '设计' })));
  });

  it('courses one is on the team of show the role; an assistant is offered no edit or delete', async () => {
    query.mockResolvedValue(
      page([
        course({ courseId: 5, name: '数据库安全', ownerName: '钱老师', canManage: false, myRole: 'co_teacher' }),
        course({ courseId: 6, name: '数据仓库', ownerName: '孙老师', canEdit: false, canManage: false, myRole: 'assistant' }),
        course({}),
      ]),
    );
    await show();
    const coTaught = within(cardOf('数据库安全'));
    expect(coTaught.getByTestId('course-team-role').textContent).toBe('协作教师');
    expect(coTaught.getByText('编辑')).toBeTruthy();
    expect(coTaught.queryByText('删除')).toBeNull();
    expect(coTaught.queryByText('归档')).toBeNull();
    const assisted = within(cardOf('数据仓库'));
    expect(assisted.getByTestId('course-team-role').textContent).toBe('助教');
    expect(assisted.queryByText('编辑')).toBeNull();
    expect(assisted.queryByText('删除')).toBeNull();
    expect(assisted.queryByText('复制')).toBeNull();
    expect(within(cardOf('数据库系统原理')).queryByTestId('course-team-role')).toBeNull();
  });

  it('a course waiting for review cannot be edited from its card', async () => {
    query.mockResolvedValue(page([course({ status: 'submitted' })]));
    await show();
    const card = within(cardOf('数据库系统原理'));
    expect(card.queryByText('编辑')).toBeNull();
    expect(card.queryByText('删除')).toBeNull();
    expect(card.queryByText('提交审核')).toBeNull();
    expect(card.getByText('待审核')).toBeTruthy();
  });

  it('submits a draft for review after confirming, and reloads the cards', async () => {
    query.mockResolvedValue(page([course({ status: 'draft' })]));
    submit.mockResolvedValue(ok({} as never));
    await show();
    fireEvent.click(within(cardOf('数据库系统原理')).getByText('提交审核'));
    await confirmPopup('将“数据库系统原理”提交审核？');
    expect(submit).toHaveBeenCalledWith(1);
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
  });

  it('shows why the server refuses to delete a course', async () => {
    query.mockResolvedValue(page([course({})]));
    const refusal = '课程“数据库系统原理”下还有 3 个场景，请先删除场景，或将课程归档';
    remove.mockRejectedValue(new BizError({ errorMessage: refusal, errorCode: 'CONFLICT', showType: 2 }));
    await show();
    fireEvent.click(within(cardOf('数据库系统原理')).getByText('删除'));
    await confirmPopup('删除课程“数据库系统原理”？');
    expect(remove).toHaveBeenCalledWith(1, { skipErrorHandler: true });
    expect((await screen.findAllByText('无法删除课程')).length).toBeGreaterThan(0);
    expect(screen.getByText(refusal)).toBeTruthy();
  });

  it('copies and archives through the server', async () => {
    query.mockResolvedValue(page([course({})]));
    (copyCourse as jest.Mock).mockResolvedValue(ok({}));
    (archiveCourse as jest.Mock).mockResolvedValue(ok({}));
    await show();
    await act(async () => {
      fireEvent.click(within(cardOf('数据库系统原理')).getByText('复制'));
    });
    expect(copyCourse).toHaveBeenCalledWith(1);
    expect(await screen.findByText('已复制为新课程“数据库系统原理（副本）”')).toBeTruthy();
    fireEvent.click(within(cardOf('数据库系统原理')).getByText('归档'));
    await confirmPopup('归档课程“数据库系统原理”？');
    expect(archiveCourse).toHaveBeenCalledWith(1);
  });

  it('an empty list says so; an empty search says nothing matched', async () => {
    query.mockResolvedValue(page([]));
    await show();
    expect(screen.getByText('还没有课程，新建一门或从专家模板开始')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('搜索课程名称'), { target: { value: '不存在' } });
    await act(async () => {
      fireEvent.keyDown(screen.getByPlaceholderText('搜索课程名称'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    expect(await screen.findByText('没有符合条件的课程')).toBeTruthy();
  });

  it('pages when there are more courses than fit', async () => {
    query.mockResolvedValue(page([course({})], 30));
    await show();
    expect(screen.getByText('共 30 门课程')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTitle('2'));
    });
    await waitFor(() => expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ current: 2 })));
  });
});

describe('courses waiting for review', () => {
  it('link to the review page', async () => {
    query.mockResolvedValue(page([course({ courseId: 4, name: '数据库应用开发', status: 'submitted', canEdit: false, ownerName: '赵老师' })]));
    await show('review');
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ scope: 'review' }));
    expect(screen.queryByRole('combobox', { name: '课程状态' })).toBeNull();
    fireEvent.click(within(cardOf('数据库应用开发')).getByText('审核'));
    expect(history.push).toHaveBeenLastCalledWith('/expert/course/4/confirm');
  });
});
