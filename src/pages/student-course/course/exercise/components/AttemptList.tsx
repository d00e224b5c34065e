// 我的作答记录: my attempts at this question, newest first (time, verdict, score, the grader's note), folded away
// until asked for.
import { Collapse, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { Verdict } from '@contract/exercise';
import type { AttemptRecord, PracticeStatus } from '@contract/practice';
import { useT } from '@/components/Locale';
import PracticeStatusTag from '../../components/PracticeStatusTag';
import '@/locales/zh-CN/practice';

/** A verdict as a status tag: right 已答对, wrong 未答对, waiting 待批阅. */
export const statusOfVerdict = (v: Pick<Verdict, 'correct'>): PracticeStatus => (v.correct === null ? 'pending' : v.correct ? 'correct' : 'wrong');

export default function AttemptList({ attempts }: { attempts: AttemptRecord[] }) {
  const t = useT();
  const columns: TableColumnsType<AttemptRecord> = [
    { title: t('practice.attempts.col.time'), dataIndex: 'createdAt', width: 170, render: (_, a) => dayjs(a.createdAt).format('YYYY-MM-DD HH:mm:ss') },
    { title: t('practice.attempts.col.verdict'), key: 'verdict', width: 100, render: (_, a) => <PracticeStatusTag status={statusOfVerdict(a.verdict)} /> },
    {
      title: t('practice.attempts.col.score'),
      key: 'score',
      width: 100,
      render: (_, a) =>
        a.verdict.score === null ? (
          <Typography.Text type="secondary">{t('practice.attempts.pendingScore')}</Typography.Text>
        ) : (
          `${a.verdict.score} / ${a.verdict.maxScore}`
        ),
    },
    { title: t('practice.attempts.col.message'), key: 'message', ellipsis: true, render: (_, a) => a.verdict.message },
  ];
  return (
    <Collapse
      data-testid="practice-attempts"
      items={[
        {
          key: 'attempts',
          label: t('practice.attempts.title', { count: attempts.length }),
          children: (
            <Table<AttemptRecord>
              rowKey="attemptId"
              size="small"
              columns={columns}
              dataSource={attempts}
              pagination={false}
              locale={{ emptyText: t('practice.attempts.empty') }}
              scroll={{ x: 560 }}
            />
          ),
        },
      ]}
    />
  );
}
