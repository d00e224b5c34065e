// 查重对比 (/task-bank/task/review/duplicate/studentId/otherStudentId/homeworkId/:studentId/:otherStudentId/:homeworkId,
// no layout): two suspect submissions side by side, question by question (position, type, stem, the question's
// similarity), each answer in monospace with the pieces the two share marked; right answers are marked as such and
// are no evidence. 确认雷同 / 排除 / 待确认 records the teacher's decision; the way back is the homework's 查重 tab.
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Card, Col, Empty, Row, Space, Spin, Statistic, Tag, Typography } from 'antd';
import { DUPLICATE_DECISION_NAMES, type DuplicateComparison, type DuplicateDecision } from '@contract/homework';
import { EXERCISE_TYPE_NAMES } from '@contract/exercise';
import { useT } from '@/components/Locale';
import PageFrame from '@/components/PageFrame';
import { compareDuplicate, decideDuplicate } from '@/services/htdz/homework';
import { DecisionTag } from '../components/DuplicateReportPanel';
import HighlightedAnswer from '../components/HighlightedAnswer';
import LoadFailed, { BadLink } from '@/components/LoadFailed';
import { percentOf, REVIEW_LINKS } from '@/utils/review';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/homework-review';

type Pair = { studentId: number; otherStudentId: number; homeworkId: number };

const DECISION_ORDER: DuplicateDecision[] = ['confirmed', 'dismissed', 'pending'];

function Decision({ comparison, onDecided }: { comparison: DuplicateComparison; onDecided: (c: DuplicateComparison) => void }) {
  const t = useT();
  const { message } = App.useApp();
  const { pair, homework } = comparison;
  const decide = useRequest(
    async (decision: DuplicateDecision) =>
      (await decideDuplicate({ homeworkId: homework.homeworkId, studentId: pair.studentId, otherStudentId: pair.otherStudentId, decision })).obj,
    {
      manual: true,
      onSuccess: (row) => {
        onDecided({ ...comparison, pair: row });
        message.success(t('homeworkReview.compare.decided', { name: DUPLICATE_DECISION_NAMES[row.decision] }));
      },
    },
  );
  return (
    <Space wrap data-testid="duplicate-decide">
      {DECISION_ORDER.map((d) => (
        <Button
          key={d}
          type={pair.decision === d ? 'primary' : 'default'}
          danger={d === 'confirmed'}
          disabled={pair.decision === d}
          loading={decide.loading && decide.params[0] === d}
          onClick={() => decide.run(d)}
          data-testid={`duplicate-decide-${d}`}
        >
          {DUPLICATE_DECISION_NAMES[d]}
        </Button>
      ))}
    </Space>
  );
}

