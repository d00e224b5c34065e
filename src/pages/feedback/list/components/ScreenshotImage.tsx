import { useRequest } from 'ahooks';
import { Image, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/components/Locale';
import { fetchScreenshot } from '@/services/htdz/feedback';
import '@/locales/zh-CN/pages';

/** A feedback screenshot: fetched with the token (screenshots are not public), shown with a preview. */
export default function ScreenshotImage({ screenshot }: { screenshot: string }) {
  const t = useT();
  const [url, setUrl] = useState<string>();
  const { data: blob, loading, error } = useRequest(() => fetchScreenshot(screenshot), { refreshDeps: [screenshot] });

  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);

  if (loading) return <Skeleton.Image active style={{ width: 160, height: 100 }} />;
  if (error || !url) return <Typography.Text type="secondary">{t('feedback.screenshot.failed')}</Typography.Text>;
  return <Image width={160} src={url} alt={t('feedback.screenshot')} />;
}
