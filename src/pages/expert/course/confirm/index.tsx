import { useParams } from '@umijs/max';
import CourseReview from '@/pages/course/components/CourseReview';
import BadParam from '@/pages/scene/components/BadParam';
import { idParam } from '@/pages/scene/components/links';

/** 审核课程 (/expert/course/:courseId/confirm). */
export default function ExpertCourseConfirmPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <CourseReview courseId={courseId} />;
}
