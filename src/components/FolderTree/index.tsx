// The bank's folders as a tree under 全部题目, with 未分类 for questions at the root, and the number of questions in
// each folder with its sub-folders. Editable, each folder's menu offers 新建子文件夹, 重命名, 移动到… (a new parent;
// its own branch cannot be picked and the server refuses cycles too) and 删除 (only an empty folder, after a
// confirmation). The question bank's by default; another bank of folders (the task bank) passes its own folder
// calls and names.
import { DeleteOutlined, EditOutlined, FolderAddOutlined, FolderOutlined, InboxOutlined, MoreOutlined, SwapOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { App, Button, Dropdown, Empty, Spin, Tree, Typography } from 'antd';
import type { MenuProps, TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { folderTree, type ExerciseFolder, type ExerciseFolderNode } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { deleteExerciseFolder, moveExerciseFolder, saveExerciseFolder } from '@/services/htdz/exercise';
import FolderNameModal from './FolderNameModal';
import FolderPickModal from '@/components/FolderPickModal';
import { isEmptyFolder, selfAndBelow, subtreeCounts } from '@/utils/folders';
import '@/locales/zh-CN/exercise';

/** What the list shows: undefined the whole bank, 0 the questions at the root (未分类), n folder n and below. */
export type FolderSelection = number | undefined;

/** The folder calls of a bank: create or rename, move, delete (only an empty folder). */
export type FolderCalls = {
  save: (body: { folderId?: number | null; courseId: number; parentId: number | null; name: string }) => Promise<unknown>;
  move: (body: { folderId: number; parentId: number | null }) => Promise<unknown>;
  remove: (folderId: number) => Promise<unknown>;
};

/** What the tree calls the whole bank, the items in no folder, the root in the move dialog, and so on. */
export type FolderLabels = { all: string; unfiled: string; root: string; moveDesc: string; empty: string };

const QUESTION_BANK_CALLS: FolderCalls = { save: saveExerciseFolder, move: moveExerciseFolder, remove: deleteExerciseFolder };

type Props = {
  courseId: number;
  folders: ExerciseFolder[];
  /** questions at the bank's root, in no folder */
  rootCount: number;
  loading: boolean;
  selected: FolderSelection;
  onSelect: (selection: FolderSelection) => void;
  /** offer creating, renaming, moving and deleting folders */
  editable: boolean;
  /** after a change to the folders: load them (and the list) again */
  onChanged: () => void;
  /** the bank's folder calls; absent: the question bank's */
  calls?: FolderCalls;
  /** the bank's names for its parts; absent: the question bank's */
  labels?: Partial<FolderLabels>;
};

type Dialog = { kind: 'create'; parent: ExerciseFolderNode | null } | { kind: 'rename' | 'move'; folder: ExerciseFolderNode } | null;

const ALL = 'all';
const ROOT = 'root';
type Key = number | typeof ALL | typeof ROOT;
type Node = Omit<TreeDataNode, 'key' | 'children'> & { key: Key; name: string; count: number; folder?: ExerciseFolderNode; children?: Node[] };

const keyOf = (selection: FolderSelection): Key => (selection === undefined ? ALL : selection === 0 ? ROOT : selection);
const selectionOf = (key: Key): FolderSelection => (key === ALL ? undefined : key === ROOT ? 0 : key);

export default function FolderTree({
  courseId,
  folders,
  rootCount,
  loading,
  selected,
  onSelect,
  editable,
  onChanged,
  calls = QUESTION_BANK_CALLS,
  labels,
}: Props) {
  const t = useT();
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  // folders are open unless closed, so a new sub-folder shows at once
  const [closed, setClosed] = useState<Key[]>([]);
  const save = useRequest(calls.save, { manual: true });
  const move = useRequest(calls.move, { manual: true });
  const remove = useRequest(calls.remove, { manual: true });
  const names: FolderLabels = {
    all: t('exercise.folder.all'),
    unfiled: t('exercise.folder.unfiled'),
    root: t('exercise.folder.root'),
    moveDesc: t('exercise.folder.move.desc'),
    empty: t('exercise.folder.empty'),
    ...labels,
  };

  const tree = useMemo(() => folderTree(folders), [folders]);
  const counts = useMemo(() => subtreeCounts(tree), [tree]);
  const total = rootCount + folders.reduce((sum, f) => sum + f.count, 0);

  const nodes: Node[] = useMemo(() => {
    const toNode = (f: ExerciseFolderNode): Node => ({
      key: f.folderId,
      name: f.name,
      count: counts.get(f.folderId) ?? 0,
      folder: f,
      children: f.children.map(toNode),
    });
    const unfiled: Node = { key: ROOT, name: names.unfiled, count: rootCount };
    return [{ key: ALL, name: names.all, count: total, children: [...tree.map(toNode), unfiled] }];
  }, [tree, counts, rootCount, total, names.unfiled, names.all]);
  const openKeys = useMemo(() => ([ALL, ...folders.map((f) => f.folderId)] as Key[]).filter((k) => !closed.includes(k)), [folders, closed]);

  const close = () => setDialog(null);
  // a refused change (the request error handler has said why) leaves the dialog open to try again
  const run = async (change: () => Promise<unknown>, done: string) => {
    await change();
    message.success(done);
    close();
    onChanged();
  };

  const confirmDelete = (folder: ExerciseFolderNode) =>
    modal.confirm({
      title: t('exercise.folder.delete.confirm', { name: folder.name }),
      content: t('exercise.folder.delete.confirmDesc'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.runAsync(folder.folderId);
          message.success(t('exercise.folder.deleted'));
          if (selected !== undefined && selfAndBelow(folders, folder.folderId).has(selected)) onSelect(undefined);
        } finally {
          onChanged();
        }
      },
    });

  const menuOf = (folder: ExerciseFolderNode): MenuProps => ({
    items: [
      { key: 'create', icon: <FolderAddOutlined />, label: t('exercise.folder.createChild') },
      { key: 'rename', icon: <EditOutlined />, label: t('exercise.folder.rename') },
      { key: 'move', icon: <SwapOutlined />, label: t('exercise.folder.move') },
      isEmptyFolder(folder)
        ? { key: 'delete', icon: <DeleteOutlined />, label: t('common.delete'), danger: true }
        : { key: 'delete', icon: <DeleteOutlined />, label: t('exercise.folder.delete.notEmpty'), disabled: true },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'create') setDialog({ kind: 'create', parent: folder });
      else if (key === 'rename' || key === 'move') setDialog({ kind: key, folder });
      else if (key === 'delete') confirmDelete(folder);
    },
  });

  const title = (node: Node) => (
    <div data-testid={`folder-node-${node.key}`} style={{ display: 'flex', alignItems: 'center', gap: 6, minHeight: 28 }}>
      {node.key === ROOT ? <InboxOutlined /> : <FolderOutlined />}
      <Typography.Text ellipsis={{ tooltip: node.name }} strong={node.key === ALL} style={{ flex: 1, minWidth: 0 }}>
        {node.name}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid={`folder-count-${node.key}`}>
        {node.count}
      </Typography.Text>
      {editable && node.folder && (
        <Dropdown menu={menuOf(node.folder)} trigger={['click']}>
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('exercise.folder.actions', { name: node.name })}
            data-testid={`folder-menu-${node.key}`}
            onClick={(e) => e.stopPropagation()}
          />
        </Dropdown>
      )}
    </div>
  );

  const parentName = dialog?.kind === 'create' ? dialog.parent?.name : undefined;
  return (
    <div data-testid="folder-tree">
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 8 }}>
        <Typography.Text strong style={{ flex: 1 }}>
          {t('exercise.folder.title')}
        </Typography.Text>
        {editable && (
          <Button size="small" icon={<FolderAddOutlined />} onClick={() => setDialog({ kind: 'create', parent: null })}>
            {t('exercise.folder.create')}
          </Button>
        )}
      </div>
      {loading && folders.length === 0 ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : (
        <>
          <Tree<Node>
            blockNode
            treeData={nodes}
            expandedKeys={openKeys}
            onExpand={(keys) => setClosed(openKeys.filter((k) => !keys.includes(k)))}
            selectedKeys={[keyOf(selected)]}
            onSelect={(_keys, info) => onSelect(selectionOf(info.node.key))}
            titleRender={title}
          />
          {folders.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={editable ? names.empty : t('exercise.folder.emptyRead')} />}
        </>
      )}
      <FolderNameModal
        open={dialog?.kind === 'create' || dialog?.kind === 'rename'}
        title={
          dialog?.kind === 'rename'
            ? t('exercise.folder.rename.title', { name: dialog.folder.name })
            : parentName
              ? t('exercise.folder.createChild.title', { name: parentName })
              : t('exercise.folder.create')
        }
        initial={dialog?.kind === 'rename' ? dialog.folder.name : ''}
        loading={save.loading}
        onCancel={close}
        onOk={(name) => {
          if (dialog?.kind === 'rename') {
            const { folderId, parentId } = dialog.folder;
            void run(() => save.runAsync({ folderId, courseId, parentId, name }), t('exercise.folder.renamed')).catch(() => undefined);
          } else if (dialog?.kind === 'create') {
            void run(() => save.runAsync({ courseId, parentId: dialog.parent?.folderId ?? null, name }), t('exercise.folder.created')).catch(() => undefined);
          }
        }}
      />
      <FolderPickModal
        open={dialog?.kind === 'move'}
        title={dialog?.kind === 'move' ? t('exercise.folder.move.title', { name: dialog.folder.name }) : ''}
        description={names.moveDesc}
        rootTitle={names.root}
        tree={tree}
        exclude={dialog?.kind === 'move' ? new Set([dialog.folder.folderId]) : undefined}
        initial={dialog?.kind === 'move' ? (dialog.folder.parentId ?? 0) : undefined}
        okText={t('exercise.action.move')}
        loading={move.loading}
        onCancel={close}
        onOk={(parentId) => {
          if (dialog?.kind !== 'move') return;
          const { folderId } = dialog.folder;
          void run(() => move.runAsync({ folderId, parentId }), t('exercise.folder.moved')).catch(() => undefined);
        }}
      />
    </div>
  );
}
