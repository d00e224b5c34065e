// An address whose course, class or chapter number is no number.
import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useT } from '@/components/Locale';
import ScenePage from '@/pages/scene/components/ScenePage';

export default function BadChapterParam({ bare }: { bare: boolean }) {
  const t = useT();
  const home = () => history.push('/home');
  return (
    <ScenePage bare={bare} title={t('chapter.badParam')} backText={t('scene.back.home')} onBack={home}>
      <Result
        status="404"
        title={t('chapter.badParam')}
        subTitle={t('chapter.badParam.desc')}
        extra={
          <Button type="primary" onClick={home}>
            {t('scene.back.home')}
          </Button>
        }
      />
    </ScenePage>
  );
}
