import { useParams, useSearchParams } from '@umijs/max';
import CourseReview from '@/components/CourseReview';
import { isReviewTab } from '@/components/CourseReview/tabs';
import BadParam from '@/components/BadParam';
import { idParam } from '@/utils/route-params';

/** 审核课程 (/expert/course/:courseId/confirm?tab=): the open tab is in the address, so 返回 from a scene comes back to it. */
export default function ExpertCourseConfirmPage() {
  const courseId = idParam(useParams().courseId);
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  if (courseId === null) return <BadParam bare={false} />;
  return (
    <CourseReview
      courseId={courseId}
      tab={isReviewTab(tab) ? tab : 'info'}
      onTabChange={(next) => setSearch(next === 'info' ? {} : { tab: next }, { replace: true })}
    />
  );
}
