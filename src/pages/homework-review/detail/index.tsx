// 作业详情 (/task-bank/task/detail/studentId/homeworkId/:studentId/:homeworkId/:courseId/:classId, no layout): one
// student's submission read-only, for looking and printing: the student's header, per question the answer with its
// verdict, the final score (the teacher's or the automatic one) and comment, the reference answer; the overall comment.
// 批阅 opens the grading workspace.
import { EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import type { SubmissionReview } from '@contract/homework';
import { useT } from '@/components/Locale';
import PageFrame from '@/components/PageFrame';
import { getSubmissionReview } from '@/services/htdz/homework';
import AnswerWithVerdict, { exerciseOfReview } from '@/components/AnswerWithVerdict';
import LoadFailed, { BadLink } from '@/components/LoadFailed';
import ReferenceAnswer from '@/components/ReferenceAnswer';
import { isHandedIn, placeOf, REVIEW_LINKS, type ReviewPlace } from '@/utils/review';
import { SubmissionStudentHeader } from '@/components/StudentHeader';
import '@/locales/zh-CN/homework-review';

function DetailBody({ review }: { review: SubmissionReview }) {
  const t = useT();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <SubmissionStudentHeader review={review} />
      {!isHandedIn(review.row.status) && <Alert type="info" showIcon message={t('homeworkReview.review.notSubmitted')} />}
      {review.questions.map((q) => (
        <AnswerWithVerdict
          key={q.question.questionId}
          position={q.question.position}
          exercise={exerciseOfReview(q)}
          answer={q.answer}
          verdict={q.verdict}
          score={{ value: q.manualScore ?? q.autoScore, manual: q.manualScore !== null }}
          comment={q.comment}
          reference={<ReferenceAnswer spec={q.question.spec} analysis={q.question.analysis} sceneName={q.question.sceneName} />}
        />
      ))}
      {review.comment && (
        <Card title={t('homeworkReview.student.comment')} data-testid="detail-comment">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{review.comment}</Typography.Paragraph>
        </Card>
      )}
    </Space>
  );
}

function Detail({ place }: { place: ReviewPlace }) {
  const t = useT();
  const { studentId, homeworkId, courseId, classId } = place;
  const load = useRequest(async () => (await getSubmissionReview(homeworkId, studentId)).obj, { refreshDeps: [homeworkId, studentId] });
  const review = load.data;
  const back = () => history.push(REVIEW_LINKS.submissions(courseId, classId, homeworkId));
  const grade = () => history.push(REVIEW_LINKS.review(studentId, homeworkId, courseId, classId));
  return (
    <PageFrame
      bare
      title={t('homeworkReview.detail.title')}
      subTitle={review && t('homeworkReview.review.subTitle', { name: review.student.name, code: review.student.code, homework: review.homework.name })}
      backText={t('homeworkReview.back.submissions')}
      onBack={back}
      extra={
        review && (
          <Space wrap>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="detail-print">
              {t('homeworkReview.detail.print')}
            </Button>
            {isHandedIn(review.row.status) && (
              <Button type="primary" icon={<EditOutlined />} onClick={grade} data-testid="detail-grade">
                {t('homeworkReview.detail.grade')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {review ? (
        <DetailBody review={review} />
      ) : load.error ? (
        <LoadFailed error={load.error} onRetry={load.refresh} backText={t('homeworkReview.back.submissions')} onBack={back} />
      ) : (
        <Spin size="large" style={{ display: 'block', padding: 80 }} />
      )}
    </PageFrame>
  );
}

export default function SubmissionDetailPage() {
  const t = useT();
  const place = placeOf(useParams());
  if (!place) {
    return (
      <PageFrame bare title={t('homeworkReview.detail.title')} backText={t('homeworkReview.back.home')} onBack={() => history.push('/home')}>
        <BadLink backText={t('homeworkReview.back.home')} onBack={() => history.push('/home')} />
      </PageFrame>
    );
  }
  return <Detail key={`${place.studentId}-${place.homeworkId}`} place={place} />;
}
