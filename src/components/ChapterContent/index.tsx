// A chapter's title and content, read-only.
import { Empty, Typography } from 'antd';
import type { Chapter } from '@contract/chapter';
import { useT } from '@/components/Locale';
import { RichTextView } from '@/components/RichText';
import { isBlankHtml } from '@/components/RichText/html';
import '@/locales/zh-CN/chapter';

export default function ChapterContent({ chapter }: { chapter: Chapter }) {
  const t = useT();
  return (
    <div data-testid="chapter-content">
      <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="chapter-title">
        {chapter.title}
      </Typography.Title>
      {isBlankHtml(chapter.content) ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chapter.content.empty')} />
      ) : (
        <RichTextView html={chapter.content} />
      )}
    </div>
  );
}
