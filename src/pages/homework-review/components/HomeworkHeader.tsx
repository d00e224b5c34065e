// The homework being reviewed: its name, class, window, late rule, release and duplicate settings, and its
// progress (handed in of the class, reviewed, waiting for a teacher, the average score).
import { Card, Col, Descriptions, Row, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import { LATE_POLICY_NAMES, RELEASE_MOMENT_NAMES, type HomeworkSummary } from '@contract/homework';
import { AudienceTag } from '@/components/AudienceFields';
import { useT } from '@/components/Locale';
import { points } from '@/utils/review';
import '@/locales/zh-CN/homework-review';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

export default function HomeworkHeader({ homework: h }: { homework: HomeworkSummary }) {
  const t = useT();
  const late =
    h.latePolicy === 'accept' && h.lateUntil
      ? t('homeworkReview.homework.lateAccept', { until: time(h.lateUntil), penalty: h.latePenalty })
      : LATE_POLICY_NAMES[h.latePolicy];
  return (
    <Card data-testid="homework-header">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('homeworkReview.homework.name')}>{h.name}</Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.homework.class')}>{h.className}</Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.homework.audience')}>
          {h.targeted ? <AudienceTag targeted count={h.studentCount} /> : t('homeworkReview.homework.audienceAll')}
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.homework.questions')}>
          {t('homeworkReview.homework.questionsValue', { count: h.questionCount, score: points(h.totalScore) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.homework.time')}>
          {t('homeworkReview.homework.timeRange', { start: time(h.startAt), end: time(h.endAt) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.homework.late')}>{late}</Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.homework.release')}>
          {t('homeworkReview.homework.releaseValue', { score: RELEASE_MOMENT_NAMES[h.showScore], answer: RELEASE_MOMENT_NAMES[h.showAnswer] })}
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.homework.duplicate')}>
          {h.duplicateCheck ? <Tag color="blue">{t('homeworkReview.homework.duplicateOn')}</Tag> : <Tag>{t('homeworkReview.homework.duplicateOff')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.homework.resubmit')}>
          {h.allowResubmit ? <Tag color="blue">{t('homeworkReview.homework.resubmitOn')}</Tag> : <Tag>{t('homeworkReview.homework.resubmitOff')}</Tag>}
        </Descriptions.Item>
      </Descriptions>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={12} md={6}>
          <Statistic
            title={t('homeworkReview.homework.submitted')}
            value={h.submittedCount}
            suffix={t('homeworkReview.homework.ofStudents', { count: h.studentCount })}
            data-testid="homework-submitted"
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('homeworkReview.homework.reviewed')} value={h.reviewedCount} data-testid="homework-reviewed" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('homeworkReview.homework.pending')}
            value={h.pendingCount}
            valueStyle={h.pendingCount > 0 ? { color: 'var(--ant-color-warning, #faad14)' } : undefined}
            data-testid="homework-pending"
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('homeworkReview.homework.average')}
            value={h.averageScore === null ? t('homeworkReview.none') : points(h.averageScore)}
            suffix={h.averageScore === null ? undefined : t('homeworkReview.homework.ofScore', { score: points(h.totalScore) })}
            data-testid="homework-average"
          />
        </Col>
      </Row>
    </Card>
  );
}
