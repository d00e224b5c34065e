// 资源库 (/library): one's uploads (every chapter upload lands here too) and colleagues' shared ones. Search by name,
// filter by kind, pages; each item's size, where it is used, its conversion to PDF (polled while under way); the
// owner renames, shares with colleagues, downloads and deletes an item no chapter uses.
import { DeleteOutlined, DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App, Button, Card, Empty, Form, Input, Modal, Popconfirm, Result, Segmented, Space, Switch, Table, Tag, Tooltip, Typography, Upload } from 'antd';
import type { TableColumnsType, UploadFile } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { RESOURCE_KIND_NAMES, RESOURCE_MAX_BYTES } from '@contract/chapter';
import { RenameLibraryBody, type LibraryResource } from '@contract/library';
import ConversionState, { isConverting, useConversionPoll } from '@/components/ConversionState';
import { fileProblem, uploadRequest } from '@/components/FileUpload';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { KIND_ICONS } from '@/components/ResourceKindIcons';
import { saveBlob } from '@/components/SaveBlob';
import { fetchResource } from '@/services/htdz/chapter';
import { deleteLibraryResource, queryLibrary, renameLibraryResource, shareLibraryResource, uploadLibraryResource } from '@/services/htdz/library';
import { RESOURCE_ACCEPT, RESOURCE_EXTENSIONS, sizeText } from '@/utils/chapter';
import '@/locales/zh-CN/chapter';
import '@/locales/zh-CN/library';
import LibraryFilters, { type LibraryKind } from '@/components/LibraryPicker/LibraryFilters';

const PAGE_SIZE = 10;
type Scope = 'mine' | 'shared';
type Kind = LibraryKind;

/** The chapters using an item: the first few by name, and how many in all. */
function Usages({ item }: { item: LibraryResource }) {
  const t = useT();
  if (item.usages.length === 0) return <Typography.Text type="secondary">{t('library.usages.none')}</Typography.Text>;
  return (
    <Space direction="vertical" size={0} data-testid="library-usages">
      <Typography.Text>{t('library.usages.count', { count: item.usages.length })}</Typography.Text>
      {item.usages.slice(0, 3).map((u) => (
        <Typography.Text key={u.resourceId} type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: true }}>
          《{u.courseName}》{u.chapterTitle}
          {u.ownerName && ` · ${t('library.usages.colleague', { owner: u.ownerName })}`}
        </Typography.Text>
      ))}
      {item.usages.length > 3 && <Typography.Text type="secondary">…</Typography.Text>}
    </Space>
  );
}

