// After publishing: the homework made for each class, with a link to its submissions.
import { history } from '@umijs/max';
import { Button, Result, Table } from 'antd';
import dayjs from 'dayjs';
import type { HomeworkSummary } from '@contract/homework';
import type { TaskDetail } from '@contract/task';
import { AudienceTag } from '@/components/AudienceFields';
import { useT } from '@/components/Locale';
import { courseHomeworkLink, homeworkReviewLink, taskBankLink, taskDetailLink } from '@/utils/homework-links';
import '@/locales/zh-CN/task';

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

export default function Published({ task, homeworks }: { task: TaskDetail; homeworks: HomeworkSummary[] }) {
  const t = useT();
  return (
    <Result
      status="success"
      title={t('task.publish.done', { count: homeworks.length })}
      subTitle={t('task.publish.done.desc')}
      extra={[
        <Button key="detail" type="primary" onClick={() => history.push(taskDetailLink(task.taskId))}>
          {t('task.back.detail')}
        </Button>,
        <Button key="course" onClick={() => history.push(courseHomeworkLink(task.courseId))}>
          {t('task.bank.published')}
        </Button>,
        <Button key="bank" onClick={() => history.push(taskBankLink(task.courseId))}>
          {t('task.back.bank')}
        </Button>,
      ]}
    >
      <Table<HomeworkSummary>
        rowKey="homeworkId"
        size="small"
        pagination={false}
        dataSource={homeworks}
        columns={[
          {
            title: t('task.homework.col.class'),
            dataIndex: 'className',
            render: (className: string, h) => (
              <>
                {className} <AudienceTag targeted={h.targeted} count={h.studentCount} />
              </>
            ),
          },
          { title: t('task.homework.col.name'), dataIndex: 'name' },
          { title: t('task.homework.col.start'), dataIndex: 'startAt', render: time },
          { title: t('task.homework.col.end'), dataIndex: 'endAt', render: time },
          {
            title: t('common.actions'),
            render: (_, h) => <a onClick={() => history.push(homeworkReviewLink(h.courseId, h.classId, h.homeworkId))}>{t('task.homework.open')}</a>,
          },
        ]}
      />
    </Result>
  );
}
