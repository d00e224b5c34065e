// The knowledge points as a student sees them: the graph read-only beside the searchable list with each
// point's relations.
import { Col, Result, Row, Spin, Button } from 'antd';
import { useState } from 'react';
import KnowledgeGraph from '@/components/KnowledgeGraph';
import { useT } from '@/components/Locale';
import KnowledgePanel from '@/components/KnowledgeEditor/KnowledgePanel';
import { useKnowledge } from '@/components/KnowledgeEditor';
import '@/locales/zh-CN/knowledge';

export default function KnowledgePreview({ courseId }: { courseId: number }) {
  const t = useT();
  const load = useKnowledge(courseId);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (load.error) return <Result status="warning" title={t('knowledge.loadFailed')} extra={<Button onClick={load.refresh}>{t('knowledge.retry')}</Button>} />;
  if (!load.data) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
  const { graph } = load.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <KnowledgeGraph graph={graph} selectedId={selectedId} onSelect={setSelectedId} />
      </Col>
      <Col xs={24} lg={8}>
        <KnowledgePanel courseId={courseId} graph={graph} editable={false} selectedId={selectedId} onSelect={setSelectedId} onGraph={() => undefined} />
      </Col>
    </Row>
  );
}
