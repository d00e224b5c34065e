// 修改时间: a published homework's times and release settings, in the same form as publishing.
import { useRequest } from 'ahooks';
import { App, Form, Modal } from 'antd';
import type { HomeworkSummary } from '@contract/homework';
import { useT } from '@/components/Locale';
import { updateHomework } from '@/services/htdz/homework';
import HomeworkSettingsForm from '@/components/HomeworkSettingsForm';
import { settingsOf, settingsValuesOf, type SettingsValues } from '@/utils/homework-settings';
import '@/locales/zh-CN/task';

type Props = { homework: HomeworkSummary | null; onClose: () => void; onSaved: (homework: HomeworkSummary) => void };

export default function HomeworkSettingsModal({ homework, onClose, onSaved }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsValues>();
  const save = useRequest(updateHomework, { manual: true });
  const submit = async () => {
    if (!homework) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const answer = await save
      .runAsync({ homeworkId: homework.homeworkId, settings: settingsOf(form.getFieldsValue(true) as SettingsValues) })
      .catch(() => null);
    if (!answer) return;
    message.success(t('task.homework.updated'));
    onSaved(answer.obj);
  };
  return (
    <Modal
      open={homework !== null}
      title={homework ? t('task.homework.edit.title', { name: homework.name, className: homework.className }) : ''}
      width={640}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.loading}
      destroyOnHidden
    >
      {homework && (
        <Form form={form} layout="vertical" preserve={false} initialValues={settingsValuesOf(homework)}>
          <HomeworkSettingsForm />
        </Form>
      )}
    </Modal>
  );
}
