// What the homework screens show before their data: a bad address, loading, or the server's refusal.
import { history } from '@umijs/max';
import { Button, Result, Spin } from 'antd';
import { useT } from '@/components/Locale';
import { STU_LINKS } from '@/utils/study';
import TaskStuFrame from './TaskStuFrame';
import '@/locales/zh-CN/homework-stu';
import '@/locales/zh-CN/stu';

export default function PageState({ state, title }: { state: 'badParam' | 'loading' | 'notFound'; title: string }) {
  const t = useT();
  const courses = () => history.push(STU_LINKS.courses());
  const body =
    state === 'loading' ? (
      <Spin size="large" style={{ display: 'block', padding: 80 }} data-testid="task-stu-loading" />
    ) : (
      <Result
        status={state === 'badParam' ? '404' : '403'}
        title={t(state === 'badParam' ? 'homeworkStu.badParam' : 'homeworkStu.notFound')}
        subTitle={t(state === 'badParam' ? 'homeworkStu.badParam.desc' : 'homeworkStu.notFound.desc')}
        extra={
          <Button type="primary" onClick={courses}>
            {t('stu.course.title')}
          </Button>
        }
      />
    );
  return (
    <TaskStuFrame title={title} backText={t('stu.course.title')} onBack={courses}>
      {body}
    </TaskStuFrame>
  );
}
