import { ExerciseSpec } from '@contract/exercise';
import { gradeObjective, normalizeText } from './objective';

const options = ['1NF', '2NF', '3NF', 'BCNF'].map((text, i) => ({ key: 'ABCD'[i], text }));
const spec = (raw: unknown) => {
  const parsed = ExerciseSpec.parse(raw);
  if ('sceneId' in parsed) throw new Error('not objective');
  return parsed;
};
const single = spec({ type: 'single', options, answer: 'C' });
const multiple = (partialCredit: boolean) => spec({ type: 'multiple', options, answers: ['A', 'C', 'D'], partialCredit });
const judge = spec({ type: 'judge', answer: false });
const fill = (caseSensitive = false) =>
  spec({ type: 'fill', blanks: [{ answers: ['主键', 'primary key'] }, { answers: ['外键', 'foreign key'] }, { answers: ['NULL'] }], caseSensitive });
const short = spec({ type: 'short', referenceAnswer: '<p>事务具有原子性、一致性、隔离性和持久性。</p>', keywords: ['原子性', '一致性', '隔离性', '持久性'] });

describe('single choice: all or nothing', () => {
  it.each([
    [['C'], true, 50, '回答正确'],
    [['B'], false, 0, '回答错误'],
    [['C', 'B'], false, 0, '单选题只能选一个选项'],
    [[], false, 0, '未作答'],
    [undefined, false, 0, '未作答'],
  ])('%j → %s, %i tenths', (choices, correct, tenths, message) => {
    expect(gradeObjective(single, { choices: choices as never }, 50)).toEqual({ correct, tenths, message });
  });
});

describe('multiple choice', () => {
  it('exactly the right options, in any order, score in full', () => {
    expect(gradeObjective(multiple(false), { choices: ['D', 'A', 'C'] }, 40)).toMatchObject({ correct: true, tenths: 40 });
  });
  it('a subset without a wrong pick: half (rounded down to a tenth) only when partial credit is allowed', () => {
    expect(gradeObjective(multiple(true), { choices: ['A', 'C'] }, 25)).toEqual({
      correct: false,
      tenths: 12,
      message: '部分正确：漏选了 1 个正确选项，得一半分',
    });
    expect(gradeObjective(multiple(false), { choices: ['A', 'C'] }, 25)).toEqual({ correct: false, tenths: 0, message: '漏选了 1 个正确选项' });
  });
  it('any wrong pick scores nothing, even with partial credit and every right option picked', () => {
    expect(gradeObjective(multiple(true), { choices: ['A', 'B', 'C', 'D'] }, 40)).toEqual({ correct: false, tenths: 0, message: '选了 1 个错误选项' });
  });
  it('a repeated pick counts once; nothing picked is unanswered', () => {
    expect(gradeObjective(multiple(false), { choices: ['A', 'A', 'C', 'D'] }, 40)).toMatchObject({ correct: true });
    expect(gradeObjective(multiple(true), { choices: [] }, 40)).toEqual({ correct: false, tenths: 0, message: '未作答' });
  });
});

describe('true/false', () => {
  it('right, wrong, unanswered', () => {
    expect(gradeObjective(judge, { judge: false }, 20)).toMatchObject({ correct: true, tenths: 20 });
    expect(gradeObjective(judge, { judge: true }, 20)).toMatchObject({ correct: false, tenths: 0, message: '回答错误' });
    expect(gradeObjective(judge, {}, 20)).toMatchObject({ correct: false, tenths: 0, message: '未作答' });
  });
});

describe('fill-in', () => {
  it('each blank accepts any of its answers, trimmed, case and width ignored by default', () => {
    const v = gradeObjective(fill(), { blanks: ['  Primary   KEY ', '外键', 'ｎｕｌｌ'] }, 30);
    expect(v).toEqual({ correct: true, tenths: 30, message: '回答正确', blanks: [true, true, true] });
  });
  it('a case-sensitive question refuses another case', () => {
    expect(gradeObjective(fill(true), { blanks: ['主键', '外键', 'null'] }, 30)).toMatchObject({ correct: false, blanks: [true, true, false] });
    expect(gradeObjective(fill(true), { blanks: ['主键', '外键', 'NULL'] }, 30)).toMatchObject({ correct: true });
  });
  it('per blank score, rounded down to a tenth, and the wrong blanks named', () => {
    expect(gradeObjective(fill(), { blanks: ['主键', '候选键', ''] }, 25)).toEqual({
      correct: false,
      tenths: 8,
      message: '第 2、3 空不正确（1/3 空正确）',
      blanks: [true, false, false],
    });
  });
  it('missing or empty blanks are unanswered; extra blanks are ignored', () => {
    expect(gradeObjective(fill(), { blanks: [' ', ''] }, 30)).toMatchObject({ correct: false, tenths: 0, message: '未作答' });
    expect(gradeObjective(fill(), {}, 30)).toMatchObject({ message: '未作答' });
    expect(gradeObjective(fill(), { blanks: ['主键', '外键', 'null', 'extra'] }, 30)).toMatchObject({ correct: true, tenths: 30 });
  });
});

describe('short answer', () => {
  it('waits for a teacher and tells which keywords it found', () => {
    expect(gradeObjective(short, { text: '事务有原子性和持久性' }, 100)).toEqual({
      correct: null,
      tenths: null,
      message: '已提交，由教师批阅',
      keywordsFound: ['原子性', '持久性'],
    });
  });
  it('an empty answer is unanswered, not waiting', () => {
    expect(gradeObjective(short, { text: '   ' }, 100)).toEqual({ correct: false, tenths: 0, message: '未作答' });
  });
});

describe('normalizeText', () => {
  it('folds width, spaces and (unless asked) case', () => {
    expect(normalizeText('  ＳＥＬＥＣＴ\t *  ', false)).toBe('select *');
    expect(normalizeText('Select', true)).toBe('Select');
  });
});

describe('the question shapes refuse what cannot be graded', () => {
  it.each([
    [{ type: 'single', options, answer: 'E' }, '正确答案须是其中一个选项'],
    [{ type: 'single', options: options.slice(0, 1), answer: 'A' }, '至少 2 个选项'],
    [{ type: 'single', options: [options[0], { key: 'C', text: 'x' }], answer: 'A' }, '选项编号须从 A 起连续'],
    [{ type: 'multiple', options, answers: [] }, '请选择正确答案'],
    [{ type: 'multiple', options, answers: ['A', 'A'] }, '正确答案不能重复'],
    [{ type: 'fill', blanks: [] }, '至少一个空'],
    [{ type: 'fill', blanks: [{ answers: [] }] }, '每个空至少有一个答案'],
    [{ type: 'dml', sceneId: 1, referenceSql: 'delete from t' }, '除 SQL 查询外的题型需要验证 SQL'],
    [{ type: 'query', sceneId: 1, referenceSql: '  ' }, '请输入参考答案'],
  ])('%j', (raw, message) => {
    const r = ExerciseSpec.safeParse(raw);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});
