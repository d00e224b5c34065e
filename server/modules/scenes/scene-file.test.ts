import { importedName, readSceneFile } from './scene-file';

const file = (scenes: unknown[]) => Buffer.from(JSON.stringify({ format: 'htdz-scenes', version: 1, exportedAt: '2025-03-01T00:00:00.000Z', scenes }));

describe('importedName', () => {
  it('keeps a free name, then counts （导入）, （导入 2）… and takes each name it gives', () => {
    const taken = new Set(['学生选课']);
    expect(['学生选课', '学生选课', '学生选课', '图书'].map((n) => importedName(n, taken))).toEqual([
      '学生选课（导入）',
      '学生选课（导入 2）',
      '学生选课（导入 3）',
      '图书',
    ]);
    expect([...taken].sort()).toEqual(['图书', '学生选课', '学生选课（导入 2）', '学生选课（导入 3）', '学生选课（导入）'].sort());
  });

  it('shortens a long name before its suffix without splitting a character', () => {
    // 𠜎 is two UTF-16 units, as zod counts a name's length
    const long = '𠜎'.repeat(30);
    const named = importedName(long, new Set([long]));
    expect(named.length).toBeLessThanOrEqual(60);
    expect(named).toBe(`${'𠜎'.repeat(28)}（导入）`);
  });
});

describe('readSceneFile', () => {
  it('checks each scene as saving one does and names the wrong ones', () => {
    const read = readSceneFile(file([{ name: ' 好 ', description: '', initSql: 'SELECT 1;' }, { name: '坏', initSql: '  ' }, 7]));
    expect(read).toEqual([
      {
        label: '第 1 个场景“好”',
        name: '好',
        hiddenDataCount: 0,
        values: { name: '好', description: null, initSql: 'SELECT 1;', hiddenData: [] },
        problem: null,
      },
      { label: '第 2 个场景“坏”', name: '坏', hiddenDataCount: 0, values: null, problem: '请输入初始化脚本' },
      { label: '第 3 个场景', name: '第 3 个场景', hiddenDataCount: 0, values: null, problem: '不是场景（应为带 name、initSql 的对象）' },
    ]);
  });

  it('refuses a prototype key anywhere, and leaves Object.prototype alone', () => {
    const hostile = Buffer.from('{"format":"htdz-scenes","version":1,"scenes":[{"name":"x","initSql":"SELECT 1;","hiddenData":{"__proto__":{"polluted":1}}}]}');
    expect(() => readSceneFile(hostile)).toThrow('文件含有不允许的键名“__proto__”，不能导入');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a byte order mark is fine; a lone surrogate is not', () => {
    expect(readSceneFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), file([{ name: 'a', initSql: 'SELECT 1;' }])]))).toHaveLength(1);
    expect(() => readSceneFile(Buffer.from('{"format":"htdz-scenes","version":1,"scenes":[{"name":"\\ud800","initSql":"SELECT 1;"}]}'))).toThrow(
      /无效的 Unicode 字符/,
    );
  });
});
