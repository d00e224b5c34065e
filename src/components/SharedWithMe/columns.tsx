// The columns every list of things shared with the teacher ends with: the course it came from, who shared it, when,
// and the row's actions.
import type { ProColumns } from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import type { useT } from '@/components/Locale';
import SharedBy from './SharedBy';
import '@/locales/zh-CN/share';

type Shared = { courseName: string | null; sharedBy: string[]; wholeSchool: boolean; sharedAt: string };

export function sharedColumns<T extends Shared>(t: ReturnType<typeof useT>, actions: (row: T) => ReactNode[]): ProColumns<T>[] {
  return [
    { title: t('share.col.course'), dataIndex: 'courseName', width: 150, ellipsis: true, render: (_, row) => row.courseName ?? '—' },
    { title: t('share.col.sharedBy'), dataIndex: 'sharedBy', width: 160, render: (_, row) => <SharedBy names={row.sharedBy} wholeSchool={row.wholeSchool} /> },
    { title: t('share.col.sharedAt'), dataIndex: 'sharedAt', valueType: 'dateTime', width: 170 },
    { title: t('common.actions'), valueType: 'option', width: 170, fixed: 'right', render: (_, row) => actions(row) },
  ];
}
