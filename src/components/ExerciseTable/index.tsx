// A page of questions of a bank (a course's, or the public library's) with the filters above it. Per row 预览, and
// where the list is editable and the server says the user may: 编辑 and 删除. With `batch`, rows can be chosen and
// the parent's batch actions (移动到…, 复制到…, 删除) show above the table.
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Empty, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { DIFFICULTY_NAMES, EXERCISE_TYPE_NAMES, type Difficulty, type ExerciseSummary } from '@contract/exercise';
import DangerLink from '@/components/DangerLink';
import { useT } from '@/components/Locale';
import { deleteExercises, queryExercises } from '@/services/htdz/exercise';
import ExerciseFilters, { type Filters, type KnowledgeOption } from './ExerciseFilters';
import type { BankLinks } from '@/utils/question-bank-links';
import '@/locales/zh-CN/exercise';

export const DIFFICULTY_COLORS: Record<Difficulty, string> = { easy: 'green', medium: 'orange', hard: 'red' };

/** The rows chosen for a batch action; `done` clears the choice and loads the page again. */
export type Chosen = { ids: number[]; rows: ExerciseSummary[]; done: () => void };

type Params = Filters & { parentId?: number; version?: number };

type Props = {
  /** the course whose bank is listed; null for the public library */
  courseId: number | null;
  /** the folder (with its sub-folders); 0 the bank's root; absent the whole bank */
  parentId?: number;
  /** the course's knowledge points for the filter; absent: no knowledge filter */
  knowledge?: KnowledgeOption[];
  /** 新建题目, and 编辑 / 删除 on rows the server marks canEdit */
  editable: boolean;
  links?: BankLinks;
  /** 预览 where the area has no preview page (links absent or its preview null) */
  onPreview?: (row: ExerciseSummary) => void;
  previewText?: string;
  /** the batch actions for chosen rows; absent: rows cannot be chosen */
  batch?: (chosen: Chosen) => ReactNode;
  /** which rows may be chosen (default: all) */
  choosable?: (row: ExerciseSummary) => boolean;
  /** more actions per row, e.g. 复制到课程 */
  rowActions?: (row: ExerciseSummary) => ReactNode[];
  /** changing it loads the list again (a folder moved or was renamed) */
  version?: number;
  /** after questions were deleted here: the folders' counts changed */
  onChanged?: () => void;
  /** inside a card already: no card of its own */
  embedded?: boolean;
  /** columns left out by dataIndex, e.g. the author in the student preview */
  hiddenColumns?: (keyof ExerciseSummary)[];
  /** more buttons beside 新建题目, e.g. 导入 / 导出 */
  toolbar?: ReactNode;
};

/** the stem takes what is left, at least this much */
const STEM_MIN_WIDTH = 260;
const SELECTION_WIDTH = 48;

/**
 * The width below which the table scrolls sideways: the columns it shows, not all it has, so a picker that hides
 * some fits its panel without hiding the knowledge column off-screen.
 */
export const tableWidthOf = (shown: readonly { width?: number | string }[], selectable: boolean) =>
  shown.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : STEM_MIN_WIDTH), selectable ? SELECTION_WIDTH : 0);

