// 章节学习统计 (/teacher/course/chapter/statis/list/:courseId/:chapterId/:clazzId/:serialNum): for one class, every
// chapter of the course on the left; the chosen chapter's items and students on the right. The class switcher opens
// the same chapter for another class of the course.
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Card, Col, Result, Row, Space, Spin, Statistic, Typography } from 'antd';
import type { ChapterStats } from '@contract/chapter-stats';
import ClassSelect, { useCourseClasses } from '@/components/ClassSelect';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { getChapterStats, queryClassChapterStats } from '@/services/htdz/chapter-stats';
import ChapterStatsList from '../components/ChapterStatsList';
import ItemsTable from '../components/ItemsTable';
import { placeOf, STATS_LINKS, summaryOf, type StatsPlace } from '@/utils/study-statistics';
import StudentsTable from '../components/StudentsTable';
import '@/locales/zh-CN/stats';

export default function ChapterStatsPage() {
  const place = placeOf(useParams());
  if (!place) return <BadParam kind="chapter" bare={false} />;
  return <ChapterStatsView place={place} />;
}

function ChapterStatsView({ place }: { place: StatsPlace }) {
  const t = useT();
  const { courseId, chapterId, clazzId } = place;
  const classes = useCourseClasses(courseId);
  const chapters = useRequest(async () => (await queryClassChapterStats(courseId, clazzId)).obj, { refreshDeps: [courseId, clazzId] });
  const stats = useRequest(async () => (await getChapterStats(chapterId, clazzId)).obj, { refreshDeps: [chapterId, clazzId] });

  const clazz = stats.data?.clazz ?? classes.data?.find((c) => c.sclassId === clazzId);
  const courseName = classes.data?.find((c) => c.sclassId === clazzId)?.courseName ?? classes.data?.[0]?.courseName;
  const row = chapters.data?.find((c) => c.chapterId === chapterId);

  const main = (() => {
    if (stats.error) return <Result status="404" title={t('stats.notFound')} subTitle={t('stats.notFound.desc')} />;
    if (!stats.data || stats.data.chapter.chapterId !== chapterId || stats.data.clazz.sclassId !== clazzId)
      return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
    return <ChapterMain stats={stats.data} place={place} hidden={row?.hidden ?? false} summary={row ?? summaryOf(stats.data.students)} />;
  })();

  return (
    <PageContainer
      title={t('stats.list.title')}
      subTitle={
        <Space size={8} wrap>
          {courseName}
          {clazz && <Typography.Text type="secondary">{clazz.name}</Typography.Text>}
        </Space>
      }
      onBack={() => history.push(STATS_LINKS.course(courseId))}
      extra={
        <Space>
          <Typography.Text type="secondary">{t('stats.class.switch')}</Typography.Text>
          <ClassSelect
            data-testid="stats-class-select"
            classes={classes.data}
            current={clazz && { sclassId: clazzId, name: clazz.name }}
            loading={classes.loading}
            value={clazzId}
            placeholder={t('stats.class.placeholder')}
            onChange={(id) => id !== null && id !== clazzId && history.push(STATS_LINKS.list({ ...place, clazzId: id }))}
          />
        </Space>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8} xl={6}>
          <ChapterStatsList
            rows={chapters.data}
            loading={chapters.loading}
            selectedId={chapterId}
            onSelect={(c) => c.chapterId !== chapterId && history.push(STATS_LINKS.list({ ...place, chapterId: c.chapterId, serialNum: c.serialNum }))}
          />
        </Col>
        <Col xs={24} md={16} xl={18}>
          {main}
        </Col>
      </Row>
    </PageContainer>
  );
}

type Summary = ReturnType<typeof summaryOf>;

function ChapterMain({ stats, place, hidden, summary }: { stats: ChapterStats; place: StatsPlace; hidden: boolean; summary: Summary }) {
  const t = useT();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={<span data-testid="stats-chapter-title">{stats.chapter.title}</span>}>
        {hidden && <Alert type="warning" showIcon message={t('stats.chapter.hidden')} style={{ marginBottom: 16 }} />}
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}>
            <Statistic title={t('stats.summary.students')} value={summary.studentCount} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('stats.summary.started')} value={summary.startedCount} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('stats.summary.completed')} value={summary.completedCount} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('stats.summary.average')} value={summary.averageProgress} suffix="%" />
          </Col>
        </Row>
      </Card>
      <ItemsTable stats={stats} place={place} />
      <StudentsTable stats={stats} place={place} />
    </Space>
  );
}