export default function LibraryPage() {
  const t = useT();
  const { message } = App.useApp();
  const [scope, setScope] = useState<Scope>('mine');
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<Kind | undefined>();
  const [current, setCurrent] = useState(1);
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const [renaming, setRenaming] = useState<LibraryResource | null>(null);
  const [renameForm] = Form.useForm<{ title: string }>();
  const list = useRequest(async () => (await queryLibrary({ scope, keyword: keyword || undefined, kind, current, pageSize: PAGE_SIZE })).obj, {
    refreshDeps: [scope, keyword, kind, current],
  });
  const rename = useRequest(renameLibraryResource, { manual: true });
  const data = list.data;
  useConversionPoll(!!data?.list.some((r) => isConverting(r.conversion)), list.refresh);

  const replace = (item: LibraryResource) =>
    list.mutate((old) => old && { ...old, list: old.list.map((r) => (r.libraryResourceId === item.libraryResourceId ? item : r)) });

  const onShare = async (item: LibraryResource, shared: boolean) => {
    try {
      replace((await shareLibraryResource({ libraryResourceId: item.libraryResourceId, shared })).obj);
      message.success(t(shared ? 'library.shared.on' : 'library.shared.off'));
    } catch {
      // shown by the request error handler
    }
  };
  const onDelete = async (item: LibraryResource) => {
    try {
      await deleteLibraryResource(item.libraryResourceId);
      message.success(t('library.deleted'));
      if (data?.list.length === 1 && current > 1) setCurrent(current - 1);
      else list.refresh();
    } catch {
      // shown by the request error handler (it names the chapters using it)
    }
  };
  const onRename = async () => {
    const values = await renameForm.validateFields().catch(() => null);
    if (!values || !renaming || rename.loading) return;
    try {
      replace((await rename.runAsync({ libraryResourceId: renaming.libraryResourceId, title: values.title.trim() })).obj);
      setRenaming(null);
      message.success(t('library.renamed'));
    } catch {
      // shown by the request error handler
    }
  };
  const download = async (item: LibraryResource) => {
    try {
      saveBlob(await fetchResource(item.url), item.title);
    } catch {
      message.error(t('library.loadFailed'));
    }
  };

  const columns: TableColumnsType<LibraryResource> = [
    {
      title: t('library.col.title'),
      key: 'title',
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <Space>
            {KIND_ICONS[r.kind]}
            <Typography.Text strong ellipsis={{ tooltip: r.title }} style={{ maxWidth: 320 }} data-testid="library-title">
              {r.title}
            </Typography.Text>
          </Space>
          <ConversionState conversion={r.conversion} error={r.conversionError} />
        </Space>
      ),
    },
    { title: t('library.col.kind'), key: 'kind', width: 80, render: (_, r) => <Tag>{RESOURCE_KIND_NAMES[r.kind]}</Tag> },
    { title: t('library.col.size'), key: 'size', width: 90, render: (_, r) => sizeText(r.size) },
    scope === 'mine'
      ? { title: t('library.col.usages'), key: 'usages', width: 260, render: (_, r) => <Usages item={r} /> }
      : { title: t('library.col.owner'), key: 'owner', width: 120, dataIndex: 'ownerName' },
    ...(scope === 'mine'
      ? [
          {
            title: t('library.col.shared'),
            key: 'shared',
            width: 110,
            render: (_: unknown, r: LibraryResource) => (
              <Switch size="small" checked={r.shared} onChange={(on) => void onShare(r, on)} aria-label={t('library.col.shared')} data-testid="library-share" />
            ),
          },
        ]
      : []),
    { title: t('library.col.createdAt'), key: 'createdAt', width: 150, render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm') },
    {
      title: t('library.col.actions'),
      key: 'actions',
      width: 200,
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void download(r)}>
            {t('library.download')}
          </Button>
          {r.mine && (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              data-testid="library-rename"
              onClick={() => {
                renameForm.setFieldsValue({ title: r.title });
                setRenaming(r);
              }}
            >
              {t('library.rename')}
            </Button>
          )}
          {r.mine &&
            (r.usages.length > 0 ? (
              <Tooltip title={t('library.delete.inUse', { count: r.usages.length })}>
                <Button type="link" size="small" danger icon={<DeleteOutlined />} disabled>
                  {t('library.delete')}
                </Button>
              </Tooltip>
            ) : (
              <Popconfirm title={t('library.delete.confirm', { title: r.title })} okButtonProps={{ danger: true }} onConfirm={() => onDelete(r)}>
                <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="library-delete">
                  {t('library.delete')}
                </Button>
              </Popconfirm>
            ))}
        </Space>
      ),
    },
  ];

  const uploadButton = (
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
        (file, opts) => uploadLibraryResource(file, opts),
        (added) => {
          message.success(t('library.uploaded', { name: added.title }));
          setScope('mine');
          setCurrent(1);
          list.refresh();
        },
      )}
      onChange={({ fileList }) => setUploading(fileList.filter((f) => f.status === 'uploading' || f.status === 'error'))}
    >
      <Button type="primary" icon={<UploadOutlined />} data-testid="library-upload">
        {t('library.upload')}
      </Button>
    </Upload>
  );

  const emptyText = keyword || kind ? t('library.empty.search') : scope === 'shared' ? t('library.empty.shared') : t('library.empty');
  return (
    <PageContainer title={t('library.title')} subTitle={t('library.subTitle')}>
      <Card>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Space wrap>
              <Segmented<Scope>
                value={scope}
                options={[
                  { value: 'mine', label: t('library.scope.mine') },
                  { value: 'shared', label: t('library.scope.shared') },
                ]}
                onChange={(v) => {
                  setScope(v);
                  setCurrent(1);
                }}
                data-testid="library-scope"
              />
              <LibraryFilters
                kind={kind}
                onKeyword={(v) => {
                  setKeyword(v);
                  setCurrent(1);
                }}
                onKind={(v) => {
                  setKind(v);
                  setCurrent(1);
                }}
              />
            </Space>
            {uploadButton}
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('chapter.resources.accept')}
          </Typography.Text>
          {list.error && !data ? (
            <Result status="warning" title={t('library.loadFailed')} extra={<Button onClick={list.refresh}>{t('library.retry')}</Button>} />
          ) : (
            <Table<LibraryResource>
              rowKey="libraryResourceId"
              data-testid="library-table"
              loading={list.loading && !data}
              columns={columns}
              dataSource={data?.list ?? []}
              scroll={{ x: 960 }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
              pagination={{
                current,
                pageSize: PAGE_SIZE,
                total: data?.total ?? 0,
                showSizeChanger: false,
                showTotal: (total) => t('library.total', { total }),
                onChange: setCurrent,
              }}
            />
          )}
        </Space>
      </Card>
      <Modal
        open={renaming !== null}
        title={t('library.rename')}
        onOk={onRename}
        confirmLoading={rename.loading}
        onCancel={() => setRenaming(null)}
        destroyOnHidden
      >
        <Form form={renameForm} layout="vertical" preserve={false}>
          <Form.Item name="title" label={t('library.rename.label')} rules={[zodRule(RenameLibraryBody.shape.title, t('library.rename.label'))]}>
            <Input maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
