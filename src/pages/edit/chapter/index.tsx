import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import ChapterEditor from '@/components/ChapterEditor';
import { idParam, zeroOrIdParam } from '@/utils/route-params';

/** 章节编辑 (/edit/chapter/:courseId/:clazzId/:chapterId, no layout): clazzId 0 is no class, chapterId 0 the first. */
export default function EditChapterPage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = zeroOrIdParam(params.clazzId);
  const chapterId = zeroOrIdParam(params.chapterId);
  if (courseId === null || clazzId === null || chapterId === null) return <BadParam kind="chapter" bare />;
  return <ChapterEditor area="teacher" courseId={courseId} clazzId={clazzId} chapterId={chapterId} bare />;
}
