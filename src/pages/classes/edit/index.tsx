// 新建班级 / 编辑班级 (/sclass/edit/:sclassId, 0 = new): the class info form and, once the class is saved, its roster
// and its teachers; 删除班级 for its owner and admins.
import { EyeOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Space, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ClassSummary } from '@contract/clazz';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import ClassForm from '@/pages/classes/components/ClassForm';
import ClassInfo from '@/components/ClassInfo';
import ClassLoadFailed from '@/pages/classes/components/ClassLoadFailed';
import ClassRoster from '@/pages/classes/components/ClassRoster';
import ClassTeachers from '@/pages/classes/components/ClassTeachers';
import DeleteClassButton from '@/pages/classes/components/DeleteClassButton';
import { CLASS_LINKS } from '@/utils/school-class';
import { getClass } from '@/services/htdz/clazz';
import { classParam } from '@/utils/route-params';
import '@/locales/zh-CN/classes';

const toList = () => history.push(CLASS_LINKS.list);

function NewClass() {
  const t = useT();
  const { message } = App.useApp();
  return (
    <PageContainer title={t('classes.new')} onBack={toList}>
      <Card title={t('classes.form.card')}>
        <ClassForm
          clazz={null}
          onSaved={(saved) => {
            message.success(t('classes.created', { name: saved.name }));
            history.replace(CLASS_LINKS.edit(saved.sclassId));
          }}
        />
      </Card>
    </PageContainer>
  );
}

function EditClass({ sclassId }: { sclassId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const [clazz, setLoadedClass] = useState<ClassSummary | null>(null);
  const load = useRequest(async () => (await getClass(sclassId)).obj, { onSuccess: setLoadedClass });

  const page = (children: ReactNode) => (
    <PageContainer
      title={t('classes.edit.title')}
      subTitle={clazz?.name}
      onBack={toList}
      extra={
        clazz && (
          <Space wrap>
            <Button icon={<EyeOutlined />} onClick={() => history.push(CLASS_LINKS.view(clazz.sclassId))}>
              {t('classes.action.view')}
            </Button>
            <DeleteClassButton clazz={clazz} onDeleted={toList} />
          </Space>
        )
      }
    >
      {children}
    </PageContainer>
  );

  if (!clazz && load.error) return page(<ClassLoadFailed error={load.error} onRetry={load.refresh} />);
  if (!clazz) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  if (!clazz.canEdit) {
    return page(
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="warning" showIcon data-testid="class-locked" message={t('classes.lock.noRight')} description={t('classes.lock.noRight.desc')} />
        <Card>
          <ClassInfo clazz={clazz} />
        </Card>
        <ClassRoster sclassId={clazz.sclassId} className={clazz.name} editable={false} />
      </Space>,
    );
  }

  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {!clazz.openToStudents && (
        <Alert type="warning" showIcon data-testid="class-closed" message={t('classes.closed.alert')} description={t('classes.closed.alert.desc')} />
      )}
      <Card title={t('classes.form.card')}>
        <ClassForm
          clazz={clazz}
          onSaved={(saved) => {
            setLoadedClass(saved);
            message.success(t('classes.saved'));
          }}
        />
      </Card>
      <ClassRoster sclassId={clazz.sclassId} className={clazz.name} editable />
      <ClassTeachers sclassId={clazz.sclassId} editable={clazz.canManageTeachers} />
    </Space>,
  );
}

export default function ClassEditPage() {
  const param = classParam(useParams().sclassId, true);
  if (param === null) return <BadParam bare={false} />;
  if (param === 'new') return <NewClass />;
  return <EditClass key={param} sclassId={param} />;
}
