import { useParams } from '@umijs/max';
import CourseEditor from '@/components/CourseEditor';
import BadParam from '@/components/BadParam';
import { idParam } from '@/utils/route-params';

/** 编辑课程 (/course/course/edit/:courseId): info, cover and description of a teacher's course. */
export default function CourseEditPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <CourseEditor area="teacher" courseId={courseId} />;
}
