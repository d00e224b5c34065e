// 考试 (/teacher/class/:sclassId/exam): the exams published to the class, by where they stand (未开始 / 进行中 /
// 已结束), with their window, duration, progress (started, handed in, reviewed of the class) and average; each opens
// its report among the class's pages.
import { Card, Segmented, Space, Spin } from 'antd';
import { useRequest } from 'ahooks';
import { useMemo, useState } from 'react';
import { useT } from '@/components/Locale';
import ExamClassTable from '@/components/ExamClassTable';
import { classExamReportLink } from '@/utils/exam-links';
import BadParam from '@/components/BadParam';
import StatLoadFailed from '@/components/StatLoadFailed';
import { HOMEWORK_PHASES, phaseOf, type HomeworkPhase } from '@/utils/homework-phase';
import { queryExamClasses } from '@/services/htdz/exam';
import ClassTabs from '../components/ClassTabs';
import { useClassStat, useClassParam } from '../components/useClassPage';
import '@/locales/zh-CN/exam-teacher';

function ClassExamView({ sclassId }: { sclassId: number }) {
  const t = useT();
  const [phase, setPhase] = useState<HomeworkPhase | 'all'>('all');
  const stat = useClassStat(sclassId);
  const exams = useRequest(async () => (await queryExamClasses({ classId: sclassId })).obj, { refreshDeps: [sclassId] });
  const shown = useMemo(() => {
    const now = new Date();
    return (exams.data ?? []).filter((ec) => phase === 'all' || phaseOf(ec, now) === phase);
  }, [exams.data, phase]);
  const failed = exams.data ? undefined : (exams.error ?? (stat.data ? undefined : stat.error));

  const body = () => {
    if (failed) return <StatLoadFailed error={failed} onRetry={() => (exams.error ? exams.refresh() : stat.refresh())} />;
    if (!exams.data) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
    return (
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Segmented<HomeworkPhase | 'all'>
            value={phase}
            onChange={setPhase}
            options={[{ value: 'all', label: t('examTeacher.phase.all') }, ...HOMEWORK_PHASES.map((p) => ({ value: p, label: t(`examTeacher.phase.${p}`) }))]}
            data-testid="class-exam-phase"
          />
        </Space>
        <ExamClassTable
          data-testid="class-exams"
          examClasses={shown}
          loading={exams.loading}
          withName
          reportLink={(ec) => classExamReportLink(sclassId, ec.courseId, ec.examClassId)}
          emptyText={exams.data.length ? t('examTeacher.classPage.empty.filtered') : t('examTeacher.classPage.empty')}
        />
      </Card>
    );
  };
  return (
    <ClassTabs sclassId={sclassId} clazz={stat.data?.clazz} active="exam">
      {body()}
    </ClassTabs>
  );
}

export default function ClassExamPage() {
  const sclassId = useClassParam();
  if (sclassId === null) return <BadParam kind="class" />;
  return <ClassExamView key={sclassId} sclassId={sclassId} />;
}
