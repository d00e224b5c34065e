import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SchemaDesign } from '@contract/ddl-design';
import { designOfScene } from '@contract/ddl-generate';
import type { Scene } from '@contract/scene';
import { renderAntd } from '../../../tests/unit/render';
import { ok } from '../../../tests/unit/envelope';
import { getScene } from '@/services/htdz/scene';
import DdlDesigner from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/scene', () => ({ getScene: jest.fn() }));
jest.mock('@/components/RichText', () => {
  const standIns = jest.requireActual('../../../tests/unit/rich-text');
  return { __esModule: true, default: standIns.RichTextStandIn, RichTextView: standIns.RichTextViewStandIn };
});

jest.setTimeout(30_000);

const scene: Scene = {
  sceneId: 4,
  courseId: 3,
  courseName: '数据库原理与应用',
  name: '学生选课',
  description: null,
  tableNames: ['student', 'sc'],
  creatorName: '李老师',
  usedBy: 0,
  hiddenDataCount: 0,
  canEdit: true,
  updatedAt: '2025-03-14T07:10:00.000Z',
  initSql: '',
  hiddenData: [],
  createdAt: '2025-03-14T07:10:00.000Z',
  tables: [
    {
      name: 'student',
      columns: [
        { name: 'sno', type: 'character(9)', notNull: true },
        { name: 'sname', type: 'character varying(20)', notNull: false },
      ],
      primaryKey: ['sno'],
      foreignKeys: [],
      rowCount: 2,
      sampleRows: [],
    },
    {
      name: 'sc',
      columns: [
        { name: 'sno', type: 'character(9)', notNull: true },
        { name: 'grade', type: 'smallint', notNull: false },
      ],
      primaryKey: [],
      foreignKeys: [{ columns: ['sno'], refTable: 'student', refColumns: ['sno'] }],
      rowCount: 3,
      sampleRows: [],
    },
  ],
};

const onApply = jest.fn();
const onCancel = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  (getScene as jest.Mock).mockResolvedValue(ok(scene));
});

async function open(design: SchemaDesign | null = null) {
  renderAntd(<DdlDesigner sceneId={4} design={design} onApply={onApply} onCancel={onCancel} />);
  await screen.findByText(/从场景“学生选课”中现有的表开始/);
}

const applyButton = () => screen.getByTestId('ddl-apply');
const panel = () => document.querySelector('.ant-tabs-tabpane-active') as HTMLElement;
const issues = () => screen.queryByTestId('ddl-issues')?.textContent ?? '';

/** Chooses `names` in the antd select labelled `label` inside `scope`. */
async function pick(scope: HTMLElement, label: string, names: string[]) {
  const box = within(scope).getByRole('combobox', { name: label });
  for (const name of names) {
    fireEvent.mouseDown(box);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
        (o) => o.getAttribute('title') === name,
      );
      if (!found) throw new Error(`no option ${name}`);
      return found;
    });
    fireEvent.click(option);
  }
}

