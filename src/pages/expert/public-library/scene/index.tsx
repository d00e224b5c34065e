import { history } from '@umijs/max';
import { useT } from '@/components/Locale';
import SceneList from '@/components/SceneList';
import PageFrame from '@/components/PageFrame';
import '@/locales/zh-CN/scene';

/** 公共场景库 (/expert/public_library/scene): experts keep the scenes every teacher can copy into a course. */
export default function PublicSceneListPage() {
  const t = useT();
  return (
    <PageFrame
      bare={false}
      title={t('scene.publicLibrary')}
      subTitle={t('scene.publicLibrary.subTitle')}
      backText={t('scene.back.home')}
      onBack={() => history.push('/home')}
    >
      <SceneList area="expert" courseId={null} editable copyTo="choose" transfer />
    </PageFrame>
  );
}
