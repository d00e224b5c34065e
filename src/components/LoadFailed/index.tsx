// What could not be opened (missing, not this teacher's, or the network failed), with the server's reason when it
// gave one, 重试 for a failure of the network, and the way back.
import { Button, Result, Space } from 'antd';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import '@/locales/zh-CN/homework-review';

type Props = {
  error: unknown;
  onRetry: () => void;
  backText: string;
  onBack: () => void;
  /** the title when the server refused it; 无法打开这份作业 when absent */
  notFoundText?: string;
};

export default function LoadFailed({ error, onRetry, backText, onBack, notFoundText }: Props) {
  const t = useT();
  const reason = bizMessage(error);
  return (
    <Result
      status={reason === null ? 'warning' : '404'}
      title={reason === null ? t('homeworkReview.loadFailed') : (notFoundText ?? t('homeworkReview.notFound'))}
      subTitle={reason ?? t('homeworkReview.loadFailed.desc')}
      data-testid="review-load-failed"
      extra={
        <Space>
          {reason === null && <Button onClick={onRetry}>{t('homeworkReview.retry')}</Button>}
          <Button type="primary" onClick={onBack}>
            {backText}
          </Button>
        </Space>
      }
    />
  );
}

/** A link whose numbers are missing or not numbers; `desc` says where to enter from (the homework list when absent). */
export function BadLink({ onBack, backText, desc }: { onBack: () => void; backText: string; desc?: string }) {
  const t = useT();
  return (
    <Result
      status="404"
      title={t('homeworkReview.badParam')}
      subTitle={desc ?? t('homeworkReview.badParam.desc')}
      extra={
        <Button type="primary" onClick={onBack}>
          {backText}
        </Button>
      }
    />
  );
}
