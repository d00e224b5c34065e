import { useParams } from '@umijs/max';
import { bankLinksOf } from '@/utils/question-bank-links';
import BadParam from '@/components/BadParam';
import ExerciseEditor from '@/components/ExerciseEditor';
import { idParam } from '@/utils/route-params';

/** 编辑公共题目 (/expert/public_library/exercise/:exerciseId/update). */
export default function PublicExerciseUpdatePage() {
  const exerciseId = idParam(useParams().exerciseId);
  if (exerciseId === null) return <BadParam kind="exercise" bare={false} />;
  return <ExerciseEditor courseId={null} parentId={null} exerciseId={exerciseId} bare={false} listPath={bankLinksOf({ area: 'library' }).list} />;
}
