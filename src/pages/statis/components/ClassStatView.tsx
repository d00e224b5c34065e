// A class's statistics: the figures at a glance, the charts, each homework's scores, and the export. Shown by the
// class's 统计 tab and by /statis/sclassStat.
import { Space } from 'antd';
import type { ClassStat } from '../../../../contract/statis';
import ClassFigures from './ClassFigures';
import ClassStatCharts from './ClassStatCharts';
import ExportClassStat from './ExportClassStat';
import HomeworkStatTable from './HomeworkStatTable';

export default function ClassStatView({ stat }: { stat: ClassStat }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="statis-class-view">
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ExportClassStat sclassId={stat.clazz.sclassId} className={stat.clazz.name} />
      </div>
      <ClassFigures stat={stat} />
      <ClassStatCharts stat={stat} />
      <HomeworkStatTable rows={stat.homeworks} />
    </Space>
  );
}
