// The questions of the sheet: one at a time with 上一题 / 下一题, or all of them one under another.
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { isSqlType, type AnswerValue } from '@contract/exercise';
import type { HomeworkSheetQuestion } from '@contract/homework';
import type { SqlRunResult } from '@contract/grading';
import { useT } from '@/components/Locale';
import QuestionView from '@/components/QuestionView';
import '@/locales/zh-CN/homework-stu';

type Props = {
  questions: HomeworkSheetQuestion[];
  answers: Record<number, AnswerValue>;
  mode: 'one' | 'all';
  current: number;
  onCurrent: (index: number) => void;
  /** absent: read-only */
  onChange?: (questionId: number, value: AnswerValue) => void;
  onRunSql?: (questionId: number, sql: string) => Promise<SqlRunResult>;
  /** where a question's top stops when scrolled into view (below fixed headers) */
  scrollMargin?: number;
};

export const questionAnchor = (questionId: number) => `homework-question-${questionId}`;

export default function QuestionPanel({ questions, answers, mode, current, onCurrent, onChange, onRunSql, scrollMargin = 0 }: Props) {
  const t = useT();
  const card = (q: HomeworkSheetQuestion, index: number, footer?: React.ReactNode) => (
    <Card
      key={q.questionId}
      id={questionAnchor(q.questionId)}
      title={t('homeworkStu.position', { index: index + 1 })}
      data-testid={`answer-question-${index + 1}`}
      style={scrollMargin ? { scrollMarginTop: scrollMargin } : undefined}
      onFocusCapture={mode === 'all' ? () => index !== current && onCurrent(index) : undefined}
    >
      <QuestionView
        exercise={q.exercise}
        value={answers[q.questionId]}
        onChange={onChange ? (value) => onChange(q.questionId, value) : undefined}
        onRunSql={onRunSql && isSqlType(q.exercise.type) ? (sql) => onRunSql(q.questionId, sql) : undefined}
      />
      {footer}
    </Card>
  );

  if (mode === 'all') {
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {questions.map((q, i) => card(q, i))}
      </Space>
    );
  }
  const q = questions[current];
  if (!q) return null;
  return card(
    q,
    current,
    <Space style={{ marginTop: 24, width: '100%', justifyContent: 'space-between' }}>
      <Button icon={<LeftOutlined />} disabled={current === 0} onClick={() => onCurrent(current - 1)} data-testid="answer-prev">
        {t('homeworkStu.answer.prev')}
      </Button>
      <Button disabled={current >= questions.length - 1} onClick={() => onCurrent(current + 1)} data-testid="answer-next">
        {t('homeworkStu.answer.next')}
        <RightOutlined />
      </Button>
    </Space>,
  );
}
