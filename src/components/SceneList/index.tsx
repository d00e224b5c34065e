// A list of scenes: a course's, or the public library's. Keyword search, paging, and per row 查看, and where the
// list is editable and the server says the user may: 编辑 and 删除; on the public library: 复制到课程. With `transfer`,
// 导出 (a row, or 导出全部) writes a scene file, and where the list is editable 导入 reads one (SceneTransfer).
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Empty, Popconfirm, Tooltip, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import type { Scene, SceneSummary } from '@contract/scene';
import DangerLink from '@/components/DangerLink';
import { useT } from '@/components/Locale';
import { SceneTableTags, sceneUsedBy } from './cells';
import { copyScene, deleteScene, queryScenes } from '@/services/htdz/scene';
import CopyModal from './CopyModal';
import SceneImportModal from '@/components/SceneTransfer/SceneImportModal';
import { useSceneExport } from '@/components/SceneTransfer/use-scene-export';
import { SCENE_LINKS, type SceneArea } from '@/utils/scene-links';
import '@/locales/zh-CN/scene';

type Search = { current?: number; pageSize?: number; keyword?: string };

type Props = {
  area: SceneArea;
  /** the course whose scenes are listed; null for the public library */
  courseId: number | null;
  /** the user may create scenes here, and edit and delete those the server marks canEdit */
  editable: boolean;
  /** offer 复制到课程: into this course at once, or 'choose' to ask for the course */
  copyTo?: number | 'choose';
  /** after a copy, with the new scene */
  onCopied?: (scene: Scene) => void;
  /** inside a card already (the tabs of a course's scenes): no card of its own */
  embedded?: boolean;
  /** more actions per row, e.g. 共享 */
  rowActions?: (row: SceneSummary) => ReactNode[];
  /** offer 导出 and 导出全部, and 导入 where editable (authors' lists, not the student preview) */
  transfer?: boolean;
};

export default function SceneList({ area, courseId, editable, copyTo, onCopied, embedded, rowActions, transfer }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const links = SCENE_LINKS[area];
  const tableRef = useRef<ActionType>();
  const [searched, setSearched] = useState(false);
  const [copying, setCopying] = useState<SceneSummary | null>(null);
  const remove = useRequest(deleteScene, { manual: true });
  const copy = useRequest(copyScene, { manual: true });
  const exportAll = useSceneExport();
  const exportOne = useSceneExport();
  const [importing, setImporting] = useState(false);

  const onDelete = async (row: SceneSummary) => {
    try {
      await remove.runAsync(row.sceneId);
      message.success(t('scene.deleted'));
    } finally {
      // refused (the request error handler showed why) or done: either way the list may have changed
      tableRef.current?.reload();
    }
  };

  const afterCopy = (scene: Scene) => {
    message.success(t('scene.copied', { course: scene.courseName ?? t('scene.copied.course', { courseId: scene.courseId ?? '' }) }));
    onCopied?.(scene);
  };

  const createButton = editable && (
    <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => history.push(links.create(courseId))}>
      {t('scene.new')}
    </Button>
  );

  const toolbar = [
    transfer && (
      <Button key="export" icon={<DownloadOutlined />} loading={exportAll.loading} onClick={() => exportAll.run({ courseId })} data-testid="scene-export-all">
        {t('scene.export.all')}
      </Button>
    ),
    transfer && editable && (
      <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="scene-import">
        {t('scene.import')}
      </Button>
    ),
    createButton,
  ].filter((b) => b !== false && b !== undefined);

  const columns: ProColumns<SceneSummary>[] = [
    {
      title: t('scene.name'),
      dataIndex: 'name',
      width: 180,
      render: (_, row) => <a onClick={() => history.push(links.view(row.sceneId))}>{row.name}</a>,
    },
    { title: t('scene.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('scene.tables'),
      dataIndex: 'tableNames',
      width: 240,
      render: (_, row) => <SceneTableTags scene={row} />,
    },
    {
      title: t('scene.usedBy'),
      dataIndex: 'usedBy',
      width: 100,
      render: (_, row) => sceneUsedBy(t, row),
    },
    { title: t('scene.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', width: 170 },
    { title: t('scene.creator'), dataIndex: 'creatorName', width: 100 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: (copyTo === undefined && !rowActions ? 150 : 230) + (transfer ? 50 : 0),
      fixed: 'right',
      render: (_, row) => {
        const actions = [
          <a key="view" onClick={() => history.push(links.view(row.sceneId))}>
            {t('scene.view')}
          </a>,
        ];
        if (editable && row.canEdit) {
          actions.push(
            <a key="edit" onClick={() => history.push(links.update(row))}>
              {t('common.edit')}
            </a>,
            row.usedBy > 0 ? (
              <Tooltip key="delete" title={t('scene.delete.inUse', { count: row.usedBy })}>
                <Typography.Text disabled>{t('common.delete')}</Typography.Text>
              </Tooltip>
            ) : (
              <DangerLink
                key="delete"
                title={t('scene.delete.confirm', { name: row.name })}
                description={t('scene.delete.confirmDesc')}
                onConfirm={() => onDelete(row)}
              >
                {t('common.delete')}
              </DangerLink>
            ),
          );
        }
        if (transfer) {
          actions.push(
            <a key="export" onClick={() => exportOne.run({ sceneId: row.sceneId })}>
              {t('scene.export')}
            </a>,
          );
        }
        if (copyTo === 'choose') {
          actions.push(
            <a key="copy" onClick={() => setCopying(row)}>
              {t('scene.copy.toCourse')}
            </a>,
          );
        } else if (copyTo !== undefined) {
          actions.push(
            <Popconfirm
              key="copy"
              title={t('scene.copy.confirm', { name: row.name })}
              description={t('scene.copy.confirmDesc')}
              onConfirm={() =>
                copy
                  .runAsync({ sceneId: row.sceneId, courseId: copyTo })
                  .then((answer) => afterCopy(answer.obj))
                  .catch(() => undefined)
              }
            >
              <a>{t('scene.copy.toThisCourse')}</a>
            </Popconfirm>,
          );
        }
        return [...actions, ...(rowActions?.(row) ?? [])];
      },
    },
  ];

  const empty = searched ? t('scene.empty.search') : courseId === null && !editable ? t('scene.empty.public') : t('scene.empty');

  return (
    <>
      <ProTable<SceneSummary, Search>
        rowKey="sceneId"
        actionRef={tableRef}
        columns={columns}
        ghost={embedded}
        search={false}
        scroll={{ x: 1100 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, setting: false, reload: true, search: { placeholder: t('scene.search'), allowClear: true, style: { width: 260 } } }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty}>
              {!searched && createButton}
            </Empty>
          ),
        }}
        request={async ({ current, pageSize, keyword }) => {
          const word = keyword?.trim() || undefined;
          setSearched(!!word);
          const answer = await queryScenes({ current, pageSize, courseId: courseId ?? undefined, keyword: word });
          return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
        }}
        toolBarRender={() => toolbar}
      />
      {transfer && editable && (
        <SceneImportModal open={importing} courseId={courseId} onImported={() => tableRef.current?.reload()} onClose={() => setImporting(false)} />
      )}
      {copyTo === 'choose' && (
        <CopyModal
          scene={copying}
          onClose={() => setCopying(null)}
          onCopied={(scene) => {
            setCopying(null);
            afterCopy(scene);
          }}
        />
      )}
    </>
  );
}
