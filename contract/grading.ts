// SQL runs and checks against a scene (PRODUCT.md, Grading): the shapes the engine answers with.
import { defineCalls } from './call';
import { id, z } from './zod';

export const SQL_QUESTION_TYPES = ['query', 'dml', 'ddl', 'view', 'function', 'trigger'] as const;
export type SqlQuestionType = (typeof SQL_QUESTION_TYPES)[number];
export const SqlQuestionTypeSchema = z.enum(SQL_QUESTION_TYPES, { error: 'SQL 题型无效' });
export const SQL_QUESTION_TYPE_NAMES: Record<SqlQuestionType, string> = {
  query: 'SQL 查询',
  dml: 'SQL 更新',
  ddl: 'DDL',
  view: '视图',
  function: '函数',
  trigger: '触发器',
};

/** Limits of every run (PRODUCT.md: time, rows, output; ARCHITECTURE.md: script size). */
export const GRADING_LIMITS = {
  timeMs: 3000,
  /** rows shown per result set; more are counted as truncated */
  maxRows: 1000,
  /** bytes of all values of one run together */
  maxOutputBytes: 2 * 1024 * 1024,
  maxStatements: 100,
  maxScriptBytes: 64 * 1024,
} as const;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

/** A SQL script typed by a person: kept as written (no trimming inside), at most 64 KB. */
export const sqlScript = (label: string) =>
  z
    .string({ error: `${label}必须是文本` })
    .refine((v) => v.trim().length > 0, { error: `请输入${label}` })
    .refine((v) => utf8Bytes(v) <= GRADING_LIMITS.maxScriptBytes, {
      error: `${label}不能超过 ${GRADING_LIMITS.maxScriptBytes / 1024} KB`,
    });

export const SqlColumn = z.object({ name: z.string(), type: z.string() });
export type SqlColumn = z.infer<typeof SqlColumn>;

/** Values as PostgreSQL prints them (text format), NULL as null. */
export const SqlValue = z.string().nullable();

export const SqlResultSet = z.object({
  /** the statement's command tag word: SELECT, INSERT, CREATE TABLE ... */
  command: z.string(),
  columns: z.array(SqlColumn),
  rows: z.array(z.array(SqlValue)),
  /** rows returned or affected; may exceed rows.length when truncated */
  rowCount: z.number().int(),
  truncated: z.boolean(),
  /** for dml/ddl/view/function/trigger checks: results of the verification script */
  phase: z.enum(['answer', 'verify']).optional(),
});
export type SqlResultSet = z.infer<typeof SqlResultSet>;

/** PostgreSQL's own message; line and position (1-based, in the script as typed) mark the place in the editor. */
export const SqlError = z.object({
  message: z.string(),
  line: z.number().int().nullable(),
  position: z.number().int().nullable(),
  code: z.string().nullable(),
  detail: z.string().nullable(),
  hint: z.string().nullable(),
});
export type SqlError = z.infer<typeof SqlError>;

export const SqlRunResult = z.object({
  results: z.array(SqlResultSet),
  error: SqlError.optional(),
  elapsedMs: z.number(),
});
export type SqlRunResult = z.infer<typeof SqlRunResult>;

export const SqlRunBody = z.object({
  sceneId: id('场景'),
  sql: sqlScript('SQL 语句'),
});

export const SqlCheckBody = z
  .object({
    sceneId: id('场景'),
    type: SqlQuestionTypeSchema,
    referenceSql: sqlScript('参考答案'),
    studentSql: sqlScript('学生答案'),
    verifySql: z
      .string()
      .nullish()
      .transform((v) => (v?.trim() ? v : null)),
    orderSensitive: z
      .boolean()
      .nullish()
      .transform((v) => v ?? null),
    checkColumnNames: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  })
  .refine((b) => b.type === 'query' || b.verifySql !== null, {
    error: '除 SQL 查询外的题型需要验证 SQL',
    path: ['verifySql'],
  })
  .refine((b) => b.verifySql === null || utf8Bytes(b.verifySql) <= GRADING_LIMITS.maxScriptBytes, {
    error: `验证 SQL 不能超过 ${GRADING_LIMITS.maxScriptBytes / 1024} KB`,
    path: ['verifySql'],
  });
export type SqlCheckInput = z.output<typeof SqlCheckBody>;

export const SqlCheckResult = z.object({
  correct: z.boolean(),
  /** a verdict that explains itself: what is missing, extra, of the wrong type or order */
  message: z.string(),
  reference: SqlRunResult,
  student: SqlRunResult,
});
export type SqlCheckResult = z.infer<typeof SqlCheckResult>;

export const gradingCalls = defineCalls({
  runSql: { method: 'POST', path: '/sql/run', body: SqlRunBody, answer: SqlRunResult },
  checkSql: { method: 'POST', path: '/sql/check', body: SqlCheckBody, answer: SqlCheckResult },
});
