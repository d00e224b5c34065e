// The time until a running container stops by itself, ticking each second on the server's clock (learnt from the
// `now` of the answer that carried it), so only this text re-renders as it counts.
import { Typography } from 'antd';
import { useT } from '@/components/Locale';
import { HURRY_MS } from '@/utils/server-time';
import { useServerNow } from '@/hooks/use-server-now';
import { timeLeftText } from './usage';
import '@/locales/zh-CN/lab';

type Props = { stopsAt: string | null; serverNow: string; testId?: string };

export default function TimeLeft({ stopsAt, serverNow, testId }: Props) {
  const t = useT();
  const now = useServerNow(serverNow);
  const text = timeLeftText(t, stopsAt, now);
  if (text === null)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('lab.usage.none')}
      </Typography.Text>
    );
  const hurry = stopsAt !== null && now !== null && Date.parse(stopsAt) - now <= HURRY_MS;
  return (
    <Typography.Text type={hurry ? 'danger' : undefined} data-testid={testId}>
      {text}
    </Typography.Text>
  );
}
