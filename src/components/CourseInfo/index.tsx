// A course as readers see it: cover, name, status, owner, counts and dates, and its description rendered.
import { history } from '@umijs/max';
import { Card, Col, Descriptions, Empty, Row, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { Course } from '@contract/course';
import { useT } from '@/components/Locale';
import { RichTextView } from '@/components/RichText';
import { isBlankHtml } from '@/components/RichText/html';
import CourseCover from '@/components/CourseCover';
import CourseStatusTag from '@/components/CourseStatusTag';
import '@/locales/zh-CN/course';
import '@/locales/zh-CN/knowledge';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

export default function CourseInfo({ course, extra }: { course: Course; extra?: ReactNode }) {
  const t = useT();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Row gutter={[24, 16]}>
          <Col xs={24} md={8} lg={6}>
            <CourseCover name={course.name} cover={course.cover} height={160} radius={8} />
          </Col>
          <Col xs={24} md={16} lg={18}>
            <Space align="center" wrap>
              <Typography.Title level={3} style={{ margin: 0 }} data-testid="course-name">
                {course.name}
              </Typography.Title>
              <CourseStatusTag status={course.status} />
              {course.isTemplate && <Typography.Text type="secondary">{t('course.template')}</Typography.Text>}
            </Space>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginTop: 12 }}>
              <Descriptions.Item label={t('course.owner')}>{course.ownerName}</Descriptions.Item>
              <Descriptions.Item label={t('course.scenes')}>{course.sceneCount}</Descriptions.Item>
              <Descriptions.Item label={t('knowledge.title')}>
                <a data-testid="course-knowledge-link" onClick={() => history.push(`/student/course/knowledge/${course.courseId}`)}>
                  {t('knowledge.courseInfo.link')}
                </a>
              </Descriptions.Item>
              <Descriptions.Item label={t('course.updated')}>{time(course.updatedAt)}</Descriptions.Item>
              <Descriptions.Item label={t('course.created')}>{time(course.createdAt)}</Descriptions.Item>
              {course.submittedAt && <Descriptions.Item label={t('course.submittedAt')}>{time(course.submittedAt)}</Descriptions.Item>}
              {course.reviewedAt && (
                <Descriptions.Item label={t('course.reviewedBy')}>
                  {course.reviewerName ?? '—'}（{time(course.reviewedAt)}）
                </Descriptions.Item>
              )}
            </Descriptions>
            {extra && <div style={{ marginTop: 12 }}>{extra}</div>}
          </Col>
        </Row>
      </Card>
      <Card title={t('course.form.description')}>
        {isBlankHtml(course.description) ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('course.description.empty')} />
        ) : (
          <RichTextView html={course.description} />
        )}
      </Card>
    </Space>
  );
}
