import { useParams } from '@umijs/max';
import { idParam } from '@/pages/scene/components/links';
import { bankLinksOf, folderParam } from '../components/links';
import BadParam from '../form/BadParam';
import ExerciseEditor from '../form/ExerciseEditor';

/** 新建题目 in a teacher's bank (/question-bank/create/courseId/parentId/:courseId/:parentId, no layout); parentId 0 is the root. */
export default function QuestionCreatePage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  if (courseId === null) return <BadParam bare />;
  const links = bankLinksOf({ area: 'teacher', courseId });
  return <ExerciseEditor courseId={courseId} parentId={folderParam(params.parentId) ?? null} exerciseId={null} bare listPath={links.list} />;
}
