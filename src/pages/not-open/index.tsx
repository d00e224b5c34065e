// The shared page of routes whose areas open in later versions: what the page is and what it will do.
import { ClockCircleOutlined } from '@ant-design/icons';
import { history, useAccess, useIntl, useRouteProps } from '@umijs/max';
import { Button, Result, theme, Typography } from 'antd';
import Forbidden from '../403';
import { areaOf } from './area';

type RouteProps = { name?: string; path?: string; access?: string; layout?: boolean };

export default function NotOpen() {
  const intl = useIntl();
  const route = useRouteProps() as RouteProps;
  const access = useAccess() as Record<string, boolean | undefined>;
  const { token } = theme.useToken();
  // Routes without the layout get no 403 from it, so the page checks the route's flag itself.
  if (route.access && !access[route.access]) return <Forbidden />;

  const area = areaOf(route.path);
  const title = route.name || intl.formatMessage({ id: `shell.notOpen.area.${area}` });
  return (
    <div style={{ padding: route.layout === false ? '48px 24px' : undefined }}>
      <Result
        icon={<ClockCircleOutlined style={{ color: token.colorPrimary }} />}
        title={title}
        subTitle={
          <>
            <Typography.Paragraph type="secondary">{intl.formatMessage({ id: `shell.notOpen.desc.${area}` })}</Typography.Paragraph>
            <Typography.Text>{intl.formatMessage({ id: 'shell.notOpen.subTitle' })}</Typography.Text>
          </>
        }
        extra={
          <Button type="primary" onClick={() => history.push('/')}>
            {intl.formatMessage({ id: 'shell.backHome' })}
          </Button>
        }
      />
    </div>
  );
}
