// My figures in the course: progress as a ring, homework done of all, my homework average and my mastery.
import { Card, Col, Progress, Row, Statistic, Typography } from 'antd';
import type { StudentStat } from '@contract/stats';
import { useT } from '@/components/Locale';
import { percentText } from '@/utils/class-statistics';
import { percentText as progressText } from '@/utils/study';
import '@/locales/zh-CN/class-stats';

export default function MyFigures({ stat }: { stat: StudentStat }) {
  const t = useT();
  const none = t('classStats.figure.none');
  return (
    <Card data-testid="my-stats-figures">
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} sm={6} style={{ textAlign: 'center' }}>
          <Progress type="circle" percent={stat.progress} size={110} format={progressText} data-testid="my-stats-progress" />
          <div style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">{t('classStats.my.progress')}</Typography.Text>
          </div>
        </Col>
        <Col xs={8} sm={6}>
          <Statistic title={t('classStats.my.homework')} value={stat.homeworkDone} suffix={`/ ${stat.homeworks.length}`} data-testid="my-stats-homework" />
        </Col>
        <Col xs={8} sm={6}>
          <Statistic title={t('classStats.my.average')} value={percentText(stat.homeworkAverage, none)} data-testid="my-stats-average" />
        </Col>
        <Col xs={8} sm={6}>
          <Statistic title={t('classStats.my.mastery')} value={percentText(stat.mastery, none)} data-testid="my-stats-mastery" />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {t('classStats.my.note')}
      </Typography.Paragraph>
    </Card>
  );
}
