import { bankLinksOf } from '@/utils/question-bank-links';
import ExerciseEditor from '@/components/ExerciseEditor';

/** 新建公共题目 (/expert/public_library/exercise/create): no course, so no knowledge points; public scenes. */
export default function PublicExerciseCreatePage() {
  return <ExerciseEditor courseId={null} parentId={null} exerciseId={null} bare={false} listPath={bankLinksOf({ area: 'library' }).list} />;
}
