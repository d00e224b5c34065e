import { history } from '@umijs/max';
import { useT } from '@/components/Locale';
import SceneList from '@/pages/scene/components/SceneList';
import ScenePage from '@/pages/scene/components/ScenePage';

/** 公共场景库 (/expert/public_library/scene): experts keep the scenes every teacher can copy into a course. */
export default function PublicSceneListPage() {
  const t = useT();
  return (
    <ScenePage bare={false} title={t('scene.publicLibrary')} subTitle={t('scene.publicLibrary.subTitle')} backText={t('scene.back.home')} onBack={() => history.push('/home')}>
      <SceneList area="expert" courseId={null} editable copyTo="choose" />
    </ScenePage>
  );
}