export default function ExerciseTable(props: Props) {
  const { courseId, parentId, knowledge, editable, links, onPreview, batch, choosable, rowActions, version, onChanged, embedded, hiddenColumns, toolbar } =
    props;
  const t = useT();
  const { message } = App.useApp();
  const tableRef = useRef<ActionType>();
  const [filters, setFilters] = useState<Filters>({});
  const [chosen, setChosen] = useState<ExerciseSummary[]>([]);
  const remove = useRequest(deleteExercises, { manual: true });
  const filtered = Object.values(filters).some((v) => v !== undefined);
  // a choice is of rows one can see: another folder or filter starts afresh
  useEffect(() => setChosen([]), [parentId, filters]);

  const preview = (row: ExerciseSummary) => {
    const link = links?.preview(row.exerciseId, row.parentId ?? 0);
    if (link) history.push(link);
    else onPreview?.(row);
  };

  const clearAndReload = () => {
    setChosen([]);
    tableRef.current?.reload();
  };

  const onDelete = async (row: ExerciseSummary) => {
    try {
      await remove.runAsync({ exerciseIds: [row.exerciseId] });
      message.success(t('exercise.deleted', { count: 1 }));
    } finally {
      // refused (the request error handler said why) or done: either way the list may have changed
      setChosen((rows) => rows.filter((r) => r.exerciseId !== row.exerciseId));
      tableRef.current?.reload();
      onChanged?.();
    }
  };

  const createButton = editable && links && (
    <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => history.push(links.create(parentId ?? 0))}>
      {t('exercise.new')}
    </Button>
  );

  const columns: ProColumns<ExerciseSummary>[] = [
    {
      title: t('exercise.col.stem'),
      dataIndex: 'stemText',
      ellipsis: true,
      render: (_, row) => <a onClick={() => preview(row)}>{row.stemText || t('exercise.stem.noText')}</a>,
    },
    { title: t('exercise.col.type'), dataIndex: 'type', width: 100, render: (_, row) => EXERCISE_TYPE_NAMES[row.type] },
    {
      title: t('exercise.col.difficulty'),
      dataIndex: 'difficulty',
      width: 80,
      render: (_, row) => <Tag color={DIFFICULTY_COLORS[row.difficulty]}>{DIFFICULTY_NAMES[row.difficulty]}</Tag>,
    },
    { title: t('exercise.col.score'), dataIndex: 'score', width: 70, align: 'right' },
    {
      title: t('exercise.col.knowledge'),
      dataIndex: 'knowledge',
      width: 200,
      render: (_, row) =>
        row.knowledge.length ? (
          <Space size={[0, 4]} wrap>
            {row.knowledge.map((k) => (
              <Tag key={k.knowId}>{k.name}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { title: t('exercise.col.scene'), dataIndex: 'sceneName', width: 120, ellipsis: true, render: (_, row) => row.sceneName ?? '—' },
    { title: t('exercise.col.author'), dataIndex: 'authorName', width: 90 },
    { title: t('exercise.col.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: rowActions ? 220 : 150,
      fixed: 'right',
      render: (_, row) => {
        const actions: ReactNode[] = [
          <a key="preview" onClick={() => preview(row)}>
            {props.previewText ?? t('exercise.action.preview')}
          </a>,
        ];
        if (editable && links && row.canEdit) {
          actions.push(
            <a key="edit" onClick={() => history.push(links.edit(row.exerciseId, row.parentId ?? 0))}>
              {t('common.edit')}
            </a>,
            <DangerLink
              key="delete"
              title={t('exercise.delete.confirm', { count: 1 })}
              description={t('exercise.delete.confirmDesc')}
              onConfirm={() => onDelete(row)}
            >
              {t('common.delete')}
            </DangerLink>,
          );
        }
        return [...actions, ...(rowActions?.(row) ?? [])];
      },
    },
  ];

  const shown = hiddenColumns ? columns.filter((c) => !hiddenColumns.includes(c.dataIndex as keyof ExerciseSummary)) : columns;
  const empty = filtered
    ? t('exercise.empty.filtered')
    : parentId !== undefined
      ? t('exercise.empty.folder')
      : courseId === null
        ? t('exercise.empty.library')
        : t('exercise.empty');
  const params: Params = { ...filters, parentId, version };

  return (
    <ProTable<ExerciseSummary, Params>
      rowKey="exerciseId"
      actionRef={tableRef}
      columns={shown}
      params={params}
      ghost={embedded}
      search={false}
      scroll={{ x: tableWidthOf(shown, !!batch) }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      options={{ density: false, setting: false, reload: true }}
      headerTitle={<ExerciseFilters value={filters} onChange={setFilters} knowledge={knowledge} />}
      toolBarRender={() => [createButton, toolbar].filter(Boolean)}
      rowSelection={
        batch && {
          preserveSelectedRowKeys: true,
          selectedRowKeys: chosen.map((r) => r.exerciseId),
          onChange: (_keys, rows) => setChosen(rows.filter(Boolean)),
          getCheckboxProps: (row) => ({ disabled: choosable ? !choosable(row) : false }),
        }
      }
      tableAlertRender={({ selectedRowKeys }) => t('exercise.batch.chosen', { count: selectedRowKeys.length })}
      tableAlertOptionRender={() => (
        <Space size={8} wrap>
          {batch?.({ ids: chosen.map((r) => r.exerciseId), rows: chosen, done: clearAndReload })}
          <Button type="link" size="small" onClick={() => setChosen([])}>
            {t('exercise.batch.clear')}
          </Button>
        </Space>
      )}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty}>
            {!filtered && createButton}
          </Empty>
        ),
      }}
      request={async ({ current, pageSize, type, difficulty, knowId, keyword, parentId: folder }) => {
        const answer = await queryExercises({ current, pageSize, courseId: courseId ?? undefined, parentId: folder, type, difficulty, knowId, keyword });
        return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
      }}
    />
  );
}
