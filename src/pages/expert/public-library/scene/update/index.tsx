import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import SceneEditor from '@/components/SceneEditor';
import { idParam } from '@/utils/route-params';

/** 编辑公共场景 (/expert/public_library/scene/:sceneId/update). */
export default function PublicSceneUpdatePage() {
  const sceneId = idParam(useParams().sceneId);
  if (sceneId === null) return <BadParam bare={false} />;
  return <SceneEditor area="expert" courseId={null} sceneId={sceneId} bare={false} />;
}
