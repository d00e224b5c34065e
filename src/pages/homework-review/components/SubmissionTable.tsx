// The class's students with their submissions: filters (status, late, waiting for review, flagged by the duplicate
// check, account or name), sorting by score and time, and per row 批阅 (once handed in) and 查看. The whole class
// comes in one answer, so filtering, sorting and paging happen here (in StudentTable's frame).
import type { ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Checkbox, Radio, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { SUBMISSION_STATUSES, SUBMISSION_STATUS_NAMES, type HomeworkSummary, type SubmissionRow } from '@contract/homework';
import { useT } from '@/components/Locale';
import { byScore, filterSubmissions, isFiltered, isHandedIn, percentOf, points, REVIEW_LINKS, type SubmissionFilters } from '@/utils/review';
import { SubmissionFlags, SubmissionStatusTag } from '@/components/SubmissionStatusTags';
import StudentTable, { byText, byTime } from '@/components/StudentTable';
import '@/locales/zh-CN/homework-review';

type Props = { homework: HomeworkSummary; rows: SubmissionRow[]; loading?: boolean; onReload?: () => void; toolbar?: ReactNode };

function Filters({ value, onChange }: { value: SubmissionFilters; onChange: (f: SubmissionFilters) => void }) {
  const t = useT();
  const set = (patch: SubmissionFilters) => onChange({ ...value, ...patch });
  return (
    <Space wrap size={[16, 8]} data-testid="submission-filters">
      <Radio.Group
        size="small"
        optionType="button"
        aria-label={t('homeworkReview.list.filter.status')}
        value={value.status ?? 'all'}
        onChange={(e) => set({ status: e.target.value === 'all' ? undefined : e.target.value })}
        options={[
          { label: t('homeworkReview.list.filter.all'), value: 'all' },
          ...SUBMISSION_STATUSES.map((s) => ({ label: SUBMISSION_STATUS_NAMES[s], value: s })),
        ]}
      />
      <Checkbox checked={!!value.late} onChange={(e) => set({ late: e.target.checked })}>
        {t('homeworkReview.list.filter.late')}
      </Checkbox>
      <Checkbox checked={!!value.pending} onChange={(e) => set({ pending: e.target.checked })}>
        {t('homeworkReview.list.filter.pending')}
      </Checkbox>
      <Checkbox checked={!!value.flagged} onChange={(e) => set({ flagged: e.target.checked })}>
        {t('homeworkReview.list.filter.flagged')}
      </Checkbox>
    </Space>
  );
}

export default function SubmissionTable({ homework: h, rows, loading, onReload, toolbar }: Props) {
  const t = useT();
  const [filters, setFilters] = useState<SubmissionFilters>({});
  const shown = useMemo(() => filterSubmissions(rows, filters), [rows, filters]);
  const review = (r: SubmissionRow) => history.push(REVIEW_LINKS.review(r.studentId, h.homeworkId, h.courseId, h.classId));
  const view = (r: SubmissionRow) => history.push(REVIEW_LINKS.detail(r.studentId, h.homeworkId, h.courseId, h.classId));
  const none = <Typography.Text type="secondary">{t('homeworkReview.none')}</Typography.Text>;

  const columns: ProColumns<SubmissionRow>[] = [
    { title: t('homeworkReview.list.col.code'), dataIndex: 'code', width: 130, sorter: (a, b) => byText(a.code, b.code) },
    { title: t('homeworkReview.list.col.name'), dataIndex: 'name', width: 110, sorter: (a, b) => byText(a.name, b.name) },
    {
      title: t('homeworkReview.list.col.status'),
      dataIndex: 'status',
      width: 180,
      render: (_, r) => (
        <Space size={4} wrap>
          <SubmissionStatusTag status={r.status} />
          <SubmissionFlags row={r} />
          {r.extendedTo && (
            <Tag color="purple" data-testid={`submission-extended-${r.studentId}`}>
              {t('homeworkReview.row.extended', { time: dayjs(r.extendedTo).format('MM-DD HH:mm') })}
            </Tag>
          )}
          {r.submitCount > 1 && <Tag>{t('homeworkReview.row.resubmitted', { count: r.submitCount })}</Tag>}
        </Space>
      ),
    },
    {
      title: t('homeworkReview.list.col.submittedAt'),
      dataIndex: 'submittedAt',
      width: 160,
      sorter: (a, b) => byTime(a.submittedAt, b.submittedAt),
      render: (_, r) => (r.submittedAt ? dayjs(r.submittedAt).format('YYYY-MM-DD HH:mm') : none),
    },
    {
      title: t('homeworkReview.list.col.answered'),
      dataIndex: 'answeredCount',
      width: 80,
      render: (_, r) => t('homeworkReview.list.col.answeredValue', { count: r.answeredCount, total: h.questionCount }),
    },
    {
      title: t('homeworkReview.list.col.score'),
      dataIndex: 'score',
      width: 150,
      sorter: byScore,
      render: (_, r) => (
        <Space size={4} wrap>
          <span data-testid={`submission-score-${r.studentId}`}>{r.score === null ? none : `${points(r.score)} / ${points(h.totalScore)}`}</span>
          {r.pendingReview && <Tag color="gold">{t('homeworkReview.status.pending')}</Tag>}
          {r.regradePending && (
            <Tag color="blue" data-testid={`submission-regrade-${r.studentId}`}>
              {t('homeworkReview.status.regradePending')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('homeworkReview.list.col.similarity'),
      dataIndex: 'maxSimilarity',
      width: 110,
      sorter: (a, b) => (a.maxSimilarity ?? -1) - (b.maxSimilarity ?? -1),
      render: (_, r) => (r.maxSimilarity === null ? none : <Tag color="red">{t('homeworkReview.percent', { value: percentOf(r.maxSimilarity) })}</Tag>),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 110,
      fixed: 'right',
      render: (_, r) => [
        ...(isHandedIn(r.status)
          ? [
              <a key="review" onClick={() => review(r)} data-testid={`submission-review-${r.studentId}`}>
                {t('homeworkReview.list.review')}
              </a>,
            ]
          : []),
        <a key="view" onClick={() => view(r)} data-testid={`submission-view-${r.studentId}`}>
          {t('homeworkReview.list.view')}
        </a>,
      ],
    },
  ];

  return (
    <StudentTable<SubmissionRow>
      rowKey="studentId"
      columns={columns}
      rows={shown}
      loading={loading}
      onReload={onReload}
      filters={<Filters value={filters} onChange={setFilters} />}
      keyword={filters.keyword ?? ''}
      onKeyword={(keyword) => setFilters((f) => ({ ...f, keyword }))}
      filtered={isFiltered(filters)}
      toolbar={toolbar}
    />
  );
}
