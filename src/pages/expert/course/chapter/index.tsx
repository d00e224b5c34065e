import { useParams } from '@umijs/max';
import BadChapterParam from '@/pages/chapter/components/BadChapterParam';
import ChapterEditor from '@/pages/chapter/components/ChapterEditor';
import { idParam } from '@/pages/scene/components/links';

/** 模板章节 (/expert/course/chapter/:courseId): the chapter editor inside the expert layout. */
export default function ExpertCourseChapterPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadChapterParam bare={false} />;
  return <ChapterEditor area="expert" courseId={courseId} clazzId={0} chapterId={0} bare={false} />;
}
