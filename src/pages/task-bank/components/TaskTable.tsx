// A page of the tasks of a folder (with its sub-folders) or the whole bank, searched by name. Per row 详情, 加题,
// 发布, 删除 (after a confirmation) and under 更多: 编辑 (name and description), 复制 (a “… 副本” beside it) and
// 移动到… another folder.
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Dropdown, Empty, Popconfirm, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { ExerciseFolderNode } from '@contract/exercise';
import type { TaskSummary } from '@contract/task';
import KeywordSearch from '@/components/KeywordSearch';
import { useT } from '@/components/Locale';
import FolderPickModal from '@/components/FolderPickModal';
import { copyTask, deleteTasks, moveTasks, queryTasks } from '@/services/htdz/task';
import { addQuestionLink, addTaskLink, publishTaskLink, taskDetailLink } from '@/utils/homework-links';
import TaskInfoModal from './TaskInfoModal';
import '@/locales/zh-CN/task';

type Props = {
  courseId: number;
  /** the folder (with its sub-folders); 0 the bank's root; absent the whole bank */
  parentId?: number;
  tree: ExerciseFolderNode[];
  editable: boolean;
  /** changing it loads the list again (a folder changed) */
  version: number;
  /** after tasks were added, moved or deleted: the folders' counts changed */
  onChanged: () => void;
};

type Params = { parentId?: number; keyword?: string; version: number };

export default function TaskTable({ courseId, parentId, tree, editable, version, onChanged }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const tableRef = useRef<ActionType>();
  const [keyword, setKeyword] = useState<string>();
  const [editing, setEditing] = useState<TaskSummary | null>(null);
  const [moving, setMoving] = useState<TaskSummary | null>(null);
  const remove = useRequest(deleteTasks, { manual: true });
  const move = useRequest(moveTasks, { manual: true });
  const copy = useRequest(copyTask, { manual: true });

  const reload = () => {
    tableRef.current?.reload();
    onChanged();
  };
  // a refused change (the request error handler has said why) still leaves the list as the server has it
  const change = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(done);
    } finally {
      reload();
    }
  };

  const createButton = editable && (
    <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => history.push(addTaskLink(courseId, parentId ?? 0))}>
      {t('task.new')}
    </Button>
  );

  const columns: ProColumns<TaskSummary>[] = [
    {
      title: t('task.col.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (_, row) => <a onClick={() => history.push(taskDetailLink(row.taskId))}>{row.name}</a>,
    },
    { title: t('task.col.questions'), dataIndex: 'questionCount', width: 80, align: 'right' },
    { title: t('task.col.total'), dataIndex: 'totalScore', width: 80, align: 'right' },
    {
      title: t('task.col.published'),
      dataIndex: 'publishedCount',
      width: 100,
      align: 'right',
      render: (_, row) => t('task.published.count', { count: row.publishedCount }),
    },
    { title: t('task.col.author'), dataIndex: 'authorName', width: 90 },
    { title: t('task.col.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 260,
      fixed: 'right',
      render: (_, row) => {
        const actions = [
          <a key="detail" onClick={() => history.push(taskDetailLink(row.taskId))}>
            {t('task.action.detail')}
          </a>,
        ];
        if (!editable) return actions;
        return [
          ...actions,
          <a key="questions" onClick={() => history.push(addQuestionLink(courseId, row.parentId ?? 0, row.taskId))}>
            {t('task.action.questions')}
          </a>,
          row.questionCount > 0 ? (
            <a key="publish" onClick={() => history.push(publishTaskLink(courseId, row.taskId))}>
              {t('task.action.publish')}
            </a>
          ) : (
            <Typography.Text key="publish" type="secondary" title={t('task.publish.empty')}>
              {t('task.action.publish')}
            </Typography.Text>
          ),
          <Popconfirm
            key="delete"
            title={t('task.delete.confirm', { name: row.name })}
            description={row.publishedCount > 0 ? t('task.delete.confirmPublished', { count: row.publishedCount }) : t('task.delete.confirmDesc')}
            okText={t('common.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() => change(() => remove.runAsync({ taskIds: [row.taskId] }), t('task.deleted')).catch(() => undefined)}
          >
            <a style={{ color: 'var(--ant-color-error, #ff4d4f)' }} data-testid={`task-delete-${row.taskId}`}>
              {t('common.delete')}
            </a>
          </Popconfirm>,
          <Dropdown
            key="more"
            trigger={['click']}
            menu={{
              items: [
                { key: 'edit', label: t('task.action.edit') },
                { key: 'copy', label: t('task.action.copy') },
                { key: 'move', label: t('task.action.move') },
              ],
              onClick: ({ key }) => {
                if (key === 'edit') setEditing(row);
                else if (key === 'move') setMoving(row);
                else if (key === 'copy') void change(() => copy.runAsync(row.taskId), t('task.copied')).catch(() => undefined);
              },
            }}
          >
            <a data-testid={`task-more-${row.taskId}`}>
              {t('task.action.more')} <DownOutlined />
            </a>
          </Dropdown>,
        ];
      },
    },
  ];

  const params: Params = { parentId, keyword, version };
  return (
    <>
      <ProTable<TaskSummary, Params>
        rowKey="taskId"
        actionRef={tableRef}
        columns={columns}
        params={params}
        ghost
        search={false}
        scroll={{ x: 1000 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, setting: false, reload: true }}
        headerTitle={<KeywordSearch label={t('task.search')} onSearch={setKeyword} />}
        toolBarRender={() => [createButton].filter(Boolean)}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={keyword ? t('task.empty.search') : parentId !== undefined ? t('task.empty.folder') : t('task.empty')}
            >
              {!keyword && createButton}
            </Empty>
          ),
        }}
        request={async ({ current, pageSize, parentId: folder, keyword: word }) => {
          const answer = await queryTasks({ courseId, current, pageSize, parentId: folder, keyword: word });
          return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
        }}
      />
      <TaskInfoModal
        task={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          tableRef.current?.reload();
        }}
      />
      <FolderPickModal
        open={moving !== null}
        title={moving ? t('task.move.title', { name: moving.name }) : ''}
        rootTitle={t('task.folder.root')}
        tree={tree}
        initial={moving ? (moving.parentId ?? 0) : undefined}
        okText={t('task.action.moveOk')}
        loading={move.loading}
        onCancel={() => setMoving(null)}
        onOk={(target) => {
          if (!moving) return;
          const taskIds = [moving.taskId];
          void change(() => move.runAsync({ taskIds, parentId: target }), t('task.moved'))
            .then(() => setMoving(null))
            .catch(() => undefined);
        }}
      />
    </>
  );
}
