import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import ChapterEditor from '@/components/ChapterEditor';
import { idParam } from '@/utils/route-params';

/** 模板章节 (/expert/course/chapter/:courseId): the chapter editor inside the expert layout. */
export default function ExpertCourseChapterPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam kind="chapter" bare={false} />;
  return <ChapterEditor area="expert" courseId={courseId} clazzId={0} chapterId={0} bare={false} />;
}
