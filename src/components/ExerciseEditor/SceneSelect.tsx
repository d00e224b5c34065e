// The scene of a SQL question: one of the course's scenes, or of the public library for a public question. A scene
// the list does not hold (beyond the first page) still shows by the name the question carries.
import { useRequest } from 'ahooks';
import { Select } from 'antd';
import { useT } from '@/components/Locale';
import { queryScenes } from '@/services/htdz/scene';
import '@/locales/zh-CN/exercise-form';

/** The most scenes one page of the list answers (the contract's page size limit). */
const MAX_SCENES = 200;

type Props = {
  /** null: the public library */
  courseId: number | null;
  /** the scene the saved question uses, with its name */
  known?: { sceneId: number; name: string } | null;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  id?: string;
};

export default function SceneSelect({ courseId, known, value, onChange, disabled, id }: Props) {
  const t = useT();
  const scenes = useRequest(async () => (await queryScenes({ pageSize: MAX_SCENES, ...(courseId ? { courseId } : {}) })).obj.list, {
    refreshDeps: [courseId],
  });
  const options = (scenes.data ?? []).map((s) => ({ value: s.sceneId, label: s.name, tables: s.tableNames.join('、') }));
  if (known && !options.some((o) => o.value === known.sceneId)) options.unshift({ value: known.sceneId, label: known.name, tables: '' });
  return (
    <Select<number | null>
      id={id}
      showSearch
      allowClear
      loading={scenes.loading}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      aria-label={t('exerciseForm.scene')}
      placeholder={t(courseId === null ? 'exerciseForm.scene.placeholder.public' : 'exerciseForm.scene.placeholder')}
      optionFilterProp="label"
      options={options}
      optionRender={(o) => (
        <span>
          {o.data.label}
          {o.data.tables && <span style={{ marginLeft: 8, opacity: 0.55 }}>{o.data.tables}</span>}
        </span>
      )}
      notFoundContent={scenes.loading ? undefined : t(courseId === null ? 'exerciseForm.scene.none.public' : 'exerciseForm.scene.none')}
      style={{ width: '100%', maxWidth: 480 }}
    />
  );
}
