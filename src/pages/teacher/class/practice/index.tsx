// 练习情况 (/teacher/class/:sclassId/practice, issue P13): what the class practised, per question and per student,
// filterable by knowledge point; a student's attempt log and any attempt's answer open in drawers.
import { useRequest } from 'ahooks';
import { Button, Card, Select, Space, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import type { PracticeStudentStat } from '@contract/practice';
import BadParam from '@/components/BadParam';
import { useT } from '@/components/Locale';
import StatLoadFailed from '@/components/StatLoadFailed';
import { getPracticeStats } from '@/services/htdz/practice';
import ClassTabs from '../components/ClassTabs';
import { useClassParam, useClassStat } from '../components/useClassPage';
import PracticeQuestionTable from './components/PracticeQuestionTable';
import StudentLog from './components/StudentLog';
import '@/locales/zh-CN/class-stats';

function ClassPracticeView({ sclassId }: { sclassId: number }) {
  const t = useT();
  const head = useClassStat(sclassId);
  const [knowId, setKnowId] = useState<number | undefined>();
  const [student, setStudent] = useState<{ userId: number; name: string } | null>(null);
  const stats = useRequest(async () => (await getPracticeStats(sclassId, knowId)).obj, { refreshDeps: [sclassId, knowId] });
  const none = t('classPractice.none');
  let body: ReactNode;
  if (stats.error && !stats.data) body = <StatLoadFailed error={stats.error} onRetry={stats.refresh} />;
  else if (!stats.data) body = <Spin size="large" style={{ display: 'block', padding: 80 }} />;
  else
    body = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space>
          {t('classPractice.point')}
          <Select
            data-testid="practice-point"
            style={{ minWidth: 220 }}
            allowClear
            placeholder={t('classPractice.point.all')}
            value={knowId}
            onChange={(v?: number) => setKnowId(v)}
            options={stats.data.points.map((p) => ({ value: p.knowId, label: p.name }))}
          />
        </Space>
        <Card title={t('classPractice.questions')} size="small">
          <PracticeQuestionTable questions={stats.data.questions} loading={stats.loading} />
        </Card>
        <Card title={t('classPractice.students')} size="small">
          <Table<PracticeStudentStat>
            data-testid="practice-students"
            rowKey="userId"
            size="small"
            loading={stats.loading}
            dataSource={stats.data.students}
            locale={{ emptyText: t('classPractice.students.empty') }}
            pagination={stats.data.students.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            columns={[
              { title: t('classPractice.col.code'), dataIndex: 'code', width: 140 },
              { title: t('classPractice.col.name'), dataIndex: 'name' },
              { title: t('classPractice.col.attempts'), dataIndex: 'attempts', width: 100, sorter: (a, b) => a.attempts - b.attempts },
              {
                title: t('classPractice.col.correctQuestions'),
                dataIndex: 'correctQuestions',
                width: 100,
                sorter: (a, b) => a.correctQuestions - b.correctQuestions,
              },
              {
                title: t('classPractice.col.lastAt'),
                dataIndex: 'lastAt',
                width: 160,
                render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : none),
              },
              {
                title: t('classPractice.col.action'),
                key: 'action',
                width: 100,
                render: (_, r) => (
                  <Button type="link" size="small" onClick={() => setStudent({ userId: r.userId, name: r.name })}>
                    {t('classPractice.log.open')}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      </Space>
    );
  return (
    <ClassTabs sclassId={sclassId} clazz={head.data?.clazz} active="practice">
      {body}
      <StudentLog sclassId={sclassId} student={student} onClose={() => setStudent(null)} />
    </ClassTabs>
  );
}

export default function ClassPracticePage() {
  const sclassId = useClassParam();
  if (sclassId === null) return <BadParam kind="class" />;
  return <ClassPracticeView key={sclassId} sclassId={sclassId} />;
}
