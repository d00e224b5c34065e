// The right side of the header: the feedback shortcut and the account menu.
import { MessageOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Tooltip } from 'antd';
import { useT } from '@/components/Locale';

export { default as AvatarDropdown } from './AvatarDropdown';
export { avatarSrc, publicUrl } from './urls';

export function FeedbackIcon() {
  const t = useT();
  return (
    <Tooltip title={t('shell.header.feedback')}>
      <MessageOutlined
        role="button"
        aria-label={t('shell.header.feedback')}
        onClick={() => history.push(`/feedback?from=${encodeURIComponent(history.location.pathname + history.location.search)}`)}
        style={{ fontSize: 16 }}
      />
    </Tooltip>
  );
}
