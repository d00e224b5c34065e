// The class's students with their figures: progress, homework done of all, homework average, mastery, a column per
// exam (the score once graded, else the state); sortable, searchable by account or name, paged; each opens the
// student's statistics.
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Input, Progress } from 'antd';
import { useState } from 'react';
import type { ExamStatRow, StudentStatRow } from '@contract/stats';
import { useT } from '@/components/Locale';
import ExamStateTag from '@/components/ExamStateTag';
import { byFigure, matchesStudent, percentText, CLASS_STATS_LINKS } from '@/utils/class-statistics';
import '@/locales/zh-CN/class-stats';

type Props = { sclassId: number; students: StudentStatRow[] /** the class's exams, a column each */; exams: ExamStatRow[] };

export default function StudentStatTable({ sclassId, students, exams }: Props) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const rows = students.filter((s) => matchesStudent(s, keyword));
  const none = t('classStats.figure.none');
  const open = (r: StudentStatRow) => history.push(CLASS_STATS_LINKS.studentStat(sclassId, r.userId));
  const examOf = (r: StudentStatRow, examClassId: number) => r.exams.find((e) => e.examClassId === examClassId);
  const examColumns = exams.map(
    (exam): ProColumns<StudentStatRow> => ({
      title: exam.name,
      key: `exam-${exam.examClassId}`,
      tooltip: t('classStats.student.exam.tip'),
      width: 120,
      align: 'right',
      ellipsis: true,
      sorter: (a, b) => byFigure(examOf(a, exam.examClassId)?.score ?? null, examOf(b, exam.examClassId)?.score ?? null),
      render: (_, r) => {
        const e = examOf(r, exam.examClassId);
        if (!e) return none;
        return <span data-testid={`stats-student-${r.userId}-exam-${exam.examClassId}`}>{e.score === null ? <ExamStateTag state={e.state} /> : e.score}</span>;
      },
    }),
  );
  const columns: ProColumns<StudentStatRow>[] = [
    { title: t('classStats.student.code'), dataIndex: 'code', width: 140, sorter: (a, b) => a.code.localeCompare(b.code) },
    {
      title: t('classStats.student.name'),
      dataIndex: 'name',
      width: 120,
      sorter: (a, b) => a.name.localeCompare(b.name, 'zh-CN'),
      render: (_, r) => (
        <a onClick={() => open(r)} data-testid={`stats-student-${r.userId}`}>
          {r.name}
        </a>
      ),
    },
    {
      title: t('classStats.student.progress'),
      dataIndex: 'progress',
      width: 180,
      sorter: (a, b) => a.progress - b.progress,
      render: (_, r) => <Progress percent={r.progress} size="small" format={(p) => `${p}%`} style={{ margin: 0 }} />,
    },
    {
      title: t('classStats.student.homework'),
      dataIndex: 'homeworkDone',
      width: 100,
      align: 'right',
      sorter: (a, b) => a.homeworkDone - b.homeworkDone,
      render: (_, r) => `${r.homeworkDone} / ${r.homeworkTotal}`,
    },
    {
      title: t('classStats.student.average'),
      dataIndex: 'homeworkAverage',
      width: 100,
      align: 'right',
      sorter: (a, b) => byFigure(a.homeworkAverage, b.homeworkAverage),
      render: (_, r) => percentText(r.homeworkAverage, none),
    },
    {
      title: t('classStats.student.mastery'),
      dataIndex: 'mastery',
      width: 100,
      align: 'right',
      sorter: (a, b) => byFigure(a.mastery, b.mastery),
      render: (_, r) => percentText(r.mastery, none),
    },
    // after the fixed figures, so they keep their places however many exams the class has
    ...examColumns,
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 100,
      render: (_, r) => [
        <a key="view" onClick={() => open(r)}>
          {t('classStats.student.view')}
        </a>,
      ],
    },
  ];
  return (
    <div data-testid="stats-students-table">
      <ProTable<StudentStatRow>
        rowKey="userId"
        headerTitle={t('classStats.student.title', { count: students.length })}
        columns={columns}
        dataSource={rows}
        search={false}
        scroll={{ x: 860 + 120 * exams.length }}
        options={{ density: false, setting: true, reload: false }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        locale={{ emptyText: keyword.trim() ? t('classStats.student.noMatch') : t('classStats.student.empty') }}
        toolBarRender={() => [
          <Input.Search
            key="search"
            allowClear
            placeholder={t('classStats.student.search')}
            aria-label={t('classStats.student.search')}
            onSearch={setKeyword}
            onChange={(e) => !e.target.value && setKeyword('')}
            style={{ width: 220 }}
            data-testid="stats-students-search"
          />,
        ]}
      />
    </div>
  );
}
