import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnswerValue, StudentExercise } from '@contract/exercise';
import type { SqlRunResult } from '@contract/grading';
import { renderAntdSettled } from '../../../tests/unit/render';
import QuestionView from '.';
import type { QuestionViewProps } from './types';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../tests/unit/rich-text').RichTextViewStandIn }));
// the SQL question's scene, for its schema beside the answer (SqlAnswer.test.tsx tests it)
jest.mock('@/services/htdz/scene', () => ({
  getScene: jest.fn(async () => jest.requireActual('../../../tests/unit/envelope').ok(jest.requireActual('../../../tests/unit/fixtures/scene-schema').scene())),
}));
// CodeMirror stays on its way, so the SQL editor is its text area stand-in
jest.mock('@/components/SqlEditor/CodeMirrorSql', () => ({
  __esModule: true,
  default: jest.requireActual<typeof import('react')>('react').forwardRef(function CodeMirrorSql() {
    throw new Promise(() => undefined);
  }),
}));

const base = { stem: '<p>关系模型中，能唯一标识一个元组的属性组称为？</p>', difficulty: 'medium' as const, score: 2 };
const single: StudentExercise = {
  ...base,
  exerciseId: 1,
  type: 'single',
  options: [
    { key: 'A', text: '外码' },
    { key: 'B', text: '候选码' },
    { key: 'C', text: '属性' },
  ],
};
const multiple: StudentExercise = { ...single, exerciseId: 2, type: 'multiple', stem: '<p>哪些是 SQL 的聚集函数？</p>' };
const judge: StudentExercise = { ...base, exerciseId: 3, type: 'judge', stem: '<p>关系中的元组是有序的。</p>' };
const fill: StudentExercise = { ...base, exerciseId: 4, type: 'fill', stem: '<p>关系代数的五种基本运算是并、差、____、____ 和选择。</p>', blankCount: 2 };
const short: StudentExercise = { ...base, exerciseId: 5, type: 'short', stem: '<p>简述事务的 ACID 特性。</p>', score: 10 };
const query: StudentExercise = {
  ...base,
  exerciseId: 6,
  type: 'query',
  stem: '<p>查询计算机系学生的姓名。</p>',
  difficulty: 'easy',
  score: 5,
  sceneId: 1,
  sceneName: '学生选课',
};

/** Renders the question and lets the lazy SQL editor settle. */
async function show(props: QuestionViewProps) {
  return renderAntdSettled(<QuestionView {...props} />);
}

describe('the header and the stem', () => {
  it('show 题型, 难度, 分值 and the stem as rich text', async () => {
    await show({ exercise: query });
    expect(screen.getByTestId('question-type').textContent).toBe('SQL 查询');
    expect(screen.getByTestId('question-difficulty').textContent).toBe('难度：简单');
    expect(screen.getByTestId('question-score').textContent).toBe('5 分');
    expect(screen.getByTestId('rich-text-view').textContent).toBe('<p>查询计算机系学生的姓名。</p>');
  });
});

