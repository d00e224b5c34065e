// The head of the exam's detail page, whatever the exam's state: where it stands, the window, the duration and the
// paper; once started, my attempt (times, handed in, score as released); and the teacher's comment.
import { Alert, Card, Descriptions, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { StudentExamDetail } from '@contract/exam';
import ExamStateTag from '@/components/ExamStateTag';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/exam-student';
import '@/locales/zh-CN/homework-stu';

export const minuteText = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');
const secondText = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

function Attempt({ exam }: { exam: StudentExamDetail }) {
  const t = useT();
  const a = exam.attempt;
  if (!a) return null;
  return (
    <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} size="small" style={{ marginTop: 16 }} data-testid="exam-attempt">
      <Descriptions.Item label={t('examStu.detail.startedAt')}>{secondText(a.startedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('examStu.detail.deadline')}>{secondText(a.deadline)}</Descriptions.Item>
      <Descriptions.Item label={t('examStu.detail.submittedAt')}>
        <Space size={4} wrap data-testid="exam-submitted">
          {a.submittedAt ? secondText(a.submittedAt) : t('examStu.detail.notSubmitted')}
          {a.autoSubmitted && <Tag color="warning">{t('examStu.detail.auto')}</Tag>}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('examStu.detail.score')}>
        {exam.scoreReleased && exam.score !== null ? (
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="exam-score">
            {t('examStu.score', { score: exam.score, total: exam.totalScore })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" data-testid="exam-score-hidden">
            {exam.scoreHeldForExam ? t('examStu.detail.scoreHeldForExam') : t(a.submittedAt ? `examStu.release.${exam.showScore}` : 'examStu.noScore')}
          </Typography.Text>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

export default function ExamFacts({ exam }: { exam: StudentExamDetail }) {
  const t = useT();
  return (
    <Card>
      <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} data-testid="exam-facts">
        <Descriptions.Item label={t('examStu.detail.state')}>
          <span data-testid="exam-detail-state">
            <ExamStateTag state={exam.state} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('examStu.detail.window')}>
          {t('examStu.window', { start: minuteText(exam.startAt), end: minuteText(exam.endAt) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('examStu.detail.duration')}>
          <Space size={4} wrap data-testid="exam-duration">
            {t('examStu.minutes', { minutes: exam.durationMinutes })}
            {exam.extraMinutes > 0 && <Tag color="purple">{t('examStu.extra', { minutes: exam.extraMinutes })}</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('examStu.detail.paper')}>
          {t('examStu.detail.paperValue', { count: exam.questionCount, score: exam.totalScore })}
        </Descriptions.Item>
      </Descriptions>
      <Attempt exam={exam} />
      {exam.comment && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 8 }}
          message={t('homeworkStu.detail.comment')}
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{exam.comment}</span>}
          data-testid="exam-comment"
        />
      )}
    </Card>
  );
}
