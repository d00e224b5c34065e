// Picks a folder of a bank in a TreeSelect: where a folder moves (its own branch left out), or where chosen
// questions are moved or copied. Value 0 is the bank's root.
import { Form, Modal, TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import type { ExerciseFolderNode } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { folderOptions } from '@/utils/folders';
import '@/locales/zh-CN/exercise';

type Props = {
  open: boolean;
  title: string;
  /** a line above the picker, e.g. how many questions go */
  description?: string;
  tree: ExerciseFolderNode[];
  /** the name of the bank's root (value 0); absent: the question bank's */
  rootTitle?: string;
  /** folders that cannot be picked, with everything below them */
  exclude?: ReadonlySet<number>;
  /** the folder picked at first; absent: none */
  initial?: number;
  okText?: string;
  loading?: boolean;
  onOk: (parentId: number) => void;
  onCancel: () => void;
};

export default function FolderPickModal({ open, title, description, tree, rootTitle, exclude, initial, okText, loading, onOk, onCancel }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ parentId: number }>();
  const options = useMemo(() => folderOptions(tree, rootTitle ?? t('exercise.folder.root'), exclude), [tree, rootTitle, exclude, t]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onOk(values.parentId);
  };
  return (
    <Modal open={open} title={title} okText={okText} onOk={submit} onCancel={onCancel} confirmLoading={loading} destroyOnHidden>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ parentId: initial }}>
        <Form.Item name="parentId" label={t('exercise.folder.target')} rules={[{ required: true, message: t('exercise.folder.target.required') }]}>
          <TreeSelect
            aria-label={t('exercise.folder.target')}
            treeData={options}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            placeholder={t('exercise.folder.target.placeholder')}
            data-testid="folder-pick"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
