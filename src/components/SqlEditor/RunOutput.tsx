// 运行 with its note, and what the run answered below it: the result sets, or PostgreSQL's error whose line, when
// clicked, is marked and scrolled to in the editor. The scene console, the question editor's reference answer and
// a student's SQL answer all show a run this way.
import { CaretRightOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { RefObject } from 'react';
import type { SqlRunResult } from '@contract/grading';
import { useT } from '@/components/Locale';
import ResultSetTable from '@/components/ResultSetTable';
import type { SqlEditorHandle } from './types';
import '@/locales/zh-CN/scene';

type Props = {
  /** absent: the page cannot run SQL here, only the last result shows */
  onRun?: () => void;
  loading: boolean;
  disabled?: boolean;
  note: string;
  result: SqlRunResult | null;
  editor: RefObject<SqlEditorHandle | null>;
  onErrorLine: (line: number) => void;
  primary?: boolean;
  buttonTestId: string;
};

export default function SqlRunOutput({ onRun, loading, disabled, note, result, editor, onErrorLine, primary, buttonTestId }: Props) {
  const t = useT();
  return (
    <>
      {onRun && (
        <Space wrap>
          <Button
            type={primary ? 'primary' : 'default'}
            icon={<CaretRightOutlined />}
            loading={loading}
            disabled={disabled}
            onClick={onRun}
            data-testid={buttonTestId}
          >
            {t('sql.run')}
          </Button>
          <Typography.Text type="secondary">{note}</Typography.Text>
        </Space>
      )}
      <ResultSetTable
        result={result}
        onErrorLine={(line) => {
          onErrorLine(line);
          editor.current?.revealLine(line);
        }}
      />
    </>
  );
}
