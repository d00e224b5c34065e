// One question of a handed-in sheet (homework or exam): my answer, and as released its verdict, score and comment,
// the answer and analysis. A question also in an exam still open for the student shows neither until that exam ends.
import { Alert, Card, Tag } from 'antd';
import type { HomeworkResult } from '@contract/homework';
import { useT } from '@/components/Locale';
import QuestionView from '@/components/QuestionView';
import { isAnswered } from '@/components/QuestionView/answer';
import VerdictPanel from './VerdictPanel';
import '@/locales/zh-CN/homework-stu';

type ResultQuestion = Omit<HomeworkResult['questions'][number], 'heldForExam'> & { heldForExam?: boolean };
type Released = Pick<HomeworkResult, 'scoreReleased' | 'answerReleased'>;

export default function QuestionResult({ q, index, released }: { q: ResultQuestion; index: number; released: Released }) {
  const t = useT();
  const answered = isAnswered(q.exercise, q.answer);
  return (
    <Card
      title={t('homeworkStu.position', { index })}
      extra={!answered && <Tag data-testid="result-unanswered">{t('homeworkStu.detail.noAnswer')}</Tag>}
      data-testid={`result-question-${index}`}
    >
      <QuestionView
        exercise={q.exercise}
        value={q.answer ?? undefined}
        blankMarks={released.scoreReleased && !q.heldForExam ? q.verdict?.blanks : undefined}
        showAnswer={released.answerReleased && !q.heldForExam}
      />
      {q.heldForExam ? (
        <Alert style={{ marginTop: 16 }} type="info" showIcon message={t('homeworkStu.detail.heldForExam')} data-testid="result-held-for-exam" />
      ) : released.scoreReleased ? (
        <VerdictPanel verdict={q.verdict} score={q.score} maxScore={q.exercise.score} comment={q.comment} />
      ) : (
        q.comment && <Alert style={{ marginTop: 16 }} type="warning" message={t('homeworkStu.detail.questionComment')} description={q.comment} />
      )}
    </Card>
  );
}
