// The head of my result: status, when I handed it in (late, with the penalty), my score or when it will show, and
// the teacher's overall comment.
import { Alert, Card, Descriptions, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { SUBMISSION_STATUS_NAMES, type HomeworkResult } from '@contract/homework';
import { useT } from '@/components/Locale';
import { releaseMomentOf, releaseTextId } from './release';
import '@/locales/zh-CN/homework-stu';

const STATUS_COLOR = { new: 'default', answering: 'processing', submitted: 'blue', reviewed: 'green', returned: 'orange' } as const;

export default function ResultSummary({ result }: { result: HomeworkResult }) {
  const t = useT();
  return (
    <Card>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('homeworkStu.detail.status')}>
          <Tag color={STATUS_COLOR[result.status]} data-testid="result-status">
            {SUBMISSION_STATUS_NAMES[result.status]}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkStu.detail.submittedAt')}>
          <Space size={4} wrap data-testid="result-submitted">
            {result.submittedAt ? dayjs(result.submittedAt).format('YYYY-MM-DD HH:mm:ss') : t('homeworkStu.detail.notSubmitted')}
            {result.late && <Tag color="warning">{t('homeworkStu.detail.late')}</Tag>}
            {result.late && result.latePenalty > 0 && (
              <Typography.Text type="warning">{t('homeworkStu.detail.penalty', { penalty: result.latePenalty })}</Typography.Text>
            )}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkStu.detail.score')}>
          {result.scoreReleased && result.score !== null ? (
            <Typography.Text strong style={{ fontSize: 18 }} data-testid="result-score">
              {t('homeworkStu.detail.scoreValue', { score: result.score, total: result.totalScore })}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary" data-testid="result-score-hidden">
              {t(result.scoreHeldForExam ? 'homeworkStu.detail.scoreHeldForExam' : releaseTextId(releaseMomentOf(result)))}
            </Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      {result.comment && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 8 }}
          message={t('homeworkStu.detail.comment')}
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{result.comment}</span>}
          data-testid="result-comment"
        />
      )}
    </Card>
  );
}
