import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import SceneView from '@/components/SceneView';
import { idParam } from '@/utils/route-params';

/** A scene for experts (/expert/publicLib/scene/view/:sceneId): public or of a course template. */
export default function ExpertSceneViewPage() {
  const sceneId = idParam(useParams().sceneId);
  if (sceneId === null) return <BadParam bare={false} />;
  return <SceneView area="expert" sceneId={sceneId} />;
}
