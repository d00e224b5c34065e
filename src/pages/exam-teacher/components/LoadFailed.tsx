// A list that could not be loaded, in its table's empty place: what happened, and a retry.
import { Button, Space } from 'antd';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/exam-teacher';

export default function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Space direction="vertical" data-testid="exam-load-failed">
      {t('examTeacher.class.loadFailed')}
      <Button size="small" onClick={onRetry}>
        {t('examTeacher.retry')}
      </Button>
    </Space>
  );
}
