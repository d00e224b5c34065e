// A chapter's items in one class: its text (how many read it) and each resource (how many started it, completed it,
// and the average progress); a resource opens its detail, student by student.
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Progress, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ChapterStats } from '@contract/chapter-stats';
import { useT } from '@/components/Locale';
import { KIND_ICONS } from '@/components/ResourceKindIcons';
import { percentOf, STATS_LINKS, type StatsPlace } from '@/utils/study-statistics';
import '@/locales/zh-CN/stats';
import '@/locales/zh-CN/chapter';

type Kind = ChapterStats['resources'][number]['kind'];
export type ItemRow = {
  key: string;
  kind: Kind | 'text';
  title: string;
  /** null: the chapter's text */
  resourceId: number | null;
  /** counts toward progress (the text only when the chapter has no task points) */
  taskPoint: boolean;
  startedCount: number;
  completedCount: number;
  averageProgress: number;
};

/** The text first (a text counts as done once read), then the resources in their order. */
export function itemRowsOf(stats: ChapterStats, textTitle: string): ItemRow[] {
  const students = stats.students.length;
  const text: ItemRow[] = stats.contentItem
    ? [
        {
          key: 'text',
          kind: 'text',
          title: textTitle,
          resourceId: null,
          taskPoint: true,
          startedCount: stats.contentReadCount,
          completedCount: stats.contentReadCount,
          averageProgress: percentOf(stats.contentReadCount, students),
        },
      ]
    : [];
  return [...text, ...stats.resources.map((r) => ({ ...r, key: `r${r.resourceId}` }))];
}

export const KIND_TEXT = {
  text: 'stats.kind.text',
  video: 'stats.kind.video',
  pdf: 'stats.kind.pdf',
  document: 'stats.kind.document',
  link: 'stats.kind.link',
} as const;

export function KindTag({ kind }: { kind: ItemRow['kind'] }) {
  const t = useT();
  const icon: ReactNode = kind === 'text' ? undefined : KIND_ICONS[kind];
  return (
    <Tag icon={icon} color={kind === 'video' ? 'green' : kind === 'text' ? 'blue' : undefined}>
      {t(KIND_TEXT[kind])}
    </Tag>
  );
}

type Props = { stats: ChapterStats; place: StatsPlace };

export default function ItemsTable({ stats, place }: Props) {
  const t = useT();
  const rows = itemRowsOf(stats, t('stats.item.text'));
  const columns: ProColumns<ItemRow>[] = [
    { title: t('stats.item.kind'), dataIndex: 'kind', width: 100, render: (_, r) => <KindTag kind={r.kind} /> },
    {
      title: t('stats.item.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (_, { resourceId, title, taskPoint }) => (
        <Space size={4}>
          {resourceId === null ? (
            title
          ) : (
            <a onClick={() => history.push(STATS_LINKS.detail(place, resourceId))} data-testid={`stats-resource-${resourceId}`}>
              {title}
            </a>
          )}
          {taskPoint && resourceId !== null && <Tag color="gold">{t('chapter.resources.taskPoint.tag')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('stats.item.started'),
      dataIndex: 'startedCount',
      width: 110,
      sorter: (a, b) => a.startedCount - b.startedCount,
      render: (_, r) => (r.resourceId === null ? t('stats.item.readCount', { count: r.startedCount }) : t('stats.people', { count: r.startedCount })),
    },
    {
      title: t('stats.item.completed'),
      dataIndex: 'completedCount',
      width: 110,
      sorter: (a, b) => a.completedCount - b.completedCount,
      render: (_, r) => t('stats.people', { count: r.completedCount }),
    },
    {
      title: t('stats.item.average'),
      dataIndex: 'averageProgress',
      width: 200,
      sorter: (a, b) => a.averageProgress - b.averageProgress,
      render: (_, r) => <Progress percent={r.averageProgress} size="small" style={{ margin: 0 }} />,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 100,
      render: (_, { resourceId }) =>
        resourceId === null
          ? []
          : [
              <a key="detail" onClick={() => history.push(STATS_LINKS.detail(place, resourceId))}>
                {t('stats.item.detail')}
              </a>,
            ],
    },
  ];
  return (
    <div data-testid="stats-resources-table">
      <ProTable<ItemRow>
        rowKey="key"
        headerTitle={
          <Space>
            {t('stats.items.title')}
            <Tag>{t('stats.items.count', { count: rows.length })}</Tag>
          </Space>
        }
        columns={columns}
        dataSource={rows}
        search={false}
        options={false}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('stats.items.empty') }}
      />
    </div>
  );
}
