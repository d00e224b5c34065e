// A card list of courses (own courses, templates, or those waiting for review) with keyword search, a status
// filter and paging; the card actions call the server and reload the page of cards.
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Col, Empty, Input, Pagination, Row, Select, Skeleton, Space, Card } from 'antd';
import { useState, type ReactNode } from 'react';
import type { CourseSummary } from '@contract/course';
// the names from states.ts: contract/course.ts would bring zod and every schema into the course list (page weight)
import { COURSE_STATUSES, COURSE_STATUS_NAMES, type CourseStatus } from '@contract/states';
import { useT } from '@/components/Locale';
import { bizMessage, useShowRequestError } from '@/components/RequestError';
import { archiveCourse, copyCourse, deleteCourse, queryCourses, submitCourse } from '@/services/htdz/course';
import CourseCard from './CourseCard';
import { COURSE_LINKS, reviewLink, type CardAction, type CourseArea, type CourseScope } from '@/utils/course';
import '@/locales/zh-CN/course';

const PAGE_SIZE = 12;

type Props = {
  area: CourseArea;
  scope: CourseScope;
  /** buttons beside the search (新建课程) */
  extra?: ReactNode;
  /** shown in the empty state of an unfiltered list */
  emptyText: string;
  emptyExtra?: ReactNode;
  /** change it to load the first page again (after creating a course elsewhere) */
  reloadKey?: number;
};

export default function CourseCards({ area, scope, extra, emptyText, emptyExtra, reloadKey = 0 }: Props) {
  const t = useT();
  const { message, modal } = App.useApp();
  const showError = useShowRequestError();
  const links = COURSE_LINKS[area];
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<CourseStatus | undefined>();
  const [current, setCurrent] = useState(1);
  const [busy, setBusy] = useState<{ courseId: number; action: CardAction } | null>(null);

  const list = useRequest(async () => (await queryCourses({ scope, current, pageSize: PAGE_SIZE, keyword: keyword || undefined, status })).obj, {
    refreshDeps: [scope, current, keyword, status, reloadKey],
  });

  const run = async (course: CourseSummary, action: CardAction, call: () => Promise<unknown>, done: string) => {
    setBusy({ courseId: course.courseId, action });
    try {
      await call();
      message.success(done);
    } catch (e) {
      if (action !== 'delete') return;
      // the server may refuse to delete (scenes, classes or homework still use it): say why, plainly
      const refusal = bizMessage(e);
      if (refusal === null) showError(e);
      else modal.error({ title: t('course.delete.refused'), content: refusal });
    } finally {
      setBusy(null);
      list.refresh();
    }
  };

  const onAction = (action: CardAction, course: CourseSummary) => {
    const id = course.courseId;
    if (action === 'edit') history.push(links.edit(id));
    else if (action === 'view') history.push(links.view(id));
    else if (action === 'scenes') history.push(links.scenes(id));
    else if (action === 'chapters') history.push(links.chapters(id));
    else if (action === 'review') history.push(reviewLink(id));
    else if (action === 'copy') void run(course, action, () => copyCourse(id), t('course.copied', { name: course.name }));
    else if (action === 'archive') void run(course, action, () => archiveCourse(id), t('course.archived'));
    else if (action === 'submit') void run(course, action, () => submitCourse(id), t('course.submitted'));
    else if (action === 'delete') void run(course, action, () => deleteCourse(id, { skipErrorHandler: true }), t('course.deleted'));
  };

  const filtered = !!keyword || !!status;
  const data = list.data;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('course.search')}
            aria-label={t('course.search')}
            style={{ width: 260 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setCurrent(1);
            }}
          />
          {scope !== 'review' && (
            <Select<CourseStatus | 'all'>
              aria-label={t('course.status.filter')}
              data-testid="course-status-filter"
              style={{ width: 140 }}
              value={status ?? 'all'}
              onChange={(v) => {
                setStatus(v === 'all' ? undefined : v);
                setCurrent(1);
              }}
              options={[{ value: 'all', label: t('course.status.all') }, ...COURSE_STATUSES.map((s) => ({ value: s, label: COURSE_STATUS_NAMES[s] }))]}
            />
          )}
        </Space>
        {extra}
      </Space>
      {list.loading && !data ? (
        <Row gutter={[16, 16]} data-testid="course-cards-loading">
          {[0, 1, 2, 3].map((i) => (
            <Col key={i} xs={24} sm={12} md={8} xl={6}>
              <Card>
                <Skeleton active />
              </Card>
            </Col>
          ))}
        </Row>
      ) : !data || data.list.length === 0 ? (
        <Card>
          <Empty data-testid="course-cards-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('course.empty.search') : emptyText}>
            {!filtered && emptyExtra}
          </Empty>
        </Card>
      ) : (
        <>
          <Row gutter={[16, 16]} data-testid="course-cards" style={{ opacity: list.loading ? 0.6 : 1 }}>
            {data.list.map((course) => (
              <Col key={course.courseId} xs={24} sm={12} md={8} xl={6}>
                <CourseCard course={course} scope={scope} onAction={onAction} busy={busy?.courseId === course.courseId ? busy.action : null} />
              </Col>
            ))}
          </Row>
          {data.total > PAGE_SIZE && (
            <Pagination
              style={{ textAlign: 'right' }}
              current={current}
              pageSize={PAGE_SIZE}
              total={data.total}
              showTotal={(total) => t('course.total', { total })}
              onChange={setCurrent}
            />
          )}
        </>
      )}
    </Space>
  );
}
