// The images of the course to choose from, one line each with what it provides; disabled images (a teacher sees
// them) are shown but cannot be chosen.
import { Radio, Space, Tag, Typography } from 'antd';
import { useT } from '@/components/Locale';
import type { StartImage } from './types';
import '@/locales/zh-CN/lab';

type Props = { images: StartImage[]; value: number | null; onChange: (imageId: number) => void; disabled: boolean };

export default function ImagePicker({ images, value, onChange, disabled }: Props) {
  const t = useT();
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange(e.target.value as number)}
      disabled={disabled}
      style={{ width: '100%' }}
      aria-label={t('lab.start.pick')}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {images.map(({ image, enabled }) => (
          <div key={image.imageId} data-testid={`lab-pick-${image.imageId}`}>
            <Radio value={image.imageId} disabled={!enabled}>
              <Space direction="vertical" size={0}>
                <Space size={4}>
                  <Typography.Text strong>{image.name}</Typography.Text>
                  {!enabled && <Tag>{t('lab.status.disabled')}</Tag>}
                </Space>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {image.provides}
                </Typography.Text>
              </Space>
            </Radio>
          </div>
        ))}
      </Space>
    </Radio.Group>
  );
}
