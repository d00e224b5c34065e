// 新建试卷: a paper's name, rules and duration; once saved, on to choosing its questions.
import { useRequest } from 'ahooks';
import { App, Form, Modal } from 'antd';
import type { ExamSummary } from '@contract/exam';
import { useT } from '@/components/Locale';
import { saveExam } from '@/services/htdz/exam';
import ExamInfoFields, { examInfoBody, type ExamInfoValues } from './ExamInfoFields';
import '@/locales/zh-CN/exam-teacher';

/** A paper's duration unless the teacher says otherwise: a class period and a half. */
export const DEFAULT_DURATION = 90;

type Props = { courseId: number; open: boolean; onClose: () => void; onCreated: (exam: ExamSummary) => void };

export default function ExamCreateModal({ courseId, open, onClose, onCreated }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ExamInfoValues>();
  const save = useRequest(saveExam, { manual: true });
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const answer = await save.runAsync({ examId: null, courseId, ...examInfoBody(values) }).catch(() => null);
    if (!answer) return;
    message.success(t('examTeacher.created'));
    onCreated(answer.obj);
  };
  return (
    <Modal
      open={open}
      title={t('examTeacher.create.title')}
      okText={t('examTeacher.create.ok')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.loading}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ name: '', description: '', durationMinutes: DEFAULT_DURATION }}>
        <ExamInfoFields autoFocus />
      </Form>
    </Modal>
  );
}
