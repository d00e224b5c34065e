// The answer of a SQL question: the scene it runs on, the editor, and — when the page can run SQL — a 运行 button
// showing the results or PostgreSQL's error with its line marked, as the scene console does. Runs never score.
import { DatabaseOutlined } from '@ant-design/icons';
import { App, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import type { StudentExercise } from '@contract/exercise';
import type { SqlRunResult } from '@contract/grading';
import { useT } from '@/components/Locale';
import SqlEditor, { type SqlEditorHandle } from '@/components/SqlEditor';
import SqlRunOutput from '@/components/SqlEditor/RunOutput';

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

  const scene = exercise.sceneName
    ? t('question.sql.scene', { name: exercise.sceneName })
    : exercise.sceneId
      ? t('question.sql.sceneId', { id: exercise.sceneId })
      : null;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="question-sql">
      {scene && (
        <Tag icon={<DatabaseOutlined />} color="geekblue" data-testid="question-scene">
          {scene}
        </Tag>
      )}
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
}
