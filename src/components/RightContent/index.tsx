// The right side of the header: the feedback shortcut and the account menu.
import { MessageOutlined } from '@ant-design/icons';
import { history, useIntl } from '@umijs/max';
import { Tooltip } from 'antd';

export { default as AvatarDropdown } from './AvatarDropdown';
export { avatarSrc, publicUrl } from './urls';

export function FeedbackIcon() {
  const intl = useIntl();
  return (
    <Tooltip title={intl.formatMessage({ id: 'shell.header.feedback' })}>
      <MessageOutlined
        role="button"
        aria-label={intl.formatMessage({ id: 'shell.header.feedback' })}
        onClick={() => history.push(`/feedback?from=${encodeURIComponent(history.location.pathname + history.location.search)}`)}
        style={{ fontSize: 16 }}
      />
    </Tooltip>
  );
}
