import SceneEditor from '@/components/SceneEditor';

/** 新建公共场景 (/expert/public_library/scene/create). */
export default function PublicSceneCreatePage() {
  return <SceneEditor area="expert" courseId={null} sceneId={null} bare={false} />;
}
