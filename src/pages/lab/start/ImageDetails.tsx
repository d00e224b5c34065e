// The chosen image: its description, what it provides, its limits, and that the home folder stays until reset.
import { Descriptions, Space, Tag, Typography } from 'antd';
import type { StudentLabImage } from '@contract/lab';
import { useT } from '@/components/Locale';
import { limitTexts } from '@/utils/lab-limits';
import '@/locales/zh-CN/lab';

export default function ImageDetails({ image }: { image: StudentLabImage }) {
  const t = useT();
  return (
    <Descriptions column={1} size="small" data-testid="lab-start-details" title={image.name}>
      <Descriptions.Item label={t('lab.start.description')}>
        <Typography.Paragraph type={image.description ? undefined : 'secondary'} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {image.description ?? t('lab.stu.noDescription')}
        </Typography.Paragraph>
      </Descriptions.Item>
      <Descriptions.Item label={t('lab.stu.provides')}>{image.provides}</Descriptions.Item>
      <Descriptions.Item label={t('lab.col.limits')}>
        <Space size={[0, 4]} wrap data-testid="lab-start-limits">
          {limitTexts(t, image).map((l) => (
            <Tag key={l.key}>{l.text}</Tag>
          ))}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('lab.start.home')}>{t('lab.start.home.desc')}</Descriptions.Item>
    </Descriptions>
  );
}
