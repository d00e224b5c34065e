import { useParams } from '@umijs/max';
import { bankLinksOf } from '@/utils/question-bank-links';
import BadParam from '@/components/BadParam';
import ExerciseEditor from '@/components/ExerciseEditor';
import { idParam } from '@/utils/route-params';

/** 新建题目 of a course template (/expert/course/:courseId/exercise/create): at the bank's root. */
export default function ExpertExerciseCreatePage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam kind="exercise" bare={false} />;
  return <ExerciseEditor courseId={courseId} parentId={null} exerciseId={null} bare={false} listPath={bankLinksOf({ area: 'expert', courseId }).list} />;
}
