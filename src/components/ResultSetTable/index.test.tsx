import { fireEvent, screen } from '@testing-library/react';
import { renderAntd as render } from '../../../tests/unit/render';
import type { SqlRunResult } from '@contract/grading';
import ResultSetTable from '.';
import { commandText, elapsedText, lineInMessage } from './format';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));

const students: SqlRunResult = {
  results: [
    {
      command: 'SELECT',
      columns: [
        { name: 'sname', type: 'varchar(20)' },
        { name: 'grade', type: 'smallint' },
      ],
      rows: [
        ['李勇', '92'],
        ['王敏', null],
      ],
      rowCount: 2,
      truncated: false,
    },
  ],
  elapsedMs: 12.4,
};

describe('the result of a SQL run', () => {
  it('shows each column with its type, the rows, and NULL greyed rather than as text', () => {
    render(<ResultSetTable result={students} />);
    expect(screen.getByText('sname')).toBeTruthy();
    expect(screen.getByText('varchar(20)')).toBeTruthy();
    expect(screen.getByText('李勇')).toBeTruthy();
    const nulls = screen.getAllByText('NULL');
    expect(nulls).toHaveLength(1);
    expect(nulls[0].getAttribute('data-null')).toBe('true');
    expect(nulls[0].className).toMatch(/secondary/);
    expect(screen.getByText('共 2 行')).toBeTruthy();
    expect(screen.getByTestId('sql-elapsed').textContent).toBe('用时 12 ms');
    expect(screen.queryByTestId('sql-truncated')).toBeNull();
    expect(screen.queryByTestId('sql-error')).toBeNull();
  });

  it('a value that says NULL is text, not the greyed NULL', () => {
    render(<ResultSetTable result={{ ...students, results: [{ ...students.results[0], rows: [['NULL', '1']] }] }} />);
    expect(screen.getByText('NULL').getAttribute('data-null')).toBeNull();
  });

  it('warns that only the first rows are shown when the server cut the result', () => {
    const many: SqlRunResult = {
      results: [{ command: 'SELECT', columns: [{ name: 'n', type: 'integer' }], rows: [['1'], ['2'], ['3']], rowCount: 5000, truncated: true }],
      elapsedMs: 1530,
    };
    render(<ResultSetTable result={many} />);
    expect(screen.getByTestId('sql-truncated').textContent).toContain('只显示前 3 行（共 5000 行）');
    expect(screen.getByText('共 5000 行')).toBeTruthy();
    expect(screen.getByTestId('sql-elapsed').textContent).toBe('用时 1.53 s');
  });

  it('a cut result whose total was not counted says there are more rows, not a wrong total', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [String(i + 1)]);
    render(
      <ResultSetTable
        result={{ results: [{ command: 'SELECT', columns: [{ name: 'n', type: 'integer' }], rows, rowCount: 1000, truncated: true }], elapsedMs: 9 }}
      />,
    );
    expect(screen.getByTestId('sql-truncated').textContent).toContain('只显示前 1000 行，后面还有更多行');
    expect(screen.getByText('超过 1000 行')).toBeTruthy();
    expect(screen.queryByText('共 1000 行')).toBeNull();
  });

  it('tells what statements without columns did', () => {
    const dml: SqlRunResult = {
      results: [
        { command: 'INSERT', columns: [], rows: [], rowCount: 3, truncated: false },
        { command: 'CREATE TABLE', columns: [], rows: [], rowCount: 0, truncated: false },
      ],
      elapsedMs: 3,
    };
    render(<ResultSetTable result={dml} />);
    expect(screen.getAllByTestId('sql-command').map((e) => e.textContent)).toEqual(['INSERT 影响 3 行', 'CREATE TABLE 执行成功']);
  });

  it("shows PostgreSQL's error with detail and hint, and clicking its line asks the editor to show it", () => {
    const onErrorLine = jest.fn();
    const failed: SqlRunResult = {
      results: [],
      error: {
        message: 'relation "studnt" does not exist',
        line: 2,
        position: 15,
        code: '42P01',
        detail: null,
        hint: 'Perhaps you meant to reference the table "student".',
      },
      elapsedMs: 4,
    };
    render(<ResultSetTable result={failed} onErrorLine={onErrorLine} />);
    const box = screen.getByTestId('sql-error');
    expect(box.textContent).toContain('relation "studnt" does not exist');
    expect(box.textContent).toContain('提示：Perhaps you meant to reference the table "student".');
    expect(box.textContent).toContain('错误码 42P01');
    expect(box.textContent).not.toContain('详细信息');
    fireEvent.click(screen.getByTestId('sql-error-line'));
    expect(onErrorLine).toHaveBeenCalledWith(2);
    expect(screen.getByTestId('sql-error-line').textContent).toBe('第 2 行');
  });

  it('shows the results of the statements that ran before the error', () => {
    const partial: SqlRunResult = {
      ...students,
      error: { message: 'division by zero', line: null, position: null, code: '22012', detail: null, hint: null },
    };
    render(<ResultSetTable result={partial} />);
    expect(screen.getByText('李勇')).toBeTruthy();
    expect(screen.getByTestId('sql-error').textContent).toContain('division by zero');
    expect(screen.queryByTestId('sql-error-line')).toBeNull();
  });

  it('shows nothing before the first run', () => {
    const { container } = render(<ResultSetTable result={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('reading a run', () => {
  it('counts rows for commands that have a count, and only names the others', () => {
    expect(commandText({ command: 'delete', rowCount: 0 })).toEqual({ id: 'sql.result.affected', values: { command: 'DELETE', count: 0 } });
    expect(commandText({ command: 'ALTER TABLE', rowCount: 0 })).toEqual({ id: 'sql.result.done', values: { command: 'ALTER TABLE' } });
  });

  it('finds the line a server message names', () => {
    expect(lineInMessage('初始化脚本第 12 行出错：syntax error at or near "creat"')).toBe(12);
    expect(lineInMessage('初始化脚本有错误（第 3 行）：syntax error at or near "creat"')).toBe(3);
    expect(lineInMessage('第3行：缺少分号')).toBe(3);
    expect(lineInMessage('场景名称不能为空')).toBeNull();
    expect(lineInMessage(undefined)).toBeNull();
  });

  it('writes the time in ms below a second, in seconds above', () => {
    expect(elapsedText(0.4)).toBe('0 ms');
    expect(elapsedText(999)).toBe('999 ms');
    expect(elapsedText(3000)).toBe('3.00 s');
  });
});
