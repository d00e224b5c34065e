// Statements the sandbox never runs, refused before anything runs with a reason a student understands and the
// place (offset in the script) the editor marks. The barrier is elsewhere: scripts run on PostgreSQL as
// unprivileged roles inside a transaction that is rolled back. This is the second line, and it reads the script
// the way PostgreSQL does: with PostgreSQL's own parser (libpg-query), every node of every statement, the bodies
// of functions and DO blocks (SQL bodies as SQL, PL/pgSQL bodies through the PL/pgSQL compiler), and the literal
// parts of dynamic SQL (EXECUTE '...'). Dynamic SQL assembled at run time (format(), concatenation) cannot be
// judged here and is left to the roles.
//
// A script that does not parse is not refused for its syntax error (PostgreSQL reports it); its statements that
// do parse on their own are still checked, since the runner sends statements one by one.
import { loadModule, parsePlPgSQLSync, parseSync, scanSync } from 'libpg-query';
import { splitSql } from './sql-script';

/** answer: a student's or reference answer, a verification script, a console run; author: a scene's init script or hidden data */
export type GuardMode = 'answer' | 'author';
/** offset: character offset in the script (0-based) of the refused statement or node */
export type Refusal = { reason: string; offset: number };

// ---------------------------------------------------------------------------------------------------------------
// Reasons

const TRANSACTION = '不能使用事务控制语句（BEGIN、COMMIT、ROLLBACK、SAVEPOINT 等）：每次运行都在独立的事务中进行，结束后自动撤销';
const SETTING = '不能修改会话设置或切换角色（SET、RESET）';
const COPY = '不能使用 COPY：请用 INSERT 或 SELECT 读写数据';
const PREPARED = '不能使用 PREPARE、EXECUTE、DEALLOCATE：预备语句留在会话中，不随事务撤销';
const DISCARD = '不能使用 DISCARD：它清除整个会话的状态';
const LISTEN = '不能使用 LISTEN、UNLISTEN、NOTIFY：它们与其他会话通信';
const LOAD = '不能使用 LOAD：它把程序库加载进数据库服务器';
const CHECKPOINT = '不能使用 CHECKPOINT：它作用于整个数据库服务器';
// ANALYZE would run inside the transaction, but it writes pg_class.reltuples/relpages in place: the change survives
// the rollback, and the next runs on the scene (EXPLAIN, plans) see another student's row counts.
const VACUUM = '不能使用 VACUUM 或 ANALYZE：它们更新的统计信息不随事务撤销，会影响之后的运行';
const MAINTENANCE = '不能使用 CLUSTER 或 REINDEX：它们是管理员的维护操作';
const SYSTEM = '不能修改服务器设置（ALTER SYSTEM）';
const ROLE = '不能创建、修改或删除用户和角色（ROLE、USER、GROUP）';
const GRANT_ROLE = '不能授予或收回角色';
const OWNER = '不能更改对象的所有者（OWNER TO、AUTHORIZATION、REASSIGN OWNED、DROP OWNED）';
const DATABASE = '不能创建、修改或删除数据库和表空间（DATABASE、TABLESPACE）';
const EXTENSION = '不能创建、修改或删除扩展和过程语言（EXTENSION、LANGUAGE）';
const EVENT_TRIGGER = '不能创建、修改或删除事件触发器（EVENT TRIGGER）';
const REPLICATION = '不能创建、修改或删除发布和订阅（PUBLICATION、SUBSCRIPTION）';
const FOREIGN = '不能使用外部数据（SERVER、FOREIGN DATA WRAPPER、USER MAPPING、FOREIGN TABLE、IMPORT FOREIGN SCHEMA）';
// a conversion or transform needs a C function, an access method a superuser: none is possible for a scene's role
const SERVER_OBJECT = '不能创建、修改或删除编码转换、类型转换或访问方法（CONVERSION、TRANSFORM、ACCESS METHOD）';
const DEFAULT_PRIVILEGES = '不能修改默认权限（ALTER DEFAULT PRIVILEGES）';
const SECURITY_LABEL = '不能设置安全标签（SECURITY LABEL）';
const GRANT_SERVER = '不能授予或收回数据库、表空间、过程语言、外部数据或服务器参数上的权限';
const SECURITY_DEFINER = '不能创建 SECURITY DEFINER 函数：函数只能以调用者的权限运行';
const LANGUAGE = '只能用 SQL 或 PL/pgSQL 编写函数';
const TOO_DEEP = '函数体或动态 SQL 嵌套过深';
const TEMP: Record<string, string> = {
  ViewStmt: '初始化脚本不能创建临时视图',
  CreateSeqStmt: '初始化脚本不能创建临时序列',
};
const TEMP_TABLE = '初始化脚本不能创建临时表';

