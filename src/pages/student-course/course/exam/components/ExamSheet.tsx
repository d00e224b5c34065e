// Taking an exam: the header (the countdown to the deadline the server set at start, the autosave state, 交卷), the
// answer card and the questions (AnswerWorkspace), the current question kept in the address so a reload opens it
// again. Changes autosave like homework (use-autosave, a draft in this browser while unsent). When the countdown
// runs out the page sends what is left, stops, and once the server's grace for saves in flight is over asks it to
// hand the attempt in, then shows the result page. The server decides in every case: a refused save stops the page.
// On a phone the fixed header is compact (PhoneHead): the title on one line, the countdown, save state and 交卷 on
// the next, so the paper keeps most of the screen.
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { App, Button, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { EXAM_LIMITS, type ExamPaper } from '@contract/exam';
import { useT } from '@/components/Locale';
import AnswerNotices from '@/components/AnswerNotices';
import AnswerWorkspace from '@/components/AnswerWorkspace';
import AnswerSheetHeader from '@/components/AnswerSheetHeader';
import PhoneHead from '@/components/PhoneHead';
import { usePhone } from '@/hooks/use-phone';
import { useSubmit } from '@/hooks/use-submit-confirm';
import { useAnswerSheet } from '@/hooks/use-answer-sheet';
import { getExamPaper, runExamSql, saveExamAnswers, submitExam } from '@/services/htdz/exam';
import { autoSubmitDelayMs, EXAM_STU_LINKS, questionIndexOf } from '@/utils/student-exam';
import { sendSave, type SaveItem } from '@/utils/answer-save';
import '@/locales/zh-CN/exam-student';
import '@/locales/zh-CN/homework-stu';

type Props = {
  paper: ExamPaper;
  studentId: number;
  /** the question in the address */
  exerciseId: number | null;
  onReload: () => void;
};

/** `htdz.examDraft.4.12`: student 4, exam-class 12. */
export const examDraftKey = (studentId: number, examClassId: number) => `htdz.examDraft.${studentId}.${examClassId}`;

export default function ExamSheet({ paper, studentId, exerciseId, onReload }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const { examClassId, courseId, classId, examId } = paper;
  const { questions, now, deadline, clock, closed, editable, autosave } = useAnswerSheet({
    sheet: paper,
    draftKey: examDraftKey(studentId, examClassId),
    save: (answers: SaveItem[]) => sendSave(() => saveExamAnswers({ examClassId, answers }, { skipErrorHandler: true })),
    stillEditable: async () => (await getExamPaper(examClassId, { skipErrorHandler: true })).obj.canEdit,
  });
  const [current, setCurrent] = useState(() => questionIndexOf(questions, exerciseId));
  const detailLink = EXAM_STU_LINKS.detail(courseId, classId, examId, examClassId);
  const phone = usePhone();

  // the address follows the question on screen, so a reload (or a link) opens it again
  const show = (index: number) => {
    setCurrent(index);
    const q = questions[index];
    if (q) history.replace(EXAM_STU_LINKS.exercise(courseId, classId, examId, examClassId, q.questionId));
  };

  // time is up (the sheet sent what was left and stopped): after the server's grace it hands the attempt in
  const handingIn = closed?.kind === 'timeUp';
  useEffect(() => {
    if (!handingIn) return;
    const wait = Math.max(0, deadline + autoSubmitDelayMs(EXAM_LIMITS.saveGraceSeconds) - clock.current.now);
    const timer = setTimeout(async () => {
      await submitExam({ examClassId }, { skipErrorHandler: true }).catch(() => null);
      message.info(t('examStu.answer.autoSubmitted'));
      history.push(detailLink);
    }, wait);
    return () => clearTimeout(timer);
  }, [handingIn, deadline, examClassId, detailLink, message, t]);

  const runSql = async (questionId: number, sql: string) => {
    const ran = await runExamSql({ examClassId, questionId, sql });
    if (!ran.success) throw new Error(ran.message);
    return ran.obj;
  };

  const { submit, submitting } = useSubmit({
    questions,
    answers: autosave.answers,
    flush: autosave.flush,
    send: () => submitExam({ examClassId }),
    onDone: () => history.push(detailLink),
    text: { confirm: 'examStu.answer.submit.confirm', ok: 'examStu.answer.submit.ok', done: 'examStu.answer.submit.done' },
  });

  const readOnly = (() => {
    if (!paper.canEdit) return t(paper.state === 'answering' ? 'examStu.answer.readOnly.timeUp' : 'examStu.answer.readOnly.submitted');
    if (closed?.kind === 'refused') return t('homeworkStu.answer.readOnly.refused', { message: closed.message });
    if (closed?.kind === 'timeUp') return t('examStu.answer.readOnly.handingIn');
    return null;
  })();

  const header = (
    <AnswerSheetHeader
      key="header"
      now={now}
      deadline={deadline}
      editable={editable}
      autosave={autosave}
      submitting={submitting}
      onSubmit={submit}
      submitText={t('examStu.answer.submit')}
    />
  );

  const subTitle = (
    <>
      {t('homeworkStu.answer.total', { count: questions.length, score: paper.totalScore })}
      {paper.extraMinutes > 0 && (
        <Tag color="purple" style={{ marginInlineStart: 8 }} data-testid="exam-extra">
          {t('examStu.answer.extra', { minutes: paper.extraMinutes })}
        </Tag>
      )}
    </>
  );
  const back = () => history.push(detailLink);
  return (
    <PageContainer
      title={paper.name}
      subTitle={subTitle}
      onBack={back}
      extra={[header]}
      pageHeaderRender={
        phone ? () => <PhoneHead title={paper.name} note={subTitle} backText={t('examStu.toDetail')} onBack={back} extra={header} /> : undefined
      }
      // the countdown and 交卷 stay in view while 全部 scrolls through the paper
      fixedHeader
    >
      <AnswerWorkspace
        variant="page"
        questions={questions}
        autosave={autosave}
        editable={editable}
        current={current}
        onCurrent={show}
        onRunSql={runSql}
        notices={
          <AnswerNotices
            readOnly={readOnly}
            readOnlyAction={
              handingIn ? undefined : (
                <Button size="small" type="primary" ghost onClick={() => history.push(detailLink)} data-testid="answer-to-detail">
                  {t('examStu.toDetail')}
                </Button>
              )
            }
            restored={editable ? autosave.restored : []}
            conflicts={autosave.conflicts}
            numberOf={(questionId) => questions.findIndex((q) => q.questionId === questionId) + 1}
            onReload={async () => {
              await autosave.flush();
              onReload();
            }}
            onDismissConflicts={autosave.dismissConflicts}
          />
        }
      />
    </PageContainer>
  );
}
