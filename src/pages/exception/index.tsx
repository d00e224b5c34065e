// Where a failed answer with showType 9 sends the user: /exception?errorCode=..&errorMessage=.. (SPEC.md section 8).
import { history, useIntl, useSearchParams } from '@umijs/max';
import { Button, Result } from 'antd';

export default function Exception() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const errorCode = query.get('errorCode');
  const errorMessage = query.get('errorMessage') || intl.formatMessage({ id: 'shell.exception.unknown' });
  return (
    <Result
      status="error"
      title={intl.formatMessage({ id: 'shell.exception.title' })}
      subTitle={
        <>
          <div>{errorMessage}</div>
          {errorCode ? <div>{intl.formatMessage({ id: 'shell.exception.code' }, { code: errorCode })}</div> : null}
        </>
      }
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {intl.formatMessage({ id: 'shell.backHome' })}
        </Button>
      }
    />
  );
}
