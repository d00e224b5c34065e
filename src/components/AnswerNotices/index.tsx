// The notices every answering screen shows above the questions: why answers cannot change now (with a way on), the
// screen's own notices, answers brought back from this browser, and newer answers from another tab or device.
import { Alert, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/components/Locale';
import { numbersText } from '@/utils/answer-sheet';
import '@/locales/zh-CN/homework-stu';

type Props = {
  /** why answers cannot change, or null */
  readOnly: string | null;
  readOnlyAction?: ReactNode;
  restored: number[];
  conflicts: number[];
  numberOf: (questionId: number) => number;
  onReload: () => void;
  onDismissConflicts: () => void;
  children?: ReactNode;
};

export const gap = { marginBottom: 16 };

export default function AnswerNotices({ readOnly, readOnlyAction, restored, conflicts, numberOf, onReload, onDismissConflicts, children }: Props) {
  const t = useT();
  const list = (ids: number[]) =>
    numbersText(
      t,
      ids.map(numberOf).sort((a, b) => a - b),
    );
  return (
    <>
      {readOnly && <Alert style={gap} type="warning" showIcon message={readOnly} action={readOnlyAction} data-testid="answer-readonly" />}
      {children}
      {readOnly === null && restored.length > 0 && (
        <Alert style={gap} type="info" showIcon closable message={t('homeworkStu.answer.restored', { count: restored.length })} data-testid="answer-restored" />
      )}
      {conflicts.length > 0 && (
        <Alert
          style={gap}
          type="warning"
          showIcon
          message={t('homeworkStu.answer.conflict', { list: list(conflicts) })}
          description={t('homeworkStu.answer.conflict.desc')}
          data-testid="answer-conflict"
          action={
            <Space direction="vertical">
              <Button size="small" type="primary" onClick={onReload} data-testid="answer-reload">
                {t('homeworkStu.answer.reload')}
              </Button>
              <Button size="small" onClick={onDismissConflicts}>
                {t('homeworkStu.answer.dismiss')}
              </Button>
            </Space>
          }
        />
      )}
    </>
  );
}
