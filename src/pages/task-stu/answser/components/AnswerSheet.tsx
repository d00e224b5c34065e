// Answering a homework: the header (name, countdown by the server's clock, autosave state, 提交), the answer card on
// the left, the questions on the right (one at a time or all). Changes are autosaved (use-autosave); 提交 saves what
// is left first, then asks with the unanswered questions listed. Read-only when the server says the sheet cannot be
// changed (not started, ended, submitted), when the countdown runs out, or when the server refuses a save for time.
import { SendOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { App, Button, Segmented, Space, Typography, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { HomeworkSheet } from '../../../../../contract/homework';
import { useT } from '@/components/Locale';
import { getHomeworkSheet, runHomeworkSql, saveHomeworkAnswers, submitHomework } from '@/services/htdz/homework';
import { TASK_STU_LINKS } from '../../components/links';
import TaskStuFrame from '../../components/TaskStuFrame';
import { SaveRefused, useAutosave, type SaveItem } from '../../components/use-autosave';
import { useServerNow } from '../../components/use-server-now';
import Countdown from './Countdown';
import QuestionNav from './QuestionNav';
import QuestionPanel, { questionAnchor } from './QuestionPanel';
import SaveIndicator from './SaveIndicator';
import SheetNotices, { type Closed } from './SheetNotices';
import { numbersText, orderedQuestions, readOnlyReason, unansweredNumbers } from './sheet';

type Props = {
  sheet: HomeworkSheet;
  studentId: number;
  /** loads the sheet again (the page remounts this with the server's answers) */
  onReload: () => void;
};

/** `htdz.homeworkDraft.4.12`: student 4, homework 12. */
export const homeworkDraftKey = (studentId: number, homeworkId: number) => `htdz.homeworkDraft.${studentId}.${homeworkId}`;

const isBizError = (e: unknown): e is Error & { info?: { errorCode?: string } } => e instanceof Error && e.name === 'BizError';

export default function AnswerSheet({ sheet, studentId, onReload }: Props) {
  const t = useT();
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const { homeworkId } = sheet;
  const questions = useMemo(() => orderedQuestions(sheet), [sheet]);
  const now = useServerNow(sheet.serverNow) ?? Date.parse(sheet.serverNow);
  const deadline = Date.parse(sheet.deadline);
  const [closed, setClosed] = useState<Closed>(null);
  const [mode, setMode] = useState<'one' | 'all'>('one');
  const [current, setCurrent] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const editable = sheet.canEdit && closed === null;
  // the deadline as the refusal handler sees it (it runs after the render that made it)
  const clock = useRef({ now, deadline });
  clock.current = { now, deadline };

  const autosave = useAutosave({
    questions: useMemo(() => questions.map((q) => ({ questionId: q.questionId, type: q.exercise.type })), [questions]),
    saved: sheet.answers,
    draftKey: homeworkDraftKey(studentId, homeworkId),
    enabled: editable,
    save: async (answers: SaveItem[]) => {
      const sent = await saveHomeworkAnswers({ studentId, homeworkId, answers }, { skipErrorHandler: true }).catch((e: unknown) => {
        throw isBizError(e) ? new SaveRefused(e.message, e.info?.errorCode) : e;
      });
      if (!sent.success) throw new SaveRefused(sent.message, sent.errorCode);
      return sent.obj;
    },
    // refused: if the server no longer takes changes (time is up), stop and say so; else keep retrying
    onRefused: async (error) => {
      const fresh = await getHomeworkSheet(studentId, homeworkId).catch(() => null);
      const over = fresh?.success ? !fresh.obj.canEdit : clock.current.now >= clock.current.deadline;
      if (over) setClosed({ kind: 'refused', message: error.message });
      return over;
    },
  });

  // the countdown ran out: send what is left (the server judges the time), then stop
  const timeUp = editable && now >= deadline;
  const { flush } = autosave;
  useEffect(() => {
    if (timeUp) void flush().finally(() => setClosed((c) => c ?? { kind: 'timeUp' }));
  }, [timeUp, flush]);

  const go = (to: string) => history.push(to);
  const pick = (index: number) => {
    setCurrent(index);
    if (mode === 'all') document.getElementById(questionAnchor(questions[index].questionId))?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const reload = async () => {
    await autosave.flush();
    onReload();
  };

  const runSql = async (questionId: number, sql: string) => {
    const ran = await runHomeworkSql({ studentId, homeworkId, questionId, sql });
    if (!ran.success) throw new Error(ran.message);
    return ran.obj;
  };

  const confirmSubmit = () =>
    new Promise<boolean>((resolve) => {
      const missing = unansweredNumbers(questions, autosave.answers);
      modal.confirm({
        title: t('taskStu.answer.submit.confirm'),
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
        okText: t('taskStu.answer.submit.ok'),
        cancelText: t('taskStu.answer.submit.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      if (!(await autosave.flush())) {
        message.error(t('taskStu.answer.submit.unsaved'));
        return;
      }
      if (!(await confirmSubmit())) return;
      // a failure was shown by the request layer; the answers stay saved
      const sent = await submitHomework({ studentId, homeworkId }).catch(() => null);
      if (!sent?.success) return;
      message.success(t('taskStu.answer.submit.done'));
      go(TASK_STU_LINKS.detail(studentId, homeworkId));
    } finally {
      setSubmitting(false);
    }
  };

  const header = (
    <Space size={20} wrap>
      <Countdown now={now} deadline={deadline} />
      {editable && <SaveIndicator status={autosave.status} savedAt={autosave.savedAt} />}
      <Button type="primary" icon={<SendOutlined />} loading={submitting} disabled={!editable} onClick={submit} data-testid="answer-submit">
        {t('taskStu.answer.submit')}
      </Button>
    </Space>
  );

  return (
    <TaskStuFrame
      fill
      title={sheet.name}
      subTitle={t('taskStu.answer.total', { count: questions.length, score: sheet.totalScore })}
      backText={t('taskStu.back')}
      onBack={() => go(TASK_STU_LINKS.list(sheet.courseId, sheet.classId))}
      extra={header}
    >
      <aside style={{ width: 260, flexShrink: 0, padding: 16, overflow: 'auto', background: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Segmented
            block
            value={mode}
            onChange={(v) => setMode(v as 'one' | 'all')}
            options={[
              { label: t('taskStu.answer.mode.one'), value: 'one' },
              { label: t('taskStu.answer.mode.all'), value: 'all' },
            ]}
            data-testid="answer-mode"
          />
          <QuestionNav questions={questions} answers={autosave.answers} current={current} onPick={pick} />
        </Space>
      </aside>
      <main style={{ flex: 1, minWidth: 0, overflow: 'auto', padding: 24 }}>
        <div style={{ maxWidth: 960, margin: '0 auto' }}>
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
          <QuestionPanel
            questions={questions}
            answers={autosave.answers}
            mode={mode}
            current={current}
            onCurrent={setCurrent}
            onChange={editable ? autosave.change : undefined}
            onRunSql={editable ? runSql : undefined}
          />
        </div>
      </main>
    </TaskStuFrame>
  );
}
