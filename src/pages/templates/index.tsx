// 课程模板 (/teacher/templates): the templates a teacher may start from, as cards with what each holds; search and
// pages; 预览 opens it as a student sees it (/student/course/info/:courseId, read-only), 使用此模板 makes a course of
// one's own from it and opens that course. 新建课程 on 我的课程 still offers the templates in a select.
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Card, Col, Empty, Input, Pagination, Result, Row, Skeleton, Space } from 'antd';
import { useState } from 'react';
import type { TemplateCard as Template } from '@contract/template';
import { useT } from '@/components/Locale';
import { queryTemplates } from '@/services/htdz/template';
import { COURSE_LINKS } from '@/utils/course';
import TemplateCard from './components/TemplateCard';
import UseTemplateModal from './components/UseTemplateModal';
import '@/locales/zh-CN/course';

const PAGE_SIZE = 12;

/** The template as a student would meet it: its info and chapters, read-only (the course preview pages). */
const templatePreviewLink = (courseId: number) => `/student/course/info/${courseId}`;

export default function TemplateGalleryPage() {
  const t = useT();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [using, setUsing] = useState<Template | null>(null);
  const list = useRequest(async () => (await queryTemplates({ current, pageSize: PAGE_SIZE, keyword: keyword || undefined })).obj, {
    refreshDeps: [current, keyword],
  });
  const data = list.data;

  const body = (() => {
    if (list.loading && !data) {
      return (
        <Row gutter={[16, 16]} data-testid="template-cards-loading">
          {[0, 1, 2, 3].map((i) => (
            <Col key={i} xs={24} sm={12} lg={8} xl={6}>
              <Card>
                <Skeleton active />
              </Card>
            </Col>
          ))}
        </Row>
      );
    }
    if (list.error && !data) {
      return (
        <Card>
          <Result
            status="warning"
            title={t('course.gallery.loadFailed')}
            data-testid="template-cards-failed"
            extra={<Button onClick={list.refresh}>{t('course.review.retry')}</Button>}
          />
        </Card>
      );
    }
    if (!data || data.list.length === 0) {
      return (
        <Card>
          <Empty
            data-testid="template-cards-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={keyword ? t('course.gallery.empty.search') : t('course.gallery.empty')}
          />
        </Card>
      );
    }
    return (
      <>
        <Row gutter={[16, 16]} data-testid="template-cards" style={{ opacity: list.loading ? 0.6 : 1 }}>
          {data.list.map((template) => (
            <Col key={template.courseId} xs={24} sm={12} lg={8} xl={6}>
              <TemplateCard template={template} onPreview={(x) => history.push(templatePreviewLink(x.courseId))} onUse={setUsing} />
            </Col>
          ))}
        </Row>
        {data.total > PAGE_SIZE && (
          <Pagination
            style={{ textAlign: 'right' }}
            current={current}
            pageSize={PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            showTotal={(total) => t('course.gallery.total', { total })}
            onChange={setCurrent}
          />
        )}
      </>
    );
  })();

  return (
    <PageContainer title={t('course.gallery.title')} subTitle={t('course.gallery.subTitle')}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('course.gallery.search')}
          aria-label={t('course.gallery.search')}
          style={{ width: 300, maxWidth: '100%' }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setCurrent(1);
          }}
        />
        {body}
      </Space>
      <UseTemplateModal
        template={using}
        onClose={() => setUsing(null)}
        onCreated={(course) => {
          setUsing(null);
          message.success(t('course.gallery.created', { name: course.name }));
          history.push(COURSE_LINKS.teacher.edit(course.courseId));
        }}
      />
    </PageContainer>
  );
}
