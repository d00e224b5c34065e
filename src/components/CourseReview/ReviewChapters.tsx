// The chapters under review as students will read them: the table of contents, and the chosen chapter's content and
// resources, loaded when it is chosen (ChapterReader, read-only).
import { Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import type { ChapterNode } from '@contract/chapter';
import ChapterReader from '@/components/ChapterPreview/ChapterReader';
import { useT } from '@/components/Locale';
import { chapterToShow } from '@/utils/chapter';
import PartFailed from './PartFailed';
import '@/locales/zh-CN/chapter';
import '@/locales/zh-CN/course';

type Props = { tree: { data?: ChapterNode[]; error?: unknown; refresh: () => void } };

export default function ReviewChapters({ tree }: Props) {
  const t = useT();
  const [chosen, setChosen] = useState(0);
  if (tree.error) {
    return (
      <Card>
        <PartFailed part={t('course.review.tab.chapters')} error={tree.error} onRetry={tree.refresh} />
      </Card>
    );
  }
  if (!tree.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (tree.data.length === 0) {
    return (
      <Card data-testid="course-review-chapters">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chapter.tree.emptyRead')} />
      </Card>
    );
  }
  return (
    <div data-testid="course-review-chapters">
      <ChapterReader tree={tree.data} chapterId={chapterToShow(tree.data, chosen)} onSelect={setChosen} />
    </div>
  );
}