const SIMPLE: Record<string, string> = {
  TransactionStmt: TRANSACTION,
  VariableSetStmt: SETTING,
  CopyStmt: COPY,
  PrepareStmt: PREPARED,
  ExecuteStmt: PREPARED,
  DeallocateStmt: PREPARED,
  DiscardStmt: DISCARD,
  ListenStmt: LISTEN,
  UnlistenStmt: LISTEN,
  NotifyStmt: LISTEN,
  LoadStmt: LOAD,
  CheckPointStmt: CHECKPOINT,
  VacuumStmt: VACUUM,
  ClusterStmt: MAINTENANCE,
  ReindexStmt: MAINTENANCE,
  AlterSystemStmt: SYSTEM,
  CreateRoleStmt: ROLE,
  AlterRoleStmt: ROLE,
  AlterRoleSetStmt: ROLE,
  DropRoleStmt: ROLE,
  GrantRoleStmt: GRANT_ROLE,
  CreatedbStmt: DATABASE,
  AlterDatabaseStmt: DATABASE,
  AlterDatabaseSetStmt: DATABASE,
  AlterDatabaseRefreshCollStmt: DATABASE,
  DropdbStmt: DATABASE,
  CreateTableSpaceStmt: DATABASE,
  DropTableSpaceStmt: DATABASE,
  AlterTableSpaceOptionsStmt: DATABASE,
  AlterTableMoveAllStmt: DATABASE,
  CreateExtensionStmt: EXTENSION, // CREATE LANGUAGE without a handler is parsed as CREATE EXTENSION
  AlterExtensionStmt: EXTENSION,
  AlterExtensionContentsStmt: EXTENSION,
  AlterObjectDependsStmt: EXTENSION,
  CreatePLangStmt: EXTENSION,
  CreateEventTrigStmt: EVENT_TRIGGER,
  AlterEventTrigStmt: EVENT_TRIGGER,
  CreatePublicationStmt: REPLICATION,
  AlterPublicationStmt: REPLICATION,
  CreateSubscriptionStmt: REPLICATION,
  AlterSubscriptionStmt: REPLICATION,
  DropSubscriptionStmt: REPLICATION,
  CreateFdwStmt: FOREIGN,
  AlterFdwStmt: FOREIGN,
  CreateForeignServerStmt: FOREIGN,
  AlterForeignServerStmt: FOREIGN,
  CreateUserMappingStmt: FOREIGN,
  AlterUserMappingStmt: FOREIGN,
  DropUserMappingStmt: FOREIGN,
  ImportForeignSchemaStmt: FOREIGN,
  CreateForeignTableStmt: FOREIGN,
  CreateConversionStmt: SERVER_OBJECT,
  CreateTransformStmt: SERVER_OBJECT,
  CreateAmStmt: SERVER_OBJECT,
  AlterDefaultPrivilegesStmt: DEFAULT_PRIVILEGES,
  SecLabelStmt: SECURITY_LABEL,
  AlterOwnerStmt: OWNER,
  ReassignOwnedStmt: OWNER,
  DropOwnedStmt: OWNER,
};

/** Kinds of object that DROP, ALTER ... RENAME, ALTER ... SET SCHEMA and COMMENT ON may not name. */
const OBJECT_KIND: Record<string, string> = {
  OBJECT_ROLE: ROLE,
  OBJECT_DATABASE: DATABASE,
  OBJECT_TABLESPACE: DATABASE,
  OBJECT_EXTENSION: EXTENSION,
  OBJECT_LANGUAGE: EXTENSION,
  OBJECT_EVENT_TRIGGER: EVENT_TRIGGER,
  OBJECT_PUBLICATION: REPLICATION,
  OBJECT_PUBLICATION_NAMESPACE: REPLICATION,
  OBJECT_PUBLICATION_REL: REPLICATION,
  OBJECT_SUBSCRIPTION: REPLICATION,
  OBJECT_FDW: FOREIGN,
  OBJECT_FOREIGN_SERVER: FOREIGN,
  OBJECT_FOREIGN_TABLE: FOREIGN,
  OBJECT_USER_MAPPING: FOREIGN,
  OBJECT_CONVERSION: SERVER_OBJECT,
  OBJECT_TRANSFORM: SERVER_OBJECT,
  OBJECT_ACCESS_METHOD: SERVER_OBJECT,
};

/** GRANT/REVOKE ... ON these: shared or server-wide objects (ON a table, schema, function ... is ordinary). */
const GRANT_OBJECT = new Set(['OBJECT_DATABASE', 'OBJECT_TABLESPACE', 'OBJECT_LANGUAGE', 'OBJECT_FDW', 'OBJECT_FOREIGN_SERVER', 'OBJECT_PARAMETER_ACL']);

// ---------------------------------------------------------------------------------------------------------------
// Functions

