// A knowledge point's questions (/stu/course/knowledge/exercise/:courseId/:clazzId/:knowId): the point with my
// mastery, its questions with my status and number of attempts, filtered by status; a question opens answering. On
// a phone the table keeps the number, the question, my status and the way in. 重新练习 (asked first) starts the point
// afresh: statuses and mastery count only what I answer from then on (every attempt stays recorded). Below, my
// practice of the point beside the class's means (PracticeCompareCard).
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { LockOutlined, RedoOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Progress, Result, Segmented, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { DIFFICULTY_NAMES, EXERCISE_TYPE_NAMES } from '@contract/exercise';
import { PRACTICE_STATUS_NAMES } from '@contract/practice';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { queryPracticeExercises, resetPractice } from '@/services/htdz/practice';
import PracticeCompareCard from '../components/PracticeCompareCard';
import PracticeStatusTag from '../components/PracticeStatusTag';
import StudyFrame from '@/components/StudyFrame';
import { percentText, STU_LINKS } from '@/utils/study';
import { useStudyCourse } from '@/hooks/use-study-course';
import { filterByStatus, STATUS_FILTERS, statusCounts, type NumberedItem, type StatusFilter } from './status';
import { idParam } from '@/utils/route-params';
import { usePhone } from '@/hooks/use-phone';
import { withoutColumns } from '@/utils/phone-columns';
import '@/locales/zh-CN/practice';
import '@/locales/zh-CN/stu';

const TWO_LINES = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

export default function PracticeExercisesPage() {
  const t = useT();
  const { modal, message } = App.useApp();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const knowId = idParam(params.knowId);
  const [filter, setFilter] = useState<StatusFilter>('all');
  const course = useStudyCourse(courseId, clazzId);
  const phone = usePhone();
  const load = useRequest(async () => (clazzId === null || knowId === null ? null : (await queryPracticeExercises(clazzId, knowId)).obj), {
    refreshDeps: [clazzId, knowId],
  });
  if (courseId === null || clazzId === null || knowId === null) return <BadParam kind="chapter" bare={false} />;

  const data = load.data;
  const frame = (children: React.ReactNode) => (
    <StudyFrame
      courseId={courseId}
      clazzId={clazzId}
      kind="practice"
      title={data?.point.name ?? t('practice.exercises.title')}
      course={course.data}
      backTo={STU_LINKS.knowledge(courseId, clazzId)}
    >
      {children}
    </StudyFrame>
  );
  if (load.error && !data) return frame(<Result status="404" title={t('practice.exercises.notFound')} subTitle={t('stu.notFound.desc')} />);
  if (!data) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const { point, exercises } = data;
  const counts = statusCounts(exercises);
  const reset = () =>
    modal.confirm({
      title: t('practice.exercises.reset.confirm'),
      content: t('practice.exercises.reset.content'),
      okText: t('practice.exercises.reset.ok'),
      cancelText: t('practice.exercises.reset.cancel'),
      onOk: async () => {
        const fresh = await resetPractice({ clazzId, knowId }).catch(() => null);
        if (!fresh?.success) return;
        load.mutate(fresh.obj);
        setFilter('all');
        message.success(t('practice.exercises.reset.done'));
      },
    });
  const open = (exerciseId: number) => history.push(STU_LINKS.exercise(courseId, clazzId, knowId, exerciseId));
  const columns: TableColumnsType<NumberedItem> = [
    { title: t('practice.exercises.col.index'), dataIndex: 'index', width: phone ? 44 : 70, align: 'center' },
    {
      title: t('practice.exercises.col.stem'),
      dataIndex: 'stemText',
      // one line on a wide screen; on a phone's narrow column up to two
      ellipsis: !phone,
      render: (_, r) =>
        r.locked ? (
          <Tooltip title={t('practice.exercises.locked.desc')}>
            <Typography.Text type="secondary" style={phone ? TWO_LINES : undefined} data-testid={`practice-exercise-${r.exerciseId}`}>
              {r.stemText}
            </Typography.Text>
          </Tooltip>
        ) : (
          <a onClick={() => open(r.exerciseId)} style={phone ? TWO_LINES : undefined} data-testid={`practice-exercise-${r.exerciseId}`}>
            {r.stemText}
          </a>
        ),
    },
    { title: t('practice.exercises.col.type'), dataIndex: 'type', width: 100, render: (_, r) => <Tag color="blue">{EXERCISE_TYPE_NAMES[r.type]}</Tag> },
    { title: t('practice.exercises.col.difficulty'), dataIndex: 'difficulty', width: 80, render: (_, r) => DIFFICULTY_NAMES[r.difficulty] },
    { title: t('practice.exercises.col.score'), dataIndex: 'score', width: 70 },
    {
      title: t('practice.exercises.col.status'),
      dataIndex: 'status',
      width: phone ? 84 : 100,
      render: (_, r) =>
        r.locked ? (
          <Tag icon={<LockOutlined />} data-testid={`practice-locked-${r.exerciseId}`}>
            {t('practice.exercises.locked')}
          </Tag>
        ) : (
          <PracticeStatusTag status={r.status} />
        ),
    },
    { title: t('practice.exercises.col.attempts'), dataIndex: 'attempts', width: 70 },
    {
      title: t('practice.exercises.col.action'),
      key: 'action',
      width: phone ? 72 : 90,
      render: (_, r) => (
        <Button
          size="small"
          type={r.status === 'correct' ? 'default' : 'primary'}
          ghost={r.status !== 'correct'}
          disabled={r.locked}
          title={r.locked ? t('practice.exercises.locked.desc') : undefined}
          onClick={() => open(r.exerciseId)}
        >
          {r.status === 'correct' ? t('practice.exercises.review') : t('practice.exercises.answer')}
        </Button>
      ),
    },
  ];
  const emptyText =
    exercises.length === 0
      ? t('practice.exercises.empty')
      : t('practice.exercises.emptyFiltered', { name: filter === 'all' ? '' : PRACTICE_STATUS_NAMES[filter] });

  return frame(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          {point.description && <Typography.Text type="secondary">{point.description}</Typography.Text>}
          <Space wrap size={16} align="center">
            <Typography.Text>{t('practice.exercises.mastery')}</Typography.Text>
            <Progress percent={point.mastery} format={percentText} style={{ width: phone ? 200 : 260, margin: 0 }} data-testid="practice-point-mastery" />
            <Typography.Text type="secondary">{t('practice.exercises.progress', { correct: point.correctCount, total: point.exerciseCount })}</Typography.Text>
            <Button icon={<RedoOutlined />} disabled={exercises.length === 0} onClick={reset} data-testid="practice-reset">
              {t('practice.exercises.reset')}
            </Button>
          </Space>
          {point.resetAt && (
            <Typography.Text type="secondary" data-testid="practice-reset-at">
              {t('practice.exercises.resetAt', { time: dayjs(point.resetAt).format('YYYY-MM-DD HH:mm') })}
            </Typography.Text>
          )}
        </Space>
      </Card>
      <Card>
        {/* a phone too narrow for the filters scrolls them, not the page */}
        <div style={{ maxWidth: '100%', overflowX: 'auto', marginBottom: 16 }}>
          <Segmented<StatusFilter>
            value={filter}
            onChange={setFilter}
            data-testid="practice-status-filter"
            options={STATUS_FILTERS.map((f) => ({
              value: f,
              label: t('practice.exercises.filter.count', {
                name: f === 'all' ? t('practice.exercises.filter.all') : PRACTICE_STATUS_NAMES[f],
                count: counts[f],
              }),
            }))}
          />
        </div>
        <Table<NumberedItem>
          rowKey="exerciseId"
          size="middle"
          columns={phone ? withoutColumns(columns, ['type', 'difficulty', 'score', 'attempts']) : columns}
          dataSource={filterByStatus(exercises, filter)}
          pagination={exercises.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
          scroll={phone ? undefined : { x: 760 }}
          data-testid="practice-exercise-table"
        />
      </Card>
      <PracticeCompareCard clazzId={clazzId} knowId={knowId} />
    </Space>,
  );
}
