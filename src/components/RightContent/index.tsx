// The right side of the header: the feedback shortcut and the account menu.
import { MessageOutlined } from '@ant-design/icons';
import { history, useIntl } from '@umijs/max';
import { Tooltip } from 'antd';
import { htdzHost } from '@/services/htdz/client';

export { default as AvatarDropdown } from './AvatarDropdown';

/** A file of public/ under the path the host page serves the app from (Umi's runtimePublicPath). */
export const publicUrl = (file: string) => `${(typeof window !== 'undefined' && window.publicPath) || '/'}${file}`;

/** The avatar image: the host prefix plus the user's avatar value; none (a default icon) when empty. */
export const avatarSrc = (avatar: string) => {
  if (!avatar) return undefined;
  return /^(https?:)?\/\//.test(avatar) || avatar.startsWith('data:') ? avatar : `${htdzHost()}${avatar}`;
};

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
