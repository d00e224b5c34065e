import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { Course } from '@contract/course';
import type { LabContainer, LabImage, StudentLabImage } from '@contract/lab';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { BizError } from '@/requestErrorConfig';
import { getCourse } from '@/services/htdz/course';
import { queryLabImages, queryMyLabContainer, queryMyLabImages, startLabContainer } from '@/services/htdz/lab';
import { getStudyCourseInfo } from '@/services/htdz/study';
import { labContainer, LINUX_IMAGE as LINUX, POSTGRES_IMAGE as POSTGRES } from '../components/test-data';
import LabStartPage from './index';

const route: { params: Record<string, string>; search: string } = { params: {}, search: '' };
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => route.params,
  useSearchParams: () => [new URLSearchParams(route.search)],
}));
jest.mock('@/services/htdz/lab', () => ({
  queryLabImages: jest.fn(),
  queryMyLabImages: jest.fn(),
  queryMyLabContainer: jest.fn(),
  startLabContainer: jest.fn(),
}));
jest.mock('@/services/htdz/study', () => ({ getStudyCourseInfo: jest.fn() }));
jest.mock('@/services/htdz/course', () => ({ getCourse: jest.fn() }));
jest.setTimeout(30_000);

const classImages = queryMyLabImages as jest.MockedFunction<typeof queryMyLabImages>;
const courseImages = queryLabImages as jest.MockedFunction<typeof queryLabImages>;
const mine = queryMyLabContainer as jest.MockedFunction<typeof queryMyLabContainer>;
const start = startLabContainer as jest.MockedFunction<typeof startLabContainer>;

const teacherImage = (image: StudentLabImage, enabled: boolean) =>
  ({
    ...image,
    enabled,
    startCommand: 'true',
    ociImage: null,
    maxProcesses: 256,
    courses: [],
    authorId: 3,
    authorName: '李老师',
    editable: true,
    updatedAt: '',
  }) as LabImage;

const container = (over: Partial<LabContainer> = {}): LabContainer =>
  labContainer({
    containerId: 50,
    startedAt: '2025-03-01T08:00:00.000Z',
    lastActiveAt: '2025-03-01T08:00:00.000Z',
    stopsAt: '2025-03-01T08:30:00.000Z',
    usage: { cpuPercent: 1, memoryMb: 60, diskMb: 40 },
    now: '2025-03-01T08:00:00.000Z',
    ...over,
  });

const asStudent = (search = '') => {
  route.params = { courseId: '1', studentCode: 'student', roleId: '4', clazzId: '3' };
  route.search = search;
};
const asTeacher = (search = '') => {
  route.params = { courseId: '1', studentCode: 'teacher', roleId: '3' };
  route.search = search;
};
const details = () => screen.getByTestId('lab-start-details');
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

async function show() {
  renderAntd(<LabStartPage />);
  return screen.findByTestId('lab-start-button', {}, { timeout: 5000 });
}

