// The chapter tree and one chapter as a student sees them: the table of contents on the left, the content and
// resources on the right, 上一章 / 下一章 at the foot. The caller decides what choosing a chapter does (a route
// change, or state on pages whose route has no chapter).
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Empty, Result, Row, Space, Spin } from 'antd';
import type { ChapterNode } from '@contract/chapter';
import { useT } from '@/components/Locale';
import { getChapter } from '@/services/htdz/chapter';
import ChapterContent from '@/components/ChapterContent';
import ChapterTree from '@/components/ChapterTree';
import ResourceView from './ResourceView';
import { neighbours } from '@/utils/chapter';
import '@/locales/zh-CN/chapter';

type Props = {
  tree: ChapterNode[];
  /** the chapter shown; null when the course has none */
  chapterId: number | null;
  onSelect: (chapterId: number) => void;
};

export function PrevNext({ tree, chapterId, onSelect }: Props & { chapterId: number }) {
  const t = useT();
  const { prev, next } = neighbours(tree, chapterId);
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }} data-testid="chapter-nav">
      <Button icon={<LeftOutlined />} disabled={!prev} onClick={() => prev && onSelect(prev.chapterId)} data-testid="chapter-prev">
        {prev ? t('chapter.nav.prev', { title: prev.title }) : t('chapter.nav.first')}
      </Button>
      <Button disabled={!next} onClick={() => next && onSelect(next.chapterId)} data-testid="chapter-next">
        {next ? t('chapter.nav.next', { title: next.title }) : t('chapter.nav.last')}
        <RightOutlined />
      </Button>
    </div>
  );
}

export default function ChapterReader({ tree, chapterId, onSelect }: Props) {
  const t = useT();
  const load = useRequest(async () => (chapterId === null ? null : (await getChapter(chapterId)).obj), { refreshDeps: [chapterId] });
  const chapter = load.data;
  const right = (() => {
    if (chapterId === null) return <Empty description={t('chapter.tree.emptyRead')} />;
    if (load.error) return <Result status="404" title={t('chapter.notFound')} />;
    if (!chapter || chapter.chapterId !== chapterId) return <Spin style={{ display: 'block', padding: 60 }} />;
    const resources = [...chapter.resources].sort((a, b) => a.serialNum - b.serialNum);
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <ChapterContent chapter={chapter} />
        </Card>
        {resources.length > 0 && (
          <Card title={t('chapter.resources.title')}>
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              {resources.map((r) => (
                <ResourceView key={r.resourceId} resource={r} />
              ))}
            </Space>
          </Card>
        )}
        <PrevNext tree={tree} chapterId={chapterId} onSelect={onSelect} />
      </Space>
    );
  })();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8} xl={6}>
        <Card title={t('chapter.tree.title')} size="small">
          <ChapterTree tree={tree} selectedId={chapterId} onSelect={onSelect} />
        </Card>
      </Col>
      <Col xs={24} md={16} xl={18}>
        {right}
      </Col>
    </Row>
  );
}
