// One practice attempt as its class's teachers read it: who, when, the answer as sent and the verdict (VerdictPanel
// shows the message, the score and an SQL answer's own results). Loaded when opened: the log carries no answers.
import { useRequest } from 'ahooks';
import { Alert, Descriptions, Drawer, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AnswerValue } from '@contract/exercise';
import VerdictPanel from '@/components/AnswerWithVerdict/VerdictPanel';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import { getPracticeAttempt } from '@/services/htdz/practice';
import '@/locales/zh-CN/class-stats';

/** The answer as text: the field of its type (choices, 对/错, blanks, text or SQL); null when none. */
export function answerText(a: AnswerValue): string | null {
  if (a.sql !== undefined) return a.sql;
  if (a.text !== undefined) return a.text;
  if (a.choices?.length) return a.choices.join('、');
  if (a.judge !== undefined) return a.judge ? '正确' : '错误';
  if (a.blanks?.length) return a.blanks.map((b, i) => `${i + 1}. ${b}`).join('\n');
  return null;
}

export default function AttemptDrawer({ attemptId, onClose }: { attemptId: number | null; onClose: () => void }) {
  const t = useT();
  const attempt = useRequest(async () => (attemptId === null ? null : (await getPracticeAttempt(attemptId)).obj), { refreshDeps: [attemptId] });
  const a = attempt.data;
  const text = a ? answerText(a.answer) : null;
  return (
    <Drawer open={attemptId !== null} onClose={onClose} width={640} title={t('classPractice.attempt.title')} destroyOnClose>
      {attempt.loading || (!a && !attempt.error) ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : attempt.error || !a ? (
        <Alert type="error" showIcon message={bizMessage(attempt.error) ?? t('classPractice.loadFailed')} />
      ) : (
        <div data-testid="practice-attempt">
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('classPractice.attempt.student')}>{a.studentName}</Descriptions.Item>
            <Descriptions.Item label={t('classPractice.col.stem')}>{a.stemText}</Descriptions.Item>
            <Descriptions.Item label={t('classPractice.attempt.time')}>{dayjs(a.createdAt).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('classPractice.attempt.answer')}</Typography.Title>
          {text === null ? (
            <Typography.Text type="secondary">{t('classPractice.attempt.noAnswer')}</Typography.Text>
          ) : (
            <pre data-testid="practice-attempt-answer" style={{ whiteSpace: 'pre-wrap', background: '#fafafa', padding: 12, borderRadius: 6 }}>
              {text}
            </pre>
          )}
          <VerdictPanel verdict={a.verdict} />
        </div>
      )}
    </Drawer>
  );
}
