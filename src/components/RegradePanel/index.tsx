// 重新评分 of a publication (a homework's tab, a card of the exam report): its questions with where each stands in the
// bank (unchanged, changed since publication, deleted) and, per question, 重新评分 confirmed with the number of
// handed-in answers it grades again; then what changed, and below every regrade done so far with its students'
// automatic scores before and after (a teacher's own score stays and is shown).
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Empty, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { EXERCISE_TYPE_NAMES } from '@contract/exercise';
import type { BankState, RegradeChange, RegradeOverview, RegradeRecord } from '@contract/homework';
import { useT, type MessageId } from '@/components/Locale';
import { points } from '@/utils/review';
import '@/locales/zh-CN/homework-review';

const BANK_TAGS: Record<BankState, { color?: string; text: MessageId }> = {
  same: { text: 'homeworkReview.regrade.bank.same' },
  changed: { color: 'orange', text: 'homeworkReview.regrade.bank.changed' },
  missing: { color: 'red', text: 'homeworkReview.regrade.bank.missing' },
};

type Question = RegradeOverview['questions'][number];

type Props = {
  /** reloads with it: the publication's id */
  id: number;
  load: () => Promise<RegradeOverview>;
  regrade: (questionId: number) => Promise<RegradeRecord>;
  /** after a regrade: totals changed */
  onRegraded?: () => void;
};

function Changes({ record }: { record: RegradeRecord }) {
  const t = useT();
  const none = t('homeworkReview.none');
  const score = (v: number | null) => (v === null ? none : points(v));
  const columns: TableColumnsType<RegradeChange> = [
    { title: t('homeworkReview.regrade.change.student'), key: 'student', render: (_, c) => t('homeworkReview.dup.person', { name: c.name, code: c.code }) },
    {
      title: t('homeworkReview.regrade.change.score'),
      key: 'score',
      render: (_, c) => (
        <span data-testid="regrade-change">{t('homeworkReview.regrade.change.value', { from: score(c.oldScore), to: score(c.newScore) })}</span>
      ),
    },
    {
      title: t('homeworkReview.regrade.change.manual'),
      dataIndex: 'manualScore',
      render: (_, c) => (c.manualScore === null ? none : t('homeworkReview.regrade.change.manualKept', { score: points(c.manualScore) })),
    },
  ];
  if (record.changes.length === 0) return <Typography.Text type="secondary">{t('homeworkReview.regrade.noChange')}</Typography.Text>;
  return <Table rowKey="studentId" size="small" pagination={false} columns={columns} dataSource={record.changes} />;
}

const summaryOf = (t: ReturnType<typeof useT>, r: RegradeRecord) => t('homeworkReview.regrade.summary', { count: r.answerCount, changed: r.changedCount });

export default function RegradePanel({ id, load, regrade, onRegraded }: Props) {
  const t = useT();
  const { modal } = App.useApp();
  const overview = useRequest(load, { refreshDeps: [id] });
  const run = useRequest(regrade, {
    manual: true,
    onSuccess: (record) => {
      overview.refresh();
      onRegraded?.();
      modal.success({
        title: t('homeworkReview.regrade.done', { position: record.position }),
        width: 640,
        content: (
          <Space direction="vertical" style={{ width: '100%' }} data-testid="regrade-result">
            <Typography.Text>{summaryOf(t, record)}</Typography.Text>
            <Changes record={record} />
          </Space>
        ),
      });
    },
  });
  const data = overview.data;
  const count = data?.answerCount ?? 0;

  const columns: TableColumnsType<Question> = [
    { title: t('homeworkReview.regrade.col.position'), dataIndex: 'position', width: 80, render: (_, q) => t('answerView.position', { position: q.position }) },
    { title: t('homeworkReview.regrade.col.type'), dataIndex: 'type', width: 90, render: (_, q) => EXERCISE_TYPE_NAMES[q.type] },
    { title: t('homeworkReview.regrade.col.stem'), dataIndex: 'stemText', ellipsis: true },
    {
      title: t('homeworkReview.regrade.col.bank'),
      dataIndex: 'bank',
      width: 130,
      render: (_, q) => (
        <Tag color={BANK_TAGS[q.bank].color} data-testid={`regrade-bank-${q.questionId}`}>
          {t(BANK_TAGS[q.bank].text)}
        </Tag>
      ),
    },
    {
      title: t('common.actions'),
      key: 'action',
      width: 110,
      render: (_, q) => (
        <Popconfirm
          title={t('homeworkReview.regrade.confirm.title', { position: q.position })}
          description={t('homeworkReview.regrade.confirm.desc', { count })}
          okText={t('homeworkReview.regrade.action')}
          onConfirm={() => run.runAsync(q.questionId).catch(() => undefined)}
          disabled={q.bank === 'missing' || count === 0}
        >
          <Button
            size="small"
            disabled={q.bank === 'missing' || count === 0}
            loading={run.loading && run.params[0] === q.questionId}
            data-testid={`regrade-${q.questionId}`}
          >
            {t('homeworkReview.regrade.action')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  const recordColumns: TableColumnsType<RegradeRecord> = [
    { title: t('homeworkReview.regrade.record.time'), dataIndex: 'regradedAt', width: 170, render: (_, r) => dayjs(r.regradedAt).format('YYYY-MM-DD HH:mm') },
    { title: t('homeworkReview.regrade.col.position'), dataIndex: 'position', width: 80, render: (_, r) => t('answerView.position', { position: r.position }) },
    { title: t('homeworkReview.regrade.record.by'), dataIndex: 'regradedBy', width: 120 },
    { title: t('homeworkReview.regrade.record.result'), key: 'result', render: (_, r) => summaryOf(t, r) },
  ];

  return (
    <Card title={t('homeworkReview.regrade.title')} loading={overview.loading && !data} data-testid="regrade-panel">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('homeworkReview.regrade.note', { count })} />
        <Table rowKey="questionId" size="small" pagination={false} columns={columns} dataSource={data?.questions ?? []} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('homeworkReview.regrade.records')}
        </Typography.Title>
        {data && data.records.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeworkReview.regrade.noRecords')} />
        ) : (
          <Table
            rowKey="regradeId"
            size="small"
            pagination={false}
            columns={recordColumns}
            dataSource={data?.records ?? []}
            expandable={{ expandedRowRender: (r) => <Changes record={r} />, rowExpandable: (r) => r.changedCount > 0 }}
            data-testid="regrade-records"
          />
        )}
      </Space>
    </Card>
  );
}
