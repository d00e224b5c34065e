import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { KnowledgeGraph } from '@contract/knowledge';
import { renderAntdSettled } from '../../../tests/unit/render';
import { ok } from '../../../tests/unit/envelope';
import { addKnowledgeEdge, deleteKnowledge, deleteKnowledgeEdge, saveKnowledge } from '@/services/htdz/knowledge';
import KnowledgePanel from './KnowledgePanel';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
// The panel's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/knowledge', () => ({
  saveKnowledge: jest.fn(),
  deleteKnowledge: jest.fn(),
  addKnowledgeEdge: jest.fn(),
  deleteKnowledgeEdge: jest.fn(),
}));

const save = saveKnowledge as jest.MockedFunction<typeof saveKnowledge>;
const remove = deleteKnowledge as jest.MockedFunction<typeof deleteKnowledge>;
const addEdge = addKnowledgeEdge as jest.MockedFunction<typeof addKnowledgeEdge>;
const removeEdge = deleteKnowledgeEdge as jest.MockedFunction<typeof deleteKnowledgeEdge>;

const point = (knowId: number, name: string, description: string | null = null) => ({ knowId, courseId: 2, name, description, x: null, y: null });
const GRAPH: KnowledgeGraph = {
  points: [point(1, 'SQL', '结构化查询语言'), point(2, '单表查询'), point(3, '连接查询'), point(4, '嵌套查询')],
  edges: [
    { fromId: 1, toId: 2, kind: 'parent' },
    { fromId: 1, toId: 3, kind: 'parent' },
    { fromId: 2, toId: 3, kind: 'prerequisite' },
  ],
};

/** The panel on a page that keeps the graph and the selection, as the editor does. */
function Page({ editable = true, start = GRAPH, selected = null as number | null }) {
  const [graph, setGraph] = useState(start);
  const [selectedId, setSelectedId] = useState<number | null>(selected);
  return (
    <>
      <div data-testid="names">{graph.points.map((p) => p.name).join(',')}</div>
      <div data-testid="edge-count">{graph.edges.length}</div>
      <KnowledgePanel courseId={2} graph={graph} editable={editable} selectedId={selectedId} onSelect={setSelectedId} onGraph={setGraph} />
    </>
  );
}

async function show(ui: React.ReactElement) {
  await renderAntdSettled(ui);
}

const list = () => within(screen.getByTestId('knowledge-point-list'));
const selected = () => within(screen.getByTestId('knowledge-selected'));

beforeEach(() => jest.clearAllMocks());

