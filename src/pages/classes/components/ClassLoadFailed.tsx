// A class that could not be opened: missing, not the user's, or the network failed; the server's reason when it gave one.
import { history } from '@umijs/max';
import { Button, Result, Space } from 'antd';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import { CLASS_LINKS } from '@/utils/school-class';
import '@/locales/zh-CN/classes';

export default function ClassLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const reason = bizMessage(error);
  return (
    <Result
      status={reason === null ? 'warning' : '404'}
      title={reason === null ? t('classes.loadFailed') : t('classes.notFound')}
      subTitle={reason ?? t('classes.loadFailed.desc')}
      data-testid="class-load-failed"
      extra={
        <Space>
          {reason === null && <Button onClick={onRetry}>{t('classes.retry')}</Button>}
          <Button type="primary" onClick={() => history.push(CLASS_LINKS.list)}>
            {t('classes.back.list')}
          </Button>
        </Space>
      }
    />
  );
}
