import { App, Alert, Button } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/pages';

/** The notice over a form whose unsaved draft was brought back, with the way to drop it. */
export default function DraftRestoredAlert({ savedAt, onDiscard, testId }: { savedAt: number; onDiscard: () => void; testId: string }) {
  const t = useT();
  const { message } = App.useApp();
  return (
    <Alert
      type="info"
      showIcon
      closable
      style={{ marginBottom: 16 }}
      data-testid={testId}
      message={t('draft.restored')}
      description={t('draft.restored.desc', { time: dayjs(savedAt).format('YYYY-MM-DD HH:mm:ss') })}
      action={
        <Button
          size="small"
          onClick={() => {
            onDiscard();
            message.info(t('draft.discarded'));
          }}
        >
          {t('draft.discard')}
        </Button>
      }
    />
  );
}
