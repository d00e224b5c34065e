import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SceneImportAnswer, SceneImportItem } from '@contract/scene';
import { ok } from '../../../tests/unit/envelope';
import { dialog, showDialog, upload } from '../../../tests/unit/fixtures/xlsx-import';
import { BizError } from '@/requestErrorConfig';
import { importScenes, previewSceneImport } from '@/services/htdz/scene';
import SceneImportModal from './SceneImportModal';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
// The import's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/scene', () => ({ previewSceneImport: jest.fn(), importScenes: jest.fn() }));

const preview = previewSceneImport as jest.MockedFunction<typeof previewSceneImport>;
const send = importScenes as jest.MockedFunction<typeof importScenes>;

const item = (over: Partial<SceneImportItem>): SceneImportItem => ({
  name: '学生选课',
  savedAs: '学生选课',
  tableNames: ['student', 'course', 'sc'],
  hiddenDataCount: 0,
  problem: null,
  ...over,
});
const answer = (scenes: SceneImportItem[], sceneIds: number[] = []): SceneImportAnswer => ({ scenes, sceneIds });
const sceneFile = (name = '数据库系统原理-场景.json', size = 20) => new File(['x'.repeat(size)], name, { type: 'application/json' });
const refusal = (text: string) => new BizError({ errorMessage: text, errorCode: 'BAD_FILE', showType: 2 });
const show = (courseId: number | null = 3) => showDialog((handlers) => <SceneImportModal open courseId={courseId} {...handlers} />);
const confirmButton = () => within(dialog()).getByTestId('scene-import-confirm') as HTMLButtonElement;
const rowOf = (text: string) => within(dialog()).getByText(text).closest('tr') as HTMLElement;

beforeEach(() => jest.clearAllMocks());

describe('importing a scene file', () => {
  it('shows what the import would do (new names, tables, hidden data), then imports once confirmed', async () => {
    preview.mockResolvedValue(ok(answer([item({}), item({ name: '员工部门', savedAs: '员工部门（导入）', tableNames: ['dept', 'emp'], hiddenDataCount: 2 })])));
    send.mockResolvedValue(ok(answer([item({}), item({ name: '员工部门', savedAs: '员工部门（导入）' })], [31, 32])));
    const { onImported, onClose } = show();
    expect(confirmButton().disabled).toBe(true);
    const file = sceneFile();
    await upload(file);
    await waitFor(() => expect(preview).toHaveBeenCalledWith(file, 3, { skipErrorHandler: true }));
    expect(await within(dialog()).findByText('将把 2 个场景导入本课程，其中 1 个与已有场景重名，会改名')).toBeTruthy();
    const renamed = within(rowOf('员工部门（导入）'));
    expect(renamed.getByText('重名，已改名')).toBeTruthy();
    expect(renamed.getByText('dept、emp')).toBeTruthy();
    expect(renamed.getByText('2 组')).toBeTruthy();
    expect(within(rowOf('student、course、sc')).getByText('可以导入')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(confirmButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith(file, 3, { skipErrorHandler: true }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(answer([item({}), item({ name: '员工部门', savedAs: '员工部门（导入）' })], [31, 32])));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('已导入 2 个场景')).toBeTruthy();
  });

  it('a wrong scene is named with its problem, and nothing can be confirmed; 重新选择 starts again', async () => {
    preview.mockResolvedValue(
      ok(answer([item({}), item({ name: '坏脚本', savedAs: '坏脚本', tableNames: [], problem: '初始化脚本有错误（第 1 行）：syntax error at end of input' })])),
    );
    const { onImported } = show();
    await upload(sceneFile());
    expect(await within(dialog()).findByText('有 1 个场景有错误，整个文件都不会导入')).toBeTruthy();
    expect(within(rowOf('坏脚本')).getByText('初始化脚本有错误（第 1 行）：syntax error at end of input')).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    expect(onImported).not.toHaveBeenCalled();
    fireEvent.click(within(dialog()).getByRole('button', { name: '重新选择' }));
    expect(within(dialog()).getByText('点击或拖入场景文件（.json）')).toBeTruthy();
  });

  it('a file the server refuses whole says why, and another can be chosen', async () => {
    preview.mockRejectedValueOnce(refusal('文件含有不允许的键名“__proto__”，不能导入'));
    show();
    await upload(sceneFile());
    expect((await within(dialog()).findByTestId('scene-import-refusal')).textContent).toContain('文件含有不允许的键名“__proto__”，不能导入');
    preview.mockResolvedValue(ok(answer([item({})])));
    await upload(sceneFile());
    expect(await within(dialog()).findByText('将把 1 个场景导入本课程')).toBeTruthy();
    expect(within(dialog()).queryByTestId('scene-import-refusal')).toBeNull();
  });

  it('an import refused at the last moment says why, and nothing is reported imported', async () => {
    preview.mockResolvedValue(ok(answer([item({})])));
    send.mockRejectedValue(refusal('只有课程负责人可以编辑这门课程的场景'));
    const { onImported } = show();
    await upload(sceneFile());
    fireEvent.click(await waitFor(() => confirmButton()));
    expect((await within(dialog()).findByTestId('scene-import-refusal')).textContent).toContain('只有课程负责人可以编辑这门课程的场景');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('a file too large or not .json is refused before it is sent', async () => {
    show();
    await upload(sceneFile('大.json', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('场景文件不能超过 5 MB')).toBeTruthy();
    await upload(new File(['题型,题干'], '题目.csv', { type: 'text/csv' }));
    expect(await screen.findByText('请选择导出的场景文件（.json）')).toBeTruthy();
    expect(preview).not.toHaveBeenCalled();
  });

  it('into the public library it says so and sends no course', async () => {
    preview.mockResolvedValue(ok(answer([item({})])));
    show(null);
    expect(within(dialog()).getByText(/场景将导入公共场景库/)).toBeTruthy();
    await upload(sceneFile());
    await waitFor(() => expect(preview).toHaveBeenCalledWith(expect.any(File), null, { skipErrorHandler: true }));
    expect(await within(dialog()).findByText('将把 1 个场景导入公共场景库')).toBeTruthy();
  });
});
