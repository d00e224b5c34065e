// 作业结果 (/task-stu/detail/studentId/homeworkId/:studentId/:homeworkId, no layout): what the release settings let me
// see of my homework: status, when I handed it in, my score and the teacher's comment; each question with my answer,
// and once released its verdict, score and comment, the answer and analysis. 继续作答 while a return lets me change it;
// 重新提交 (asked first) while the homework lets me take a handed-in one back before my end.
import { EditOutlined, RedoOutlined } from '@ant-design/icons';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { HomeworkResult } from '@contract/homework';
import { useT } from '@/components/Locale';
import { getHomeworkResult, startResubmit } from '@/services/htdz/homework';
import { TASK_STU_LINKS } from '@/utils/student-homework-links';
import PageState from '../components/PageState';
import TaskStuFrame from '../components/TaskStuFrame';
import ResultSummary from './components/ResultSummary';
import QuestionResult from '@/components/QuestionResult';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/homework-stu';

/** 重新提交: asks, takes the homework back and opens the sheet again. */
function ResubmitButton({ result, studentId, until }: { result: HomeworkResult; studentId: number; until: string }) {
  const t = useT();
  const { modal } = App.useApp();
  const ask = () =>
    modal.confirm({
      title: t('homeworkStu.detail.resubmit.confirm'),
      content: t('homeworkStu.detail.resubmit.content', { time: dayjs(until).format('YYYY-MM-DD HH:mm') }),
      okText: t('homeworkStu.detail.resubmit.ok'),
      cancelText: t('homeworkStu.detail.resubmit.cancel'),
      onOk: async () => {
        const reopened = await startResubmit({ studentId, homeworkId: result.homeworkId }).catch(() => null);
        if (reopened?.success) history.push(TASK_STU_LINKS.answer(studentId, result.homeworkId));
      },
    });
  return (
    <Button icon={<RedoOutlined />} onClick={ask} data-testid="result-resubmit">
      {t('homeworkStu.detail.resubmit')}
    </Button>
  );
}

export default function HomeworkResultPage() {
  const t = useT();
  const params = useParams();
  const studentId = idParam(params.studentId);
  const homeworkId = idParam(params.homeworkId);
  const load = useRequest(async () => (studentId === null || homeworkId === null ? null : (await getHomeworkResult(studentId, homeworkId)).obj), {
    refreshDeps: [studentId, homeworkId],
  });
  const title = t('homeworkStu.detail.title');
  if (studentId === null || homeworkId === null) return <PageState state="badParam" title={title} />;
  const result = load.data?.homeworkId === homeworkId ? load.data : null;
  if (!result) return <PageState state={load.error && !load.loading ? 'notFound' : 'loading'} title={title} />;

  const go = (to: string) => history.push(to);
  const questions = [...result.questions].sort((a, b) => a.position - b.position || a.questionId - b.questionId);
  return (
    <TaskStuFrame
      title={result.name}
      subTitle={title}
      backText={t('homeworkStu.back')}
      onBack={() => go(TASK_STU_LINKS.list(result.courseId, result.classId))}
      extra={
        result.canEdit ? (
          <Button type="primary" icon={<EditOutlined />} onClick={() => go(TASK_STU_LINKS.answer(studentId, homeworkId))} data-testid="result-continue">
            {t('homeworkStu.detail.continue')}
          </Button>
        ) : (
          result.resubmitUntil && <ResubmitButton result={result} studentId={studentId} until={result.resubmitUntil} />
        )
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ResultSummary result={result} />
        {result.resubmitUntil && (
          <Alert
            type="info"
            showIcon
            message={t('homeworkStu.detail.resubmit.note', { time: dayjs(result.resubmitUntil).format('YYYY-MM-DD HH:mm') })}
            data-testid="result-resubmit-note"
          />
        )}
        <Space size={12} wrap>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('homeworkStu.detail.questions')}
          </Typography.Title>
          {!result.answerReleased && (
            <Typography.Text type="secondary" data-testid="result-answer-hidden">
              {t('homeworkStu.detail.answerHidden')}
            </Typography.Text>
          )}
        </Space>
        {questions.map((q, i) => (
          <QuestionResult key={q.questionId} q={q} index={i + 1} released={result} />
        ))}
      </Space>
    </TaskStuFrame>
  );
}
