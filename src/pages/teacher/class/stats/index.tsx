// 统计 (/teacher/class/:sclassId/statis): the class's charts (score distribution, homework averages, knowledge
// mastery), each homework's scores, and the export.
import { Spin } from 'antd';
import BadParam from '@/components/BadParam';
import ClassStatView from '@/components/ClassStatView';
import StatLoadFailed from '@/components/StatLoadFailed';
import ClassTabs from '../components/ClassTabs';
import { useClassStat, useClassParam } from '../components/useClassPage';

function ClassStatsView({ sclassId }: { sclassId: number }) {
  const stat = useClassStat(sclassId);
  return (
    <ClassTabs sclassId={sclassId} clazz={stat.data?.clazz} active="stats">
      {stat.data ? (
        <ClassStatView stat={stat.data} />
      ) : stat.error ? (
        <StatLoadFailed error={stat.error} onRetry={stat.refresh} />
      ) : (
        <Spin size="large" style={{ display: 'block', padding: 80 }} />
      )}
    </ClassTabs>
  );
}

export default function ClassStatsPage() {
  const sclassId = useClassParam();
  if (sclassId === null) return <BadParam kind="class" />;
  return <ClassStatsView key={sclassId} sclassId={sclassId} />;
}
