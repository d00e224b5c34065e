// Shown for a route whose `access` flag is false (layout `unAccessible`).
import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';

export default function Forbidden() {
  const intl = useIntl();
  return (
    <Result
      status="403"
      title="403"
      subTitle={intl.formatMessage({ id: 'shell.403.subTitle' })}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {intl.formatMessage({ id: 'shell.backHome' })}
        </Button>
      }
    />
  );
}