describe('each type answers with its own field', () => {
  it('single choice: options read "A. text"; a click answers { choices: [key] }', async () => {
    const onChange = jest.fn();
    await show({ exercise: single, value: {}, onChange });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['A. 外码', 'B. 候选码', 'C. 属性']);
    fireEvent.click(screen.getByLabelText('B. 候选码'));
    expect(onChange).toHaveBeenLastCalledWith({ choices: ['B'] });
  });

  it('multiple choice: adds to what is chosen, in the order A, B, C whatever the order of clicks', async () => {
    const onChange = jest.fn();
    await show({ exercise: multiple, value: { choices: ['C'] }, onChange });
    fireEvent.click(screen.getByLabelText('A. 外码'));
    expect(onChange).toHaveBeenLastCalledWith({ choices: ['A', 'C'] });
  });

  it('multiple choice: a click on a chosen option takes it away', async () => {
    const onChange = jest.fn();
    await show({ exercise: multiple, value: { choices: ['A', 'C'] }, onChange });
    fireEvent.click(screen.getByLabelText('C. 属性'));
    expect(onChange).toHaveBeenLastCalledWith({ choices: ['A'] });
  });

  it('true/false: 正确 is { judge: true }, 错误 { judge: false }', async () => {
    const onChange = jest.fn();
    await show({ exercise: judge, value: {}, onChange });
    fireEvent.click(screen.getByLabelText('错误'));
    expect(onChange).toHaveBeenLastCalledWith({ judge: false });
    fireEvent.click(screen.getByLabelText('正确'));
    expect(onChange).toHaveBeenLastCalledWith({ judge: true });
  });

  it('fill-in: one input per blank, 第 1 空 …; typing keeps the other blanks', async () => {
    const onChange = jest.fn();
    await show({ exercise: fill, value: { blanks: ['笛卡尔积'] }, onChange });
    expect((screen.getByLabelText('第 1 空') as HTMLInputElement).value).toBe('笛卡尔积');
    fireEvent.change(screen.getByLabelText('第 2 空'), { target: { value: '投影' } });
    expect(onChange).toHaveBeenLastCalledWith({ blanks: ['笛卡尔积', '投影'] });
    expect(screen.queryByLabelText('第 3 空')).toBeNull();
  });

  it('short answer: a text area with a character count', async () => {
    const onChange = jest.fn();
    await show({ exercise: short, value: { text: '原子性' }, onChange });
    expect(screen.getByText(/^3 \/ 20,?000$/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('你的答案'), { target: { value: '原子性、一致性' } });
    expect(onChange).toHaveBeenLastCalledWith({ text: '原子性、一致性' });
  });

  it('SQL: the scene by name and the editor answering { sql }', async () => {
    const onChange = jest.fn();
    await show({ exercise: query, value: { sql: '' }, onChange });
    expect(screen.getByTestId('question-scene').textContent).toContain('场景：学生选课');
    fireEvent.change(screen.getByTestId('sql-editor-fallback'), { target: { value: 'SELECT sname FROM student;' } });
    expect(onChange).toHaveBeenLastCalledWith({ sql: 'SELECT sname FROM student;' });
  });
});

