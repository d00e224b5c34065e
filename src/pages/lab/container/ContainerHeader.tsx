// The head of my container: image, 运行中 / 已停止, when it started, the time left by the server's clock, CPU, memory
// and disk against the image's limits, and 重启 / 停止 / 重置 (the last two confirmed; 重置 empties the home folder).
import { ClearOutlined, PoweroffOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Popconfirm, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { LabContainer } from '@contract/lab';
import { useT } from '@/components/Locale';
import TimeLeft from '../components/TimeLeft';
import { usageTexts } from '../components/usage';
import '@/locales/zh-CN/lab';

export type ContainerActions = {
  onRestart: () => void;
  onStop: () => void;
  onReset: () => void;
  /** the action under way, if any */
  busy: 'restart' | 'stop' | 'reset' | null;
};

type Props = { container: LabContainer } & ContainerActions;

export default function ContainerHeader({ container, onRestart, onStop, onReset, busy }: Props) {
  const t = useT();
  const running = container.state === 'running';
  const usage = running ? usageTexts(t, container.usage, container.image) : null;
  const none = <Typography.Text type="secondary">{t('lab.usage.none')}</Typography.Text>;

  const actions = (
    <Space wrap>
      {running && (
        <Button icon={<RedoOutlined />} loading={busy === 'restart'} disabled={busy !== null} onClick={onRestart} data-testid="lab-container-restart">
          {t('lab.container.restart')}
        </Button>
      )}
      {running && (
        <Popconfirm
          title={t('lab.container.stop.confirm')}
          description={t('lab.container.stop.confirmDesc')}
          okText={t('lab.container.stop')}
          onConfirm={onStop}
        >
          <Button icon={<PoweroffOutlined />} loading={busy === 'stop'} disabled={busy !== null} data-testid="lab-container-stop">
            {t('lab.container.stop')}
          </Button>
        </Popconfirm>
      )}
      <Popconfirm
        title={t('lab.container.reset.confirm')}
        description={t('lab.container.reset.confirmDesc')}
        okText={t('lab.container.reset')}
        okButtonProps={{ danger: true }}
        onConfirm={onReset}
      >
        <Button danger icon={<ClearOutlined />} loading={busy === 'reset'} disabled={busy !== null} data-testid="lab-container-reset">
          {t('lab.container.reset')}
        </Button>
      </Popconfirm>
    </Space>
  );

  return (
    <Card size="small">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3, xxl: 5 }}
        title={
          <Space>
            {container.image.name}
            <Tag color={running ? 'success' : 'default'} data-testid="lab-container-state">
              {t(running ? 'lab.state.running' : 'lab.state.stopped')}
            </Tag>
          </Space>
        }
        extra={actions}
      >
        <Descriptions.Item label={t('lab.container.startedAt')}>{dayjs(container.startedAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
        <Descriptions.Item label={t('lab.container.timeLeft')}>
          <TimeLeft stopsAt={running ? container.stopsAt : null} serverNow={container.now} testId="lab-container-left" />
        </Descriptions.Item>
        <Descriptions.Item label={t('lab.container.cpu')}>
          <span data-testid="lab-container-cpu">{usage ? usage.cpu : none}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('lab.container.memory')}>
          <span data-testid="lab-container-memory">{usage ? usage.memory : none}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('lab.container.disk')}>
          <span data-testid="lab-container-disk">{usage ? usage.disk : none}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
