// The knowledge graph editor of a course (experts on /expert/course/:courseId/knowledge, teachers from their course):
// the G6 graph with drag (positions saved a moment after a drag, or with 保存布局) and a connect mode, beside the
// side panel. Read-only, with the reason, when the course is not the user's or is submitted or archived.
import { BranchesOutlined, SaveOutlined } from '@ant-design/icons';
import { useDebounceFn, useRequest } from 'ahooks';
import { Alert, App, Button, Col, Modal, Result, Row, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { KnowledgeEdge, KnowledgeGraph as Graph } from '@contract/knowledge';
import KnowledgeGraph, { type Position } from '@/components/KnowledgeGraph';
import { positionsOf } from '@/components/KnowledgeGraph/graph-data';
import { useT } from '@/components/Locale';
import { lockOf } from '@/utils/course';
import { getCourse } from '@/services/htdz/course';
import { addKnowledgeEdge, getKnowledgeGraph, saveKnowledgeLayout } from '@/services/htdz/knowledge';
import EdgeForm from './EdgeForm';
import KnowledgePanel from './KnowledgePanel';
import '@/locales/zh-CN/knowledge';

type LayoutState = 'saved' | 'dirty' | 'saving';

export function useKnowledge(courseId: number) {
  return useRequest(
    async () => {
      const [course, graph] = await Promise.all([getCourse(courseId), getKnowledgeGraph(courseId)]);
      return { course: course.obj, graph: graph.obj };
    },
    { refreshDeps: [courseId] },
  );
}

/** Positions from a drag laid over the graph (what the drawing already shows). */
const moved = (graph: Graph, positions: Position[]): Graph => {
  const at = new Map(positions.map((p) => [p.knowId, p]));
  return { ...graph, points: graph.points.map((p) => (at.has(p.knowId) ? { ...p, x: at.get(p.knowId)!.x, y: at.get(p.knowId)!.y } : p)) };
};

export default function KnowledgeEditor({ courseId }: { courseId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const load = useKnowledge(courseId);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [pair, setPair] = useState<{ fromId: number; toId: number } | null>(null);
  const [layout, setLayout] = useState<LayoutState>('saved');
  const saveLayout = useRequest(saveKnowledgeLayout, { manual: true });
  const addEdge = useRequest(addKnowledgeEdge, { manual: true });

  const graph = load.data?.graph;
  const setGraph = (next: Graph) => load.mutate((d) => (d ? { ...d, graph: next } : d));

  /** Saves positions; `apply` takes the answer as the graph (not after a drag: another drag may have begun). */
  const storeLayout = async (positions: Position[], apply = false) => {
    setLayout('saving');
    try {
      const answer = await saveLayout.runAsync({ courseId, positions });
      if (apply) setGraph(answer.obj);
      setLayout('saved');
    } catch {
      setLayout('dirty');
    }
  };
  const autoSave = useDebounceFn((positions: Position[]) => void storeLayout(positions), { wait: 800 });

  if (load.error) return <Result status="warning" title={t('knowledge.loadFailed')} extra={<Button onClick={load.refresh}>{t('knowledge.retry')}</Button>} />;
  if (!load.data || !graph) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;

  const lock = lockOf(load.data.course);
  const editable = lock === null;
  const unplaced = graph.points.some((p) => p.x === null || p.y === null);
  const nameOf = (id: number) => graph.points.find((p) => p.knowId === id)?.name ?? '';

  const onMoved = (positions: Position[]) => {
    setGraph(moved(graph, positions));
    setLayout('dirty');
    autoSave.run(positions);
  };

  const onConnectAdd = async (edge: KnowledgeEdge) => {
    const answer = await addEdge.runAsync({ courseId, ...edge });
    setGraph(answer.obj);
    setPair(null);
    setConnecting(false);
    message.success(t('knowledge.edge.added'));
  };

  const tools = editable && (
    <>
      <Typography.Text type="secondary" data-testid="knowledge-layout-state">
        {layout === 'saving' ? t('knowledge.layout.saving') : layout === 'dirty' || unplaced ? t('knowledge.layout.unsaved') : ''}
      </Typography.Text>
      <Button
        size="small"
        icon={<SaveOutlined />}
        loading={layout === 'saving'}
        disabled={graph.points.length === 0}
        onClick={() => {
          autoSave.cancel();
          void storeLayout(positionsOf(graph), true);
        }}
      >
        {t('knowledge.layout.save')}
      </Button>
      <Button
        size="small"
        type={connecting ? 'primary' : 'default'}
        icon={<BranchesOutlined />}
        disabled={graph.points.length < 2}
        onClick={() => setConnecting((c) => !c)}
      >
        {t(connecting ? 'knowledge.connect.cancel' : 'knowledge.connect')}
      </Button>
    </>
  );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {lock && <Alert type="info" showIcon message={t(`knowledge.lock.${lock}`)} />}
      <Typography.Text type="secondary">{t('knowledge.count', { count: graph.points.length, edges: graph.edges.length })}</Typography.Text>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <KnowledgeGraph
            graph={graph}
            editable={editable}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onMoved={onMoved}
            connecting={connecting}
            onConnect={(fromId, toId) => setPair({ fromId, toId })}
            extra={tools}
          />
        </Col>
        <Col xs={24} lg={8}>
          <KnowledgePanel courseId={courseId} graph={graph} editable={editable} selectedId={selectedId} onSelect={setSelectedId} onGraph={setGraph} />
        </Col>
      </Row>
      <Modal
        open={pair !== null}
        title={pair ? t('knowledge.connect.title', { from: nameOf(pair.fromId), to: nameOf(pair.toId) }) : ''}
        footer={null}
        destroyOnHidden
        onCancel={() => setPair(null)}
      >
        {pair && (
          <EdgeForm
            graph={graph}
            fromId={pair.fromId}
            toId={pair.toId}
            compact
            busy={addEdge.loading}
            onAdd={onConnectAdd}
            onProblem={(problem) => message.warning(t(problem))}
          />
        )}
      </Modal>
    </Space>
  );
}
