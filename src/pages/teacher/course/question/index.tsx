import { useParams } from '@umijs/max';
import BankPage from '@/pages/question-bank/components/BankPage';
import { folderParam } from '@/pages/question-bank/components/links';
import BadParam from '@/pages/scene/components/BadParam';
import { idParam } from '@/pages/scene/components/links';

/** A course's question bank inside the layout (/teacher/course/question/:courseId/:parentId), opened at folder parentId (0: all). */
export default function TeacherCourseQuestionPage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <BankPage area="teacher" courseId={courseId} initialFolder={folderParam(params.parentId)} bare={false} backTo={`/course/view/${courseId}`} />;
}
