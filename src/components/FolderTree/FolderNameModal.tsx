// The name of a new folder, or a folder's new name (重命名), checked by the contract's rule before it is sent.
import { Form, Input, Modal } from 'antd';
import { SaveFolderBody } from '@contract/exercise';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/exercise';

type Props = {
  open: boolean;
  title: string;
  initial: string;
  loading?: boolean;
  onOk: (name: string) => void;
  onCancel: () => void;
};

export default function FolderNameModal({ open, title, initial, loading, onOk, onCancel }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ name: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onOk(values.name.trim());
  };
  return (
    <Modal open={open} title={title} onOk={submit} onCancel={onCancel} confirmLoading={loading} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ name: initial }}>
        <Form.Item name="name" label={t('exercise.folder.name')} rules={[zodRule(SaveFolderBody.shape.name, t('exercise.folder.name.required'))]}>
          <Input maxLength={50} showCount autoFocus onPressEnter={submit} data-testid="folder-name-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
