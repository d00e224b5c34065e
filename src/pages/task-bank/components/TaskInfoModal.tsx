// 编辑 a task's name and description where it is (its folder stays).
import { useRequest } from 'ahooks';
import { App, Form, Modal } from 'antd';
import type { TaskSummary } from '@contract/task';
import { useT } from '@/components/Locale';
import { saveTask } from '@/services/htdz/task';
import TaskInfoFields, { type TaskInfoValues } from './TaskInfoFields';
import '@/locales/zh-CN/task';

type Props = { task: TaskSummary | null; onClose: () => void; onSaved: (task: TaskSummary) => void };

export default function TaskInfoModal({ task, onClose, onSaved }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<TaskInfoValues>();
  const save = useRequest(saveTask, { manual: true });
  const submit = async () => {
    if (!task) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const answer = await save
      .runAsync({
        taskId: task.taskId,
        courseId: task.courseId,
        parentId: task.parentId,
        name: values.name.trim(),
        description: values.description?.trim() || null,
      })
      .catch(() => null);
    if (!answer) return;
    message.success(t('task.saved'));
    onSaved(answer.obj);
  };
  return (
    <Modal open={task !== null} title={t('task.edit.title')} onOk={submit} onCancel={onClose} confirmLoading={save.loading} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ name: task?.name, description: task?.description ?? '' }}>
        <TaskInfoFields autoFocus />
      </Form>
    </Modal>
  );
}
