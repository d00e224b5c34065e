// The schema of a SQL question's scene, beside the answer editor (or in a drawer on a phone): how its tables refer to
// each other (foreign keys), then each table with its columns, types and keys and its first rows. Only what the scene's
// answer (contract/scene.ts Scene) carries: the visible scene's tables, never hidden data. Loading, failure and a
// scene without tables each say so.
import { ApartmentOutlined, DatabaseOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton, Space, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { SceneTable } from '@contract/scene';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import Relations, { relationsOf } from './Relations';
import TableSchema from './TableSchema';
import type { SceneSchemaState } from './use-scene-schema';
import '@/locales/zh-CN/scene';

export { useSceneSchema, type SceneSchemaState } from './use-scene-schema';

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 6, color: token.colorTextSecondary }}>
        <span style={{ marginRight: 6 }}>{icon}</span>
        {title}
      </Typography.Text>
      {children}
    </section>
  );
}

/** The relations and the tables. */
export function SchemaTables({ tables }: { tables: readonly SceneTable[] }) {
  const t = useT();
  const relations = relationsOf(tables).length;
  return (
    <Space direction="vertical" size={14} style={{ width: '100%' }}>
      {relations > 0 && (
        <Section icon={<ApartmentOutlined />} title={t('scene.schema.relations', { count: relations })}>
          <Relations tables={tables} />
        </Section>
      )}
      <Section icon={<DatabaseOutlined />} title={t('scene.schema.tables', { count: tables.length })}>
        <Space direction="vertical" size={10} style={{ width: '100%' }}>
          {tables.map((table) => (
            <TableSchema key={table.name} table={table} />
          ))}
        </Space>
      </Section>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('scene.schema.hint')}
      </Typography.Text>
    </Space>
  );
}

/** The scene's schema in whatever state its reading is. */
export default function SceneSchema({ state }: { state: SceneSchemaState }) {
  const t = useT();
  const { scene, loading, error, retry } = state;
  if (error && !scene && !loading) {
    const reason = bizMessage(error);
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="scene-schema-error"
        message={t('scene.schema.error')}
        description={reason ?? t('scene.schema.error.network')}
        action={
          <Button size="small" onClick={retry} data-testid="scene-schema-retry">
            {t('scene.schema.retry')}
          </Button>
        }
      />
    );
  }
  if (!scene) {
    return (
      <div data-testid="scene-schema-loading" role="status" aria-live="polite">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('scene.schema.loading')}
        </Typography.Text>
        <Skeleton active title={false} paragraph={{ rows: 5 }} style={{ marginTop: 8 }} />
      </div>
    );
  }
  if (scene.tables.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('scene.schema.empty')} data-testid="scene-schema-empty" />;
  }
  return (
    <div data-testid="scene-schema">
      <SchemaTables tables={scene.tables} />
    </div>
  );
}
