// 距截止 hh:mm:ss by the server's clock (red in the last minutes), 已截止 once past.
import { ClockCircleOutlined } from '@ant-design/icons';
import { Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@/components/Locale';
import { countdownText, HURRY_MS } from '@/utils/server-time';
import '@/locales/zh-CN/homework-stu';

export default function Countdown({ now, deadline }: { now: number; deadline: number }) {
  const t = useT();
  const left = deadline - now;
  return (
    <Tooltip title={t('homeworkStu.answer.deadlineAt', { time: dayjs(deadline).format('YYYY-MM-DD HH:mm:ss') })}>
      <Typography.Text type={left <= HURRY_MS ? 'danger' : undefined} strong data-testid="answer-countdown" data-left={Math.max(0, Math.floor(left / 1000))}>
        <ClockCircleOutlined /> {left > 0 ? `${t('homeworkStu.answer.deadline')} ${countdownText(t, left)}` : t('homeworkStu.answer.timeUp')}
      </Typography.Text>
    </Tooltip>
  );
}
