// The chapter chosen in the editor, right of the tree: its form (title and rich content, kept as a draft until
// saved) or, read-only, its content as students read it; and its resources below.
import { Card, Empty, Result, Space, Spin } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import type { Chapter } from '@contract/chapter';
import ChapterContent from '@/components/ChapterContent';
import { useT } from '@/components/Locale';
import ChapterForm from './ChapterForm';
import ResourceList from './ResourceList';
import '@/locales/zh-CN/chapter';

type Props = {
  /** the chapter chosen (null: the course has none) */
  selected: number | null;
  /** the chosen chapter as loaded (another id: still loading) */
  chapter: Chapter | null;
  /** the chosen chapter could not be loaded */
  failed: boolean;
  editable: boolean;
  setChapter: Dispatch<SetStateAction<Chapter | null>>;
  onDirty: (dirty: boolean) => void;
};

export default function ChapterPane({ selected, chapter, failed, editable, setChapter, onDirty }: Props) {
  const t = useT();
  if (selected === null) return <Empty description={editable ? t('chapter.none') : t('chapter.tree.emptyRead')} />;
  if (failed) return <Result status="404" title={t('chapter.notFound')} />;
  if (!chapter || chapter.chapterId !== selected) return <Spin style={{ display: 'block', padding: 60 }} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        {editable ? (
          <ChapterForm key={`${chapter.chapterId}-${chapter.updatedAt}`} chapter={chapter} onSaved={setChapter} onDirty={onDirty} />
        ) : (
          <ChapterContent chapter={chapter} />
        )}
      </Card>
      <Card title={t('chapter.resources.title')}>
        <ResourceList
          chapterId={chapter.chapterId}
          resources={chapter.resources}
          editable={editable}
          onChange={(update) => setChapter((c) => (c ? { ...c, resources: update(c.resources) } : c))}
        />
      </Card>
    </Space>
  );
}
