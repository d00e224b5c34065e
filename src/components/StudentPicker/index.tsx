// Choosing students of a class, as a control of the surrounding Form item: a searchable multiple select of
// 姓名（学号）. StudentPicker chooses among the students it is given (a publication's, for extra time); RosterPicker
// loads a class's roster for it (a publication to chosen students).
import { useRequest } from 'ahooks';
import { Select } from 'antd';
import { queryClassStudents } from '@/services/htdz/clazz';

export type PickableStudent = { userId: number; code: string; name: string };

type Props = {
  students: readonly PickableStudent[] | undefined;
  loading?: boolean;
  value?: number[];
  onChange?: (studentIds: number[]) => void;
  placeholder?: string;
  'data-testid'?: string;
};

/** How a student reads in a choice: 姓名（学号）. */
export const studentLabel = (s: Pick<PickableStudent, 'code' | 'name'>) => `${s.name}（${s.code}）`;

export default function StudentPicker({ students, loading, value, onChange, placeholder, 'data-testid': testId }: Props) {
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      value={value}
      onChange={(ids) => onChange?.(ids)}
      placeholder={placeholder}
      aria-label={placeholder}
      maxTagCount="responsive"
      style={{ width: '100%' }}
      options={(students ?? []).map((s) => ({ value: s.userId, label: studentLabel(s) }))}
      data-testid={testId}
    />
  );
}

/** StudentPicker over a class's roster. */
export function RosterPicker({ classId, ...props }: Omit<Props, 'students' | 'loading'> & { classId: number }) {
  const roster = useRequest(async () => (await queryClassStudents(classId)).obj, { refreshDeps: [classId] });
  return <StudentPicker students={roster.data} loading={roster.loading} {...props} />;
}
