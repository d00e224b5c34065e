// 新建作业 (/task-bank/addTask/courseId/parentId/:courseId/:parentId, no layout): a task's name and description in a
// folder of the bank (0: its root); then on to choosing its questions, or to the task.
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Card, Form, Space } from 'antd';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import PageFrame from '@/components/PageFrame';
import { saveTask } from '@/services/htdz/task';
import { addQuestionLink, taskBankLink, taskDetailLink } from '@/utils/homework-links';
import TaskInfoFields, { type TaskInfoValues } from '../components/TaskInfoFields';
import { idParam, folderParam } from '@/utils/route-params';
import '@/locales/zh-CN/task';

export default function AddTaskPage() {
  const t = useT();
  const { message } = App.useApp();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const parentId = folderParam(params.parentId) ?? 0;
  const [form] = Form.useForm<TaskInfoValues>();
  const save = useRequest(saveTask, { manual: true });
  if (courseId === null) return <BadParam bare />;

  const submit = async (next: 'questions' | 'detail') => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const answer = await save.runAsync({ courseId, parentId, name: values.name.trim(), description: values.description?.trim() || null }).catch(() => null);
    if (!answer) return;
    message.success(t('task.created'));
    const { taskId } = answer.obj;
    history.push(next === 'questions' ? addQuestionLink(courseId, parentId, taskId) : taskDetailLink(taskId));
  };

  return (
    <PageFrame bare title={t('task.create.title')} backText={t('task.back.bank')} onBack={() => history.push(taskBankLink(courseId))}>
      <Card style={{ maxWidth: 760, margin: '0 auto' }}>
        <Form form={form} layout="vertical" initialValues={{ name: '', description: '' }}>
          <TaskInfoFields autoFocus />
          <Space>
            <Button type="primary" loading={save.loading} onClick={() => submit('questions')} data-testid="task-create-questions">
              {t('task.create.toQuestions')}
            </Button>
            <Button loading={save.loading} onClick={() => submit('detail')}>
              {t('task.create.toDetail')}
            </Button>
            <Button onClick={() => history.push(taskBankLink(courseId))}>{t('common.cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </PageFrame>
  );
}
