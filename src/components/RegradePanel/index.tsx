// 重新评分 of a publication (a homework's tab, a card of the exam report): its questions with the version the
// publication holds, the bank's current one and where the bank stands (unchanged, changed since publication, deleted).
// 重新评分 first previews (重新评分预览): the handed-in answers graded again against the bank's current version, nothing
// written, listing each student whose automatic score would change with the new verdict, and how many stay; 确认重新评分
// then applies that version (the server refuses it when the question changed since the preview, and applies a
// confirmation sent twice once). Then what changed, and below every regrade done so far with its students' automatic
// scores before and after (a teacher's own score stays and is shown).
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Descriptions, Empty, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EXERCISE_TYPE_NAMES } from '@contract/exercise';
import type { BankState, RegradeChange, RegradeOverview, RegradePreview, RegradePreviewChange, RegradeRecord } from '@contract/homework';
import { useT, type MessageId } from '@/components/Locale';
import { changeWords } from '@/components/VersionHistory/words';
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
  /** the dry run: writes nothing */
  preview: (questionId: number) => Promise<RegradePreview>;
  /** applies the bank's version the preview graded against */
  regrade: (questionId: number, version: number) => Promise<RegradeRecord>;
  /** after a regrade: totals changed */
  onRegraded?: () => void;
};

const VERDICTS = {
  correct: { color: 'success', text: 'homeworkReview.regrade.verdict.correct' },
  wrong: { color: 'error', text: 'homeworkReview.regrade.verdict.wrong' },
  pending: { color: 'default', text: 'homeworkReview.regrade.verdict.pending' },
} as const;
const verdictOf = (c: RegradePreviewChange) => VERDICTS[c.correct === null ? 'pending' : c.correct ? 'correct' : 'wrong'];

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

/** 第 n 版, or 未记录 for a paper published before questions had versions. */
const versionText = (t: ReturnType<typeof useT>, v: number | null) =>
  v === null ? t('homeworkReview.regrade.version.unknown') : t('homeworkReview.regrade.version', { version: v });

/** What the regrade would do: the two versions, what differs, and each student whose automatic score would change. */
function PreviewBody({ preview }: { preview: RegradePreview }) {
  const t = useT();
  const none = t('homeworkReview.none');
  const score = (v: number | null) => (v === null ? none : points(v));
  const changed = preview.changes.length;
  const columns: TableColumnsType<RegradePreviewChange> = [
    { title: t('homeworkReview.regrade.change.student'), key: 'student', render: (_, c) => t('homeworkReview.dup.person', { name: c.name, code: c.code }) },
    {
      title: t('homeworkReview.regrade.change.score'),
      key: 'score',
      render: (_, c) => (
        <span data-testid="regrade-preview-change">{t('homeworkReview.regrade.change.value', { from: score(c.oldScore), to: score(c.newScore) })}</span>
      ),
    },
    {
      title: t('homeworkReview.regrade.preview.verdict'),
      key: 'verdict',
      render: (_, c) => (
        <Space size={4} wrap>
          <Tag color={verdictOf(c).color}>{t(verdictOf(c).text)}</Tag>
          <Typography.Text type="secondary">{c.message}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('homeworkReview.regrade.change.manual'),
      dataIndex: 'manualScore',
      render: (_, c) => (c.manualScore === null ? none : t('homeworkReview.regrade.change.manualKept', { score: points(c.manualScore) })),
    },
  ];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="regrade-preview">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('homeworkReview.regrade.preview.published')}>{versionText(t, preview.publishedVersion)}</Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.regrade.preview.bank')}>
          <span data-testid="regrade-preview-bank">{versionText(t, preview.bankVersion)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.regrade.preview.differences')}>
          {preview.differences.length ? changeWords(t, preview.differences) : t('homeworkReview.regrade.preview.noDifference')}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text data-testid="regrade-preview-summary">
        {t('homeworkReview.regrade.preview.summary', { count: preview.answerCount, changed, unchanged: preview.unchangedCount })}
      </Typography.Text>
      {changed === 0 ? (
        <Typography.Text type="secondary">{t('homeworkReview.regrade.preview.noChange')}</Typography.Text>
      ) : (
        <Table rowKey="studentId" size="small" pagination={false} columns={columns} dataSource={preview.changes} />
      )}
      <Alert type="info" showIcon message={t('homeworkReview.regrade.preview.note')} />
    </Space>
  );
}

export default function RegradePanel({ id, load, preview, regrade, onRegraded }: Props) {
  const t = useT();
  const { modal } = App.useApp();
  const overview = useRequest(load, { refreshDeps: [id] });
  /** the preview on show; the confirmation sends its version */
  const [shown, setShown] = useState<RegradePreview | null>(null);
  const dryRun = useRequest(preview, { manual: true, onSuccess: setShown });
  const run = useRequest(regrade, {
    manual: true,
    onSuccess: (record) => {
      setShown(null);
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
      title: t('homeworkReview.regrade.col.version'),
      key: 'version',
      width: 170,
      render: (_, q) => (
        <span data-testid={`regrade-version-${q.questionId}`}>
          {t('homeworkReview.regrade.version.pair', {
            published: versionText(t, q.publishedVersion),
            bank: q.bankVersion === null ? t('homeworkReview.regrade.bank.missing') : versionText(t, q.bankVersion),
          })}
        </span>
      ),
    },
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
        <Button
          size="small"
          disabled={q.bank === 'missing' || count === 0 || run.loading}
          loading={dryRun.loading && dryRun.params[0] === q.questionId}
          onClick={() => dryRun.runAsync(q.questionId).catch(() => undefined)}
          data-testid={`regrade-${q.questionId}`}
        >
          {t('homeworkReview.regrade.action')}
        </Button>
      ),
    },
  ];

  const recordColumns: TableColumnsType<RegradeRecord> = [
    { title: t('homeworkReview.regrade.record.time'), dataIndex: 'regradedAt', width: 170, render: (_, r) => dayjs(r.regradedAt).format('YYYY-MM-DD HH:mm') },
    { title: t('homeworkReview.regrade.col.position'), dataIndex: 'position', width: 80, render: (_, r) => t('answerView.position', { position: r.position }) },
    { title: t('homeworkReview.regrade.record.by'), dataIndex: 'regradedBy', width: 120 },
    { title: t('homeworkReview.regrade.record.version'), dataIndex: 'version', width: 100, render: (_, r) => versionText(t, r.version) },
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
      <Modal
        open={shown !== null}
        width={760}
        title={shown && t('homeworkReview.regrade.preview.title', { position: shown.position })}
        onCancel={() => setShown(null)}
        maskClosable={!run.loading}
        destroyOnHidden
        footer={
          shown && [
            <Button key="cancel" onClick={() => setShown(null)} disabled={run.loading}>
              {t('common.cancel')}
            </Button>,
            <Button
              key="again"
              loading={dryRun.loading}
              disabled={run.loading}
              onClick={() => dryRun.runAsync(shown.questionId).catch(() => undefined)}
              data-testid="regrade-preview-again"
            >
              {t('homeworkReview.regrade.preview.again')}
            </Button>,
            <Button
              key="confirm"
              type="primary"
              loading={run.loading}
              disabled={dryRun.loading}
              // one confirmation at a time; the server applies a repeated one once all the same
              onClick={() => run.loading || run.runAsync(shown.questionId, shown.bankVersion).catch(() => undefined)}
              data-testid="regrade-confirm"
            >
              {t('homeworkReview.regrade.preview.confirm')}
            </Button>,
          ]
        }
      >
        {shown && <PreviewBody preview={shown} />}
      </Modal>
    </Card>
  );
}
