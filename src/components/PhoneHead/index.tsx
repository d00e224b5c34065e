// A page's head on a phone, for the screens a student answers on: a back arrow, the title on one line (cut with …)
// with a short note beside it, and the page's controls (the countdown, the save state, 交卷) on a line of their own:
// about 90 px instead of the wide screen's 150–200.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  /** a short note after the title (共 5 题，满分 17 分) */
  note?: ReactNode;
  backText: string;
  onBack: () => void;
  extra?: ReactNode;
};

export default function PhoneHead({ title, note, backText, onBack, extra }: Props) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="phone-head"
      style={{ padding: '6px 12px 8px', background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 32 }}>
        <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label={backText} title={backText} onClick={onBack} data-testid="page-back" />
        <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0, fontSize: 16 }} data-testid="page-title">
          {title}
        </Typography.Text>
        {note && (
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {note}
          </Typography.Text>
        )}
      </div>
      {extra && <div style={{ marginTop: 4 }}>{extra}</div>}
    </div>
  );
}
