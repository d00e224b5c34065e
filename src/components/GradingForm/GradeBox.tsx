// The grader's box under one question: a score (0 to the question's points, one decimal; empty keeps the automatic
// score, shown as the placeholder) and a comment for the student. Fields of the workspace's form, by question index.
import { Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { HOMEWORK_LIMITS, type ReviewQuestion } from '@contract/homework';
import { useT, type MessageId } from '@/components/Locale';
import { points, scoreProblem, type ScoreProblem } from '@/utils/review';
import '@/locales/zh-CN/homework-review';

const PROBLEM_TEXT: Record<ScoreProblem['id'], MessageId> = {
  notNumber: 'homeworkReview.review.score.notNumber',
  min: 'homeworkReview.review.score.min',
  max: 'homeworkReview.review.score.max.error',
  decimal: 'homeworkReview.review.score.decimal',
};

type Props = { index: number; question: ReviewQuestion; disabled: boolean };

export default function GradeBox({ index, question, disabled }: Props) {
  const t = useT();
  const max = question.question.score;
  const label = t('homeworkReview.review.score');
  return (
    <Row gutter={16} data-testid={`grade-box-${question.question.questionId}`} style={{ rowGap: 0 }}>
      <Col xs={24} md={8}>
        <Form.Item label={label} extra={t('homeworkReview.review.score.help')}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              noStyle
              name={['questions', index, 'score']}
              rules={[
                {
                  validator: (_, value: unknown) => {
                    const problem = scoreProblem(value, max);
                    return problem ? Promise.reject(new Error(t(PROBLEM_TEXT[problem.id], { max: points(max) }))) : Promise.resolve();
                  },
                },
              ]}
            >
              <InputNumber
                step={0.1}
                disabled={disabled}
                aria-label={t('answerView.position', { position: question.question.position }) + label}
                placeholder={
                  question.autoScore === null
                    ? t('homeworkReview.review.score.placeholderNone')
                    : t('homeworkReview.review.score.placeholder', { auto: points(question.autoScore) })
                }
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Space.Addon style={{ whiteSpace: 'nowrap' }}>{t('homeworkReview.review.score.max', { max: points(max) })}</Space.Addon>
          </Space.Compact>
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item
          name={['questions', index, 'comment']}
          label={t('homeworkReview.review.comment')}
          rules={[{ max: HOMEWORK_LIMITS.maxComment, message: t('homeworkReview.review.comment.max', { max: HOMEWORK_LIMITS.maxComment }) }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 6 }}
            maxLength={HOMEWORK_LIMITS.maxComment}
            disabled={disabled}
            placeholder={t('homeworkReview.review.comment.placeholder')}
            aria-label={t('answerView.position', { position: question.question.position }) + t('homeworkReview.review.comment')}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
