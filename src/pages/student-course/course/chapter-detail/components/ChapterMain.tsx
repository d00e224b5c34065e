// The chapter being studied: title and progress, its text, its resources, and 上一章 / 下一章.
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Typography } from 'antd';
import type { ChapterProgress, ResourceProgress, StudyChapter } from '@contract/study';
import { useT } from '@/components/Locale';
import { RichTextView } from '@/components/RichText';
import { isBlankHtml } from '@/components/RichText/html';
import ProgressMark from '../../components/ProgressMark';
import StudyResourceView from './StudyResourceView';
import '@/locales/zh-CN/stu';

/** a neighbour's long title ends in … rather than pushing the button past a phone's edge */
const CUT = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

type Props = {
  chapter: StudyChapter;
  /** the freshest figures of the chapter (the tree's, updated by the student's progress) */
  figures: ChapterProgress;
  /** its sections (a chapter without items of its own shows theirs) */
  sections: number;
  clazzId: number;
  /** titles of the neighbours, when the tree is there */
  titleOf: (chapterId: number) => string | null;
  onSelect: (chapterId: number) => void;
  onVideoProgress: (progress: ResourceProgress) => void;
  onOpened: (resourceId: number) => void;
};

export default function ChapterMain({ chapter, figures, sections, clazzId, titleOf, onSelect, onVideoProgress, onOpened }: Props) {
  const t = useT();
  const resources = [...chapter.resources].sort((a, b) => a.serialNum - b.serialNum);
  const { prevChapterId: prev, nextChapterId: next } = chapter;
  const neighbour = (id: number | null, named: 'stu.detail.prev' | 'stu.detail.next', plain: 'stu.detail.prevPlain' | 'stu.detail.nextPlain') => {
    const title = id === null ? null : titleOf(id);
    return title ? t(named, { title }) : t(plain);
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="chapter-title">
          {chapter.title}
        </Typography.Title>
        <Space wrap style={{ marginBottom: 16 }} data-testid="study-chapter-progress">
          <ProgressMark chapter={figures} width={160} />
          {(figures.itemCount > 0 || sections > 0) && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {figures.itemCount > 0 ? t('stu.detail.progress', { done: figures.doneCount, total: figures.itemCount }) : t('stu.detail.progressSections')}
            </Typography.Text>
          )}
        </Space>
        <div data-testid="chapter-content">
          {isBlankHtml(chapter.content) ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stu.detail.content.empty')} />
          ) : (
            <RichTextView html={chapter.content} />
          )}
        </div>
      </Card>
      {resources.length > 0 && (
        <Card title={t('stu.detail.resources')}>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            {resources.map((r) => (
              <StudyResourceView key={r.resourceId} resource={r} clazzId={clazzId} onVideoProgress={onVideoProgress} onOpened={onOpened} />
            ))}
          </Space>
        </Card>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
        <Button
          icon={<LeftOutlined />}
          disabled={prev === null}
          onClick={() => prev !== null && onSelect(prev)}
          style={{ maxWidth: '100%' }}
          data-testid="chapter-prev"
        >
          <span style={CUT}>{prev === null ? t('stu.detail.first') : neighbour(prev, 'stu.detail.prev', 'stu.detail.prevPlain')}</span>
        </Button>
        <Button
          type="primary"
          disabled={next === null}
          onClick={() => next !== null && onSelect(next)}
          style={{ maxWidth: '100%', marginLeft: 'auto' }}
          data-testid="chapter-next"
        >
          <span style={CUT}>{next === null ? t('stu.detail.last') : neighbour(next, 'stu.detail.next', 'stu.detail.nextPlain')}</span>
          <RightOutlined />
        </Button>
      </div>
    </Space>
  );
}
