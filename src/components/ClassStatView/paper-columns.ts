// The columns the class's homework and exam tables share: how many of the class were counted, and the average,
// highest and lowest score of the total.
import type { ProColumns } from '@ant-design/pro-components';
import type { PaperFigures } from '@contract/stats';
import type { Translate } from '@/components/Locale';
import { byFigure, pointsText } from '@/utils/class-statistics';
import '@/locales/zh-CN/class-stats';

/** `counted`: the title of the count column (handed in, or handed in and graded). */
export function paperFigureColumns<T extends PaperFigures>(t: Translate, counted: string): ProColumns<T>[] {
  const none = t('classStats.figure.none');
  return [
    { title: counted, dataIndex: 'submitted', width: 100, align: 'right', render: (_, r) => `${r.submitted} / ${r.students}` },
    {
      title: t('classStats.hw.average'),
      dataIndex: 'average',
      width: 90,
      align: 'right',
      sorter: (a, b) => byFigure(a.average, b.average),
      render: (_, r) => pointsText(r.average, none),
    },
    { title: t('classStats.hw.max'), dataIndex: 'max', width: 90, align: 'right', render: (_, r) => pointsText(r.max, none) },
    { title: t('classStats.hw.min'), dataIndex: 'min', width: 90, align: 'right', render: (_, r) => pointsText(r.min, none) },
    { title: t('classStats.hw.total'), dataIndex: 'total', width: 80, align: 'right' },
  ];
}
