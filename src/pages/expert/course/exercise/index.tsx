import { useParams } from '@umijs/max';
import QuestionBankPage from '@/components/QuestionBankPage';
import BadParam from '@/components/BadParam';
import { idParam } from '@/utils/route-params';

/** The question bank of a course template (/expert/course/:courseId/exercise), and the public library to copy from. */
export default function ExpertCourseExercisePage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <QuestionBankPage area="expert" courseId={courseId} bare={false} backTo="/expert/list" />;
}
