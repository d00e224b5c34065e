// 章节学习 (/stu/course/chapter/detail/:courseId/:clazzId/:chapterId): the chapter tree with progress marks on the
// left, the chapter on the right (on a phone the chapter first, the tree below it). Opening the chapter records its text as read; showing a PDF, downloading a
// document or following a link records that resource; videos report what was watched (StudyVideo). The marks
// follow the server's answers.
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Result, Row, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import type { ChapterProgress, ResourceProgress } from '@contract/study';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { getStudyChapter, markOpened, queryStudyChapters } from '@/services/htdz/study';
import StudyChapterTree from '../components/StudyChapterTree';
import StudyFrame from '@/components/StudyFrame';
import { findChapter, STU_LINKS, withChapterProgress } from '@/utils/study';
import { useStudyCourse } from '@/hooks/use-study-course';
import { usePhone } from '@/hooks/use-phone';
import ChapterMain from './components/ChapterMain';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/stu';

/** Partial video progress moves the marks at most this often; a video becoming completed moves them at once. */
const TREE_REFRESH_MS = 30_000;

const figuresOf = ({ itemCount, doneCount, progress, completed, lastStudiedAt }: ChapterProgress) => ({
  itemCount,
  doneCount,
  progress,
  completed,
  lastStudiedAt,
});

export default function StudyChapterPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const chapterId = idParam(params.chapterId);
  const course = useStudyCourse(courseId, clazzId);
  const tree = useRequest(async () => (courseId === null || clazzId === null ? null : (await queryStudyChapters(courseId, clazzId)).obj), {
    refreshDeps: [courseId, clazzId],
  });
  const chapter = useRequest(async () => (clazzId === null || chapterId === null ? null : (await getStudyChapter(clazzId, chapterId)).obj), {
    refreshDeps: [clazzId, chapterId],
  });
  const phone = usePhone();
  const lastRefresh = useRef(0);
  const openedKey = useRef<string | null>(null);

  const refreshTree = () => {
    lastRefresh.current = Date.now();
    tree.refresh();
  };

  const applyFigures = (p: ChapterProgress) => {
    tree.mutate((old) => (old ? withChapterProgress(old, p) : old));
    chapter.mutate((old) => (old && old.chapterId === p.chapterId ? { ...old, ...figuresOf(p) } : old));
    // a chapter with nothing of its own shows its sections' progress, which only the server computes
    const parent = tree.data ? findChapter(tree.data, p.chapterId)?.parent : null;
    if (parent && parent.itemCount === 0) refreshTree();
  };

  const open = async (resourceId: number | null) => {
    const current = chapter.data;
    if (clazzId === null || !current) return;
    const at = current.chapterId;
    try {
      const answer = (await markOpened({ clazzId, chapterId: at, resourceId })).obj;
      // no answer: signed out, on the way to the login page
      if (!answer) return;
      applyFigures(answer);
    } catch {
      // shown by the request error handler; the next opening records it
      return;
    }
    const now = new Date().toISOString();
    chapter.mutate((old) => {
      if (!old || old.chapterId !== at) return old;
      if (resourceId === null) return { ...old, contentRead: true };
      const resources = old.resources.map((r) =>
        r.resourceId === resourceId && r.kind !== 'video'
          ? { ...r, progress: { ...r.progress, percent: 100, completed: true, openedAt: r.progress.openedAt ?? now, updatedAt: now } }
          : r,
      );
      return { ...old, resources };
    });
  };

  const onVideoProgress = (p: ResourceProgress) => {
    const before = chapter.data?.resources.find((r) => r.resourceId === p.resourceId)?.progress;
    if (!before) {
      // the answer of a video left behind on another chapter
      refreshTree();
      return;
    }
    chapter.mutate((old) => old && { ...old, resources: old.resources.map((r) => (r.resourceId === p.resourceId ? { ...r, progress: p } : r)) });
    if (before.completed !== p.completed) refreshTree();
    else if (before.percent !== p.percent && Date.now() - lastRefresh.current > TREE_REFRESH_MS) refreshTree();
  };

  // the chapter's text counts as read when the chapter opens (a chapter with nothing at all: opened is done)
  useEffect(() => {
    const c = chapter.data;
    if (!c || clazzId === null || c.chapterId !== chapterId) return;
    const key = `${clazzId}:${c.chapterId}`;
    if (openedKey.current === key) return;
    openedKey.current = key;
    if (c.content !== null || c.itemCount === 0) void open(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chapter.data, clazzId, chapterId]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [chapterId]);

  if (courseId === null || clazzId === null || chapterId === null) return <BadParam kind="chapter" bare={false} />;

  const select = (id: number) => history.push(STU_LINKS.chapter(courseId, clazzId, id));
  const loaded = chapter.data && chapter.data.chapterId === chapterId ? chapter.data : null;
  const main = (() => {
    if (chapter.error && !loaded) {
      return (
        <Card>
          <Result
            status="404"
            title={t('stu.detail.notFound')}
            extra={
              <Button type="primary" onClick={() => history.push(STU_LINKS.chapters(courseId, clazzId))}>
                {t('stu.detail.backToList')}
              </Button>
            }
          />
        </Card>
      );
    }
    if (!loaded) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
    const node = tree.data ? findChapter(tree.data, chapterId)?.node : undefined;
    return (
      <ChapterMain
        chapter={loaded}
        figures={node ?? loaded}
        sections={tree.data?.find((c) => c.chapterId === chapterId)?.children.length ?? 0}
        clazzId={clazzId}
        titleOf={(id) => (tree.data ? (findChapter(tree.data, id)?.node.title ?? null) : null)}
        onSelect={select}
        onVideoProgress={onVideoProgress}
        onOpened={(resourceId) => void open(resourceId)}
      />
    );
  })();

  const treeCol = (
    <Col key="tree" xs={24} md={8} xl={6}>
      <Card
        title={t('stu.detail.tree')}
        size="small"
        style={{ position: 'sticky', top: 72 }}
        styles={{ body: { maxHeight: 'calc(100vh - 160px)', overflow: 'auto' } }}
      >
        {tree.data ? (
          <StudyChapterTree tree={tree.data} selectedId={chapterId} onSelect={select} />
        ) : tree.error ? null : (
          <Spin style={{ display: 'block', padding: 24 }} />
        )}
      </Card>
    </Col>
  );
  const mainCol = (
    <Col key="main" xs={24} md={16} xl={18}>
      {main}
    </Col>
  );
  return (
    <StudyFrame courseId={courseId} clazzId={clazzId} kind="chapter" title={t('stu.detail.title')} course={course.data}>
      <Row gutter={[16, 16]}>{phone ? [mainCol, treeCol] : [treeCol, mainCol]}</Row>
    </StudyFrame>
  );
}
