// Scenes shared with the teacher: search, who shared each, 查看 (tables and script) and 复制到本课程.
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App, Empty, Popconfirm } from 'antd';
import { useState } from 'react';
import type { SharedScene } from '@contract/share';
import { useT } from '@/components/Locale';
import { SceneTableTags } from '@/components/SceneList/cells';
import { copySharedScenes, querySharedScenes } from '@/services/htdz/share';
import { sharedColumns } from './columns';
import SharedScenePreview from './SharedScenePreview';
import '@/locales/zh-CN/scene';
import '@/locales/zh-CN/share';

type Search = { current?: number; pageSize?: number; keyword?: string };
type Props = { courseId: number; onCopied?: () => void };

export default function SharedScenes({ courseId, onCopied }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [searched, setSearched] = useState(false);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const copy = useRequest(copySharedScenes, { manual: true });

  const onCopy = async (row: SharedScene) => {
    await copy.runAsync({ sceneIds: [row.sceneId], courseId });
    message.success(t('share.copy.scene.done', { name: row.name }));
    onCopied?.();
  };

  const columns: ProColumns<SharedScene>[] = [
    { title: t('scene.name'), dataIndex: 'name', width: 180, render: (_, row) => <a onClick={() => setPreviewing(row.sceneId)}>{row.name}</a> },
    { title: t('scene.description'), dataIndex: 'description', ellipsis: true },
    { title: t('scene.tables'), dataIndex: 'tableNames', width: 220, render: (_, row) => <SceneTableTags scene={row} /> },
    ...sharedColumns<SharedScene>(t, (row) => [
      <a key="view" onClick={() => setPreviewing(row.sceneId)}>
        {t('scene.view')}
      </a>,
      <Popconfirm
        key="copy"
        title={t('share.copy.scene.confirm', { name: row.name })}
        description={t('share.copy.scene.confirmDesc')}
        onConfirm={() => onCopy(row).catch(() => undefined)}
      >
        <a>{t('share.copy')}</a>
      </Popconfirm>,
    ]),
  ];

  return (
    <>
      <ProTable<SharedScene, Search>
        rowKey="sceneId"
        columns={columns}
        ghost
        search={false}
        scroll={{ x: 1100 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, setting: false, reload: true, search: { placeholder: t('share.search.scene'), allowClear: true, style: { width: 260 } } }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={searched ? t('share.empty.filtered') : t('share.empty.received.scene')} />,
        }}
        request={async ({ current, pageSize, keyword }) => {
          const word = keyword?.trim() || undefined;
          setSearched(!!word);
          const answer = await querySharedScenes({ current, pageSize, keyword: word });
          return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
        }}
      />
      <SharedScenePreview sceneId={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
