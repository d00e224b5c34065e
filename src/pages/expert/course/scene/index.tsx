import { useParams } from '@umijs/max';
import BadParam from '@/pages/scene/components/BadParam';
import CourseScenes from '@/pages/scene/components/CourseScenes';
import { idParam } from '@/pages/scene/components/links';

/** The scenes of a course template (/expert/course/scene/:courseId), and the public library to copy from. */
export default function ExpertCourseScenesPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <CourseScenes area="expert" courseId={courseId} bare={false} backTo="/expert/list" />;
}
