import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import SceneView from '@/components/SceneView';
import { idParam } from '@/utils/route-params';

/** A scene for teachers (/course/scene/view/:sceneId): its tables, script and the SQL console. */
export default function CourseSceneViewPage() {
  const sceneId = idParam(useParams().sceneId);
  if (sceneId === null) return <BadParam bare={false} />;
  return <SceneView area="teacher" sceneId={sceneId} />;
}
