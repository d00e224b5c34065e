// A homework before its start: the server answers its title and times but no question (as an exam before its
// window), so the page says when it opens and offers to load it again.
import { ClockCircleOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, Result, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { HomeworkSheet } from '@contract/homework';
import { useT } from '@/components/Locale';
import { TASK_STU_LINKS } from '@/utils/student-homework-links';
import TaskStuFrame from '../../components/TaskStuFrame';
import { spanText } from '@/utils/server-time';
import '@/locales/zh-CN/homework-stu';

export default function NotStarted({ sheet, onReload }: { sheet: HomeworkSheet; onReload: () => void }) {
  const t = useT();
  const start = Date.parse(sheet.startAt);
  const back = () => history.push(TASK_STU_LINKS.list(sheet.courseId, sheet.classId));
  return (
    <TaskStuFrame title={sheet.name} backText={t('homeworkStu.back')} onBack={back}>
      <div data-testid="homework-not-started">
        <Result
          icon={<ClockCircleOutlined />}
          title={t('homeworkStu.answer.notStarted.title')}
          subTitle={t('homeworkStu.answer.readOnly.notStarted', {
            time: dayjs(start).format('YYYY-MM-DD HH:mm'),
            span: spanText(t, start - Date.parse(sheet.serverNow)),
          })}
          extra={
            <Space direction="vertical" size={16}>
              <Typography.Text type="secondary">
                {t('homeworkStu.answer.notStarted.desc', {
                  end: dayjs(sheet.endAt).format('YYYY-MM-DD HH:mm'),
                  score: sheet.totalScore,
                })}
              </Typography.Text>
              {sheet.description && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{sheet.description}</Typography.Paragraph>}
              <Space>
                <Button type="primary" onClick={onReload} data-testid="homework-not-started-reload">
                  {t('homeworkStu.answer.reload')}
                </Button>
                <Button onClick={back}>{t('homeworkStu.back')}</Button>
              </Space>
            </Space>
          }
        />
      </div>
    </TaskStuFrame>
  );
}
