// Whose attempt this is and where it stands: the homework's StudentHeader with the exam's state (and 自动交卷), when
// the attempt started, its deadline, when it was handed in, and the score against the paper's total.
import { Space } from 'antd';
import type { ExamAnswerView } from '@contract/exam';
import { useT } from '@/components/Locale';
import { SubmissionFlags } from '@/components/SubmissionStatusTags';
import StudentHeader, { headerTime } from '@/components/StudentHeader';
import ExamStateTag from '@/components/ExamStateTag';
import '@/locales/zh-CN/exam-report';

export default function ExamStudentHeader({ view }: { view: Pick<ExamAnswerView, 'student' | 'row' | 'examClass' | 'questions'> }) {
  const t = useT();
  const { row } = view;
  return (
    <StudentHeader
      student={view.student}
      status={
        <Space size={4} wrap>
          <ExamStateTag state={row.state} />
          <SubmissionFlags row={row} autoText={t('examReport.rows.auto')} />
        </Space>
      }
      items={[
        { key: 'startedAt', label: t('examReport.answer.startedAt'), children: row.startedAt ? headerTime(row.startedAt) : t('examReport.answer.notStarted') },
        { key: 'deadline', label: t('examReport.answer.deadline'), children: row.deadline ? headerTime(row.deadline) : t('examReport.none') },
        {
          key: 'submittedAt',
          label: t('examReport.answer.submittedAt'),
          children: row.submittedAt ? headerTime(row.submittedAt) : t('examReport.answer.notSubmitted'),
        },
      ]}
      score={row.score}
      totalScore={view.examClass.totalScore}
      questions={view.questions}
    />
  );
}
