// The figures of the handed-in, graded attempts (how many, average, median, highest, lowest, pass rate) beside the
// score distribution over the bands of the total; dashes and a note while nobody has handed in.
import { Card, Col, Row, Statistic, Tooltip, Typography } from 'antd';
import type { ExamReport } from '@contract/exam';
import { BarChart } from '@/components/Charts';
import { useT } from '@/components/Locale';
import { points } from '@/utils/review';
import '@/locales/zh-CN/exam-report';

type Props = { report: Pick<ExamReport, 'figures' | 'distribution' | 'examClass'> };

export default function ReportFigures({ report }: Props) {
  const t = useT();
  const { figures: f, distribution, examClass } = report;
  const none = t('examReport.none');
  const score = (v: number | null) => (v === null ? none : points(v));
  const scoreSuffix = (v: number | null) => (v === null ? undefined : t('examReport.ofScore', { score: points(examClass.totalScore) }));
  const graded = distribution.some((b) => b.count > 0);
  const items = [
    { key: 'count', title: t('examReport.figures.count'), value: String(f.count), suffix: t('examReport.figures.countUnit') },
    { key: 'average', title: t('examReport.figures.average'), value: score(f.average), suffix: scoreSuffix(f.average) },
    { key: 'median', title: t('examReport.figures.median'), value: score(f.median), suffix: scoreSuffix(f.median) },
    { key: 'max', title: t('examReport.figures.max'), value: score(f.max), suffix: scoreSuffix(f.max) },
    { key: 'min', title: t('examReport.figures.min'), value: score(f.min), suffix: scoreSuffix(f.min) },
    {
      key: 'passRate',
      title: <Tooltip title={t('examReport.figures.passRateHelp')}>{t('examReport.figures.passRate')}</Tooltip>,
      value: f.passRate === null ? none : t('examReport.percent', { value: points(f.passRate) }),
      suffix: undefined,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('examReport.figures.title')} size="small" style={{ height: '100%' }} data-testid="exam-figures">
          <Row gutter={[16, 16]}>
            {items.map((i) => (
              <Col xs={12} sm={8} key={i.key}>
                <Statistic title={i.title} value={i.value} suffix={i.suffix} data-testid={`exam-figure-${i.key}`} />
              </Col>
            ))}
          </Row>
          {f.count === 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }} data-testid="exam-figures-none">
              {t('examReport.figures.none')}
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('examReport.chart.distribution')} size="small" style={{ height: '100%' }}>
          <BarChart
            title={t('examReport.chart.distribution')}
            bars={graded ? distribution.map((b) => ({ key: b.label, label: b.label, value: b.count })) : []}
            format={(v) => t('examReport.chart.people', { count: v })}
            empty={t('examReport.chart.empty')}
            data-testid="exam-chart-distribution"
          />
        </Card>
      </Col>
    </Row>
  );
}
