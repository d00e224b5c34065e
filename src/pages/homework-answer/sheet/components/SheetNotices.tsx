// The homework's notices above the questions: why the sheet is read-only (with the way to the result), the teacher's
// note on a returned one, my own later end (加时), a resubmission under way, late submission, and AnswerNotices'
// restored answers and newer ones from another tab.
import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import type { HomeworkSheet } from '@contract/homework';
import { useT } from '@/components/Locale';
import { spanText } from '@/utils/server-time';
import AnswerNotices, { gap } from '@/components/AnswerNotices';
import type { ReadOnlyReason } from '@/utils/answer-sheet';
import type { Closed } from '@/hooks/use-answer-sheet';
import '@/locales/zh-CN/homework-stu';

type Props = {
  sheet: HomeworkSheet;
  now: number;
  reason: ReadOnlyReason | null;
  closed: Closed;
  conflicts: number[];
  restored: number[];
  numberOf: (questionId: number) => number;
  onReload: () => void;
  onDismissConflicts: () => void;
  onDetail: () => void;
};

export default function SheetNotices({ sheet, now, reason, closed, conflicts, restored, numberOf, onReload, onDismissConflicts, onDetail }: Props) {
  const t = useT();
  const detail =
    reason === 'notStarted' ? undefined : (
      <Button size="small" type="primary" ghost onClick={onDetail} data-testid="answer-to-detail">
        {t('homeworkStu.toDetail')}
      </Button>
    );
  const readOnly = (() => {
    if (reason === 'notStarted') {
      const start = Date.parse(sheet.startAt);
      return t('homeworkStu.answer.readOnly.notStarted', { time: dayjs(start).format('YYYY-MM-DD HH:mm'), span: spanText(t, start - now) });
    }
    if (reason) return t(reason === 'submitted' ? 'homeworkStu.answer.readOnly.submitted' : 'homeworkStu.answer.readOnly.ended');
    if (closed?.kind === 'refused') return t('homeworkStu.answer.readOnly.refused', { message: closed.message });
    if (closed?.kind === 'timeUp') return t('homeworkStu.answer.readOnly.timeUp');
    return null;
  })();
  const editable = readOnly === null;
  const late = editable && sheet.latePolicy === 'accept' && now >= Date.parse(sheet.endAt);

  return (
    <AnswerNotices
      readOnly={readOnly}
      readOnlyAction={detail}
      restored={editable ? restored : []}
      conflicts={conflicts}
      numberOf={numberOf}
      onReload={onReload}
      onDismissConflicts={onDismissConflicts}
    >
      {sheet.status === 'returned' && sheet.comment && (
        <Alert style={gap} type="info" showIcon message={t('homeworkStu.answer.returned')} description={sheet.comment} data-testid="answer-returned" />
      )}
      {editable && sheet.extended && (
        <Alert
          style={gap}
          type="info"
          showIcon
          message={t('homeworkStu.answer.extended', { time: dayjs(sheet.endAt).format('YYYY-MM-DD HH:mm') })}
          data-testid="answer-extended"
        />
      )}
      {editable && sheet.status === 'answering' && sheet.submitCount > 0 && (
        <Alert
          style={gap}
          type="info"
          showIcon
          message={t('homeworkStu.answer.resubmitting', { time: dayjs(sheet.deadline).format('YYYY-MM-DD HH:mm') })}
          data-testid="answer-resubmitting"
        />
      )}
      {late && (
        <Alert style={gap} type="warning" showIcon message={t('homeworkStu.answer.lateNote', { penalty: sheet.latePenalty })} data-testid="answer-late" />
      )}
    </AnswerNotices>
  );
}
