// 班级详情 (/sclass/view/:sclassId): the class's facts and its roster, read-only, with the way to 编辑 and to the course.
import { BookOutlined, EditOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import ClassInfo from '@/components/ClassInfo';
import ClassLoadFailed from '@/pages/classes/components/ClassLoadFailed';
import ClassRoster from '@/pages/classes/components/ClassRoster';
import { CLASS_LINKS } from '@/utils/school-class';
import { getClass } from '@/services/htdz/clazz';
import { classParam } from '@/utils/route-params';
import '@/locales/zh-CN/classes';

function ViewClass({ sclassId }: { sclassId: number }) {
  const t = useT();
  const load = useRequest(async () => (await getClass(sclassId)).obj);
  const clazz = load.data;

  const page = (children: ReactNode) => (
    <PageContainer
      title={t('classes.view.title')}
      subTitle={clazz?.name}
      onBack={() => history.push(CLASS_LINKS.list)}
      extra={
        clazz && (
          <Space wrap>
            <Button icon={<BookOutlined />} onClick={() => history.push(CLASS_LINKS.course(clazz.courseId))} data-testid="class-view-course">
              {t('classes.action.course')}
            </Button>
            {clazz.canEdit && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => history.push(CLASS_LINKS.edit(clazz.sclassId))} data-testid="class-view-edit">
                {t('common.edit')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {children}
    </PageContainer>
  );

  if (!clazz && load.error) return page(<ClassLoadFailed error={load.error} onRetry={load.refresh} />);
  if (!clazz) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {!clazz.openToStudents && (
        <Alert type="warning" showIcon data-testid="class-closed" message={t('classes.closed.alert')} description={t('classes.closed.alert.desc')} />
      )}
      <Card title={t('classes.info')}>
        <ClassInfo clazz={clazz} />
        {clazz.description && (
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, whiteSpace: 'pre-wrap' }} data-testid="class-description">
            <Typography.Text type="secondary">{t('classes.description')}：</Typography.Text>
            {clazz.description}
          </Typography.Paragraph>
        )}
      </Card>
      <ClassRoster sclassId={clazz.sclassId} className={clazz.name} editable={false} />
    </Space>,
  );
}

export default function ClassViewPage() {
  const param = classParam(useParams().sclassId, false);
  if (param === null || param === 'new') return <BadParam bare={false} />;
  return <ViewClass key={param} sclassId={param} />;
}
