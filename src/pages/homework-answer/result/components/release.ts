// When my score will show, by the homework's setting (HomeworkResult.showScore).
import type { HomeworkResult, ReleaseMoment } from '@contract/homework';
import type { MessageId } from '@/components/Locale';
import '@/locales/zh-CN/homework-stu';

export const releaseMomentOf = (result: HomeworkResult): ReleaseMoment | null => result.showScore ?? null;

/** “成绩将在作业截止后公布” and the like. */
export function releaseTextId(moment: ReleaseMoment | null): MessageId {
  return moment === null ? 'homeworkStu.detail.release.unknown' : (`homeworkStu.detail.release.${moment}` as const);
}
