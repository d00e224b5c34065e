import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LabContainer } from '@contract/lab';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { BizError } from '@/requestErrorConfig';
import { queryMyLabContainer, resetLabContainer, restartLabContainer, startLabContainer, stopLabContainer } from '@/services/htdz/lab';
import { getStudyCourseInfo } from '@/services/htdz/study';
import { labContainer } from '../components/test-data';
import LabContainerPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', studentCode: 'student', roleId: '4', clazzId: '3' }),
}));
jest.mock('@/services/htdz/lab', () => ({
  queryMyLabContainer: jest.fn(),
  startLabContainer: jest.fn(),
  stopLabContainer: jest.fn(),
  restartLabContainer: jest.fn(),
  resetLabContainer: jest.fn(),
}));
jest.mock('@/services/htdz/study', () => ({ getStudyCourseInfo: jest.fn() }));
// the terminal has its own tests: here, where it goes and what the page does when it says the container stopped
jest.mock('@/components/LabTerminal', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: ({ containerId, onStopped }: { containerId: number; onStopped?: (reason: string) => void }) =>
      createElement('button', { 'data-testid': 'terminal-stub', 'data-container': containerId, onClick: () => onStopped?.('exited') }, 'terminal'),
  };
});
jest.setTimeout(30_000);

const mine = queryMyLabContainer as jest.MockedFunction<typeof queryMyLabContainer>;
const start = startLabContainer as jest.MockedFunction<typeof startLabContainer>;
const stop = stopLabContainer as jest.MockedFunction<typeof stopLabContainer>;
const restart = restartLabContainer as jest.MockedFunction<typeof restartLabContainer>;
const reset = resetLabContainer as jest.MockedFunction<typeof resetLabContainer>;

// the server's clock is hours away from this machine's: the countdown must follow the server's
const RUNNING = labContainer();
const stopped = (reason: LabContainer['stopReason']): LabContainer => ({
  ...RUNNING,
  state: 'stopped',
  stopsAt: null,
  usage: null,
  stoppedAt: '2020-05-01T08:01:00.000Z',
  stopReason: reason,
});

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
/** Confirms the open Popconfirm whose title is `title` with its button `ok`. */
async function confirm(title: string, ok: RegExp) {
  const pop = (await screen.findByText(title)).closest('.ant-popover') as HTMLElement;
  await click(within(pop).getByRole('button', { name: ok }));
  return pop;
}

async function show(container: LabContainer | null = RUNNING) {
  mine.mockResolvedValue(ok(container));
  renderAntd(<LabContainerPage />);
  await waitFor(() => expect(mine).toHaveBeenCalled());
}

