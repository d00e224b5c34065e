// 考试 (/stu/course/exam/:courseId/:clazzId): my exams in one class of a course, by the server's clock: each with its
// state (未开始 / 可参加 / 进行中 / 已交卷 / 已批阅 / 缺考), window, duration, my score once released, and the way in:
// 参加考试 while the window is open, 继续作答 while my attempt runs, 查看 afterwards; ones not yet open wait. On a
// phone each exam is a card with the same contents (RowCards), so nothing needs scrolling sideways.
import { ClockCircleOutlined, EditOutlined, EyeOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Empty, Result, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { StudentExamRow } from '@contract/exam';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import ExamStateTag from '@/components/ExamStateTag';
import { spanText } from '@/utils/server-time';
import { useServerNow } from '@/hooks/use-server-now';
import { queryMyExams } from '@/services/htdz/exam';
import CardsOrTable from '@/components/RowCards/CardsOrTable';
import StudyFrame from '@/components/StudyFrame';
import { useStudyCourse } from '@/hooks/use-study-course';
import { EXAM_STU_LINKS, examRowAction, isExamTodo } from '@/utils/student-exam';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/exam-student';
import '@/locales/zh-CN/stu';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

export default function StudentExamListPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const course = useStudyCourse(courseId, clazzId);
  const list = useRequest(async () => (courseId === null || clazzId === null ? null : (await queryMyExams(courseId, clazzId)).obj), {
    refreshDeps: [courseId, clazzId],
  });
  const now = useServerNow(list.data?.serverNow, 30_000);
  if (courseId === null || clazzId === null) return <BadParam kind="chapter" bare={false} />;

  const rows = list.data?.exams ?? [];
  const at = now ?? Date.now();
  const detail = (row: StudentExamRow) => history.push(EXAM_STU_LINKS.detail(courseId, clazzId, row.examId, row.examClassId));

  const columns: ColumnsType<StudentExamRow> = [
    {
      title: t('examStu.col.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('examStu.paper', { count: row.questionCount, score: row.totalScore, minutes: row.durationMinutes })}
            {row.extraMinutes > 0 && (
              <Tag color="purple" style={{ marginInlineStart: 6 }} data-testid={`exam-row-extra-${row.examClassId}`}>
                {t('examStu.extra', { minutes: row.extraMinutes })}
              </Tag>
            )}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('examStu.col.state'),
      key: 'state',
      width: 110,
      render: (_, row) => (
        <span data-testid={`exam-row-state-${row.examClassId}`}>
          <ExamStateTag state={row.state} />
        </span>
      ),
    },
    {
      title: t('examStu.col.window'),
      key: 'window',
      render: (_, row) => {
        const action = examRowAction(row, at);
        const clock =
          action === 'wait'
            ? { type: 'secondary' as const, text: t('examStu.startsIn', { span: spanText(t, Date.parse(row.startAt) - at) }) }
            : action === 'continue' && row.deadline
              ? { type: 'warning' as const, text: t('examStu.left', { span: spanText(t, Date.parse(row.deadline) - at) }) }
              : action === 'start'
                ? { type: 'warning' as const, text: t('examStu.closesIn', { span: spanText(t, Date.parse(row.endAt) - at) }) }
                : null;
        return (
          <Space direction="vertical" size={0} style={{ fontSize: 13 }}>
            <span>{t('examStu.window', { start: time(row.startAt), end: time(row.endAt) })}</span>
            {clock && (
              <Typography.Text type={clock.type} data-testid={`exam-row-clock-${row.examClassId}`}>
                <ClockCircleOutlined /> {clock.text}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
    {
      title: t('examStu.col.score'),
      key: 'score',
      width: 120,
      render: (_, row) =>
        row.score === null ? (
          <Typography.Text type="secondary">{t('examStu.noScore')}</Typography.Text>
        ) : (
          <Typography.Text strong data-testid={`exam-row-score-${row.examClassId}`}>
            {t('examStu.score', { score: row.score, total: row.totalScore })}
          </Typography.Text>
        ),
    },
    {
      title: t('examStu.col.action'),
      key: 'action',
      width: 150,
      render: (_, row) => {
        const action = examRowAction(row, at);
        if (action === 'wait') {
          return (
            <Button icon={<ClockCircleOutlined />} disabled data-testid={`exam-row-wait-${row.examClassId}`}>
              {t('examStu.notOpen')}
            </Button>
          );
        }
        if (action === 'view') {
          return (
            <Button icon={<EyeOutlined />} onClick={() => detail(row)} data-testid={`exam-row-view-${row.examClassId}`}>
              {t('examStu.view')}
            </Button>
          );
        }
        return (
          <Button
            type="primary"
            icon={action === 'start' ? <PlayCircleOutlined /> : <EditOutlined />}
            onClick={() => detail(row)}
            data-testid={`exam-row-enter-${row.examClassId}`}
          >
            {t(action === 'start' ? 'examStu.enter' : 'examStu.continue')}
          </Button>
        );
      },
    },
  ];

  const body = (() => {
    if (list.error && !list.data) return <Result status="403" title={t('stu.notFound')} subTitle={t('stu.notFound.desc')} />;
    if (list.data && rows.length === 0) return <Empty description={t('examStu.empty')} data-testid="exam-empty" />;
    return (
      <>
        {list.data && (
          <Typography.Paragraph type="secondary" data-testid="exam-summary">
            {t('examStu.summary', { total: rows.length, todo: rows.filter(isExamTodo).length })}
          </Typography.Paragraph>
        )}
        <CardsOrTable<StudentExamRow>
          rowKey="examClassId"
          columns={columns}
          corner="state"
          action="action"
          rows={rows}
          loading={list.loading && !list.data}
          faded={(row) => examRowAction(row, at) === 'wait'}
          scrollX={820}
          data-testid="exam-table"
        />
      </>
    );
  })();

  return (
    <StudyFrame courseId={courseId} clazzId={clazzId} kind="exam" title={t('examStu.title')} course={course.data}>
      <Card>{body}</Card>
    </StudyFrame>
  );
}
