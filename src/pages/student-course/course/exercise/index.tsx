// 练习作答 (/stu/course/exercise/:courseId/:clazzId/:knowId/:exerciseId): one question of a knowledge point to answer,
// with previous/next through the point's questions (PracticeAnswering does the answering).
import { history, useModel, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Spin } from 'antd';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { getPracticeQuestion } from '@/services/htdz/practice';
import StudyFrame from '@/components/StudyFrame';
import { STU_LINKS } from '@/utils/study';
import { useStudyCourse } from '@/hooks/use-study-course';
import PracticeAnswering from './components/PracticeAnswering';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/practice';

export default function PracticeExercisePage() {
  const t = useT();
  const params = useParams();
  const { initialState } = useModel('@@initialState');
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const knowId = idParam(params.knowId);
  const exerciseId = idParam(params.exerciseId);
  const course = useStudyCourse(courseId, clazzId);
  const load = useRequest(
    async () => (clazzId === null || knowId === null || exerciseId === null ? null : (await getPracticeQuestion(clazzId, knowId, exerciseId)).obj),
    { refreshDeps: [clazzId, knowId, exerciseId] },
  );
  if (courseId === null || clazzId === null || knowId === null || exerciseId === null) return <BadParam kind="chapter" bare={false} />;

  const toList = STU_LINKS.knowledgeExercises(courseId, clazzId, knowId);
  const frame = (children: React.ReactNode) => (
    <StudyFrame courseId={courseId} clazzId={clazzId} kind="practice" title={t('practice.question.title')} course={course.data} backTo={toList}>
      {children}
    </StudyFrame>
  );
  // while the next question loads, the last one's answer must not show under the new address
  const data = load.data?.exercise.exerciseId === exerciseId ? load.data : null;
  if (load.error && !load.loading) {
    return frame(
      <Result
        status="404"
        title={t('practice.question.notFound')}
        extra={
          <Button type="primary" onClick={() => history.push(toList)}>
            {t('practice.question.back')}
          </Button>
        }
      />,
    );
  }
  if (!data) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  return frame(
    <PracticeAnswering
      key={`${clazzId}.${exerciseId}`}
      question={data}
      courseId={courseId}
      clazzId={clazzId}
      knowId={knowId}
      userId={initialState?.currentUser?.userId}
    />,
  );
}
