// 考试 of a course (/teacher/course/:courseId/exam): its exam papers a page at a time, searched by name; 新建试卷
// (name, rules, duration) and then on to its questions; per paper 题目, 信息与发布, 删除 (after a confirmation: its
// publications stay), and its publications unfolded below it with the way to each report. A course under review or
// archived (or of someone else) is read-only here.
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Empty, Popconfirm, Result, Spin } from 'antd';
import { useRef, useState } from 'react';
import type { ExamSummary } from '@contract/exam';
import KeywordSearch from '@/components/KeywordSearch';
import { useT } from '@/components/Locale';
import { lockOf } from '@/utils/course';
import BadParam from '@/components/BadParam';
import { courseViewLink } from '@/utils/homework-links';
import { getCourse } from '@/services/htdz/course';
import { deleteExam, queryExams } from '@/services/htdz/exam';
import ExamCreateModal from '../components/ExamCreateModal';
import { examExerciseLink, examInfoLink } from '@/utils/exam-links';
import PaperPublications from '../components/PaperPublications';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/exam-teacher';

type Params = { keyword?: string };

function ExamList({ courseId }: { courseId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const tableRef = useRef<ActionType>();
  const [keyword, setKeyword] = useState<string>();
  const [creating, setCreating] = useState(false);
  const course = useRequest(async () => (await getCourse(courseId)).obj, { refreshDeps: [courseId] });
  const remove = useRequest(deleteExam, { manual: true });

  const frame = (children: React.ReactNode) => (
    <PageContainer title={t('examTeacher.list.title')} subTitle={course.data?.name} onBack={() => history.push(courseViewLink(courseId))}>
      {children}
    </PageContainer>
  );
  if (course.error) return frame(<Result status="403" title={t('examTeacher.list.unavailable')} subTitle={t('examTeacher.list.unavailable.desc')} />);
  if (!course.data) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const lock = lockOf(course.data);
  const editable = lock === null;
  const onDelete = async (row: ExamSummary) => {
    try {
      await remove.runAsync(row.examId);
      message.success(t('examTeacher.deleted'));
    } finally {
      // refused (the request error handler said why) or done: the list is as the server has it
      tableRef.current?.reload();
    }
  };

  const createButton = editable && (
    <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="exam-create">
      {t('examTeacher.create.title')}
    </Button>
  );

  const columns: ProColumns<ExamSummary>[] = [
    {
      title: t('examTeacher.col.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (_, row) => <a onClick={() => history.push(examInfoLink(courseId, row.examId))}>{row.name}</a>,
    },
    { title: t('examTeacher.col.questions'), dataIndex: 'questionCount', width: 80, align: 'right' },
    { title: t('examTeacher.col.total'), dataIndex: 'totalScore', width: 80, align: 'right' },
    {
      title: t('examTeacher.col.duration'),
      dataIndex: 'durationMinutes',
      width: 100,
      align: 'right',
      render: (_, row) => t('examTeacher.minutesOf', { count: row.durationMinutes }),
    },
    {
      title: t('examTeacher.col.published'),
      dataIndex: 'publishedCount',
      width: 100,
      align: 'right',
      render: (_, row) => t('examTeacher.published.count', { count: row.publishedCount }),
    },
    { title: t('examTeacher.col.author'), dataIndex: 'authorName', width: 90 },
    { title: t('examTeacher.col.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, row) => {
        const info = (
          <a key="info" onClick={() => history.push(examInfoLink(courseId, row.examId))} data-testid={`exam-info-${row.examId}`}>
            {editable ? t('examTeacher.action.infoAndPublish') : t('examTeacher.action.info')}
          </a>
        );
        if (!editable) return [info];
        return [
          <a key="questions" onClick={() => history.push(examExerciseLink(courseId, row.examId))} data-testid={`exam-questions-${row.examId}`}>
            {t('examTeacher.action.questions')}
          </a>,
          info,
          <Popconfirm
            key="delete"
            title={t('examTeacher.delete.confirm', { name: row.name })}
            description={row.publishedCount > 0 ? t('examTeacher.delete.confirmPublished', { count: row.publishedCount }) : t('examTeacher.delete.confirmDesc')}
            okText={t('common.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(row).catch(() => undefined)}
          >
            <a style={{ color: 'var(--ant-color-error, #ff4d4f)' }} data-testid={`exam-delete-${row.examId}`}>
              {t('common.delete')}
            </a>
          </Popconfirm>,
        ];
      },
    },
  ];

  const params: Params = { keyword };
  return frame(
    <>
      {lock && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t(`examTeacher.lock.${lock}`)} />}
      <ProTable<ExamSummary, Params>
        rowKey="examId"
        actionRef={tableRef}
        columns={columns}
        params={params}
        search={false}
        scroll={{ x: 1000 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, setting: false, reload: true }}
        headerTitle={<KeywordSearch label={t('examTeacher.search')} onSearch={setKeyword} />}
        toolBarRender={() => [createButton].filter(Boolean)}
        expandable={{
          rowExpandable: (row) => row.publishedCount > 0,
          expandedRowRender: (row) => <PaperPublications exam={row} />,
        }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keyword ? t('examTeacher.empty.search') : t('examTeacher.empty')}>
              {!keyword && createButton}
            </Empty>
          ),
        }}
        request={async ({ current, pageSize, keyword: word }) => {
          const answer = await queryExams({ courseId, current, pageSize, keyword: word });
          return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
        }}
      />
      <ExamCreateModal
        courseId={courseId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(exam) => {
          setCreating(false);
          history.push(examExerciseLink(courseId, exam.examId));
        }}
      />
    </>,
  );
}

export default function ExamListPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <ExamList key={courseId} courseId={courseId} />;
}
