// The question bank under review: how many questions of each type and difficulty, then the list (read-only, with the
// filters of the bank pages); 预览 shows a question with its answer and analysis, as the reviewer judges both.
import { Card, Col, Empty, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DIFFICULTIES, DIFFICULTY_NAMES, EXERCISE_TYPE_NAMES, EXERCISE_TYPES } from '@contract/exercise';
import ExercisePreview from '@/components/ExercisePreview';
import ExerciseTable, { DIFFICULTY_COLORS } from '@/components/ExerciseTable';
import { useT } from '@/components/Locale';
import type { BankCounts } from './bank-counts';
import PartFailed from './PartFailed';
import '@/locales/zh-CN/course';

type Props = {
  courseId: number;
  counts: { data?: BankCounts; error?: unknown; refresh: () => void };
  knowledge: { knowId: number; name: string }[];
};

function Summary({ counts }: { counts: BankCounts }) {
  const t = useT();
  const types = EXERCISE_TYPES.filter((type) => counts.byType[type] > 0);
  const line = (label: string, tags: React.ReactNode) => (
    <Space align="start" size={12} style={{ width: '100%' }}>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', lineHeight: '22px' }}>
        {label}
      </Typography.Text>
      <Space size={[8, 8]} wrap>
        {tags}
      </Space>
    </Space>
  );
  return (
    <Row gutter={[24, 16]} align="middle">
      <Col xs={24} sm={6} md={5}>
        <Statistic title={t('course.review.questions.total')} value={counts.total} suffix={t('course.review.questions.unit')} />
      </Col>
      <Col xs={24} sm={18} md={19}>
        <Space direction="vertical" size={10} style={{ width: '100%' }}>
          {line(
            t('course.review.questions.byType'),
            types.map((type) => (
              <Tag key={type} style={{ marginInlineEnd: 0 }} data-testid={`course-review-type-${type}`}>
                {EXERCISE_TYPE_NAMES[type]} <b>{counts.byType[type]}</b>
              </Tag>
            )),
          )}
          {line(
            t('course.review.questions.byDifficulty'),
            DIFFICULTIES.map((d) => (
              <Tag key={d} color={DIFFICULTY_COLORS[d]} style={{ marginInlineEnd: 0 }} data-testid={`course-review-difficulty-${d}`}>
                {DIFFICULTY_NAMES[d]} <b>{counts.byDifficulty[d]}</b>
              </Tag>
            )),
          )}
        </Space>
      </Col>
    </Row>
  );
}

export default function ReviewQuestions({ courseId, counts, knowledge }: Props) {
  const t = useT();
  const [viewing, setViewing] = useState<number | null>(null);
  const summary = () => {
    if (counts.error) return <PartFailed part={t('course.review.tab.questions')} error={counts.error} onRetry={counts.refresh} />;
    if (!counts.data) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (counts.data.total === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('course.review.questions.empty')} />;
    return <Summary counts={counts.data} />;
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="course-review-questions">
      <Card title={t('course.review.questions.summary')}>{summary()}</Card>
      {counts.data?.total !== 0 && !counts.error && (
        <Card title={t('course.review.questions.list')}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('course.review.questions.hint')}
          </Typography.Paragraph>
          <ExerciseTable
            courseId={courseId}
            knowledge={knowledge}
            editable={false}
            hiddenColumns={['authorName', 'updatedAt', 'score']}
            onPreview={(row) => setViewing(row.exerciseId)}
            embedded
          />
        </Card>
      )}
      <ExercisePreview exerciseId={viewing} release onClose={() => setViewing(null)} />
    </Space>
  );
}
