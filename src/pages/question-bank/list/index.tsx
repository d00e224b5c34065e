import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import QuestionBankPage from '@/components/QuestionBankPage';
import { idParam } from '@/utils/route-params';

/** 题库 (/question-bank/list/:courseId, no layout): a course's folders and questions, and the public library to copy from. */
export default function QuestionBankListPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare />;
  return <QuestionBankPage area="teacher" courseId={courseId} bare backTo={`/course/view/${courseId}`} />;
}
