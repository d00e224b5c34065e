import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Course, CourseSummary } from '@contract/course';
import type { LabImage } from '@contract/lab';
import { renderAntd, renderAntdUntil } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { getCourse, queryCourses } from '@/services/htdz/course';
import { deleteLabImage, queryLabImages, saveLabImage } from '@/services/htdz/lab';
import { click, POSTGRES, rowOf } from '../../../../tests/unit/fixtures/lab-images';
import { ok } from '../../../../tests/unit/envelope';
import LabImagesPage from './index';

const session = { currentUser: { userId: 3, code: 'teacher', roleType: 3 } };
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1' }),
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

const LINUX: LabImage = {
  ...POSTGRES,
  imageId: 2,
  name: 'Linux 终端',
  description: null,
  provides: 'Bash + 常用命令行工具',
  startCommand: 'echo hello',
  ociImage: null,
  memoryMb: 256,
  cpuTenths: 10,
  maxProcesses: 128,
  diskMb: 1536,
  idleMinutes: 90,
  lifetimeMinutes: 1440,
  enabled: false,
  courses: [{ courseId: 1, name: '数据库系统原理' }],
  authorId: 1,
  authorName: '管理员',
  editable: false,
};
const mine = (courseId: number, name: string, canEdit = true) => ({ courseId, name, canEdit }) as CourseSummary;

const lastQuery = () => query.mock.calls[query.mock.calls.length - 1][0];

async function show() {
  await renderAntdUntil(<LabImagesPage />, POSTGRES.name);
}

async function openForm(trigger: HTMLElement, title: string) {
  await click(trigger);
  return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
}

const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

beforeEach(() => {
  jest.clearAllMocks();
  course.mockResolvedValue(ok({ courseId: 1, name: '数据库系统原理', status: 'confirmed', canEdit: true } as Course));
  courses.mockResolvedValue(ok({ list: [mine(1, '数据库系统原理'), mine(2, '数据库设计与实践'), mine(5, '别人的课程', false)], total: 3 }));
  query.mockResolvedValue(ok({ list: [POSTGRES, LINUX], total: 2 }));
});

