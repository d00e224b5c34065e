import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import SceneEditor from '@/components/SceneEditor';
import { idParam } from '@/utils/route-params';

/** 新建场景 of a course template (/expert/course/:courseId/scene/create). */
export default function ExpertCourseSceneCreatePage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <SceneEditor area="expert" courseId={courseId} sceneId={null} bare={false} />;
}
