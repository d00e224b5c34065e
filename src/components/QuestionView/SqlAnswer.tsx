// The answer of a SQL question: the scene it runs on, the editor, and — when the page can run SQL — a 运行 button
// showing the results or PostgreSQL's error with its line marked, as the scene console does. Runs never score.
// The scene's schema (tables, columns, keys, first rows: src/components/SceneSchema) stands beside the editor when the
// answer is wide enough, else opens in a drawer from the scene tag; the editor completes its table and column names.
import { DatabaseOutlined, TableOutlined } from '@ant-design/icons';
import { useSize } from 'ahooks';
import { App, Button, Drawer, Space, Tag, theme } from 'antd';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { StudentExercise } from '@contract/exercise';
import type { SqlRunResult } from '@contract/grading';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import SceneSchema, { useSceneSchema } from '@/components/SceneSchema';
import SqlEditor, { type SqlEditorHandle } from '@/components/SqlEditor';
import SqlRunOutput from '@/components/SqlEditor/RunOutput';
import '@/locales/zh-CN/practice';
import '@/locales/zh-CN/scene';

/** The answer's own width from which the schema stands beside the editor (px), and the schema's width there. */
const BESIDE_FROM = 760;
const SCHEMA_WIDTH = 340;

type Props = {
  exercise: StudentExercise;
  sql: string;
  onChange: (sql: string) => void;
  readOnly: boolean;
  disabled: boolean;
  onRunSql?: (sql: string) => Promise<SqlRunResult>;
};

export default function SqlAnswer({ exercise, sql, onChange, readOnly, disabled, onRunSql }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const editor = useRef<SqlEditorHandle>(null);
  const [result, setResult] = useState<SqlRunResult | null>(null);
  const [errorLine, setErrorLine] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const canRun = !!onRunSql && !disabled;

  const run = async () => {
    if (!onRunSql || !canRun || running) return;
    if (!sql.trim()) {
      message.warning(t('sql.run.empty'));
      return;
    }
    setRunning(true);
    try {
      const answer = await onRunSql(sql);
      setResult(answer);
      setErrorLine(answer.error?.line ?? null);
    } catch {
      // the request layer has shown why; the last result stays
    } finally {
      setRunning(false);
    }
  };

  const sceneId = exercise.sceneId;
  const schema = useSceneSchema(sceneId);
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const width = useSize(box)?.width;
  const wide = sceneId !== undefined && (width ?? 0) >= BESIDE_FROM;
  // wide: whether the schema stands beside the editor (until the reader says otherwise: unless the server refused it,
  // as it does a class's co-teacher grading, whose page need not carry the refusal beside every answer); narrow:
  // whether its drawer is open
  const [besideChosen, setBeside] = useState<boolean | null>(null);
  const beside = besideChosen ?? bizMessage(schema.error) === null;
  const [drawer, setDrawer] = useState(false);
  const shown = wide ? beside : drawer;
  const toggle = () => (wide ? setBeside(!beside) : setDrawer((v) => !v));
  const panelId = useId();

  const sceneName = exercise.sceneName ?? schema.scene?.name;
  const scene = sceneName ? t('question.sql.scene', { name: sceneName }) : sceneId ? t('question.sql.sceneId', { id: sceneId }) : null;
  const onTagKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    toggle();
  };

  const answer = (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <SqlEditor
        ref={editor}
        value={sql}
        readOnly={readOnly}
        onChange={(v) => {
          onChange(v);
          setErrorLine(null);
        }}
        onRun={canRun ? run : undefined}
        errorLine={errorLine}
        minHeight={140}
        maxHeight={420}
        label={t('question.sql.label')}
        placeholder={readOnly ? undefined : t('sql.editor.placeholder')}
        tables={schema.scene?.tables}
      />
      <SqlRunOutput
        onRun={onRunSql ? run : undefined}
        loading={running}
        disabled={disabled}
        note={t('question.sql.note')}
        result={result}
        editor={editor}
        onErrorLine={setErrorLine}
        buttonTestId="question-sql-run"
      />
    </Space>
  );

  return (
    <div ref={box} data-testid="question-sql" data-schema={sceneId === undefined ? 'none' : wide ? 'beside' : 'drawer'}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {scene && (
          <Space size={4} wrap>
            {sceneId === undefined ? (
              <Tag icon={<DatabaseOutlined />} color="geekblue" data-testid="question-scene">
                {scene}
              </Tag>
            ) : (
              <Tag
                icon={<DatabaseOutlined />}
                color="geekblue"
                data-testid="question-scene"
                role="button"
                tabIndex={0}
                aria-expanded={shown}
                aria-controls={shown ? panelId : undefined}
                onClick={toggle}
                onKeyDown={onTagKey}
                style={{ cursor: 'pointer' }}
              >
                {scene}
              </Tag>
            )}
            {sceneId !== undefined && (
              <Button
                type="link"
                size="small"
                icon={<TableOutlined />}
                onClick={toggle}
                aria-expanded={shown}
                data-testid="question-scene-schema-toggle"
                style={{ paddingInline: 4 }}
              >
                {shown ? t('scene.schema.hide') : t('scene.schema.open')}
              </Button>
            )}
          </Space>
        )}
        {wide && beside ? (
          <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
            <div style={{ flex: 1, minWidth: 0 }}>{answer}</div>
            <aside
              id={panelId}
              aria-label={t('scene.schema.title')}
              data-testid="question-scene-schema"
              style={{
                flex: `0 0 ${SCHEMA_WIDTH}px`,
                width: SCHEMA_WIDTH,
                maxHeight: 640,
                overflow: 'auto',
                padding: 12,
                background: token.colorFillAlter,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadiusLG,
              }}
            >
              <SceneSchema state={schema} />
            </aside>
          </div>
        ) : (
          answer
        )}
      </Space>
      {sceneId !== undefined && !wide && (
        <Drawer
          open={drawer}
          onClose={() => setDrawer(false)}
          placement="right"
          width="min(480px, 100vw)"
          title={sceneName ? t('scene.schema.drawerTitle', { name: sceneName }) : t('scene.schema.title')}
          styles={{ body: { padding: 16, background: token.colorFillAlter } }}
        >
          <div id={panelId} data-testid="question-scene-schema">
            <SceneSchema state={schema} />
          </div>
        </Drawer>
      )}
    </div>
  );
}
