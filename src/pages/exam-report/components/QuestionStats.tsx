// Each question's correctness over the handed-in attempts, in the paper's order: type, stem, points, how many answered,
// the share with the full score as a bar (green from 60%, orange below) and the average score. Sorting by the rate
// brings the hardest questions up.
import { Card, Progress, Table, Tooltip, Typography, theme, type TableColumnsType } from 'antd';
import { EXERCISE_TYPE_NAMES } from '@contract/exercise';
import type { ExamQuestionStat } from '@contract/exam';
import { useT } from '@/components/Locale';
import { points } from '@/utils/review';
import '@/locales/zh-CN/exam-report';

export default function QuestionStats({ questions }: { questions: ExamQuestionStat[] }) {
  const t = useT();
  const { token } = theme.useToken();
  const none = <Typography.Text type="secondary">{t('examReport.none')}</Typography.Text>;
  const columns: TableColumnsType<ExamQuestionStat> = [
    {
      title: t('examReport.questions.position'),
      dataIndex: 'position',
      width: 90,
      sorter: (a, b) => a.position - b.position,
      render: (_, q) => t('examReport.questions.positionValue', { position: q.position }),
    },
    { title: t('examReport.questions.type'), dataIndex: 'type', width: 90, render: (_, q) => EXERCISE_TYPE_NAMES[q.type] },
    {
      title: t('examReport.questions.stem'),
      dataIndex: 'stemText',
      ellipsis: { showTitle: false },
      render: (_, q) => (
        <Tooltip title={q.stemText} placement="topLeft">
          {q.stemText}
        </Tooltip>
      ),
    },
    { title: t('examReport.questions.score'), dataIndex: 'score', width: 70, render: (_, q) => points(q.score) },
    {
      title: t('examReport.questions.answered'),
      dataIndex: 'answeredCount',
      width: 90,
      render: (_, q) => t('examReport.chart.people', { count: q.answeredCount }),
    },
    {
      title: t('examReport.questions.correctRate'),
      dataIndex: 'correctRate',
      width: 220,
      sorter: (a, b) => (a.correctRate ?? -1) - (b.correctRate ?? -1),
      render: (_, q) =>
        q.correctRate === null ? (
          none
        ) : (
          <Tooltip title={t('examReport.questions.correctCount', { count: q.correctCount })}>
            <Progress
              percent={q.correctRate}
              size="small"
              strokeColor={q.correctRate >= 60 ? token.colorPrimary : token.colorWarning}
              format={() => t('examReport.percent', { value: points(q.correctRate ?? 0) })}
              aria-label={t('examReport.questions.positionValue', { position: q.position }) + t('examReport.questions.correctRate')}
              data-testid={`exam-question-rate-${q.questionId}`}
            />
          </Tooltip>
        ),
    },
    {
      title: t('examReport.questions.average'),
      dataIndex: 'averageScore',
      width: 100,
      render: (_, q) => (q.averageScore === null ? none : `${points(q.averageScore)} / ${points(q.score)}`),
    },
  ];
  return (
    <Card title={t('examReport.questions.title')} size="small" data-testid="exam-questions">
      <Table<ExamQuestionStat>
        rowKey="questionId"
        size="small"
        columns={columns}
        dataSource={questions}
        pagination={questions.length > 20 ? { defaultPageSize: 20 } : false}
        scroll={{ x: 800 }}
        locale={{ emptyText: t('examReport.questions.empty') }}
      />
    </Card>
  );
}
