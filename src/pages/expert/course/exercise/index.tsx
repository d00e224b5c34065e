import { useParams } from '@umijs/max';
import BankPage from '@/pages/question-bank/components/BankPage';
import BadParam from '@/pages/scene/components/BadParam';
import { idParam } from '@/pages/scene/components/links';

/** The question bank of a course template (/expert/course/:courseId/exercise), and the public library to copy from. */
export default function ExpertCourseExercisePage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <BankPage area="expert" courseId={courseId} bare={false} backTo="/expert/list" />;
}
