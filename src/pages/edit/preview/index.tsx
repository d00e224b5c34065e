import { history, useParams } from '@umijs/max';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import ChapterPreview from '@/components/ChapterPreview';
import { CHAPTER_LINKS } from '@/utils/chapter';
import { idParam, zeroOrIdParam } from '@/utils/route-params';
import '@/locales/zh-CN/chapter';

/** 章节预览 (/edit/preview/:courseId/:clazzId/:chapterId, no layout): the chapters as a student sees them. */
export default function PreviewChapterPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = zeroOrIdParam(params.clazzId);
  const chapterId = zeroOrIdParam(params.chapterId);
  if (courseId === null || clazzId === null || chapterId === null) return <BadParam kind="chapter" bare />;
  const links = CHAPTER_LINKS.teacher;
  return (
    <ChapterPreview
      bare
      courseId={courseId}
      chapterId={chapterId}
      onSelect={(id) => history.replace(links.preview(courseId, clazzId, id))}
      title={t('chapter.preview.title')}
      subTitle={t('chapter.studentPreview.subTitle')}
      backText={t('chapter.back.editor')}
      onBack={() => history.push(links.edit(courseId, clazzId, chapterId))}
    />
  );
}
