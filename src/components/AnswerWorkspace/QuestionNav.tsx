// 答题卡: a button per question, filled when answered, ringed when current; a click goes to it.
import { Button, Space, Typography, theme } from 'antd';
import type { AnswerValue } from '@contract/exercise';
import type { HomeworkSheetQuestion } from '@contract/homework';
import { useT } from '@/components/Locale';
import { isAnswered } from '@/components/QuestionView/answer';

type Props = {
  questions: HomeworkSheetQuestion[];
  answers: Record<number, AnswerValue>;
  current: number;
  onPick: (index: number) => void;
};

export default function QuestionNav({ questions, answers, current, onPick }: Props) {
  const t = useT();
  const { token } = theme.useToken();
  const done = questions.filter((q) => isAnswered(q.exercise, answers[q.questionId])).length;
  const ring = { outline: `2px solid ${token.colorWarning}`, outlineOffset: 2 };
  return (
    <nav aria-label={t('homeworkStu.answer.nav.title')} data-testid="answer-nav">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Text strong>{t('homeworkStu.answer.nav.title')}</Typography.Text>
          <Typography.Text type="secondary" data-testid="answer-nav-progress">
            {t('homeworkStu.answer.nav.progress', { done, total: questions.length })}
          </Typography.Text>
        </Space>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 36px)', gap: 10 }}>
          {questions.map((q, i) => {
            const answered = isAnswered(q.exercise, answers[q.questionId]);
            const state = t(answered ? 'homeworkStu.answer.nav.answered' : 'homeworkStu.answer.nav.unanswered');
            return (
              <Button
                key={q.questionId}
                type={answered ? 'primary' : 'default'}
                style={{ width: 36, padding: 0, ...(i === current ? ring : {}) }}
                aria-label={t('homeworkStu.answer.nav.item', { index: i + 1, state })}
                aria-current={i === current ? 'step' : undefined}
                data-testid={`answer-nav-${i + 1}`}
                data-state={answered ? 'answered' : 'unanswered'}
                data-current={i === current ? 'true' : 'false'}
                onClick={() => onPick(i)}
              >
                {i + 1}
              </Button>
            );
          })}
        </div>
        <Space size={12} wrap style={{ fontSize: 12 }}>
          <Space size={4}>
            <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: token.colorPrimary }} />
            {t('homeworkStu.answer.nav.answered')}
          </Space>
          <Space size={4}>
            <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, border: `1px solid ${token.colorBorder}` }} />
            {t('homeworkStu.answer.nav.unanswered')}
          </Space>
          <Space size={4}>
            <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, ...ring, outlineOffset: 0 }} />
            {t('homeworkStu.answer.nav.current')}
          </Space>
        </Space>
      </Space>
    </nav>
  );
}
