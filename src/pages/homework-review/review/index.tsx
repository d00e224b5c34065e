// 批阅作业 (/task-bank/task/review/studentId/homeworkId/:studentId/:homeworkId/:courseId/:classId, no layout): the
// grading workspace of one submission. Per question the stem, the student's answer, the automatic verdict and the
// reference answer, with a score box (empty keeps the automatic score) and a comment; an overall comment; 保存 keeps
// the review as a draft, 完成批阅 marks it 已批阅, 退回重做 lets the student change and resubmit until a deadline.
// 上一位 / 下一位 follow the roster and ask before unsaved scores are lost. Below, the versions the student handed in
// before taking it back to resubmit.
import { CheckOutlined, EyeOutlined, RollbackOutlined, SaveOutlined } from '@ant-design/icons';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Space, Spin } from 'antd';
import { useState } from 'react';
import type { SubmissionReview } from '@contract/homework';
import { useT } from '@/components/Locale';
import PageFrame from '@/components/PageFrame';
import { getSubmissionReview, gradeSubmission } from '@/services/htdz/homework';
import GradingForm, { useGradingForm } from '@/components/GradingForm';
import LoadFailed, { BadLink } from '@/components/LoadFailed';
import ReleaseNote from '../components/ReleaseNote';
import ReturnModal from '../components/ReturnModal';
import SubmissionVersions from '../components/SubmissionVersions';
import { gradeBodyOf, isHandedIn, placeOf, REVIEW_LINKS, type ReviewPlace } from '@/utils/review';
import { SubmissionStudentHeader } from '@/components/StudentHeader';
import { useUnsavedGuard } from '@/hooks/use-unsaved-guard';
import ReviewNav from '@/components/ReviewNav';
import '@/locales/zh-CN/homework-review';

function Workspace({ review, reload }: { review: SubmissionReview; reload: () => void }) {
  const t = useT();
  const grading = useGradingForm({ review, submit: (draft, finish) => gradeSubmission(gradeBodyOf(review, draft, finish)), onSaved: reload });
  const { dirty, save } = grading;
  const [returning, setReturning] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const { homework, student, row } = review;
  const handedIn = isHandedIn(row.status);
  const { courseId, classId, homeworkId } = homework;

  const goStudent = (id: number | null) => id !== null && guard.leaveAsking(REVIEW_LINKS.review(id, homeworkId, courseId, classId));
  const busy = grading.busy;
  const extra = (
    <Space wrap>
      <ReviewNav dirty={dirty} previous={review.previousStudentId} next={review.nextStudentId} onGo={goStudent} />
      <Button
        icon={<EyeOutlined />}
        onClick={() => guard.leaveAsking(REVIEW_LINKS.detail(student.userId, homeworkId, courseId, classId))}
        data-testid="review-detail"
      >
        {t('homeworkReview.review.detail')}
      </Button>
      <Button icon={<RollbackOutlined />} danger disabled={!handedIn} onClick={() => setReturning(true)} data-testid="review-return">
        {t('homeworkReview.review.return')}
      </Button>
      <Button icon={<SaveOutlined />} disabled={!handedIn} loading={busy} onClick={() => save(false)} data-testid="review-save">
        {t('homeworkReview.review.save')}
      </Button>
      <Button type="primary" icon={<CheckOutlined />} disabled={!handedIn} loading={busy} onClick={() => save(true)} data-testid="review-finish">
        {t('homeworkReview.review.finish')}
      </Button>
    </Space>
  );

  return (
    <PageFrame
      bare
      title={t('homeworkReview.review.title')}
      subTitle={t('homeworkReview.review.subTitle', { name: student.name, code: student.code, homework: homework.name })}
      backText={t('homeworkReview.back.submissions')}
      onBack={() => guard.leaveAsking(REVIEW_LINKS.submissions(courseId, classId, homeworkId))}
      extra={extra}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <SubmissionStudentHeader review={review} />
        {!handedIn && <Alert type="info" showIcon message={t('homeworkReview.review.notSubmitted')} data-testid="review-not-submitted" />}
        {handedIn && <ReleaseNote homework={homework} row={row} />}
        <GradingForm grading={grading} questions={review.questions} disabled={!handedIn} overallPlaceholder={t('homeworkReview.review.overall.placeholder')} />
        <SubmissionVersions versions={review.versions} questions={review.questions} />
      </Space>
      <ReturnModal
        open={returning}
        homeworkId={homeworkId}
        studentId={student.userId}
        unsaved={dirty}
        onClose={() => setReturning(false)}
        onReturned={() => {
          setReturning(false);
          reload();
        }}
      />
    </PageFrame>
  );
}

function Review({ place }: { place: ReviewPlace }) {
  const t = useT();
  const { studentId, homeworkId, courseId, classId } = place;
  const load = useRequest(async () => (await getSubmissionReview(homeworkId, studentId)).obj, { refreshDeps: [homeworkId, studentId] });
  // while the next student loads, the last one's answer is not theirs
  const review = load.data && load.data.student.userId === studentId && load.data.homework.homeworkId === homeworkId ? load.data : undefined;
  const back = () => history.push(REVIEW_LINKS.submissions(courseId, classId, homeworkId));
  if (review) return <Workspace key={studentId} review={review} reload={load.refresh} />;
  return (
    <PageFrame bare title={t('homeworkReview.review.title')} backText={t('homeworkReview.back.submissions')} onBack={back}>
      {load.error && !load.loading ? (
        <LoadFailed error={load.error} onRetry={load.refresh} backText={t('homeworkReview.back.submissions')} onBack={back} />
      ) : (
        <Spin size="large" style={{ display: 'block', padding: 80 }} />
      )}
    </PageFrame>
  );
}

export default function ReviewPage() {
  const t = useT();
  const place = placeOf(useParams());
  if (!place) {
    return (
      <PageFrame bare title={t('homeworkReview.review.title')} backText={t('homeworkReview.back.home')} onBack={() => history.push('/home')}>
        <BadLink backText={t('homeworkReview.back.home')} onBack={() => history.push('/home')} />
      </PageFrame>
    );
  }
  return <Review place={place} />;
}
