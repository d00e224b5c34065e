// A chapter's resources in their order (视频, PDF, 文档, 链接). Editable: upload a file (type and size checked here
// and again by the server, with a progress bar; it lands in the library too), pick earlier uploads from the library,
// add a link, remove one from the chapter (its library item stays), and set whether each counts toward progress
// (任务点) and whether a video may be seeked ahead. Office documents show their conversion to PDF, polled while it runs.
import { DeleteOutlined, FolderOpenOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { App, Button, Checkbox, Form, Input, List, Modal, Popconfirm, Space, Tag, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { AddLinkBody, RESOURCE_KIND_NAMES, RESOURCE_MAX_BYTES, type ChapterResource } from '@contract/chapter';
import ConversionState, { isConverting, useConversionPoll } from '@/components/ConversionState';
import { fileProblem, uploadRequest } from '@/components/FileUpload';
import { zodRule } from '@/components/FormRules';
import LibraryPicker from '@/components/LibraryPicker';
import { useT } from '@/components/Locale';
import { addLink, deleteResource, getChapter, saveResourceSettings, uploadResource } from '@/services/htdz/chapter';
import { KIND_ICONS } from '@/components/ResourceKindIcons';
import { RESOURCE_ACCEPT, RESOURCE_EXTENSIONS, sizeText } from '@/utils/chapter';
import '@/locales/zh-CN/chapter';
import '@/locales/zh-CN/library';

type Props = {
  chapterId: number;
  resources: ChapterResource[];
  editable: boolean;
  /** an update of the list (several uploads may finish together) */
  onChange: (update: (resources: ChapterResource[]) => ChapterResource[]) => void;
};

export default function ResourceList({ chapterId, resources, editable, onChange }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkForm] = Form.useForm<{ title: string; url: string }>();
  const [picking, setPicking] = useState(false);
  const link = useRequest(addLink, { manual: true });
  const remove = useRequest(deleteResource, { manual: true });
  const sorted = [...resources].sort((a, b) => a.serialNum - b.serialNum);

  // a conversion under way: the chapter is read again until it is done (only the resources are taken from it)
  useConversionPoll(
    resources.some((r) => isConverting(r.conversion)),
    () => {
      void getChapter(chapterId, { skipErrorHandler: true })
        .then((answer) => {
          const fresh = new Map(answer.obj.resources.map((r) => [r.resourceId, r]));
          onChange((list) => list.map((r) => fresh.get(r.resourceId) ?? r));
        })
        .catch(() => undefined);
    },
  );

  const onSettings = async (r: ChapterResource, change: Partial<Pick<ChapterResource, 'taskPoint' | 'allowSeek'>>) => {
    try {
      const saved = (await saveResourceSettings({ resourceId: r.resourceId, taskPoint: r.taskPoint, allowSeek: r.allowSeek, ...change })).obj;
      onChange((list) => list.map((x) => (x.resourceId === saved.resourceId ? saved : x)));
      message.success(t('chapter.resources.settingsSaved'));
    } catch {
      // shown by the request error handler
    }
  };

  const onAddLink = async () => {
    const values = await linkForm.validateFields().catch(() => null);
    if (!values || link.loading) return;
    try {
      const answer = await link.runAsync({ chapterId, title: values.title.trim(), url: values.url.trim() });
      onChange((list) => [...list, answer.obj]);
      setLinkOpen(false);
      message.success(t('chapter.resources.link.added'));
    } catch {
      // shown by the request error handler
    }
  };

  const onDelete = async (r: ChapterResource) => {
    try {
      await remove.runAsync(r.resourceId);
      onChange((list) => list.filter((x) => x.resourceId !== r.resourceId).map((x, i) => ({ ...x, serialNum: i + 1 })));
      message.success(t('chapter.resources.deleted'));
    } catch {
      // shown by the request error handler
    }
  };

  const upload = editable && (
    <Space direction="vertical" size={8} style={{ width: '100%', marginBottom: 12 }}>
      <Space wrap>
        <Upload
          multiple
          accept={RESOURCE_ACCEPT}
          fileList={uploading}
          showUploadList={{ showRemoveIcon: false }}
          beforeUpload={(file) => {
            const problem = fileProblem(file, { extensions: RESOURCE_EXTENSIONS, maxBytes: RESOURCE_MAX_BYTES });
            if (!problem) return true;
            const text = { type: 'chapter.resources.badType', size: 'chapter.resources.tooLarge', empty: 'chapter.resources.emptyFile' } as const;
            message.error(t(text[problem], { name: file.name }));
            return Upload.LIST_IGNORE;
          }}
          customRequest={uploadRequest(
            (file, opts) => uploadResource(chapterId, file, opts),
            (added) => {
              onChange((list) => [...list, added]);
              message.success(t('chapter.resources.uploaded', { name: added.title }));
            },
          )}
          onChange={({ fileList }) => setUploading(fileList.filter((f) => f.status === 'uploading' || f.status === 'error'))}
        >
          <Button icon={<UploadOutlined />} data-testid="chapter-upload">
            {t('chapter.resources.upload')}
          </Button>
        </Upload>
        <Button icon={<FolderOpenOutlined />} onClick={() => setPicking(true)} data-testid="chapter-pick-library">
          {t('library.picker.open')}
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => (linkForm.resetFields(), setLinkOpen(true))} data-testid="chapter-add-link">
          {t('chapter.resources.addLink')}
        </Button>
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('chapter.resources.accept')}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('chapter.resources.progressNote')}
      </Typography.Text>
    </Space>
  );

  return (
    <div data-testid="chapter-resources">
      {upload}
      <List
        size="small"
        bordered
        dataSource={sorted}
        locale={{ emptyText: t('chapter.resources.empty') }}
        renderItem={(r) => (
          <List.Item
            data-testid="chapter-resource"
            actions={
              editable
                ? [
                    <Popconfirm
                      key="delete"
                      title={t('chapter.resources.delete.confirm', { title: r.title })}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => onDelete(r)}
                    >
                      <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('chapter.tree.delete')} />
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <Space direction="vertical" size={4}>
              <Space wrap>
                <Typography.Text type="secondary">{r.serialNum}.</Typography.Text>
                {KIND_ICONS[r.kind]}
                <Typography.Text ellipsis={{ tooltip: r.title }} style={{ maxWidth: 360 }}>
                  {r.title}
                </Typography.Text>
                <Tag>{RESOURCE_KIND_NAMES[r.kind]}</Tag>
                {!editable && r.taskPoint && <Tag color="gold">{t('chapter.resources.taskPoint.tag')}</Tag>}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.kind === 'link' ? r.url : sizeText(r.size)}
                </Typography.Text>
                <ConversionState conversion={r.conversion} />
              </Space>
              {editable && (
                <Space wrap size={16}>
                  <Checkbox checked={r.taskPoint} onChange={(e) => void onSettings(r, { taskPoint: e.target.checked })} data-testid="resource-task-point">
                    {t('chapter.resources.taskPoint')}
                  </Checkbox>
                  {r.kind === 'video' && (
                    <Checkbox checked={r.allowSeek} onChange={(e) => void onSettings(r, { allowSeek: e.target.checked })} data-testid="resource-allow-seek">
                      {t('chapter.resources.allowSeek')}
                    </Checkbox>
                  )}
                </Space>
              )}
            </Space>
          </List.Item>
        )}
      />
      {sorted.length > 1 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('chapter.resources.order')}
        </Typography.Text>
      )}
      {editable && (
        <LibraryPicker
          open={picking}
          chapterId={chapterId}
          resources={resources}
          onClose={() => setPicking(false)}
          onAdded={(added) => onChange((list) => [...list, ...added])}
        />
      )}
      <Modal
        open={linkOpen}
        title={t('chapter.resources.addLink')}
        onOk={onAddLink}
        confirmLoading={link.loading}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
      >
        <Form form={linkForm} layout="vertical" preserve={false}>
          <Form.Item name="title" label={t('chapter.resources.link.title')} rules={[zodRule(AddLinkBody.shape.title, t('chapter.tree.title.required'))]}>
            <Input maxLength={100} placeholder={t('chapter.resources.link.title.placeholder')} />
          </Form.Item>
          <Form.Item name="url" label={t('chapter.resources.link.url')} rules={[zodRule(AddLinkBody.shape.url, t('chapter.resources.link.url'))]}>
            <Input placeholder="https://" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
