// 学生 (/teacher/class/:sclassId/student): the roster with each student's progress, homework done, average, exam
// scores and mastery; search by account or name; each opens the student's statistics.
import { Spin } from 'antd';
import BadParam from '@/components/BadParam';
import StatLoadFailed from '@/components/StatLoadFailed';
import StudentStatTable from '@/components/StudentStatTable';
import ClassTabs from '../components/ClassTabs';
import { useClassStat, useClassParam } from '../components/useClassPage';

function ClassStudentsView({ sclassId }: { sclassId: number }) {
  const stat = useClassStat(sclassId);
  return (
    <ClassTabs sclassId={sclassId} clazz={stat.data?.clazz} active="student">
      {stat.data ? (
        <StudentStatTable sclassId={sclassId} students={stat.data.students} exams={stat.data.exams} />
      ) : stat.error ? (
        <StatLoadFailed error={stat.error} onRetry={stat.refresh} />
      ) : (
        <Spin size="large" style={{ display: 'block', padding: 80 }} />
      )}
    </ClassTabs>
  );
}

export default function ClassStudentsPage() {
  const sclassId = useClassParam();
  if (sclassId === null) return <BadParam kind="class" />;
  return <ClassStudentsView key={sclassId} sclassId={sclassId} />;
}
