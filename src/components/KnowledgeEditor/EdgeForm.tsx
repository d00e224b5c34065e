// 添加关系: from, to and kind (包含 / 先修). Obvious refusals (itself, an existing edge, a second parent, a cycle)
// are caught here with the reason; the server checks the same and its message is shown when it refuses.
import { Button, Form, Radio, Select, Space } from 'antd';
import { useEffect } from 'react';
import { EDGE_KIND_NAMES, type KnowledgeEdge, type KnowledgeGraph } from '@contract/knowledge';
import { edgeProblem, type EdgeProblem } from '@/components/KnowledgeGraph/graph-data';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/knowledge';

type Values = { fromId?: number; toId?: number; kind: KnowledgeEdge['kind'] };
type Props = {
  graph: KnowledgeGraph;
  /** preset ends (the selected point, or a pair picked in connect mode) */
  fromId?: number | null;
  toId?: number | null;
  busy: boolean;
  /** resolves when added; rejects when refused */
  onAdd: (edge: KnowledgeEdge) => Promise<unknown>;
  onProblem: (problem: EdgeProblem) => void;
  /** hide the two selects (connect mode picked them) */
  compact?: boolean;
};

export default function EdgeForm({ graph, fromId, toId, busy, onAdd, onProblem, compact }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const options = graph.points.map((p) => ({ value: p.knowId, label: p.name }));

  useEffect(() => {
    form.setFieldsValue({ fromId: fromId ?? undefined, toId: toId ?? undefined });
  }, [form, fromId, toId]);

  const submit = async ({ fromId: from, toId: to, kind }: Values) => {
    if (!from || !to) return;
    const edge = { fromId: from, toId: to, kind };
    const problem = edgeProblem(graph.edges, edge);
    if (problem) return onProblem(problem);
    await onAdd(edge).then(
      () => form.setFieldsValue({ toId: undefined }),
      () => undefined,
    );
  };

  const pick = { showSearch: true, optionFilterProp: 'label', options, placeholder: t('knowledge.edge.pick') };
  return (
    <Form form={form} layout="vertical" initialValues={{ kind: 'prerequisite' }} onFinish={submit} data-testid="knowledge-edge-form">
      <Form.Item name="fromId" label={t('knowledge.edge.from')} rules={[{ required: true, message: t('knowledge.edge.required') }]} hidden={compact}>
        <Select {...pick} />
      </Form.Item>
      <Form.Item name="toId" label={t('knowledge.edge.to')} rules={[{ required: true, message: t('knowledge.edge.required') }]} hidden={compact}>
        <Select {...pick} />
      </Form.Item>
      <Form.Item
        name="kind"
        label={t('knowledge.edge.kind')}
        extra={
          <Form.Item noStyle shouldUpdate={(a, b) => a.kind !== b.kind}>
            {({ getFieldValue }) => t(getFieldValue('kind') === 'parent' ? 'knowledge.edge.kind.parent.help' : 'knowledge.edge.kind.prerequisite.help')}
          </Form.Item>
        }
      >
        <Radio.Group
          optionType="button"
          options={[
            { value: 'parent', label: EDGE_KIND_NAMES.parent },
            { value: 'prerequisite', label: EDGE_KIND_NAMES.prerequisite },
          ]}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('knowledge.edge.add')}
        </Button>
      </Space>
    </Form>
  );
}
