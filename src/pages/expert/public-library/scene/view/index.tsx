import { useParams } from '@umijs/max';
import BadParam from '@/pages/scene/components/BadParam';
import SceneView from '@/pages/scene/components/SceneView';
import { idParam } from '@/pages/scene/components/links';

/** A scene for experts (/expert/publicLib/scene/view/:sceneId): public or of a course template. */
export default function ExpertSceneViewPage() {
  const sceneId = idParam(useParams().sceneId);
  if (sceneId === null) return <BadParam bare={false} />;
  return <SceneView area="expert" sceneId={sceneId} />;
}
