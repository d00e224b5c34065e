// One template as a card: cover, name, author, the description's text, what it holds (chapters and sections,
// questions by type, scenes, knowledge points); 预览 and 使用此模板 at its foot.
import { ApartmentOutlined, DatabaseOutlined, EyeOutlined, FormOutlined, PlusOutlined, ReadOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { EXERCISE_TYPE_NAMES } from '@contract/exercise';
import type { TemplateCard as Template } from '@contract/template';
import { useT } from '@/components/Locale';
import CourseCover from '@/components/CourseCover';
import CourseStatusTag from '@/components/CourseStatusTag';
import '@/locales/zh-CN/course';

type Props = {
  template: Template;
  onPreview: (template: Template) => void;
  onUse: (template: Template) => void;
};

function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid={testId}>
      {icon} {children}
    </Typography.Text>
  );
}

export default function TemplateCard({ template, onPreview, onUse }: Props) {
  const t = useT();
  return (
    <Card
      hoverable
      data-testid="template-card"
      data-course-id={template.courseId}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { padding: 16, flex: 1 } }}
      cover={
        <div style={{ cursor: 'pointer' }} onClick={() => onPreview(template)}>
          <CourseCover name={template.name} cover={template.cover} />
        </div>
      }
      actions={[
        <a key="preview" data-action="preview" onClick={() => onPreview(template)}>
          <EyeOutlined /> {t('course.gallery.preview')}
        </a>,
        <a key="use" data-action="use" onClick={() => onUse(template)} style={{ fontWeight: 500 }}>
          <PlusOutlined /> {t('course.gallery.use')}
        </a>,
      ]}
    >
      <Space direction="vertical" size={6} style={{ width: '100%' }}>
        <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text strong ellipsis={{ tooltip: template.name }} style={{ fontSize: 16, maxWidth: 220 }}>
            {template.name}
          </Typography.Text>
          {template.status !== 'confirmed' && <CourseStatusTag status={template.status} />}
        </Space>
        <Fact icon={<UserOutlined />} testId="template-author">
          {template.ownerName}
        </Fact>
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2, tooltip: template.summary ?? undefined }}
          style={{ marginBottom: 0, minHeight: 44 }}
          data-testid="template-summary"
        >
          {template.summary ?? t('course.gallery.noSummary')}
        </Typography.Paragraph>
        <Space size={[12, 4]} wrap>
          <Fact icon={<ReadOutlined />} testId="template-chapters">
            {t('course.gallery.chapters', { chapters: template.chapterCount, sections: template.sectionCount })}
          </Fact>
          <Fact icon={<DatabaseOutlined />} testId="template-scenes">
            {t('course.gallery.scenes', { count: template.sceneCount })}
          </Fact>
          <Fact icon={<ApartmentOutlined />} testId="template-knowledge">
            {t('course.gallery.knowledge', { count: template.knowledgeCount })}
          </Fact>
        </Space>
        <Space size={[4, 4]} wrap data-testid="template-questions">
          <Fact icon={<FormOutlined />} testId="template-question-count">
            {template.questionCount > 0 ? t('course.gallery.questions', { count: template.questionCount }) : t('course.gallery.questions.none')}
          </Fact>
          {template.questionTypes.map((q) => (
            <Tag key={q.type} bordered={false} style={{ marginInlineEnd: 0 }}>
              {t('course.gallery.questionType', { type: EXERCISE_TYPE_NAMES[q.type], count: q.count })}
            </Tag>
          ))}
        </Space>
      </Space>
    </Card>
  );
}
