// The knowledge graph as a plain list: what shows while the G6 chunk loads, or instead of it if it fails to load.
// Each point with its 包含 / 先修 relations; clicking a point does what clicking its node does.
import { List, Tag, Typography } from 'antd';
import type { KnowledgeGraph } from '@contract/knowledge';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/knowledge';

type Props = { graph: KnowledgeGraph; selectedId: number | null; sourceId: number | null; onPick: (knowId: number) => void };

export default function PlainList({ graph, selectedId, sourceId, onPick }: Props) {
  const t = useT();
  const nameOf = new Map(graph.points.map((p) => [p.knowId, p.name]));
  return (
    <List
      size="small"
      data-testid="knowledge-plain-list"
      dataSource={graph.points}
      locale={{ emptyText: t('knowledge.empty') }}
      renderItem={(p) => {
        const children = graph.edges.filter((e) => e.kind === 'parent' && e.fromId === p.knowId);
        const needs = graph.edges.filter((e) => e.kind === 'prerequisite' && e.toId === p.knowId);
        const mark = p.knowId === sourceId ? '#fff7e6' : p.knowId === selectedId ? '#f6ffed' : undefined;
        return (
          <List.Item style={{ cursor: 'pointer', background: mark }} onClick={() => onPick(p.knowId)} aria-selected={p.knowId === selectedId}>
            <div>
              <Typography.Text strong>{p.name}</Typography.Text>
              {children.length > 0 && (
                <div>
                  <Typography.Text type="secondary">{t('knowledge.edge.parentOf')}：</Typography.Text>
                  {children.map((e) => (
                    <Tag key={e.toId} color="green">
                      {nameOf.get(e.toId)}
                    </Tag>
                  ))}
                </div>
              )}
              {needs.length > 0 && (
                <div>
                  <Typography.Text type="secondary">{t('knowledge.edge.requires')}：</Typography.Text>
                  {needs.map((e) => (
                    <Tag key={e.fromId} color="orange">
                      {nameOf.get(e.fromId)}
                    </Tag>
                  ))}
                </div>
              )}
            </div>
          </List.Item>
        );
      }}
    />
  );
}
