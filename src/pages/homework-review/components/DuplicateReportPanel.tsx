// 查重 of a homework: the pairs of submissions whose similarity passed the threshold, most similar first, with each
// question's similarity and the teacher's decision, each opening the side-by-side comparison; 立即查重 runs the check
// now (it also runs by itself after the end when the homework has 查重 on; when off, it says so and still runs).
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Empty, Progress, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { DUPLICATE_DECISION_NAMES, type DuplicateDecision, type DuplicatePairRow, type HomeworkSummary } from '@contract/homework';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import { queryDuplicateReport, runDuplicateCheck } from '@/services/htdz/homework';
import { percentOf, REVIEW_LINKS } from '@/utils/review';
import '@/locales/zh-CN/homework-review';

export const DECISION_COLORS: Record<DuplicateDecision, string> = { pending: 'gold', confirmed: 'red', dismissed: 'default' };

export function DecisionTag({ decision }: { decision: DuplicateDecision }) {
  return (
    <Tag color={DECISION_COLORS[decision]} data-testid="duplicate-decision" data-decision={decision}>
      {DUPLICATE_DECISION_NAMES[decision]}
    </Tag>
  );
}

type Props = {
  homework: HomeworkSummary;
  /** after a run: the students' flags in the submissions list changed */
  onChecked?: () => void;
};

export default function DuplicateReportPanel({ homework, onChecked }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const { homeworkId } = homework;
  const report = useRequest(async () => (await queryDuplicateReport(homeworkId)).obj, { refreshDeps: [homeworkId] });
  const run = useRequest(async () => (await runDuplicateCheck(homeworkId)).obj, {
    manual: true,
    onSuccess: (data) => {
      report.mutate(data);
      message.success(t('homeworkReview.dup.ran', { count: data.pairs.length }));
      onChecked?.();
    },
  });
  const pairs = useMemo(() => [...(report.data?.pairs ?? [])].sort((a, b) => b.similarity - a.similarity), [report.data]);
  const checkedAt = report.data?.checkedAt ?? null;
  const person = (name: string, code: string) => t('homeworkReview.dup.person', { name, code });
  const open = (p: DuplicatePairRow) => history.push(REVIEW_LINKS.duplicate(p.studentId, p.otherStudentId, homeworkId));

  const columns: TableColumnsType<DuplicatePairRow> = [
    { title: t('homeworkReview.dup.col.student'), key: 'a', width: 170, render: (_, p) => person(p.name, p.code) },
    { title: t('homeworkReview.dup.col.other'), key: 'b', width: 170, render: (_, p) => person(p.otherName, p.otherCode) },
    {
      title: t('homeworkReview.dup.col.similarity'),
      dataIndex: 'similarity',
      width: 170,
      render: (_, p) => (
        <Progress
          percent={percentOf(p.similarity)}
          size="small"
          status={p.similarity >= 0.8 ? 'exception' : 'normal'}
          format={(v) => t('homeworkReview.percent', { value: v ?? 0 })}
          data-testid="duplicate-similarity"
        />
      ),
    },
    {
      title: t('homeworkReview.dup.col.questions'),
      key: 'questions',
      render: (_, p) => (
        <Space size={[4, 4]} wrap>
          {[...p.questions]
            .sort((x, y) => y.similarity - x.similarity)
            .map((q) => (
              <Tag key={q.questionId} color={q.similarity >= 0.8 ? 'red' : q.similarity >= 0.5 ? 'orange' : undefined}>
                {t('homeworkReview.dup.question', { questionId: q.questionId, percent: t('homeworkReview.percent', { value: percentOf(q.similarity) }) })}
              </Tag>
            ))}
        </Space>
      ),
    },
    { title: t('homeworkReview.dup.col.decision'), dataIndex: 'decision', width: 100, render: (_, p) => <DecisionTag decision={p.decision} /> },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      render: (_, p) => (
        <a onClick={() => open(p)} data-testid={`duplicate-compare-${p.studentId}-${p.otherStudentId}`}>
          {t('homeworkReview.dup.compare')}
        </a>
      ),
    },
  ];

  if (report.error && !report.data) {
    return (
      <Card>
        <Alert
          type="warning"
          showIcon
          message={t('homeworkReview.loadFailed')}
          description={bizMessage(report.error) ?? t('homeworkReview.loadFailed.desc')}
          action={<Button onClick={report.refresh}>{t('homeworkReview.retry')}</Button>}
        />
      </Card>
    );
  }
  return (
    <Card data-testid="duplicate-report">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {!homework.duplicateCheck && (
          <Alert type="info" showIcon message={t('homeworkReview.dup.off')} description={t('homeworkReview.dup.offDesc')} data-testid="duplicate-off" />
        )}
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text type="secondary" data-testid="duplicate-checked-at">
            {checkedAt ? t('homeworkReview.dup.checkedAt', { time: dayjs(checkedAt).format('YYYY-MM-DD HH:mm') }) : t('homeworkReview.dup.never')}
          </Typography.Text>
          <Button type="primary" icon={<SafetyCertificateOutlined />} loading={run.loading} onClick={() => run.run()} data-testid="duplicate-run">
            {checkedAt ? t('homeworkReview.dup.rerun') : t('homeworkReview.dup.run')}
          </Button>
        </Space>
        <Typography.Text type="secondary">{t('homeworkReview.dup.note')}</Typography.Text>
        <Table<DuplicatePairRow>
          rowKey={(p) => `${p.studentId}-${p.otherStudentId}`}
          size="middle"
          columns={columns}
          dataSource={pairs}
          loading={report.loading || run.loading}
          scroll={{ x: 900 }}
          pagination={pairs.length > 10 ? { defaultPageSize: 10, showSizeChanger: true } : false}
          locale={{
            emptyText: report.loading ? (
              ' '
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={checkedAt ? t('homeworkReview.dup.empty') : t('homeworkReview.dup.emptyNever')} />
            ),
          }}
        />
      </Space>
    </Card>
  );
}
