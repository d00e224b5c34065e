import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Share } from '@contract/share';
import { renderAntdUntil } from '../../../tests/unit/render';
import { ok } from '../../../tests/unit/envelope';
import { queryMyShares, withdrawShares } from '@/services/htdz/share';
import MyShares from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
// The list's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/share', () => ({ queryMyShares: jest.fn(), withdrawShares: jest.fn() }));

const query = queryMyShares as jest.MockedFunction<typeof queryMyShares>;
const withdraw = withdrawShares as jest.MockedFunction<typeof withdrawShares>;

const share = (over: Partial<Share>): Share => ({
  shareId: 1,
  kind: 'exercise',
  objectId: 41,
  title: '查询全体学生的学号与姓名',
  exerciseType: 'query',
  courseName: '数据库系统原理',
  recipient: { userId: 7, code: 't2010001', name: '王老师' },
  sharedAt: '2025-03-14T07:10:00.000Z',
  ...over,
});
const ROWS = [share({}), share({ shareId: 2, title: '筛选行的子句是', exerciseType: 'single', recipient: null })];
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  query.mockResolvedValue(ok({ list: ROWS, total: 2 }));
  withdraw.mockResolvedValue(ok({ withdrawn: 1 }));
});

describe("the teacher's own shares", () => {
  it('lists questions shared with a colleague or the whole school', async () => {
    await renderAntdUntil(<MyShares kind="exercise" />, ROWS[0].title);
    expect(query.mock.calls[0][0]).toMatchObject({ kind: 'exercise', current: 1, pageSize: 10 });
    expect(within(rowOf('查询全体学生的学号与姓名')).getByText('王老师（t2010001）')).toBeTruthy();
    expect(within(rowOf('查询全体学生的学号与姓名')).getByText('SQL 查询')).toBeTruthy();
    expect(within(rowOf('筛选行的子句是')).getByText('全校教师')).toBeTruthy();
  });

  it('withdraws one after confirming and asks for the list again', async () => {
    await renderAntdUntil(<MyShares kind="exercise" />, ROWS[0].title);
    fireEvent.click(within(rowOf('筛选行的子句是')).getByText('撤回'));
    const confirm = (await screen.findByText('撤回这项共享？')).closest('.ant-popover') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: /撤\s*回/ }));
    });
    expect(withdraw).toHaveBeenCalledWith({ shareIds: [2] });
    expect(await screen.findByText('已撤回 1 项共享')).toBeTruthy();
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
  });

  it('withdraws the chosen ones at once', async () => {
    withdraw.mockResolvedValue(ok({ withdrawn: 2 }));
    await renderAntdUntil(<MyShares kind="scene" />, ROWS[0].title);
    expect(query.mock.calls[0][0]).toMatchObject({ kind: 'scene' });
    fireEvent.click(within(rowOf('查询全体学生的学号与姓名')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('筛选行的子句是')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('shares-withdraw'));
    // the confirmation's title is also its accessible name: the text shows twice
    const dialog = (await screen.findAllByText('撤回选中的 2 项共享？'))[0]!.closest('.ant-modal') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /撤\s*回/ }));
    });
    expect(withdraw).toHaveBeenCalledWith({ shareIds: [1, 2] });
  });
});
