// An address whose course, question or folder number is no number (a mistyped or cut link).
import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useT } from '@/components/Locale';
import ScenePage from '@/pages/scene/components/ScenePage';

export default function BadParam({ bare }: { bare: boolean }) {
  const t = useT();
  const home = () => history.push('/home');
  return (
    <ScenePage bare={bare} title={t('exerciseForm.badParam')} backText={t('scene.back.home')} onBack={home}>
      <Result
        status="404"
        title={t('exerciseForm.badParam')}
        subTitle={t('exerciseForm.badParam.desc')}
        extra={
          <Button type="primary" onClick={home}>
            {t('scene.back.home')}
          </Button>
        }
      />
    </ScenePage>
  );
}
