import { Descriptions, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Feedback } from '@contract/feedback';
import FeedbackStatus from '@/components/FeedbackStatus';
import { useT } from '@/components/Locale';
import ScreenshotImage from './ScreenshotImage';
import '@/locales/zh-CN/pages';

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** One feedback in full: text, page, screenshot, and the reply. */
export default function FeedbackDetail({ feedback, showUser }: { feedback: Feedback; showUser: boolean }) {
  const t = useT();
  return (
    <Descriptions column={1} size="small" bordered styles={{ label: { width: 110 } }}>
      {showUser && <Descriptions.Item label={t('feedback.user')}>{feedback.userName}</Descriptions.Item>}
      <Descriptions.Item label={t('feedback.content')}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{feedback.content}</Typography.Paragraph>
      </Descriptions.Item>
      <Descriptions.Item label={t('feedback.pageUrl')}>{feedback.pageUrl ? <Typography.Text code>{feedback.pageUrl}</Typography.Text> : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('feedback.screenshot')}>{feedback.screenshot ? <ScreenshotImage screenshot={feedback.screenshot} /> : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('feedback.status')}>
        <FeedbackStatus status={feedback.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('feedback.reply')}>
        {feedback.reply ? (
          <>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{feedback.reply}</Typography.Paragraph>
            {feedback.repliedAt && <Typography.Text type="secondary">{t('feedback.repliedAt', { time: time(feedback.repliedAt) })}</Typography.Text>}
          </>
        ) : (
          <Typography.Text type="secondary">{t('feedback.reply.none')}</Typography.Text>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