function ComparisonBody({ comparison, onDecided }: { comparison: DuplicateComparison; onDecided: (c: DuplicateComparison) => void }) {
  const t = useT();
  const { pair, homework } = comparison;
  const review = (studentId: number) => history.push(REVIEW_LINKS.review(studentId, homework.homeworkId, homework.courseId, homework.classId));
  const person = (name: string, code: string, studentId: number) => (
    <Space size={8}>
      <Typography.Text strong>{t('homeworkReview.dup.person', { name, code })}</Typography.Text>
      <a onClick={() => review(studentId)} data-testid={`duplicate-review-${studentId}`}>
        {t('homeworkReview.compare.openReview')}
      </a>
    </Space>
  );
  const questions = [...comparison.questions].sort((a, b) => a.position - b.position);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Row gutter={[16, 16]} align="middle">
          <Col xs={24} md={6}>
            <Statistic
              title={t('homeworkReview.compare.similarity')}
              value={percentOf(pair.similarity)}
              suffix="%"
              valueStyle={pair.similarity >= 0.8 ? { color: 'var(--ant-color-error, #ff4d4f)' } : undefined}
              data-testid="duplicate-overall"
            />
          </Col>
          <Col xs={24} md={6}>
            <Space direction="vertical" size={4}>
              <Typography.Text type="secondary">{t('homeworkReview.compare.decision')}</Typography.Text>
              <DecisionTag decision={pair.decision} />
            </Space>
          </Col>
          <Col xs={24} md={12}>
            <Decision comparison={comparison} onDecided={onDecided} />
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
          {t('homeworkReview.compare.legend')} {t('homeworkReview.dup.note')}
        </Typography.Paragraph>
      </Card>
      {questions.length === 0 && (
        <Card>
          <Empty description={t('homeworkReview.compare.empty')} />
        </Card>
      )}
      {questions.map((q) => (
        <Card
          key={q.questionId}
          data-testid={`duplicate-question-${q.questionId}`}
          title={t('homeworkReview.compare.question', { position: q.position, type: EXERCISE_TYPE_NAMES[q.type] })}
          extra={
            q.similarity === null ? (
              <Tag>{t('homeworkReview.compare.notCounted')}</Tag>
            ) : (
              <Tag color={q.similarity >= 0.8 ? 'red' : q.similarity >= 0.5 ? 'orange' : undefined} data-testid="duplicate-question-similarity">
                {t('homeworkReview.compare.questionSimilarity', { percent: t('homeworkReview.percent', { value: percentOf(q.similarity) }) })}
              </Tag>
            )
          }
        >
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{q.stemText}</Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <div style={{ marginBottom: 8 }}>{person(pair.name, pair.code, pair.studentId)}</div>
              <HighlightedAnswer side={q.a} testId={`duplicate-a-${q.questionId}`} />
            </Col>
            <Col xs={24} md={12}>
              <div style={{ marginBottom: 8 }}>{person(pair.otherName, pair.otherCode, pair.otherStudentId)}</div>
              <HighlightedAnswer side={q.b} testId={`duplicate-b-${q.questionId}`} />
            </Col>
          </Row>
        </Card>
      ))}
    </Space>
  );
}

function Comparison({ pair }: { pair: Pair }) {
  const t = useT();
  const load = useRequest(async () => (await compareDuplicate(pair.homeworkId, pair.studentId, pair.otherStudentId)).obj, {
    refreshDeps: [pair.homeworkId, pair.studentId, pair.otherStudentId],
  });
  const comparison = load.data;
  const homework = comparison?.homework;
  const back = () => history.push(homework ? `${REVIEW_LINKS.submissions(homework.courseId, homework.classId, homework.homeworkId)}?tab=duplicates` : '/home');
  return (
    <PageFrame
      bare
      title={t('homeworkReview.compare.title')}
      subTitle={
        comparison && t('homeworkReview.compare.subTitle', { a: comparison.pair.name, b: comparison.pair.otherName, homework: comparison.homework.name })
      }
      backText={homework ? t('homeworkReview.back.submissions') : t('homeworkReview.back.home')}
      onBack={back}
    >
      {comparison ? (
        <ComparisonBody comparison={comparison} onDecided={load.mutate} />
      ) : load.error ? (
        <LoadFailed error={load.error} onRetry={load.refresh} backText={t('homeworkReview.back.home')} onBack={back} />
      ) : (
        <Spin size="large" style={{ display: 'block', padding: 80 }} />
      )}
    </PageFrame>
  );
}

export default function DuplicateComparisonPage() {
  const t = useT();
  const params = useParams();
  const studentId = idParam(params.studentId);
  const otherStudentId = idParam(params.otherStudentId);
  const homeworkId = idParam(params.homeworkId);
  if (!studentId || !otherStudentId || !homeworkId) {
    return (
      <PageFrame bare title={t('homeworkReview.compare.title')} backText={t('homeworkReview.back.home')} onBack={() => history.push('/home')}>
        <BadLink backText={t('homeworkReview.back.home')} onBack={() => history.push('/home')} />
      </PageFrame>
    );
  }
  const pair = { studentId, otherStudentId, homeworkId };
  return <Comparison key={`${studentId}-${otherStudentId}-${homeworkId}`} pair={pair} />;
}
