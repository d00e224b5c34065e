// A class's statistics: the figures at a glance, the charts, each homework's and each exam's scores, and the
// export. Shown by the class's 统计 tab and by /statis/sclassStat.
import { Space } from 'antd';
import type { ClassStat } from '@contract/stats';
import { useT } from '@/components/Locale';
import { exportClassStat } from '@/services/htdz/stats';
import ClassFigures from '@/components/ClassFigures';
import ClassStatCharts from './ClassStatCharts';
import ExamStatTable from './ExamStatTable';
import ExportStat from '@/components/ExportStat';
import HomeworkStatTable from './HomeworkStatTable';
import '@/locales/zh-CN/class-stats';

export default function ClassStatView({ stat }: { stat: ClassStat }) {
  const t = useT();
  const { sclassId, name } = stat.clazz;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="stats-class-view">
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ExportStat download={() => exportClassStat(sclassId)} fileName={t('classStats.export.fileName', { clazz: name })} />
      </div>
      <ClassFigures stat={stat} />
      <ClassStatCharts stat={stat} />
      <HomeworkStatTable rows={stat.homeworks} />
      <ExamStatTable rows={stat.exams} />
    </Space>
  );
}
