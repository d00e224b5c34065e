// The per-question table of 练习情况: how many of the class answered each question, how many got it right, the attempts
// and the mean attempts to the first right answer.
import { Table } from 'antd';
import { EXERCISE_TYPE_NAMES } from '@contract/exercise';
import type { PracticeQuestionStat } from '@contract/practice';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/class-stats';

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

export default function PracticeQuestionTable({ questions, loading }: { questions: PracticeQuestionStat[]; loading: boolean }) {
  const t = useT();
  return (
    <Table<PracticeQuestionStat>
      data-testid="practice-questions"
      rowKey="exerciseId"
      size="small"
      loading={loading}
      dataSource={questions}
      pagination={questions.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{ emptyText: t('classPractice.questions.empty') }}
      columns={[
        { title: t('classPractice.col.stem'), dataIndex: 'stemText', ellipsis: true },
        { title: t('classPractice.col.type'), dataIndex: 'type', width: 100, render: (v: PracticeQuestionStat['type']) => EXERCISE_TYPE_NAMES[v] },
        { title: t('classPractice.col.students'), dataIndex: 'students', width: 100, sorter: (a, b) => a.students - b.students },
        { title: t('classPractice.col.correctStudents'), dataIndex: 'correctStudents', width: 100 },
        {
          title: t('classPractice.col.correctShare'),
          key: 'share',
          width: 90,
          sorter: (a, b) => share(a.correctStudents, a.students) - share(b.correctStudents, b.students),
          render: (_, r) => `${share(r.correctStudents, r.students)}%`,
        },
        { title: t('classPractice.col.attempts'), dataIndex: 'attempts', width: 100, sorter: (a, b) => a.attempts - b.attempts },
        {
          title: t('classPractice.col.attemptsToCorrect'),
          dataIndex: 'attemptsToCorrect',
          width: 140,
          render: (v: number | null) => (v === null ? t('classPractice.none') : v),
        },
      ]}
    />
  );
}
