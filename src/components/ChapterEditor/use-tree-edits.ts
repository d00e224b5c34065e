// The chapter tree's edits in the editor: a drop moves a chapter, 删除 deletes one (the tree answers afresh), and
// 新建章 / 新建节 / 重命名 ask for a title first (TitleModal) and then save. The server's tree replaces the page's after
// each; a deleted chapter on screen gives way to the next one shown.
import { useRequest } from 'ahooks';
import { App } from 'antd';
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { Chapter, ChapterNode } from '@contract/chapter';
import type { TreeEdit } from '@/components/ChapterTree';
import { useT } from '@/components/Locale';
import { deleteChapter, getChapter, moveChapter, queryChapterTree, saveChapter } from '@/services/htdz/chapter';
import { chapterToShow } from '@/utils/chapter';
import '@/locales/zh-CN/chapter';

/** The chapter a section sits under (null: a chapter), for the save call of a rename. */
const parentOf = (tree: ChapterNode[], id: number) => tree.find((c) => c.children.some((s) => s.chapterId === id))?.chapterId ?? null;

export type Asking = { kind: 'add'; parentId: number | null; parentTitle: string } | { kind: 'rename'; chapterId: number; title: string } | null;

type Options = {
  courseId: number;
  tree: ChapterNode[] | null;
  setTree: (tree: ChapterNode[]) => void;
  /** the chapter shown */
  selected: number | null;
  select: (chapterId: number) => void;
  setChapter: Dispatch<SetStateAction<Chapter | null>>;
};

export function useTreeEdits({ courseId, tree, setTree, selected, select, setChapter }: Options) {
  const t = useT();
  const { message } = App.useApp();
  const [asking, setAsking] = useState<Asking>(null);
  const edit = useRequest(
    async (e: TreeEdit | { kind: 'save'; parentId: number | null; title: string; chapterId: number | null }) => {
      if (e.kind === 'move') return { tree: (await moveChapter({ chapterId: e.chapterId, parentId: e.parentId, index: e.index })).obj };
      if (e.kind === 'delete') return { tree: (await deleteChapter(e.chapterId)).obj };
      if (e.kind === 'save') {
        // a rename keeps the content: the save call replaces both
        const old = e.chapterId === null ? null : (await getChapter(e.chapterId)).obj;
        const saved = (await saveChapter({ chapterId: e.chapterId, courseId, parentId: e.parentId, title: e.title, content: old?.content ?? null })).obj;
        return { tree: (await queryChapterTree(courseId)).obj, saved };
      }
      return null;
    },
    { manual: true },
  );

  const onTreeEdit = async (e: TreeEdit) => {
    if (e.kind === 'add') return setAsking({ kind: 'add', parentId: e.parentId, parentTitle: e.title });
    if (e.kind === 'rename') return setAsking({ kind: 'rename', chapterId: e.chapterId, title: e.title });
    try {
      const answer = await edit.runAsync(e);
      if (!answer) return;
      setTree(answer.tree);
      if (e.kind === 'delete') {
        message.success(t('chapter.tree.deleted'));
        const still = chapterToShow(answer.tree, selected ?? 0);
        if (still !== selected) select(still ?? 0);
      } else message.success(t('chapter.tree.moved'));
    } catch {
      // shown by the request error handler; the tree stays as the server last said
    }
  };

  const onTitle = async (title: string) => {
    if (!asking) return;
    try {
      const parentId = asking.kind === 'add' ? asking.parentId : parentOf(tree ?? [], asking.chapterId);
      const answer = await edit.runAsync({ kind: 'save', chapterId: asking.kind === 'rename' ? asking.chapterId : null, parentId, title });
      if (!answer) return;
      setTree(answer.tree);
      setAsking(null);
      if (asking.kind === 'add' && answer.saved) {
        message.success(t('chapter.tree.created'));
        select(answer.saved.chapterId);
      } else {
        message.success(t('chapter.tree.renamed'));
        if (answer.saved && answer.saved.chapterId === selected) setChapter(answer.saved);
      }
    } catch {
      // shown by the request error handler
    }
  };

  /** The title dialog's heading for what is asked. */
  const askingTitle =
    asking?.kind === 'rename'
      ? t('chapter.tree.renameTitle', { title: asking.title })
      : asking?.parentId
        ? t('chapter.tree.createSection', { title: asking.parentTitle })
        : t('chapter.tree.createChapter');

  return { asking, setAsking, askingTitle, busy: edit.loading, onTreeEdit, onTitle };
}
