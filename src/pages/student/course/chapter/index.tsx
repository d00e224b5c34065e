import { history, useParams, useSearchParams } from '@umijs/max';
import { useT } from '@/components/Locale';
import BadChapterParam from '@/pages/chapter/components/BadChapterParam';
import ChapterPreview from '@/pages/chapter/components/ChapterPreview';
import { zeroOrIdParam } from '@/pages/chapter/components/rules';
import { idParam } from '@/pages/scene/components/links';

/** The course's chapters as a student sees them (/student/course/chapter/:courseId?chapterId=), read-only. */
export default function StudentPreviewChapterPage() {
  const t = useT();
  const courseId = idParam(useParams().courseId);
  const [search, setSearch] = useSearchParams();
  const chapterId = zeroOrIdParam(search.get('chapterId') ?? '0') ?? 0;
  if (courseId === null) return <BadChapterParam bare={false} />;
  return (
    <ChapterPreview
      bare={false}
      courseId={courseId}
      chapterId={chapterId}
      onSelect={(id) => setSearch({ chapterId: String(id) }, { replace: true })}
      title={t('chapter.studentPreview.title')}
      subTitle={t('chapter.studentPreview.subTitle')}
      backText={t('scene.back.home')}
      onBack={() => history.back()}
    />
  );
}
