// The class at a glance: students, their mean progress, the class's homework average, homework published.
import { Card, Col, Row, Statistic } from 'antd';
import type { ClassStat } from '@contract/stats';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/class-stats';

export default function ClassFigures({ stat }: { stat: ClassStat }) {
  const t = useT();
  const figures = [
    { key: 'students', title: t('classStats.figure.students'), value: stat.clazz.studentCount },
    { key: 'progress', title: t('classStats.figure.progress'), value: stat.averageProgress, suffix: '%' },
    stat.homeworkAverage === null
      ? { key: 'average', title: t('classStats.figure.homeworkAverage'), value: t('classStats.figure.none') }
      : { key: 'average', title: t('classStats.figure.homeworkAverage'), value: stat.homeworkAverage, suffix: '%' },
    { key: 'homeworks', title: t('classStats.figure.homeworks'), value: stat.homeworks.length },
  ];
  return (
    <Card data-testid="stats-figures">
      <Row gutter={16}>
        {figures.map(({ key, ...f }) => (
          <Col key={key} xs={12} md={6}>
            <Statistic {...f} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
