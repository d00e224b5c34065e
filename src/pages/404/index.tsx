// Any path no route matches (config/routes.ts ends with /*).
import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useT } from '@/components/Locale';

export default function NotFound() {
  const t = useT();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('shell.404.subTitle')}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {t('shell.backHome')}
        </Button>
      }
    />
  );
}
