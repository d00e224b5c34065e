// 修改设置: a published exam's window, duration, shuffling and release settings, in the same fields as publishing.
// Attempts already started keep their deadline and fix the shuffling (the server's rules); the dialog says so.
import { useRequest } from 'ahooks';
import { Alert, App, Form, Modal } from 'antd';
import type { ExamClassSummary } from '@contract/exam';
import { useT } from '@/components/Locale';
import { updateExamClass } from '@/services/htdz/exam';
import ExamSettingsFields from '@/components/ExamSettingsFields';
import { examSettingsOf, examSettingsValuesOf, type ExamSettingsValues } from '@/utils/exam-settings';
import '@/locales/zh-CN/exam-teacher';

type Props = { examClass: ExamClassSummary | null; onClose: () => void; onSaved: (examClass: ExamClassSummary) => void };

export default function ExamClassSettingsModal({ examClass, onClose, onSaved }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ExamSettingsValues>();
  const save = useRequest(updateExamClass, { manual: true });
  const submit = async () => {
    if (!examClass) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const settings = examSettingsOf(form.getFieldsValue(true) as ExamSettingsValues);
    const answer = await save.runAsync({ examClassId: examClass.examClassId, settings }).catch(() => null);
    if (!answer) return;
    message.success(t('examTeacher.class.updated'));
    onSaved(answer.obj);
  };
  return (
    <Modal
      open={examClass !== null}
      title={examClass ? t('examTeacher.class.edit.title', { name: examClass.name, className: examClass.className }) : ''}
      width={680}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.loading}
      destroyOnHidden
    >
      {examClass && (
        <Form form={form} layout="vertical" preserve={false} initialValues={examSettingsValuesOf(examClass)}>
          {examClass.startedCount > 0 && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('examTeacher.class.edit.started', { count: examClass.startedCount })} />
          )}
          <ExamSettingsFields shufflingFixed={examClass.startedCount > 0} />
        </Form>
      )}
    </Modal>
  );
}
