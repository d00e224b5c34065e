// A student's exam state as a tag (未开始 / 可参加 / 进行中 / 已交卷 / 已批阅 / 缺考), the homework's StateTag with the
// exam's names and colours.
import { EXAM_STATE_NAMES, type ExamState } from '@contract/states';
import { StateTag } from '@/components/SubmissionStatusTags';

const EXAM_STATE_COLORS: Record<ExamState, string | undefined> = {
  upcoming: undefined,
  open: 'cyan',
  answering: 'processing',
  submitted: 'blue',
  reviewed: 'success',
  missed: 'error',
};

export default function ExamStateTag({ state }: { state: ExamState }) {
  return <StateTag state={state} names={EXAM_STATE_NAMES} colors={EXAM_STATE_COLORS} data-testid="exam-state" />;
}