const FUNCTIONS = new Set([
  'set_config',
  'pg_read_file',
  'pg_read_binary_file',
  'pg_stat_file',
  'lo_import',
  'lo_export',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_signal_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_promote',
  'pg_notify',
  'pg_switch_wal',
  'pg_stat_get_activity',
  'pg_log_backend_memory_contexts',
]);
const FUNCTION_PREFIXES = ['pg_ls_', 'pg_file_', 'dblink', 'pg_logical_', 'pg_replication_', 'pg_backup_', 'pg_stat_reset', 'pg_wal_replay_'];
const SLOT_FUNCTION = /^pg_(create|copy|drop)_.*slot/;
/** Session-level advisory locks survive the rollback; the _xact_ ones end with the transaction. */
const ADVISORY_LOCKS = new Set(['pg_advisory_lock', 'pg_advisory_lock_shared', 'pg_try_advisory_lock', 'pg_try_advisory_lock_shared']);
/** Functions that run the SQL of a text argument: a literal argument is checked like EXECUTE '...'. */
const RUNS_SQL = new Set(['query_to_xml', 'query_to_xmlschema', 'query_to_xml_and_xmlschema', 'ts_stat']);

function functionRefusal(name: string): string | null {
  const n = name.toLowerCase();
  if (ADVISORY_LOCKS.has(n)) return `不能使用会话级咨询锁 ${n}：请用 ${n.replace('advisory_lock', 'advisory_xact_lock')}`;
  if (n.startsWith('pg_advisory_unlock')) return `不能使用会话级咨询锁 ${n}：事务级咨询锁（pg_advisory_xact_lock）在事务结束时自动释放`;
  if (FUNCTIONS.has(n) || FUNCTION_PREFIXES.some((p) => n.startsWith(p)) || SLOT_FUNCTION.test(n)) {
    return `不能调用函数 ${n}：它访问文件、其他会话或系统设置`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Texts and offsets

/** Nested bodies and dynamic SQL deeper than this are refused rather than followed. */
const MAX_DEPTH = 16;

/**
 * A text the guard parses: the script, or a body, expression or string found in it. `place` maps a character
 * offset in the text to the script; libpg-query reports UTF-8 byte offsets, turned into characters here.
 */
class Source {
  readonly ascii: boolean;
  private charOfByte: Uint32Array | null = null;

  constructor(
    readonly text: string,
    private readonly place: (char: number) => number,
  ) {
    this.ascii = !/[^\x00-\x7f]/.test(text);
  }

  at(char: number): number {
    return this.place(Math.max(0, Math.min(char, this.text.length)));
  }

  char(byte: number): number {
    if (this.ascii) return byte;
    if (!this.charOfByte) {
      const map = new Uint32Array(Buffer.byteLength(this.text) + 1);
      let b = 0;
      for (let i = 0; i < this.text.length; i++) {
        const c = this.text.codePointAt(i)!;
        const n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
        for (let k = 0; k < n; k++) map[b + k] = i;
        b += n;
        if (c >= 0x10000) i++;
      }
      map[b] = this.text.length;
      this.charOfByte = map;
    }
    return this.charOfByte[Math.max(0, Math.min(byte, this.charOfByte.length - 1))];
  }

  atByte(byte: number): number {
    return this.at(this.char(byte));
  }

  /**
   * A text found in this one: `start` is where it stands verbatim, or a map of its characters to this text's;
   * null: it is not written out here (escapes), and everything in it is placed at `anchor`.
   */
  inner(text: string, start: number | ((c: number) => number) | null, anchor = 0): Source {
    if (start === null) return new Source(text, () => this.at(anchor));
    if (typeof start === 'number') return new Source(text, (c) => this.at(start + c));
    return new Source(text, (c) => this.at(start(c)));
  }

  /** this text behind a prefix the parser needs ("SELECT " before a PL/pgSQL expression) */
  prefixed(prefix: string): Source {
    return new Source(prefix + this.text, (c) => this.at(c - prefix.length));
  }
}

type Ctx = { mode: GuardMode; inFunction: boolean; depth: number };
type Found = Refusal | null;
type Obj = Record<string, unknown>;
type RawStmt = { stmt?: unknown; stmt_location?: number; stmt_len?: number };
/** the statement being walked: its text (for the PL/pgSQL compiler) and where it starts */
type Stmt = { src: Source; text: string; start: number; offset: number; type: string };

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const deeper = (ctx: Ctx, inFunction = ctx.inFunction): Ctx => ({ ...ctx, inFunction, depth: ctx.depth + 1 });

function parse(text: string): RawStmt[] | null {
  try {
    return ((parseSync(text) as { stmts?: RawStmt[] }).stmts ?? []) as RawStmt[];
  } catch {
    return null;
  }
}

type Token = { start: number; end: number; text: string };
function scan(text: string): Token[] | null {
  try {
    return scanSync(text).tokens;
  } catch {
    return null;
  }
}

/** The node of a `{ TypeName: { ...fields } }` wrapper, or null. */
function unwrap(v: Obj): [string, Obj] | null {
  const keys = Object.keys(v);
  if (keys.length !== 1) return null;
  const k = keys[0];
  const inner = v[k];
  return k.charCodeAt(0) >= 65 && k.charCodeAt(0) <= 90 && isObj(inner) ? [k, inner] : null;
}

/** The last name of a qualified name (a list of String nodes), lower-cased. */
function lastName(list: unknown): string | null {
  if (!Array.isArray(list) || list.length === 0) return null;
  const last = list[list.length - 1];
  const s = isObj(last) && isObj(last.String) ? last.String.sval : undefined;
  return typeof s === 'string' ? s.toLowerCase() : null;
}

function svalOf(v: unknown): string | null {
  if (!isObj(v)) return null;
  const s = isObj(v.String) ? v.String.sval : undefined;
  return typeof s === 'string' ? s : null;
}

const locationOf = (f: Obj): number | null => (typeof f.location === 'number' && f.location >= 0 ? f.location : null);

// ---------------------------------------------------------------------------------------------------------------
// Scripts and statements

/** The first refusal in a text of SQL statements. */
function checkSql(src: Source, ctx: Ctx, dynamic = false): Found {
  if (ctx.depth > MAX_DEPTH) return { reason: TOO_DEEP, offset: src.at(0) };
  if (!src.text.trim()) return null;
  const stmts = parse(src.text);
  if (!stmts) return checkPieces(src, ctx, dynamic);
  for (const raw of stmts) {
    const start = raw.stmt_location ?? 0;
    const from = src.char(start);
    const to = raw.stmt_len ? src.char(start + raw.stmt_len) : src.text.length;
    const node = isObj(raw.stmt) ? unwrap(raw.stmt) : null;
    const stmt: Stmt = { src, text: src.text.slice(from, to), start: from, offset: src.at(from), type: node?.[0] ?? '' };
    const found = walk(raw.stmt, stmt, ctx, dynamic);
    if (found) return found;
  }
  return null;
}

/**
 * A text that does not parse as a whole: its statements (split at semicolons as psql does, BEGIN ATOMIC bodies
 * kept whole) that parse on their own are checked; the one with the syntax error is PostgreSQL's to report.
 */
function checkPieces(src: Source, ctx: Ctx, dynamic: boolean): Found {
  const tokens = scan(src.text);
  if (!tokens) return null;
  // as the runner splits (sql-script.ts): at every semicolon outside BEGIN ATOMIC ... END
  let start = -1;
  let atomic = 0;
  const pieces: [number, number][] = [];
  tokens.forEach((t, i) => {
    if (start < 0) start = t.start;
    const word = t.text.toLowerCase();
    if (atomic > 0 && (word === 'begin' || word === 'case')) atomic++;
    else if (atomic > 0 && word === 'end') atomic--;
    else if (word === 'begin' && tokens[i + 1]?.text.toLowerCase() === 'atomic') atomic = 1;
    else if (word === ';' && atomic === 0) {
      pieces.push([start, t.start]);
      start = -1;
    }
  });
  if (start >= 0) pieces.push([start, tokens[tokens.length - 1].end]);
  for (const [b, e] of pieces) {
    const from = src.char(b);
    const piece = src.text.slice(from, src.char(e));
    if (!parse(piece)) continue;
    const found = checkSql(src.inner(piece, from), ctx, dynamic);
    if (found) return found;
  }
  return null;
}

/**
 * Every node of a statement, depth first in source order; `here` is the nearest place known above a node.
 * `dynamic`: the statement is the expression of an EXECUTE, whose string literals are SQL to check.
 */
function walk(root: unknown, stmt: Stmt, ctx: Ctx, dynamic: boolean): Found {
  const stack: [unknown, number, boolean][] = [[root, stmt.offset, dynamic]];
  while (stack.length > 0) {
    const [v, here, dyn] = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) if (typeof v[i] === 'object' && v[i] !== null) stack.push([v[i], here, dyn]);
      continue;
    }
    if (!isObj(v)) continue;
    const node = unwrap(v);
    const fields = node ? node[1] : v;
    const found = node ? visit(node[0], fields, here, stmt, ctx, dyn) : visitFields(fields, here, stmt, ctx);
    if (found) return found;
    const loc = locationOf(fields);
    const below = loc === null ? here : stmt.src.atByte(loc);
    // format('... %L ...', x): an argument only quoted (%I, %L) is data, not SQL
    const data = dyn && node?.[0] === 'FuncCall' && lastName(fields.funcname) === 'format' ? quotedFormatArguments(fields.args) : null;
    const keys = Object.keys(fields);
    for (let i = keys.length - 1; i >= 0; i--) {
      const c = fields[keys[i]];
      if (data && keys[i] === 'args' && Array.isArray(c)) {
        for (let k = c.length - 1; k >= 0; k--) stack.push([c[k], below, !data.has(k)]);
      } else if (typeof c === 'object' && c !== null) stack.push([c, below, dyn]);
    }
  }
  return null;
}

