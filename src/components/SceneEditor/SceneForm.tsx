// The scene form, shared by the scene pages and the drawer of the question editor: name, description, the init script
// and its hidden data; 预览数据 runs the script without saving and shows the tables it makes; 保存 stores it (a script
// PostgreSQL refuses is shown here with its line marked). The form is kept as a draft in the browser until it is
// saved. A saved scene is announced (use-scene-saved.ts), so what shows it elsewhere reads it again.
import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Empty, Form, Input, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type SavedScene, SaveSceneBody, type Scene, type SceneTable } from '@contract/scene';
import DraftRestoredAlert from '@/components/Draft/RestoredAlert';
import { useFormDraft } from '@/components/Draft/use-form-draft';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import SceneTables from '@/components/SceneTables';
import SqlEditor, { type SqlEditorHandle } from '@/components/SqlEditor';
import { announceSceneSaved } from '@/hooks/use-scene-saved';
import { previewScene, saveScene } from '@/services/htdz/scene';
import { draftKey, EMPTY_SCENE, hiddenDataOf, hiddenShownOf, savedValuesOf, sceneDraft, type SceneValues } from '@/utils/scene-draft';
import HiddenDataFields from './HiddenDataFields';
import { useScriptError } from './use-script-error';
import '@/locales/zh-CN/scene';

type Props = {
  /** the scene as loaded; null for a new one (mount the form anew for another scene: `key`) */
  scene: Scene | null;
  /** the course of a new scene; null for the public library */
  courseId: number | null;
  /** saved; `created` for a new scene */
  onSaved: (saved: SavedScene, created: boolean) => void;
  /** whether the form differs from what is saved (the page asks before leaving, the console warns) */
  onDirtyChange?: (dirty: boolean) => void;
};

export default function SceneForm({ scene, courseId, onSaved, onDirtyChange }: Props) {
  const t = useT();
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<SceneValues>();
  const script = useRef<SqlEditorHandle>(null);
  const sceneId = scene?.sceneId ?? null;
  const draft = useFormDraft(form, draftKey(sceneId, courseId), sceneDraft);
  const [tables, setTables] = useState<SceneTable[] | null>(scene?.tables ?? null);
  const scriptError = useScriptError();
  const { errorLine, hiddenError } = scriptError;
  /** how many hidden data editors are open; null: as many as the form's values fill */
  const [hiddenShown, setHiddenShown] = useState<number | null>(null);
  const preview = useRequest((initSql: string) => previewScene({ initSql }, { skipErrorHandler: true }), { manual: true });
  const save = useRequest(saveScene, { manual: true });

  // the saved values are known from the start: the draft, if any, is offered over them once
  const { start } = draft;
  const startValues = useRef(scene ? savedValuesOf(scene) : EMPTY_SCENE);
  useEffect(() => start(startValues.current), [start]);
  useEffect(() => onDirtyChange?.(draft.dirty), [draft.dirty, onDirtyChange]);

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
      setTables(answer.obj.tables);
      announceSceneSaved(answer.obj.sceneId);
      // saved all the same; the warning stays until closed
      if (answer.obj.dataWarning) {
        notification.warning({ key: 'scene-data-warning', message: t('scene.form.dataWarning'), description: answer.obj.dataWarning, duration: 0 });
      }
      message.success(t(sceneId === null ? 'scene.form.created' : 'scene.form.saved'));
      onSaved(answer.obj, sceneId === null);
    } catch (e) {
      scriptError.show(e);
    }
  };

  if (!draft.initial) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('scene.form.card')}>
        {draft.restored && <DraftRestoredAlert savedAt={draft.restored.savedAt} onDiscard={draft.discard} testId="scene-draft-restored" />}
        {scene && scene.usedBy > 0 && (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="scene-used-by" message={t('scene.form.usedBy', { count: scene.usedBy })} />
        )}
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
    </Space>
  );
}
