// 课程模板 (/expert/list): the expert's course templates as cards (新建模板), and a tab of courses waiting for review.
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { Button } from 'antd';
import { useState } from 'react';
import { useT } from '@/components/Locale';
import CourseCards from '@/components/CourseCards';
import CreateCourseModal from '@/components/CreateCourseModal';
import { COURSE_LINKS } from '@/utils/course';
import '@/locales/zh-CN/course';

type Tab = 'templates' | 'review';

export default function ExpertCourseListPage() {
  const t = useT();
  const location = useLocation();
  const [tab, setTab] = useState<Tab>(new URLSearchParams(location.search).get('tab') === 'review' ? 'review' : 'templates');
  const [creating, setCreating] = useState(false);
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="course-new">
      {t('course.newTemplate')}
    </Button>
  );
  return (
    <PageContainer
      title={t('course.templates.title')}
      tabActiveKey={tab}
      onTabChange={(key) => {
        setTab(key as Tab);
        history.replace(key === 'review' ? '/expert/list?tab=review' : '/expert/list');
      }}
      tabList={[
        { key: 'templates', tab: t('course.tab.templates') },
        { key: 'review', tab: t('course.tab.review') },
      ]}
    >
      {tab === 'templates' ? (
        <CourseCards area="expert" scope="templates" extra={create} emptyText={t('course.empty.templates')} emptyExtra={create} />
      ) : (
        <CourseCards area="expert" scope="review" emptyText={t('course.empty.review')} />
      )}
      <CreateCourseModal
        open={creating}
        template
        onClose={() => setCreating(false)}
        onCreated={(course) => {
          setCreating(false);
          history.push(COURSE_LINKS.expert.edit(course.courseId));
        }}
      />
    </PageContainer>
  );
}
