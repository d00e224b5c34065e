// What a SQL run answered: a small table per result set (types under the column names, NULL greyed), command tags
// for statements without columns, the time it took, and PostgreSQL's error with a link to its line.
import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Space, Table, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SqlColumn, SqlError, SqlResultSet, SqlRunResult } from '@contract/grading';
import { useT } from '@/components/Locale';
import { commandText, elapsedText, rowsText, truncatedText } from './format';
import '@/locales/zh-CN/scene';

const PAGE_SIZE = 20;

type Row = { key: number; cells: (string | null)[] };

/** One cell as PostgreSQL printed it; NULL is greyed so it never reads as the text 'NULL'. */
export function SqlValue({ value }: { value: string | null }) {
  if (value === null) {
    return (
      <Typography.Text type="secondary" style={{ fontStyle: 'italic' }} data-null="true">
        NULL
      </Typography.Text>
    );
  }
  return <span style={{ whiteSpace: 'pre' }}>{value}</span>;
}

/** Rows under their columns, each column titled by its name with its type below. */
export function RowsTable({ columns, rows }: { columns: SqlColumn[]; rows: (string | null)[][] }) {
  const t = useT();
  const { token } = theme.useToken();
  const tableColumns: ColumnsType<Row> = columns.map((c, i) => ({
    key: i,
    title: (
      <div>
        <div>{c.name}</div>
        <div style={{ fontSize: 12, fontWeight: 'normal', color: token.colorTextTertiary }}>{c.type}</div>
      </div>
    ),
    render: (_, row) => <SqlValue value={row.cells[i] ?? null} />,
  }));
  return (
    <Table<Row>
      size="small"
      bordered
      columns={tableColumns}
      dataSource={rows.map((cells, key) => ({ key, cells }))}
      scroll={{ x: 'max-content' }}
      pagination={rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, size: 'small', showSizeChanger: false } : false}
      locale={{ emptyText: t('sql.result.noRows') }}
    />
  );
}

function ResultSetView({ set, index, many }: { set: SqlResultSet; index: number; many: boolean }) {
  const t = useT();
  const verify = set.phase === 'verify' ? <Tag color="blue">{t('sql.result.verify')}</Tag> : null;
  if (set.columns.length === 0) {
    const { id, values } = commandText(set);
    return (
      <Space data-testid="sql-command">
        <CheckCircleOutlined style={{ color: 'var(--ant-color-success, #52c41a)' }} />
        {verify}
        <Typography.Text>{t(id, values)}</Typography.Text>
      </Space>
    );
  }
  return (
    <div data-testid="sql-result-set">
      <Space style={{ marginBottom: 8 }} wrap>
        {many && <Typography.Text type="secondary">{t('sql.result.statement', { index: index + 1 })}</Typography.Text>}
        <Tag>{set.command}</Tag>
        {verify}
        <Typography.Text type="secondary">{t(rowsText(set).id, rowsText(set).values)}</Typography.Text>
      </Space>
      {set.truncated && (
        <Alert type="warning" showIcon style={{ marginBottom: 8 }} data-testid="sql-truncated" message={t(truncatedText(set).id, truncatedText(set).values)} />
      )}
      <RowsTable columns={set.columns} rows={set.rows} />
    </div>
  );
}

/** PostgreSQL's error in its own words; "第 N 行" asks the editor to show that line. */
export function SqlErrorBox({ error, onLine }: { error: SqlError; onLine?: (line: number) => void }) {
  const t = useT();
  const line = error.line;
  return (
    <div data-testid="sql-error">
      <Alert
        type="error"
        showIcon
        message={<span style={{ whiteSpace: 'pre-wrap' }}>{error.message}</span>}
        description={
          <Space direction="vertical" size={2}>
            {error.detail && <span>{t('sql.error.detail', { detail: error.detail })}</span>}
            {error.hint && <span>{t('sql.error.hint', { hint: error.hint })}</span>}
            <Space size={12} wrap>
              {line !== null &&
                (onLine ? (
                  <a data-testid="sql-error-line" onClick={() => onLine(line)}>
                    {t('sql.error.line', { line })}
                  </a>
                ) : (
                  <span data-testid="sql-error-line">{t('sql.error.line', { line })}</span>
                ))}
              {error.code && <Typography.Text type="secondary">{t('sql.error.code', { code: error.code })}</Typography.Text>}
            </Space>
          </Space>
        }
      />
    </div>
  );
}

type Props = {
  result: SqlRunResult | null | undefined;
  /** called with the error's line when the user clicks it */
  onErrorLine?: (line: number) => void;
};

/** The answer of a SQL run: result sets in order, then the error that stopped it, then the time taken. */
export default function ResultSetTable({ result, onErrorLine }: Props) {
  const t = useT();
  if (!result) return null;
  const many = result.results.length > 1;
  return (
    <div data-testid="sql-result">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {result.results.map((set, i) => (
          <ResultSetView key={i} set={set} index={i} many={many} />
        ))}
        {result.results.length === 0 && !result.error && <Typography.Text>{t('sql.result.empty')}</Typography.Text>}
        {result.error && <SqlErrorBox error={result.error} onLine={onErrorLine} />}
        <Typography.Text type="secondary" data-testid="sql-elapsed">
          {t('sql.result.elapsed', { time: elapsedText(result.elapsedMs) })}
        </Typography.Text>
      </Space>
    </div>
  );
}
