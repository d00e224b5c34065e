// Create or edit a scene: name, description, the init script and its hidden data; 预览数据 runs the script without
// saving and shows the tables it makes; 保存 stores it (a script PostgreSQL refuses is shown here with its line
// marked). Once saved, a console below runs SQL on the scene. The form is kept as a draft in the browser until it
// is saved. A refused script's message and line are use-script-error.ts.
import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Empty, Form, Input, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SaveSceneBody, type Scene, type SceneTable } from '@contract/scene';
import DraftRestoredAlert from '@/components/Draft/RestoredAlert';
import { useFormDraft } from '@/components/Draft/use-form-draft';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import PageFrame from '@/components/PageFrame';
import SceneConsole from '@/components/SceneConsole';
import SceneTables from '@/components/SceneTables';
import SqlEditor, { type SqlEditorHandle } from '@/components/SqlEditor';
import { getScene, previewScene, saveScene } from '@/services/htdz/scene';
import { draftKey, EMPTY_SCENE, hiddenDataOf, hiddenShownOf, savedValuesOf, sceneDraft, type SceneValues } from '@/utils/scene-draft';
import { SCENE_LINKS, type SceneArea } from '@/utils/scene-links';
import HiddenDataFields from './HiddenDataFields';
import { useScriptError } from './use-script-error';
import '@/locales/zh-CN/scene';

type Props = {
  area: SceneArea;
  /** the course of a new scene; null for the public library */
  courseId: number | null;
  /** null: a new scene */
  sceneId: number | null;
  /** the route has no layout */
  bare: boolean;
};

