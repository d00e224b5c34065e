// 章节编辑: the course's chapter tree on the left (add, rename, delete, drag to reorder), the chosen chapter on
// the right (title, rich content with a draft, resources). A course waiting for review, archived, or not the
// user's own shows the same page read-only with the reason. Teachers may also choose a class (the address's clazzId)
// and hide chapters from it.
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Col, Empty, Result, Row, Space, Spin } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Chapter, ChapterNode } from '@contract/chapter';
import { useCourseClasses } from '@/components/ClassSelect';
import { useT } from '@/components/Locale';
import CourseStatusTag from '@/pages/course/components/CourseStatusTag';
import ScenePage from '@/pages/scene/components/ScenePage';
import { deleteChapter, getChapter, moveChapter, queryChapterTree, saveChapter } from '@/services/htdz/chapter';
import { getCourse } from '@/services/htdz/course';
import ChapterContent from './ChapterContent';
import ChapterForm from './ChapterForm';
import ChapterTree, { type TreeEdit } from './ChapterTree';
import VisibilityClassSelect, { useChapterVisibility } from './ChapterVisibility';
import ResourceList from './ResourceList';
import { CHAPTER_LINKS, chapterLock, chapterToShow, type ChapterArea } from './rules';
import TitleModal from './TitleModal';

export const LOCK_TEXT = {
  submitted: ['chapter.lock.submitted', 'chapter.lock.submitted.desc'],
  archived: ['chapter.lock.archived', 'chapter.lock.archived.desc'],
  noRight: ['chapter.lock.noRight', 'chapter.lock.noRight.desc'],
} as const;

type Props = {
  area: ChapterArea;
  courseId: number;
  /** 0: no class */
  clazzId: number;
  /** 0: the first chapter */
  chapterId: number;
  /** the route has no layout */
  bare: boolean;
};

/** The chapter a section sits under (null: a chapter), for the save call of a rename. */
const parentOf = (tree: ChapterNode[], id: number) => tree.find((c) => c.children.some((s) => s.chapterId === id))?.chapterId ?? null;

type Asking = { kind: 'add'; parentId: number | null; parentTitle: string } | { kind: 'rename'; chapterId: number; title: string } | null;

