// 学生统计 (/statis/stuStat?sclassId=&userId=): one student of a class: course progress, homework done and average,
// mastery; charts of each homework's score, each point's mastery and each chapter's progress; the homework and exam
// lists; and the student's sheet (a row per homework and exam) as .xlsx.
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Col, Descriptions, Progress, Row, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { SUBMISSION_STATUS_NAMES } from '@contract/homework';
import type { StudentHomeworkStat, StudentStat } from '@contract/stats';
import { BarChart, BarList } from '@/components/Charts';
import { useT } from '@/components/Locale';
import { exportStudentStat, getStudentStat } from '@/services/htdz/stats';
import BadParam from '@/components/BadParam';
import ExportStat from '@/components/ExportStat';
import StatLoadFailed from '@/components/StatLoadFailed';
import StudentExamTable from '@/components/StudentExamTable';
import { percentText, shareOf, CLASS_STATS_LINKS } from '@/utils/class-statistics';
import { numberParam } from '@/utils/route-params';
import '@/locales/zh-CN/class-stats';

function StudentFigures({ stat }: { stat: StudentStat }) {
  const t = useT();
  const none = t('classStats.figure.none');
  return (
    <Card data-testid="stats-student-figures">
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('classStats.student.name')}>{stat.student.name}</Descriptions.Item>
        <Descriptions.Item label={t('classStats.student.code')}>{stat.student.code}</Descriptions.Item>
        <Descriptions.Item label={t('classStats.stu.class')}>{`${stat.clazz.name}（${stat.clazz.courseName}）`}</Descriptions.Item>
        <Descriptions.Item label={t('classStats.stu.homework')}>{`${stat.homeworkDone} / ${stat.homeworks.length}`}</Descriptions.Item>
        <Descriptions.Item label={t('classStats.stu.average')}>{percentText(stat.homeworkAverage, none)}</Descriptions.Item>
        <Descriptions.Item label={t('classStats.stu.mastery')}>{percentText(stat.mastery, none)}</Descriptions.Item>
      </Descriptions>
      <Space align="center" style={{ width: '100%' }}>
        <Typography.Text>{t('classStats.stu.progress')}</Typography.Text>
        <Progress percent={stat.progress} style={{ width: 320, margin: 0 }} data-testid="stats-student-progress" />
      </Space>
    </Card>
  );
}

function HomeworkList({ rows }: { rows: StudentHomeworkStat[] }) {
  const t = useT();
  const columns: ProColumns<StudentHomeworkStat>[] = [
    { title: t('classStats.hw.name'), dataIndex: 'name', ellipsis: true },
    { title: t('classStats.hw.end'), dataIndex: 'endAt', width: 160, render: (_, h) => dayjs(h.endAt).format('YYYY-MM-DD HH:mm') },
    {
      title: t('classStats.stu.hw.status'),
      dataIndex: 'status',
      width: 140,
      render: (_, h) => (
        <Space size={4}>
          <Tag color={h.score !== null ? 'success' : undefined}>{SUBMISSION_STATUS_NAMES[h.status]}</Tag>
          {h.late && <Tag color="warning">{t('classStats.stu.hw.late')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('classStats.stu.hw.score'),
      dataIndex: 'score',
      width: 100,
      align: 'right',
      render: (_, h) => (h.score === null ? t('classStats.stu.notSubmitted') : `${h.score} / ${h.total}`),
    },
    {
      title: t('classStats.stu.hw.submittedAt'),
      dataIndex: 'submittedAt',
      width: 160,
      render: (_, h) => (h.submittedAt ? dayjs(h.submittedAt).format('YYYY-MM-DD HH:mm') : '-'),
    },
  ];
  return (
    <div data-testid="stats-student-homeworks">
      <ProTable<StudentHomeworkStat>
        rowKey="homeworkId"
        headerTitle={t('classStats.stu.homeworks')}
        columns={columns}
        dataSource={rows}
        search={false}
        options={false}
        scroll={{ x: 720 }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('classStats.hw.empty') }}
      />
    </div>
  );
}

function StudentStatView({ sclassId, userId }: { sclassId: number; userId: number }) {
  const t = useT();
  const load = useRequest(async () => (await getStudentStat(sclassId, userId)).obj, { refreshDeps: [sclassId, userId] });
  const stat = load.data;
  const body = () => {
    if (load.error && !stat) return <StatLoadFailed error={load.error} onRetry={load.refresh} />;
    if (!stat) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <StudentFigures stat={stat} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t('classStats.stu.scores')} size="small">
              <BarChart
                title={t('classStats.stu.scores')}
                bars={stat.homeworks.map((h) => ({ key: h.homeworkId, label: h.name, value: shareOf(h.score, h.total) }))}
                max={100}
                format={(v) => `${v}%`}
                empty={t('classStats.chart.homeworks.empty')}
                data-testid="stats-chart-scores"
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('classStats.stu.knowledge')} size="small">
              <BarList
                title={t('classStats.stu.knowledge')}
                items={stat.knowledge.map((k) => ({ key: k.knowId, label: k.name, value: k.mastery }))}
                empty={t('classStats.chart.knowledge.empty')}
                data-testid="stats-chart-mastery"
              />
            </Card>
          </Col>
          <Col span={24}>
            <Card title={t('classStats.stu.chapters')} size="small">
              <BarList
                title={t('classStats.stu.chapters')}
                items={stat.chapters.map((c) => ({ key: c.chapterId, label: c.parentId === null ? c.title : `　${c.title}`, value: c.progress }))}
                empty={t('classStats.stu.chapters.empty')}
                data-testid="stats-chart-chapters"
              />
            </Card>
          </Col>
        </Row>
        <HomeworkList rows={stat.homeworks} />
        <Card title={t('classStats.stu.exams')} size="small">
          <StudentExamTable rows={stat.exams} />
        </Card>
      </Space>
    );
  };
  return (
    <PageContainer
      title={t('classStats.stu.title')}
      subTitle={stat && `${stat.student.name}（${stat.student.code}）`}
      onBack={() => history.push(CLASS_STATS_LINKS.classStudents(sclassId))}
      extra={
        stat && (
          <ExportStat
            download={() => exportStudentStat(sclassId, userId)}
            fileName={t('classStats.export.studentFileName', { student: stat.student.name, clazz: stat.clazz.name })}
          />
        )
      }
    >
      {body()}
    </PageContainer>
  );
}

export default function StudentStatPage() {
  const [search] = useSearchParams();
  const sclassId = numberParam(search.get('sclassId'));
  const userId = numberParam(search.get('userId'));
  if (sclassId === null || userId === null) return <BadParam kind="class" />;
  return <StudentStatView key={`${sclassId}-${userId}`} sclassId={sclassId} userId={userId} />;
}
