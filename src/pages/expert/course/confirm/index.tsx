import { useParams } from '@umijs/max';
import CourseReview from '@/components/CourseReview';
import BadParam from '@/components/BadParam';
import { idParam } from '@/utils/route-params';

/** 审核课程 (/expert/course/:courseId/confirm). */
export default function ExpertCourseConfirmPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <CourseReview courseId={courseId} />;
}
