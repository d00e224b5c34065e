// Where a failed answer with showType 9 sends the user: /exception?errorCode=..&errorMessage=.. (SPEC.md section 8).
import { history, useSearchParams } from '@umijs/max';
import { Button, Result } from 'antd';
import { useT } from '@/components/Locale';

export default function Exception() {
  const t = useT();
  const [query] = useSearchParams();
  const errorCode = query.get('errorCode');
  const errorMessage = query.get('errorMessage') || t('shell.exception.unknown');
  return (
    <Result
      status="error"
      title={t('shell.exception.title')}
      subTitle={
        <>
          <div>{errorMessage}</div>
          {errorCode ? <div>{t('shell.exception.code', { code: errorCode })}</div> : null}
        </>
      }
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {t('shell.backHome')}
        </Button>
      }
    />
  );
}
