// 知识点: the course's knowledge points a question trains (mastery is counted from them).
import { useRequest } from 'ahooks';
import { Select } from 'antd';
import { EXERCISE_LIMITS } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import '@/locales/zh-CN/exercise-form';

type Props = {
  courseId: number;
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
  id?: string;
};

export default function KnowledgeSelect({ courseId, value, onChange, disabled, id }: Props) {
  const t = useT();
  const graph = useRequest(async () => (await getKnowledgeGraph(courseId)).obj, { refreshDeps: [courseId] });
  const options = (graph.data?.points ?? []).map((p) => ({ value: p.knowId, label: p.name }));
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      loading={graph.loading}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      aria-label={t('exerciseForm.knowledge')}
      placeholder={t('exerciseForm.knowledge.placeholder')}
      optionFilterProp="label"
      options={options}
      maxCount={EXERCISE_LIMITS.maxKnowledge}
      notFoundContent={graph.loading ? undefined : t('exerciseForm.knowledge.none')}
      style={{ width: '100%' }}
    />
  );
}
