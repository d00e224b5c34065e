import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import CourseScenes from '@/components/CourseScenes';
import { idParam } from '@/utils/route-params';

/** 课程场景 (/scene/list/:courseId, no layout): the course's scenes, and the public library to copy from. */
export default function SceneListPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare />;
  return <CourseScenes area="teacher" courseId={courseId} bare backTo="/home" />;
}
