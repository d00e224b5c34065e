// The SQL console of a saved scene: write SQL, run it on a fresh copy of the scene, see the results or
// PostgreSQL's error with its line marked. What was typed is kept in this browser per scene.
import { useRequest } from 'ahooks';
import { Alert, App, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SqlRunResult } from '@contract/grading';
import { safely } from '@/components/Draft';
import { useT } from '@/components/Locale';
import SqlEditor, { type SqlEditorHandle } from '@/components/SqlEditor';
import SqlRunOutput from '@/components/SqlEditor/RunOutput';
import { runSql } from '@/services/htdz/grading';
import { consoleKey } from '@/utils/scene-draft';
import '@/locales/zh-CN/scene';

type Props = {
  sceneId: number;
  /** the scene's first table, for the query the console starts with */
  firstTable?: string;
  /** the editor above has changes the saved scene does not have yet */
  unsaved?: boolean;
};

export default function SceneConsole({ sceneId, firstTable, unsaved }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const key = consoleKey(sceneId);
  const editor = useRef<SqlEditorHandle>(null);
  const [sql, setSql] = useState(
    () => safely(() => window.localStorage.getItem(key)) ?? (firstTable ? t('scene.console.default', { table: firstTable }) : t('scene.console.defaultEmpty')),
  );
  const [result, setResult] = useState<SqlRunResult | null>(null);
  const [errorLine, setErrorLine] = useState<number | null>(null);
  const run = useRequest(runSql, { manual: true });

  // a full or blocked localStorage only loses the convenience
  useEffect(() => void safely(() => window.localStorage.setItem(key, sql)), [key, sql]);

  const onRun = async () => {
    if (run.loading) return;
    if (!sql.trim()) {
      message.warning(t('sql.run.empty'));
      return;
    }
    const answer = await run.runAsync({ sceneId, sql }).catch(() => null);
    if (!answer?.success) return;
    setResult(answer.obj);
    setErrorLine(answer.obj.error?.line ?? null);
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="scene-console">
      <Typography.Text type="secondary">{t('scene.console.note')}</Typography.Text>
      {unsaved && <Alert type="warning" showIcon message={t('scene.console.unsaved')} />}
      <SqlEditor
        ref={editor}
        value={sql}
        onChange={(value) => {
          setSql(value);
          setErrorLine(null);
        }}
        onRun={onRun}
        errorLine={errorLine}
        minHeight={120}
        maxHeight={360}
        label={t('sql.editor.label')}
        placeholder={t('sql.editor.placeholder')}
      />
      <SqlRunOutput
        primary
        onRun={onRun}
        loading={run.loading}
        note={t('sql.run.shortcut')}
        result={result}
        editor={editor}
        onErrorLine={setErrorLine}
        buttonTestId="sql-run"
      />
    </Space>
  );
}
