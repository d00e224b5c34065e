// Answering a homework: the header (name, countdown by the server's clock, autosave state, 提交), the answer card on
// the left, the questions on the right (one at a time or all). Changes are autosaved (use-autosave); 提交 saves what
// is left first, then asks with the unanswered questions listed. Read-only when the server says the sheet cannot be
// changed (not started, ended, submitted), when the countdown runs out, or when the server refuses a save for time.
import { history } from '@umijs/max';
import { useState } from 'react';
import type { HomeworkSheet } from '@contract/homework';
import { useT } from '@/components/Locale';
import { getHomeworkSheet, runHomeworkSql, saveHomeworkAnswers, submitHomework } from '@/services/htdz/homework';
import { TASK_STU_LINKS } from '@/utils/student-homework-links';
import TaskStuFrame from '../../components/TaskStuFrame';
import AnswerWorkspace from '@/components/AnswerWorkspace';
import AnswerSheetHeader from '@/components/AnswerSheetHeader';
import SheetNotices from './SheetNotices';
import { readOnlyReason } from '@/utils/answer-sheet';
import { useAnswerSheet } from '@/hooks/use-answer-sheet';
import { useSubmit } from '@/hooks/use-submit-confirm';
import { sendSave, type SaveItem } from '@/utils/answer-save';
import '@/locales/zh-CN/homework-stu';

type Props = {
  sheet: HomeworkSheet;
  studentId: number;
  /** loads the sheet again (the page remounts this with the server's answers) */
  onReload: () => void;
};

/** `htdz.homeworkDraft.4.12`: student 4, homework 12. */
export const homeworkDraftKey = (studentId: number, homeworkId: number) => `htdz.homeworkDraft.${studentId}.${homeworkId}`;

export default function AnswerSheet({ sheet, studentId, onReload }: Props) {
  const t = useT();
  const { homeworkId } = sheet;
  const { questions, now, closed, editable, autosave, deadline } = useAnswerSheet({
    sheet,
    draftKey: homeworkDraftKey(studentId, homeworkId),
    save: (answers: SaveItem[]) => sendSave(() => saveHomeworkAnswers({ studentId, homeworkId, answers }, { skipErrorHandler: true })),
    stillEditable: async () => {
      const fresh = await getHomeworkSheet(studentId, homeworkId);
      return fresh.success ? fresh.obj.canEdit : null;
    },
  });
  const [current, setCurrent] = useState(0);

  const go = (to: string) => history.push(to);

  const reload = async () => {
    await autosave.flush();
    onReload();
  };

  const runSql = async (questionId: number, sql: string) => {
    const ran = await runHomeworkSql({ studentId, homeworkId, questionId, sql });
    if (!ran.success) throw new Error(ran.message);
    return ran.obj;
  };

  const { submit, submitting } = useSubmit({
    questions,
    answers: autosave.answers,
    flush: autosave.flush,
    send: () => submitHomework({ studentId, homeworkId }),
    onDone: () => go(TASK_STU_LINKS.detail(studentId, homeworkId)),
    text: { confirm: 'homeworkStu.answer.submit.confirm', ok: 'homeworkStu.answer.submit.ok', done: 'homeworkStu.answer.submit.done' },
  });

  const header = (
    <AnswerSheetHeader
      now={now}
      deadline={deadline}
      editable={editable}
      autosave={autosave}
      submitting={submitting}
      onSubmit={submit}
      submitText={t('homeworkStu.answer.submit')}
    />
  );

  return (
    <TaskStuFrame
      fill
      title={sheet.name}
      subTitle={t('homeworkStu.answer.total', { count: questions.length, score: sheet.totalScore })}
      backText={t('homeworkStu.back')}
      onBack={() => go(TASK_STU_LINKS.list(sheet.courseId, sheet.classId))}
      extra={header}
    >
      <AnswerWorkspace
        variant="fill"
        questions={questions}
        autosave={autosave}
        editable={editable}
        current={current}
        onCurrent={setCurrent}
        onRunSql={runSql}
        notices={
          <SheetNotices
            sheet={sheet}
            now={now}
            reason={readOnlyReason(sheet, now)}
            closed={closed}
            conflicts={autosave.conflicts}
            restored={autosave.restored}
            numberOf={(questionId) => questions.findIndex((q) => q.questionId === questionId) + 1}
            onReload={reload}
            onDismissConflicts={autosave.dismissConflicts}
            onDetail={() => go(TASK_STU_LINKS.detail(studentId, homeworkId))}
          />
        }
      />
    </TaskStuFrame>
  );
}
