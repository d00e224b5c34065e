// An address whose course or scene number is no number (a mistyped or cut link).
import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useT } from '@/components/Locale';
import ScenePage from './ScenePage';

export default function BadParam({ bare }: { bare: boolean }) {
  const t = useT();
  return (
    <ScenePage bare={bare} title={t('scene.badParam')} backText={t('scene.back.home')} onBack={() => history.push('/home')}>
      <Result
        status="404"
        title={t('scene.badParam')}
        subTitle={t('scene.badParam.desc')}
        extra={
          <Button type="primary" onClick={() => history.push('/home')}>
            {t('scene.back.home')}
          </Button>
        }
      />
    </ScenePage>
  );
}
