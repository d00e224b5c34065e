// The AntV G6 5 drawing of a knowledge graph: the lazily loaded chunk of KnowledgeGraph (G6 is ~627 KB gzip and must
// stay out of the entry bundle). Positions come from the data (saved, or computed once by graph-data.ts), so G6
// runs no layout of its own and what the user sees is what 保存布局 stores.
import { Graph, type IElementEvent } from '@antv/g6';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { knowIdOf, type G6Data, type GraphEdge } from './graph-data';
import { EDGE_COLORS, PREREQUISITE_DASH, type G6GraphHandle, type G6GraphProps } from './types';

const G6Graph = forwardRef<G6GraphHandle, G6GraphProps>(function G6Graph(props, ref) {
  const { data, editable, selected, source, height } = props;
  const box = useRef<HTMLDivElement>(null);
  const graph = useRef<Graph | null>(null);
  const ready = useRef<Promise<void>>(Promise.resolve());
  /** how many nodes are drawn: when points come or go, the view is fitted again */
  const count = useRef(0);
  const callbacks = useRef(props);
  callbacks.current = props;

  useImperativeHandle(ref, () => ({ fitView: () => void graph.current?.fitView() }));

  // one graph for the component's life; data and modes are pushed into it below
  useEffect(() => {
    if (!box.current) return undefined;
    const g = new Graph({
      container: box.current,
      // the box's own size: read before layout settles, G6 may take a zero height and centre on the top edge
      width: box.current.clientWidth || undefined,
      height,
      autoResize: true,
      animation: false,
      padding: 24,
      data,
      node: {
        type: 'rect',
        style: {
          radius: 6,
          fill: '#f6ffed',
          stroke: '#95de64',
          lineWidth: 1,
          labelPlacement: 'center',
          labelFontSize: 13,
          labelFill: '#1f1f1f',
          cursor: 'pointer',
        },
        state: {
          selected: { fill: '#d9f7be', stroke: '#389e0d', lineWidth: 3, halo: false },
          source: { fill: '#fff7e6', stroke: '#fa8c16', lineWidth: 3, halo: false },
        },
      },
      edge: {
        type: 'line',
        style: {
          stroke: (d) => EDGE_COLORS[(d as GraphEdge).data.kind],
          lineWidth: 1.5,
          lineDash: (d) => ((d as GraphEdge).data.kind === 'prerequisite' ? PREREQUISITE_DASH : 0),
          endArrow: (d) => (d as GraphEdge).data.kind === 'prerequisite',
          endArrowSize: 8,
        },
      },
      behaviors: behaviorsOf(editable, (ids) => report(g, ids)),
    });
    g.on('node:click', (e: IElementEvent) => callbacks.current.onNodeClick(knowIdOf(e.target.id)));
    g.on('canvas:click', () => callbacks.current.onNodeClick(null));
    graph.current = g;
    ready.current = g.render().then(() => fit(g, data));
    count.current = data.nodes.length;
    return () => {
      graph.current = null;
      g.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** After a drag: every node's position, so the page can save the layout. */
  function report(g: Graph, _ids: unknown) {
    const positions = g.getNodeData().flatMap((n) => {
      const knowId = knowIdOf(n.id);
      if (knowId === null) return [];
      const [x, y] = g.getElementPosition(n.id);
      return [{ knowId, x: Math.round(x), y: Math.round(y) }];
    });
    callbacks.current.onMoved(positions);
  }

  useEffect(() => {
    const g = graph.current;
    if (!g) return;
    ready.current = ready.current.then(async () => {
      if (graph.current !== g) return;
      g.setData(data);
      await g.draw();
      if (count.current === data.nodes.length) return;
      count.current = data.nodes.length;
      await fit(g, data);
    });
  }, [data]);

  useEffect(() => {
    const g = graph.current;
    if (!g) return;
    g.setBehaviors(behaviorsOf(editable, (ids) => report(g, ids)));
  }, [editable]);

  useEffect(() => {
    const g = graph.current;
    if (!g) return;
    ready.current = ready.current.then(async () => {
      if (graph.current !== g) return;
      const states = Object.fromEntries(g.getNodeData().map((n) => [n.id, n.id === source ? ['source'] : n.id === selected ? ['selected'] : []]));
      await g.setElementState(states, false);
    });
  }, [selected, source, data]);

  return <div ref={box} data-testid="knowledge-g6" style={{ width: '100%', height }} />;
});

/** Fits the points into view, zoomed out when they need it but never magnified past 100 %. */
async function fit(g: Graph, data: G6Data) {
  if (data.nodes.length === 0) return;
  await g.fitView();
  if (g.getZoom() <= 1) return;
  // back to 100 %, then centred again: zooming about the canvas centre leaves a small graph off-centre
  await g.zoomTo(1, false);
  await g.fitCenter(false);
}

function behaviorsOf(editable: boolean, onFinish: (ids: unknown) => void) {
  const base = ['drag-canvas', 'zoom-canvas'];
  return editable ? [...base, { type: 'drag-element', key: 'drag-element', onFinish }] : base;
}

export default G6Graph;
