// The classes to publish to (homework, exams), as a control of the surrounding Form item: one checkbox per class of
// the course the teacher teaches, with its size; while there is none, the way to open one.
import { Alert, Checkbox, Spin } from 'antd';
import type { ClassSummary } from '@contract/clazz';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/task';

type Props = {
  classes: ClassSummary[] | undefined;
  loading?: boolean;
  value?: number[];
  onChange?: (classIds: number[]) => void;
};

export default function ClassCheckboxes({ classes, loading, value, onChange }: Props) {
  const t = useT();
  if (loading && !classes) return <Spin size="small" />;
  const list = classes ?? [];
  if (list.length === 0) return <Alert type="info" showIcon message={t('task.publish.noClasses')} />;
  return (
    <Checkbox.Group
      value={value}
      onChange={(ids) => onChange?.(ids)}
      options={list.map((c) => ({ value: c.sclassId, label: t('task.publish.classOption', { name: c.name, count: c.studentCount }) }))}
    />
  );
}
