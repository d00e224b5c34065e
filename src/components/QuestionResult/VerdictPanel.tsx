// The verdict of one question once the score is released: right, wrong or waiting for the teacher, the score, the
// grader's own explanation, for SQL my own results, and the teacher's comment on it.
import { Alert, Space, Typography } from 'antd';
import type { Verdict } from '@contract/exercise';
import { useT } from '@/components/Locale';
import ResultSetTable from '@/components/ResultSetTable';
import '@/locales/zh-CN/homework-stu';

type Props = { verdict: Verdict | null; score: number | null; maxScore: number; comment: string | null };

export default function VerdictPanel({ verdict, score, maxScore, comment }: Props) {
  const t = useT();
  const correct = verdict?.correct ?? null;
  const type = correct === null ? 'info' : correct ? 'success' : 'error';
  const title = correct === null ? t('homeworkStu.detail.pending') : t(correct ? 'homeworkStu.detail.correct' : 'homeworkStu.detail.wrong');
  const points = score ?? verdict?.score ?? null;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%', marginTop: 16 }} data-testid="result-verdict" data-verdict={type}>
      <Alert
        type={type}
        showIcon
        message={
          <Space size={16} wrap>
            <Typography.Text strong>{title}</Typography.Text>
            <span data-testid="result-verdict-score">
              {points === null ? t('homeworkStu.detail.verdictMax', { max: maxScore }) : t('homeworkStu.detail.verdictScore', { score: points, max: maxScore })}
            </span>
          </Space>
        }
        description={verdict?.message ? <span style={{ whiteSpace: 'pre-wrap' }}>{verdict.message}</span> : undefined}
      />
      {verdict?.sqlResult && (
        <div data-testid="result-verdict-sql">
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {t('homeworkStu.detail.sqlResult')}
          </Typography.Text>
          <ResultSetTable result={verdict.sqlResult} />
        </div>
      )}
      {comment && (
        <Alert
          type="warning"
          message={t('homeworkStu.detail.questionComment')}
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{comment}</span>}
          data-testid="result-question-comment"
        />
      )}
    </Space>
  );
}
