import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import CourseScenes from '@/components/CourseScenes';
import { idParam } from '@/utils/route-params';

/** The scenes of a course template (/expert/course/scene/:courseId), and the public library to copy from. */
export default function ExpertCourseScenesPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <CourseScenes area="expert" courseId={courseId} bare={false} backTo="/expert/list" />;
}
