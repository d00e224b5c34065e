import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../../tests/unit/envelope';
import { dialog, showDialog, upload, xlsx as sheet } from '../../../../tests/unit/fixtures/xlsx-import';
import { saveBlob } from '@/components/SaveBlob';
import { downloadRosterTemplate, importRoster } from '@/services/htdz/clazz';
import RosterImportModal from './RosterImportModal';

jest.mock('@umijs/max', () => jest.requireActual('../../../../tests/unit/umi-max'));
// The import's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/clazz', () => ({ importRoster: jest.fn(), downloadRosterTemplate: jest.fn() }));
jest.mock('@/components/SaveBlob', () => ({ saveBlob: jest.fn() }));

const send = importRoster as jest.MockedFunction<typeof importRoster>;
const template = downloadRosterTemplate as jest.MockedFunction<typeof downloadRosterTemplate>;
const save = saveBlob as jest.MockedFunction<typeof saveBlob>;

const show = () => showDialog((handlers) => <RosterImportModal open sclassId={7} {...handlers} />);
const xlsx = (name = '名单.xlsx') => sheet(name);

beforeEach(() => jest.clearAllMocks());

describe('importing a class roster from a sheet', () => {
  it('explains what to fill in and downloads the template', async () => {
    const blob = new Blob(['PK']);
    template.mockResolvedValue(blob);
    show();
    expect(within(dialog()).getByText('导入班级名单')).toBeTruthy();
    expect(within(dialog()).getByText(/每行填写一名学生的学号/)).toBeTruthy();
    expect(within(dialog()).getByText(/一次最多 2000 名学生/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByText('下载导入模板'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(blob, '班级名单导入模板.xlsx'));
  });

  it('sends the file into the class, then says how many were added, how many accounts were made and who was in the class already', async () => {
    const answer = {
      added: 3,
      already: ['student', 'teastu'],
      errors: [],
      created: [{ row: 2, userId: 30, code: 's2025001', name: '新同学', password: 'ab3defgh' }],
      joined: [
        { row: 3, userId: 31, code: 's01', name: '学生一' },
        { row: 4, userId: 32, code: 's02', name: '学生二' },
      ],
    };
    send.mockResolvedValue(ok(answer));
    const { onImported } = show();
    const file = xlsx();
    await upload(file);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toBe(file);
    expect(send.mock.calls[0][1]).toBe(7);
    const result = await within(dialog()).findByTestId('class-import-result');
    expect(result.textContent).toContain('已添加 3 名学生');
    expect(result.textContent).toContain('其中 1 名新建了学生账号，请打印初始密码交给学生');
    expect(result.textContent).toContain('以下 2 个账号已在班级中，未重复添加：student、teastu');
    expect(onImported).toHaveBeenCalledWith(answer);
    expect(within(dialog()).queryByText('需要改正的行')).toBeNull();
  });

  it('lists every wrong row and says nobody was added; 重新导入 starts again', async () => {
    send.mockResolvedValue(
      ok({
        added: 0,
        already: [],
        created: [],
        joined: [],
        errors: [
          { row: 3, message: '学号 s02 在文件中重复（第 3、6 行）' },
          { row: 4, message: '学号 nobody 不存在' },
          { row: 6, message: '学号 S02 在文件中重复（第 3、6 行）' },
        ],
      }),
    );
    const { onImported } = show();
    await upload(xlsx());
    expect(await within(dialog()).findByText('文件中有 3 行有误，没有添加任何学生，也没有新建账号')).toBeTruthy();
    const table = within(dialog()).getByText('需要改正的行').closest('.ant-table-wrapper') as HTMLElement;
    const row4 = within(table).getByText('第 4 行').closest('tr') as HTMLElement;
    expect(within(row4).getByText('学号 nobody 不存在')).toBeTruthy();
    const row6 = within(table).getByText('第 6 行').closest('tr') as HTMLElement;
    expect(within(row6).getByText('学号 S02 在文件中重复（第 3、6 行）')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();

    fireEvent.click(within(dialog()).getByRole('button', { name: '重新导入' }));
    expect(within(dialog()).queryByText('需要改正的行')).toBeNull();
    expect(within(dialog()).getByText('点击或拖拽 .xlsx 文件到此处上传')).toBeTruthy();
  });

  it('refuses a file that is not .xlsx, or larger than 2 MB, without sending it', async () => {
    show();
    await upload(new File(['学号'], '名单.csv', { type: 'text/csv' }));
    expect(await screen.findByText('请上传 .xlsx 格式的文件')).toBeTruthy();
    const big = xlsx();
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 + 1 });
    await upload(big);
    expect(await screen.findByText('文件不能超过 2 MB')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});
