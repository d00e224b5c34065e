import { useParams } from '@umijs/max';
import QuestionBankPage from '@/components/QuestionBankPage';
import BadParam from '@/components/BadParam';
import { idParam, folderParam } from '@/utils/route-params';

/** A course's question bank inside the layout (/teacher/course/question/:courseId/:parentId), opened at folder parentId (0: all). */
export default function TeacherCourseQuestionPage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <QuestionBankPage area="teacher" courseId={courseId} initialFolder={folderParam(params.parentId)} bare={false} backTo={`/course/view/${courseId}`} />;
}