export default function SceneEditor({ area, courseId, sceneId, bare }: Props) {
  const t = useT();
  const { message, modal, notification } = App.useApp();
  const links = SCENE_LINKS[area];
  const [form] = Form.useForm<SceneValues>();
  const script = useRef<SqlEditorHandle>(null);
  const draft = useFormDraft(form, draftKey(sceneId, courseId), sceneDraft);
  const [scene, setScene] = useState<Scene | null>(null);
  const [tables, setTables] = useState<SceneTable[] | null>(null);
  const scriptError = useScriptError();
  const { errorLine, hiddenError } = scriptError;
  /** how many hidden data editors are open; null: as many as the form's values fill */
  const [hiddenShown, setHiddenShown] = useState<number | null>(null);
  useEffect(() => setHiddenShown(null), [draft.key]);

  const load = useRequest(async () => (sceneId === null ? null : (await getScene(sceneId)).obj), {
    refreshDeps: [sceneId],
    onSuccess: (loaded) => {
      scriptError.clear();
      setScene(loaded);
      setTables(loaded?.tables ?? null);
      draft.start(loaded ? savedValuesOf(loaded) : EMPTY_SCENE);
    },
  });
  const preview = useRequest((initSql: string) => previewScene({ initSql }, { skipErrorHandler: true }), { manual: true });
  const save = useRequest(saveScene, { manual: true });

  // The page title follows the saved name.
  const title = sceneId === null ? t('scene.create.title') : `${t('scene.update.title')}${scene ? `：${scene.name}` : ''}`;
  const listOf = scene ? scene.courseId : courseId;
  const where = listOf === null ? t('scene.course.public') : (scene?.courseName ?? undefined);
  const back = () => {
    const go = () => history.push(links.list(listOf));
    if (!draft.dirty) return go();
    modal.confirm({ title: t('scene.leave.title'), content: t('scene.leave.content'), okText: t('scene.leave.ok'), onOk: go });
  };

  const onPreview = async () => {
    const { initSql } = await form.validateFields(['initSql']).catch(() => ({ initSql: null }));
    if (initSql === null || preview.loading) return;
    try {
      const answer = await preview.runAsync(initSql);
      setTables(answer.obj.tables);
      scriptError.clear();
    } catch (e) {
      scriptError.show(e);
    }
  };

  const onSave = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || save.loading) return;
    const sent = sceneDraft.valuesOf(values);
    try {
      const answer = await save.runAsync(
        {
          sceneId,
          courseId: scene ? scene.courseId : courseId,
          name: sent.name,
          description: sent.description.trim() || null,
          initSql: sent.initSql,
          hiddenData: hiddenDataOf(sent),
        },
        { skipErrorHandler: true },
      );
      scriptError.clear();
      draft.markSaved(sent);
      // saved all the same; the warning stays until closed
      if (answer.obj.dataWarning) {
        notification.warning({ key: 'scene-data-warning', message: t('scene.form.dataWarning'), description: answer.obj.dataWarning, duration: 0 });
      }
      if (sceneId === null) {
        message.success(t('scene.form.created'));
        history.replace(links.update(answer.obj));
        return;
      }
      message.success(t('scene.form.saved'));
      setScene(answer.obj);
      setTables(answer.obj.tables);
    } catch (e) {
      scriptError.show(e);
    }
  };

  const page = (children: ReactNode) => (
    <PageFrame bare={bare} title={title} subTitle={where} backText={t('scene.back.list')} onBack={back}>
      {children}
    </PageFrame>
  );

  if (load.error) return page(<Result status="404" title={t('scene.notFound')} subTitle={t('scene.notFound.desc')} />);
  if (load.loading || !draft.initial) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  if (scene && !scene.canEdit) {
    return page(
      <Result
        status="403"
        title={t('scene.cannotEdit')}
        subTitle={t('scene.cannotEdit.desc')}
        extra={
          <Button type="primary" onClick={() => history.push(links.view(scene.sceneId))}>
            {t('scene.view')}
          </Button>
        }
      />,
    );
  }

  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('scene.form.card')}>
        {draft.restored && <DraftRestoredAlert savedAt={draft.restored.savedAt} onDiscard={draft.discard} testId="scene-draft-restored" />}
        <Form<SceneValues>
          key={draft.key}
          form={form}
          layout="vertical"
          initialValues={draft.initial}
          onValuesChange={(changed, all) => {
            if ('initSql' in changed) scriptError.setErrorLine(null);
            if (hiddenError && `hidden${hiddenError.index + 1}` in changed) scriptError.setHiddenError({ ...hiddenError, line: null });
            draft.onValuesChange(all);
          }}
        >
          <Form.Item name="name" label={t('scene.form.name')} required rules={[zodRule(SaveSceneBody.shape.name, t('scene.form.name.required'))]}>
            <Input placeholder={t('scene.form.name.placeholder')} maxLength={60} showCount />
          </Form.Item>
          <Form.Item name="description" label={t('scene.form.description')} rules={[zodRule(SaveSceneBody.shape.description)]}>
            <Input.TextArea placeholder={t('scene.form.description.placeholder')} maxLength={2000} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <Form.Item
            name="initSql"
            label={t('scene.form.initSql')}
            required
            extra={t('scene.form.initSql.extra')}
            rules={[zodRule(SaveSceneBody.shape.initSql, t('scene.form.initSql.required'))]}
          >
            <SqlEditor
              ref={script}
              errorLine={errorLine}
              onRun={onPreview}
              minHeight={280}
              maxHeight={560}
              label={t('scene.form.initSql')}
              placeholder={t('scene.form.initSql.placeholder')}
            />
          </Form.Item>
          <HiddenDataFields
            form={form}
            shown={hiddenShown ?? hiddenShownOf(draft.initial)}
            onShownChange={setHiddenShown}
            onMoved={() => draft.onValuesChange(form.getFieldsValue(true))}
            error={hiddenError}
          />
        </Form>
        {scriptError.message && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="scene-script-error"
            message={t(hiddenError ? 'scene.hidden.error' : 'scene.form.scriptError')}
            description={<span style={{ whiteSpace: 'pre-wrap' }}>{scriptError.message}</span>}
            action={
              errorLine !== null && (
                <Button size="small" onClick={() => script.current?.revealLine(errorLine)}>
                  {t('scene.form.scriptError.line', { line: errorLine })}
                </Button>
              )
            }
          />
        )}
        <Space wrap>
          <Button icon={<EyeOutlined />} loading={preview.loading} onClick={onPreview} data-testid="scene-preview">
            {t('scene.form.preview')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={save.loading} onClick={onSave} data-testid="scene-save">
            {t('scene.form.save')}
          </Button>
          {draft.dirty && <Typography.Text type="secondary">{t('scene.form.dirty')}</Typography.Text>}
        </Space>
      </Card>
      <Card title={t('scene.preview.title')} data-testid="scene-preview-tables">
        {tables ? <SceneTables tables={tables} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('scene.preview.empty')} />}
      </Card>
      {scene && (
        <Card title={t('scene.console.title')}>
          <SceneConsole sceneId={scene.sceneId} firstTable={scene.tableNames[0]} unsaved={draft.dirty} />
        </Card>
      )}
    </Space>,
  );
}
