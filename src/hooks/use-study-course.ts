// The course of a class as its student sees it (name, class, teacher, progress), shared by the study pages'
// headers: kept by ahooks' cache, so moving between them shows it at once and refreshes it behind.
import { useRequest } from 'ahooks';
import { getStudyCourseInfo } from '@/services/htdz/study';

export function useStudyCourse(courseId: number | null, clazzId: number | null) {
  return useRequest(async () => (courseId === null || clazzId === null ? null : (await getStudyCourseInfo(courseId, clazzId)).obj), {
    refreshDeps: [courseId, clazzId],
    cacheKey: `htdz.stu.course.${courseId}.${clazzId}`,
  });
}
