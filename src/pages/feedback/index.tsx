import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Card, Col, Form, Row, Typography, Upload, type UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { SaveFeedbackBody } from '@contract/feedback';
import { fileProblem, IMAGE_TYPES, MB, uploadRequest } from '@/components/FileUpload';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { saveFeedback, uploadScreenshot } from '@/services/htdz/feedback';
import { pageFrom } from './components/page-from';
import '@/locales/zh-CN/pages';

type Values = { content: string; pageUrl?: string };
const SCREENSHOT = { types: IMAGE_TYPES, maxBytes: 5 * MB };

/** 意见反馈: tell the platform what is wrong or missing, with a screenshot and the page it is about. */
export default function FeedbackPage() {
  const t = useT();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const save = useRequest(saveFeedback, { manual: true });
  const from = useMemo(() => pageFrom(params.get('from'), document.referrer, window.location.origin), [params]);
  const uploading = files.some((f) => f.status === 'uploading');

  return (
    <PageContainer title={t('feedback.title')} subTitle={t('feedback.subTitle')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card>
            <ProForm<Values>
              layout="vertical"
              initialValues={{ pageUrl: from ?? undefined }}
              submitter={{
                searchConfig: { submitText: t('feedback.submit') },
                resetButtonProps: false,
                submitButtonProps: { disabled: uploading, size: 'large' },
              }}
              onFinish={async (values) => {
                await save.runAsync({ content: values.content, pageUrl: values.pageUrl?.trim() || null, screenshot });
                message.success(t('feedback.thanks'));
                history.push('/feedback/list');
              }}
            >
              <ProFormTextArea
                name="content"
                label={t('feedback.content')}
                required
                placeholder={t('feedback.content.placeholder')}
                rules={[zodRule(SaveFeedbackBody.shape.content, t('feedback.content.required'))]}
                fieldProps={{ maxLength: 2000, showCount: true, autoSize: { minRows: 6, maxRows: 14 } }}
              />
              <Form.Item label={t('feedback.screenshot')} extra={t('feedback.screenshot.extra')}>
                <Upload
                  listType="picture-card"
                  accept={IMAGE_TYPES.join(',')}
                  maxCount={1}
                  fileList={files}
                  onChange={({ fileList }) => setFiles(fileList)}
                  onRemove={() => setScreenshot(null)}
                  beforeUpload={(file) => {
                    const problem = fileProblem(file, SCREENSHOT);
                    if (problem === null) return true;
                    message.error(
                      problem === 'size' ? t('feedback.screenshot.tooLarge') : problem === 'empty' ? t('common.file.empty') : t('feedback.screenshot.notImage'),
                    );
                    return Upload.LIST_IGNORE;
                  }}
                  customRequest={uploadRequest(uploadScreenshot, (obj) => setScreenshot(obj.screenshot))}
                >
                  {files.length === 0 && (
                    <div>
                      <PlusOutlined />
                      <div style={{ marginTop: 8 }}>{t('feedback.screenshot.add')}</div>
                    </div>
                  )}
                </Upload>
              </Form.Item>
              <ProFormText
                name="pageUrl"
                label={t('feedback.pageUrl')}
                placeholder={t('feedback.pageUrl.placeholder')}
                extra={from ? t('feedback.pageUrl.extra') : undefined}
                rules={[zodRule(SaveFeedbackBody.shape.pageUrl)]}
                fieldProps={{ maxLength: 500 }}
              />
            </ProForm>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('feedback.tips.title')}>
            <Typography.Paragraph>{t('feedback.tips.1')}</Typography.Paragraph>
            <Typography.Paragraph>{t('feedback.tips.2')}</Typography.Paragraph>
            <Typography.Paragraph>{t('feedback.tips.3')}</Typography.Paragraph>
            <Typography.Link onClick={() => history.push('/feedback/list')}>{t('feedback.mine')}</Typography.Link>
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
