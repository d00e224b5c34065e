import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAntd } from '../../../tests/unit/render';
import { ok } from '../../../tests/unit/envelope';
import { queryTeachers } from '@/services/htdz/sys';
import { shareExercises, shareScenes } from '@/services/htdz/share';
import ShareModal from './index';

// the signed-in teacher is 李老师 (userId 3): never offered as a colleague
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../tests/unit/umi-max'),
  useModel: () => ({ initialState: { currentUser: { userId: 3 } } }),
}));
// The dialog's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/sys', () => ({ queryTeachers: jest.fn() }));
jest.mock('@/services/htdz/share', () => ({ shareExercises: jest.fn(), shareScenes: jest.fn() }));

const teachers = queryTeachers as jest.MockedFunction<typeof queryTeachers>;
const share = shareExercises as jest.MockedFunction<typeof shareExercises>;
const shareScene = shareScenes as jest.MockedFunction<typeof shareScenes>;

beforeEach(() => {
  jest.clearAllMocks();
  teachers.mockResolvedValue(
    ok([
      { userId: 3, code: 'teacher', userName: '李老师' },
      { userId: 7, code: 't2010001', userName: '王老师' },
      { userId: 8, code: 't2010002', userName: '周老师' },
    ]),
  );
});

async function open(ui: React.ReactElement) {
  renderAntd(ui);
  await waitFor(() => expect(teachers).toHaveBeenCalled());
  return screen.getByRole('dialog');
}

/** Opens the colleague picker, types a search and picks what it finds. */
async function pick(dialog: HTMLElement, search: string, title: string) {
  const box = within(dialog).getByRole('combobox', { name: '共享给同事' });
  await act(async () => {
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: search } });
  });
  const option = await screen.findByTitle(title);
  await act(async () => {
    fireEvent.click(option);
  });
}

const submit = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: /共\s*享/ }));
  });
};

describe('the share dialog', () => {
  it('finds colleagues by 工号, never the teacher themself, and shares the chosen questions with them', async () => {
    share.mockResolvedValue(ok({ created: 2, existing: 0 }));
    const onShared = jest.fn();
    const onClose = jest.fn();
    const dialog = await open(<ShareModal kind="exercise" ids={[11, 12]} onClose={onClose} onShared={onShared} />);
    expect(within(dialog).getByText('共享 2 道题目')).toBeTruthy();
    const box = within(dialog).getByRole('combobox', { name: '共享给同事' });
    await act(async () => {
      fireEvent.mouseDown(box);
    });
    expect(await screen.findByTitle('王老师（t2010001）')).toBeTruthy();
    expect(screen.queryByTitle('李老师（teacher）')).toBeNull();
    await act(async () => {
      fireEvent.change(box, { target: { value: 't2010002' } });
    });
    // the search keeps the colleague of that 工号 only
    expect(screen.queryByTitle('王老师（t2010001）')).toBeNull();
    await act(async () => {
      fireEvent.click(await screen.findByTitle('周老师（t2010002）'));
    });
    await submit(dialog);
    expect(share).toHaveBeenCalledWith({ exerciseIds: [11, 12], recipientIds: [8], wholeSchool: false });
    expect(await screen.findByText('已共享：新增 2 项共享')).toBeTruthy();
    expect(onShared).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a colleague or the whole school before it sends anything', async () => {
    const dialog = await open(<ShareModal kind="exercise" ids={[11]} onClose={jest.fn()} />);
    await submit(dialog);
    expect(await within(dialog).findByText('请选择要共享给的教师，或共享给全校教师')).toBeTruthy();
    expect(share).not.toHaveBeenCalled();
  });

  it('shares a scene with the whole school and says what was there already', async () => {
    shareScene.mockResolvedValue(ok({ created: 1, existing: 1 }));
    const dialog = await open(<ShareModal kind="scene" ids={[5]} name="学生选课" onClose={jest.fn()} />);
    expect(within(dialog).getByText('共享场景“学生选课”')).toBeTruthy();
    await pick(dialog, '王', '王老师（t2010001）');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('checkbox', { name: '共享给全校教师' }));
    });
    await submit(dialog);
    expect(shareScene).toHaveBeenCalledWith({ sceneIds: [5], recipientIds: [7], wholeSchool: true });
    expect(share).not.toHaveBeenCalled();
    expect(await screen.findByText('已共享：新增 1 项共享，1 项之前已共享')).toBeTruthy();
  });

  it('stays open when the server refuses (the request layer says why)', async () => {
    share.mockRejectedValue(new Error('只能共享自己可以修改的题目（课程负责人或协作教师）'));
    const onClose = jest.fn();
    const dialog = await open(<ShareModal kind="exercise" ids={[11]} onClose={onClose} />);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('checkbox', { name: '共享给全校教师' }));
    });
    await submit(dialog);
    expect(share).toHaveBeenCalledWith({ exerciseIds: [11], recipientIds: [], wholeSchool: true });
    expect(onClose).not.toHaveBeenCalled();
  });
});
