// Statistics that could not be loaded: the server's reason (not the class's teacher, no such class or student),
// or a network failure with a retry.
import { history } from '@umijs/max';
import { Button, Result, Space } from 'antd';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import { CLASS_STATS_LINKS } from '@/utils/class-statistics';
import '@/locales/zh-CN/class-stats';

export default function StatLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const reason = bizMessage(error);
  return (
    <div data-testid="stats-load-failed">
      <Result
        status={reason === null ? 'warning' : '403'}
        title={reason === null ? t('classStats.loadFailed') : t('classStats.notFound')}
        subTitle={reason ?? t('classStats.loadFailed.desc')}
        extra={
          <Space>
            {reason === null && <Button onClick={onRetry}>{t('classStats.retry')}</Button>}
            <Button type="primary" onClick={() => history.push(CLASS_STATS_LINKS.classList)}>
              {t('classStats.back.list')}
            </Button>
          </Space>
        }
      />
    </div>
  );
}