/**
 * The arguments of format() that its format string (a literal) only uses quoted, with %I or %L, or not at all
 * (0 is the format string). Null when the format string is not a literal or takes its width from an argument.
 */
function quotedFormatArguments(args: unknown): Set<number> | null {
  if (!Array.isArray(args) || args.length === 0) return null;
  const first = args[0];
  const c = isObj(first) && isObj(first.A_Const) ? first.A_Const : null;
  const fmt = c && isObj(c.sval) ? c.sval.sval : undefined;
  if (typeof fmt !== 'string') return null;
  const raw = new Set<number>();
  let next = 1;
  for (const m of fmt.matchAll(/%(?:(\d+)\$)?(-?)(\*|\d*)(.)/g)) {
    if (m[4] === '%' && !m[1] && !m[2] && !m[3]) continue;
    if (m[3] === '*') return null;
    const at = m[1] ? Number(m[1]) : next;
    next = at + 1;
    if (m[4] !== 'I' && m[4] !== 'L') raw.add(at);
  }
  const data = new Set<number>();
  for (let k = 1; k < args.length; k++) if (!raw.has(k)) data.add(k);
  return data;
}

/** Checks of any node, wrapped or not: names of functions it refers to, temporary relations it creates. */
function visitFields(f: Obj, here: number, stmt: Stmt, ctx: Ctx): Found {
  // FuncCall, CREATE TRIGGER ... EXECUTE FUNCTION name, ObjectWithArgs (GRANT ON FUNCTION, CREATE CAST WITH FUNCTION ...)
  for (const key of ['funcname', 'objname']) {
    const name = lastName(f[key]);
    const reason = name && functionRefusal(name);
    if (reason) return { reason, offset: locationOf(f) === null ? here : stmt.src.atByte(locationOf(f)!) };
  }
  if (f.relpersistence === 't' && typeof f.relname === 'string' && ctx.mode === 'author' && !ctx.inFunction) {
    return { reason: TEMP[stmt.type] ?? TEMP_TABLE, offset: stmt.offset };
  }
  return null;
}

