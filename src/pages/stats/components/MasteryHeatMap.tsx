// 知识点掌握热力图: a class's students × the course's knowledge points, each cell the share of points the student
// earned on the questions tagged with the point in their handed-in homework and exams (contract/analysis.ts); the
// colour goes from red (0 %) through yellow to green (100 %), a blank cell where nothing tagged was handed in.
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Empty, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { MasteryMap, MasteryRow } from '@contract/analysis';
import { useT } from '@/components/Locale';
import { getClassMastery } from '@/services/htdz/analysis';
import '@/locales/zh-CN/stats';

/** red 0 → yellow 50 → green 100, light enough for dark text */
export const heatColour = (percent: number) => `hsl(${Math.round((Math.max(0, Math.min(100, percent)) / 100) * 120)}, 70%, 80%)`;

export function MasteryTable({ map }: { map: MasteryMap }) {
  const t = useT();
  if (map.points.length === 0) return <Empty description={t('mastery.empty.points')} data-testid="mastery-empty" />;
  if (map.students.length === 0) return <Empty description={t('mastery.empty.students')} data-testid="mastery-empty" />;
  const columns: ColumnsType<MasteryRow> = [
    { title: t('mastery.student'), key: 'student', fixed: 'left', width: 160, render: (_, r) => `${r.name}（${r.code}）` },
    ...map.points.map((p, i) => ({
      title: p.name,
      key: String(p.knowId),
      width: 96,
      align: 'center' as const,
      onCell: (r: MasteryRow) => {
        const v = r.cells[i];
        return { style: v === null || v === undefined ? {} : { background: heatColour(v) } };
      },
      render: (_: unknown, r: MasteryRow) => (r.cells[i] === null || r.cells[i] === undefined ? '' : `${r.cells[i]}%`),
    })),
  ];
  return (
    <Table<MasteryRow>
      rowKey="userId"
      size="small"
      bordered
      columns={columns}
      dataSource={map.students}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="mastery-table"
    />
  );
}

export default function MasteryHeatMap({ sclassId }: { sclassId: number }) {
  const t = useT();
  const load = useRequest(async () => (await getClassMastery(sclassId)).obj, { refreshDeps: [sclassId], onError: () => undefined });
  return (
    <Card title={t('mastery.title')} data-testid="mastery-heat-map">
      <Typography.Paragraph type="secondary">{t('mastery.desc')}</Typography.Paragraph>
      {load.error && !load.data ? (
        <Alert
          type="error"
          showIcon
          message={t('mastery.loadFailed')}
          description={load.error.message}
          action={<Button onClick={load.refresh}>{t('analysis.retry')}</Button>}
        />
      ) : load.data ? (
        <MasteryTable map={load.data} />
      ) : (
        <Spin style={{ display: 'block', padding: 40 }} />
      )}
    </Card>
  );
}