describe('running SQL', () => {
  const rows: SqlRunResult = {
    results: [{ command: 'SELECT', columns: [{ name: 'sname', type: 'text' }], rows: [['李勇'], ['刘晨']], rowCount: 2, truncated: false }],
    elapsedMs: 12,
  };
  const error: SqlRunResult = {
    results: [],
    error: { message: 'relation "studnt" does not exist', line: 2, position: 20, code: '42P01', detail: null, hint: null },
    elapsedMs: 3,
  };

  it('运行 runs the typed SQL and shows the rows', async () => {
    const onRunSql = jest.fn().mockResolvedValue(rows);
    await show({ exercise: query, value: { sql: 'SELECT sname FROM student;' }, onChange: jest.fn(), onRunSql });
    fireEvent.click(screen.getByTestId('question-sql-run'));
    await waitFor(() => expect(screen.getByTestId('sql-result-set')).toBeTruthy());
    expect(onRunSql).toHaveBeenCalledWith('SELECT sname FROM student;');
    expect(screen.getByText('刘晨')).toBeTruthy();
  });

  it("shows PostgreSQL's error with its line, which selects that line in the editor", async () => {
    const onRunSql = jest.fn().mockResolvedValue(error);
    await show({ exercise: query, value: { sql: 'SELECT sname\nFROM studnt;' }, onChange: jest.fn(), onRunSql });
    fireEvent.click(screen.getByTestId('question-sql-run'));
    await waitFor(() => expect(screen.getByTestId('sql-error')).toBeTruthy());
    expect(screen.getByText('relation "studnt" does not exist')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sql-error-line'));
    const area = screen.getByTestId('sql-editor-fallback') as HTMLTextAreaElement;
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('FROM studnt;');
  });

  it('does not run empty SQL', async () => {
    const onRunSql = jest.fn();
    await show({ exercise: query, value: { sql: '  ' }, onChange: jest.fn(), onRunSql });
    fireEvent.click(screen.getByTestId('question-sql-run'));
    await waitFor(() => expect(screen.getByText('请输入 SQL 语句')).toBeTruthy());
    expect(onRunSql).not.toHaveBeenCalled();
  });

  it('has no 运行 button when the page cannot run SQL', async () => {
    await show({ exercise: query, value: { sql: 'SELECT 1;' }, onChange: jest.fn() });
    expect(screen.queryByTestId('question-sql-run')).toBeNull();
  });
});

describe('read-only', () => {
  it.each<[string, StudentExercise, AnswerValue]>([
    ['single', single, { choices: ['B'] }],
    ['judge', judge, { judge: true }],
  ])('%s without onChange shows the answer with the choices disabled', async (_type, exercise, value) => {
    await show({ exercise, value });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.every((r) => r.disabled)).toBe(true);
    expect(radios.filter((r) => r.checked)).toHaveLength(1);
    expect(screen.getByTestId('question-view').dataset.readonly).toBe('true');
  });

  it('multiple with disabled: the boxes are disabled and clicks change nothing', async () => {
    const onChange = jest.fn();
    await show({ exercise: multiple, value: { choices: ['A'] }, onChange, disabled: true });
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.every((b) => b.disabled)).toBe(true);
    fireEvent.click(screen.getByLabelText('B. 候选码'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fill-in, short answer and SQL are read-only text', async () => {
    const { unmount } = await show({ exercise: fill, value: { blanks: ['笛卡尔积', '投影'] } });
    expect((screen.getByLabelText('第 1 空') as HTMLInputElement).readOnly).toBe(true);
    unmount();
    const second = await show({ exercise: short, value: { text: '原子性' } });
    expect((screen.getByLabelText('你的答案') as HTMLTextAreaElement).readOnly).toBe(true);
    second.unmount();
    await show({ exercise: query, value: { sql: 'SELECT 1;' } });
    expect((screen.getByTestId('sql-editor-fallback') as HTMLTextAreaElement).readOnly).toBe(true);
  });
});

describe('after grading and once released', () => {
  it('marks each blank right (green) or wrong (red)', async () => {
    await show({ exercise: fill, value: { blanks: ['笛卡尔积', '连接'] }, blankMarks: [true, false] });
    const [first, second] = [screen.getByLabelText('第 1 空'), screen.getByLabelText('第 2 空')];
    expect(first.dataset.mark).toBe('right');
    expect(second.dataset.mark).toBe('wrong');
    expect(screen.getByLabelText('这一空正确')).toBeTruthy();
    expect(screen.getByLabelText('这一空错误')).toBeTruthy();
  });

  it('without marks no blank is marked', async () => {
    await show({ exercise: fill, value: { blanks: ['a', 'b'] } });
    expect(screen.getByLabelText('第 1 空').dataset.mark).toBeUndefined();
    expect(screen.queryByLabelText('这一空错误')).toBeNull();
  });

  it('showAnswer shows 答案与解析 with the analysis as rich text', async () => {
    await show({ exercise: { ...single, answer: 'B', analysis: '<p>候选码能唯一标识元组。</p>' }, value: { choices: ['A'] }, showAnswer: true });
    const panel = screen.getByTestId('question-answer-panel');
    expect(within(panel).getByText('答案与解析')).toBeTruthy();
    expect(within(panel).getByTestId('question-answer').textContent).toBe('参考答案：B');
    expect(within(panel).getByTestId('rich-text-view').textContent).toBe('<p>候选码能唯一标识元组。</p>');
  });

  it('without showAnswer, or before the answer is released, there is no panel', async () => {
    const { unmount } = await show({ exercise: { ...single, answer: 'B', analysis: '<p>解析</p>' } });
    expect(screen.queryByTestId('question-answer-panel')).toBeNull();
    unmount();
    await show({ exercise: single, showAnswer: true });
    expect(screen.queryByTestId('question-answer-panel')).toBeNull();
  });
});
