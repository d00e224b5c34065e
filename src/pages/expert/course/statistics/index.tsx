// 课程统计 (/expert/course/:courseId/statistics): what a template (or course) holds and how far it reaches: the
// courses made from it, their classes and students, and how far those students got.
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Col, Progress, Result, Row, Space, Spin, Statistic, Tag } from 'antd';
import { COURSE_STATUS_NAMES, COURSE_STATUSES, type CourseStatus } from '@contract/course';
import type { CourseStats } from '@contract/chapter-stats';
import ExportXlsxButton, { type XlsxColumn } from '@/components/ExportXlsx';
import { useT, type Translate } from '@/components/Locale';
import CourseStatusTag from '@/components/CourseStatusTag';
import { COURSE_LINKS } from '@/utils/course';
import BadParam from '@/components/BadParam';
import { byText } from '@/utils/study-statistics';
import { getCourseStats } from '@/services/htdz/chapter-stats';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/stats';

type ReachRow = CourseStats['courses'][number];

const isStatus = (s: string): s is CourseStatus => (COURSE_STATUSES as readonly string[]).includes(s);
const statusName = (s: string) => (isStatus(s) ? COURSE_STATUS_NAMES[s] : s);

function courseSheetColumns(t: Translate): XlsxColumn<ReachRow>[] {
  return [
    { header: t('stats.course.name'), value: (r) => r.name },
    { header: t('stats.course.owner'), value: (r) => r.ownerName },
    { header: t('stats.course.status'), value: (r) => statusName(r.status) },
    { header: t('stats.course.classes'), value: (r) => r.classCount },
    { header: t('stats.course.students'), value: (r) => r.studentCount },
    { header: t('stats.course.averagePercent'), value: (r) => r.averageProgress },
  ];
}

export default function CourseStatsPage() {
  const t = useT();
  const courseId = idParam(useParams().courseId);
  const load = useRequest(async () => (courseId === null ? null : (await getCourseStats(courseId)).obj), { refreshDeps: [courseId] });
  if (courseId === null) return <BadParam bare={false} />;
  const stats = load.data;
  const page = (children: React.ReactNode) => (
    <PageContainer title={t('stats.course.title')} subTitle={stats?.name} onBack={() => history.push(COURSE_LINKS.expert.edit(courseId))}>
      {children}
    </PageContainer>
  );
  if (load.error) return page(<Result status="404" title={t('stats.notFound')} subTitle={t('stats.course.notFound.desc')} />);
  if (!stats) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const made = stats.courses.filter((c) => c.courseId !== stats.courseId).length;
  const card = (title: string, value: number, suffix?: string) => (
    <Col xs={12} md={6} key={title}>
      <Card size="small">
        <Statistic title={title} value={value} suffix={suffix} />
      </Card>
    </Col>
  );
  const columns: ProColumns<ReachRow>[] = [
    {
      title: t('stats.course.name'),
      dataIndex: 'name',
      sorter: (a, b) => byText(a.name, b.name),
      render: (_, r) => (
        <Space size={6}>
          <a onClick={() => history.push(COURSE_LINKS.expert.view(r.courseId))}>{r.name}</a>
          {r.courseId === stats.courseId && stats.isTemplate && <Tag color="blue">{t('stats.course.template')}</Tag>}
        </Space>
      ),
    },
    { title: t('stats.course.owner'), dataIndex: 'ownerName', width: 120, sorter: (a, b) => byText(a.ownerName, b.ownerName) },
    {
      title: t('stats.course.status'),
      dataIndex: 'status',
      width: 100,
      sorter: (a, b) => byText(statusName(a.status), statusName(b.status)),
      render: (_, r) => (isStatus(r.status) ? <CourseStatusTag status={r.status} /> : r.status),
    },
    { title: t('stats.course.classes'), dataIndex: 'classCount', width: 90, sorter: (a, b) => a.classCount - b.classCount },
    { title: t('stats.course.students'), dataIndex: 'studentCount', width: 90, sorter: (a, b) => a.studentCount - b.studentCount },
    {
      title: t('stats.course.average'),
      dataIndex: 'averageProgress',
      width: 200,
      sorter: (a, b) => a.averageProgress - b.averageProgress,
      render: (_, r) => <Progress percent={r.averageProgress} size="small" style={{ margin: 0 }} />,
    },
  ];

  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="course-stats">
      <Card title={t('stats.course.content')}>
        <Row gutter={[16, 16]}>
          {card(t('stats.course.chapters'), stats.chapterCount)}
          {card(t('stats.course.resources'), stats.resourceCount)}
          {card(t('stats.course.knowledge'), stats.knowledgeCount)}
          {card(t('stats.course.scenes'), stats.sceneCount)}
        </Row>
      </Card>
      <Card title={t('stats.course.reach')}>
        <Row gutter={[16, 16]}>
          {card(stats.isTemplate ? t('stats.course.made') : t('stats.course.courses'), stats.isTemplate ? made : stats.courses.length)}
          {card(t('stats.course.classes'), stats.classCount)}
          {card(t('stats.course.students'), stats.studentCount)}
          {card(t('stats.course.average'), stats.averageProgress, '%')}
        </Row>
      </Card>
      <div data-testid="course-stats-courses">
        <ProTable<ReachRow>
          rowKey="courseId"
          headerTitle={t('stats.course.table')}
          columns={columns}
          dataSource={stats.courses}
          search={false}
          options={{ density: false, setting: true, reload: false }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
          scroll={{ x: 800 }}
          locale={{ emptyText: t('stats.course.empty') }}
          toolBarRender={() => [
            <ExportXlsxButton<ReachRow>
              key="export"
              disabled={stats.courses.length === 0}
              build={() => ({
                fileName: t('stats.course.fileName', { name: stats.name }),
                sheetName: t('stats.course.table'),
                columns: courseSheetColumns(t),
                rows: stats.courses,
              })}
            />,
          ]}
        />
      </div>
    </Space>,
  );
}
