// The course's chapters and sections as a tree. Read-only it is the table of contents; editable, nodes drag
// (a drop asks the server to move the chapter, rules checked first by moveOfDrop), and each node offers
// 添加小节 (chapters only), 重命名 and 删除 (with a confirmation that names the sections going too). With a class's
// visibility, each chapter shows an eye to hide it from that class, and hidden chapters and their sections are greyed.
import { DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Popconfirm, Space, Tooltip, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useState } from 'react';
import type { ChapterNode } from '@contract/chapter';
import { useT } from '@/components/Locale';
import type { Visibility } from './ChapterVisibility';
import { moveOfDrop, sectionsOf } from '@/utils/chapter';
import '@/locales/zh-CN/chapter';
import '@/locales/zh-CN/stats';

export type TreeEdit =
  | { kind: 'add'; parentId: number | null; title: string }
  | { kind: 'rename'; chapterId: number; title: string }
  | { kind: 'delete'; chapterId: number; title: string }
  | { kind: 'move'; chapterId: number; parentId: number | null; index: number };

type Props = {
  tree: ChapterNode[];
  selectedId: number | null;
  onSelect: (chapterId: number) => void;
  /** editing actions; without it the tree is read-only */
  onEdit?: (edit: TreeEdit) => void;
  /** a class's hidden chapters and the eye toggle; without it the tree shows no visibility */
  visibility?: Visibility | null;
};

type DataNode = Omit<TreeDataNode, 'key' | 'title' | 'children'> & {
  key: number;
  title: string;
  isSection: boolean;
  sections: number;
  /** the chapter whose visibility the node follows (itself for a chapter) */
  chapterKey: number;
  children?: DataNode[];
};

const dataOf = (tree: ChapterNode[]): DataNode[] =>
  tree.map((c) => ({
    key: c.chapterId,
    title: c.title,
    isSection: false,
    sections: c.children.length,
    chapterKey: c.chapterId,
    children: c.children.map((s) => ({ key: s.chapterId, title: s.title, isSection: true, sections: 0, chapterKey: c.chapterId })),
  }));

export default function ChapterTree({ tree, selectedId, onSelect, onEdit, visibility }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [hover, setHover] = useState<number | null>(null);
  // chapters are open unless closed, so new ones show their sections
  const [closed, setClosed] = useState<number[]>([]);
  if (tree.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={onEdit ? t('chapter.tree.empty') : t('chapter.tree.emptyRead')} />;
  }

  const onDrop: TreeProps<DataNode>['onDrop'] = (info) => {
    if (!onEdit) return;
    const pos = info.node.pos.split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    const move = moveOfDrop(tree, {
      dragId: Number(info.dragNode.key),
      dropId: Number(info.node.key),
      dropToGap: info.dropToGap,
      position: relative < 0 ? -1 : relative > 0 ? 1 : 0,
    });
    if (move === 'nothing') return;
    if (move === 'sectionOfSection') return void message.warning(t('chapter.move.sectionOfSection'));
    if (move === 'chapterWithSections') return void message.warning(t('chapter.move.chapterWithSections'));
    onEdit({ kind: 'move', ...move });
  };

  const actions = (node: DataNode) =>
    onEdit && (
      <Space size={2} onClick={(e) => e.stopPropagation()} style={{ visibility: hover === node.key || selectedId === node.key ? 'visible' : 'hidden' }}>
        {!node.isSection && (
          <Tooltip title={t('chapter.tree.addSection')}>
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('chapter.tree.addSection')}
              data-testid={`chapter-add-section-${node.key}`}
              onClick={() => onEdit({ kind: 'add', parentId: node.key, title: node.title })}
            />
          </Tooltip>
        )}
        <Tooltip title={t('chapter.tree.rename')}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('chapter.tree.rename')}
            data-testid={`chapter-rename-${node.key}`}
            onClick={() => onEdit({ kind: 'rename', chapterId: node.key, title: node.title })}
          />
        </Tooltip>
        <Popconfirm
          title={t('chapter.delete.confirm', { title: node.title })}
          description={node.sections > 0 ? t('chapter.delete.confirmSections', { count: sectionsOf(tree, node.key) }) : t('chapter.delete.confirmDesc')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onEdit({ kind: 'delete', chapterId: node.key, title: node.title })}
        >
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('chapter.tree.delete')} data-testid={`chapter-delete-${node.key}`} />
        </Popconfirm>
      </Space>
    );

  const isHidden = (node: DataNode) => visibility?.hidden.includes(node.chapterKey) ?? false;
  const eye = (node: DataNode) => {
    if (!visibility || node.isSection) return null;
    const hidden = isHidden(node);
    const tip = hidden ? t('stats.visibility.hidden') : t('stats.visibility.visible');
    return (
      <Tooltip title={tip}>
        <Button
          type="text"
          size="small"
          icon={hidden ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={tip}
          aria-pressed={!hidden}
          loading={visibility.busy === node.key}
          data-testid={`chapter-visibility-toggle-${node.key}`}
          onClick={(e) => {
            e.stopPropagation();
            visibility.onToggle(node.key, node.title, hidden);
          }}
        />
      </Tooltip>
    );
  };

  return (
    <div data-testid="chapter-tree">
      {onEdit && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
          {t('chapter.tree.dragHint')}
        </Typography.Paragraph>
      )}
      <Tree<DataNode>
        blockNode
        expandedKeys={tree.map((c) => c.chapterId).filter((k) => !closed.includes(k))}
        onExpand={(keys) => setClosed(tree.map((c) => c.chapterId).filter((k) => !keys.includes(k)))}
        treeData={dataOf(tree)}
        selectedKeys={selectedId === null ? [] : [selectedId]}
        onSelect={(keys, info) => onSelect(Number(keys[0] ?? info.node.key))}
        draggable={onEdit ? { icon: false } : false}
        allowDrop={({ dropNode, dropPosition }) => dropPosition !== 0 || !dropNode.isSection}
        onDrop={onDrop}
        titleRender={(node) => (
          <div
            data-testid={`chapter-node-${node.key}`}
            data-hidden={isHidden(node) || undefined}
            onMouseEnter={() => setHover(node.key)}
            onMouseLeave={() => setHover((h) => (h === node.key ? null : h))}
            style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 28 }}
          >
            <Typography.Text
              ellipsis={{ tooltip: node.title }}
              strong={!node.isSection}
              type={isHidden(node) ? 'secondary' : undefined}
              style={{ flex: 1, minWidth: 0, opacity: isHidden(node) ? 0.6 : 1 }}
            >
              {node.title}
            </Typography.Text>
            {actions(node)}
            {eye(node)}
          </div>
        )}
      />
    </div>
  );
}
