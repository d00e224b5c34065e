// 我的课程 (/stu/course): the courses of the student's classes as cards with their progress; a card opens the
// course, 继续学习 goes straight to the first chapter not yet completed.
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Empty, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import type { StudyCourse } from '@contract/study';
import { useT } from '@/components/Locale';
import { queryMyCourses, queryStudyChapters } from '@/services/htdz/study';
import StudyCourseCard from '../components/StudyCourseCard';
import { chapterToContinue, STU_LINKS } from '@/utils/study';
import '@/locales/zh-CN/stu';

const COL = { xs: 24, sm: 12, md: 8, xl: 6 } as const;

export default function StudyCourseListPage() {
  const t = useT();
  const list = useRequest(async () => (await queryMyCourses()).obj);
  const [continuing, setContinuing] = useState<number | null>(null);

  const open = (c: StudyCourse) => history.push(STU_LINKS.info(c.courseId, c.clazzId));
  const carryOn = async (c: StudyCourse) => {
    setContinuing(c.clazzId);
    try {
      const chapterId = chapterToContinue((await queryStudyChapters(c.courseId, c.clazzId)).obj);
      history.push(chapterId === null ? STU_LINKS.info(c.courseId, c.clazzId) : STU_LINKS.chapter(c.courseId, c.clazzId, chapterId));
    } catch {
      // shown by the request error handler; the course page still helps
      open(c);
    } finally {
      setContinuing(null);
    }
  };

  const body = (() => {
    if (list.error && !list.data) {
      return (
        <Card>
          <Result
            status="warning"
            title={t('stu.course.loadFailed')}
            extra={
              <Button type="primary" onClick={list.refresh}>
                {t('stu.course.retry')}
              </Button>
            }
          />
        </Card>
      );
    }
    if (!list.data) {
      return (
        <Row gutter={[16, 16]} data-testid="study-course-loading">
          {[0, 1, 2, 3].map((i) => (
            <Col key={i} {...COL}>
              <Card>
                <Skeleton active />
              </Card>
            </Col>
          ))}
        </Row>
      );
    }
    if (list.data.length === 0) {
      return (
        <Card>
          <Empty data-testid="study-course-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stu.course.empty')} />
        </Card>
      );
    }
    return (
      <Row gutter={[16, 16]} data-testid="study-course-cards">
        {list.data.map((c) => (
          <Col key={c.clazzId} {...COL}>
            <StudyCourseCard course={c} onOpen={open} onContinue={(x) => void carryOn(x)} busy={continuing === c.clazzId} />
          </Col>
        ))}
      </Row>
    );
  })();

  return (
    <PageContainer title={t('stu.course.title')} subTitle={t('stu.course.subTitle')}>
      {body}
    </PageContainer>
  );
}
