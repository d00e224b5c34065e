// 使用此模板: a course of one's own from the template, named as the teacher likes (the template's name to start
// with); once made, the caller opens it. The form is made anew each time the dialog opens.
import { useRequest } from 'ahooks';
import { Form, Input, Modal, Typography } from 'antd';
import { SaveCourseBody, type Course } from '@contract/course';
import type { TemplateCard } from '@contract/template';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { createFromTemplate } from '@/services/htdz/course';
import '@/locales/zh-CN/course';

type Values = { name: string };

type Props = {
  /** the template chosen; null: the dialog is closed */
  template: TemplateCard | null;
  onClose: () => void;
  onCreated: (course: Course) => void;
};

export default function UseTemplateModal({ template, onClose, onCreated }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const create = useRequest(async (templateId: number, name: string) => (await createFromTemplate({ templateId, name })).obj, { manual: true });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !template || create.loading) return;
    try {
      onCreated(await create.runAsync(template.courseId, values.name.trim()));
    } catch {
      // shown by the request error handler; the dialog stays open
    }
  };

  return (
    <Modal
      open={template !== null}
      title={template ? t('course.gallery.use.title', { name: template.name }) : undefined}
      okText={t('course.gallery.use.ok')}
      confirmLoading={create.loading}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('course.gallery.use.desc')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" preserve={false} initialValues={{ name: template?.name ?? '' }} onFinish={submit}>
        <Form.Item name="name" label={t('course.form.name')} required rules={[zodRule(SaveCourseBody.shape.name, t('course.form.name.required'))]}>
          <Input maxLength={60} showCount placeholder={t('course.form.name.placeholder')} data-testid="template-use-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
