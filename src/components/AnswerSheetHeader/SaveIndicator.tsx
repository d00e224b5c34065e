// The autosave's state in the header: 保存中… / 已保存 hh:mm:ss / 保存失败，正在重试.
import { CheckCircleOutlined, CloudSyncOutlined, ExclamationCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@/components/Locale';
import type { AutosaveStatus } from '@/hooks/use-autosave';
import '@/locales/zh-CN/homework-stu';

export default function SaveIndicator({ status, savedAt }: { status: AutosaveStatus; savedAt: number | null }) {
  const t = useT();
  const [icon, text, type] = (() => {
    switch (status) {
      case 'saving':
        return [<CloudSyncOutlined key="i" />, t('homeworkStu.answer.saving'), 'secondary'] as const;
      case 'error':
        return [<ExclamationCircleOutlined key="i" />, t('homeworkStu.answer.saveFailed'), 'danger'] as const;
      case 'stopped':
        return [<StopOutlined key="i" />, t('homeworkStu.answer.saveStopped'), 'warning'] as const;
      case 'saved':
        return [<CheckCircleOutlined key="i" />, t('homeworkStu.answer.saved', { time: dayjs(savedAt ?? Date.now()).format('HH:mm:ss') }), 'success'] as const;
      default:
        return [null, t('homeworkStu.answer.notSaved'), 'secondary'] as const;
    }
  })();
  return (
    <Typography.Text type={type} data-testid="answer-save-state" data-status={status} role="status" aria-live="polite">
      {icon} {text}
    </Typography.Text>
  );
}
