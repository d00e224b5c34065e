// A course's knowledge graph: AntV G6 5 loaded lazily (ARCHITECTURE.md: it must never reach the entry bundle),
// with a legend, a fit button and a connect mode (pick a source point, then a target; the page asks the kind).
// Until the G6 chunk arrives, or if it never does, a plain list of the points stands in and works the same way.
import { AimOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography, theme } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { KnowledgeGraph as Graph } from '@contract/knowledge';
import KeepFallback from '@/components/KeepFallback';
import { useT } from '@/components/Locale';
import { nodeId, toG6Data, type Position } from './graph-data';
import PlainList from './PlainList';
import { EDGE_COLORS, type G6GraphHandle } from './types';
import '@/locales/zh-CN/knowledge';

const G6Graph = lazy(() => import('./G6Graph'));

export type KnowledgeGraphProps = {
  graph: Graph;
  editable?: boolean;
  selectedId?: number | null;
  onSelect?: (knowId: number | null) => void;
  /** nodes were dragged (editable only): every node's position now */
  onMoved?: (positions: Position[]) => void;
  /** connect mode: the next two picks make a pair */
  connecting?: boolean;
  onConnect?: (fromId: number, toId: number) => void;
  height?: number;
  /** buttons shown beside the legend */
  extra?: ReactNode;
};

export function Legend() {
  const t = useT();
  const line = (kind: 'parent' | 'prerequisite') => (
    <svg width="36" height="10" aria-hidden style={{ verticalAlign: 'middle' }}>
      <line
        x1="2"
        y1="5"
        x2={kind === 'parent' ? 34 : 28}
        y2="5"
        stroke={EDGE_COLORS[kind]}
        strokeWidth="2"
        strokeDasharray={kind === 'parent' ? undefined : '6 4'}
      />
      {kind === 'prerequisite' && <polygon points="26,1 34,5 26,9" fill={EDGE_COLORS[kind]} />}
    </svg>
  );
  return (
    <Space size={16} data-testid="knowledge-legend" wrap>
      <Typography.Text type="secondary">{t('knowledge.legend')}</Typography.Text>
      <span>
        {line('parent')} {t('knowledge.legend.parent')}
      </span>
      <span>
        {line('prerequisite')} {t('knowledge.legend.prerequisite')}
      </span>
    </Space>
  );
}

export default function KnowledgeGraph(props: KnowledgeGraphProps) {
  const { graph, editable = false, selectedId = null, onSelect, onMoved, connecting = false, onConnect, height = 520, extra } = props;
  const t = useT();
  const { token } = theme.useToken();
  const drawing = useRef<G6GraphHandle>(null);
  const [sourceId, setSourceId] = useState<number | null>(null);
  const data = useMemo(() => toG6Data(graph), [graph]);

  useEffect(() => {
    if (!connecting) setSourceId(null);
  }, [connecting]);

  const pick = (knowId: number | null) => {
    if (!connecting) return onSelect?.(knowId);
    if (knowId === null) return undefined;
    if (sourceId === null || sourceId === knowId) return setSourceId(knowId);
    setSourceId(null);
    return onConnect?.(sourceId, knowId);
  };

  const sourceName = graph.points.find((p) => p.knowId === sourceId)?.name ?? '';
  const list = (failed: boolean) => (
    <div style={{ height, overflow: 'auto' }}>
      <Alert type={failed ? 'warning' : 'info'} showIcon banner message={t(failed ? 'knowledge.graph.failed' : 'knowledge.graph.loading')} />
      <PlainList graph={graph} selectedId={selectedId} sourceId={sourceId} onPick={pick} />
    </div>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a div keeps the layout of the panel around the graph; the role names it
    <div data-testid="knowledge-graph" role="figure" aria-label={t('knowledge.graph.label')}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', marginBottom: 8 }}>
        <Legend />
        <Space wrap>
          {extra}
          <Button size="small" icon={<AimOutlined />} onClick={() => drawing.current?.fitView()}>
            {t('knowledge.graph.fit')}
          </Button>
        </Space>
      </div>
      <div
        style={{
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          position: 'relative',
        }}
      >
        {connecting && (
          <Alert
            type="warning"
            showIcon
            style={{ position: 'absolute', top: 8, left: 8, zIndex: 1, pointerEvents: 'none' }}
            data-testid="knowledge-connect-hint"
            message={sourceId === null ? t('knowledge.connect.pickSource') : t('knowledge.connect.pickTarget', { name: sourceName })}
          />
        )}
        <KeepFallback fallback={list(true)}>
          <Suspense fallback={list(false)}>
            <G6Graph
              ref={drawing}
              data={data}
              editable={editable}
              selected={selectedId === null ? null : nodeId(selectedId)}
              source={sourceId === null ? null : nodeId(sourceId)}
              height={height}
              onNodeClick={pick}
              onMoved={(positions) => onMoved?.(positions)}
            />
          </Suspense>
        </KeepFallback>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(editable ? 'knowledge.graph.hint' : 'knowledge.graph.hint.readOnly')}
      </Typography.Text>
    </div>
  );
}

export type { Position } from './graph-data';
