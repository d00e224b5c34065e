// The frame of a page: ProLayout's PageContainer, or for routes without the layout (/scene/...) a plain
// header with a back link and the title. Routes without the layout get no 403 from it, so the frame checks
// the route's `access` flag itself (as the not-open page does).
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useRouteProps } from '@umijs/max';
import { Divider, Space, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import Forbidden from '@/components/Forbidden';

type Props = {
  /** the route has no layout: draw the header here */
  bare: boolean;
  title: ReactNode;
  subTitle?: ReactNode;
  backText: string;
  /** undefined: no way back in the layout's header (a page without the layout always has its back link) */
  onBack?: () => void;
  extra?: ReactNode;
  children: ReactNode;
};

/**
 * The header of a page without the layout (the scene pages, the student's homework screens): the way back, the
 * title, the subtitle and the page's controls at the right, sticky at the top; it wraps on a narrow window.
 */
export function BareHeader({ title, subTitle, backText, onBack, extra }: Pick<Props, 'title' | 'subTitle' | 'backText' | 'onBack' | 'extra'>) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        minHeight: 56,
        padding: '8px 24px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <a data-testid="page-back" onClick={onBack}>
        <Space size={4}>
          <ArrowLeftOutlined />
          {backText}
        </Space>
      </a>
      <Divider type="vertical" />
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="page-title">
        {title}
      </Typography.Title>
      {subTitle && <Typography.Text type="secondary">{subTitle}</Typography.Text>}
      <div style={{ marginLeft: 'auto' }}>{extra}</div>
    </div>
  );
}

export default function PageFrame({ bare, title, subTitle, backText, onBack, extra, children }: Props) {
  const { token } = theme.useToken();
  const route = useRouteProps() as { access?: string };
  const access = useAccess() as Record<string, boolean | undefined>;
  if (!bare) {
    return (
      <PageContainer title={title} subTitle={subTitle} onBack={onBack} extra={extra}>
        {children}
      </PageContainer>
    );
  }
  if (route.access && !access[route.access]) return <Forbidden />;
  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <BareHeader title={title} subTitle={subTitle} backText={backText} onBack={onBack} extra={extra} />
      <div style={{ padding: 24, maxWidth: 1440, margin: '0 auto' }}>{children}</div>
    </div>
  );
}