function visit(type: string, f: Obj, here: number, stmt: Stmt, ctx: Ctx, dynamic: boolean): Found {
  const at = (reason: string): Found => ({ reason, offset: here });
  const simple = SIMPLE[type];
  if (simple) return at(simple);
  switch (type) {
    case 'CreateFunctionStmt': {
      // its own name may be anything: a student's function called set_config is not the catalog's
      return visitFields({ ...f, funcname: undefined }, here, stmt, ctx) ?? checkFunction(f, stmt, ctx);
    }
    case 'AlterFunctionStmt':
      return securityDefiner(f.actions) ? at(SECURITY_DEFINER) : visitFields(f, here, stmt, ctx);
    case 'DoStmt':
      return checkDo(f, stmt, ctx);
    case 'DropStmt':
    case 'RenameStmt':
    case 'AlterObjectSchemaStmt':
    case 'CommentStmt': {
      const kind = (f.removeType ?? f.renameType ?? f.objectType ?? f.objtype) as string | undefined;
      const reason = kind ? OBJECT_KIND[kind] : undefined;
      return reason ? at(reason) : visitFields(f, here, stmt, ctx);
    }
    case 'GrantStmt':
      return GRANT_OBJECT.has(f.objtype as string) ? at(GRANT_SERVER) : null;
    case 'UpdateStmt':
    case 'InsertStmt':
    case 'DeleteStmt':
    case 'MergeStmt': {
      // UPDATE pg_settings SET setting = ... is SET by another name (a rule calls set_config)
      const rel = isObj(f.relation) ? f.relation : null;
      return typeof rel?.relname === 'string' && rel.relname.toLowerCase() === 'pg_settings' ? at(SETTING) : visitFields(f, here, stmt, ctx);
    }
    case 'AlterTableStmt':
      return f.objtype === 'OBJECT_FOREIGN_TABLE' ? at(FOREIGN) : visitFields(f, here, stmt, ctx);
    case 'AlterTableCmd':
      if (f.subtype === 'AT_ChangeOwner') return at(OWNER);
      if (f.subtype === 'AT_SetTableSpace') return at(DATABASE);
      return null;
    case 'CreateSchemaStmt': {
      const role = isObj(f.authrole) ? f.authrole : null;
      return role && role.roletype === 'ROLESPEC_CSTRING' ? at(OWNER) : null;
    }
    case 'DefElem': {
      // CREATE OPERATOR (function = ...), CREATE AGGREGATE (sfunc = ...), CREATE FUNCTION ... SUPPORT name
      const arg = isObj(f.arg) ? f.arg : null;
      const names = arg && isObj(arg.TypeName) ? arg.TypeName.names : arg && isObj(arg.List) ? arg.List.items : null;
      const name = names ? lastName(names) : null;
      const reason = name && f.defname !== 'as' && functionRefusal(name);
      return reason ? { reason, offset: locationOf(f) === null ? here : stmt.src.atByte(locationOf(f)!) } : null;
    }
    case 'FuncCall': {
      const found = visitFields(f, here, stmt, ctx);
      if (found) return found;
      const name = lastName(f.funcname);
      if (name && RUNS_SQL.has(name) && Array.isArray(f.args)) {
        for (const a of f.args) {
          const lit = literal(a, stmt.src, here);
          const r = lit && checkSql(lit, deeper(ctx));
          if (r) return r;
        }
      }
      return null;
    }
    case 'A_Const': {
      if (!dynamic) return null;
      // EXECUTE '...': a literal part that parses on its own is checked as the statements it is (its own
      // string constants are data again)
      const lit = literal({ A_Const: f }, stmt.src, here);
      return lit ? checkSql(lit, deeper(ctx)) : null;
    }
    default:
      return visitFields(f, here, stmt, ctx);
  }
}

