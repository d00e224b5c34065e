import { useParams } from '@umijs/max';
import { idParam } from '@/pages/scene/components/links';
import { bankLinksOf } from '@/pages/question-bank/components/links';
import BadParam from '@/pages/question-bank/form/BadParam';
import ExerciseEditor from '@/pages/question-bank/form/ExerciseEditor';

/** 新建题目 of a course template (/expert/course/:courseId/exercise/create): at the bank's root. */
export default function ExpertExerciseCreatePage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <ExerciseEditor courseId={courseId} parentId={null} exerciseId={null} bare={false} listPath={bankLinksOf({ area: 'expert', courseId }).list} />;
}
