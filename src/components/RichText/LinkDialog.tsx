// The target of a link: typed, checked (no javascript: and the like), or removed.
import { App, Button, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/components/Locale';
import { safeLinkHref } from './html';
import '@/locales/zh-CN/course';

type Props = {
  /** the current target ('' for a new link), null when closed */
  href: string | null;
  onClose: () => void;
  /** null: remove the link */
  onSubmit: (href: string | null) => void;
};

export default function LinkDialog({ href, onClose, onSubmit }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  useEffect(() => setText(href ?? ''), [href]);

  const submit = () => {
    if (!text.trim()) return onSubmit(null);
    const safe = safeLinkHref(text);
    if (safe === null) {
      message.warning(t('richText.link.invalid'));
      return undefined;
    }
    return onSubmit(safe);
  };

  return (
    <Modal
      open={href !== null}
      title={t('richText.link')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          {href && <Button onClick={() => onSubmit(null)}>{t('richText.link.remove')}</Button>}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={submit}>
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      <Input
        autoFocus
        aria-label={t('richText.link.href')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={submit}
        placeholder="https://"
      />
    </Modal>
  );
}
