// 作业 (/stu/course/task/:courseId/:clazzId): my homework in one class of a course, by the server's clock: each with
// its status, start and end (my own, 有加时 when a teacher gave me more time; and the late limit), how many questions I
// answered, my score once released, and the way
// in: 开始作答 / 继续作答 while it is open, 查看 once handed in or closed; not-yet-started ones wait, disabled. On a phone
// each homework is a card with the same contents (RowCards), so nothing needs scrolling sideways.
import { ClockCircleOutlined, EditOutlined, EyeOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { history, useModel, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Empty, Result, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { SUBMISSION_STATUS_NAMES, type StudentHomeworkRow } from '@contract/homework';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { TASK_STU_LINKS } from '@/utils/student-homework-links';
import { spanText } from '@/utils/server-time';
import { useServerNow } from '@/hooks/use-server-now';
import { queryMyHomeworks } from '@/services/htdz/homework';
import CardsOrTable from '@/components/RowCards/CardsOrTable';
import StudyFrame from '@/components/StudyFrame';
import { useStudyCourse } from '@/hooks/use-study-course';
import { isTodo, rowStateOf } from './components/rows';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/homework-stu';
import '@/locales/zh-CN/stu';

const STATUS_COLOR = { new: 'default', answering: 'processing', submitted: 'blue', reviewed: 'green', returned: 'orange' } as const;
const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

export default function StudentTaskListPage() {
  const t = useT();
  const params = useParams();
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.userId;
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const course = useStudyCourse(courseId, clazzId);
  const list = useRequest(async () => (courseId === null || clazzId === null ? null : (await queryMyHomeworks(courseId, clazzId)).obj), {
    refreshDeps: [courseId, clazzId],
  });
  const now = useServerNow(list.data?.serverNow, 30_000);
  if (courseId === null || clazzId === null) return <BadParam kind="chapter" bare={false} />;

  const go = (to: string) => history.push(to);
  const rows = list.data?.homeworks ?? [];
  const at = now ?? Date.now();

  const columns: ColumnsType<StudentHomeworkRow> = [
    {
      title: t('homeworkStu.list.col.name'),
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: t('homeworkStu.list.col.status'),
      key: 'status',
      width: 160,
      render: (_, row) => {
        const state = rowStateOf(row, at);
        return (
          <Space size={4} wrap data-testid={`task-status-${row.homeworkId}`}>
            <Tag color={STATUS_COLOR[row.status]}>{SUBMISSION_STATUS_NAMES[row.status]}</Tag>
            {state.closed && <Tag color="red">{t('homeworkStu.list.closed')}</Tag>}
            {row.late && <Tag color="warning">{t('homeworkStu.list.late')}</Tag>}
          </Space>
        );
      },
    },
    {
      title: t('homeworkStu.list.col.time'),
      key: 'time',
      render: (_, row) => {
        const { clock } = rowStateOf(row, at);
        return (
          <Space direction="vertical" size={0} style={{ fontSize: 13 }}>
            <span>{t('homeworkStu.list.start', { time: time(row.startAt) })}</span>
            <span>
              {t('homeworkStu.list.end', { time: time(row.endAt) })}
              {row.extended && (
                <Tag color="purple" style={{ marginInlineStart: 6 }} data-testid={`task-extended-${row.homeworkId}`}>
                  {t('homeworkStu.list.extended')}
                </Tag>
              )}
            </span>
            {row.lateUntil && <span>{t('homeworkStu.list.lateUntil', { time: time(row.lateUntil) })}</span>}
            {clock && (
              <Typography.Text type={clock.kind === 'startsIn' ? 'secondary' : 'warning'} data-testid={`task-clock-${row.homeworkId}`}>
                <ClockCircleOutlined /> {t(`homeworkStu.list.${clock.kind}`, { span: spanText(t, clock.ms) })}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
    {
      title: t('homeworkStu.list.col.answered'),
      key: 'answered',
      width: 90,
      render: (_, row) => (
        <span data-testid={`task-answered-${row.homeworkId}`}>{t('homeworkStu.list.answered', { done: row.answeredCount, total: row.questionCount })}</span>
      ),
    },
    {
      title: t('homeworkStu.list.col.score'),
      key: 'score',
      width: 120,
      render: (_, row) =>
        row.score === null ? (
          <Typography.Text type="secondary">{t('homeworkStu.list.noScore')}</Typography.Text>
        ) : (
          <Typography.Text strong data-testid={`task-score-${row.homeworkId}`}>
            {t('homeworkStu.list.score', { score: row.score, total: row.totalScore })}
          </Typography.Text>
        ),
    },
    {
      title: t('homeworkStu.list.col.action'),
      key: 'action',
      width: 200,
      render: (_, row) => {
        const state = rowStateOf(row, at);
        const view = (
          <Button
            icon={<EyeOutlined />}
            disabled={me === undefined}
            onClick={() => me !== undefined && go(TASK_STU_LINKS.detail(me, row.homeworkId))}
            data-testid={`task-view-${row.homeworkId}`}
          >
            {t('homeworkStu.list.view')}
          </Button>
        );
        if (state.action === 'wait') {
          return (
            <Button
              icon={<ClockCircleOutlined />}
              disabled
              title={t('homeworkStu.list.start', { time: time(row.startAt) })}
              data-testid={`task-wait-${row.homeworkId}`}
            >
              {t('homeworkStu.list.notStarted')}
            </Button>
          );
        }
        if (state.action === 'view') return view;
        return (
          <Space wrap>
            <Button
              type="primary"
              icon={state.action === 'begin' ? <PlayCircleOutlined /> : <EditOutlined />}
              disabled={me === undefined}
              onClick={() => me !== undefined && go(TASK_STU_LINKS.answer(me, row.homeworkId))}
              data-testid={`task-answer-${row.homeworkId}`}
            >
              {t(state.action === 'begin' ? 'homeworkStu.list.begin' : 'homeworkStu.list.continue')}
            </Button>
            {state.canView && view}
          </Space>
        );
      },
    },
  ];

  const body = (() => {
    if (list.error && !list.data) return <Result status="403" title={t('stu.notFound')} subTitle={t('stu.notFound.desc')} />;
    if (list.data && rows.length === 0) return <Empty description={t('homeworkStu.list.empty')} data-testid="task-empty" />;
    return (
      <>
        {list.data && (
          <Typography.Paragraph type="secondary" data-testid="task-summary">
            {t('homeworkStu.list.summary', { total: rows.length, todo: rows.filter((r) => isTodo(r, at)).length })}
          </Typography.Paragraph>
        )}
        <CardsOrTable<StudentHomeworkRow>
          rowKey="homeworkId"
          columns={columns}
          corner="status"
          action="action"
          rows={rows}
          loading={list.loading && !list.data}
          faded={(row) => rowStateOf(row, at).notStarted}
          scrollX={860}
          data-testid="task-table"
        />
      </>
    );
  })();

  return (
    <StudyFrame courseId={courseId} clazzId={clazzId} kind="task" title={t('homeworkStu.list.title')} course={course.data}>
      <Card>{body}</Card>
    </StudyFrame>
  );
}
