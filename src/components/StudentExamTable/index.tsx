// One student's exams in the class: window, state, score of the total and when handed in. Shown to the class's
// teachers (every graded score) and to the student (`own`: a handed-in exam whose score is not released reads 未公布).
// On a phone: the name, state and score, without scrolling sideways.
import { Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { StudentExamStat } from '@contract/stats';
import { useT } from '@/components/Locale';
import ExamStateTag from '@/components/ExamStateTag';
import { usePhone } from '@/hooks/use-phone';
import { withoutColumns } from '@/utils/phone-columns';
import '@/locales/zh-CN/class-stats';

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
const handedIn = (e: StudentExamStat) => e.state === 'submitted' || e.state === 'reviewed';

type Props = { rows: StudentExamStat[]; own?: boolean; 'data-testid'?: string };

export default function StudentExamTable({ rows, own = false, 'data-testid': testId = 'stats-student-exams' }: Props) {
  const t = useT();
  const phone = usePhone();
  const scoreText = (e: StudentExamStat) => {
    if (e.score !== null) return `${e.score} / ${e.total}`;
    return own && handedIn(e) ? t('classStats.exam.unreleased') : t('classStats.exam.none');
  };
  const columns: TableColumnsType<StudentExamStat> = [
    { title: t('classStats.exam.name'), dataIndex: 'name', ellipsis: true },
    { title: t('classStats.exam.start'), dataIndex: 'startAt', width: 160, render: (_, e) => time(e.startAt) },
    { title: t('classStats.exam.end'), dataIndex: 'endAt', width: 160, render: (_, e) => time(e.endAt) },
    { title: t('classStats.exam.state'), dataIndex: 'state', width: 100, render: (_, e) => <ExamStateTag state={e.state} /> },
    {
      title: t('classStats.exam.score'),
      dataIndex: 'score',
      width: phone ? 84 : 110,
      align: 'right',
      render: (_, e) => (
        <Typography.Text strong={e.score !== null} type={e.score === null ? 'secondary' : undefined}>
          {scoreText(e)}
        </Typography.Text>
      ),
    },
    { title: t('classStats.exam.submittedAt'), dataIndex: 'submittedAt', width: 160, render: (_, e) => (e.submittedAt ? time(e.submittedAt) : '—') },
  ];
  return (
    <Table<StudentExamStat>
      rowKey="examClassId"
      size="middle"
      columns={phone ? withoutColumns(columns, ['startAt', 'endAt', 'submittedAt']) : columns}
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: t('classStats.exam.empty') }}
      scroll={phone ? undefined : { x: 820 }}
      data-testid={testId}
    />
  );
}
