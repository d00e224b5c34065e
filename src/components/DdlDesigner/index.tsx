// 设计期望结构: the DDL designer. The author edits the structure a DDL or view question asks for (starting from the
// scene's tables, or the design the question already has) and sees, as they type, the reference answer, the
// verification SQL and a draft stem the contract's generator makes of it; 应用 hands them to the question editor.
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Col, Modal, Row, Space, Spin, Switch, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { SchemaDesign } from '@contract/ddl-design';
import { designOfScene, type SceneTableShape } from '@contract/ddl-generate';
import { useT } from '@/components/Locale';
import { getScene } from '@/services/htdz/scene';
import { analyse, blankTable, droppedTables, isSceneTable } from './draft';
import ObjectsEditor from './ObjectsEditor';
import Preview from './Preview';
import TableEditor from './TableEditor';
import '@/locales/zh-CN/ddl-designer';

/** What 应用 hands over: the design as the contract read it and what was generated from it. */
export type DdlDesignResult = { design: SchemaDesign; referenceSql: string; verifySql: string; stem: string };

type Props = {
  sceneId: number;
  /** the question's design, to go on from; null: start from the scene's tables */
  design: SchemaDesign | null;
  onApply: (result: DdlDesignResult) => void;
  onCancel: () => void;
};

const OBJECTS_TAB = 'objects';

function Designer({
  scene,
  sceneName,
  initial,
  onApply,
  onCancel,
}: { scene: SceneTableShape[]; sceneName: string; initial: SchemaDesign } & Omit<Props, 'sceneId' | 'design'>) {
  const t = useT();
  const { modal } = App.useApp();
  const [design, setDesign] = useState<SchemaDesign>(initial);
  const [tab, setTab] = useState('0');
  const analysis = useMemo(() => analyse(scene, design), [scene, design]);
  const dropped = droppedTables(scene, design);
  const change = (next: Partial<SchemaDesign>) => setDesign((d) => ({ ...d, ...next }));

  const addTable = () => {
    const table = blankTable([...design.tables.map((x) => x.name), ...scene.map((x) => x.name)], t('ddlDesigner.newTableName'));
    change({ tables: [...design.tables, table] });
    setTab(String(design.tables.length));
  };
  const removeTable = (at: number) => {
    change({ tables: design.tables.filter((_, i) => i !== at) });
    setTab(String(Math.max(0, at - 1)));
  };
  const restoreTable = (name: string) => {
    const table = designOfScene(scene.filter((x) => x.name === name)).tables[0];
    if (table) change({ tables: [...design.tables, table] });
  };
  const restart = () =>
    modal.confirm({
      title: t('ddlDesigner.restart.confirm'),
      onOk: () => {
        setDesign({ ...designOfScene(scene), ignoreCase: design.ignoreCase, columnOrderMatters: design.columnOrderMatters });
        setTab('0');
      },
    });
  const apply = () => {
    if (!analysis.design || !analysis.generated) return;
    const { referenceSql, verifySql, stem } = analysis.generated;
    onApply({ design: analysis.design, referenceSql, verifySql, stem });
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('ddlDesigner.intro', { scene: sceneName })}</Typography.Paragraph>
      <Space wrap size={24} style={{ marginBottom: 12 }}>
        <Space>
          <Switch checked={design.ignoreCase} onChange={(ignoreCase) => change({ ignoreCase })} data-testid="ddl-ignore-case" />
          {t('ddlDesigner.ignoreCase')}
        </Space>
        <Space>
          <Switch checked={design.columnOrderMatters} onChange={(columnOrderMatters) => change({ columnOrderMatters })} data-testid="ddl-column-order" />
          {t('ddlDesigner.columnOrderMatters')}
        </Space>
        <Button icon={<ReloadOutlined />} onClick={restart} data-testid="ddl-restart">
          {t('ddlDesigner.restart')}
        </Button>
      </Space>
      {dropped.length > 0 && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          data-testid="ddl-dropped"
          message={
            <Space wrap>
              {t('ddlDesigner.dropped')}
              {dropped.map((x) => (
                <Button key={x.name} size="small" type="link" onClick={() => restoreTable(x.name)}>
                  {t('ddlDesigner.dropped.restore', { name: x.name })}
                </Button>
              ))}
            </Space>
          }
        />
      )}
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          <Tabs
            type="card"
            activeKey={tab}
            onChange={setTab}
            tabBarExtraContent={
              <Button icon={<PlusOutlined />} onClick={addTable} data-testid="ddl-add-table">
                {t('ddlDesigner.addTable')}
              </Button>
            }
            items={[
              ...design.tables.map((table, i) => ({
                key: String(i),
                label: table.name || t('ddlDesigner.table.name'),
                children: (
                  <TableEditor
                    table={table}
                    tables={design.tables}
                    fromScene={isSceneTable(scene, design, table.name)}
                    onChange={(next) => change({ tables: design.tables.map((x, k) => (k === i ? next : x)) })}
                    onRemove={() => removeTable(i)}
                  />
                ),
              })),
              {
                key: OBJECTS_TAB,
                label: t('ddlDesigner.objects'),
                children: <ObjectsEditor sequences={design.sequences} views={design.views} onChange={change} />,
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Preview analysis={analysis} />
        </Col>
      </Row>
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={onCancel} data-testid="ddl-cancel">
          {t('ddlDesigner.cancel')}
        </Button>
        <Button type="primary" disabled={!analysis.generated} onClick={apply} data-testid="ddl-apply">
          {t('ddlDesigner.apply')}
        </Button>
      </Space>
    </>
  );
}

/** The designer in its dialog, on the scene's tables as the grading engine describes them; only 取消 closes it (Escape
 * or a click beside it would lose the design). */
export default function DdlDesigner({ sceneId, design, onApply, onCancel }: Props) {
  const t = useT();
  const scene = useRequest(async () => (await getScene(sceneId)).obj, { refreshDeps: [sceneId] });
  const loaded = scene.data?.sceneId === sceneId ? scene.data : null;
  return (
    <Modal open title={t('ddlDesigner.title')} width={1280} footer={null} onCancel={onCancel} maskClosable={false} keyboard={false} destroyOnHidden>
      <div data-testid="ddl-designer">
        {loaded ? (
          <Designer scene={loaded.tables} sceneName={loaded.name} initial={design ?? designOfScene(loaded.tables)} onApply={onApply} onCancel={onCancel} />
        ) : scene.error ? (
          <Alert type="error" message={t('ddlDesigner.loadFailed')} />
        ) : (
          <Spin tip={t('ddlDesigner.loading')} style={{ display: 'block', padding: 48 }}>
            <div />
          </Spin>
        )}
      </div>
    </Modal>
  );
}
