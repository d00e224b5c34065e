import { ModalForm, ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App, Typography } from 'antd';
import { ReplyFeedbackBody, type Feedback } from '@contract/feedback';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { replyFeedback } from '@/services/htdz/feedback';
import '@/locales/zh-CN/pages';

type Values = { reply: string; status: 'replied' | 'closed' };

/** 回复反馈: the answer the user reads, and whether the feedback stays open for more (已回复) or is done (已关闭). */
export default function ReplyForm({ feedback, onClose, onSaved }: { feedback: Feedback | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const reply = useRequest(replyFeedback, { manual: true });

  return (
    <ModalForm<Values>
      title={t('feedback.reply.title', { name: feedback?.userName ?? '' })}
      open={feedback !== null}
      width={600}
      initialValues={{ reply: feedback?.reply ?? undefined, status: feedback?.status === 'closed' ? 'closed' : 'replied' }}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onFinish={async (values) => {
        if (!feedback) return false;
        await reply.runAsync({ feedbackId: feedback.feedbackId, reply: values.reply, status: values.status });
        message.success(t('feedback.reply.saved'));
        onSaved();
        return true;
      }}
    >
      {feedback && (
        <Typography.Paragraph
          type="secondary"
          style={{ whiteSpace: 'pre-wrap', background: 'rgba(0,0,0,0.02)', padding: 12, borderRadius: 6, maxHeight: 160, overflow: 'auto' }}
        >
          {feedback.content}
        </Typography.Paragraph>
      )}
      <ProFormTextArea
        name="reply"
        label={t('feedback.reply')}
        required
        placeholder={t('feedback.reply.placeholder')}
        rules={[zodRule(ReplyFeedbackBody.shape.reply, t('feedback.reply.required'))]}
        fieldProps={{ maxLength: 2000, showCount: true, autoSize: { minRows: 4, maxRows: 10 } }}
      />
      <ProFormRadio.Group
        name="status"
        label={t('feedback.status')}
        options={[
          { value: 'replied', label: t('feedback.status.replied') },
          { value: 'closed', label: t('feedback.status.closed') },
        ]}
      />
    </ModalForm>
  );
}
