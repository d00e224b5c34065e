import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Course } from '@contract/course';
import type { LabContainer } from '@contract/lab';
import { renderAntd, renderAntdUntil } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { getCourse } from '@/services/htdz/course';
import { queryCourseLabContainers, stopLabContainer } from '@/services/htdz/lab';
import { labContainer } from '../components/test-data';
import LabContainersPage from './index';

const route = { search: '' };
const session = { currentUser: { userId: 3, code: 'teacher', roleType: 3 } };
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1' }),
  useSearchParams: () => [new URLSearchParams(route.search)],
  useModel: () => ({ initialState: session }),
}));
jest.mock('@/services/htdz/lab', () => ({ queryCourseLabContainers: jest.fn(), stopLabContainer: jest.fn() }));
jest.mock('@/services/htdz/course', () => ({ getCourse: jest.fn() }));
jest.mock('@/components/LabTerminal', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: ({ containerId }: { containerId: number }) => createElement('div', { 'data-testid': 'terminal-stub', 'data-container': containerId }),
  };
});
jest.setTimeout(30_000);

const query = queryCourseLabContainers as jest.MockedFunction<typeof queryCourseLabContainers>;
const stop = stopLabContainer as jest.MockedFunction<typeof stopLabContainer>;

const row = (containerId: number, owner: LabContainer['owner'], over: Partial<LabContainer> = {}): LabContainer =>
  labContainer({
    containerId,
    owner,
    startedAt: '2020-05-01T07:20:00.000Z',
    lastActiveAt: '2020-05-01T07:59:00.000Z',
    stopsAt: '2020-05-01T08:29:00.000Z',
    usage: { cpuPercent: 3.25, memoryMb: 96.2, diskMb: 40 },
    ...over,
  });
const WANG = row(1, { userId: 21, code: '2023010101', name: '王小明' });
const MINE = row(50, { userId: 3, code: 'teacher', name: '李老师' }, { clazzId: null, usage: null, stopsAt: '2020-05-01T12:00:00.000Z' });

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

async function show() {
  await renderAntdUntil(<LabContainersPage />, '王小明');
}

beforeEach(() => {
  jest.clearAllMocks();
  route.search = '';
  (getCourse as jest.Mock).mockResolvedValue(ok({ courseId: 1, name: '数据库系统原理', canEdit: true } as Course));
  query.mockResolvedValue(ok({ list: [WANG, MINE], total: 2 }));
});

describe('the running containers of a course', () => {
  it('lists owner, image, start, time left by the server’s clock, CPU and memory; mine is marked', async () => {
    await show();
    expect(query).toHaveBeenCalledWith(1, expect.objectContaining({ current: 1, keyword: undefined }));
    const wang = rowOf('王小明');
    expect(within(wang).getByText('2023010101')).toBeTruthy();
    expect(within(wang).getByText('PostgreSQL 15 个人实例')).toBeTruthy();
    expect(screen.getByTestId('lab-containers-left-1').textContent).toMatch(/^00:(29:00|28:59)$/);
    expect(within(wang).getByText('3.3%')).toBeTruthy();
    expect(within(wang).getByText('96 MB')).toBeTruthy();
    expect(within(rowOf('李老师')).getByText('我的')).toBeTruthy();
    expect(within(wang).queryByText('我的')).toBeNull();
    expect(screen.getByTestId('lab-containers-left-50').textContent).toMatch(/^0[34]:\d\d:\d\d$/);
    expect(screen.getByText('共 2 个运行中的容器')).toBeTruthy();
    expect(screen.getByText('数据库系统原理')).toBeTruthy();
  });

  it('searches by account or name', async () => {
    await show();
    const search = screen.getByRole('searchbox', { name: '搜索账号或姓名' });
    fireEvent.change(search, { target: { value: ' 王 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(query).toHaveBeenLastCalledWith(1, expect.objectContaining({ keyword: '王' })));
  });

  it('停止 asks first, then stops and reloads the list', async () => {
    stop.mockResolvedValue(ok({ ...WANG, state: 'stopped', stopReason: 'teacher' }));
    await show();
    await click(screen.getByTestId('lab-containers-stop-1'));
    expect(stop).not.toHaveBeenCalled();
    const pop = (await screen.findByText('停止王小明的实验容器？')).closest('.ant-popover') as HTMLElement;
    query.mockResolvedValue(ok({ list: [MINE], total: 1 }));
    await click(within(pop).getByRole('button', { name: /停\s*止/ }));
    expect(stop).toHaveBeenCalledWith(1);
    expect(await screen.findByText('已停止王小明的实验容器')).toBeTruthy();
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText('王小明')).toBeNull());
  });

  it('打开终端 opens the container’s terminal in a drawer', async () => {
    await show();
    expect(screen.queryByTestId('terminal-stub')).toBeNull();
    await click(screen.getByTestId('lab-containers-open-1'));
    const terminal = await screen.findByTestId('terminal-stub');
    expect(terminal.getAttribute('data-container')).toBe('1');
    expect(screen.getByText('终端 · 王小明（2023010101）· PostgreSQL 15 个人实例')).toBeTruthy();
  });

  it('?open= opens that terminal at once; closing it drops ?open from the address', async () => {
    route.search = '?open=50';
    await show();
    expect((await screen.findByTestId('terminal-stub')).getAttribute('data-container')).toBe('50');
    await click(document.querySelector('.ant-drawer-close') as HTMLElement);
    expect(history.replace).toHaveBeenLastCalledWith('/teacher/container/1');
    await waitFor(() => expect(screen.queryByTestId('terminal-stub')).toBeNull());
  });

  it('no running container: the way to one’s own and to the images', async () => {
    query.mockResolvedValue(ok({ list: [], total: 0 }));
    renderAntd(<LabContainersPage />);
    const empty = await screen.findByTestId('lab-containers-empty');
    expect(within(empty).getByText('暂无运行中的容器')).toBeTruthy();
    await click(within(empty).getByTestId('lab-containers-start'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/start/1/teacher/3');
    await click(within(empty).getByRole('button', { name: '实验镜像' }));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/images/1');
  });
});