beforeEach(() => {
  jest.clearAllMocks();
  (getStudyCourseInfo as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', clazzName: '2023级计算机科学1班' }));
  (getCourse as jest.Mock).mockResolvedValue(ok({ courseId: 1, name: '数据库系统原理', canEdit: true } as Course));
  classImages.mockResolvedValue(ok([POSTGRES, LINUX]));
  courseImages.mockResolvedValue(ok({ list: [teacherImage(POSTGRES, false), teacherImage(LINUX, true)], total: 2 }));
  mine.mockResolvedValue(ok(null));
});

describe('starting a lab as a student', () => {
  it('lists the class’s images and shows the one the link chose: description, environment, limits, the home folder', async () => {
    asStudent('?imageId=2');
    await show();
    expect(classImages).toHaveBeenCalledWith(1, 3);
    expect(mine).toHaveBeenCalledWith(1, { clazzId: 3, studentCode: 'student', roleId: 4 }, { skipErrorHandler: true });
    expect(screen.getByTestId('lab-pick-1').textContent).toContain('PostgreSQL 15 + psql');
    expect((within(screen.getByTestId('lab-pick-2')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(within(details()).getByText('Linux 终端')).toBeTruthy();
    expect(within(details()).getByText('一个干净的 Linux 命令行环境。')).toBeTruthy();
    const limits = Array.from(screen.getByTestId('lab-start-limits').querySelectorAll('.ant-tag')).map((tag) => tag.textContent);
    expect(limits).toEqual(['内存 256 MB', 'CPU 1 核', '磁盘 512 MB', '空闲 20 分钟', '最长 2 小时']);
    expect(within(details()).getByText('主目录（/home/lab）中的文件在停止和重启后都会保留，直到你重置容器。')).toBeTruthy();
    expect(await screen.findByText('数据库系统原理 · 2023级计算机科学1班')).toBeTruthy();
    // another choice shows that image
    await click(within(screen.getByTestId('lab-pick-1')).getByRole('radio'));
    expect(within(details()).getByText('PostgreSQL 15 个人实例')).toBeTruthy();
  });

  it('without ?imageId the first image is chosen', async () => {
    asStudent();
    await show();
    expect(within(details()).getByText('PostgreSQL 15 个人实例')).toBeTruthy();
  });

  it('启动实验 sends the path’s account and role with the class and image, shows its steps, then opens my container', async () => {
    asStudent('?imageId=2');
    let answer: (value: Awaited<ReturnType<typeof startLabContainer>>) => void = () => undefined;
    start.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await click(await show());
    expect(start).toHaveBeenCalledWith({ courseId: 1, clazzId: 3, imageId: 2, studentCode: 'student', roleId: 4 }, { skipErrorHandler: true });
    const progress = screen.getByTestId('lab-start-progress');
    expect(progress.getAttribute('data-step')).toBe('check');
    expect(within(progress).getByText('检查权限')).toBeTruthy();
    expect(within(progress).getByText('打开终端')).toBeTruthy();
    expect(screen.queryByTestId('lab-start-button')).toBeNull();
    expect(history.push).not.toHaveBeenCalled();
    await act(async () => answer(ok(container({ image: LINUX }))));
    expect(history.push).toHaveBeenLastCalledWith('/stu/container/1/student/4/3');
  });

  it('a refusal is shown as the server says it, with 重试', async () => {
    asStudent();
    const refusal = '页面地址中的账号或角色与当前登录不一致，请从课程页面重新进入实验';
    start.mockRejectedValueOnce(new BizError({ errorMessage: refusal, errorCode: 'FORBIDDEN', showType: 2 }));
    await click(await show());
    const result = await screen.findByTestId('lab-start-refused');
    expect(within(result).getByText('实验环境没有启动')).toBeTruthy();
    expect(within(result).getByText(refusal)).toBeTruthy();
    expect(history.push).not.toHaveBeenCalled();
    start.mockRejectedValueOnce(new BizError({ errorMessage: '实验容器已满（最多同时运行 12 个），请稍后再试', errorCode: 'LAB_FULL', showType: 2 }));
    await click(screen.getByTestId('lab-start-retry'));
    expect(await screen.findByText('实验容器已满（最多同时运行 12 个），请稍后再试')).toBeTruthy();
    expect(start).toHaveBeenCalledTimes(2);
    start.mockResolvedValueOnce(ok(container()));
    await click(screen.getByTestId('lab-start-retry'));
    await waitFor(() => expect(history.push).toHaveBeenLastCalledWith('/stu/container/1/student/4/3'));
  });

  it('a running container offers 继续使用 and warns that another image replaces it', async () => {
    asStudent('?imageId=2');
    mine.mockResolvedValue(ok(container()));
    await show();
    const running = screen.getByTestId('lab-start-running');
    expect(within(running).getByText('你的实验容器正在运行：PostgreSQL 15 个人实例')).toBeTruthy();
    expect(within(running).getByText('启动另一个实验环境会替换正在运行的容器；主目录中的文件仍然保留。')).toBeTruthy();
    await click(screen.getByTestId('lab-start-continue'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/container/1/student/4/3');
    expect(start).not.toHaveBeenCalled();
  });

  it('a stopped container says when and why it stopped, and its image is chosen', async () => {
    asStudent();
    const stoppedAt = '2025-03-01T09:10:00+08:00';
    mine.mockResolvedValue(ok(container({ image: LINUX, state: 'stopped', stopsAt: null, usage: null, stoppedAt, stopReason: 'idle' })));
    await show();
    const time = dayjs(stoppedAt).format('YYYY-MM-DD HH:mm');
    expect(screen.getByTestId('lab-start-stopped').textContent).toContain(`上次的容器（Linux 终端）已于 ${time} 停止：长时间无操作已自动停止`);
    expect(within(details()).getByText('Linux 终端')).toBeTruthy();
  });

  it('a path the server refuses says so instead of offering a start', async () => {
    asStudent();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mine.mockRejectedValue(new BizError({ errorMessage: '页面地址中的账号或角色与当前登录不一致', errorCode: 'FORBIDDEN', showType: 2 }));
    renderAntd(<LabStartPage />);
    expect(await screen.findByText('页面地址中的账号或角色与当前登录不一致')).toBeTruthy();
    quiet.mockRestore();
    expect(screen.queryByTestId('lab-start-button')).toBeNull();
  });
});

describe('starting a lab as a teacher', () => {
  it('all images of the course, the disabled ones not startable; the start has no class and opens the course’s containers with mine', async () => {
    asTeacher('?imageId=1');
    start.mockResolvedValue(ok(container({ containerId: 61, clazzId: null, image: LINUX })));
    await show();
    expect(courseImages).toHaveBeenCalledWith({ courseId: 1, current: 1, pageSize: 100 });
    expect(mine).toHaveBeenCalledWith(1, { studentCode: 'teacher', roleId: 3 }, { skipErrorHandler: true });
    const disabled = within(screen.getByTestId('lab-pick-1')).getByRole('radio') as HTMLInputElement;
    expect(disabled.disabled).toBe(true);
    expect(within(screen.getByTestId('lab-pick-1')).getByText('停用')).toBeTruthy();
    // ?imageId= of a disabled image: the first startable one instead
    expect(within(details()).getByText('Linux 终端')).toBeTruthy();
    await click(screen.getByTestId('lab-start-button'));
    expect(start).toHaveBeenCalledWith({ courseId: 1, imageId: 2, studentCode: 'teacher', roleId: 3 }, { skipErrorHandler: true });
    await waitFor(() => expect(history.push).toHaveBeenLastCalledWith('/teacher/container/1?open=61'));
    expect(await screen.findByText('数据库系统原理')).toBeTruthy();
  });

  it('a course without an enabled image leads to its images; the back arrow returns to the course', async () => {
    asTeacher();
    courseImages.mockResolvedValue(ok({ list: [teacherImage(POSTGRES, false)], total: 1 }));
    renderAntd(<LabStartPage />);
    const empty = await screen.findByTestId('lab-start-empty');
    expect(within(empty).getByText('这门课程还没有启用的实验镜像')).toBeTruthy();
    await click(within(empty).getByRole('button', { name: '实验镜像' }));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/images/1');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(history.push).toHaveBeenLastCalledWith('/course/view/1');
  });
});
