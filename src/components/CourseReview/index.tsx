// 审核课程: everything the teacher submitted, read-only, in tabs (课程信息, 章节, 题目, 场景, 知识点) beside an overview
// of what it holds and the decision: 通过 or 退回 (退回 needs 审核意见; the author is notified of either, with it).
// On a wide screen the overview and the decision stay in view beside the tabs; on a narrow one they come before and
// after them.
import { CheckOutlined, RollbackOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Col, Form, Grid, Input, Result, Row, Space, Spin, Tabs, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Course } from '@contract/course';
import CourseInfo from '@/components/CourseInfo';
import CourseStatusTag from '@/components/CourseStatusTag';
import KnowledgePreview from '@/components/KnowledgePreview';
import { useT } from '@/components/Locale';
import { queryChapterTree } from '@/services/htdz/chapter';
import { getCourseStats } from '@/services/htdz/chapter-stats';
import { getCourse, reviewCourse } from '@/services/htdz/course';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import { loadBankCounts } from './bank-counts';
import ReviewChapters from './ReviewChapters';
import ReviewOverview, { type OverviewItem } from './ReviewOverview';
import ReviewQuestions from './ReviewQuestions';
import ReviewScenes from './ReviewScenes';
import type { ReviewTab } from './tabs';
import '@/locales/zh-CN/course';

/** the side column beside the tabs on a wide screen */
const SIDE_WIDTH = 360;
/** below the fixed header (56) with the page's gap */
const STICKY_TOP = 72;

type Props = {
  courseId: number;
  /** the open tab when the page keeps it (in its address); absent: kept here, from 课程信息 */
  tab?: ReviewTab;
  onTabChange?: (tab: ReviewTab) => void;
};

type DecisionState = { comment: string; setComment: (v: string) => void };

function Decision({ courseId, comment, setComment }: { courseId: number } & DecisionState) {
  const t = useT();
  const { message } = App.useApp();
  const [needComment, setNeedComment] = useState(false);
  const review = useRequest(reviewCourse, { manual: true });

  const decide = async (approve: boolean) => {
    const text = comment.trim() || null;
    setNeedComment(!approve && !text);
    if (!approve && !text) return;
    try {
      await review.runAsync({ courseId, approve, comment: text });
      message.success(approve ? t('course.review.approved') : t('course.review.returned'));
      history.push('/expert/list');
    } catch {
      // shown by the request error handler
    }
  };

  return (
    <Card title={t('course.review.card')} size="small" data-testid="course-review-decision">
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {t('course.review.comment.extra')}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={t('course.review.comment')}
          htmlFor="course-review-comment"
          validateStatus={needComment ? 'error' : undefined}
          help={needComment ? t('course.review.comment.required') : undefined}
        >
          <Input.TextArea
            id="course-review-comment"
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              if (e.target.value.trim()) setNeedComment(false);
            }}
            maxLength={2000}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
            placeholder={t('course.review.comment.placeholder')}
          />
        </Form.Item>
      </Form>
      <Space wrap>
        <Button type="primary" icon={<CheckOutlined />} loading={review.loading} onClick={() => decide(true)} data-testid="course-approve">
          {t('course.review.approve')}
        </Button>
        <Button danger icon={<RollbackOutlined />} loading={review.loading} onClick={() => decide(false)} data-testid="course-return">
          {t('course.review.return')}
        </Button>
      </Space>
    </Card>
  );
}

const tabLabel = (text: string, count: number | undefined) => (
  <span>
    {text}
    {count !== undefined && (
      <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
        {count}
      </Typography.Text>
    )}
  </span>
);

