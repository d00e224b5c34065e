// Leaving the grading workspace with unsaved scores or comments asks first: its own buttons (上一位 / 下一位, 返回,
// 查看) and, where the router allows blocking, any other navigation (the browser's back button, a typed address).
import { useLeaveGuard } from '@/components/LeaveGuard';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/homework-review';

export function useUnsavedGuard(dirty: boolean) {
  const t = useT();
  return useLeaveGuard(dirty, {
    title: t('homeworkReview.review.leave.title'),
    content: t('homeworkReview.review.leave.content'),
    okText: t('homeworkReview.review.leave.ok'),
    cancelText: t('homeworkReview.review.leave.cancel'),
    danger: true,
  });
}
