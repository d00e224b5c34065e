// 之前提交的版本: what the student handed in before taking the homework back to resubmit (newest first), each with its
// time and score, its answers opening below as the review shows answers (verdict and score as they were then).
import { Card, Collapse, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReviewQuestion, SubmissionVersion } from '@contract/homework';
import AnswerWithVerdict, { exerciseOfReview } from '@/components/AnswerWithVerdict';
import { useT } from '@/components/Locale';
import { points } from '@/utils/review';
import '@/locales/zh-CN/homework-review';

type Props = { versions: SubmissionVersion[]; questions: ReviewQuestion[] };

export default function SubmissionVersions({ versions, questions }: Props) {
  const t = useT();
  if (versions.length === 0) return null;
  const questionOf = new Map(questions.map((q) => [q.question.questionId, q]));
  return (
    <Card title={t('homeworkReview.versions.title')} size="small" data-testid="submission-versions">
      <Typography.Paragraph type="secondary">{t('homeworkReview.versions.desc')}</Typography.Paragraph>
      <Collapse
        destroyInactivePanel
        items={versions.map((v) => ({
          key: v.version,
          label: (
            <Space size={8} wrap data-testid={`submission-version-${v.version}`}>
              {t('homeworkReview.versions.label', { version: v.version, time: dayjs(v.submittedAt).format('YYYY-MM-DD HH:mm:ss') })}
              <Tag color={v.score === null ? 'default' : 'blue'}>
                {v.score === null ? t('homeworkReview.versions.noScore') : t('homeworkReview.versions.score', { score: points(v.score) })}
              </Tag>
            </Space>
          ),
          children: (
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              {v.answers.map((a) => {
                const q = questionOf.get(a.questionId);
                if (!q) return null;
                return (
                  <AnswerWithVerdict
                    key={a.questionId}
                    position={a.position}
                    exercise={exerciseOfReview(q)}
                    answer={a.answer}
                    verdict={a.verdict}
                    score={{ value: a.score, manual: false }}
                  />
                );
              })}
            </Space>
          ),
        }))}
      />
    </Card>
  );
}
