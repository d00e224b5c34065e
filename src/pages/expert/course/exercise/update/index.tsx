import { useParams } from '@umijs/max';
import { bankLinksOf } from '@/utils/question-bank-links';
import BadParam from '@/components/BadParam';
import ExerciseEditor from '@/components/ExerciseEditor';
import { idParam } from '@/utils/route-params';

/** 编辑题目 of a course template (/expert/course/:courseId/exercise/:exerciseId/update). */
export default function ExpertExerciseUpdatePage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  const exerciseId = idParam(params.exerciseId);
  if (courseId === null || exerciseId === null) return <BadParam kind="exercise" bare={false} />;
  return <ExerciseEditor courseId={courseId} parentId={null} exerciseId={exerciseId} bare={false} listPath={bankLinksOf({ area: 'expert', courseId }).list} />;
}
