/**
 * @jest-environment node
 */
// The question bank mocks behave as the bank pages expect: a folder lists its sub-folders' questions, folders never
// move below themselves and go only when empty, moves stay in the bank, a public question copied into a course
// brings its scene along, and only the course's owner changes its bank.
import ExcelJS from 'exceljs';
import questionMocks from './exercise';
import folderMocks from './exercise-folder';

const mocks = { ...questionMocks, ...folderMocks };

type Env = { success: boolean; message: string; obj: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const teacher = { authorization: 'Bearer mock-token-teacher' };
const expert = { authorization: 'Bearer mock-token-expert' };

function call(key: keyof typeof mocks, req: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown }, headers = teacher): Env {
  let answer: Env | undefined;
  (mocks[key] as (q: unknown, s: unknown) => void)({ ...req, headers }, { json: (b: Env) => (answer = b) });
  return answer!;
}
const list = (query: Record<string, string>, headers = teacher) => call('GET /htdz/exercise/list', { query: { current: '1', pageSize: '50', ...query } }, headers);
const ids = (answer: Env) => answer.obj.list.map((e: { exerciseId: number }) => e.exerciseId).sort((a: number, b: number) => a - b);

beforeEach(() => {
  delete (globalThis as { __htdzMockExercises?: unknown }).__htdzMockExercises;
});

describe('the question bank mock', () => {
  it('lists a folder with its sub-folders, the root alone with 0, and filters by type, knowledge and keyword', () => {
    expect(ids(list({ courseId: '1', parentId: '11' }))).toEqual([3, 4, 6, 7, 9]);
    expect(ids(list({ courseId: '1', parentId: '0' }))).toEqual([5, 8]);
    expect(list({ courseId: '1' }).obj.total).toBe(9);
    expect(ids(list({ courseId: '1', type: 'query' }))).toEqual([6, 7]);
    expect(ids(list({ courseId: '1', knowId: '108' }))).toEqual([3, 4, 6]);
    expect(ids(list({ courseId: '1', keyword: '部门' }))).toEqual([6]);
    // the public library: no course
    expect(ids(list({}))).toEqual([101, 102, 103, 104, 105]);
  });

  it('names knowledge points and scenes, and counts questions per folder', () => {
    const row = list({ courseId: '1', parentId: '13' }).obj.list.find((e: { exerciseId: number }) => e.exerciseId === 7);
    expect(row).toMatchObject({ type: 'query', sceneName: '员工部门', knowledge: [{ knowId: 106, name: '连接查询' }], canEdit: true });
    const folders = call('GET /htdz/exercise/folders/:courseId', { params: { courseId: '1' } }).obj;
    expect(folders.rootCount).toBe(2);
    expect(folders.folders.find((f: { folderId: number }) => f.folderId === 12).count).toBe(3);
  });

  it('refuses to move a folder below itself and to delete one that is not empty', () => {
    expect(call('POST /htdz/exercise/folder/move', { body: { folderId: 11, parentId: 12 } }).message).toBe('不能把文件夹移到它自己或它的子文件夹中');
    expect(call('POST /htdz/exercise/folder/move', { body: { folderId: 12, parentId: 10 } }).success).toBe(true);
    expect(call('POST /htdz/exercise/folder/delete/:folderId', { params: { folderId: '11' } }).success).toBe(false);
    expect(call('POST /htdz/exercise/folder/delete/:folderId', { params: { folderId: '14' } }).success).toBe(true);
  });

  it('moves questions only within their bank', () => {
    expect(call('POST /htdz/exercise/move', { body: { exerciseIds: [5, 8], parentId: 14 } }).obj).toEqual({ moved: 2 });
    expect(ids(list({ courseId: '1', parentId: '14' }))).toEqual([5, 8]);
    expect(call('POST /htdz/exercise/move', { body: { exerciseIds: [5], parentId: 20 } }).success).toBe(false);
  });

  it('copies public questions into a course folder with their scene', () => {
    const copied = call('POST /htdz/exercise/copy', { body: { exerciseIds: [102], courseId: 1, parentId: 12 } });
    expect(copied.obj.exerciseIds).toHaveLength(1);
    const copy = call('GET /htdz/exercise/:exerciseId', { params: { exerciseId: String(copied.obj.exerciseIds[0]) } }).obj;
    expect(copy).toMatchObject({ courseId: 1, parentId: 12, sceneName: '学生选课', authorName: '李老师' });
    expect(copy.spec.sceneId).not.toBe(1);
  });

  it('copies knowledge links by name into the target course', () => {
    const copied = call('POST /htdz/exercise/copy', { body: { exerciseIds: [1], courseId: 11, parentId: 0 } }, expert);
    const copy = call('GET /htdz/exercise/:exerciseId', { params: { exerciseId: String(copied.obj.exerciseIds[0]) } }, expert).obj;
    expect(copy.knowledge).toEqual([{ knowId: 201, name: '关系模型' }]);
  });

  it('lets only the owner change a course bank, and only experts the public library', () => {
    expect(call('POST /htdz/exercise/delete', { body: { exerciseIds: [1] } }, expert).success).toBe(false);
    expect(call('POST /htdz/exercise/delete', { body: { exerciseIds: [101] } }, teacher).success).toBe(false);
    expect(call('POST /htdz/exercise/delete', { body: { exerciseIds: [101] } }, expert).obj).toEqual({ deleted: 1 });
    expect(list({ courseId: '1' }, expert).obj.list[0].canEdit).toBe(false);
  });

  it('exports a folder as .xlsx with its sub-folders, the way the import reads it', async () => {
    const sent = await new Promise<Buffer>((resolve) => {
      const res = { setHeader: () => res, json: () => undefined, send: (body: Buffer) => resolve(body) };
      void (mocks['GET /htdz/exercise/export'] as (q: unknown, s: unknown) => Promise<void>)({ query: { courseId: '1', parentId: '11' }, headers: teacher }, res);
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(sent as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('题目')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('题型');
    expect(sheet.rowCount).toBe(6);
    const stems = [2, 3, 4, 5, 6].map((r) => String(sheet.getRow(r).getCell(2).value));
    expect(stems).toContain('查询工资高于其直接上级的员工的姓名、工资和上级姓名。');
  });
});
