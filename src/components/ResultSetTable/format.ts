// How a run's answer reads: command tags, elapsed time, and where a message names a line.
import type { SqlResultSet } from '@contract/grading';
import '@/locales/zh-CN/scene';

/** Command tags whose count is rows returned or affected ("INSERT 0 3" reads "INSERT 影响 3 行"). */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'SELECT', 'COPY', 'FETCH', 'MOVE']);

type CommandText = { id: 'sql.result.affected' | 'sql.result.done'; values: Record<string, string | number> };

/** The text id and values of a statement that answered no columns. */
export function commandText(set: Pick<SqlResultSet, 'command' | 'rowCount'>): CommandText {
  const command = set.command.trim().toUpperCase() || 'SQL';
  return COUNTED.has(command) ? { id: 'sql.result.affected', values: { command, count: set.rowCount } } : { id: 'sql.result.done', values: { command } };
}

type Text = { id: 'sql.result.rows' | 'sql.result.rows.more' | 'sql.result.truncated' | 'sql.result.truncated.more'; values: Record<string, number> };
type Counted = Pick<SqlResultSet, 'rows' | 'rowCount' | 'truncated'>;

/** The row count of a result set; a cut result whose total the server did not count reads "超过 N 行". */
export function rowsText(set: Counted): Text {
  return set.truncated && set.rowCount <= set.rows.length
    ? { id: 'sql.result.rows.more', values: { count: set.rows.length } }
    : { id: 'sql.result.rows', values: { count: set.rowCount } };
}

/** The warning over a cut result: how many rows show, and the total when the server counted it. */
export function truncatedText(set: Counted): Text {
  return set.rowCount > set.rows.length
    ? { id: 'sql.result.truncated', values: { shown: set.rows.length, count: set.rowCount } }
    : { id: 'sql.result.truncated.more', values: { shown: set.rows.length } };
}

/** "12 ms", "1.35 s". */
export const elapsedText = (ms: number) => (ms < 1000 ? `${Math.max(0, Math.round(ms))} ms` : `${(ms / 1000).toFixed(2)} s`);

/** The line a server message names as "第 N 行", or null. */
export function lineInMessage(message: string | null | undefined): number | null {
  const m = /第\s*(\d+)\s*行/.exec(message ?? '');
  return m ? Number(m[1]) : null;
}
