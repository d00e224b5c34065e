// 参考答案 of a SQL question, with 运行: the reference runs on a fresh copy of the scene and its results (or
// PostgreSQL's error, its line marked in the editor) show below, so the author sees what students must match.
import { useRequest } from 'ahooks';
import { App, Form, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SqlRunResult } from '@contract/grading';
import { useT } from '@/components/Locale';
import SqlEditor, { type SqlEditorHandle } from '@/components/SqlEditor';
import SqlRunOutput from '@/components/SqlEditor/RunOutput';
import { runSql } from '@/services/htdz/grading';
import type { FieldsProps } from './types';
import type { ExerciseValues } from './values';
import '@/locales/zh-CN/exercise-form';

export default function ReferenceSql({ rule, readOnly }: FieldsProps) {
  const t = useT();
  const { message } = App.useApp();
  const form = Form.useFormInstance<ExerciseValues>();
  const editor = useRef<SqlEditorHandle>(null);
  const sql = Form.useWatch('referenceSql', form);
  const [result, setResult] = useState<SqlRunResult | null>(null);
  const [errorLine, setErrorLine] = useState<number | null>(null);
  const run = useRequest(runSql, { manual: true });

  // a marked line belongs to the text that was run
  useEffect(() => setErrorLine(null), [sql]);

  const onRun = async () => {
    if (run.loading) return;
    const sceneId = form.getFieldValue('sceneId') as number | null;
    const text = (form.getFieldValue('referenceSql') as string | undefined) ?? '';
    if (!sceneId) return void message.warning(t('exerciseForm.scene.first'));
    if (!text.trim()) return void message.warning(t('exerciseForm.referenceSql.empty'));
    const answer = await run.runAsync({ sceneId, sql: text }).catch(() => null);
    if (!answer?.success) return;
    setResult(answer.obj);
    setErrorLine(answer.obj.error?.line ?? null);
  };

  return (
    <>
      <Form.Item
        name="referenceSql"
        label={t('exerciseForm.referenceSql')}
        required
        rules={[rule(['referenceSql'])]}
        extra={t('exerciseForm.referenceSql.extra')}
      >
        <SqlEditor
          ref={editor}
          errorLine={errorLine}
          onRun={onRun}
          readOnly={readOnly}
          minHeight={140}
          maxHeight={420}
          label={t('exerciseForm.referenceSql')}
          placeholder={t('exerciseForm.referenceSql.placeholder')}
        />
      </Form.Item>
      <Space direction="vertical" size={12} style={{ width: '100%', marginBottom: 24 }}>
        <SqlRunOutput
          onRun={onRun}
          loading={run.loading}
          note={t('exerciseForm.referenceSql.runNote')}
          result={result}
          editor={editor}
          onErrorLine={setErrorLine}
          buttonTestId="exercise-reference-run"
        />
      </Space>
    </>
  );
}
