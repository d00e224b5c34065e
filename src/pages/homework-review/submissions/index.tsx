// 作业批阅 (/teacher/course/task/review/courseId/classId/homeworkId/:courseId/:classId/:homeworkId, in the layout):
// the homework's settings and progress, then its class's submissions (filters, 批阅 / 查看, 导出成绩 as .xlsx), on
// the 查重 tab the duplicate check's pairs with 立即查重, and on 重新评分 each question's regrade after a fix in the bank.
// ?tab=duplicates opens on 查重 (the comparison links back so). 加时 gives chosen students a later end.
import { ClockCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Badge, Button, Space, Spin, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import type { HomeworkSummary } from '@contract/homework';
import { useT } from '@/components/Locale';
import { saveBlob } from '@/components/SaveBlob';
import {
  exportHomeworkSubmissions,
  queryHomeworkRegrades,
  queryHomeworkSubmissions,
  previewHomeworkRegrade,
  regradeHomeworkQuestion,
} from '@/services/htdz/homework';
import DuplicateReportPanel from '../components/DuplicateReportPanel';
import HomeworkExtensions from '../components/HomeworkExtensions';
import HomeworkHeader from '../components/HomeworkHeader';
import LoadFailed, { BadLink } from '@/components/LoadFailed';
import ItemAnalysisCard from '@/components/ItemAnalysis';
import RegradePanel from '@/components/RegradePanel';
import { getHomeworkAnalysis } from '@/services/htdz/analysis';
import { REVIEW_LINKS } from '@/utils/review';
import SubmissionTable from '../components/SubmissionTable';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/homework-review';
import '@/locales/zh-CN/stats';

type Tab = 'submissions' | 'duplicates' | 'analysis' | 'regrade';
const tabOf = (search: string): Tab => (new URLSearchParams(search).get('tab') === 'duplicates' ? 'duplicates' : 'submissions');

function ExportButton({ homework }: { homework: HomeworkSummary }) {
  const t = useT();
  const { message } = App.useApp();
  const exporting = useRequest(
    async () => {
      const blob = await exportHomeworkSubmissions(homework.homeworkId);
      saveBlob(blob, t('homeworkReview.list.exportName', { name: homework.name, clazz: homework.className }));
    },
    { manual: true, onSuccess: () => message.success(t('homeworkReview.list.exported')) },
  );
  return (
    <Button key="export" icon={<DownloadOutlined />} loading={exporting.loading} onClick={() => exporting.run()} data-testid="submissions-export">
      {t('homeworkReview.list.export')}
    </Button>
  );
}

function Submissions({ courseId, homeworkId }: { courseId: number; homeworkId: number }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>(() => tabOf(history.location?.search ?? ''));
  const [extending, setExtending] = useState(false);
  const load = useRequest(async () => (await queryHomeworkSubmissions(homeworkId)).obj, { refreshDeps: [homeworkId] });
  const back = () => history.push(REVIEW_LINKS.homeworks(load.data?.homework.courseId ?? courseId));
  const homework = load.data?.homework;

  const page = (children: ReactNode) => (
    <PageContainer title={t('homeworkReview.homework.title')} subTitle={homework?.name} onBack={back}>
      {children}
    </PageContainer>
  );
  if (!load.data && load.error) {
    return page(<LoadFailed error={load.error} onRetry={load.refresh} backText={t('homeworkReview.back.homeworks')} onBack={back} />);
  }
  if (!load.data || !homework) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <HomeworkHeader homework={homework} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'submissions',
            label: t('homeworkReview.tab.submissions'),
            children: (
              <SubmissionTable
                homework={homework}
                rows={load.data.rows}
                loading={load.loading}
                onReload={load.refresh}
                toolbar={
                  <Space key="toolbar">
                    <Button icon={<ClockCircleOutlined />} onClick={() => setExtending(true)} data-testid="homework-extend">
                      {t('extension.open')}
                    </Button>
                    <ExportButton homework={homework} />
                  </Space>
                }
              />
            ),
          },
          {
            key: 'duplicates',
            label: (
              <Space size={6}>
                {t('homeworkReview.tab.duplicates')}
                <Badge count={load.data.rows.filter((r) => r.maxSimilarity !== null).length} size="small" />
              </Space>
            ),
            children: <DuplicateReportPanel homework={homework} onChecked={load.refresh} />,
          },
          {
            key: 'analysis',
            label: t('analysis.title'),
            // loads when the tab is first opened (antd renders a tab's content then)
            children: <ItemAnalysisCard id={homeworkId} load={async (id) => (await getHomeworkAnalysis(id)).obj} />,
          },
          {
            key: 'regrade',
            label: t('homeworkReview.tab.regrade'),
            children: (
              <RegradePanel
                id={homeworkId}
                load={async () => (await queryHomeworkRegrades(homeworkId)).obj}
                preview={async (questionId) => (await previewHomeworkRegrade({ homeworkId, questionId })).obj}
                regrade={async (questionId, version) => (await regradeHomeworkQuestion({ homeworkId, questionId, version })).obj}
                onRegraded={load.refresh}
              />
            ),
          },
        ]}
      />
      {extending && (
        <HomeworkExtensions
          homework={homework}
          students={load.data.rows.map((r) => ({ userId: r.studentId, code: r.code, name: r.name }))}
          onChanged={load.refresh}
          onClose={() => setExtending(false)}
        />
      )}
    </Space>,
  );
}

export default function HomeworkSubmissionsPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const classId = idParam(params.classId);
  const homeworkId = idParam(params.homeworkId);
  if (courseId === null || classId === null || homeworkId === null) {
    return (
      <PageContainer title={t('homeworkReview.homework.title')}>
        <BadLink backText={t('homeworkReview.back.homeworks')} onBack={() => history.push(courseId ? REVIEW_LINKS.homeworks(courseId) : '/home')} />
      </PageContainer>
    );
  }
  return <Submissions key={homeworkId} courseId={courseId} homeworkId={homeworkId} />;
}
