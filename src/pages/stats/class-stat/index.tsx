// 班级统计 (/statis/sclassStat?sclassId=): a class's statistics, the class chosen in the header among those the
// user teaches (without sclassId the page asks for one).
import { PageContainer } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Empty, Spin } from 'antd';
import ClassSelect from '@/components/ClassSelect';
import { useT } from '@/components/Locale';
import { queryClasses } from '@/services/htdz/clazz';
import { getClassStat } from '@/services/htdz/stats';
import ClassStatView from '@/components/ClassStatView';
import StatLoadFailed from '@/components/StatLoadFailed';
import StudentStatTable from '@/components/StudentStatTable';
import MasteryHeatMap from '../components/MasteryHeatMap';
import { CLASS_STATS_LINKS } from '@/utils/class-statistics';
import { numberParam } from '@/utils/route-params';
import '@/locales/zh-CN/class-stats';

function ClassStat({ sclassId }: { sclassId: number }) {
  const load = useRequest(async () => (await getClassStat(sclassId)).obj, { refreshDeps: [sclassId] });
  if (load.error && !load.data) return <StatLoadFailed error={load.error} onRetry={load.refresh} />;
  if (!load.data || load.data.clazz.sclassId !== sclassId) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
  return (
    <>
      <ClassStatView stat={load.data} />
      <div style={{ marginTop: 16 }}>
        <StudentStatTable sclassId={sclassId} students={load.data.students} exams={load.data.exams} />
      </div>
      <div style={{ marginTop: 16 }}>
        <MasteryHeatMap sclassId={sclassId} />
      </div>
    </>
  );
}

export default function ClassStatPage() {
  const t = useT();
  const [search] = useSearchParams();
  const sclassId = numberParam(search.get('sclassId'));
  const classes = useRequest(async () => (await queryClasses({ current: 1, pageSize: 100 })).obj.list);
  const select = (
    <ClassSelect
      classes={classes.data}
      loading={classes.loading}
      value={sclassId}
      onChange={(id) => history.push(CLASS_STATS_LINKS.classStat(id ?? undefined))}
      placeholder={t('classStats.class.select')}
      width={260}
      data-testid="stats-class-select"
    />
  );
  return (
    <PageContainer title={t('classStats.class.title')} extra={select}>
      {sclassId !== null ? (
        <ClassStat key={sclassId} sclassId={sclassId} />
      ) : (
        <Card>
          <Empty
            description={classes.data && classes.data.length === 0 ? t('classStats.class.none') : t('classStats.class.choose')}
            data-testid="stats-class-choose"
          />
        </Card>
      )}
    </PageContainer>
  );
}
