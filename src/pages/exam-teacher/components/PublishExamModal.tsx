// 发布考试: a paper to classes of its course that the teacher teaches, each getting its own exam-class (a snapshot
// of the paper) with the window, the duration (the paper's unless changed), shuffling and release settings; with one
// class, to chosen students of it (指定学生: a make-up exam).
import { Alert, Divider, Form, Input, Modal, Typography } from 'antd';
import { PublishExamBody, type ExamClassSummary, type ExamDetail } from '@contract/exam';
import AudienceFields, { audienceOf, type AudienceValues } from '@/components/AudienceFields';
import ClassCheckboxes from '@/components/ClassSelect/ClassCheckboxes';
import { usePublishForm } from '@/components/ClassSelect/use-publish-form';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { publishExam } from '@/services/htdz/exam';
import ExamSettingsFields from '@/components/ExamSettingsFields';
import { defaultExamSettings, examSettingsOf, type ExamSettingsValues } from '@/utils/exam-settings';
import '@/locales/zh-CN/exam-teacher';

type Values = ExamSettingsValues & AudienceValues & { name: string };

type Props = { exam: ExamDetail; open: boolean; onClose: () => void; onPublished: (examClasses: ExamClassSummary[]) => void };

function PublishExamForm({ exam, onPublished, onClose }: Omit<Props, 'open'>) {
  const t = useT();
  const { form, initial, classes, submit, loading } = usePublishForm<Values, ExamClassSummary>({
    courseId: exam.courseId,
    initial: () => ({ ...defaultExamSettings(exam.durationMinutes), classIds: [], name: exam.name, targeted: false, studentIds: [] }),
    send: (values, name) =>
      publishExam({ examId: exam.examId, classIds: values.classIds, name, settings: examSettingsOf(values), studentIds: audienceOf(values) }),
    done: 'examTeacher.publish.done',
    onPublished,
  });

  return (
    <Modal
      open
      title={t('examTeacher.publish.title')}
      okText={t('examTeacher.publish.ok')}
      width={720}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={loading}
      okButtonProps={{ disabled: exam.questionCount === 0 }}
    >
      <Typography.Paragraph type="secondary">
        {t('examTeacher.publish.summary', { name: exam.name, count: exam.questionCount, total: exam.totalScore })}
      </Typography.Paragraph>
      {exam.questionCount === 0 && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('examTeacher.publish.empty')} />}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="classIds"
          label={t('examTeacher.publish.classes')}
          rules={[zodRule(PublishExamBody.shape.classIds, t('examTeacher.publish.classes.required'))]}
        >
          <ClassCheckboxes classes={classes.data} loading={classes.loading} />
        </Form.Item>
        <AudienceFields />
        <Form.Item name="name" label={t('examTeacher.publish.name')} rules={[zodRule(PublishExamBody.shape.name)]} extra={t('examTeacher.publish.name.extra')}>
          <Input maxLength={100} showCount placeholder={exam.name} data-testid="exam-publish-name" />
        </Form.Item>
        <Divider orientation="left" plain>
          {t('examTeacher.publish.settings')}
        </Divider>
        <ExamSettingsFields />
      </Form>
    </Modal>
  );
}

/** The dialog; its form starts afresh each time it opens (times from now, the paper's duration). */
export default function PublishExamModal({ open, ...props }: Props) {
  return open ? <PublishExamForm {...props} /> : null;
}
