import { useParams } from '@umijs/max';
import { idParam } from '@/pages/scene/components/links';
import { bankLinksOf } from '@/pages/question-bank/components/links';
import BadParam from '@/pages/question-bank/form/BadParam';
import ExerciseEditor from '@/pages/question-bank/form/ExerciseEditor';

/** 编辑公共题目 (/expert/public_library/exercise/:exerciseId/update). */
export default function PublicExerciseUpdatePage() {
  const exerciseId = idParam(useParams().exerciseId);
  if (exerciseId === null) return <BadParam bare={false} />;
  return <ExerciseEditor courseId={null} parentId={null} exerciseId={exerciseId} bare={false} listPath={bankLinksOf({ area: 'library' }).list} />;
}
