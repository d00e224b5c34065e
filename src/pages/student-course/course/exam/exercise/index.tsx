// 考试作答 (/stu/course/exam/exercise/:courseId/:clazzId/:examId/:examClassId/:exerciseId): loads my started attempt's
// paper (after a reload, on another device, after a server restart: the same paper, answers and deadline) and hands
// it to ExamSheet; an attempt not yet started sends me to the exam's page, where 开始考试 starts it.
import { history, useModel, useParams } from '@umijs/max';
import { Button, Card, Result, Spin } from 'antd';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { getExamPaper } from '@/services/htdz/exam';
import ExamSheet from '../components/ExamSheet';
import { EXAM_STU_LINKS } from '@/utils/student-exam';
import { idParam } from '@/utils/route-params';
import { useSheetLoad } from '@/hooks/use-answer-sheet';
import '@/locales/zh-CN/exam-student';

export default function StudentExamAnswerPage() {
  const t = useT();
  const params = useParams();
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.userId;
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const examClassId = idParam(params.examClassId);
  const exerciseId = idParam(params.exerciseId);
  const { load, loads } = useSheetLoad(async () => {
    if (examClassId === null) return null;
    const sent = await getExamPaper(examClassId, { skipErrorHandler: true });
    return sent.obj;
  }, [examClassId]);
  if (courseId === null || clazzId === null || examClassId === null) return <BadParam kind="chapter" bare={false} />;
  const detail = EXAM_STU_LINKS.detail(courseId, clazzId, idParam(params.examId), examClassId);
  if (load.loading || me === undefined) return <Spin size="large" style={{ display: 'block', padding: 80 }} data-testid="exam-loading" />;
  if (!load.data || load.data.examClassId !== examClassId) {
    return (
      <Card data-testid="exam-cannot-open">
        <Result
          status="warning"
          title={t('examStu.answer.cannotOpen')}
          subTitle={load.error?.message}
          extra={
            <Button type="primary" onClick={() => history.push(detail)} data-testid="exam-to-detail">
              {t('examStu.toDetail')}
            </Button>
          }
        />
      </Card>
    );
  }
  return <ExamSheet key={loads} paper={load.data} studentId={me} exerciseId={exerciseId} onReload={load.refresh} />;
}
