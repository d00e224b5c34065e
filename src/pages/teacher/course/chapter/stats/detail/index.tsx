// 资源学习详情 (/teacher/course/chapter/statis/detail/:courseId/:chapterId/:clazzId/:serialNum/:resourcesId): one
// resource of a chapter in one class, student by student; for a video which parts each student played.
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Col, Result, Row, Space, Spin, Statistic, Typography } from 'antd';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { getResourceStats } from '@/services/htdz/chapter-stats';
import { KindTag } from '../components/ItemsTable';
import ResourceStudentsTable from '../components/ResourceStudentsTable';
import { placeOf, STATS_LINKS, type StatsPlace } from '@/utils/study-statistics';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/stats';

export default function ResourceStatsPage() {
  const params = useParams();
  const place = placeOf(params);
  const resourceId = idParam(params.resourcesId);
  if (!place || resourceId === null) return <BadParam kind="chapter" bare={false} />;
  return <ResourceStatsView place={place} resourceId={resourceId} />;
}

function ResourceStatsView({ place, resourceId }: { place: StatsPlace; resourceId: number }) {
  const t = useT();
  const load = useRequest(async () => (await getResourceStats(resourceId, place.clazzId)).obj, { refreshDeps: [resourceId, place.clazzId] });
  const stats = load.data;
  const page = (children: React.ReactNode) => (
    <PageContainer
      title={stats ? stats.resource.title : t('stats.detail.title')}
      tags={stats ? <KindTag kind={stats.resource.kind} /> : undefined}
      subTitle={
        stats && (
          <Space size={8} wrap>
            {stats.chapter.title}
            <Typography.Text type="secondary">{stats.clazz.name}</Typography.Text>
          </Space>
        )
      }
      onBack={() => history.push(STATS_LINKS.list(place))}
    >
      {children}
    </PageContainer>
  );
  if (load.error) return page(<Result status="404" title={t('stats.notFound')} subTitle={t('stats.notFound.desc')} />);
  if (!stats) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}>
            <Statistic title={t('stats.summary.students')} value={stats.students.length} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('stats.summary.started')} value={stats.resource.startedCount} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('stats.summary.completed')} value={stats.resource.completedCount} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('stats.summary.average')} value={stats.resource.averageProgress} suffix="%" />
          </Col>
        </Row>
      </Card>
      <ResourceStudentsTable stats={stats} place={place} />
    </Space>,
  );
}