beforeEach(() => {
  jest.clearAllMocks();
  (getStudyCourseInfo as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', clazzName: '2023级计算机科学1班' }));
});

describe('my lab container', () => {
  it('asks with the path’s account and role; shows image, state, time left by the server’s clock, usage, and the terminal', async () => {
    await show();
    expect(await screen.findByTestId('terminal-stub')).toBeTruthy();
    expect(mine).toHaveBeenCalledWith(1, { clazzId: 3, studentCode: 'student', roleId: 4 }, { skipErrorHandler: true });
    expect(screen.getByText('PostgreSQL 15 个人实例')).toBeTruthy();
    expect(screen.getByTestId('lab-container-state').textContent).toBe('运行中');
    expect(screen.getByTestId('lab-container-left').textContent).toMatch(/^00:25:(29|30)$/);
    expect(screen.getByTestId('lab-container-cpu').textContent).toBe('12.5%');
    expect(screen.getByTestId('lab-container-memory').textContent).toBe('128 MB / 512 MB');
    expect(screen.getByTestId('lab-container-disk').textContent).toBe('40 MB / 1 GB');
    expect(screen.getByTestId('terminal-stub').getAttribute('data-container')).toBe('9');
    expect(await screen.findByText('数据库系统原理 · 2023级计算机科学1班')).toBeTruthy();
  });

  it('停止 asks first, then the container is stopped and says why', async () => {
    stop.mockResolvedValue(ok(stopped('user')));
    await show();
    await click(await screen.findByTestId('lab-container-stop'));
    expect(stop).not.toHaveBeenCalled();
    await confirm('停止实验容器？', /停\s*止/);
    expect(stop).toHaveBeenCalledWith(9);
    const result = await screen.findByTestId('lab-container-stopped');
    expect(within(result).getByText('你停止了容器')).toBeTruthy();
    expect(screen.getByTestId('lab-container-state').textContent).toBe('已停止');
    expect(screen.queryByTestId('terminal-stub')).toBeNull();
  });

  it('重置 says the home folder is emptied before it calls', async () => {
    reset.mockResolvedValue(ok(stopped('reset')));
    await show();
    await click(await screen.findByTestId('lab-container-reset'));
    expect(await screen.findByText('主目录（/home/lab）会被清空，其中的所有文件和数据都会删除且不能恢复，环境回到全新状态。')).toBeTruthy();
    expect(reset).not.toHaveBeenCalled();
    await confirm('重置实验容器？', /重\s*置/);
    expect(reset).toHaveBeenCalledWith(9);
    expect(within(await screen.findByTestId('lab-container-stopped')).getByText('已重置')).toBeTruthy();
  });

  it('重启 restarts with a new terminal', async () => {
    restart.mockResolvedValue(ok({ ...RUNNING, startedAt: '2020-05-01T08:00:05.000Z' }));
    await show();
    await click(await screen.findByTestId('lab-container-restart'));
    expect(restart).toHaveBeenCalledWith(9);
    expect(await screen.findByText('容器已重启')).toBeTruthy();
    expect(screen.getByTestId('terminal-stub')).toBeTruthy();
  });

  it('stopped: why, and 重新启动 starts the same image with the path’s account and role', async () => {
    start.mockResolvedValue(ok(RUNNING));
    await show(stopped('lifetime'));
    const result = await screen.findByTestId('lab-container-stopped');
    expect(within(result).getByText('已达最长运行时间')).toBeTruthy();
    expect(screen.getByTestId('lab-container-left').textContent).toBe('—');
    expect(screen.getByTestId('lab-container-cpu').textContent).toBe('—');
    expect(screen.queryByTestId('lab-container-stop')).toBeNull();
    await click(screen.getByTestId('lab-container-start-again'));
    expect(start).toHaveBeenCalledWith({ courseId: 1, clazzId: 3, imageId: 1, studentCode: 'student', roleId: 4 });
    expect(await screen.findByTestId('terminal-stub')).toBeTruthy();
  });

  it.each([
    ['user', '你停止了容器'],
    ['teacher', '教师停止了容器'],
    ['idle', '长时间无操作已自动停止'],
    ['disk', '磁盘用量超过上限'],
    ['exited', '终端中的 shell 已退出'],
    ['server', '服务器重启'],
    ['image', '镜像已被删除或停用'],
  ] as const)('stopped for %s reads “%s”', async (reason, text) => {
    await show(stopped(reason));
    expect(within(await screen.findByTestId('lab-container-stopped')).getByText(text)).toBeTruthy();
  });

  it('asks again every 10 s for state and usage', async () => {
    jest.useFakeTimers();
    try {
      await show();
      expect(await screen.findByTestId('terminal-stub')).toBeTruthy();
      mine.mockResolvedValue(ok({ ...RUNNING, usage: { cpuPercent: 30, memoryMb: 300, diskMb: 41 } }));
      await act(async () => {
        jest.advanceTimersByTime(9_000);
      });
      expect(mine).toHaveBeenCalledTimes(1);
      await act(async () => {
        jest.advanceTimersByTime(1_500);
      });
      expect(mine).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(screen.getByTestId('lab-container-cpu').textContent).toBe('30%'));
      expect(screen.getByTestId('lab-container-memory').textContent).toBe('300 MB / 512 MB');
    } finally {
      jest.useRealTimers();
    }
  });

  it('the terminal saying the container stopped asks for its state again', async () => {
    await show();
    mine.mockResolvedValue(ok(stopped('exited')));
    await click(await screen.findByTestId('terminal-stub'));
    expect(within(await screen.findByTestId('lab-container-stopped')).getByText('终端中的 shell 已退出')).toBeTruthy();
    expect(mine).toHaveBeenCalledTimes(2);
  });

  it('never started: the way to the start page', async () => {
    await show(null);
    const none = await screen.findByTestId('lab-container-none');
    expect(within(none).getByText('你还没有启动这门课程的实验')).toBeTruthy();
    await click(within(none).getByRole('button', { name: /去启动实验/ }));
    expect(history.push).toHaveBeenLastCalledWith('/stu/start/1/student/4/3');
  });

  it('a path that is not the session’s is refused with the server’s words', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mine.mockRejectedValue(new BizError({ errorMessage: '页面地址中的账号或角色与当前登录不一致', errorCode: 'FORBIDDEN', showType: 2 }));
    renderAntd(<LabContainerPage />);
    const refused = await screen.findByTestId('lab-container-refused');
    quiet.mockRestore();
    expect(within(refused).getByText('页面地址中的账号或角色与当前登录不一致')).toBeTruthy();
    expect(screen.queryByTestId('terminal-stub')).toBeNull();
  });
});
