// The class at a glance: students, their mean progress, the class's homework average, homework published.
import { Card, Col, Row, Statistic } from 'antd';
import type { ClassStat } from '@contract/stats';
import { useT } from '@/components/Locale';

export default function ClassFigures({ stat }: { stat: ClassStat }) {
  const t = useT();
  const figures = [
    { key: 'students', title: t('statis.figure.students'), value: stat.clazz.studentCount },
    { key: 'progress', title: t('statis.figure.progress'), value: stat.averageProgress, suffix: '%' },
    stat.homeworkAverage === null
      ? { key: 'average', title: t('statis.figure.homeworkAverage'), value: t('statis.figure.none') }
      : { key: 'average', title: t('statis.figure.homeworkAverage'), value: stat.homeworkAverage, suffix: '%' },
    { key: 'homeworks', title: t('statis.figure.homeworks'), value: stat.homeworks.length },
  ];
  return (
    <Card data-testid="statis-figures">
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
