// 学习进度 (/stu/course/chapter/process/:courseId/:clazzId): the student's progress in the course: overall, and per
// chapter (sections indented under their chapter) with items done, percent and when last studied, sortable. On a
// phone the table keeps the chapter, its progress and status, without scrolling sideways.
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Col, Progress, Result, Row, Spin, Statistic, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { queryMyProgress } from '@/services/htdz/study';
import StudyFrame from '@/components/StudyFrame';
import { compareTimes, percentText, progressRows, statusOf, STU_LINKS, type ProgressRow, type StudyStatus } from '@/utils/study';
import { idParam } from '@/utils/route-params';
import { usePhone } from '@/hooks/use-phone';
import { withoutColumns } from '@/utils/phone-columns';
import '@/locales/zh-CN/stu';

const STATUS_COLOR: Record<StudyStatus, string> = { done: 'success', doing: 'processing', todo: 'default' };
const ratio = (r: ProgressRow) => (r.itemCount > 0 ? r.doneCount / r.itemCount : -1);
/** what a phone's width leaves out: the items done (the percent says it) and when last studied */
const PHONE_HIDDEN = ['items', 'lastStudiedAt'];

export default function StudyProcessPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const load = useRequest(async () => (courseId === null || clazzId === null ? null : (await queryMyProgress(courseId, clazzId)).obj), {
    refreshDeps: [courseId, clazzId],
  });
  const phone = usePhone();
  if (courseId === null || clazzId === null) return <BadParam kind="chapter" bare={false} />;

  const data = load.data;
  const frame = (children: React.ReactNode) => (
    <StudyFrame courseId={courseId} clazzId={clazzId} kind="process" title={t('stu.process.title')} course={data?.course}>
      {children}
    </StudyFrame>
  );
  if (load.error && !data) return frame(<Result status="403" title={t('stu.notFound')} subTitle={t('stu.notFound.desc')} />);
  if (!data) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const { course } = data;
  const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : t('stu.process.never'));
  const columns: TableColumnsType<ProgressRow> = [
    {
      title: t('stu.process.col.chapter'),
      dataIndex: 'title',
      render: (_, r) => (
        <a onClick={() => history.push(STU_LINKS.chapter(courseId, clazzId, r.chapterId))} data-testid={`study-progress-link-${r.chapterId}`}>
          {r.parentId === null ? <Typography.Text strong>{r.title}</Typography.Text> : r.title}
        </a>
      ),
    },
    {
      title: t('stu.process.col.items'),
      key: 'items',
      width: 120,
      sorter: (a, b) => ratio(a) - ratio(b),
      render: (_, r) =>
        r.itemCount > 0 ? (
          `${r.doneCount} / ${r.itemCount}`
        ) : (
          <Typography.Text type="secondary">{r.children ? t('stu.process.bySections') : '—'}</Typography.Text>
        ),
    },
    {
      title: t('stu.process.col.progress'),
      dataIndex: 'progress',
      width: phone ? 110 : 200,
      sorter: (a, b) => a.progress - b.progress,
      render: (_, r) => <Progress percent={r.progress} size="small" format={percentText} style={{ margin: 0 }} />,
    },
    {
      title: t('stu.process.col.status'),
      key: 'status',
      width: phone ? 76 : 100,
      render: (_, r) => {
        const s = statusOf(r);
        return <Tag color={STATUS_COLOR[s]}>{t(`stu.process.status.${s}`)}</Tag>;
      },
    },
    {
      title: t('stu.process.col.last'),
      dataIndex: 'lastStudiedAt',
      width: 170,
      sorter: (a, b) => compareTimes(a.lastStudiedAt, b.lastStudiedAt),
      render: (_, r) => time(r.lastStudiedAt),
    },
  ];

  return frame(
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Row gutter={[24, 16]} align="middle">
            <Col xs={24} sm={8} style={{ textAlign: 'center' }}>
              <Progress type="circle" percent={course.progress} size={110} format={percentText} data-testid="study-overall-progress" />
              <div style={{ marginTop: 8 }}>
                <Typography.Text type="secondary">{t('stu.process.overall')}</Typography.Text>
              </div>
            </Col>
            <Col xs={12} sm={8}>
              <Statistic title={t('stu.process.completed')} value={course.completedChapters} suffix={`/ ${course.chapterCount}`} />
            </Col>
            <Col xs={12} sm={8}>
              <Statistic title={t('stu.process.lastStudied')} value={time(course.lastStudiedAt)} valueStyle={{ fontSize: 18 }} />
            </Col>
          </Row>
        </Card>
      </Col>
      <Col span={24}>
        <Card data-testid="study-progress-table">
          <Table<ProgressRow>
            rowKey="chapterId"
            size="middle"
            columns={phone ? withoutColumns(columns, PHONE_HIDDEN) : columns}
            dataSource={progressRows(data.chapters)}
            pagination={false}
            expandable={{ defaultExpandAllRows: true, indentSize: phone ? 12 : 24 }}
            locale={{ emptyText: t('stu.chapters.empty') }}
            scroll={phone ? undefined : { x: 760 }}
          />
        </Card>
      </Col>
    </Row>,
  );
}
