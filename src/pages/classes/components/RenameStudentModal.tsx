// 改名: a teacher corrects the name of a student of the class. The server refuses accounts that are not only a
// student's (a teacher's, an admin's); its message shows as the request error handler shows refusals.
import { useRequest } from 'ahooks';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { RenameStudentBody, type ClassStudent } from '@contract/clazz';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { renameClassStudent } from '@/services/htdz/clazz';
import '@/locales/zh-CN/classes';

type Props = {
  sclassId: number;
  /** null: closed */
  student: ClassStudent | null;
  onClose: () => void;
  onRenamed: (student: ClassStudent) => void;
};

export default function RenameStudentModal({ sclassId, student, onClose, onRenamed }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRequest(renameClassStudent, { manual: true });

  useEffect(() => {
    if (student) form.setFieldsValue({ name: student.name });
  }, [student, form]);

  const onOk = async () => {
    if (!student || rename.loading) return;
    const { name } = await form.validateFields();
    try {
      const answer = await rename.runAsync({ sclassId, userId: student.userId, name });
      onRenamed(answer.obj);
    } catch {
      // shown by the request error handler; what was typed stays
    }
  };

  return (
    <Modal
      title={student ? t('classes.roster.rename.title', { code: student.code }) : undefined}
      open={student !== null}
      onCancel={() => !rename.loading && onClose()}
      onOk={onOk}
      confirmLoading={rename.loading}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={onOk}>
        <Form.Item name="name" label={t('classes.roster.name')} required rules={[zodRule(RenameStudentBody.shape.name, t('classes.roster.rename.required'))]}>
          <Input maxLength={50} autoFocus data-testid="class-rename-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
