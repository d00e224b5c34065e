// The class's students with their attempts: filters (state, waiting for review, account or name), sorting by score
// and time, and per row with an attempt 查看答卷 (批阅 while it waits for a teacher) opening the answer view in the
// report's context. The whole class comes in one answer, so filtering, sorting and paging happen here.
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Checkbox, Radio, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { EXAM_STATES, EXAM_STATE_NAMES, type ExamClassSummary, type ExamScoreRow } from '@contract/exam';
import { useT } from '@/components/Locale';
import { byScore, points } from '@/utils/review';
import { SubmissionFlags } from '@/components/SubmissionStatusTags';
import StudentTable, { byText, byTime } from '@/components/StudentTable';
import ExamStateTag from '@/components/ExamStateTag';
import { EXAM_REPORT_LINKS, filterExamRows, hasAttempt, isExamFiltered, type ExamRowFilters, type ReportPlace } from '@/utils/exam-report';
import '@/locales/zh-CN/exam-report';
import '@/locales/zh-CN/homework-review';

type Props = {
  place: ReportPlace;
  examClass: ExamClassSummary;
  rows: ExamScoreRow[];
  loading?: boolean;
  onReload?: () => void;
  toolbar?: ReactNode;
};

function Filters({ value, onChange }: { value: ExamRowFilters; onChange: (f: ExamRowFilters) => void }) {
  const t = useT();
  const set = (patch: ExamRowFilters) => onChange({ ...value, ...patch });
  return (
    <Space wrap size={[16, 8]} data-testid="exam-row-filters">
      <Radio.Group
        size="small"
        optionType="button"
        aria-label={t('examReport.rows.filter.state')}
        value={value.state ?? 'all'}
        onChange={(e) => set({ state: e.target.value === 'all' ? undefined : e.target.value })}
        options={[{ label: t('examReport.rows.filter.all'), value: 'all' }, ...EXAM_STATES.map((s) => ({ label: EXAM_STATE_NAMES[s], value: s }))]}
      />
      <Checkbox checked={!!value.pending} onChange={(e) => set({ pending: e.target.checked })}>
        {t('examReport.rows.filter.pending')}
      </Checkbox>
    </Space>
  );
}

export default function ExamScoreTable({ place, examClass: c, rows, loading, onReload, toolbar }: Props) {
  const t = useT();
  const [filters, setFilters] = useState<ExamRowFilters>({});
  const shown = useMemo(() => filterExamRows(rows, filters), [rows, filters]);
  const none = <Typography.Text type="secondary">{t('examReport.none')}</Typography.Text>;
  const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : none);

  const columns: ProColumns<ExamScoreRow>[] = [
    { title: t('examReport.rows.col.code'), dataIndex: 'code', width: 130, sorter: (a, b) => byText(a.code, b.code) },
    { title: t('examReport.rows.col.name'), dataIndex: 'name', width: 110, sorter: (a, b) => byText(a.name, b.name) },
    {
      title: t('examReport.rows.col.state'),
      dataIndex: 'state',
      width: 120,
      render: (_, r) => (
        <Space size={4} wrap>
          <ExamStateTag state={r.state} />
          {r.extraMinutes > 0 && (
            <Tag color="purple" data-testid={`exam-row-extra-${r.studentId}`}>
              {t('examReport.row.extra', { minutes: r.extraMinutes })}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('examReport.rows.col.startedAt'),
      dataIndex: 'startedAt',
      width: 150,
      sorter: (a, b) => byTime(a.startedAt, b.startedAt),
      render: (_, r) => time(r.startedAt),
    },
    {
      title: t('examReport.rows.col.submittedAt'),
      dataIndex: 'submittedAt',
      width: 230,
      sorter: (a, b) => byTime(a.submittedAt, b.submittedAt),
      render: (_, r) => (
        <Space size={4} wrap>
          {time(r.submittedAt)}
          <SubmissionFlags row={r} autoText={t('examReport.rows.auto')} />
        </Space>
      ),
    },
    {
      title: t('examReport.rows.col.answered'),
      dataIndex: 'answeredCount',
      width: 80,
      render: (_, r) => (hasAttempt(r) ? t('examReport.rows.col.answeredValue', { count: r.answeredCount, total: c.questionCount }) : none),
    },
    {
      title: t('examReport.rows.col.score'),
      dataIndex: 'score',
      width: 150,
      sorter: byScore,
      render: (_, r) => (
        <Space size={4} wrap>
          <span data-testid={`exam-row-score-${r.studentId}`}>{r.score === null ? none : `${points(r.score)} / ${points(c.totalScore)}`}</span>
          {r.pendingReview && (
            <Tag color="gold" data-testid="exam-row-pending">
              {t('examReport.rows.pending')}
            </Tag>
          )}
          {r.regradePending && (
            <Tag color="blue" data-testid="exam-row-regrade">
              {t('homeworkReview.status.regradePending')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 100,
      fixed: 'right',
      render: (_, r) =>
        r.scoreId === null
          ? []
          : [
              <span key="view" data-testid={`exam-row-view-${r.studentId}`}>
                <Link to={EXAM_REPORT_LINKS.answerFromReport(place, r.scoreId)}>
                  {r.state === 'submitted' ? t('examReport.rows.grade') : t('examReport.rows.view')}
                </Link>
              </span>,
            ],
    },
  ];

  return (
    <StudentTable<ExamScoreRow>
      rowKey="studentId"
      columns={columns}
      rows={shown}
      loading={loading}
      onReload={onReload}
      filters={<Filters value={filters} onChange={setFilters} />}
      keyword={filters.keyword ?? ''}
      onKeyword={(keyword) => setFilters((f) => ({ ...f, keyword }))}
      filtered={isExamFiltered(filters)}
      toolbar={toolbar}
      emptyText={t('examReport.rows.empty')}
    />
  );
}
