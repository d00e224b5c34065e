import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAntd } from '../../../../../tests/unit/render';
import { ok } from '../../../../../tests/unit/envelope';
import { saveBlob } from '@/components/SaveBlob';
import { downloadUserImportTemplate, importUsers } from '@/services/htdz/sys';
import ImportModal from './ImportModal';

jest.mock('@umijs/max', () => jest.requireActual('../../../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/sys', () => ({ importUsers: jest.fn(), downloadUserImportTemplate: jest.fn() }));
jest.mock('@/components/SaveBlob', () => ({ saveBlob: jest.fn() }));

const send = importUsers as jest.MockedFunction<typeof importUsers>;
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const xlsx = () => new File(['PK'], '用户.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function upload(file: File) {
  await act(async () => {
    fireEvent.change(dialog().querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
  });
}

beforeEach(() => jest.clearAllMocks());

describe('importing users from a sheet', () => {
  it('offers the template under its Chinese name', async () => {
    const blob = new Blob(['PK']);
    (downloadUserImportTemplate as jest.Mock).mockResolvedValue(blob);
    renderAntd(<ImportModal open onClose={jest.fn()} />);
    fireEvent.click(within(dialog()).getByText('下载导入模板'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, '用户导入模板.xlsx'));
  });

  it('shows the created users with their generated passwords; closing reports an import', async () => {
    send.mockResolvedValue(ok({ created: 2, errors: [], passwords: [{ code: 'zhangsan', password: 'Abc12345x' }] }));
    const onClose = jest.fn();
    renderAntd(<ImportModal open onClose={onClose} />);
    await upload(xlsx());
    expect(await within(dialog()).findByText('成功导入 2 个用户')).toBeTruthy();
    expect(within(dialog()).getByText('Abc12345x')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: /完\s*成/ }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('lists the wrong rows when nothing was imported; 继续导入 goes back to the upload', async () => {
    send.mockResolvedValue(ok({ created: 0, errors: [{ row: 4, message: '角色不存在：助教' }], passwords: [] }));
    const onClose = jest.fn();
    renderAntd(<ImportModal open onClose={onClose} />);
    await upload(xlsx());
    expect(await within(dialog()).findByText('文件中有 1 行有误，未导入任何用户；请按行号改正后重新上传')).toBeTruthy();
    expect(within(dialog()).getByText('第 4 行')).toBeTruthy();
    expect(within(dialog()).getByText('角色不存在：助教')).toBeTruthy();
    expect(document.querySelector('.ant-steps-item-error')).not.toBeNull();
    fireEvent.click(within(dialog()).getByText('继续导入'));
    expect(await screen.findByText('点击或拖拽 .xlsx 文件到此处上传')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: /关\s*闭/ }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
