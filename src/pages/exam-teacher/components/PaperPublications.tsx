// A paper's publications, unfolded under its row of the course's list: each class's window, progress and average,
// with the way to its report.
import { useRequest } from 'ahooks';
import type { ExamSummary } from '@contract/exam';
import { useT } from '@/components/Locale';
import { queryExamClasses } from '@/services/htdz/exam';
import ExamClassTable from '@/components/ExamClassTable';
import LoadFailed from './LoadFailed';
import { examReportLink } from '@/utils/exam-links';
import '@/locales/zh-CN/exam-teacher';

export default function PaperPublications({ exam }: { exam: ExamSummary }) {
  const t = useT();
  const load = useRequest(async () => (await queryExamClasses({ examId: exam.examId })).obj, { refreshDeps: [exam.examId] });
  const emptyText = load.error ? <LoadFailed onRetry={load.refresh} /> : t('examTeacher.class.empty');
  return (
    <ExamClassTable
      data-testid={`exam-publications-${exam.examId}`}
      size="small"
      examClasses={load.data}
      loading={load.loading}
      withClass
      reportLink={(ec) => examReportLink(ec.courseId, ec.examClassId)}
      emptyText={emptyText}
    />
  );
}
