import { history, useParams, useSearchParams } from '@umijs/max';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import ChapterPreview from '@/components/ChapterPreview';
import { idParam, zeroOrIdParam } from '@/utils/route-params';
import '@/locales/zh-CN/chapter';
import '@/locales/zh-CN/scene';

/** The course's chapters as a student sees them (/student/course/chapter/:courseId?chapterId=), read-only. */
export default function StudentPreviewChapterPage() {
  const t = useT();
  const courseId = idParam(useParams().courseId);
  const [search, setSearch] = useSearchParams();
  const chapterId = zeroOrIdParam(search.get('chapterId') ?? '0') ?? 0;
  if (courseId === null) return <BadParam kind="chapter" bare={false} />;
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
