// The chapters and sections a class sees, each with the student's progress mark; choosing one opens it.
import { Empty, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useState } from 'react';
import type { ChapterProgress, StudyChapterNode } from '@contract/study';
import { useT } from '@/components/Locale';
import ProgressMark from './ProgressMark';
import '@/locales/zh-CN/stu';

type Props = {
  tree: StudyChapterNode[];
  selectedId: number | null;
  onSelect: (chapterId: number) => void;
  /** also shows how many items of each are done (the chapter list page) */
  detailed?: boolean;
};

type DataNode = Omit<TreeDataNode, 'key' | 'title' | 'children'> & { key: number; chapter: ChapterProgress; isSection: boolean; children?: DataNode[] };

const dataOf = (tree: StudyChapterNode[]): DataNode[] =>
  tree.map(({ children, ...c }) => ({
    key: c.chapterId,
    chapter: c,
    isSection: false,
    children: children.map((s) => ({ key: s.chapterId, chapter: s, isSection: true })),
  }));

export default function StudyChapterTree({ tree, selectedId, onSelect, detailed = false }: Props) {
  const t = useT();
  // chapters are open unless closed
  const [closed, setClosed] = useState<number[]>([]);
  if (tree.length === 0) {
    return (
      <div data-testid="study-chapter-tree">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stu.chapters.empty')} />
      </div>
    );
  }
  return (
    <div data-testid="study-chapter-tree">
      <Tree<DataNode>
        blockNode
        expandedKeys={tree.map((c) => c.chapterId).filter((k) => !closed.includes(k))}
        onExpand={(keys) => setClosed(tree.map((c) => c.chapterId).filter((k) => !keys.includes(k)))}
        treeData={dataOf(tree)}
        selectedKeys={selectedId === null ? [] : [selectedId]}
        onSelect={(_keys, info) => onSelect(info.node.key)}
        titleRender={({ key, chapter, isSection }) => (
          <div data-testid={`study-chapter-node-${key}`} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: detailed ? 36 : 28 }}>
            <Typography.Text ellipsis={{ tooltip: chapter.title }} strong={!isSection} style={{ flex: 1, minWidth: 0 }}>
              {chapter.title}
            </Typography.Text>
            {detailed && chapter.itemCount > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {t('stu.chapters.items', { done: chapter.doneCount, total: chapter.itemCount })}
              </Typography.Text>
            )}
            <ProgressMark chapter={chapter} width={detailed ? 120 : 72} />
          </div>
        )}
      />
    </div>
  );
}
