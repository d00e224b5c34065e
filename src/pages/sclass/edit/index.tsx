// 新建班级 / 编辑班级 (/sclass/edit/:sclassId, 0 = new): the class info form and, once the class is saved, its roster
// and its teachers.
import { EyeOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Space, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ClassSummary } from '@contract/clazz';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import ClassForm from '@/pages/sclass/components/ClassForm';
import ClassInfo from '@/components/ClassInfo';
import ClassLoadFailed from '@/pages/sclass/components/ClassLoadFailed';
import ClassRoster from '@/pages/sclass/components/ClassRoster';
import ClassTeachers from '@/pages/sclass/components/ClassTeachers';
import { SCLASS_LINKS } from '@/utils/school-class';
import { getClass } from '@/services/htdz/clazz';
import { sclassParam } from '@/utils/route-params';

const toList = () => history.push(SCLASS_LINKS.list);

function NewClass() {
  const t = useT();
  const { message } = App.useApp();
  return (
    <PageContainer title={t('sclass.new')} onBack={toList}>
      <Card title={t('sclass.form.card')}>
        <ClassForm
          sclass={null}
          onSaved={(saved) => {
            message.success(t('sclass.created', { name: saved.name }));
            history.replace(SCLASS_LINKS.edit(saved.sclassId));
          }}
        />
      </Card>
    </PageContainer>
  );
}

function EditClass({ sclassId }: { sclassId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const [sclass, setSclass] = useState<ClassSummary | null>(null);
  const load = useRequest(async () => (await getClass(sclassId)).obj, { onSuccess: setSclass });

  const page = (children: ReactNode) => (
    <PageContainer
      title={t('sclass.edit.title')}
      subTitle={sclass?.name}
      onBack={toList}
      extra={
        sclass && (
          <Button icon={<EyeOutlined />} onClick={() => history.push(SCLASS_LINKS.view(sclass.sclassId))}>
            {t('sclass.action.view')}
          </Button>
        )
      }
    >
      {children}
    </PageContainer>
  );

  if (!sclass && load.error) return page(<ClassLoadFailed error={load.error} onRetry={load.refresh} />);
  if (!sclass) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  if (!sclass.canEdit) {
    return page(
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="warning" showIcon data-testid="class-locked" message={t('sclass.lock.noRight')} description={t('sclass.lock.noRight.desc')} />
        <Card>
          <ClassInfo sclass={sclass} />
        </Card>
        <ClassRoster sclassId={sclass.sclassId} editable={false} />
      </Space>,
    );
  }

  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('sclass.form.card')}>
        <ClassForm
          sclass={sclass}
          onSaved={(saved) => {
            setSclass(saved);
            message.success(t('sclass.saved'));
          }}
        />
      </Card>
      <ClassRoster sclassId={sclass.sclassId} editable />
      <ClassTeachers sclassId={sclass.sclassId} editable={sclass.canManageTeachers} />
    </Space>,
  );
}

export default function ClassEditPage() {
  const param = sclassParam(useParams().sclassId, true);
  if (param === null) return <BadParam bare={false} />;
  if (param === 'new') return <NewClass />;
  return <EditClass key={param} sclassId={param} />;
}
