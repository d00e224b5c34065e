// 选题 (/task-bank/addQuestion/courseId/parentId/:courseId/:parentId?taskId=, no layout): the course's question bank
// with its filters on one side, the task's questions with their scores on the other.
import { useParams, useSearchParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import TaskQuestionsEditor from './components/TaskQuestionsEditor';
import { idParam } from '@/utils/route-params';

export default function AddQuestionPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const courseId = idParam(params.courseId);
  const taskId = idParam(search.get('taskId') ?? undefined);
  if (courseId === null || taskId === null) return <BadParam bare />;
  return <TaskQuestionsEditor courseId={courseId} taskId={taskId} />;
}
