import { useParams } from '@umijs/max';
import BadParam from '@/components/BadParam';
import TaskBank from '../components/TaskBank';
import { idParam } from '@/utils/route-params';

/** 作业库 (/task-bank/list/:courseId, no layout): a course's homework templates in folders. */
export default function TaskBankListPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare />;
  return <TaskBank courseId={courseId} />;
}
