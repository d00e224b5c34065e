// 学习统计 (/stu/course/statis/:courseId/:clazzId): my own statistics in one class of a course: course progress,
// homework done and my average, my mastery; charts of my released homework scores and of my mastery per point; my
// progress per chapter; my homework with its status and score, 未公布 while the teacher has not released it (the
// server leaves such scores out of the average and the mastery too); my exams, their scores likewise once released.
import { useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Col, Result, Row, Space, Spin } from 'antd';
import { BarChart, BarList } from '@/components/Charts';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { shareOf } from '@/utils/class-statistics';
import StudentExamTable from '@/components/StudentExamTable';
import { getMyStat } from '@/services/htdz/stats';
import StudyFrame from '@/components/StudyFrame';
import MyChapterTable from './components/MyChapterTable';
import MyFigures from './components/MyFigures';
import MyHomeworkTable from './components/MyHomeworkTable';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/class-stats';
import '@/locales/zh-CN/stu';

export default function MyStatsPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const load = useRequest(async () => (courseId === null || clazzId === null ? null : (await getMyStat(courseId, clazzId)).obj), {
    refreshDeps: [courseId, clazzId],
  });
  if (courseId === null || clazzId === null) return <BadParam kind="chapter" bare={false} />;

  const stat = load.data;
  const body = () => {
    if (load.error && !stat)
      return (
        <div data-testid="my-stats-failed">
          <Result status="403" title={t('stu.notFound')} subTitle={t('stu.notFound.desc')} />
        </div>
      );
    if (!stat) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
    const released = stat.homeworks.filter((h) => h.score !== null);
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <MyFigures stat={stat} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t('classStats.my.scores')} size="small">
              <BarChart
                title={t('classStats.my.scores')}
                bars={released.map((h) => ({
                  key: h.homeworkId,
                  label: h.name,
                  value: shareOf(h.score, h.total),
                }))}
                max={100}
                format={(v) => `${v}%`}
                empty={t('classStats.my.scores.empty')}
                data-testid="my-stats-chart-scores"
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('classStats.my.knowledge')} size="small">
              <BarList
                title={t('classStats.my.knowledge')}
                items={stat.knowledge.map((k) => ({
                  key: k.knowId,
                  label: k.name,
                  value: k.mastery,
                }))}
                empty={t('classStats.chart.knowledge.empty')}
                data-testid="my-stats-chart-mastery"
              />
            </Card>
          </Col>
        </Row>
        <Card title={t('classStats.my.chapters')} size="small">
          <MyChapterTable chapters={stat.chapters} />
        </Card>
        <Card title={t('classStats.my.homeworks')} size="small">
          <MyHomeworkTable rows={stat.homeworks} />
        </Card>
        <Card title={t('classStats.my.exams')} size="small">
          <StudentExamTable rows={stat.exams} own data-testid="my-stats-exams" />
        </Card>
      </Space>
    );
  };
  return (
    <StudyFrame
      courseId={courseId}
      clazzId={clazzId}
      kind="stats"
      title={t('classStats.my.title')}
      course={stat ? { courseName: stat.clazz.courseName, clazzName: stat.clazz.name } : undefined}
    >
      {body()}
    </StudyFrame>
  );
}
