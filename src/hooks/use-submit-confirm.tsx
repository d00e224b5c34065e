// 提交 / 交卷 on an answering screen (homework and exams alike): send what is left, ask with the unanswered questions
// listed, hand in, then go on. A failure to hand in was shown by the request layer; the answers stay saved.
import { App, Space, Typography } from 'antd';
import { useState } from 'react';
import type { AnswerValue } from '@contract/exercise';
import type { HomeworkSheetQuestion } from '@contract/homework';
import { useT, type MessageId } from '@/components/Locale';
import { numbersText, unansweredNumbers } from '@/utils/answer-sheet';
import '@/locales/zh-CN/homework-stu';

type Options = {
  questions: HomeworkSheetQuestion[];
  answers: Record<number, AnswerValue>;
  /** sends the unsaved answers; false when some could not be saved */
  flush: () => Promise<boolean>;
  /** hands in; a falsy or unsuccessful answer stops here */
  send: () => Promise<{ success: boolean } | null>;
  onDone: () => void;
  /** the question asked (确认提交作业？ / 确认交卷？), the button and the message afterwards */
  text: { confirm: MessageId; ok: MessageId; done: MessageId };
};

export function useSubmit({ questions, answers, flush, send, onDone, text }: Options) {
  const t = useT();
  const { message, modal } = App.useApp();
  const [submitting, setSubmitting] = useState(false);

  const confirm = () =>
    new Promise<boolean>((resolve) => {
      const missing = unansweredNumbers(questions, answers);
      modal.confirm({
        title: t(text.confirm),
        content: (
          <Space direction="vertical" size={4} data-testid="answer-submit-confirm">
            {missing.length > 0 ? (
              <Typography.Text type="warning" data-testid="answer-submit-unanswered">
                {t('homeworkStu.answer.submit.unanswered', { count: missing.length, list: numbersText(t, missing) })}
              </Typography.Text>
            ) : (
              <Typography.Text>{t('homeworkStu.answer.submit.allAnswered', { count: questions.length })}</Typography.Text>
            )}
            <Typography.Text type="secondary">{t('homeworkStu.answer.submit.final')}</Typography.Text>
          </Space>
        ),
        okText: t(text.ok),
        cancelText: t('homeworkStu.answer.submit.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      if (!(await flush())) {
        message.error(t('homeworkStu.answer.submit.unsaved'));
        return;
      }
      if (!(await confirm())) return;
      const sent = await send().catch(() => null);
      if (!sent?.success) return;
      message.success(t(text.done));
      onDone();
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}