export default function CourseReview({ courseId, tab: keptTab, onTabChange }: Props) {
  const t = useT();
  const wide = !!Grid.useBreakpoint().xl;
  const [ownTab, setOwnTab] = useState<ReviewTab>('info');
  const tab = keptTab ?? ownTab;
  const openTab = (next: ReviewTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };

  // kept here: the decision card moves when the window crosses the wide breakpoint, and what was typed must stay
  const [comment, setComment] = useState('');
  const [course, setCourse] = useState<Course | null>(null);
  const load = useRequest(async () => (await getCourse(courseId)).obj, { refreshDeps: [courseId], onSuccess: setCourse });
  // the parts load once the course is there: a course one may not read would fail them all, each with its message
  const ready = course !== null && course.courseId === courseId;
  const part = { ready, refreshDeps: [courseId] };
  const tree = useRequest(async () => (await queryChapterTree(courseId)).obj, part);
  const bank = useRequest(() => loadBankCounts(courseId), part);
  const knowledge = useRequest(async () => (await getKnowledgeGraph(courseId)).obj, part);
  const stats = useRequest(async () => (await getCourseStats(courseId)).obj, part);

  const page = (children: ReactNode) => (
    <PageContainer
      title={t('course.review.title')}
      // a narrow header has no room for both; the name heads 课程信息 there
      subTitle={wide ? course?.name : undefined}
      tags={course ? <CourseStatusTag status={course.status} /> : undefined}
      onBack={() => history.push('/expert/list')}
    >
      {children}
    </PageContainer>
  );

  if (load.error) return page(<Result status="404" title={t('course.notFound')} subTitle={t('course.notFound.desc')} />);
  if (!course) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const chapterCount = tree.data?.length;
  const sectionCount = tree.data?.reduce((n, c) => n + c.children.length, 0) ?? 0;
  const points = knowledge.data?.points;
  const waitingFor = (r: { data?: unknown; error?: unknown }) => ({ loading: !r.data && !r.error, failed: !!r.error });
  const overview: OverviewItem[] = [
    {
      id: 'chapters',
      tab: 'chapters',
      title: t('course.review.overview.chapters'),
      value: chapterCount,
      suffix: t('course.review.overview.sections', { count: sectionCount }),
      wide: true,
      ...waitingFor(tree),
    },
    { id: 'resources', tab: 'chapters', title: t('course.review.overview.resources'), value: stats.data?.resourceCount, ...waitingFor(stats) },
    { id: 'questions', tab: 'questions', title: t('course.review.overview.questions'), value: bank.data?.total, ...waitingFor(bank) },
    { id: 'scenes', tab: 'scenes', title: t('course.review.overview.scenes'), value: course.sceneCount, loading: false, failed: false },
    { id: 'knowledge', tab: 'knowledge', title: t('course.review.overview.knowledge'), value: points?.length, ...waitingFor(knowledge) },
  ];

  const tabs = (
    <Tabs
      activeKey={tab}
      onChange={(key) => openTab(key as ReviewTab)}
      data-testid="course-review-tabs"
      tabBarStyle={{ marginBottom: 16 }}
      items={[
        { key: 'info', label: tabLabel(t('course.review.tab.info'), undefined), children: <CourseInfo course={course} /> },
        { key: 'chapters', label: tabLabel(t('course.review.tab.chapters'), chapterCount), children: <ReviewChapters tree={tree} /> },
        {
          key: 'questions',
          label: tabLabel(t('course.review.tab.questions'), bank.data?.total),
          children: <ReviewQuestions courseId={courseId} counts={bank} knowledge={points?.map((p) => ({ knowId: p.knowId, name: p.name })) ?? []} />,
        },
        { key: 'scenes', label: tabLabel(t('course.review.tab.scenes'), course.sceneCount), children: <ReviewScenes courseId={courseId} /> },
        {
          key: 'knowledge',
          label: tabLabel(t('course.review.tab.knowledge'), points?.length),
          children: (
            <Card title={t('course.review.knowledge.title')} data-testid="course-review-knowledge">
              <KnowledgePreview courseId={courseId} />
            </Card>
          ),
        },
      ]}
    />
  );

  const waiting = course.status === 'submitted';
  const closed = !waiting && <Alert type="info" showIcon data-testid="course-review-closed" message={t('course.review.notWaiting')} />;
  const summary = <ReviewOverview items={overview} onOpen={openTab} />;
  const decision = waiting && <Decision courseId={courseId} comment={comment} setComment={setComment} />;

  // one tree for both widths (the overview and the decision move, the tabs stay put): crossing the breakpoint keeps
  // the chapter being read and the question list's filters
  const column = { display: 'flex', flexDirection: 'column', gap: 16 } as const;
  return page(
    <div style={column}>
      {closed}
      <Row gutter={16} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <div style={column}>
            {!wide && summary}
            {tabs}
            {!wide && decision}
          </div>
        </Col>
        {wide && (
          <Col flex={`${SIDE_WIDTH}px`}>
            <div style={{ ...column, position: 'sticky', top: STICKY_TOP }}>
              {summary}
              {decision}
            </div>
          </Col>
        )}
      </Row>
    </div>,
  );
}
