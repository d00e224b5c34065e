import { useParams } from '@umijs/max';
import { bankLinksOf } from '@/utils/question-bank-links';
import BadParam from '@/components/BadParam';
import ExerciseEditor from '@/components/ExerciseEditor';
import { idParam, folderParam } from '@/utils/route-params';

/** 新建题目 in a teacher's bank (/question-bank/create/courseId/parentId/:courseId/:parentId, no layout); parentId 0 is the root. */
export default function QuestionCreatePage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  if (courseId === null) return <BadParam kind="exercise" bare />;
  const links = bankLinksOf({ area: 'teacher', courseId });
  return <ExerciseEditor courseId={courseId} parentId={folderParam(params.parentId) ?? null} exerciseId={null} bare listPath={links.list} />;
}