export default function ChapterEditor({ area, courseId, clazzId: routeClazzId, chapterId, bare }: Props) {
  const t = useT();
  const { message, modal } = App.useApp();
  const links = CHAPTER_LINKS[area];
  // the class whose visibility is shown (0: none); the address follows it
  const [clazzId, setClazzId] = useState(routeClazzId);
  useEffect(() => setClazzId(routeClazzId), [routeClazzId]);
  const classes = useCourseClasses(courseId, area === 'teacher');
  const visibility = useChapterVisibility(area === 'teacher' && clazzId > 0 ? clazzId : null, classes.data?.find((c) => c.sclassId === clazzId)?.name);
  const [tree, setTree] = useState<ChapterNode[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [chapter, setChapter] = useState<Chapter | null>(null);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);

  const course = useRequest(() => getCourse(courseId).then((a) => a.obj), { refreshDeps: [courseId] });
  const treeLoad = useRequest(() => queryChapterTree(courseId).then((a) => a.obj), {
    refreshDeps: [courseId],
    onSuccess: (loaded) => {
      setTree(loaded);
      setSelected((s) => chapterToShow(loaded, s ?? chapterId));
    },
  });
  const chapterLoad = useRequest(async () => (selected === null ? null : (await getChapter(selected)).obj), {
    refreshDeps: [selected],
    onSuccess: setChapter,
  });
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

  const select = useCallback(
    (id: number) => {
      // nothing is lost: the draft stays in this browser and comes back with the chapter
      if (dirty && id !== selected) message.info(t('chapter.switch.draftKept', { title: chapter?.title ?? '' }));
      setSelected(id);
      setDirty(false);
      if (area === 'teacher') history.replace(links.edit(courseId, clazzId, id));
    },
    [area, chapter?.title, clazzId, courseId, dirty, links, message, selected, t],
  );

  // the URL follows the chapter shown (0 in the address becomes the first chapter's id)
  useEffect(() => {
    if (area === 'teacher' && selected !== null && selected !== chapterId) history.replace(links.edit(courseId, clazzId, selected));
  }, [area, chapterId, clazzId, courseId, links, selected]);

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

  const back = () => {
    const go = () => history.push(links.course(courseId));
    if (!dirty) return go();
    modal.confirm({ title: t('course.leave.title'), content: t('course.leave.content'), okText: t('course.leave.ok'), onOk: go });
  };
  const chooseClass = (id: number | null) => {
    setClazzId(id ?? 0);
    history.replace(links.edit(courseId, id ?? 0, selected ?? chapterId));
  };
  const preview = () => window.open(links.preview(courseId, clazzId, selected ?? 0), '_blank', 'noopener');

  const page = (children: ReactNode) => (
    <ScenePage
      bare={bare}
      title={t('chapter.edit.title')}
      subTitle={course.data && <Space size={8}>{course.data.name}<CourseStatusTag status={course.data.status} /></Space>}
      backText={t('chapter.back.course')}
      onBack={back}
      extra={
        <Button icon={<EyeOutlined />} onClick={preview} data-testid="chapter-preview">
          {t('chapter.action.preview')}
        </Button>
      }
    >
      {children}
    </ScenePage>
  );

  if (course.error || treeLoad.error) return page(<Result status="404" title={t('chapter.notFound')} subTitle={t('chapter.notFound.desc')} />);
  if (!course.data || !tree) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const lock = chapterLock(course.data);
  const editable = lock === null;

  const right = (() => {
    if (selected === null) return <Empty description={editable ? t('chapter.none') : t('chapter.tree.emptyRead')} />;
    if (chapterLoad.error) return <Result status="404" title={t('chapter.notFound')} />;
    if (!chapter || chapter.chapterId !== selected) return <Spin style={{ display: 'block', padding: 60 }} />;
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          {editable ? (
            <ChapterForm key={`${chapter.chapterId}-${chapter.updatedAt}`} chapter={chapter} onSaved={setChapter} onDirty={setDirty} />
          ) : (
            <ChapterContent chapter={chapter} />
          )}
        </Card>
        <Card title={t('chapter.resources.title')}>
          <ResourceList
            chapterId={chapter.chapterId}
            resources={chapter.resources}
            editable={editable}
            onChange={(update) => setChapter((c) => (c ? { ...c, resources: update(c.resources) } : c))}
          />
        </Card>
      </Space>
    );
  })();

  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {lock && (
        <Alert type={lock === 'submitted' ? 'info' : 'warning'} showIcon data-testid="chapter-locked" message={t(LOCK_TEXT[lock][0])} description={t(LOCK_TEXT[lock][1])} />
      )}
      <Row gutter={[16, 16]} wrap>
        <Col xs={24} md={8} xl={6}>
          <Card
            title={t('chapter.tree.title')}
            size="small"
            extra={
              editable && (
                <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => setAsking({ kind: 'add', parentId: null, parentTitle: '' })} data-testid="chapter-add">
                  {t('chapter.tree.addChapter')}
                </Button>
              )
            }
          >
            {area === 'teacher' && (
              <VisibilityClassSelect classes={classes.data} loading={classes.loading} value={clazzId > 0 ? clazzId : null} onChange={chooseClass} />
            )}
            <Spin spinning={edit.loading}>
              <ChapterTree tree={tree} selectedId={selected} onSelect={select} onEdit={editable ? onTreeEdit : undefined} visibility={visibility} />
            </Spin>
          </Card>
        </Col>
        <Col xs={24} md={16} xl={18}>
          {right}
        </Col>
      </Row>
      <TitleModal
        open={asking !== null}
        loading={edit.loading}
        title={
          asking?.kind === 'rename'
            ? t('chapter.tree.renameTitle', { title: asking.title })
            : asking?.parentId
              ? t('chapter.tree.createSection', { title: asking.parentTitle })
              : t('chapter.tree.createChapter')
        }
        initial={asking?.kind === 'rename' ? asking.title : ''}
        onOk={onTitle}
        onCancel={() => setAsking(null)}
      />
    </Space>,
  );
}
