// My handed-in (or closed) exam, question by question: my answer and, as the release settings allow, its verdict,
// score and the answer and analysis; what is not released yet says so above the questions.
import { Space, Typography } from 'antd';
import type { StudentExamDetail } from '@contract/exam';
import { useT } from '@/components/Locale';
import QuestionResult from '@/components/QuestionResult';
import '@/locales/zh-CN/exam-student';

export default function ExamResults({ exam }: { exam: StudentExamDetail }) {
  const t = useT();
  const questions = [...exam.questions].sort((a, b) => a.position - b.position);
  return (
    <>
      <Space size={12} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('examStu.detail.questions')}
        </Typography.Title>
        {!exam.answerReleased && (
          <Typography.Text type="secondary" data-testid="exam-answer-hidden">
            {t('examStu.detail.answerHidden')}
          </Typography.Text>
        )}
        {exam.verdictsHeld && (
          <Typography.Text type="secondary" data-testid="exam-verdicts-held">
            {t('examStu.detail.verdictsHeld')}
          </Typography.Text>
        )}
      </Space>
      {questions.map((q, i) => (
        <QuestionResult
          key={q.questionId}
          q={q}
          index={i + 1}
          released={{ scoreReleased: exam.scoreReleased && !exam.verdictsHeld, answerReleased: exam.answerReleased }}
        />
      ))}
    </>
  );
}
