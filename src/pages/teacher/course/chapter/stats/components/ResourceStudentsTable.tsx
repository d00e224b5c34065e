// Each student of the class on one resource: share done, completed, for a video the time watched against its length,
// which parts were played and where they stopped; when they first opened it and last studied it. Sortable, exported.
import type { ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Progress, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ResourceStats } from '@contract/chapter-stats';
import type { XlsxColumn } from '@/components/ExportXlsx';
import { useT, type Translate } from '@/components/Locale';
import StudentsProTable from './StudentsProTable';
import { byText, byTime, clock, STATS_LINKS, type StatsPlace } from '@/utils/study-statistics';
import WatchedBar from './WatchedBar';
import '@/locales/zh-CN/stats';

export type ResourceStudentRow = ResourceStats['students'][number];

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');
/** a date cell, or an empty one */
const dateOf = (v: string | null) => (v ? new Date(v) : null);
/** whole seconds for a duration cell, or an empty one */
const seconds = (v: number | null) => (v === null || !Number.isFinite(v) || v < 0 ? null : Math.floor(v));

/** The columns of the sheet; a video's adds the watched time, its length and where each student stopped. */
export function resourceSheetColumns(t: Translate, video: boolean): XlsxColumn<ResourceStudentRow>[] {
  const videoColumns: XlsxColumn<ResourceStudentRow>[] = video
    ? [
        { header: t('stats.resource.watched'), value: (r) => seconds(r.progress.watchedSeconds), format: 'duration' },
        { header: t('stats.resource.duration'), value: (r) => seconds(r.progress.duration), format: 'duration' },
        { header: t('stats.resource.position'), value: (r) => seconds(r.progress.position), format: 'duration' },
      ]
    : [];
  return [
    { header: t('stats.student.code'), value: (r) => r.code },
    { header: t('stats.student.name'), value: (r) => r.name },
    { header: t('stats.student.progressPercent'), value: (r) => r.progress.percent },
    { header: t('stats.student.completed'), value: (r) => (r.progress.completed ? t('stats.yes') : t('stats.no')) },
    ...videoColumns,
    { header: t('stats.resource.openedAt'), value: (r) => dateOf(r.progress.openedAt), format: 'date' },
    { header: t('stats.resource.updatedAt'), value: (r) => dateOf(r.progress.updatedAt), format: 'date' },
  ];
}

type Props = { stats: ResourceStats; place: StatsPlace };

export default function ResourceStudentsTable({ stats, place }: Props) {
  const t = useT();
  const video = stats.resource.kind === 'video';
  const never = <Typography.Text type="secondary">{t('stats.notStarted')}</Typography.Text>;

  const columns: ProColumns<ResourceStudentRow>[] = [
    { title: t('stats.student.code'), dataIndex: 'code', width: 130, fixed: 'left', sorter: (a, b) => byText(a.code, b.code) },
    {
      title: t('stats.student.name'),
      dataIndex: 'name',
      width: 110,
      sorter: (a, b) => byText(a.name, b.name),
      render: (_, r) => (
        <a onClick={() => history.push(STATS_LINKS.process(place, r.userId))} data-testid={`stats-student-${r.userId}`}>
          {r.name}
        </a>
      ),
    },
    {
      title: t('stats.student.progress'),
      key: 'percent',
      width: 170,
      sorter: (a, b) => a.progress.percent - b.progress.percent,
      render: (_, r) => <Progress percent={r.progress.percent} size="small" status={r.progress.completed ? 'success' : 'normal'} style={{ margin: 0 }} />,
    },
    {
      title: t('stats.student.completed'),
      key: 'completed',
      width: 90,
      sorter: (a, b) => Number(a.progress.completed) - Number(b.progress.completed),
      render: (_, r) => (r.progress.completed ? <Tag color="success">{t('stats.completed')}</Tag> : <Tag>{t('stats.notCompleted')}</Tag>),
    },
    {
      title: t('stats.resource.watchedOfDuration'),
      key: 'watched',
      width: 130,
      hideInTable: !video,
      sorter: (a, b) => a.progress.watchedSeconds - b.progress.watchedSeconds,
      render: (_, r) => `${clock(r.progress.watchedSeconds)} / ${clock(r.progress.duration)}`,
    },
    {
      title: t('stats.resource.parts'),
      key: 'parts',
      width: 180,
      hideInTable: !video,
      render: (_, r) => <WatchedBar watched={r.progress.watched} duration={r.progress.duration} />,
    },
    {
      title: t('stats.resource.position'),
      key: 'position',
      width: 100,
      hideInTable: !video,
      sorter: (a, b) => a.progress.position - b.progress.position,
      render: (_, r) => (r.progress.openedAt ? clock(r.progress.position) : '—'),
    },
    {
      title: t('stats.resource.openedAt'),
      key: 'openedAt',
      width: 160,
      sorter: (a, b) => byTime(a.progress.openedAt, b.progress.openedAt),
      render: (_, r) => (r.progress.openedAt ? time(r.progress.openedAt) : never),
    },
    {
      title: t('stats.resource.updatedAt'),
      key: 'updatedAt',
      width: 160,
      sorter: (a, b) => byTime(a.progress.updatedAt, b.progress.updatedAt),
      render: (_, r) => (r.progress.updatedAt ? time(r.progress.updatedAt) : never),
    },
  ];

  return (
    <StudentsProTable<ResourceStudentRow>
      students={stats.students}
      columns={columns}
      scrollX={video ? 1250 : 850}
      sheet={{
        fileName: t('stats.export.fileName', { title: stats.resource.title, clazz: stats.clazz.name }),
        sheetName: stats.resource.title,
        columns: resourceSheetColumns(t, video),
      }}
    />
  );
}
