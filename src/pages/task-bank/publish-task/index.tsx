// 发布作业 (/task-bank/publishTask/courseId/taskId/:courseId/:taskId, no layout): a task to classes of its course
// that the teacher teaches, with times and release settings; then the homework made for each class.
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Result, Spin } from 'antd';
import { useState } from 'react';
import type { HomeworkSummary } from '@contract/homework';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import PageFrame from '@/components/PageFrame';
import { getTask } from '@/services/htdz/task';
import { taskDetailLink } from '@/utils/homework-links';
import PublishForm from './components/PublishForm';
import Published from './components/Published';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/task';

function PublishTask({ taskId }: { taskId: number }) {
  const t = useT();
  const load = useRequest(async () => (await getTask(taskId)).obj, { refreshDeps: [taskId] });
  const [published, setPublished] = useState<HomeworkSummary[] | null>(null);
  const task = load.data;
  const body = () => {
    if (load.error) return <Result status="404" title={t('task.notFound')} subTitle={t('task.notFound.desc')} />;
    if (!task) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
    if (published) return <Published task={task} homeworks={published} />;
    return <PublishForm task={task} onPublished={setPublished} />;
  };
  return (
    <PageFrame bare title={t('task.publish.title')} subTitle={task?.name} backText={t('task.back.detail')} onBack={() => history.push(taskDetailLink(taskId))}>
      {body()}
    </PageFrame>
  );
}

export default function PublishTaskPage() {
  const taskId = idParam(useParams().taskId);
  if (taskId === null) return <BadParam bare />;
  return <PublishTask taskId={taskId} />;
}
