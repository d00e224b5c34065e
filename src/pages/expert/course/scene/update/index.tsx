import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import SceneEditor from '@/components/SceneEditor';
import { idParam } from '@/utils/route-params';

/** 编辑场景 of a course template (/expert/course/:courseId/scene/:sceneId/update). */
export default function ExpertCourseSceneUpdatePage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  const sceneId = idParam(params.sceneId);
  if (courseId === null || sceneId === null) return <BadParam bare={false} />;
  return <SceneEditor area="expert" courseId={courseId} sceneId={sceneId} bare={false} />;
}
