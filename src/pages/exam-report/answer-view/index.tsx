// 考试答卷 (four routes, one page: /teacher/course/:courseId/stuExamAnswerView/score/:scoreId,
// /teacher/stuAnswerView/score/:scoreId, /teacher/stuAnswerView/class/:sclassId/score/:scoreId and
// /teacher/sclass/:sclassId/stuExamAnswerView/score/:scoreId; in the layout): one student's attempt for the teacher.
// The student and the attempt (state, started, deadline, handed in, 自动交卷, score), then per question the stem, the
// answer, the automatic verdict, the reference answer, a score box (empty keeps the automatic score, at most the
// question's points) and a comment; an overall comment. 保存 keeps the grading as a draft, 完成批阅 marks the attempt
// 已批阅. 上一位 / 下一位 follow the roster in the same route form; the way back is the report in the matching
// context (the class of the path, else the exam's course). Unsaved scores are asked about before leaving.
import { CheckOutlined, SaveOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useLocation, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Space, Spin } from 'antd';
import type { ExamAnswerView } from '@contract/exam';
import { useT } from '@/components/Locale';
import GradingForm, { useGradingForm } from '@/components/GradingForm';
import LoadFailed, { BadLink } from '@/components/LoadFailed';
import { useUnsavedGuard } from '@/hooks/use-unsaved-guard';
import { getExamAnswerView, gradeExam } from '@/services/htdz/exam';
import ExamStudentHeader from '../components/ExamStudentHeader';
import { answerPlaceOf, EXAM_REPORT_LINKS, gradeExamBodyOf, isHandedIn, type AnswerPlace } from '@/utils/exam-report';
import ReviewNav from '@/components/ReviewNav';
import '@/locales/zh-CN/exam-report';
import '@/locales/zh-CN/homework-review';

function Workspace({ place, view, reload }: { place: AnswerPlace; view: ExamAnswerView; reload: () => void }) {
  const t = useT();
  const grading = useGradingForm({
    review: view,
    submit: (draft, finish) => gradeExam(gradeExamBodyOf(place.scoreId, view, draft, finish)),
    onSaved: reload,
  });
  const { dirty, busy, save } = grading;
  const guard = useUnsavedGuard(dirty);
  const { examClass, student, row } = view;
  const handedIn = isHandedIn(row.state);
  const go = (scoreId: number | null) => scoreId !== null && guard.leaveAsking(EXAM_REPORT_LINKS.answer(place, scoreId));

  const extra = (
    <Space wrap>
      <ReviewNav dirty={dirty} previous={view.previousScoreId} next={view.nextScoreId} onGo={go} />
      <Button icon={<SaveOutlined />} disabled={!handedIn} loading={busy} onClick={() => save(false)} data-testid="review-save">
        {t('homeworkReview.review.save')}
      </Button>
      <Button type="primary" icon={<CheckOutlined />} disabled={!handedIn} loading={busy} onClick={() => save(true)} data-testid="review-finish">
        {t('homeworkReview.review.finish')}
      </Button>
    </Space>
  );

  return (
    <PageContainer
      title={t('examReport.answer.title')}
      subTitle={t('examReport.answer.subTitle', { name: student.name, code: student.code, exam: examClass.name })}
      onBack={() => guard.leaveAsking(EXAM_REPORT_LINKS.reportOfAnswer(place, examClass))}
      extra={extra}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ExamStudentHeader view={view} />
        {!handedIn && <Alert type="info" showIcon message={t('examReport.answer.answering')} data-testid="review-not-submitted" />}
        <GradingForm grading={grading} questions={view.questions} disabled={!handedIn} overallPlaceholder={t('examReport.answer.overall.placeholder')} />
      </Space>
    </PageContainer>
  );
}

function AnswerView({ place }: { place: AnswerPlace }) {
  const t = useT();
  const load = useRequest(async () => (await getExamAnswerView(place.scoreId)).obj, { refreshDeps: [place.scoreId] });
  // while the next student loads, the last one's attempt is not theirs
  const view = load.data && load.data.row.scoreId === place.scoreId ? load.data : undefined;
  if (view) return <Workspace key={place.scoreId} place={place} view={view} reload={load.refresh} />;
  const back = () => history.push(EXAM_REPORT_LINKS.answerFallback(place));
  const backText =
    place.form === 'plain' ? t('examReport.back.courses') : place.form === 'course' ? t('examReport.back.courseExams') : t('examReport.back.classExams');
  return (
    <PageContainer title={t('examReport.answer.title')} onBack={back}>
      {load.error && !load.loading ? (
        <LoadFailed error={load.error} onRetry={load.refresh} backText={backText} onBack={back} notFoundText={t('examReport.answer.notFound')} />
      ) : (
        <Spin size="large" style={{ display: 'block', padding: 80 }} />
      )}
    </PageContainer>
  );
}

export default function ExamAnswerViewPage() {
  const t = useT();
  const place = answerPlaceOf(useParams(), useLocation().pathname);
  if (!place) {
    return (
      <PageContainer title={t('examReport.answer.title')}>
        <BadLink backText={t('homeworkReview.back.home')} onBack={() => history.push('/home')} desc={t('examReport.badParam.desc')} />
      </PageContainer>
    );
  }
  return <AnswerView place={place} />;
}
