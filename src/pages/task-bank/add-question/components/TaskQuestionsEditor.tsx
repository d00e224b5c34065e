// Choosing a task's questions: picked questions join the list below the others with their default scores; the
// teacher sets scores, reorders and removes, and 保存 sends the whole list (setTaskQuestions). Leaving with unsaved
// changes asks first.
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Card, Col, Result, Row, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ExerciseSummary } from '@contract/exercise';
import type { TaskDetail } from '@contract/task';
import { useT } from '@/components/Locale';
import { useLeaveGuard } from '@/components/LeaveGuard';
import QuestionScoreList, { scoreProblem, shapeOf, totalOf, type ScoredQuestion } from '@/components/QuestionScoreList';
import QuestionPicker from '@/components/QuestionPicker';
import PageFrame from '@/components/PageFrame';
import { getTask, setTaskQuestions } from '@/services/htdz/task';
import { publishTaskLink, taskBankLink, taskDetailLink } from '@/utils/homework-links';
import '@/locales/zh-CN/task';

const itemsOf = (task: TaskDetail): ScoredQuestion[] =>
  task.questions.map((q) => ({ exerciseId: q.exerciseId, type: q.type, stemText: q.stemText, score: q.score }));

type Props = { courseId: number; taskId: number };

export default function TaskQuestionsEditor({ courseId, taskId }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [items, setItems] = useState<ScoredQuestion[]>([]);
  const [saved, setSaved] = useState(shapeOf([]));
  const load = useRequest(async () => (await getTask(taskId)).obj, {
    refreshDeps: [taskId],
    onSuccess: (task) => {
      setItems(itemsOf(task));
      setSaved(shapeOf(itemsOf(task)));
    },
  });
  const save = useRequest(setTaskQuestions, { manual: true });
  const dirty = shapeOf(items) !== saved;
  const { leave, leaveAsking } = useLeaveGuard(dirty, { title: t('task.leave.title'), content: t('task.leave.content'), okText: t('task.leave.ok') });
  const inTask = useMemo(() => new Set(items.map((i) => i.exerciseId)), [items]);
  const task = load.data;
  // the task's own course decides its bank (an address may name another)
  const bankCourse = task?.courseId ?? courseId;

  const add = (rows: ExerciseSummary[]) => {
    const fresh = rows.filter((r) => !inTask.has(r.exerciseId));
    if (fresh.length === 0) return;
    setItems([...items, ...fresh.map((r) => ({ exerciseId: r.exerciseId, type: r.type, stemText: r.stemText, score: r.score }))]);
    message.success(t('task.pick.addedCount', { count: fresh.length }));
  };

  const submit = async (then?: string) => {
    const problem = scoreProblem(items, t);
    if (problem) {
      message.error(problem);
      return;
    }
    const questions = items.map((i) => ({ exerciseId: i.exerciseId, score: i.score! }));
    const answer = await save.runAsync({ taskId, questions }).catch(() => null);
    if (!answer) return;
    setItems(itemsOf(answer.obj));
    setSaved(shapeOf(itemsOf(answer.obj)));
    message.success(t('task.questions.saved'));
    if (then) leave(then);
  };

  const frame = (children: React.ReactNode) => (
    <PageFrame
      bare
      title={t('task.questions.title')}
      subTitle={task?.name}
      backText={t('task.back.bank')}
      onBack={() => leaveAsking(taskBankLink(bankCourse))}
      extra={
        task && (
          <Space>
            <Button onClick={() => leaveAsking(taskDetailLink(taskId))}>{t('task.action.detail')}</Button>
            <Button
              disabled={items.length === 0 || dirty}
              onClick={() => history.push(publishTaskLink(task.courseId, taskId))}
              title={dirty ? t('task.publish.saveFirst') : undefined}
            >
              {t('task.action.publish')}
            </Button>
          </Space>
        )
      }
    >
      {children}
    </PageFrame>
  );
  if (load.error) return frame(<Result status="404" title={t('task.notFound')} subTitle={t('task.notFound.desc')} />);
  if (!task) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  return frame(
    <Row gutter={16}>
      <Col xs={24} xxl={13}>
        <Card title={t('task.pick.title')} styles={{ body: { paddingTop: 12 } }} data-testid="bank-picker">
          <QuestionPicker courseId={bankCourse} taken={inTask} onAdd={add} addChosenText={(count) => t('task.pick.addChosen', { count })} />
        </Card>
      </Col>
      <Col xs={24} xxl={11}>
        <Card
          title={t('task.questions.list', { count: items.length, total: totalOf(items) })}
          extra={
            <Space>
              {dirty && <Typography.Text type="warning">{t('task.questions.unsaved')}</Typography.Text>}
              <Button type="primary" loading={save.loading} disabled={!dirty} onClick={() => submit()} data-testid="task-questions-save">
                {t('common.save')}
              </Button>
              <Button loading={save.loading} disabled={!dirty} onClick={() => submit(taskDetailLink(taskId))}>
                {t('task.questions.saveAndView')}
              </Button>
            </Space>
          }
          data-testid="task-questions"
        >
          <QuestionScoreList items={items} onChange={setItems} emptyText={t('task.questions.empty')} totalTestId="task-total" />
        </Card>
      </Col>
    </Row>,
  );
}
