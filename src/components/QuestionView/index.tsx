// One question as a student sees it (contract's StudentExercise): 题型, 难度 and 分值, the stem (the server's
// sanitised HTML, shown by RichTextView with formulas), the input of its type, and once released the answer and
// analysis. Practice uses it now; previews, homework and exams show questions the same way.
import { Card, Divider, Space, Tag, Typography } from 'antd';
import { DIFFICULTY_NAMES, EXERCISE_TYPE_NAMES, isSqlType, type AnswerValue } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { RichTextView } from '@/components/RichText';
import { ChoiceInput, FillInput, JudgeInput, ShortInput } from './inputs';
import SqlAnswer from './SqlAnswer';
import type { QuestionViewProps } from './types';
import '@/locales/zh-CN/practice';

export type { QuestionViewProps } from './types';

const DIFFICULTY_COLOR = { easy: 'green', medium: 'orange', hard: 'red' } as const;
const ignore = () => undefined;

function QuestionHeader({ exercise }: Pick<QuestionViewProps, 'exercise'>) {
  const t = useT();
  return (
    <Space wrap size={8} data-testid="question-header">
      <Tag color="blue" data-testid="question-type">
        {EXERCISE_TYPE_NAMES[exercise.type]}
      </Tag>
      <Tag color={DIFFICULTY_COLOR[exercise.difficulty]} data-testid="question-difficulty">
        {t('question.difficulty', { name: DIFFICULTY_NAMES[exercise.difficulty] })}
      </Tag>
      <Typography.Text type="secondary" data-testid="question-score">
        {t('question.score', { score: exercise.score })}
      </Typography.Text>
    </Space>
  );
}

/** 答案与解析: shown only with showAnswer and when the exercise carries them (the server releases them). */
function AnswerPanel({ exercise }: Pick<QuestionViewProps, 'exercise'>) {
  const t = useT();
  const { answer, analysis } = exercise;
  if (!answer && !analysis) return null;
  return (
    <Card size="small" type="inner" title={t('question.answer.title')} data-testid="question-answer-panel" style={{ marginTop: 16 }}>
      {answer && (
        <div data-testid="question-answer">
          <Typography.Text type="secondary">{t('question.answer.answer')}：</Typography.Text>
          {isSqlType(exercise.type) ? (
            <pre style={{ margin: '8px 0 0', padding: 12, whiteSpace: 'pre-wrap', fontSize: 13 }} className="htdz-sql-answer">
              {answer}
            </pre>
          ) : (
            <Typography.Text strong>{answer}</Typography.Text>
          )}
        </div>
      )}
      {answer && analysis && <Divider style={{ margin: '12px 0' }} />}
      {analysis && (
        <div data-testid="question-analysis">
          <Typography.Text type="secondary">{t('question.answer.analysis')}：</Typography.Text>
          <RichTextView html={analysis} />
        </div>
      )}
    </Card>
  );
}

export default function QuestionView({ exercise, value, onChange, disabled = false, blankMarks, onRunSql, showAnswer }: QuestionViewProps) {
  const readOnly = !onChange || disabled;
  const answer: AnswerValue = value ?? {};
  const change = readOnly || !onChange ? ignore : onChange;
  const common = { exercise, value: answer, onChange: change, readOnly };

  const input = (() => {
    if (isSqlType(exercise.type)) {
      return (
        // a new question starts without the last one's run results
        <SqlAnswer
          key={exercise.exerciseId}
          exercise={exercise}
          sql={answer.sql ?? ''}
          onChange={(sql) => change({ sql })}
          readOnly={readOnly}
          disabled={disabled}
          onRunSql={onRunSql}
        />
      );
    }
    switch (exercise.type) {
      case 'single':
      case 'multiple':
        return <ChoiceInput {...common} />;
      case 'judge':
        return <JudgeInput {...common} />;
      case 'fill':
        return <FillInput {...common} marks={blankMarks} />;
      default:
        return <ShortInput {...common} />;
    }
  })();

  return (
    <div data-testid="question-view" data-type={exercise.type} data-readonly={readOnly ? 'true' : 'false'}>
      <QuestionHeader exercise={exercise} />
      <RichTextView html={exercise.stem} style={{ margin: '12px 0 16px' }} />
      {input}
      {showAnswer && <AnswerPanel exercise={exercise} />}
    </div>
  );
}
