// 新建知识点 / 编辑知识点: name (unique in the course, the server checks) and an optional description.
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import type { KnowledgePoint } from '@contract/knowledge';
import { useT } from '@/components/Locale';
import { saveKnowledge } from '@/services/htdz/knowledge';
import '@/locales/zh-CN/knowledge';

type Values = { name: string; description?: string };
type Props = {
  courseId: number;
  /** the point to edit, 'new' to create one, null when closed */
  point: KnowledgePoint | 'new' | null;
  /** names already used in the course (checked here before the server does) */
  names: string[];
  onClose: () => void;
  onSaved: (point: KnowledgePoint) => void;
};

export default function PointModal({ courseId, point, names, onClose, onSaved }: Props) {
  const t = useT();
  const save = useRequest(saveKnowledge, { manual: true });
  const editing = point !== null && point !== 'new' ? point : null;
  return (
    <ModalForm<Values>
      title={t(editing ? 'knowledge.form.edit' : 'knowledge.form.create')}
      open={point !== null}
      width={480}
      initialValues={editing ? { name: editing.name, description: editing.description ?? '' } : { name: '', description: '' }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async ({ name, description }) => {
        const answer = await save.runAsync({ knowId: editing?.knowId ?? null, courseId, name: name.trim(), description: description?.trim() || null });
        onSaved(answer.obj);
        return true;
      }}
    >
      <ProFormText
        name="name"
        label={t('knowledge.form.name')}
        placeholder={t('knowledge.form.name.placeholder')}
        fieldProps={{ maxLength: 50, showCount: true }}
        rules={[
          { required: true, whitespace: true, message: t('knowledge.form.name.required') },
          {
            validator: async (_rule, value: string | undefined) => {
              const name = value?.trim();
              if (name && name !== editing?.name && names.includes(name)) throw new Error(t('knowledge.form.name.duplicate'));
            },
          },
        ]}
      />
      <ProFormTextArea
        name="description"
        label={t('knowledge.form.description')}
        placeholder={t('knowledge.form.description.placeholder')}
        fieldProps={{ maxLength: 500, showCount: true, autoSize: { minRows: 3, maxRows: 8 } }}
      />
    </ModalForm>
  );
}
