// 审核课程: the course read-only with its description, then 通过 or 退回 (退回 needs 审核意见, which the teacher sees).
import { CheckOutlined, RollbackOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Form, Input, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import type { Course } from '@contract/course';
import { useT } from '@/components/Locale';
import { getCourse, reviewCourse } from '@/services/htdz/course';
import CourseInfo from '@/components/CourseInfo';
import CourseStatusTag from '@/components/CourseStatusTag';

export default function CourseReview({ courseId }: { courseId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const [comment, setComment] = useState('');
  const [needComment, setNeedComment] = useState(false);
  const [course, setCourse] = useState<Course | null>(null);
  const load = useRequest(async () => (await getCourse(courseId)).obj, { refreshDeps: [courseId], onSuccess: setCourse });
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

  const page = (children: React.ReactNode) => (
    <PageContainer
      title={t('course.review.title')}
      subTitle={course?.name}
      tags={course ? <CourseStatusTag status={course.status} /> : undefined}
      onBack={() => history.push('/expert/list')}
    >
      {children}
    </PageContainer>
  );

  if (load.error) return page(<Result status="404" title={t('course.notFound')} subTitle={t('course.notFound.desc')} />);
  if (!course) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const waiting = course.status === 'submitted';
  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {!waiting && <Alert type="info" showIcon data-testid="course-review-closed" message={t('course.review.notWaiting')} />}
      <CourseInfo course={course} />
      {waiting && (
        <Card title={t('course.review.card')}>
          <Form layout="vertical">
            <Form.Item
              label={t('course.review.comment')}
              htmlFor="course-review-comment"
              extra={t('course.review.comment.extra')}
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
                autoSize={{ minRows: 3, maxRows: 8 }}
                placeholder={t('course.review.comment.placeholder')}
              />
            </Form.Item>
          </Form>
          <Space>
            <Button type="primary" icon={<CheckOutlined />} loading={review.loading} onClick={() => decide(true)} data-testid="course-approve">
              {t('course.review.approve')}
            </Button>
            <Button danger icon={<RollbackOutlined />} loading={review.loading} onClick={() => decide(false)} data-testid="course-return">
              {t('course.review.return')}
            </Button>
          </Space>
        </Card>
      )}
    </Space>,
  );
}
