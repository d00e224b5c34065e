// 考试详情 (/stu/course/exam/examClass/detail/:courseId/:clazzId/:examId/:examClassId): the exam's rules, window,
// duration and paper; 开始考试 (asked first: the time cannot be paused) while the window is open, 继续作答 while my
// attempt runs, a countdown to the opening before it; after handing in, my attempt and, as the release settings
// allow, my score, the teacher's comment and each question with my answer, verdict, score and analysis.
// The page loads the exam and picks the screen; the head (ExamFacts), the rules with the way in (ExamStartCard) and
// the results (ExamResults) are pieces of their own.
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Result, Space, Spin } from 'antd';
import { useEffect } from 'react';
import BadParam from '@/components/BadParam';
import { useT } from '@/components/Locale';
import StudyFrame from '@/components/StudyFrame';
import { useServerNow } from '@/hooks/use-server-now';
import { useStudyCourse } from '@/hooks/use-study-course';
import { getMyExamDetail } from '@/services/htdz/exam';
import { idParam } from '@/utils/route-params';
import { EXAM_STU_LINKS } from '@/utils/student-exam';
import ExamFacts from '../components/ExamFacts';
import ExamResults from '../components/ExamResults';
import ExamStartCard from '../components/ExamStartCard';
import '@/locales/zh-CN/exam-student';

export default function StudentExamDetailPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const examClassId = idParam(params.examClassId);
  const course = useStudyCourse(courseId, clazzId);
  const load = useRequest(async () => (examClassId === null ? null : (await getMyExamDetail(examClassId)).obj), { refreshDeps: [examClassId] });
  const exam = load.data?.examClassId === examClassId ? load.data : null;
  const now = useServerNow(exam?.serverNow) ?? Date.now();
  // the window opens while the page is open: ask again, so 开始考试 appears
  const opensNow = exam?.state === 'upcoming' && now >= Date.parse(exam.startAt);
  const { refresh } = load;
  useEffect(() => {
    if (opensNow) refresh();
  }, [opensNow, refresh]);
  if (courseId === null || clazzId === null || examClassId === null) return <BadParam kind="chapter" bare={false} />;

  const frame = (children: React.ReactNode, title: React.ReactNode = t('examStu.detail.title')) => (
    <StudyFrame
      courseId={courseId}
      clazzId={clazzId}
      kind="exam"
      backTo={EXAM_STU_LINKS.list(courseId, clazzId)}
      showNav={false}
      title={title}
      course={course.data}
    >
      {children}
    </StudyFrame>
  );
  if (!exam) {
    if (load.error && !load.loading) return frame(<Result status="403" title={t('examStu.detail.notFound')} subTitle={t('examStu.detail.notFound.desc')} />);
    return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} data-testid="exam-loading" />);
  }

  const answering = (questionId?: number) => history.push(EXAM_STU_LINKS.exercise(courseId, clazzId, exam.examId, exam.examClassId, questionId ?? 0));
  const running = exam.attempt !== null && exam.state === 'answering' && exam.canAnswer;
  return frame(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ExamFacts exam={exam} />
      {exam.attempt === null || running ? <ExamStartCard exam={exam} now={now} running={running} onAnswer={answering} /> : <ExamResults exam={exam} />}
    </Space>,
    exam.name,
  );
}
