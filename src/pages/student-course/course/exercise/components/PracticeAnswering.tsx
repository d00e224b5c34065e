// Answering one practice question: the question with my answer (kept as a draft until submitted), 提交 with a fresh
// attemptKey per click, the verdict of my last submission, the answer and analysis once released, previous/next
// question and my attempts.
import { ArrowLeftOutlined, LeftOutlined, RightOutlined, SendOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { App, Button, Card, Divider, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { isSqlType } from '@contract/exercise';
import type { PracticeQuestion } from '@contract/practice';
import RestoredAlert from '@/components/Draft/RestoredAlert';
import { useT } from '@/components/Locale';
import { usePhone } from '@/hooks/use-phone';
import QuestionView from '@/components/QuestionView';
import { isAnswered, normaliseAnswer, sameAnswer } from '@/components/QuestionView/answer';
import { runPractice, submitPractice } from '@/services/htdz/practice';
import PracticeStatusTag from '../../components/PracticeStatusTag';
import { STU_LINKS } from '@/utils/study';
import { newAttemptKey } from '../attempt-key';
import { answerDraftKey } from '../draft';
import { useAnswerDraft } from '../use-answer-draft';
import AttemptList from './AttemptList';
import VerdictView from './VerdictView';
import '@/locales/zh-CN/practice';
import '@/locales/zh-CN/scene';

type Props = {
  question: PracticeQuestion;
  courseId: number;
  clazzId: number;
  knowId: number;
  userId: number | undefined;
};

export default function PracticeAnswering({ question, courseId, clazzId, knowId, userId }: Props) {
  const t = useT();
  const phone = usePhone();
  const { message } = App.useApp();
  const [exercise, setExercise] = useState(question.exercise);
  const [status, setStatus] = useState(question.status);
  const [attempts, setAttempts] = useState(question.attempts);
  const [sending, setSending] = useState(false);
  // a second click before React re-renders the disabled button must not send again
  const sendingNow = useRef(false);
  const last = attempts[0];
  const draft = useAnswerDraft(answerDraftKey(userId, clazzId, exercise.exerciseId), exercise.type, last?.answer ?? {}, last?.createdAt);

  const { exerciseId } = exercise;
  const go = (to: string) => history.push(to);
  const at = question.siblings.indexOf(exerciseId);
  const prev = at > 0 ? question.siblings[at - 1] : undefined;
  const next = at >= 0 && at < question.siblings.length - 1 ? question.siblings[at + 1] : undefined;
  const toList = () => go(STU_LINKS.knowledgeExercises(courseId, clazzId, knowId));

  const submit = async () => {
    if (sendingNow.current) return;
    if (!isAnswered(exercise, draft.answer)) {
      message.warning(t('practice.question.unanswered'));
      return;
    }
    const answer = normaliseAnswer(exercise.type, draft.answer);
    sendingNow.current = true;
    setSending(true);
    try {
      // a failure was shown by the request layer; the answer stays as typed, and the next click is a new attempt
      // the point's own status: counted since I started it afresh (重新练习)
      const sent = await submitPractice({ clazzId, exerciseId, answer, attemptKey: newAttemptKey(), knowId }).catch(() => null);
      if (!sent?.success) return;
      const { attempt, status: now, exercise: released } = sent.obj;
      setAttempts((list) => [attempt, ...list.filter((a) => a.attemptId !== attempt.attemptId)]);
      setStatus(now);
      setExercise(released);
      draft.markSubmitted(answer);
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  const runSql = async (sql: string) => {
    const ran = await runPractice({ clazzId, exerciseId, sql });
    if (!ran.success) throw new Error(ran.message);
    return ran.obj;
  };

  // the marks belong to the graded blanks: once they are edited they would mislead
  const blankMarks = exercise.type === 'fill' && last && sameAnswer('fill', draft.answer, last.answer) ? last.verdict.blanks : undefined;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {draft.restored && <RestoredAlert savedAt={draft.restored.savedAt} onDiscard={draft.discard} testId="practice-draft-restored" />}
      <Card
        title={
          <Space size={12}>
            {at >= 0 && <span data-testid="practice-position">{t('practice.question.position', { index: at + 1, total: question.siblings.length })}</span>}
            <PracticeStatusTag status={status} />
          </Space>
        }
        extra={
          <Space wrap>
            <Button
              size={phone ? 'small' : undefined}
              icon={<LeftOutlined />}
              disabled={prev === undefined}
              onClick={() => prev !== undefined && go(STU_LINKS.exercise(courseId, clazzId, knowId, prev))}
              data-testid="practice-prev"
            >
              {t('practice.question.prev')}
            </Button>
            <Button
              size={phone ? 'small' : undefined}
              disabled={next === undefined}
              onClick={() => next !== undefined && go(STU_LINKS.exercise(courseId, clazzId, knowId, next))}
              data-testid="practice-next"
            >
              {t('practice.question.next')}
              <RightOutlined />
            </Button>
          </Space>
        }
      >
        <QuestionView
          exercise={exercise}
          value={draft.answer}
          onChange={draft.setAnswer}
          onRunSql={isSqlType(exercise.type) ? runSql : undefined}
          blankMarks={blankMarks}
          showAnswer
        />
        <Divider />
        <Space wrap>
          <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={sending} onClick={submit} data-testid="practice-submit">
            {t('practice.question.submit')}
          </Button>
          <Button icon={<ArrowLeftOutlined />} onClick={toList} data-testid="practice-back">
            {t('practice.question.back')}
          </Button>
          {isSqlType(exercise.type) && <Typography.Text type="secondary">{t('sql.run.shortcut')}</Typography.Text>}
        </Space>
        {last && (
          <div style={{ marginTop: 16 }}>
            <VerdictView attempt={last} />
          </div>
        )}
      </Card>
      <AttemptList attempts={attempts} />
    </Space>
  );
}
