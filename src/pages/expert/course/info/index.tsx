import { useParams } from '@umijs/max';
import CourseEditor from '@/components/CourseEditor';
import BadParam from '@/components/BadParam';
import { idParam } from '@/utils/route-params';

/** 模板信息 (/expert/course/info/:courseId): the expert's template, in the same editor as teachers' courses. */
export default function ExpertCourseInfoPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <CourseEditor area="expert" courseId={courseId} />;
}
