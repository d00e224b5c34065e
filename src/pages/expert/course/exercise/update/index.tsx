import { useParams } from '@umijs/max';
import { idParam } from '@/pages/scene/components/links';
import { bankLinksOf } from '@/pages/question-bank/components/links';
import BadParam from '@/pages/question-bank/form/BadParam';
import ExerciseEditor from '@/pages/question-bank/form/ExerciseEditor';

/** 编辑题目 of a course template (/expert/course/:courseId/exercise/:exerciseId/update). */
export default function ExpertExerciseUpdatePage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  const exerciseId = idParam(params.exerciseId);
  if (courseId === null || exerciseId === null) return <BadParam bare={false} />;
  return <ExerciseEditor courseId={courseId} parentId={null} exerciseId={exerciseId} bare={false} listPath={bankLinksOf({ area: 'expert', courseId }).list} />;
}
