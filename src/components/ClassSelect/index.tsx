// A course's classes to choose from (the statistics' class switcher, the chapter editor's visibility per class).
import { useRequest } from 'ahooks';
import { Select } from 'antd';
import type { ClassSummary } from '@contract/clazz';
import { queryClasses } from '@/services/htdz/clazz';

/** All classes of a course the user may see (a course has a handful; 100 is the page the list call allows). */
export function useCourseClasses(courseId: number, ready = true) {
  return useRequest(async () => (await queryClasses({ courseId, pageSize: 100 })).obj.list, { refreshDeps: [courseId], ready });
}

function optionsOf(classes: ClassSummary[], current: Props['current']) {
  const options = classes.map((c) => ({ value: c.sclassId, label: c.name }));
  if (current && !options.some((o) => o.value === current.sclassId)) options.unshift({ value: current.sclassId, label: current.name });
  return options;
}

type Props = {
  classes: ClassSummary[] | undefined;
  /** the chosen class when the list may lack it (a name to show instead of its number) */
  current?: { sclassId: number; name: string };
  loading?: boolean;
  value: number | null;
  onChange: (sclassId: number | null) => void;
  placeholder?: string;
  allowClear?: boolean;
  width?: number | string;
  'data-testid'?: string;
};

export default function ClassSelect({ classes, current, loading, value, onChange, placeholder, allowClear, width = 240, 'data-testid': testId }: Props) {
  return (
    <Select<number>
      data-testid={testId}
      aria-label={placeholder}
      style={{ width }}
      loading={loading}
      value={value ?? undefined}
      placeholder={placeholder}
      allowClear={allowClear}
      showSearch
      optionFilterProp="label"
      options={optionsOf(classes ?? [], current)}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}
