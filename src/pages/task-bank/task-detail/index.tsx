// 作业详情 (/task-bank/taskDetail/taskId/:taskId, no layout): the task, its questions with scores and total, and
// where it was published: each class's homework with progress, review, new times and withdrawal.
import { EditOutlined, SendOutlined } from '@ant-design/icons';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Descriptions, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { EXERCISE_TYPE_NAMES, type ExerciseType } from '@contract/exercise';
import type { PaperQuestion } from '@contract/exercise';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import PageFrame from '@/components/PageFrame';
import { queryHomeworks } from '@/services/htdz/homework';
import { getTask } from '@/services/htdz/task';
import HomeworkTable from '@/components/HomeworkTable';
import { addQuestionLink, publishTaskLink, taskBankLink } from '@/utils/homework-links';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/task';

function TaskDetailView({ taskId }: { taskId: number }) {
  const t = useT();
  const load = useRequest(async () => (await getTask(taskId)).obj, { refreshDeps: [taskId] });
  const homeworks = useRequest(async () => (await queryHomeworks({ taskId })).obj, { refreshDeps: [taskId] });
  const task = load.data;

  const frame = (children: React.ReactNode) => (
    <PageFrame
      bare
      title={t('task.detail.title')}
      subTitle={task?.name}
      backText={t('task.back.bank')}
      onBack={() => history.push(task ? taskBankLink(task.courseId) : '/teacher/list')}
      extra={
        task && (
          <Space>
            <Button icon={<EditOutlined />} onClick={() => history.push(addQuestionLink(task.courseId, task.parentId ?? 0, task.taskId))}>
              {t('task.detail.editQuestions')}
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={task.questionCount === 0}
              onClick={() => history.push(publishTaskLink(task.courseId, task.taskId))}
            >
              {t('task.action.publish')}
            </Button>
          </Space>
        )
      }
    >
      {children}
    </PageFrame>
  );
  if (load.error) return frame(<Result status="404" title={t('task.notFound')} subTitle={t('task.notFound.desc')} />);
  if (!task) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const columns: ColumnsType<PaperQuestion> = [
    { title: t('task.questions.col.no'), dataIndex: 'position', width: 60, render: (_, _q, i) => i + 1 },
    { title: t('task.questions.col.type'), dataIndex: 'type', width: 90, render: (type: ExerciseType) => <Tag>{EXERCISE_TYPE_NAMES[type]}</Tag> },
    { title: t('task.questions.col.stem'), dataIndex: 'stemText', ellipsis: true },
    {
      title: t('task.questions.col.knowledge'),
      dataIndex: 'knowledge',
      width: 220,
      render: (_, q) =>
        q.knowledge.length ? (
          <Space size={[0, 4]} wrap>
            {q.knowledge.map((k) => (
              <Tag key={k.knowId}>{k.name}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { title: t('task.questions.col.score'), dataIndex: 'score', width: 80, align: 'right' },
  ];

  return frame(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Descriptions column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('task.field.name')}>{task.name}</Descriptions.Item>
          <Descriptions.Item label={t('task.detail.course')}>{task.courseName}</Descriptions.Item>
          <Descriptions.Item label={t('task.col.author')}>{task.authorName}</Descriptions.Item>
          <Descriptions.Item label={t('task.col.questions')}>{task.questionCount}</Descriptions.Item>
          <Descriptions.Item label={t('task.col.total')}>
            <span data-testid="detail-total">{task.totalScore}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('task.col.updatedAt')}>{dayjs(task.updatedAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
          <Descriptions.Item label={t('task.field.description')} span={3}>
            {task.description ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{task.description}</Typography.Paragraph> : '—'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('task.detail.questions', { count: task.questionCount, total: task.totalScore })}>
        <Table<PaperQuestion>
          rowKey="exerciseId"
          size="small"
          columns={columns}
          dataSource={task.questions}
          pagination={false}
          locale={{ emptyText: t('task.questions.empty') }}
        />
      </Card>
      <Card title={t('task.detail.publications')}>
        <HomeworkTable
          homeworks={homeworks.data}
          loading={homeworks.loading}
          onChanged={() => {
            homeworks.refresh();
            load.refresh();
          }}
          emptyText={t('task.detail.publications.empty')}
        />
      </Card>
    </Space>,
  );
}

export default function TaskDetailPage() {
  const taskId = idParam(useParams().taskId);
  if (taskId === null) return <BadParam bare />;
  return <TaskDetailView taskId={taskId} />;
}
