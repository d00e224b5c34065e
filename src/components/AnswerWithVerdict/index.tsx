// One question of a handed-in homework with what the student answered: the stem and the answer in QuestionView's
// read-only mode (fill-in blanks marked right or wrong, SQL in the read-only editor), 未作答 when there is none, the
// automatic verdict, and where the page gives them the final score and comment, a reference answer and its own
// controls (the grader's score box). Nothing here is the teacher's: the student's result page can show the same.
import { Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { studentViewOf, type AnswerValue, type StudentExercise, type Verdict } from '@contract/exercise';
import type { ReviewQuestion } from '@contract/homework';
import { useT } from '@/components/Locale';
import QuestionView from '@/components/QuestionView';
import { points } from '@/utils/review';
import VerdictPanel from './VerdictPanel';
import '@/locales/zh-CN/homework-review';

/** The question of a review as QuestionView shows it (no answer key: the page shows the reference on its own). */
export function exerciseOfReview({ question: q }: Pick<ReviewQuestion, 'question'>): StudentExercise {
  return studentViewOf(
    { exerciseId: q.questionId, type: q.type, stem: q.stem, difficulty: q.difficulty, score: q.score, spec: q.spec, analysis: q.analysis },
    { release: false, sceneName: q.sceneName },
  );
}

const hasAnswer = (a: AnswerValue | null): a is AnswerValue =>
  !!a && Object.values(a).some((v) => v !== undefined && v !== '' && !(Array.isArray(v) && v.every((x) => x === '')));

type Props = {
  position: number;
  exercise: StudentExercise;
  answer: AnswerValue | null;
  verdict: Verdict | null;
  /** the final score, and whether a person gave it; absent: not shown */
  score?: { value: number | null; manual: boolean };
  comment?: string | null;
  /** below the verdict, e.g. 参考答案 */
  reference?: ReactNode;
  /** at the bottom, e.g. a score box */
  children?: ReactNode;
};

export default function AnswerWithVerdict({ position, exercise, answer, verdict, score, comment, reference, children }: Props) {
  const t = useT();
  const answered = hasAnswer(answer);
  const scoreTag = score && score.value !== null && (
    <Tag color={score.manual ? 'purple' : 'blue'} data-testid="answer-final-score">
      {t('answerView.score', { score: points(score.value), max: points(exercise.score) })} ·{' '}
      {score.manual ? t('answerView.score.manual') : t('answerView.score.auto')}
    </Tag>
  );
  return (
    <Card
      title={t('answerView.position', { position })}
      extra={scoreTag}
      data-testid={`answer-${exercise.exerciseId}`}
      id={`question-${position}`}
      style={{ breakInside: 'avoid' }}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <QuestionView exercise={exercise} value={answer ?? {}} blankMarks={verdict?.blanks} />
        {!answered && (
          <Tag color="default" data-testid="answer-none">
            {t('answerView.none')}
          </Tag>
        )}
        {verdict ? <VerdictPanel verdict={verdict} /> : answered && <Tag data-testid="answer-unscored">{t('answerView.verdict.none')}</Tag>}
        {comment && (
          <div data-testid="answer-comment">
            <Typography.Text type="secondary">{t('answerView.comment')}</Typography.Text>
            <span style={{ whiteSpace: 'pre-wrap' }}>{comment}</span>
          </div>
        )}
        {reference}
        {children}
      </Space>
    </Card>
  );
}