/** A string constant as a text of its own, placed where its characters are in `src` when written verbatim. */
function literal(v: unknown, src: Source, here: number): Source | null {
  const c = isObj(v) && isObj(v.A_Const) ? v.A_Const : null;
  const s = c && isObj(c.sval) ? c.sval.sval : undefined;
  if (typeof s !== 'string' || !c) return null;
  const loc = locationOf(c);
  if (loc === null) return new Source(s, () => here);
  const at = src.char(loc);
  return src.inner(s, bodyPlace(src.text, at, s), at);
}

/**
 * Where the characters of a string literal (or of a function body after AS) that begins at `from` are in `text`:
 * the offset where it stands verbatim ($tag$...$tag$, '...'), a map when quotes are doubled ('...''...'), or null
 * (backslash escapes, or not found).
 */
function bodyPlace(text: string, from: number, body: string): number | ((c: number) => number) | null {
  const m = /^(?:as\s+)?(?:([eE])?'|\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$)/i.exec(text.slice(from, from + 200));
  if (!m) return null;
  const start = from + m[0].length;
  if (text.startsWith(body, start)) return start;
  if (m[1] || !m[0].endsWith("'")) return null;
  const places = new Uint32Array(body.length + 1);
  let i = start;
  for (let c = 0; c < body.length; c++) {
    if (text[i] !== body[c]) return null;
    places[c] = i;
    i += body[c] === "'" && text[i + 1] === "'" ? 2 : 1;
  }
  places[body.length] = i;
  return (c) => places[Math.max(0, Math.min(c, body.length))];
}

function securityDefiner(options: unknown): boolean {
  if (!Array.isArray(options)) return false;
  return options.some((o) => {
    const d = isObj(o) && isObj(o.DefElem) ? o.DefElem : null;
    const arg = d && isObj(d.arg) && isObj(d.arg.Boolean) ? d.arg.Boolean : null;
    return d?.defname === 'security' && arg?.boolval === true;
  });
}

/** The DefElem of a name in a list of options. */
function option(options: unknown, name: string): Obj | null {
  if (!Array.isArray(options)) return null;
  for (const o of options) if (isObj(o) && isObj(o.DefElem) && o.DefElem.defname === name) return o.DefElem;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Function bodies and DO blocks

function checkFunction(f: Obj, stmt: Stmt, ctx: Ctx): Found {
  if (securityDefiner(f.options)) return { reason: SECURITY_DEFINER, offset: stmt.offset };
  const lang = option(f.options, 'language');
  const language = (lang && svalOf(lang.arg)?.toLowerCase()) ?? 'sql';
  if (language !== 'sql' && language !== 'plpgsql') {
    return { reason: LANGUAGE, offset: lang && locationOf(lang) !== null ? stmt.src.atByte(locationOf(lang)!) : stmt.offset };
  }
  // BEGIN ATOMIC ... END and RETURN expr bodies (sql_body) are nodes of this statement, which the walk visits next
  const as = option(f.options, 'as');
  const items = as && isObj(as.arg) && isObj(as.arg.List) ? as.arg.List.items : null;
  const text = Array.isArray(items) ? svalOf(items[0]) : null;
  if (text === null || !as) return null;
  const body = bodySource(text, as, stmt);
  return language === 'sql' ? checkSql(body, deeper(ctx, true)) : checkPlpgsql(stmt, body, deeper(ctx, true));
}

function checkDo(f: Obj, stmt: Stmt, ctx: Ctx): Found {
  const lang = option(f.args, 'language');
  const language = (lang && svalOf(lang.arg)?.toLowerCase()) ?? 'plpgsql';
  const as = option(f.args, 'as');
  const text = as ? svalOf(as.arg) : null;
  if (language !== 'plpgsql' && language !== 'sql') {
    return { reason: LANGUAGE, offset: lang && locationOf(lang) !== null ? stmt.src.atByte(locationOf(lang)!) : stmt.offset };
  }
  if (text === null || !as) return null;
  const body = bodySource(text, as, stmt);
  // a DO block runs now: in an init script its temporary tables are the script's own
  return language === 'sql' ? checkSql(body, deeper(ctx)) : checkPlpgsql(stmt, body, deeper(ctx));
}

/** A body (the string after AS) as a text of its own, placed in the script. */
function bodySource(text: string, as: Obj, stmt: Stmt): Source {
  const loc = locationOf(as);
  const from = loc === null ? null : stmt.src.char(loc);
  if (from === null) return stmt.src.inner(text, null, stmt.start);
  return stmt.src.inner(text, bodyPlace(stmt.src.text, from, text), from);
}

type PlFunction = Obj;

/** The PL/pgSQL compiler's tree of the function or DO block of a statement, or null when it does not compile. */
function compilePlpgsql(statement: string): PlFunction | null {
  try {
    const r = parsePlPgSQLSync(statement) as unknown as { plpgsql_funcs?: unknown[] };
    const first = r.plpgsql_funcs?.[0];
    return isObj(first) && isObj(first.PLpgSQL_function) ? first.PLpgSQL_function : null;
  } catch {
    return null;
  }
}

function checkPlpgsql(stmt: Stmt, body: Source, ctx: Ctx): Found {
  if (ctx.depth > MAX_DEPTH) return { reason: TOO_DEEP, offset: body.at(0) };
  // Without the catalog, the compiler does not know the fields of `tbl%ROWTYPE` (r.col := ... fails): the type
  // blanked out (same length, so lines stay) makes it a composite variable of unknown type, which it accepts.
  const fn = compilePlpgsql(stmt.text) ?? compilePlpgsql(stmt.text.replace(/%\s*rowtype\b/gi, (m) => m.replace(/[^\n]/g, ' ')));
  return fn ? walkPlpgsql(fn, body, ctx) : checkPlpgsqlWords(body, ctx);
}

const DYNAMIC_PARENTS = new Set(['PLpgSQL_stmt_dynexecute', 'PLpgSQL_stmt_dynfors']);

/** Every statement and expression of a compiled PL/pgSQL function. */
function walkPlpgsql(fn: PlFunction, body: Source, ctx: Ctx): Found {
  const stack: { v: unknown; parent: string; key: string; line: number }[] = [{ v: fn, parent: '', key: '', line: 1 }];
  while (stack.length > 0) {
    const { v, parent, key, line } = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], parent, key, line });
      continue;
    }
    if (!isObj(v)) continue;
    const node = unwrap(v);
    const type = node ? node[0] : parent;
    const f = node ? node[1] : v;
    const here = typeof f.lineno === 'number' && f.lineno > 0 ? f.lineno : line;
    if (type === 'PLpgSQL_stmt_commit' || type === 'PLpgSQL_stmt_rollback') {
      return { reason: TRANSACTION, offset: wordOnLine(body, here, /\b(commit|rollback)\b/i) };
    }
    if (type === 'PLpgSQL_stmt_set') return { reason: SETTING, offset: wordOnLine(body, here, /\b(set|reset)\b/i) };
    if (type === 'PLpgSQL_expr') {
      const dynamic = key === 'dynquery' || (key === 'query' && DYNAMIC_PARENTS.has(parent));
      const found = checkExpression(f, body, here, parent === 'PLpgSQL_stmt_perform', dynamic, ctx);
      if (found) return found;
      continue;
    }
    const keys = Object.keys(f);
    for (let i = keys.length - 1; i >= 0; i--) {
      const c = f[keys[i]];
      if (typeof c === 'object' && c !== null) stack.push({ v: c, parent: type, key: node ? keys[i] : key, line: here });
    }
  }
  return null;
}

