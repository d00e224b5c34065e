import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import SceneEditor from '@/components/SceneEditor';
import { idParam } from '@/utils/route-params';

/** 新建场景 (/scene/create/:courseId, no layout). */
export default function SceneCreatePage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare />;
  return <SceneEditor area="teacher" courseId={courseId} sceneId={null} bare />;
}
