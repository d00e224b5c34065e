import { useParams } from '@umijs/max';
import { bankLinksOf } from '@/utils/question-bank-links';
import BadParam from '@/components/BadParam';
import ExerciseEditor from '@/components/ExerciseEditor';
import { idParam, folderParam } from '@/utils/route-params';

/** 编辑题目 in a teacher's bank (/question-bank/edit/courseId/exerciseId/parentId/:courseId/:exerciseId/:parentId, no layout). */
export default function QuestionEditPage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  const exerciseId = idParam(params.exerciseId);
  if (courseId === null || exerciseId === null) return <BadParam kind="exercise" bare />;
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
