// The publication's form: classes of the course the teacher teaches, the homework's name (the task's unless
// changed) and the settings; 发布 sends them all (publishTask) and answers the homework made per class.
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Divider, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { PublishTaskBody, type HomeworkSummary } from '../../../../../contract/homework';
import type { TaskDetail } from '../../../../../contract/task';
import { useCourseClasses } from '@/components/ClassSelect';
import ClassCheckboxes from '@/components/ClassSelect/ClassCheckboxes';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { publishTask } from '@/services/htdz/homework';
import HomeworkSettingsForm from '../../components/HomeworkSettingsForm';
import { defaultSettings, settingsOf, type SettingsValues } from '../../components/settings';

type Values = SettingsValues & { classIds: number[]; name: string };

type Props = { task: TaskDetail; onPublished: (homeworks: HomeworkSummary[]) => void };

export default function PublishForm({ task, onPublished }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Partial<Values>>(() => ({ ...defaultSettings(), classIds: [], name: task.name }));
  const classes = useCourseClasses(task.courseId);
  const publish = useRequest(publishTask, { manual: true });

  const submit = async () => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const values = form.getFieldsValue(true) as Values;
    const name = values.name?.trim() ?? '';
    const answer = await publish
      .runAsync({ taskId: task.taskId, classIds: values.classIds, name: name || null, settings: settingsOf(values) })
      .catch(() => null);
    if (!answer) return;
    message.success(t('task.publish.done', { count: answer.obj.length }));
    onPublished(answer.obj);
  };

  return (
    <Card style={{ maxWidth: 880, margin: '0 auto' }}>
      <Typography.Paragraph type="secondary">{t('task.publish.summary', { name: task.name, count: task.questionCount, total: task.totalScore })}</Typography.Paragraph>
      {task.questionCount === 0 && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('task.publish.empty')} />}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="classIds" label={t('task.publish.classes')} rules={[zodRule(PublishTaskBody.shape.classIds, t('task.publish.classes.required'))]}>
          <ClassCheckboxes classes={classes.data} loading={classes.loading} />
        </Form.Item>
        <Form.Item name="name" label={t('task.publish.name')} rules={[zodRule(PublishTaskBody.shape.name)]} extra={t('task.publish.name.extra')}>
          <Input maxLength={100} showCount placeholder={task.name} data-testid="publish-name" />
        </Form.Item>
        <Divider orientation="left" plain>
          {t('task.publish.settings')}
        </Divider>
        <HomeworkSettingsForm />
        <Space>
          <Button type="primary" loading={publish.loading} disabled={task.questionCount === 0} onClick={submit} data-testid="publish-submit">
            {t('task.action.publish')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
