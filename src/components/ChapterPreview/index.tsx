// A course's chapters as its students see them, inside a page frame: loads the tree, shows the chosen chapter
// (0 or unknown: the first) with ChapterReader.
import { useRequest } from 'ahooks';
import { Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/components/Locale';
import PageFrame from '@/components/PageFrame';
import { queryChapterTree } from '@/services/htdz/chapter';
import ChapterReader from './ChapterReader';
import { chapterToShow } from '@/utils/chapter';
import '@/locales/zh-CN/chapter';

type Props = {
  courseId: number;
  chapterId: number;
  onSelect: (chapterId: number) => void;
  bare: boolean;
  title: ReactNode;
  subTitle?: ReactNode;
  backText: string;
  onBack: () => void;
  extra?: ReactNode;
};

export default function ChapterPreview({ courseId, chapterId, onSelect, ...frame }: Props) {
  const t = useT();
  const tree = useRequest(async () => (await queryChapterTree(courseId)).obj, { refreshDeps: [courseId] });
  const page = (children: ReactNode) => <PageFrame {...frame}>{children}</PageFrame>;
  if (tree.error) return page(<Result status="404" title={t('chapter.notFound')} subTitle={t('chapter.notFound.desc')} />);
  if (!tree.data) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  return page(<ChapterReader tree={tree.data} chapterId={chapterToShow(tree.data, chapterId)} onSelect={onSelect} />);
}
