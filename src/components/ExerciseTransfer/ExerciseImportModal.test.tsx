import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../tests/unit/envelope';
import { dialog, showDialog, upload, xlsx as sheet } from '../../../tests/unit/fixtures/xlsx-import';
import { saveBlob } from '@/components/SaveBlob';
import { downloadExerciseImportTemplate, importExercises } from '@/services/htdz/exercise';
import ExerciseImportModal from './ExerciseImportModal';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
// The import's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/exercise', () => ({ importExercises: jest.fn(), downloadExerciseImportTemplate: jest.fn() }));
jest.mock('@/components/SaveBlob', () => ({ saveBlob: jest.fn() }));

const send = importExercises as jest.MockedFunction<typeof importExercises>;
const template = downloadExerciseImportTemplate as jest.MockedFunction<typeof downloadExerciseImportTemplate>;
const save = saveBlob as jest.MockedFunction<typeof saveBlob>;

const show = (props: Partial<React.ComponentProps<typeof ExerciseImportModal>> = {}) =>
  showDialog((handlers) => <ExerciseImportModal open target={{ courseId: 1, parentId: 12 }} targetName="第三章 SQL / 单表查询" {...handlers} {...props} />);
const xlsx = (name = '题目.xlsx') => sheet(name);

beforeEach(() => jest.clearAllMocks());

describe('importing questions from a sheet', () => {
  it('says which folder the questions go into and offers the template', async () => {
    const blob = new Blob(['PK']);
    template.mockResolvedValue(blob);
    show();
    expect(within(dialog()).getByText('导入到')).toBeTruthy();
    expect(within(dialog()).getByText('第三章 SQL / 单表查询')).toBeTruthy();
    fireEvent.click(within(dialog()).getByText('下载导入模板'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(blob, '题目导入模板.xlsx'));
  });

  it('sends the file into the course and folder shown, then says how many questions were imported', async () => {
    send.mockResolvedValue(ok({ imported: 7, errors: [] }));
    const { onImported } = show();
    const file = xlsx();
    await upload(file);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toBe(file);
    expect(send.mock.calls[0][1]).toEqual({ courseId: 1, parentId: 12 });
    expect(await within(dialog()).findByText('已导入 7 道题')).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith(7);
    expect(within(dialog()).queryByText('需要改正的行')).toBeNull();
  });

  it('lists every wrong row and says that nothing was imported; 重新导入 starts again', async () => {
    send.mockResolvedValue(
      ok({
        imported: 0,
        errors: [
          { row: 3, message: '题型“问答题”不存在' },
          { row: 5, message: '场景“学生选课”不存在' },
        ],
      }),
    );
    const { onImported } = show();
    await upload(xlsx());
    expect(await within(dialog()).findByText('文件中有 2 行有误，未导入任何题目')).toBeTruthy();
    const table = within(dialog()).getByText('需要改正的行').closest('.ant-table-wrapper') as HTMLElement;
    expect(within(table).getByText('行号')).toBeTruthy();
    expect(within(table).getByText('问题')).toBeTruthy();
    const row3 = within(table).getByText('第 3 行').closest('tr') as HTMLElement;
    expect(within(row3).getByText('题型“问答题”不存在')).toBeTruthy();
    const row5 = within(table).getByText('第 5 行').closest('tr') as HTMLElement;
    expect(within(row5).getByText('场景“学生选课”不存在')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();

    fireEvent.click(within(dialog()).getByRole('button', { name: '重新导入' }));
    expect(within(dialog()).queryByText('需要改正的行')).toBeNull();
    expect(within(dialog()).getByText('点击或拖拽 .xlsx 文件到此处上传')).toBeTruthy();
  });

  it('into the public library it sends no course', async () => {
    send.mockResolvedValue(ok({ imported: 1, errors: [] }));
    show({ target: {}, targetName: '公共题库' });
    expect(within(dialog()).getByText('公共题库')).toBeTruthy();
    await upload(xlsx());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][1]).toEqual({});
  });

  it('refuses a file that is not .xlsx, or larger than 5 MB, without sending it', async () => {
    show();
    await upload(new File(['a,b'], '题目.csv', { type: 'text/csv' }));
    expect(await screen.findByText('请上传 .xlsx 格式的文件')).toBeTruthy();
    const big = xlsx();
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await upload(big);
    expect(await screen.findByText('文件不能超过 5 MB')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});
