import { useParams } from '@umijs/max';
import BadParam from '@/pages/scene/components/BadParam';
import SceneEditor from '@/pages/scene/components/SceneEditor';
import { idParam } from '@/pages/scene/components/links';

/** 编辑公共场景 (/expert/public_library/scene/:sceneId/update). */
export default function PublicSceneUpdatePage() {
  const sceneId = idParam(useParams().sceneId);
  if (sceneId === null) return <BadParam bare={false} />;
  return <SceneEditor area="expert" courseId={null} sceneId={sceneId} bare={false} />;
}
