// 答题卡: a button per question, filled when answered, ringed when current; a click goes to it. On a phone the card
// may fold to its title line (展开 / 收起) so the question, not the card, fills the screen.
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Space, Typography, theme } from 'antd';
import type { AnswerValue } from '@contract/exercise';
import type { HomeworkSheetQuestion } from '@contract/homework';
import { useT } from '@/components/Locale';
import { isAnswered } from '@/components/QuestionView/answer';
import '@/locales/zh-CN/homework-stu';

type Props = {
  questions: HomeworkSheetQuestion[];
  answers: Record<number, AnswerValue>;
  current: number;
  onPick: (index: number) => void;
  /** the card folds: whether it is open, and how it opens and closes */
  fold?: { open: boolean; onToggle: () => void };
};

export default function QuestionNav({ questions, answers, current, onPick, fold }: Props) {
  const t = useT();
  const { token } = theme.useToken();
  const done = questions.filter((q) => isAnswered(q.exercise, answers[q.questionId])).length;
  const ring = { outline: `2px solid ${token.colorWarning}`, outlineOffset: 2 };
  const open = fold?.open !== false;
  return (
    <nav aria-label={t('homeworkStu.answer.nav.title')} data-testid="answer-nav">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Text strong>{t('homeworkStu.answer.nav.title')}</Typography.Text>
          <Space size={4}>
            <Typography.Text type="secondary" data-testid="answer-nav-progress">
              {t('homeworkStu.answer.nav.progress', { done, total: questions.length })}
            </Typography.Text>
            {fold && (
              <Button
                type="link"
                size="small"
                icon={fold.open ? <UpOutlined /> : <DownOutlined />}
                iconPosition="end"
                aria-expanded={fold.open}
                onClick={fold.onToggle}
                data-testid="answer-nav-toggle"
              >
                {t(fold.open ? 'homeworkStu.answer.nav.collapse' : 'homeworkStu.answer.nav.expand')}
              </Button>
            )}
          </Space>
        </Space>
        {/* as many 36 px buttons a row as fit: five in the 260 px card beside the questions, more on a phone's width */}
        {open && (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 36px)', gap: 10 }}>
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
        )}
        {open && (
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
        )}
      </Space>
    </nav>
  );
}
