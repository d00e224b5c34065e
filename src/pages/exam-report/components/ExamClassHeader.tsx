// The exam-class the report is about: its name, class, window (with where it stands now), duration, questions,
// release and shuffling settings, and its progress (started, handed in, reviewed, waiting for a teacher).
import { Card, Col, Descriptions, Row, Space, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ExamClassSummary } from '@contract/exam';
import { RELEASE_MOMENT_NAMES } from '@contract/homework';
import { AudienceTag } from '@/components/AudienceFields';
import { useT, type MessageId } from '@/components/Locale';
import { points } from '@/utils/review';
import { windowOf, type ExamWindow } from '@/utils/exam-report';
import '@/locales/zh-CN/exam-report';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');
const WINDOW_COLORS: Record<ExamWindow, string | undefined> = { upcoming: undefined, running: 'processing', ended: 'default' };
const WINDOW_TEXT: Record<ExamWindow, MessageId> = {
  upcoming: 'examReport.window.upcoming',
  running: 'examReport.window.running',
  ended: 'examReport.window.ended',
};

export default function ExamClassHeader({ examClass: c }: { examClass: ExamClassSummary }) {
  const t = useT();
  const stage = windowOf(c);
  const shuffle = [c.shuffleQuestions && t('examReport.class.shuffleQuestions'), c.shuffleOptions && t('examReport.class.shuffleOptions')].filter(Boolean);
  const people = t('examReport.class.ofStudents', { count: c.studentCount });
  return (
    <Card data-testid="exam-class-header">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('examReport.class.name')}>{c.name}</Descriptions.Item>
        <Descriptions.Item label={t('examReport.class.class')}>
          <Space size={4} wrap>
            {c.className}
            <AudienceTag targeted={c.targeted} count={c.studentCount} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('examReport.class.window')}>
          <span data-testid="exam-class-window">
            {t('examReport.class.windowRange', { start: time(c.startAt), end: time(c.endAt) })}
            <Tag color={WINDOW_COLORS[stage]} style={{ marginInlineStart: 8 }} data-testid="exam-window" data-window={stage}>
              {t(WINDOW_TEXT[stage])}
            </Tag>
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('examReport.class.duration')}>{t('examReport.class.durationValue', { minutes: c.durationMinutes })}</Descriptions.Item>
        <Descriptions.Item label={t('examReport.class.questions')}>
          {t('examReport.class.questionsValue', { count: c.questionCount, score: points(c.totalScore) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('examReport.class.release')}>
          {t('examReport.class.releaseValue', { score: RELEASE_MOMENT_NAMES[c.showScore], answer: RELEASE_MOMENT_NAMES[c.showAnswer] })}
        </Descriptions.Item>
        <Descriptions.Item label={t('examReport.class.shuffle')}>{shuffle.length ? shuffle.join('、') : t('examReport.class.shuffleNone')}</Descriptions.Item>
      </Descriptions>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={12} md={6}>
          <Statistic title={t('examReport.class.started')} value={c.startedCount} suffix={people} data-testid="exam-class-started" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('examReport.class.submitted')} value={c.submittedCount} suffix={people} data-testid="exam-class-submitted" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('examReport.class.reviewed')} value={c.reviewedCount} data-testid="exam-class-reviewed" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('examReport.class.pending')}
            value={c.pendingCount}
            valueStyle={c.pendingCount > 0 ? { color: 'var(--ant-color-warning, #faad14)' } : undefined}
            data-testid="exam-class-pending"
          />
        </Col>
      </Row>
    </Card>
  );
}
