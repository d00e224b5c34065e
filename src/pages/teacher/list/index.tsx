// 我的课程 (/teacher/list): the teacher's courses as cards; 新建课程 (blank, or from an expert template), and 从模板创建
// for the template gallery (/teacher/templates).
import { AppstoreOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/components/Locale';
import CourseCards from '@/components/CourseCards';
import { COURSE_LINKS } from '@/utils/course';
import '@/locales/zh-CN/course';

// the form (and the contract's schemas with zod it checks by) loads when a course is created, not with the list
const CreateCourseModal = lazy(() => import('@/components/CreateCourseModal'));

const TEMPLATE_GALLERY = '/teacher/templates';

export default function TeacherCourseListPage() {
  const t = useT();
  const [creating, setCreating] = useState(false);
  // mounted from the first opening on, so that closing keeps the dialog's animation
  const [opened, setOpened] = useState(false);
  if (creating && !opened) setOpened(true);
  const create = (
    <Space wrap>
      <Button icon={<AppstoreOutlined />} onClick={() => history.push(TEMPLATE_GALLERY)} data-testid="course-from-template">
        {t('course.gallery.open')}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="course-new">
        {t('course.new')}
      </Button>
    </Space>
  );
  return (
    <PageContainer title={t('course.mine.title')} subTitle={t('course.mine.subTitle')}>
      <CourseCards area="teacher" scope="mine" extra={create} emptyText={t('course.empty.mine')} emptyExtra={create} />
      {opened && (
        <Suspense fallback={null}>
          <CreateCourseModal
            open={creating}
            template={false}
            onClose={() => setCreating(false)}
            onCreated={(course) => {
              setCreating(false);
              history.push(COURSE_LINKS.teacher.edit(course.courseId));
            }}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}