/** Offset in the body of line `line` (1-based, line 1 begins the body). */
function lineStart(text: string, line: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', at);
    if (nl < 0) return at;
    at = nl + 1;
  }
  return at;
}

/** The place of a keyword on a line of the body (else the line's first word). */
function wordOnLine(body: Source, line: number, word: RegExp): number {
  const start = lineStart(body.text, line);
  const end = body.text.indexOf('\n', start);
  const text = body.text.slice(start, end < 0 ? undefined : end);
  const m = word.exec(text) ?? /\S/.exec(text);
  return body.at(start + (m ? m.index : 0));
}

/**
 * Where a PL/pgSQL expression's text stands in the body, searched from its line. The compiler keeps the text as
 * written, except SELECT ... INTO, whose INTO clause it blanks out: a space of the expression matches anything.
 */
function findExpression(body: string, query: string, from: number): number | null {
  const head = /^\S+/.exec(query)?.[0];
  if (!head) return null;
  for (const start of [from, 0]) {
    for (let at = body.indexOf(head, start); at >= 0; at = body.indexOf(head, at + 1)) {
      let ok = at + query.length <= body.length;
      for (let j = head.length; ok && j < query.length; j++) {
        const q = query.charCodeAt(j);
        if (q !== 32 && q !== body.charCodeAt(at + j)) ok = false;
      }
      if (ok) return at;
    }
  }
  return null;
}

function checkExpression(expr: Obj, body: Source, line: number, perform: boolean, dynamic: boolean, ctx: Ctx): Found {
  const query = expr.query;
  if (typeof query !== 'string' || !query.trim()) return null;
  const mode = typeof expr.parseMode === 'number' ? expr.parseMode : 0;
  // PERFORM expr is kept as "SELECT expr"
  const prefix = perform && query.startsWith('SELECT ') ? 7 : 0;
  const from = lineStart(body.text, line);
  const found = findExpression(body.text, query.slice(prefix), from);
  const anchor = from + (/\S/.exec(body.text.slice(from))?.index ?? 0);
  const src = found === null ? body.inner(query, null, anchor) : new Source(query, (c) => body.at(Math.max(found, found - prefix + c)));
  const inner = deeper(ctx);
  if (mode === 0) return checkSql(src, inner, dynamic);
  if (mode === 2) return checkSql(src.prefixed('SELECT '), inner, dynamic);
  // assignments (target := expr): the expression after := (or =)
  const tokens = scan(query);
  if (!tokens) return null;
  let depth = 0;
  for (const t of tokens) {
    if (t.text === '[' || t.text === '(') depth++;
    else if (t.text === ']' || t.text === ')') depth--;
    else if (depth === 0 && (t.text === ':=' || t.text === '=')) {
      const start = src.char(t.end);
      const rest = new Source(query.slice(start), (c) => src.at(start + c));
      return checkSql(rest.prefixed('SELECT '), inner, dynamic);
    }
  }
  return null;
}

