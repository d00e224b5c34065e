// A task's name and description as fields of the surrounding Form, checked by the contract's rules.
import { Form, Input } from 'antd';
import { SaveTaskBody, TASK_LIMITS } from '@contract/task';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/task';

export type TaskInfoValues = { name: string; description?: string | null };

export default function TaskInfoFields({ autoFocus }: { autoFocus?: boolean }) {
  const t = useT();
  return (
    <>
      <Form.Item name="name" label={t('task.field.name')} rules={[zodRule(SaveTaskBody.shape.name, t('task.field.name.required'))]}>
        <Input maxLength={100} showCount autoFocus={autoFocus} placeholder={t('task.field.name.placeholder')} data-testid="task-name-input" />
      </Form.Item>
      <Form.Item name="description" label={t('task.field.description')} rules={[zodRule(SaveTaskBody.shape.description)]}>
        <Input.TextArea
          maxLength={TASK_LIMITS.maxDescription}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('task.field.description.placeholder')}
        />
      </Form.Item>
    </>
  );
}
