import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { KnowledgeGraph as Graph } from '@contract/knowledge';
import { renderAntdSettled } from '../../../tests/unit/render';
import KnowledgeGraph from '.';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));

// The G6 chunk: still on its way, failing to load, or drawn (a stand-in that reports what it was given).
let chunk: 'loading' | 'failed' | 'drawn' = 'loading';
const drawn = jest.fn();
jest.mock('./G6Graph', () => ({
  __esModule: true,
  default: jest.requireActual<typeof import('react')>('react').forwardRef(function G6Graph(
    props: { data: unknown; onNodeClick: (id: number | null) => void },
    _ref,
  ) {
    if (chunk === 'failed') throw new Error('Loading chunk 31 failed');
    if (chunk === 'loading') throw new Promise(() => undefined);
    drawn(props);
    return (
      <button type="button" data-testid="g6-node-2" onClick={() => props.onNodeClick(2)}>
        node
      </button>
    );
  }),
}));

const GRAPH: Graph = {
  points: [
    { knowId: 1, courseId: 2, name: 'SQL', description: null, x: 0, y: 0 },
    { knowId: 2, courseId: 2, name: '单表查询', description: null, x: null, y: null },
    { knowId: 3, courseId: 2, name: '连接查询', description: null, x: null, y: null },
  ],
  edges: [
    { fromId: 1, toId: 2, kind: 'parent' },
    { fromId: 2, toId: 3, kind: 'prerequisite' },
  ],
};

async function show(ui: ReactElement) {
  await renderAntdSettled(ui);
}

beforeEach(() => {
  chunk = 'loading';
  drawn.mockClear();
});

describe('the knowledge graph', () => {
  it('shows a legend telling 包含 from 先修', async () => {
    await show(<KnowledgeGraph graph={GRAPH} />);
    const legend = within(screen.getByTestId('knowledge-legend'));
    expect(legend.getByText(/包含/)).toBeTruthy();
    expect(legend.getByText(/先修/)).toBeTruthy();
  });

  it('lists the points with their relations while the graph loads, and a click selects', async () => {
    const onSelect = jest.fn();
    await show(<KnowledgeGraph graph={GRAPH} onSelect={onSelect} />);
    expect(screen.getByText('图谱加载中，先显示列表…')).toBeTruthy();
    const list = within(screen.getByTestId('knowledge-plain-list'));
    fireEvent.click(list.getByText('SQL'));
    expect(onSelect).toHaveBeenCalledWith(1);
    expect(list.getAllByText('单表查询')).toHaveLength(3);
  });

  it('keeps the list, with a note, when the graph chunk fails to load', async () => {
    chunk = 'failed';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await show(<KnowledgeGraph graph={GRAPH} />);
    expect(screen.getByText(/图谱组件加载失败/)).toBeTruthy();
    expect(screen.getByTestId('knowledge-plain-list')).toBeTruthy();
    error.mockRestore();
  });

  it('gives the drawing every point, placed or laid out', async () => {
    chunk = 'drawn';
    await show(<KnowledgeGraph graph={GRAPH} editable selectedId={3} />);
    const props = drawn.mock.calls.at(-1)![0] as { data: { nodes: { id: string }[]; edges: unknown[] }; selected: string; editable: boolean };
    expect(props.data.nodes.map((n) => n.id)).toEqual(['k1', 'k2', 'k3']);
    expect(props.data.edges).toHaveLength(2);
    expect(props.selected).toBe('k3');
    expect(props.editable).toBe(true);
  });

  it('in connect mode, picks a source then a target and hands over the pair', async () => {
    const onConnect = jest.fn();
    const onSelect = jest.fn();
    await show(<KnowledgeGraph graph={GRAPH} editable connecting onConnect={onConnect} onSelect={onSelect} />);
    expect(screen.getByTestId('knowledge-connect-hint').textContent).toContain('先点击起点');
    const list = within(screen.getByTestId('knowledge-plain-list'));
    fireEvent.click(list.getByText('SQL'));
    expect(screen.getByTestId('knowledge-connect-hint').textContent).toContain('起点“SQL”');
    fireEvent.click(list.getByText('连接查询'));
    expect(onConnect).toHaveBeenCalledWith(1, 3);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
