// The frame of the student's homework screens (routes without the layout): a header with the way back, the title
// and the page's own controls, over a body that fills the window. Without the layout no 403 comes from it, so the
// frame checks the route's `access` flag itself (as the not-open page does). On a phone the header is compact
// (PhoneHead: a back arrow, the title on one line, the controls on the next) and the body keeps 12 px at the sides.
import { useAccess, useRouteProps } from '@umijs/max';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import Forbidden from '@/components/Forbidden';
import { BareHeader } from '@/components/PageFrame';
import PhoneHead from '@/components/PhoneHead';
import { usePhone } from '@/hooks/use-phone';

type Props = {
  title: ReactNode;
  subTitle?: ReactNode;
  backText: string;
  onBack: () => void;
  extra?: ReactNode;
  /** the body fills the window below the header and scrolls inside (the answering screen) */
  fill?: boolean;
  children: ReactNode;
};

export default function TaskStuFrame({ title, subTitle, backText, onBack, extra, fill = false, children }: Props) {
  const { token } = theme.useToken();
  const route = useRouteProps() as { access?: string };
  const access = useAccess() as Record<string, boolean | undefined>;
  const phone = usePhone();
  if (route.access && !access[route.access]) return <Forbidden />;
  const header = phone ? (
    <div style={{ position: 'sticky', top: 0, zIndex: 10 }}>
      <PhoneHead title={title} note={subTitle} backText={backText} onBack={onBack} extra={extra} />
    </div>
  ) : (
    <BareHeader title={title} subTitle={subTitle} backText={backText} onBack={onBack} extra={extra} />
  );
  return (
    // the screen's height as the browser shows it (100dvh: without a phone's address bar), in global.css
    <div
      className={fill ? 'htdz-fill-screen' : undefined}
      style={{ minHeight: fill ? undefined : '100vh', display: 'flex', flexDirection: 'column', background: token.colorBgLayout }}
    >
      {header}
      <div style={fill ? { flex: 1, minHeight: 0, display: 'flex' } : { padding: phone ? 12 : 24, width: '100%', maxWidth: 1200, margin: '0 auto' }}>
        {children}
      </div>
    </div>
  );
}
