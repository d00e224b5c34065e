// 统计 (/teacher/class/:sclassId/statis): the class's charts (score distribution, homework averages, knowledge
// mastery), each homework's scores, and the export.
import { Spin } from 'antd';
import BadParam from '@/components/BadParam';
import ClassStatView from '@/components/ClassStatView';
import StatLoadFailed from '@/components/StatLoadFailed';
import ClassTabs from '../components/ClassTabs';
import { useClassStat, useSclassParam } from '../components/useClassPage';

function ClassStatisView({ sclassId }: { sclassId: number }) {
  const stat = useClassStat(sclassId);
  return (
    <ClassTabs sclassId={sclassId} clazz={stat.data?.clazz} active="statis">
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

export default function ClassStatisPage() {
  const sclassId = useSclassParam();
  if (sclassId === null) return <BadParam kind="class" />;
  return <ClassStatisView key={sclassId} sclassId={sclassId} />;
}
