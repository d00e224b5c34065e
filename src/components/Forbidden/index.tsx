// Shown for a route whose `access` flag is false (layout `unAccessible`).
import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useT } from '@/components/Locale';

export default function Forbidden() {
  const t = useT();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('shell.403.subTitle')}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {t('shell.backHome')}
        </Button>
      }
    />
  );
}
