import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseSummary } from '@contract/course';
import type { LabImage } from '@contract/lab';
import { renderAntd, renderAntdUntil } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { getCourse, queryCourses } from '@/services/htdz/course';
import { deleteLabImage, queryLabImages, saveLabImage } from '@/services/htdz/lab';
import { click, POSTGRES, rowOf } from '../../../../tests/unit/fixtures/lab-images';
import { ok } from '../../../../tests/unit/envelope';
import SysImagePage from './index';

const session = { currentUser: { userId: 1, code: 'admin', roleType: 1 } };
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useModel: () => ({ initialState: session }),
}));
// The page's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/lab', () => ({ queryLabImages: jest.fn(), saveLabImage: jest.fn(), deleteLabImage: jest.fn() }));
jest.mock('@/services/htdz/course', () => ({ getCourse: jest.fn(), queryCourses: jest.fn() }));

const course = getCourse as jest.MockedFunction<typeof getCourse>;
const courses = queryCourses as jest.MockedFunction<typeof queryCourses>;
const query = queryLabImages as jest.MockedFunction<typeof queryLabImages>;
const save = saveLabImage as jest.MockedFunction<typeof saveLabImage>;
const remove = deleteLabImage as jest.MockedFunction<typeof deleteLabImage>;
// antd tables and dialogs render slowly in jsdom on a busy machine
jest.setTimeout(30_000);

/** an image no course offers yet (made here, or its courses were deleted) */
const DRAFT: LabImage = {
  ...POSTGRES,
  imageId: 2,
  name: 'Linux 终端',
  provides: 'Bash + 常用命令行工具',
  ociImage: null,
  enabled: false,
  courses: [],
  authorId: 1,
  authorName: '系统管理员',
};
const taught = (courseId: number, name: string) => ({ courseId, name, canEdit: true }) as CourseSummary;

const lastQuery = () => query.mock.calls[query.mock.calls.length - 1][0];
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

async function show() {
  await renderAntdUntil(<SysImagePage />, POSTGRES.name);
}

async function openForm(trigger: HTMLElement, title: string) {
  await click(trigger);
  return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
}

const chosenCourses = (dialog: HTMLElement) =>
  Array.from(
    (within(dialog).getByTestId('lab-image-courses').closest('.ant-select') as HTMLElement).querySelectorAll('.ant-select-selection-item-content'),
  ).map((c) => c.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  courses.mockResolvedValue(ok({ list: [taught(1, '数据库系统原理'), taught(2, '数据库设计与实践'), taught(7, '操作系统')], total: 3 }));
  query.mockResolvedValue(ok({ list: [POSTGRES, DRAFT], total: 2 }));
});

