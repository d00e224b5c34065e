// 提交 asks first, listing the questions still unanswered (homework and exams alike).
import { App, Space, Typography } from 'antd';
import type { AnswerValue } from '../../../../../contract/exercise';
import type { HomeworkSheetQuestion } from '../../../../../contract/homework';
import { useT, type MessageId } from '@/components/Locale';
import { numbersText, unansweredNumbers } from './sheet';

/** Resolves true when the student confirms. `title`: the question asked (确认提交作业？ / 确认交卷？). */
export function useSubmitConfirm(title: MessageId, okText: MessageId = 'taskStu.answer.submit.ok') {
  const t = useT();
  const { modal } = App.useApp();
  return (questions: HomeworkSheetQuestion[], answers: Record<number, AnswerValue>) =>
    new Promise<boolean>((resolve) => {
      const missing = unansweredNumbers(questions, answers);
      modal.confirm({
        title: t(title),
        content: (
          <Space direction="vertical" size={4} data-testid="answer-submit-confirm">
            {missing.length > 0 ? (
              <Typography.Text type="warning" data-testid="answer-submit-unanswered">
                {t('taskStu.answer.submit.unanswered', { count: missing.length, list: numbersText(t, missing) })}
              </Typography.Text>
            ) : (
              <Typography.Text>{t('taskStu.answer.submit.allAnswered', { count: questions.length })}</Typography.Text>
            )}
            <Typography.Text type="secondary">{t('taskStu.answer.submit.final')}</Typography.Text>
          </Space>
        ),
        okText: t(okText),
        cancelText: t('taskStu.answer.submit.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
