// Statements the sandbox refuses before running anything, with a reason a student understands.
// The hard barrier is elsewhere (each worker's PGlite lives in WebAssembly with an in-memory file
// system, runs the script inside one transaction as an unprivileged role, and is replaced if it breaks);
// this list keeps that transaction whole and answers the usual attempts in plain Chinese.
import type { Statement } from './sql-script';

export type Refusal = { statement: Statement; reason: string };

const TRANSACTION_WORDS = new Set(['begin', 'commit', 'rollback', 'savepoint', 'release', 'end', 'abort', 'start']);
const SESSION_WORDS = new Set(['prepare', 'execute', 'deallocate', 'discard', 'load', 'checkpoint', 'vacuum', 'cluster']);
const ROLE_OBJECTS = new Set(['role', 'user', 'group', 'database', 'tablespace', 'extension', 'system', 'subscription', 'publication', 'server']);

/** Functions that reach files, other sessions, settings or other databases. */
const FORBIDDEN_FUNCTIONS = new Set([
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'pg_file_write',
  'lo_import',
  'lo_export',
  'set_config',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_promote',
  'dblink',
  'dblink_exec',
  'dblink_connect',
]);

function hasPair(words: string[], a: string, b: string): boolean {
  for (let k = 0; k + 1 < words.length; k++) if (words[k] === a && words[k + 1] === b) return true;
  return false;
}

function reasonFor(s: Statement): string | null {
  const [first, second] = s.words;
  const all = [...s.words, ...s.bodyWords];
  if (TRANSACTION_WORDS.has(first)) {
    return '不能使用事务控制语句（BEGIN、COMMIT、ROLLBACK、SAVEPOINT 等）：每次运行都在独立的事务中进行，结束后自动撤销';
  }
  if (first === 'copy') return '不能使用 COPY：请用 INSERT 或 SELECT 读写数据';
  if (SESSION_WORDS.has(first)) return `不能使用 ${first.toUpperCase()} 语句`;
  if ((first === 'create' || first === 'alter' || first === 'drop') && ROLE_OBJECTS.has(first === 'create' && second === 'or' ? s.words[3] : second)) {
    return '不能创建或修改用户、角色、数据库、扩展或系统设置';
  }
  // GRANT ... ON object is an ordinary (transactional) privilege; without ON it hands out role membership.
  if ((first === 'grant' || first === 'revoke') && !s.topWords.includes('on')) return '不能授予或收回角色';
  if (hasPair(all, 'set', 'role') || hasPair(all, 'reset', 'role') || hasPair(all, 'session', 'authorization') || hasPair(all, 'reset', 'all')) {
    return '不能切换数据库用户或角色';
  }
  const fn = all.find((w) => FORBIDDEN_FUNCTIONS.has(w) || w.startsWith('dblink_'));
  if (fn) return `不能调用函数 ${fn}：它访问文件、其他会话或系统设置`;
  return null;
}

/** The first statement the sandbox will not run, or null. */
export function refusalOf(statements: Statement[]): Refusal | null {
  for (const statement of statements) {
    const reason = reasonFor(statement);
    if (reason) return { statement, reason };
  }
  return null;
}