describe('the knowledge side panel', () => {
  it('finds points by name', async () => {
    await show(<Page />);
    fireEvent.change(screen.getByLabelText('搜索知识点'), { target: { value: '连接' } });
    expect(list().queryByText('SQL')).toBeNull();
    expect(list().getByText('连接查询')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('搜索知识点'), { target: { value: '触发器' } });
    expect(list().getByText('没有匹配的知识点')).toBeTruthy();
  });

  it("shows a selected point's description and relations from its side", async () => {
    await show(<Page />);
    fireEvent.click(list().getByText('连接查询'));
    expect(selected().getByText('暂无说明')).toBeTruthy();
    const relations = within(screen.getByTestId('knowledge-relations'));
    expect(relations.getByText('属于').closest('li')!.textContent).toContain('SQL');
    expect(relations.getByText('先修').closest('li')!.textContent).toContain('单表查询');
  });

  it('creates a point with a name and description and selects it', async () => {
    save.mockResolvedValue(ok({ ...point(9, '视图', '虚表'), description: '虚表' }));
    await show(<Page />);
    fireEvent.click(screen.getByRole('button', { name: /新建知识点/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('名称'), { target: { value: ' 视图 ' } });
    fireEvent.change(dialog.getByLabelText('说明'), { target: { value: '虚表' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*[定认]/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ knowId: null, courseId: 2, name: '视图', description: '虚表' }));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('SQL,单表查询,连接查询,嵌套查询,视图'));
    expect(selected().getByText('虚表')).toBeTruthy();
  });

  it('refuses a name the course already has before asking the server', async () => {
    await show(<Page />);
    fireEvent.click(screen.getByRole('button', { name: /新建知识点/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('名称'), { target: { value: '连接查询' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*[定认]/ }));
    expect(await dialog.findByText('这门课程已有同名知识点')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('renames the selected point', async () => {
    save.mockResolvedValue(ok(point(4, '子查询')));
    await show(<Page selected={4} />);
    fireEvent.click(selected().getByRole('button', { name: /编辑/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('名称') as HTMLInputElement).value).toBe('嵌套查询');
    fireEvent.change(dialog.getByLabelText('名称'), { target: { value: '子查询' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*[定认]/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ knowId: 4, courseId: 2, name: '子查询', description: null }));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('SQL,单表查询,连接查询,子查询'));
  });

  it('deletes a point after a confirmation that says its edges go too', async () => {
    remove.mockResolvedValue(ok({ points: GRAPH.points.filter((p) => p.knowId !== 3), edges: [GRAPH.edges[0]] }));
    await show(<Page selected={3} />);
    fireEvent.click(selected().getByRole('button', { name: /删\s*除$/ }));
    expect(await screen.findByText('删除知识点“连接查询”？它的 2 条关系也会一并删除。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(3));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('SQL,单表查询,嵌套查询'));
    expect(selected().getByText(/在图谱或列表中选中一个知识点/)).toBeTruthy();
  });

  it('deletes one relation of the selected point', async () => {
    removeEdge.mockResolvedValue(ok({ points: GRAPH.points, edges: GRAPH.edges.slice(0, 2) }));
    await show(<Page selected={3} />);
    const row = within(within(screen.getByTestId('knowledge-relations')).getByText('先修').closest('li')!);
    fireEvent.click(row.getByRole('button', { name: '删除关系' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(removeEdge).toHaveBeenCalledWith({ courseId: 2, fromId: 2, toId: 3, kind: 'prerequisite' }));
    await waitFor(() => expect(screen.getByTestId('edge-count').textContent).toBe('2'));
  });

  it('adds a relation from the selected point and tells a cycle before the server does', async () => {
    addEdge.mockResolvedValue(ok({ points: GRAPH.points, edges: [...GRAPH.edges, { fromId: 3, toId: 4, kind: 'prerequisite' }] }));
    await show(<Page selected={3} />);
    const form = within(screen.getByTestId('knowledge-edge-form'));
    const pickTo = async (name: string) => {
      fireEvent.mouseDown(form.getByLabelText('终点'));
      const options = await screen.findAllByText(name, { selector: '.ant-select-item-option-content' });
      fireEvent.click(options[options.length - 1]);
    };
    // 连接查询 先修 单表查询 would close 单表查询 -> 连接查询
    await pickTo('单表查询');
    fireEvent.click(form.getByRole('button', { name: /添加关系/ }));
    expect(await screen.findByText('这条关系会形成循环')).toBeTruthy();
    expect(addEdge).not.toHaveBeenCalled();

    await pickTo('嵌套查询');
    fireEvent.click(form.getByRole('button', { name: /添加关系/ }));
    await waitFor(() => expect(addEdge).toHaveBeenCalledWith({ courseId: 2, fromId: 3, toId: 4, kind: 'prerequisite' }));
    await waitFor(() => expect(screen.getByTestId('edge-count').textContent).toBe('4'));
  });

  it('read-only: no create, edit, delete or add', async () => {
    await show(<Page editable={false} selected={3} />);
    expect(screen.queryByRole('button', { name: /新建知识点/ })).toBeNull();
    expect(selected().queryByRole('button', { name: /编辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除关系' })).toBeNull();
    expect(screen.queryByTestId('knowledge-edge-form')).toBeNull();
  });
});
