import { useParams } from '@umijs/max';
import CourseEditor from '@/pages/course/components/CourseEditor';
import BadParam from '@/pages/scene/components/BadParam';
import { idParam } from '@/pages/scene/components/links';

/** 编辑课程 (/course/course/edit/:courseId): info, cover and description of a teacher's course. */
export default function CourseEditPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <CourseEditor area="teacher" courseId={courseId} />;
}
