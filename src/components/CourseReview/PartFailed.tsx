// A part of the course under review that could not be loaded: the server's reason, or a network failure, with 重试.
import { Button, Result } from 'antd';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import '@/locales/zh-CN/course';

export default function PartFailed({ part, error, onRetry }: { part: string; error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div data-testid="course-review-part-failed">
      <Result
        status="warning"
        title={t('course.review.failed', { part })}
        subTitle={bizMessage(error) ?? t('course.review.failed.desc')}
        extra={<Button onClick={onRetry}>{t('course.review.retry')}</Button>}
      />
    </div>
  );
}
