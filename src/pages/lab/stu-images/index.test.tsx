import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudentLabImage } from '@contract/lab';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { queryMyLabImages } from '@/services/htdz/lab';
import { getStudyCourseInfo } from '@/services/htdz/study';
import { LINUX_IMAGE, POSTGRES_IMAGE } from '../components/test-data';
import StudentLabImagesPage from './index';

const session: { currentUser?: { userId: number; code: string; roleType: number } } = {};
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', clazzId: '3' }),
  useModel: () => ({ initialState: session }),
}));
jest.mock('@/services/htdz/lab', () => ({ queryMyLabImages: jest.fn() }));
jest.mock('@/services/htdz/study', () => ({ getStudyCourseInfo: jest.fn() }));

const list = queryMyLabImages as jest.MockedFunction<typeof queryMyLabImages>;

// the Linux image without a description: its card says there is none
const IMAGES: StudentLabImage[] = [POSTGRES_IMAGE, { ...LINUX_IMAGE, description: null }];

async function show(images: StudentLabImage[] = IMAGES) {
  list.mockResolvedValue(ok(images));
  renderAntd(<StudentLabImagesPage />);
  await waitFor(() => expect(list).toHaveBeenCalled());
}

beforeEach(() => {
  jest.clearAllMocks();
  session.currentUser = { userId: 4, code: 'student', roleType: 4 };
  (getStudyCourseInfo as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', clazzName: '2023级计算机科学1班' }));
});

describe('the lab images of a class', () => {
  it('shows a card per enabled image with its description, environment and limits', async () => {
    await show();
    const card = await screen.findByTestId('lab-card-1');
    expect(list).toHaveBeenCalledWith(1, 3);
    expect(within(card).getByText('PostgreSQL 15 个人实例')).toBeTruthy();
    expect(within(card).getByText('每人一个独立的 PostgreSQL 15 数据库，用 psql 连接。')).toBeTruthy();
    expect(within(card).getByText('PostgreSQL 15 + psql')).toBeTruthy();
    const limits = Array.from(screen.getByTestId('lab-card-limits-1').querySelectorAll('.ant-tag')).map((tag) => tag.textContent);
    expect(limits).toEqual(['内存 512 MB', 'CPU 0.5 核', '磁盘 1 GB', '空闲 30 分钟', '最长 4 小时']);
    expect(within(screen.getByTestId('lab-card-2')).getByText('暂无说明')).toBeTruthy();
    expect(await screen.findByText('数据库系统原理 · 2023级计算机科学1班')).toBeTruthy();
  });

  it('启动实验 opens the start page of the course as this student in their active role, with the image chosen', async () => {
    await show();
    fireEvent.click(await screen.findByTestId('lab-start-2'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/start/1/student/4/3?imageId=2');
  });

  it('the start address carries the account code as a path segment and the active role, whatever it is', async () => {
    session.currentUser = { userId: 5, code: 'tea.stu_01', roleType: 6 };
    await show();
    fireEvent.click(await screen.findByTestId('lab-start-1'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/start/1/tea.stu_01/6/3?imageId=1');
  });

  it('says so when the course offers no image', async () => {
    await show([]);
    expect(await screen.findByTestId('lab-empty')).toBeTruthy();
    expect(screen.getByText('这门课程还没有可以使用的实验环境')).toBeTruthy();
    expect(screen.queryByTestId('lab-start-1')).toBeNull();
  });

  it('a class I am not in (or a failed load) says so', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    list.mockRejectedValue(new Error('你不在这个班级中'));
    renderAntd(<StudentLabImagesPage />);
    expect(await screen.findByText('课程不存在，或你不在这个班级中')).toBeTruthy();
    quiet.mockRestore();
    expect(screen.queryByTestId('lab-empty')).toBeNull();
  });

  it('is one of the study pages: the others are offered, 实验 itself is not', async () => {
    await show();
    await screen.findByTestId('lab-card-1');
    expect(screen.queryByTestId('study-nav-lab')).toBeNull();
    fireEvent.click(screen.getByTestId('study-nav-exam'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/exam/1/3');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/info/1/3');
  });
});
