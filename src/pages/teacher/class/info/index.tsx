// 班级信息 (/teacher/class/:sclassId/info): the class's facts (编辑班级, 课程作业), its figures at a glance, and the
// homework published to it, each opening its review.
import { BookOutlined, EditOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { history } from '@umijs/max';
import { Button, Card, Space, Spin } from 'antd';
import { useT } from '@/components/Locale';
import ClassInfo from '@/components/ClassInfo';
import BadParam from '@/components/BadParam';
import ClassFigures from '@/components/ClassFigures';
import StatLoadFailed from '@/components/StatLoadFailed';
import { CLASS_STATS_LINKS } from '@/utils/class-statistics';
import { getClass } from '@/services/htdz/clazz';
import ClassHomeworks from '../components/ClassHomeworks';
import ClassTabs from '../components/ClassTabs';
import { useClassStat, useClassParam } from '../components/useClassPage';
import '@/locales/zh-CN/class-stats';

function ClassInfoView({ sclassId }: { sclassId: number }) {
  const t = useT();
  const summary = useRequest(async () => (await getClass(sclassId)).obj, { refreshDeps: [sclassId] });
  const stat = useClassStat(sclassId);
  const clazz = summary.data;
  const extra = clazz && (
    <Space wrap>
      <Button icon={<BookOutlined />} onClick={() => history.push(CLASS_STATS_LINKS.courseTasks(clazz.courseId))} data-testid="class-info-tasks">
        {t('classStats.info.tasks')}
      </Button>
      {clazz.canEdit && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => history.push(CLASS_STATS_LINKS.editClass(sclassId))} data-testid="class-info-edit">
          {t('classStats.info.edit')}
        </Button>
      )}
    </Space>
  );
  const failed = summary.error ?? (stat.data ? undefined : stat.error);
  return (
    <ClassTabs sclassId={sclassId} clazz={stat.data?.clazz} active="info" extra={extra}>
      {failed ? (
        <StatLoadFailed error={failed} onRetry={() => (summary.error ? summary.refresh() : stat.refresh())} />
      ) : !clazz ? (
        <Spin size="large" style={{ display: 'block', padding: 80 }} />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card title={t('classStats.info.class')}>
            <ClassInfo clazz={clazz} />
          </Card>
          {stat.data ? <ClassFigures stat={stat.data} /> : <Spin style={{ display: 'block', padding: 24 }} />}
          <ClassHomeworks sclassId={sclassId} courseId={clazz.courseId} />
        </Space>
      )}
    </ClassTabs>
  );
}

export default function ClassInfoPage() {
  const sclassId = useClassParam();
  if (sclassId === null) return <BadParam kind="class" />;
  return <ClassInfoView key={sclassId} sclassId={sclassId} />;
}
