// The class's charts: how the students' homework averages spread over the score bands, each homework's average
// as a share of its total, and the class's mastery of each knowledge point.
import { Card, Col, Row } from 'antd';
import type { ClassStat } from '@contract/stats';
import { BarChart, BarList } from '@/components/Charts';
import { useT } from '@/components/Locale';
import { shareOf } from '@/utils/class-statistics';
import '@/locales/zh-CN/class-stats';

export default function ClassStatCharts({ stat }: { stat: ClassStat }) {
  const t = useT();
  const graded = stat.distribution.some((b) => b.count > 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('classStats.chart.distribution')} size="small">
          <BarChart
            title={t('classStats.chart.distribution')}
            bars={graded ? stat.distribution.map((b) => ({ key: b.label, label: b.label, value: b.count })) : []}
            format={(v) => t('classStats.chart.people', { count: v })}
            empty={t('classStats.chart.distribution.empty')}
            data-testid="stats-chart-distribution"
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('classStats.chart.homeworks')} size="small">
          <BarChart
            title={t('classStats.chart.homeworks')}
            bars={stat.homeworks.map((h) => ({ key: h.homeworkId, label: h.name, value: shareOf(h.average, h.total) }))}
            max={100}
            format={(v) => `${v}%`}
            empty={t('classStats.chart.homeworks.empty')}
            data-testid="stats-chart-homeworks"
          />
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('classStats.chart.knowledge')} size="small">
          <BarList
            title={t('classStats.chart.knowledge')}
            items={stat.knowledge.map((k) => ({ key: k.knowId, label: k.name, value: k.mastery }))}
            empty={t('classStats.chart.knowledge.empty')}
            data-testid="stats-chart-knowledge"
          />
        </Card>
      </Col>
    </Row>
  );
}
