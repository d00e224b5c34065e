import { useParams } from '@umijs/max';
import { idParam } from '@/pages/scene/components/links';
import BadChapterParam from '@/pages/chapter/components/BadChapterParam';
import ChapterEditor from '@/pages/chapter/components/ChapterEditor';
import { zeroOrIdParam } from '@/pages/chapter/components/rules';

/** 章节编辑 (/edit/chapter/:courseId/:clazzId/:chapterId, no layout): clazzId 0 is no class, chapterId 0 the first. */
export default function EditChapterPage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = zeroOrIdParam(params.clazzId);
  const chapterId = zeroOrIdParam(params.chapterId);
  if (courseId === null || clazzId === null || chapterId === null) return <BadChapterParam bare />;
  return <ChapterEditor area="teacher" courseId={courseId} clazzId={clazzId} chapterId={chapterId} bare />;
}
