// Any path no route matches (config/routes.ts ends with /*).
import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';

export default function NotFound() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title="404"
      subTitle={intl.formatMessage({ id: 'shell.404.subTitle' })}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {intl.formatMessage({ id: 'shell.backHome' })}
        </Button>
      }
    />
  );
}
