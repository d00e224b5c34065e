// The caller's container of the course as it is now: running (继续使用 opens it) or stopped (when and why).
import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import type { LabContainer } from '@contract/lab';
import { useT } from '@/components/Locale';
import { stopReasonText } from '@/components/LabTerminal/stop-reason';
import '@/locales/zh-CN/lab';

type Props = { container: LabContainer; chosenImageId: number | null; onContinue: () => void };

export default function ContainerState({ container, chosenImageId, onContinue }: Props) {
  const t = useT();
  if (container.state === 'running') {
    const other = chosenImageId !== null && chosenImageId !== container.image.imageId;
    return (
      <Alert
        type={other ? 'warning' : 'success'}
        showIcon
        data-testid="lab-start-running"
        message={t('lab.start.running', { name: container.image.name })}
        description={other ? t('lab.start.replace') : t('lab.start.running.desc')}
        action={
          <Button type="primary" onClick={onContinue} data-testid="lab-start-continue">
            {t('lab.start.continue')}
          </Button>
        }
      />
    );
  }
  const reason = container.stopReason === null ? t('lab.stopReason.unknown') : stopReasonText(t, container.stopReason);
  return (
    <Alert
      type="info"
      showIcon
      data-testid="lab-start-stopped"
      message={t('lab.start.stopped', {
        name: container.image.name,
        time: container.stoppedAt ? dayjs(container.stoppedAt).format('YYYY-MM-DD HH:mm') : '—',
        reason,
      })}
      description={t('lab.start.stopped.desc')}
    />
  );
}
