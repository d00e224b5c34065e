import { useParams } from '@umijs/max';
import { idParam } from '@/pages/scene/components/links';
import { bankLinksOf, folderParam } from '../components/links';
import BadParam from '../form/BadParam';
import ExerciseEditor from '../form/ExerciseEditor';

/** 编辑题目 in a teacher's bank (/question-bank/edit/courseId/exerciseId/parentId/:courseId/:exerciseId/:parentId, no layout). */
export default function QuestionEditPage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  const exerciseId = idParam(params.exerciseId);
  if (courseId === null || exerciseId === null) return <BadParam bare />;
  const links = bankLinksOf({ area: 'teacher', courseId });
  const parentId = folderParam(params.parentId) ?? 0;
  return (
    <ExerciseEditor
      courseId={courseId}
      parentId={parentId || null}
      exerciseId={exerciseId}
      bare
      listPath={links.list}
      previewPath={(id) => links.preview(id, parentId)}
    />
  );
}
