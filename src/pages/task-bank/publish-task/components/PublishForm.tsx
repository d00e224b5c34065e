// The publication's form: classes of the course the teacher teaches (with one class, 指定学生 of it), the homework's
// name (the task's unless changed), the settings and 允许重交; 发布 sends them all (publishTask) and answers the
// homework made per class.
import { Alert, Button, Card, Divider, Form, Input, Space, Switch, Typography } from 'antd';
import { PublishTaskBody, type HomeworkSummary } from '@contract/homework';
import type { TaskDetail } from '@contract/task';
import AudienceFields, { audienceOf, type AudienceValues } from '@/components/AudienceFields';
import ClassCheckboxes from '@/components/ClassSelect/ClassCheckboxes';
import { usePublishForm } from '@/components/ClassSelect/use-publish-form';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { publishTask } from '@/services/htdz/homework';
import HomeworkSettingsForm from '@/components/HomeworkSettingsForm';
import { defaultSettings, settingsOf, type SettingsValues } from '@/utils/homework-settings';
import '@/locales/zh-CN/task';

type Values = SettingsValues & AudienceValues & { name: string; allowResubmit: boolean };

type Props = { task: TaskDetail; onPublished: (homeworks: HomeworkSummary[]) => void };

export default function PublishForm({ task, onPublished }: Props) {
  const t = useT();
  const { form, initial, classes, submit, loading } = usePublishForm<Values, HomeworkSummary>({
    courseId: task.courseId,
    initial: () => ({ ...defaultSettings(), classIds: [], name: task.name, targeted: false, studentIds: [], allowResubmit: false }),
    send: (values, name) =>
      publishTask({
        taskId: task.taskId,
        classIds: values.classIds,
        name,
        settings: settingsOf(values),
        studentIds: audienceOf(values),
        allowResubmit: values.allowResubmit,
      }),
    done: 'task.publish.done',
    onPublished,
  });

  return (
    <Card style={{ maxWidth: 880, margin: '0 auto' }}>
      <Typography.Paragraph type="secondary">
        {t('task.publish.summary', { name: task.name, count: task.questionCount, total: task.totalScore })}
      </Typography.Paragraph>
      {task.questionCount === 0 && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('task.publish.empty')} />}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="classIds" label={t('task.publish.classes')} rules={[zodRule(PublishTaskBody.shape.classIds, t('task.publish.classes.required'))]}>
          <ClassCheckboxes classes={classes.data} loading={classes.loading} />
        </Form.Item>
        <AudienceFields />
        <Form.Item name="name" label={t('task.publish.name')} rules={[zodRule(PublishTaskBody.shape.name)]} extra={t('task.publish.name.extra')}>
          <Input maxLength={100} showCount placeholder={task.name} data-testid="publish-name" />
        </Form.Item>
        <Divider orientation="left" plain>
          {t('task.publish.settings')}
        </Divider>
        <HomeworkSettingsForm />
        <Form.Item label={t('task.publish.allowResubmit')} extra={<Typography.Text type="secondary">{t('task.publish.allowResubmit.extra')}</Typography.Text>}>
          <Form.Item name="allowResubmit" valuePropName="checked" noStyle>
            <Switch aria-label={t('task.publish.allowResubmit')} data-testid="publish-allow-resubmit" />
          </Form.Item>
        </Form.Item>
        <Space>
          <Button type="primary" loading={loading} disabled={task.questionCount === 0} onClick={submit} data-testid="publish-submit">
            {t('task.action.publish')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
