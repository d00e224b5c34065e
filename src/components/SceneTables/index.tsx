// The tables of a scene: columns with their types, the first rows and how many there are.
import { TableOutlined } from '@ant-design/icons';
import { Card, Empty, Space, Typography } from 'antd';
import type { SceneTable } from '@contract/scene';
import { RowsTable } from '@/components/ResultSetTable';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/scene';

export default function SceneTables({ tables }: { tables: SceneTable[] }) {
  const t = useT();
  if (tables.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('scene.tables.none')} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {tables.map((table) => (
        <Card
          key={table.name}
          size="small"
          data-testid="scene-table"
          data-name={table.name}
          title={
            <Space>
              <TableOutlined />
              <span>{table.name}</span>
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                {t('scene.table.columns', { count: table.columns.length })} · {t('scene.table.rows', { count: table.rowCount })}
              </Typography.Text>
            </Space>
          }
        >
          <RowsTable columns={table.columns} rows={table.sampleRows} />
          {table.rowCount > table.sampleRows.length && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              {t('scene.table.sample', { shown: table.sampleRows.length })}
            </Typography.Text>
          )}
        </Card>
      ))}
    </Space>
  );
}
