// The verdict of my last submission: right (green), wrong (red) or waiting for the teacher (blue), with the grader's
// own explanation ("结果集缺少 2 行"), the score, and for SQL my own results (never the reference's).
import { Alert, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AttemptRecord } from '@contract/practice';
import { useT } from '@/components/Locale';
import ResultSetTable from '@/components/ResultSetTable';
import '@/locales/zh-CN/practice';

export default function VerdictView({ attempt }: { attempt: AttemptRecord }) {
  const t = useT();
  const { verdict } = attempt;
  const type = verdict.correct === null ? 'info' : verdict.correct ? 'success' : 'error';
  const title = verdict.correct === null ? t('practice.verdict.pending') : verdict.correct ? t('practice.verdict.correct') : t('practice.verdict.wrong');
  const score =
    verdict.score === null
      ? t('practice.verdict.max', { max: verdict.maxScore })
      : t('practice.verdict.score', { score: verdict.score, max: verdict.maxScore });
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="practice-verdict" data-verdict={type}>
      <Alert
        type={type}
        showIcon
        message={<Typography.Text strong>{title}</Typography.Text>}
        description={
          <Space direction="vertical" size={2}>
            {verdict.message && (
              <span style={{ whiteSpace: 'pre-wrap' }} data-testid="practice-verdict-message">
                {verdict.message}
              </span>
            )}
            <Space size={16} wrap>
              <span data-testid="practice-verdict-score">{score}</span>
              <Typography.Text type="secondary">{t('practice.verdict.at', { time: dayjs(attempt.createdAt).format('YYYY-MM-DD HH:mm:ss') })}</Typography.Text>
            </Space>
          </Space>
        }
      />
      {verdict.sqlResult && (
        <div data-testid="practice-verdict-sql">
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {t('practice.verdict.sqlResult')}
          </Typography.Text>
          <ResultSetTable result={verdict.sqlResult} />
        </div>
      )}
    </Space>
  );
}
