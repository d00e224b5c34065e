// 我的课程 (/teacher/list): the teacher's courses as cards; 新建课程 (blank, or from an expert template), and 从模板创建
// for the template gallery (/teacher/templates).
import { AppstoreOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useT } from '@/components/Locale';
import CourseCards from '@/components/CourseCards';
import CreateCourseModal from '@/components/CreateCourseModal';
import { COURSE_LINKS } from '@/utils/course';
import '@/locales/zh-CN/course';

const TEMPLATE_GALLERY = '/teacher/templates';

export default function TeacherCourseListPage() {
  const t = useT();
  const [creating, setCreating] = useState(false);
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
      <CreateCourseModal
        open={creating}
        template={false}
        onClose={() => setCreating(false)}
        onCreated={(course) => {
          setCreating(false);
          history.push(COURSE_LINKS.teacher.edit(course.courseId));
        }}
      />
    </PageContainer>
  );
}
