// The class's students in one chapter: progress, items done, completed, last studied; sortable by every column,
// searchable by 学号 or name, each row opening the student's study process; 导出 Excel writes the rows shown.
import type { ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Progress, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ChapterStats, StudentChapterRow } from '@contract/chapter-stats';
import type { XlsxColumn } from '@/components/ExportXlsx';
import { useT, type Translate } from '@/components/Locale';
import StudentsProTable from './StudentsProTable';
import { byText, byTime, STATS_LINKS, type StatsPlace } from '@/utils/study-statistics';
import '@/locales/zh-CN/stats';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** The columns of the students sheet (Chinese headings, the values as the table shows them). */
export function studentSheetColumns(t: Translate): XlsxColumn<StudentChapterRow>[] {
  return [
    { header: t('stats.student.code'), value: (r) => r.code },
    { header: t('stats.student.name'), value: (r) => r.name },
    { header: t('stats.student.progressPercent'), value: (r) => r.progress },
    { header: t('stats.student.done'), value: (r) => r.doneCount },
    { header: t('stats.student.total'), value: (r) => r.itemCount },
    { header: t('stats.student.completed'), value: (r) => (r.completed ? t('stats.yes') : t('stats.no')) },
    // a date, or 未开始 in words (SUM and sorting skip it)
    { header: t('stats.student.lastStudiedAt'), value: (r) => (r.lastStudiedAt ? new Date(r.lastStudiedAt) : t('stats.notStarted')), format: 'date' },
  ];
}

type Props = { stats: ChapterStats; place: StatsPlace };

export default function StudentsTable({ stats, place }: Props) {
  const t = useT();
  const open = (r: StudentChapterRow) => history.push(STATS_LINKS.process(place, r.userId));

  const columns: ProColumns<StudentChapterRow>[] = [
    { title: t('stats.student.code'), dataIndex: 'code', width: 140, sorter: (a, b) => byText(a.code, b.code) },
    {
      title: t('stats.student.name'),
      dataIndex: 'name',
      width: 120,
      sorter: (a, b) => byText(a.name, b.name),
      render: (_, r) => (
        <a onClick={() => open(r)} data-testid={`stats-student-${r.userId}`}>
          {r.name}
        </a>
      ),
    },
    {
      title: t('stats.student.progress'),
      dataIndex: 'progress',
      width: 200,
      sorter: (a, b) => a.progress - b.progress,
      render: (_, r) => <Progress percent={r.progress} size="small" status={r.completed ? 'success' : 'normal'} style={{ margin: 0 }} />,
    },
    {
      title: t('stats.student.doneOfTotal'),
      dataIndex: 'doneCount',
      width: 110,
      sorter: (a, b) => a.doneCount - b.doneCount || a.itemCount - b.itemCount,
      render: (_, r) => `${r.doneCount} / ${r.itemCount}`,
    },
    {
      title: t('stats.student.completed'),
      dataIndex: 'completed',
      width: 100,
      sorter: (a, b) => Number(a.completed) - Number(b.completed),
      render: (_, r) => (r.completed ? <Tag color="success">{t('stats.completed')}</Tag> : <Tag>{t('stats.notCompleted')}</Tag>),
    },
    {
      title: t('stats.student.lastStudiedAt'),
      dataIndex: 'lastStudiedAt',
      width: 170,
      sorter: (a, b) => byTime(a.lastStudiedAt, b.lastStudiedAt),
      render: (_, r) => (r.lastStudiedAt ? time(r.lastStudiedAt) : <Typography.Text type="secondary">{t('stats.notStarted')}</Typography.Text>),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 100,
      render: (_, r) => [
        <a key="process" onClick={() => open(r)}>
          {t('stats.student.process')}
        </a>,
      ],
    },
  ];

  return (
    <StudentsProTable<StudentChapterRow>
      students={stats.students}
      columns={columns}
      scrollX={900}
      sheet={{
        fileName: t('stats.export.fileName', { title: stats.chapter.title, clazz: stats.clazz.name }),
        sheetName: stats.chapter.title,
        columns: studentSheetColumns(t),
      }}
    />
  );
}
