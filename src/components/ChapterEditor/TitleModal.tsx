// The title of a new chapter or section, or a new title for one (重命名).
import { Form, Input, Modal } from 'antd';
import { SaveChapterBody } from '@contract/chapter';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/chapter';

type Props = {
  open: boolean;
  title: string;
  initial: string;
  loading?: boolean;
  onOk: (title: string) => void;
  onCancel: () => void;
};

export default function TitleModal({ open, title, initial, loading, onOk, onCancel }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ title: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onOk(values.title.trim());
  };
  return (
    <Modal open={open} title={title} onOk={submit} onCancel={onCancel} confirmLoading={loading} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ title: initial }}>
        <Form.Item name="title" label={t('chapter.tree.titleLabel')} rules={[zodRule(SaveChapterBody.shape.title, t('chapter.tree.title.required'))]}>
          <Input maxLength={100} showCount autoFocus onPressEnter={submit} data-testid="chapter-title-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
