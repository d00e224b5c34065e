import { useParams } from '@umijs/max';
import BadParam from '@/pages/scene/components/BadParam';
import { idParam } from '@/pages/scene/components/links';
import BankPage from '../components/BankPage';

/** 题库 (/question-bank/list/:courseId, no layout): a course's folders and questions, and the public library to copy from. */
export default function QuestionBankListPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare />;
  return <BankPage area="teacher" courseId={courseId} bare backTo={`/course/view/${courseId}`} />;
}