describe('镜像管理: every lab image, for admins', () => {
  it('lists every image without naming a course, with its limits, the courses it is offered to, its state and author', async () => {
    await show();
    expect(screen.getByText('镜像管理')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ current: 1, pageSize: 10 });
    expect(lastQuery().courseId).toBeUndefined();
    expect(course).not.toHaveBeenCalled();
    const first = rowOf(POSTGRES.name);
    expect(within(first).getByText('PostgreSQL 15 + psql')).toBeTruthy();
    const tags = (testId: string) => Array.from(screen.getByTestId(testId).querySelectorAll('.ant-tag')).map((tag) => tag.textContent);
    expect(tags('lab-image-limits-1')).toEqual(['内存 512 MB', 'CPU 0.5 核', '进程 256', '磁盘 1 GB', '空闲 30 分钟', '最长 4 小时']);
    expect(tags('lab-image-courses-1')).toEqual(['数据库系统原理', '数据库设计与实践']);
    expect(within(first).getByText('启用')).toBeTruthy();
    expect(within(first).getByText('李老师')).toBeTruthy();
    const draft = rowOf('Linux 终端');
    expect(within(draft).getByText('未提供给任何课程')).toBeTruthy();
    expect(within(draft).getByText('停用')).toBeTruthy();
    expect(screen.getByText('共 2 个镜像')).toBeTruthy();
  });

  it('has no 试用 and no 实验容器, which need a course, but edits and deletes any image', async () => {
    await show();
    expect(screen.queryByText('试用')).toBeNull();
    expect(screen.queryByTestId('lab-image-try-1')).toBeNull();
    expect(screen.queryByTestId('lab-containers-link')).toBeNull();
    expect(screen.queryByText('实验容器')).toBeNull();
    for (const name of [POSTGRES.name, 'Linux 终端']) {
      expect(within(rowOf(name)).getByText('编辑')).toBeTruthy();
      expect(within(rowOf(name)).getByText('删除')).toBeTruthy();
    }
  });

  it('searches every image by name or environment, a page at a time', async () => {
    await show();
    const search = screen.getByRole('searchbox', { name: '搜索镜像名称或环境' });
    fireEvent.change(search, { target: { value: ' psql ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: 'psql', current: 1 }));
    expect(lastQuery().courseId).toBeUndefined();
  });

  it('a new image starts with no course; the admin must pick at least one from every course of the platform', async () => {
    save.mockResolvedValue(ok({ ...POSTGRES, imageId: 50 }));
    await show();
    const dialog = await openForm(screen.getByTestId('lab-image-create'), '新建镜像');
    expect(chosenCourses(dialog)).toEqual([]);
    expect(within(dialog).getByText('所选课程的学生可以启动这个镜像。')).toBeTruthy();
    await waitFor(() => expect(courses).toHaveBeenCalledWith({ scope: 'all', current: 1, pageSize: 200 }));
    await act(async () => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '提供给课程' }));
    });
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option-content')).toHaveLength(3));
    expect(Array.from(document.querySelectorAll('.ant-select-item-option-content')).map((o) => o.textContent)).toEqual([
      '数据库系统原理',
      '数据库设计与实践',
      '操作系统',
    ]);

    type(dialog, '镜像名称', 'MySQL 8 个人实例');
    type(dialog, '提供的环境', 'MySQL 8 + mysql 客户端');
    type(dialog, '启动命令', 'mysqld_safe &');
    const saveButton = within(dialog).getByRole('button', { name: /保\s*存/ });
    await click(saveButton);
    expect(await within(dialog).findByText('请至少选择一门课程')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(document.querySelector('.ant-select-item-option[title="操作系统"]') as HTMLElement);
    });
    await click(saveButton);
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ imageId: null, name: 'MySQL 8 个人实例', startCommand: 'mysqld_safe &', courseIds: [7] })),
    );
    expect(await screen.findByText('镜像已创建')).toBeTruthy();
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
  });

  it('edits any image, keeping the courses it is offered to', async () => {
    save.mockResolvedValue(ok({ ...POSTGRES, name: 'PostgreSQL 16' }));
    await show();
    const dialog = await openForm(screen.getByTestId('lab-image-edit-1'), '编辑镜像');
    expect((within(dialog).getByLabelText('镜像名称') as HTMLInputElement).value).toBe(POSTGRES.name);
    expect(chosenCourses(dialog)).toEqual(['数据库系统原理', '数据库设计与实践']);
    type(dialog, '镜像名称', 'PostgreSQL 16');
    await click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ imageId: 1, name: 'PostgreSQL 16', courseIds: [1, 2] })));
    expect(await screen.findByText('镜像已保存')).toBeTruthy();
  });

  it('deletes an image only after a confirmation', async () => {
    remove.mockResolvedValue(ok(null));
    await show();
    await click(screen.getByTestId('lab-image-delete-2'));
    expect(await screen.findByText('正在使用这个镜像的实验环境会先停止；镜像删除后不能恢复。')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    const confirm = screen.getByText('删除镜像“Linux 终端”？').closest('.ant-popover') as HTMLElement;
    await click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    expect(remove).toHaveBeenCalledWith(2);
    expect(await screen.findByText('镜像已删除')).toBeTruthy();
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    expect(history.push).not.toHaveBeenCalled();
  });

  it('a platform without images invites the first one', async () => {
    query.mockResolvedValue(ok({ list: [], total: 0 }));
    renderAntd(<SysImagePage />);
    expect(await screen.findByText('平台还没有实验镜像，新建一个吧')).toBeTruthy();
    expect(screen.getAllByTestId('lab-image-create')).toHaveLength(2);
  });
});
