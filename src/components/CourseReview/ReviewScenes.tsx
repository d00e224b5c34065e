// The scenes under review, read-only and compact enough for the review page's column: name, what it is for, its tables
// and how many questions use it. 查看 opens the expert's scene page (tables, init script, SQL console), and its 返回
// comes back here.
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Empty, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { SceneSummary } from '@contract/scene';
import { useT } from '@/components/Locale';
import { SceneTableTags, sceneUsedBy } from '@/components/SceneList/cells';
import { queryScenes } from '@/services/htdz/scene';
import { SCENE_LINKS } from '@/utils/scene-links';
import PartFailed from './PartFailed';
import '@/locales/zh-CN/course';
import '@/locales/zh-CN/scene';

const PAGE_SIZE = 10;

export default function ReviewScenes({ courseId }: { courseId: number }) {
  const t = useT();
  const [current, setCurrent] = useState(1);
  const load = useRequest(async () => (await queryScenes({ courseId, current, pageSize: PAGE_SIZE })).obj, { refreshDeps: [courseId, current] });
  const open = (row: SceneSummary) => history.push(SCENE_LINKS.expert.view(row.sceneId));

  const columns: TableColumnsType<SceneSummary> = [
    {
      title: t('scene.name'),
      dataIndex: 'name',
      width: 200,
      render: (_, row) => (
        <a onClick={() => open(row)} data-testid="course-review-scene">
          {row.name}
        </a>
      ),
    },
    {
      title: t('scene.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (_, row) =>
        row.description ? (
          <Typography.Text ellipsis={{ tooltip: row.description }}>{row.description}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('course.review.scenes.noDescription')}</Typography.Text>
        ),
    },
    {
      title: t('scene.tables'),
      dataIndex: 'tableNames',
      width: 260,
      render: (_, row) => <SceneTableTags scene={row} />,
    },
    {
      title: t('scene.usedBy'),
      dataIndex: 'usedBy',
      width: 100,
      render: (_, row) => sceneUsedBy(t, row),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, row) => <a onClick={() => open(row)}>{t('scene.view')}</a>,
    },
  ];

  const body = () => {
    if (load.error) return <PartFailed part={t('course.review.tab.scenes')} error={load.error} onRetry={load.refresh} />;
    return (
      <Table<SceneSummary>
        rowKey="sceneId"
        columns={columns}
        dataSource={load.data?.list}
        loading={load.loading}
        scroll={{ x: 760 }}
        size="middle"
        pagination={{ current, pageSize: PAGE_SIZE, total: load.data?.total ?? 0, onChange: setCurrent, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('course.review.scenes.empty')} /> }}
      />
    );
  };

  return (
    <Card title={t('course.review.scenes.title')} data-testid="course-review-scenes">
      <Typography.Paragraph type="secondary">{t('course.review.scenes.hint')}</Typography.Paragraph>
      {body()}
    </Card>
  );
}
