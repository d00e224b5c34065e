// 章节编辑: the course's chapter tree on the left (add, rename, delete, drag to reorder), the chosen chapter on
// the right (title, rich content with a draft, resources). A course waiting for review, archived, or not the
// user's own shows the same page read-only with the reason. Teachers may also choose a class (the address's clazzId)
// and hide chapters from it. The tree's edits are use-tree-edits.ts, the chosen chapter ChapterPane.
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Col, Result, Row, Space, Spin } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Chapter, ChapterNode } from '@contract/chapter';
import ChapterTree from '@/components/ChapterTree';
import VisibilityClassSelect, { useChapterVisibility } from '@/components/ChapterTree/ChapterVisibility';
import { useCourseClasses } from '@/components/ClassSelect';
import CourseStatusTag from '@/components/CourseStatusTag';
import { useT } from '@/components/Locale';
import PageFrame from '@/components/PageFrame';
import { getChapter, queryChapterTree } from '@/services/htdz/chapter';
import { getCourse } from '@/services/htdz/course';
import { CHAPTER_LINKS, chapterLock, chapterToShow, type ChapterArea } from '@/utils/chapter';
import ChapterPane from './ChapterPane';
import TitleModal from './TitleModal';
import { useTreeEdits } from './use-tree-edits';
import '@/locales/zh-CN/chapter';
import '@/locales/zh-CN/course';

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

export default function ChapterEditor({ area, courseId, clazzId: routeClassId, chapterId, bare }: Props) {
  const t = useT();
  const { message, modal } = App.useApp();
  const links = CHAPTER_LINKS[area];
  // the class whose visibility is shown (0: none); the address follows it
  const [clazzId, setClassIdState] = useState(routeClassId);
  useEffect(() => setClassIdState(routeClassId), [routeClassId]);
  const classes = useCourseClasses(courseId, area === 'teacher');
  const visibility = useChapterVisibility(area === 'teacher' && clazzId > 0 ? clazzId : null, classes.data?.find((c) => c.sclassId === clazzId)?.name);
  const [tree, setTree] = useState<ChapterNode[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [chapter, setChapter] = useState<Chapter | null>(null);
  const [dirty, setDirty] = useState(false);

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

  const { asking, setAsking, askingTitle, busy, onTreeEdit, onTitle } = useTreeEdits({ courseId, tree, setTree, selected, select, setChapter });

  const back = () => {
    const go = () => history.push(links.course(courseId));
    if (!dirty) return go();
    modal.confirm({ title: t('course.leave.title'), content: t('course.leave.content'), okText: t('course.leave.ok'), onOk: go });
  };
  const chooseClass = (id: number | null) => {
    setClassIdState(id ?? 0);
    history.replace(links.edit(courseId, id ?? 0, selected ?? chapterId));
  };
  const preview = () => window.open(links.preview(courseId, clazzId, selected ?? 0), '_blank', 'noopener');

  const page = (children: ReactNode) => (
    <PageFrame
      bare={bare}
      title={t('chapter.edit.title')}
      subTitle={
        course.data && (
          <Space size={8}>
            {course.data.name}
            <CourseStatusTag status={course.data.status} />
          </Space>
        )
      }
      backText={t('chapter.back.course')}
      onBack={back}
      extra={
        <Button icon={<EyeOutlined />} onClick={preview} data-testid="chapter-preview">
          {t('chapter.action.preview')}
        </Button>
      }
    >
      {children}
    </PageFrame>
  );

  if (course.error || treeLoad.error) return page(<Result status="404" title={t('chapter.notFound')} subTitle={t('chapter.notFound.desc')} />);
  if (!course.data || !tree) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const lock = chapterLock(course.data);
  const editable = lock === null;

  const right = (
    <ChapterPane selected={selected} chapter={chapter} failed={!!chapterLoad.error} editable={editable} setChapter={setChapter} onDirty={setDirty} />
  );

  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {lock && (
        <Alert
          type={lock === 'submitted' ? 'info' : 'warning'}
          showIcon
          data-testid="chapter-locked"
          message={t(LOCK_TEXT[lock][0])}
          description={t(LOCK_TEXT[lock][1])}
        />
      )}
      <Row gutter={[16, 16]} wrap>
        <Col xs={24} md={8} xl={6}>
          <Card
            title={t('chapter.tree.title')}
            size="small"
            extra={
              editable && (
                <Button
                  size="small"
                  type="link"
                  icon={<PlusOutlined />}
                  onClick={() => setAsking({ kind: 'add', parentId: null, parentTitle: '' })}
                  data-testid="chapter-add"
                >
                  {t('chapter.tree.addChapter')}
                </Button>
              )
            }
          >
            {area === 'teacher' && (
              <VisibilityClassSelect classes={classes.data} loading={classes.loading} value={clazzId > 0 ? clazzId : null} onChange={chooseClass} />
            )}
            <Spin spinning={busy}>
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
        loading={busy}
        title={askingTitle}
        initial={asking?.kind === 'rename' ? asking.title : ''}
        onOk={onTitle}
        onCancel={() => setAsking(null)}
      />
    </Space>,
  );
}
