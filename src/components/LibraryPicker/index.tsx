// 从资源库选择: a modal of the chapter editor listing the author's own library items and colleagues' shared ones
// (search, kind, pages); the chosen ones are added to the chapter in one call, without uploading anything again.
import { useRequest } from 'ahooks';
import { App, Modal, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { type ChapterResource, PICK_MAX, RESOURCE_KIND_NAMES } from '@contract/chapter';
import type { LibraryResource } from '@contract/library';
import ConversionState from '@/components/ConversionState';
import { useT } from '@/components/Locale';
import { KIND_ICONS } from '@/components/ResourceKindIcons';
import { addFromLibrary } from '@/services/htdz/chapter';
import { queryLibrary } from '@/services/htdz/library';
import { sizeText } from '@/utils/chapter';
import '@/locales/zh-CN/library';
import LibraryFilters, { type LibraryKind } from './LibraryFilters';

const PAGE_SIZE = 8;
type Kind = LibraryKind;

type Props = {
  open: boolean;
  chapterId: number;
  /** the chapter's resources: items already in it are shown as such and cannot be chosen again */
  resources: ChapterResource[];
  onClose: () => void;
  onAdded: (added: ChapterResource[]) => void;
};

export default function LibraryPicker({ open, chapterId, resources, onClose, onAdded }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<Kind | undefined>();
  const [current, setCurrent] = useState(1);
  const [chosen, setChosen] = useState<number[]>([]);
  const list = useRequest(
    async () => (open ? (await queryLibrary({ scope: 'all', keyword: keyword || undefined, kind, current, pageSize: PAGE_SIZE })).obj : null),
    {
      refreshDeps: [open, keyword, kind, current],
    },
  );
  const add = useRequest(addFromLibrary, { manual: true });
  const inChapter = new Set(resources.map((r) => r.libraryResourceId).filter((id): id is number => id !== null));

  const close = () => {
    setChosen([]);
    onClose();
  };
  const onOk = async () => {
    if (chosen.length === 0 || add.loading) return;
    try {
      const added = (await add.runAsync({ chapterId, libraryResourceIds: chosen })).obj;
      message.success(t('library.picker.added', { count: added.length }));
      onAdded(added);
      close();
    } catch {
      // shown by the request error handler
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
            <Typography.Text ellipsis={{ tooltip: r.title }} style={{ maxWidth: 300 }}>
              {r.title}
            </Typography.Text>
            {inChapter.has(r.libraryResourceId) && <Tag color="blue">{t('library.picker.inChapter')}</Tag>}
          </Space>
          <Space size={4}>
            {!r.mine && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('library.picker.owner', { owner: r.ownerName })}
              </Typography.Text>
            )}
            <ConversionState conversion={r.conversion} />
          </Space>
        </Space>
      ),
    },
    { title: t('library.col.kind'), key: 'kind', width: 80, render: (_, r) => <Tag>{RESOURCE_KIND_NAMES[r.kind]}</Tag> },
    { title: t('library.col.size'), key: 'size', width: 90, render: (_, r) => sizeText(r.size) },
  ];

  return (
    <Modal
      open={open}
      width={760}
      title={t('library.picker.title')}
      okText={t('library.picker.add', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0 }}
      confirmLoading={add.loading}
      onOk={onOk}
      onCancel={close}
      destroyOnHidden
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="library-picker">
        <Typography.Text type="secondary">{t('library.picker.hint')}</Typography.Text>
        <Space wrap>
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
        <Table<LibraryResource>
          rowKey="libraryResourceId"
          size="small"
          loading={list.loading}
          columns={columns}
          dataSource={list.data?.list ?? []}
          rowSelection={{
            selectedRowKeys: chosen,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setChosen((keys as number[]).slice(0, PICK_MAX)),
            getCheckboxProps: (r) => ({ disabled: inChapter.has(r.libraryResourceId), 'aria-label': r.title }),
          }}
          locale={{ emptyText: keyword || kind ? t('library.empty.search') : t('library.empty') }}
          pagination={{
            current,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('library.total', { total }),
            onChange: setCurrent,
          }}
        />
      </Space>
    </Modal>
  );
}
