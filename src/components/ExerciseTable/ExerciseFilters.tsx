// The list's filters: type, difficulty, knowledge point (a course's bank only: points belong to a course) and a
// keyword in the stem. Each change asks for the first page again (the table's params).
import { Input, Select, Space } from 'antd';
import { DIFFICULTIES, DIFFICULTY_NAMES, EXERCISE_TYPES, EXERCISE_TYPE_NAMES, type Difficulty, type ExerciseType } from '@contract/exercise';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/exercise';

export type Filters = { type?: ExerciseType; difficulty?: Difficulty; knowId?: number; keyword?: string };
export type KnowledgeOption = { knowId: number; name: string };

type Props = {
  value: Filters;
  onChange: (filters: Filters) => void;
  /** the course's knowledge points; undefined: no knowledge filter */
  knowledge?: KnowledgeOption[];
};

export default function ExerciseFilters({ value, onChange, knowledge }: Props) {
  const t = useT();
  const set = (change: Filters) => onChange({ ...value, ...change });
  return (
    <Space wrap>
      <Select<ExerciseType>
        aria-label={t('exercise.filter.type')}
        placeholder={t('exercise.filter.type')}
        allowClear
        style={{ width: 130 }}
        value={value.type}
        onChange={(type) => set({ type })}
        options={EXERCISE_TYPES.map((type) => ({ value: type, label: EXERCISE_TYPE_NAMES[type] }))}
      />
      <Select<Difficulty>
        aria-label={t('exercise.filter.difficulty')}
        placeholder={t('exercise.filter.difficulty')}
        allowClear
        style={{ width: 110 }}
        value={value.difficulty}
        onChange={(difficulty) => set({ difficulty })}
        options={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_NAMES[d] }))}
      />
      {knowledge && (
        <Select<number>
          aria-label={t('exercise.filter.knowledge')}
          placeholder={t('exercise.filter.knowledge')}
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 160 }}
          value={value.knowId}
          onChange={(knowId) => set({ knowId })}
          options={knowledge.map((k) => ({ value: k.knowId, label: k.name }))}
          notFoundContent={t('exercise.filter.knowledge.none')}
        />
      )}
      <Input.Search
        aria-label={t('exercise.filter.keyword')}
        placeholder={t('exercise.filter.keyword')}
        allowClear
        maxLength={50}
        style={{ width: 220 }}
        onSearch={(word) => set({ keyword: word.trim() || undefined })}
      />
    </Space>
  );
}
