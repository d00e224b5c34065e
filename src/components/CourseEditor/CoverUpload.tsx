// The cover field: a preview (or the coloured placeholder), upload with progress, and 移除.
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { fileProblem, IMAGE_TYPES, MB, uploadRequest } from '@/components/FileUpload';
import { useT } from '@/components/Locale';
import { uploadCover } from '@/services/htdz/course';
import CourseCover from '@/components/CourseCover';
import '@/locales/zh-CN/course';

const COVER = { types: IMAGE_TYPES, maxBytes: 2 * MB };

type Props = {
  /** '/readResourse/{id}', or '' for none */
  value?: string;
  onChange?: (cover: string) => void;
  /** the course name, for the placeholder */
  name: string;
  disabled?: boolean;
  id?: string;
};

export default function CoverUpload({ value = '', onChange, name, disabled, id }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);

  return (
    <Space id={id} align="start" size={16} wrap data-testid="cover-upload">
      <div style={{ width: 240 }}>
        <CourseCover name={name || t('course.form.name')} cover={value || null} height={135} radius={8} />
        {percent !== null && <Progress percent={percent} size="small" data-testid="cover-progress" />}
      </div>
      <Space direction="vertical">
        <Upload
          accept={IMAGE_TYPES.join(',')}
          showUploadList={false}
          disabled={disabled || percent !== null}
          beforeUpload={(file) => {
            const problem = fileProblem(file, COVER);
            if (problem === null) return true;
            message.error(problem === 'size' ? t('course.cover.tooLarge') : problem === 'empty' ? t('common.file.empty') : t('course.cover.notImage'));
            return Upload.LIST_IGNORE;
          }}
          onChange={({ file }) => {
            if (file.status === 'uploading') setPercent(Math.round(file.percent ?? 0));
            else setPercent(null);
          }}
          customRequest={uploadRequest(uploadCover, ({ cover }) => {
            onChange?.(cover);
            message.success(t('course.cover.uploaded'));
          })}
        >
          <Button icon={<UploadOutlined />} disabled={disabled} loading={percent !== null}>
            {value ? t('course.cover.replace') : t('course.cover.upload')}
          </Button>
        </Upload>
        {value && !disabled && (
          <Typography.Link type="secondary" onClick={() => onChange?.('')}>
            {t('course.cover.remove')}
          </Typography.Link>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('course.cover.hint')}
        </Typography.Text>
      </Space>
    </Space>
  );
}
