import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import SceneEditor from '@/components/SceneEditor';
import { idParam } from '@/utils/route-params';

/** 编辑场景 (/scene/update/:courseId/:sceneId, no layout), with the SQL console. */
export default function SceneUpdatePage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  const sceneId = idParam(params.sceneId);
  if (courseId === null || sceneId === null) return <BadParam bare />;
  return <SceneEditor area="teacher" courseId={courseId} sceneId={sceneId} bare />;
}
