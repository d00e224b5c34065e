// The automatic verdict of one answer: right (green), wrong (red) or 待批阅 (blue, a short answer waiting for a person),
// with the grader's own explanation, the automatic score, the keywords a short answer mentions (a hint for the
// grader) and a SQL answer's own results. Neutral wording: the teacher's and the student's pages can both show it.
import { Alert, Space, Tag, Typography } from 'antd';
import type { Verdict } from '@contract/exercise';
import { useT } from '@/components/Locale';
import ResultSetTable from '@/components/ResultSetTable';
import { points } from '@/utils/review';
import '@/locales/zh-CN/homework-review';

export type VerdictKind = 'correct' | 'wrong' | 'pending';
export const verdictKind = (v: Pick<Verdict, 'correct'>): VerdictKind => (v.correct === null ? 'pending' : v.correct ? 'correct' : 'wrong');

const ALERT_TYPE = { correct: 'success', wrong: 'error', pending: 'info' } as const;
const TITLE = { correct: 'answerView.verdict.correct', wrong: 'answerView.verdict.wrong', pending: 'answerView.verdict.pending' } as const;

function Keywords({ found }: { found: string[] }) {
  const t = useT();
  if (found.length === 0) return <Typography.Text type="secondary">{t('answerView.verdict.keywordsNone')}</Typography.Text>;
  return (
    <span data-testid="verdict-keywords">
      <Typography.Text type="secondary">{t('answerView.verdict.keywords')}</Typography.Text>
      {found.map((k) => (
        <Tag key={k} color="green">
          {k}
        </Tag>
      ))}
    </span>
  );
}

export default function VerdictPanel({ verdict }: { verdict: Verdict }) {
  const t = useT();
  const kind = verdictKind(verdict);
  const title = t(TITLE[kind]);
  const score =
    verdict.score === null
      ? t('answerView.verdict.autoPending', { max: points(verdict.maxScore) })
      : t('answerView.verdict.auto', { score: points(verdict.score), max: points(verdict.maxScore) });
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="verdict" data-verdict={kind}>
      <Alert
        type={ALERT_TYPE[kind]}
        showIcon
        message={
          <Space size={16} wrap>
            <Typography.Text strong data-testid="verdict-title">
              {title}
            </Typography.Text>
            <span data-testid="verdict-score">{score}</span>
          </Space>
        }
        description={
          (verdict.message || verdict.keywordsFound) && (
            <Space direction="vertical" size={4}>
              {verdict.message && (
                <span style={{ whiteSpace: 'pre-wrap' }} data-testid="verdict-message">
                  {verdict.message}
                </span>
              )}
              {verdict.keywordsFound && <Keywords found={verdict.keywordsFound} />}
            </Space>
          )
        }
      />
      {verdict.sqlResult && (
        <div data-testid="verdict-sql">
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {t('answerView.verdict.sqlResult')}
          </Typography.Text>
          <ResultSetTable result={verdict.sqlResult} />
        </div>
      )}
    </Space>
  );
}
