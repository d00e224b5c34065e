// 退回重做: the student may change the answers and hand them in again until a new deadline (three days from now unless
// changed), with a note saying what to change. The modal is the confirmation; nothing is sent before 退回.
import { useRequest } from 'ahooks';
import { Alert, App, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { HOMEWORK_LIMITS, type SubmissionRow } from '@contract/homework';
import { useT } from '@/components/Locale';
import { returnSubmission } from '@/services/htdz/homework';
import '@/locales/zh-CN/homework-review';

type Values = { comment?: string; until?: Dayjs | null };

type Props = {
  open: boolean;
  homeworkId: number;
  studentId: number;
  /** the page has unsaved scores, which returning does not save */
  unsaved: boolean;
  onClose: () => void;
  onReturned: (row: SubmissionRow, until: string) => void;
};

export const defaultReturnDeadline = () => dayjs().add(3, 'day').second(0).millisecond(0);

export default function ReturnModal({ open, homeworkId, studentId, unsaved, onClose, onReturned }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const send = useRequest(returnSubmission, { manual: true });
  useEffect(() => {
    if (open) form.setFieldsValue({ comment: '', until: defaultReturnDeadline() });
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const until = (values.until as Dayjs).toISOString();
    const answer = await send.runAsync({ homeworkId, studentId, comment: values.comment?.trim() || null, until });
    message.success(t('homeworkReview.review.returned', { time: dayjs(until).format('YYYY-MM-DD HH:mm') }));
    onReturned(answer.obj, until);
  };

  return (
    <Modal
      open={open}
      title={t('homeworkReview.return.title')}
      okText={t('homeworkReview.return.ok')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={send.loading}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('homeworkReview.return.desc')}</Typography.Paragraph>
      {unsaved && <Alert type="warning" showIcon message={t('homeworkReview.return.unsaved')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="until"
          label={t('homeworkReview.return.until')}
          rules={[
            { required: true, message: t('homeworkReview.return.until.required') },
            {
              validator: (_, v: Dayjs | null | undefined) =>
                !v || v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('homeworkReview.return.until.past'))),
            },
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: 220 }} aria-label={t('homeworkReview.return.until')} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('homeworkReview.return.comment')}
          rules={[{ max: HOMEWORK_LIMITS.maxComment, message: t('homeworkReview.review.comment.max', { max: HOMEWORK_LIMITS.maxComment }) }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={HOMEWORK_LIMITS.maxComment}
            placeholder={t('homeworkReview.return.comment.placeholder')}
            aria-label={t('homeworkReview.return.comment')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
