// 题目分析: each question of an exam-class or a homework over the handed-in work (contract/analysis.ts defines the
// figures): a table with its flags, a bar chart of difficulty and an .xlsx export of the table. Shared by the exam
// report and the homework submissions page; the chart loads as a chunk of its own when the analysis is shown.
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Empty, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense } from 'react';
import type { ItemAnalysis, ItemStat } from '@contract/analysis';
import ExportXlsxButton, { type XlsxColumn } from '@/components/ExportXlsx';
import { useT, type Translate } from '@/components/Locale';
import '@/locales/zh-CN/stats';

const BarChart = lazy(() => import('@/components/Charts').then((m) => ({ default: m.BarChart })));

const figure = (v: number | null) => (v === null ? '—' : v.toFixed(2));

const optionsText = (t: Translate, item: ItemStat) =>
  item.options
    ? [...item.options.map((o) => t('analysis.option', { key: o.key, count: o.count })), t('analysis.option.none', { count: item.unanswered })].join('，')
    : '';

const flagsText = (t: Translate, item: ItemStat) =>
  [
    item.unpickedDistractors.length ? t('analysis.flag.unpicked', { keys: item.unpickedDistractors.join('、') }) : null,
    item.strongFail ? t('analysis.flag.strongFail') : null,
  ]
    .filter((x) => x !== null)
    .join('；');

function exportColumns(t: Translate): XlsxColumn<ItemStat>[] {
  return [
    { header: t('analysis.col.position'), value: (r) => r.position },
    { header: t('analysis.col.stem'), value: (r) => r.stemText, width: 40 },
    { header: t('analysis.col.score'), value: (r) => r.score },
    { header: t('analysis.col.difficulty'), value: (r) => r.difficulty },
    { header: t('analysis.col.discrimination'), value: (r) => r.discrimination },
    { header: t('analysis.col.pointBiserial'), value: (r) => r.pointBiserial },
    { header: t('analysis.col.options'), value: (r) => optionsText(t, r) || null },
    { header: t('analysis.col.flags'), value: (r) => flagsText(t, r) || null },
  ];
}

const headed = (title: string, tip: string) => (
  <Tooltip title={tip}>
    <span>{title}</span>
  </Tooltip>
);

/** The table, chart and export of a loaded analysis; the note of no hand-ins while nobody is counted. */
export function ItemAnalysisView({ analysis }: { analysis: ItemAnalysis }) {
  const t = useT();
  if (analysis.counted === 0) return <Empty description={t('analysis.empty')} data-testid="item-analysis-empty" />;
  const columns: ColumnsType<ItemStat> = [
    { title: t('analysis.col.position'), dataIndex: 'position', width: 64 },
    { title: t('analysis.col.stem'), dataIndex: 'stemText', ellipsis: true },
    { title: t('analysis.col.score'), dataIndex: 'score', width: 64 },
    {
      title: headed(t('analysis.col.difficulty'), t('analysis.col.difficulty.tip')),
      key: 'difficulty',
      width: 80,
      render: (_, r) => figure(r.difficulty),
    },
    {
      title: headed(t('analysis.col.discrimination'), t('analysis.col.discrimination.tip')),
      key: 'discrimination',
      width: 80,
      render: (_, r) => figure(r.discrimination),
    },
    {
      title: headed(t('analysis.col.pointBiserial'), t('analysis.col.pointBiserial.tip')),
      key: 'pointBiserial',
      width: 96,
      render: (_, r) => figure(r.pointBiserial),
    },
    {
      title: t('analysis.col.options'),
      key: 'options',
      render: (_, r) =>
        r.options ? (
          <Space size={[4, 4]} wrap>
            {r.options.map((o) => (
              <Tag key={o.key} color={o.correct ? 'success' : o.count === 0 ? 'default' : undefined}>
                {t('analysis.option', { key: o.key, count: o.count })}
              </Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: t('analysis.col.flags'),
      key: 'flags',
      render: (_, r) => (
        <Space size={[4, 4]} wrap>
          {r.unpickedDistractors.length > 0 && <Tag color="warning">{t('analysis.flag.unpicked', { keys: r.unpickedDistractors.join('、') })}</Tag>}
          {r.strongFail && <Tag color="error">{t('analysis.flag.strongFail')}</Tag>}
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text type="secondary" data-testid="item-analysis-counted">
          {t('analysis.counted', { counted: analysis.counted, students: analysis.students, group: analysis.groupSize })}
        </Typography.Text>
        <ExportXlsxButton
          data-testid="item-analysis-export"
          build={() => ({
            fileName: t('analysis.export.name', { name: analysis.name, clazz: analysis.className }),
            sheetName: t('analysis.export.sheet'),
            columns: exportColumns(t),
            rows: analysis.items,
          })}
        />
      </Space>
      <Suspense fallback={<Spin />}>
        <BarChart
          title={t('analysis.chart')}
          bars={analysis.items.map((i) => ({ key: i.questionId, label: String(i.position), value: i.difficulty ?? 0 }))}
          max={1}
          format={(v) => v.toFixed(2)}
          empty={t('analysis.chart.empty')}
          data-testid="item-analysis-chart"
        />
      </Suspense>
      <Table<ItemStat> rowKey="questionId" size="small" columns={columns} dataSource={analysis.items} pagination={false} data-testid="item-analysis-table" />
    </Space>
  );
}

/** The analysis as a card: loads it (`id` changes reload), with its loading and failure states. */
export default function ItemAnalysisCard({ id, load }: { id: number; load: (id: number) => Promise<ItemAnalysis> }) {
  const t = useT();
  // a failure is shown in the card (onError: not logged as well)
  const request = useRequest(() => load(id), { refreshDeps: [id], onError: () => undefined });
  return (
    <Card title={t('analysis.title')} data-testid="item-analysis">
      {request.error && !request.data ? (
        <Alert
          type="error"
          showIcon
          message={t('analysis.loadFailed')}
          description={request.error.message}
          action={<Button onClick={request.refresh}>{t('analysis.retry')}</Button>}
        />
      ) : request.data ? (
        <ItemAnalysisView analysis={request.data} />
      ) : (
        <Spin style={{ display: 'block', padding: 40 }} />
      )}
    </Card>
  );
}