const PL_BLOCK_WORDS = new Set(['begin', 'declare', 'then', 'else', 'loop', 'exception']);

/**
 * A body the PL/pgSQL compiler (without the catalog) does not accept, although PostgreSQL may: judged by its
 * tokens. Calls of refused functions anywhere; each statement between semicolons and block words that parses as
 * SQL; the string literals after EXECUTE.
 */
function checkPlpgsqlWords(body: Source, ctx: Ctx): Found {
  const tokens = scan(body.text);
  if (!tokens) return null;
  const name = (t: Token) => (t.text.startsWith('"') ? t.text.slice(1, -1).replace(/""/g, '"') : t.text);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const reason = tokens[i + 1].text === '(' && /^[\w"]/.test(tokens[i].text) && functionRefusal(name(tokens[i]));
    if (reason) return { reason, offset: body.atByte(tokens[i].start) };
  }
  const pieces: Token[][] = [];
  let piece: Token[] = [];
  for (const t of tokens) {
    const word = t.text.toLowerCase();
    if (word === ';' || PL_BLOCK_WORDS.has(word)) {
      if (piece.length) pieces.push(piece);
      piece = [];
    } else piece.push(t);
  }
  if (piece.length) pieces.push(piece);
  for (const p of pieces) {
    if (p[0].text.toLowerCase() === 'end') continue;
    const from = body.char(p[0].start);
    const text = body.text.slice(from, body.char(p[p.length - 1].end));
    const found = parse(text) ? checkSql(body.inner(text, from), deeper(ctx)) : null;
    if (found) return found;
    const execute = p.findIndex((t) => t.text.toLowerCase() === 'execute');
    if (execute < 0) continue;
    for (const t of p.slice(execute + 1)) {
      const lit = stringToken(t, body);
      const r = lit ? checkSql(lit, deeper(ctx)) : null;
      if (r) return r;
    }
  }
  return null;
}

/** The content of a string literal token ('...', E'...', $tag$...$tag$) as a text placed in `src`. */
function stringToken(t: Token, src: Source): Source | null {
  const start = src.char(t.start);
  const raw = src.text.slice(start, src.char(t.end));
  const dollar = /^\$[^$]*\$/.exec(raw);
  const quote = /^[eE]?'/.exec(raw);
  let content: string;
  if (dollar) content = raw.slice(dollar[0].length, raw.length - dollar[0].length);
  else if (quote && raw.endsWith("'") && raw.length > quote[0].length) content = raw.slice(quote[0].length, -1).replace(/''/g, "'");
  else return null;
  return src.inner(content, bodyPlace(src.text, start, content), start);
}

// ---------------------------------------------------------------------------------------------------------------
// API

let ready = false;
let loading: Promise<void> | null = null;

/** Loads PostgreSQL's parser (WebAssembly); idempotent. refusalIn needs it done. */
export async function loadSqlGuard(): Promise<void> {
  if (ready) return;
  loading ??= loadModule().then(
    () => {
      ready = true;
      // the first parse and the first PL/pgSQL compile take tens of milliseconds (WebAssembly warming up): here,
      // not in a student's run
      refusalIn(
        "CREATE FUNCTION f(n int) RETURNS int LANGUAGE plpgsql AS $$ DECLARE s int := 1; BEGIN FOR i IN 1..n LOOP s := s * i; END LOOP; RETURN s; END $$; DO $$ BEGIN EXECUTE 'SELECT 1'; END $$",
        'answer',
      );
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  await loading;
}

/** The first statement or node of the script the sandbox will not run, or null. */
export function refusalIn(script: string, mode: GuardMode): Refusal | null {
  if (!ready) throw new Error('refusalIn: await loadSqlGuard() first');
  // PostgreSQL's parser reads a C string, which ends at a NUL: it would not see what follows one
  const src = new Source(script.includes('\0') ? script.replace(/\0/g, ' ') : script, (c) => c);
  const ctx = { mode, inFunction: false, depth: 0 };
  // Exactly the pieces the runner sends, each alone (sql-script.ts, one statement per extended-protocol message): a
  // piece that parses is checked; one that does not fails in PostgreSQL too, whatever the rest of the script is (an
  // unterminated comment at the end must not hide the statements before it).
  for (const piece of splitSql(src.text)) {
    if (piece.words.length === 0 && !piece.text.startsWith('(')) continue;
    const found = checkSql(src.inner(piece.text, piece.start), ctx);
    if (found) return found;
  }
  return null;
}
