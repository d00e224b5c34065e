// 考试报告 (/teacher/course/:courseId/exam/report/:examClassId from a course's exams, and
// /teacher/sclass/:sclassId/course/:courseId/exam/report/:examClassId from a class's; in the layout): the exam-class
// with its window and progress, the figures of the graded attempts with the score distribution, each question's
// correctness with 重新评分 of a question after its fix in the bank, and the class's students with their attempts
// (filters, search, 导出成绩 as .xlsx, each attempt opening its answer view in the same context). While the exam's window is open the report loads itself again every half
// minute; 刷新 does it at once. Before anyone starts, the figures give way to a note of when the exam opens. 加时 gives
// chosen students extra minutes.
import { ClockCircleOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useInterval, useRequest } from 'ahooks';
import { Alert, App, Button, Card, Result, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { ExamClassSummary, ExamReport } from '@contract/exam';
import { useT, type MessageId } from '@/components/Locale';
import { saveBlob } from '@/components/SaveBlob';
import LoadFailed, { BadLink } from '@/components/LoadFailed';
import ItemAnalysisCard from '@/components/ItemAnalysis';
import RegradePanel from '@/components/RegradePanel';
import { getExamAnalysis } from '@/services/htdz/analysis';
import { exportExamReport, getExamReport, queryExamRegrades, previewExamRegrade, regradeExamQuestion } from '@/services/htdz/exam';
import ExamClassHeader from '../components/ExamClassHeader';
import ExamExtensions from '../components/ExamExtensions';
import ExamScoreTable from '../components/ExamScoreTable';
import QuestionStats from '../components/QuestionStats';
import ReportFigures from '../components/ReportFigures';
import { EXAM_REPORT_LINKS, isLive, POLL_SECONDS, reportPlaceOf, windowOf, type ExamWindow, type ReportPlace } from '@/utils/exam-report';
import '@/locales/zh-CN/exam-report';
import '@/locales/zh-CN/homework-review';

const NOBODY_TEXT: Record<ExamWindow, MessageId> = {
  upcoming: 'examReport.empty.upcoming',
  running: 'examReport.empty.running',
  ended: 'examReport.empty.ended',
};

function ExportButton({ examClass }: { examClass: ExamClassSummary }) {
  const t = useT();
  const { message } = App.useApp();
  const exporting = useRequest(
    async () => {
      const blob = await exportExamReport(examClass.examClassId);
      saveBlob(blob, t('examReport.exportName', { name: examClass.name, clazz: examClass.className }));
    },
    { manual: true, onSuccess: () => message.success(t('examReport.exported')) },
  );
  return (
    <Button icon={<DownloadOutlined />} loading={exporting.loading} onClick={() => exporting.run()} data-testid="exam-report-export">
      {t('examReport.export')}
    </Button>
  );
}

/** Nobody has started: when the exam opens (or that it closed without anyone). */
function Nobody({ examClass }: { examClass: ExamClassSummary }) {
  const t = useT();
  return (
    <Card data-testid="exam-report-nobody">
      <Result
        status="info"
        title={t('examReport.empty.title')}
        subTitle={t(NOBODY_TEXT[windowOf(examClass)], { start: dayjs(examClass.startAt).format('YYYY-MM-DD HH:mm') })}
      />
    </Card>
  );
}

function ReportBody({ place, report, loading, reload }: { place: ReportPlace; report: ExamReport; loading: boolean; reload: () => void }) {
  const t = useT();
  const { examClass } = report;
  const nobody = report.rows.every((r) => r.scoreId === null);
  const [extending, setExtending] = useState(false);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ExamClassHeader examClass={examClass} />
      {isLive(examClass) && <Alert type="info" showIcon message={t('examReport.live', { seconds: POLL_SECONDS })} data-testid="exam-report-live" />}
      {nobody ? (
        <Nobody examClass={examClass} />
      ) : (
        <>
          <ReportFigures report={report} />
          <QuestionStats questions={report.questions} />
          <ItemAnalysisCard id={examClass.examClassId} load={async (id) => (await getExamAnalysis(id)).obj} />
          <RegradePanel
            id={examClass.examClassId}
            load={async () => (await queryExamRegrades(examClass.examClassId)).obj}
            preview={async (questionId) => (await previewExamRegrade({ examClassId: examClass.examClassId, questionId })).obj}
            regrade={async (questionId, version) => (await regradeExamQuestion({ examClassId: examClass.examClassId, questionId, version })).obj}
            onRegraded={reload}
          />
        </>
      )}
      <ExamScoreTable
        place={place}
        examClass={examClass}
        rows={report.rows}
        loading={loading}
        onReload={reload}
        toolbar={
          <Space key="toolbar">
            <Button icon={<ClockCircleOutlined />} onClick={() => setExtending(true)} data-testid="exam-extend">
              {t('extension.open')}
            </Button>
            <ExportButton examClass={examClass} />
          </Space>
        }
      />
      {extending && (
        <ExamExtensions
          examClass={examClass}
          students={report.rows.map((r) => ({ userId: r.studentId, code: r.code, name: r.name }))}
          onChanged={reload}
          onClose={() => setExtending(false)}
        />
      )}
    </Space>
  );
}

function Report({ place }: { place: ReportPlace }) {
  const t = useT();
  const load = useRequest(async () => (await getExamReport(place.examClassId)).obj, { refreshDeps: [place.examClassId] });
  const report = load.data;
  const live = !!report && !load.error && isLive(report.examClass);
  useInterval(() => load.refresh(), live ? POLL_SECONDS * 1000 : undefined);
  const backText = place.sclassId === null ? t('examReport.back.courseExams') : t('examReport.back.classExams');
  const back = () => history.push(EXAM_REPORT_LINKS.reportBack(place));

  const page = (children: ReactNode) => (
    <PageContainer
      title={t('examReport.title')}
      subTitle={report?.examClass.name}
      onBack={back}
      extra={
        report && (
          <Button icon={<ReloadOutlined />} loading={load.loading} onClick={load.refresh} data-testid="exam-report-refresh">
            {t('examReport.refresh')}
          </Button>
        )
      }
    >
      {children}
    </PageContainer>
  );
  if (!report && load.error) {
    return page(<LoadFailed error={load.error} onRetry={load.refresh} backText={backText} onBack={back} notFoundText={t('examReport.notFound')} />);
  }
  if (!report) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  return page(<ReportBody place={place} report={report} loading={load.loading} reload={load.refresh} />);
}

export default function ExamReportPage() {
  const t = useT();
  const place = reportPlaceOf(useParams());
  if (!place) {
    return (
      <PageContainer title={t('examReport.title')}>
        <BadLink backText={t('homeworkReview.back.home')} onBack={() => history.push('/home')} desc={t('examReport.badParam.desc')} />
      </PageContainer>
    );
  }
  return <Report key={`${place.sclassId}-${place.courseId}-${place.examClassId}`} place={place} />;
}
