// The side panel of the knowledge editor: the searchable point list with 新建知识点, the selected point (edit,
// delete with its edges, its relations with delete) and 添加关系. Each change answers the graph (or the saved
// point), which goes back to the page; refusals are shown by the request error handler in the server's words.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { App, Button, Card, Empty, Input, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { KnowledgeEdge, KnowledgeGraph, KnowledgePoint } from '@contract/knowledge';
import { useT, type MessageId } from '@/components/Locale';
import { addKnowledgeEdge, deleteKnowledge, deleteKnowledgeEdge } from '@/services/htdz/knowledge';
import EdgeForm from './EdgeForm';
import PointModal from './PointModal';
import '@/locales/zh-CN/knowledge';

type Props = {
  courseId: number;
  graph: KnowledgeGraph;
  editable: boolean;
  selectedId: number | null;
  onSelect: (knowId: number | null) => void;
  onGraph: (graph: KnowledgeGraph) => void;
};

/** A relation of the selected point, told from its side: 包含 X, 属于 X, 先修 X, 后续 X. */
export function relationsOf(graph: KnowledgeGraph, knowId: number): { edge: KnowledgeEdge; label: MessageId; other: number }[] {
  return graph.edges.flatMap((edge) => {
    if (edge.fromId === knowId)
      return [{ edge, other: edge.toId, label: (edge.kind === 'parent' ? 'knowledge.edge.parentOf' : 'knowledge.edge.prerequisiteOf') as MessageId }];
    if (edge.toId === knowId)
      return [{ edge, other: edge.fromId, label: (edge.kind === 'parent' ? 'knowledge.edge.childOf' : 'knowledge.edge.requires') as MessageId }];
    return [];
  });
}

export default function KnowledgePanel({ courseId, graph, editable, selectedId, onSelect, onGraph }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<KnowledgePoint | 'new' | null>(null);
  const remove = useRequest(deleteKnowledge, { manual: true });
  const removeEdge = useRequest(deleteKnowledgeEdge, { manual: true });
  const addEdge = useRequest(addKnowledgeEdge, { manual: true });

  const word = keyword.trim().toLowerCase();
  const shown = graph.points.filter((p) => !word || p.name.toLowerCase().includes(word) || (p.description ?? '').toLowerCase().includes(word));
  const selected = graph.points.find((p) => p.knowId === selectedId) ?? null;
  const nameOf = new Map(graph.points.map((p) => [p.knowId, p.name]));
  const relations = selected ? relationsOf(graph, selected.knowId) : [];

  const onSaved = (point: KnowledgePoint) => {
    const exists = graph.points.some((p) => p.knowId === point.knowId);
    onGraph({ ...graph, points: exists ? graph.points.map((p) => (p.knowId === point.knowId ? point : p)) : [...graph.points, point] });
    onSelect(point.knowId);
    setEditing(null);
    message.success(t('knowledge.saved', { name: point.name }));
  };

  const onDelete = async (point: KnowledgePoint) => {
    // refused: the request error handler has shown the server's reason
    const answer = await remove.runAsync(point.knowId).catch(() => null);
    if (!answer) return;
    onGraph(answer.obj);
    onSelect(null);
    message.success(t('knowledge.deleted', { name: point.name }));
  };

  const onDeleteEdge = async (edge: KnowledgeEdge) => {
    const answer = await removeEdge.runAsync({ courseId, ...edge }).catch(() => null);
    if (!answer) return;
    onGraph(answer.obj);
    message.success(t('knowledge.edge.deleted'));
  };

  const onAddEdge = async (edge: KnowledgeEdge) => {
    const answer = await addEdge.runAsync({ courseId, ...edge });
    onGraph(answer.obj);
    message.success(t('knowledge.edge.added'));
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="knowledge-panel">
      <Card
        size="small"
        title={t('knowledge.list.title')}
        extra={
          editable && (
            <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('knowledge.create')}
            </Button>
          )
        }
      >
        <Input.Search
          allowClear
          placeholder={t('knowledge.list.search')}
          aria-label={t('knowledge.list.search')}
          onChange={(e) => setKeyword(e.target.value)}
          style={{ marginBottom: 8 }}
        />
        <List
          size="small"
          data-testid="knowledge-point-list"
          style={{ maxHeight: 260, overflow: 'auto' }}
          dataSource={shown}
          locale={{ emptyText: graph.points.length ? t('knowledge.list.noMatch') : t(editable ? 'knowledge.empty.editable' : 'knowledge.empty') }}
          renderItem={(p) => (
            <List.Item
              aria-selected={p.knowId === selectedId}
              onClick={() => onSelect(p.knowId === selectedId ? null : p.knowId)}
              style={{ cursor: 'pointer', paddingInline: 8, background: p.knowId === selectedId ? '#f6ffed' : undefined }}
            >
              <Typography.Text strong={p.knowId === selectedId}>{p.name}</Typography.Text>
            </List.Item>
          )}
        />
      </Card>

      <Card size="small" title={selected?.name ?? t('knowledge.selected.edges')} data-testid="knowledge-selected">
        {!selected ? (
          <Typography.Text type="secondary">{t('knowledge.selected.none')}</Typography.Text>
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph type={selected.description ? undefined : 'secondary'} style={{ marginBottom: 0 }}>
              {selected.description ?? t('knowledge.selected.description.empty')}
            </Typography.Paragraph>
            {editable && (
              <Space>
                <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(selected)}>
                  {t('knowledge.edit')}
                </Button>
                <Popconfirm
                  title={t('knowledge.delete.confirm', { name: selected.name, count: relations.length })}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(selected)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} loading={remove.loading}>
                    {t('knowledge.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            )}
            <Typography.Text type="secondary">{t('knowledge.selected.edges')}</Typography.Text>
            {relations.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.selected.edges.empty')} style={{ margin: 0 }} />
            ) : (
              <List
                size="small"
                data-testid="knowledge-relations"
                dataSource={relations}
                renderItem={({ edge, label, other }) => (
                  <List.Item
                    style={{ paddingInline: 0 }}
                    actions={
                      editable
                        ? [
                            <Popconfirm key="delete" title={t('knowledge.edge.delete.confirm')} onConfirm={() => onDeleteEdge(edge)}>
                              <Button type="link" size="small" danger aria-label={t('knowledge.edge.delete')} icon={<DeleteOutlined />} />
                            </Popconfirm>,
                          ]
                        : []
                    }
                  >
                    <Space size={4}>
                      <Tag color={edge.kind === 'parent' ? 'green' : 'orange'}>{t(label)}</Tag>
                      <a onClick={() => onSelect(other)}>{nameOf.get(other)}</a>
                    </Space>
                  </List.Item>
                )}
              />
            )}
          </Space>
        )}
      </Card>

      {editable && graph.points.length > 1 && (
        <Card size="small" title={t('knowledge.edge.add')}>
          <EdgeForm graph={graph} fromId={selectedId} busy={addEdge.loading} onAdd={onAddEdge} onProblem={(problem) => message.warning(t(problem))} />
        </Card>
      )}

      <PointModal courseId={courseId} point={editing} names={graph.points.map((p) => p.name)} onClose={() => setEditing(null)} onSaved={onSaved} />
    </Space>
  );
}