describe('the lab images of a course', () => {
  it('lists each image with what it provides, its limits in readable units, its state and author', async () => {
    await show();
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ courseId: 1, current: 1, keyword: undefined }));
    expect(screen.getByText('数据库系统原理')).toBeTruthy();
    const first = rowOf(POSTGRES.name);
    expect(within(first).getByText('PostgreSQL 15 + psql')).toBeTruthy();
    const limits = (id: number) => Array.from(screen.getByTestId(`lab-image-limits-${id}`).querySelectorAll('.ant-tag')).map((tag) => tag.textContent);
    expect(limits(1)).toEqual(['内存 512 MB', 'CPU 0.5 核', '进程 256', '磁盘 1 GB', '空闲 30 分钟', '最长 4 小时']);
    expect(limits(2)).toEqual(['内存 256 MB', 'CPU 1 核', '进程 128', '磁盘 1.5 GB', '空闲 1 小时 30 分钟', '最长 1 天']);
    expect(within(first).getByText('启用')).toBeTruthy();
    expect(within(first).getByText('李老师')).toBeTruthy();
    expect(within(rowOf('Linux 终端')).getByText('停用')).toBeTruthy();
    expect(screen.getByText('共 2 个镜像')).toBeTruthy();
  });

  it('an image the teacher may not change has no actions', async () => {
    await show();
    expect(within(rowOf(POSTGRES.name)).getByText('编辑')).toBeTruthy();
    expect(within(rowOf(POSTGRES.name)).getByText('删除')).toBeTruthy();
    const linux = rowOf('Linux 终端');
    expect(within(linux).queryByText('编辑')).toBeNull();
    expect(within(linux).queryByText('删除')).toBeNull();
    expect(screen.queryByTestId('lab-image-edit-2')).toBeNull();
    expect(screen.queryByTestId('lab-image-delete-2')).toBeNull();
  });

  it('试用 opens the teacher’s own start page with an enabled image; 实验容器 the course’s running containers', async () => {
    await show();
    expect(screen.queryByTestId('lab-image-try-2')).toBeNull();
    fireEvent.click(screen.getByTestId('lab-image-try-1'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/start/1/teacher/3?imageId=1');
    fireEvent.click(screen.getByTestId('lab-containers-link'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/container/1');
  });

  it('searches images by name or environment', async () => {
    await show();
    const search = screen.getByRole('searchbox', { name: '搜索镜像名称或环境' });
    fireEvent.change(search, { target: { value: ' psql ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery()).toMatchObject({ courseId: 1, keyword: 'psql' }));
  });

  it('a search that finds nothing says so, without inviting a new image', async () => {
    await show();
    query.mockResolvedValue(ok({ list: [], total: 0 }));
    const search = screen.getByRole('searchbox', { name: '搜索镜像名称或环境' });
    fireEvent.change(search, { target: { value: 'MySQL' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('没有符合条件的镜像')).toBeTruthy();
    expect(screen.getAllByTestId('lab-image-create')).toHaveLength(1);
  });

  it('creates an image for the current course: each missing field says what it needs, then it is saved in the contract’s units', async () => {
    save.mockResolvedValue(ok({ ...POSTGRES, imageId: 50 }));
    await show();
    const dialog = await openForm(screen.getAllByTestId('lab-image-create')[0], '新建镜像');
    // the current course is chosen already, and the teacher's other courses are offered
    const chosen = within(within(dialog).getByTestId('lab-image-courses').closest('.ant-select') as HTMLElement);
    expect(chosen.getByText('数据库系统原理')).toBeTruthy();
    await act(async () => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '提供给课程' }));
    });
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option-content')).toHaveLength(2));
    const offered = Array.from(document.querySelectorAll('.ant-select-item-option-content')).map((o) => o.textContent);
    expect(offered).toEqual(['数据库系统原理', '数据库设计与实践']);
    expect(within(dialog).getByLabelText('启动命令').style.fontFamily).not.toBe('');
    type(dialog, '内存上限', '');
    // an image offered to no course would leave every course's list
    await click(chosen.getByText('数据库系统原理').parentElement!.querySelector('.ant-select-selection-item-remove') as HTMLElement);
    const saveButton = within(dialog).getByRole('button', { name: /保\s*存/ });
    await click(saveButton);
    expect(await within(dialog).findByText('请输入镜像名称')).toBeTruthy();
    expect(within(dialog).getByText('请输入提供的环境')).toBeTruthy();
    expect(within(dialog).getByText('请输入启动命令')).toBeTruthy();
    expect(within(dialog).getByText('请填写内存上限')).toBeTruthy();
    expect(within(dialog).getByText('请至少选择一门课程')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    type(dialog, '镜像名称', ' MySQL 8 个人实例 ');
    type(dialog, '提供的环境', 'MySQL 8 + mysql 客户端');
    type(dialog, '启动命令', 'mysqld --initialize-insecure --datadir=$HOME/mysql\nmysqld_safe &');
    type(dialog, '内存上限', '768');
    type(dialog, 'CPU 上限', '1.5');
    await act(async () => {
      fireEvent.click(document.querySelector('.ant-select-item-option[title="数据库系统原理"]') as HTMLElement);
    });
    await click(saveButton);
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        imageId: null,
        name: 'MySQL 8 个人实例',
        provides: 'MySQL 8 + mysql 客户端',
        description: null,
        startCommand: 'mysqld --initialize-insecure --datadir=$HOME/mysql\nmysqld_safe &',
        ociImage: null,
        memoryMb: 768,
        cpuTenths: 15,
        maxProcesses: 256,
        diskMb: 1024,
        idleMinutes: 30,
        lifetimeMinutes: 240,
        enabled: true,
        courseIds: [1],
      }),
    );
    expect(await screen.findByText('镜像已创建')).toBeTruthy();
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    expect(courses).toHaveBeenCalledWith({ scope: 'mine', current: 1, pageSize: 100 });
  });

  it('edits an image with its values filled in, keeping its courses', async () => {
    save.mockResolvedValue(ok({ ...POSTGRES, name: 'PostgreSQL 15（新版）' }));
    await show();
    const dialog = await openForm(screen.getByTestId('lab-image-edit-1'), '编辑镜像');
    expect((within(dialog).getByLabelText('镜像名称') as HTMLInputElement).value).toBe(POSTGRES.name);
    expect((within(dialog).getByLabelText('启动命令') as HTMLTextAreaElement).value).toBe(POSTGRES.startCommand);
    expect((within(dialog).getByLabelText('CPU 上限') as HTMLInputElement).value).toBe('0.5');
    const chosen = within(within(dialog).getByTestId('lab-image-courses').closest('.ant-select') as HTMLElement);
    expect(chosen.getByText('数据库设计与实践')).toBeTruthy();
    type(dialog, '镜像名称', 'PostgreSQL 15（新版）');
    type(dialog, '最长运行时间', '');
    await click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写最长运行时间')).toBeTruthy();
    type(dialog, '最长运行时间', '120');
    await click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ imageId: 1, name: 'PostgreSQL 15（新版）', cpuTenths: 5, lifetimeMinutes: 120, ociImage: 'postgres:15', courseIds: [1, 2] }),
      ),
    );
    expect(await screen.findByText('镜像已保存')).toBeTruthy();
  });

  it('deletes an image only after a confirmation', async () => {
    remove.mockResolvedValue(ok(null));
    await show();
    await click(screen.getByTestId('lab-image-delete-1'));
    expect(await screen.findByText('正在使用这个镜像的实验环境会先停止；镜像删除后不能恢复。')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    const confirm = screen.getByText('删除镜像“PostgreSQL 15 个人实例”？').closest('.ant-popover') as HTMLElement;
    await click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    expect(remove).toHaveBeenCalledWith(1);
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
  });

  it('an empty course invites a first image', async () => {
    query.mockResolvedValue(ok({ list: [], total: 0 }));
    renderAntd(<LabImagesPage />);
    expect(await screen.findByText('这门课程还没有实验镜像，新建一个吧')).toBeTruthy();
    expect(screen.getAllByTestId('lab-image-create')).toHaveLength(2);
  });

  it('a course the teacher does not edit offers no new image', async () => {
    course.mockResolvedValue(ok({ courseId: 1, name: '数据库系统原理', status: 'confirmed', canEdit: false } as Course));
    await show();
    expect(screen.queryByTestId('lab-image-create')).toBeNull();
  });

  it('a list that could not be loaded says so and retries', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    query.mockRejectedValueOnce(new Error('网络错误'));
    renderAntd(<LabImagesPage />);
    expect(await screen.findByText('镜像加载失败', {}, { timeout: 5000 })).toBeTruthy();
    quiet.mockRestore();
    await click(within(screen.getByTestId('lab-images-failed')).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText(POSTGRES.name)).toBeTruthy();
  });

  it('a course that cannot be opened says so; the back arrow returns to the course', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    course.mockRejectedValue(new Error('没有权限'));
    renderAntd(<LabImagesPage />);
    expect(await screen.findByText('无法打开实验镜像')).toBeTruthy();
    quiet.mockRestore();
    expect(query).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(history.push).toHaveBeenLastCalledWith('/course/view/1');
  });
});