describe('the DDL designer', () => {
  it('starts from the scene’s tables; as they are it asks for nothing, so 应用 waits', async () => {
    await open();
    expect(screen.getByRole('tab', { name: 'student' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'sc' })).toBeTruthy();
    expect((within(panel()).getByLabelText('表名') as HTMLInputElement).value).toBe('student');
    expect(within(panel()).getByText('场景中的表')).toBeTruthy();
    expect(issues()).toContain('期望结构与场景完全相同');
    expect(applyButton()).toHaveProperty('disabled', true);
  });

  it('a new table with a foreign key: the reference, named checks and stem show as it is designed, and 应用 hands them over', async () => {
    await open();
    fireEvent.click(screen.getByTestId('ddl-add-table'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'new_table' })).toBeTruthy());
    const table = panel();
    fireEvent.change(within(table).getByLabelText('表名'), { target: { value: 'enroll' } });
    fireEvent.click(within(table).getByTestId('ddl-columns-add'));
    fireEvent.change(within(table).getByLabelText('列名 2'), { target: { value: 'sno' } });
    fireEvent.change(within(table).getByLabelText('类型 2'), { target: { value: 'char(9)' } });
    fireEvent.click(within(table).getAllByText('非空')[1]);
    fireEvent.click(within(table).getByTestId('ddl-foreign-keys-add'));
    await pick(table, '本表的列', ['sno']);
    await pick(table, '被引用的表', ['student']);
    // the referred table's key is taken as the referred columns
    await waitFor(() => expect(screen.getByTestId('ddl-reference-sql').textContent).toContain('FOREIGN KEY (sno) REFERENCES student (sno)'));
    expect(screen.getByTestId('ddl-reference-sql').textContent).toContain('CREATE TABLE enroll (\n  id int,\n  sno char(9) NOT NULL,');
    fireEvent.click(screen.getByRole('tab', { name: '验证 SQL' }));
    expect(screen.getByTestId('ddl-verify-sql').textContent).toContain('-- 检查：外键 enroll(sno) 引用 student(sno)');
    fireEvent.click(screen.getByRole('tab', { name: '题干草稿' }));
    // the stand-in of the rich text view shows the HTML as text
    expect(screen.getByTestId('ddl-stem').textContent).toContain('<li>外键：(sno) 引用 <code>student</code>(sno)</li>');

    expect(applyButton()).toHaveProperty('disabled', false);
    fireEvent.click(applyButton());
    expect(onApply).toHaveBeenCalledTimes(1);
    const [result] = onApply.mock.calls[0];
    expect(result.design.tables.map((t: { name: string }) => t.name)).toEqual(['student', 'sc', 'enroll']);
    expect(result.design.tables[2]).toMatchObject({
      primaryKey: ['id'],
      foreignKeys: [{ columns: ['sno'], refTable: 'student', refColumns: ['sno'], onDelete: null }],
    });
    expect(result.referenceSql).toContain('CREATE TABLE enroll');
    expect(result.verifySql).toContain('-- 检查：表 enroll 存在');
    expect(result.stem).toContain('<p>创建表 <code>enroll</code>：</p>');
  });

  it('names each problem where it is, and 应用 waits until they are gone', async () => {
    await open();
    fireEvent.click(screen.getByTestId('ddl-add-table'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'new_table' })).toBeTruthy());
    fireEvent.change(within(panel()).getByLabelText('类型 1'), { target: { value: 'integr' } });
    fireEvent.change(within(panel()).getByLabelText('默认值 1'), { target: { value: '0; DROP TABLE student' } });
    await waitFor(() => expect(issues()).toContain('表 new_table › 列 id：类型“integr”无效'));
    expect(issues()).toContain('表 new_table › 列 id：默认值不能包含分号');
    expect(applyButton()).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('ddl-reference-sql')).toBeNull();
    fireEvent.change(within(panel()).getByLabelText('类型 1'), { target: { value: 'int' } });
    fireEvent.change(within(panel()).getByLabelText('默认值 1'), { target: { value: '0' } });
    await waitFor(() => expect(applyButton()).toHaveProperty('disabled', false));
    expect(issues()).toBe('');
  });

  it('a scene table removed is dropped by the reference and can be brought back', async () => {
    await open();
    fireEvent.click(screen.getByRole('tab', { name: 'sc' }));
    fireEvent.click(within(panel()).getByRole('button', { name: /删除此表/ }));
    await waitFor(() => expect(screen.getByTestId('ddl-dropped').textContent).toContain('将被删除的场景表'));
    expect(screen.getByTestId('ddl-reference-sql').textContent).toBe('DROP TABLE sc;\n');
    fireEvent.click(screen.getByRole('button', { name: '恢复 sc' }));
    await waitFor(() => expect(screen.queryByTestId('ddl-dropped')).toBeNull());
    expect(issues()).toContain('期望结构与场景完全相同');
  });

  it('reopened, it goes on from the question’s design, options included', async () => {
    const start = designOfScene(scene.tables);
    const design: SchemaDesign = {
      ...start,
      ignoreCase: false,
      tables: [
        ...start.tables,
        {
          name: 'Course',
          columns: [{ name: 'cno', type: 'char(4)', notNull: false, default: null }],
          primaryKey: ['cno'],
          uniques: [],
          foreignKeys: [],
          checks: [],
          indexes: [],
        },
      ],
    };
    await open(design);
    expect(screen.getByRole('tab', { name: 'Course' })).toBeTruthy();
    expect(screen.getByTestId('ddl-ignore-case').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('ddl-reference-sql').textContent).toBe('CREATE TABLE "Course" (\n  cno char(4),\n  PRIMARY KEY (cno)\n);\n');
    fireEvent.click(screen.getByTestId('ddl-cancel'));
    expect(onCancel).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
