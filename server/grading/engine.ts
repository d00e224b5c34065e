// The grading service: runs SQL on a scene and checks answers against a reference (PRODUCT.md, Grading).
// Exercises, homework and exams call check() directly; /htdz/sql/run and /htdz/sql/check are its calls.
import crypto from 'node:crypto';
import { GRADING_LIMITS, type SqlCheckInput, type SqlCheckResult, type SqlError, type SqlResultSet, type SqlRunResult } from '../../contract/grading';
import type { SceneTable } from '../../contract/scene';
import { compareResultSets, sortKeyColumns, type Verdict } from './compare';
import { GradingBroken, GradingPool, GradingTimeout, type Isolation } from './pool';
import type { InstallAnswer, RunLimits, SceneSpec } from './sandbox';
import { hasTopLevelOrderBy, splitSql, topLevelOrderItems, type Statement } from './sql-script';

/** isolation: worker threads (default) or processes (HTDZ_GRADING_ISOLATION) */
export type EngineOptions = { workers: number; timeMs: number; isolation?: Isolation };
export type CheckInput = Omit<SqlCheckInput, 'sceneId'>;

const REFERENCE_CACHE_SIZE = 500;
const LIMITS: RunLimits = {
  maxRows: GRADING_LIMITS.maxRows,
  maxOutputBytes: GRADING_LIMITS.maxOutputBytes,
  maxStatements: GRADING_LIMITS.maxStatements,
};

const sha = (...parts: string[]) => {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p).update('\u0000');
  return h.digest('hex');
};

/** A scene as the workers know it: its init script, named by content (an edited script is a new scene). */
export const sceneSpec = (initSql: string): SceneSpec => ({ key: sha(initSql).slice(0, 24), initSql });

/** A scene's scripts: the visible init script and its hidden data, each run after it (contract/scene.ts). */
export type SceneData = { initSql: string; hiddenData?: readonly string[] };

/** The init script of a scene followed by one of its hidden data scripts: a scene of its own to the workers. */
export const withHiddenData = (initSql: string, data: string) => `${initSql}\n;\n${data}`;

/** The line of a hidden data script that a line of withHiddenData's script is. */
export const lineInHiddenData = (initSql: string, line: number) => line - initSql.split('\n').length - 1;

const failure = (message: string, elapsedMs = 0): SqlRunResult => ({
  results: [],
  error: { message, line: null, position: null, code: null, detail: null, hint: null },
  elapsedMs,
});

const where = (e: SqlError) => (e.line ? `（第 ${e.line} 行）` : '');

export class GradingEngine {
  private readonly pool: GradingPool;
  /** reference answers are deterministic on a pristine scene: one run serves every student */
  private readonly references = new Map<string, SqlRunResult>();

  constructor(private readonly options: EngineOptions) {
    this.pool = new GradingPool(options.workers, options.isolation);
  }

  warm() {
    return this.pool.warm();
  }

  close() {
    return this.pool.close();
  }

  get replacedWorkers() {
    return this.pool.replaced;
  }

  /** the workers' process ids: the server's own with threads */
  get workerPids() {
    return this.pool.pids;
  }

  /** Runs the init script (once per worker) and describes the tables it made; a bad script answers its error. */
  async describe(initSql: string): Promise<{ tables: SceneTable[]; error?: SqlError }> {
    try {
      return await this.pool.submit<InstallAnswer>({ op: 'install', scene: sceneSpec(initSql) }, this.options.timeMs);
    } catch (e) {
      return { tables: [], error: failure(this.explain(e, '初始化脚本')).error };
    }
  }

  /** Runs SQL on a fresh copy of the scene and answers the result sets or PostgreSQL's error. */
  async run(initSql: string, sql: string, verifySql: string | null = null): Promise<SqlRunResult> {
    // The calls validate this already; exercises and exams call the engine directly.
    if (Buffer.byteLength(sql) > GRADING_LIMITS.maxScriptBytes) return failure(`SQL 不能超过 ${GRADING_LIMITS.maxScriptBytes / 1024} KB`);
    try {
      return await this.pool.submit<SqlRunResult>(
        { op: 'run', run: { scene: sceneSpec(initSql), sql, verifySql, limits: LIMITS } },
        this.options.timeMs,
      );
    } catch (e) {
      return failure(this.explain(e, '语句'), this.options.timeMs);
    }
  }

  /**
   * Grades an answer on the scene and, when it is right there, on each hidden data in turn. The results answered are
   * the visible scene's; a verdict about hidden data shows none of its rows.
   */
  async check(scene: SceneData, input: CheckInput): Promise<SqlCheckResult> {
    const verifySql = input.type === 'query' ? null : input.verifySql;
    const reference = await this.reference(scene.initSql, input.referenceSql, verifySql);
    const student = await this.run(scene.initSql, input.studentSql, verifySql);
    const verdict = this.verdict(input, reference, student, false);
    const hidden = verdict.correct ? await this.wrongOnHiddenData(scene, input, verifySql) : null;
    return { ...(hidden ?? verdict), reference, student };
  }

  /**
   * Where the reference answer fails, the visible scene first (hiddenData null), then each hidden data (1-based), with
   * PostgreSQL's error; null when it runs on all of them.
   */
  async referenceFailure(
    scene: SceneData,
    input: Pick<CheckInput, 'type' | 'referenceSql' | 'verifySql'>,
  ): Promise<{ hiddenData: number | null; error: SqlError } | null> {
    const verifySql = input.type === 'query' ? null : input.verifySql;
    const scripts = [scene.initSql, ...(scene.hiddenData ?? []).map((data) => withHiddenData(scene.initSql, data))];
    for (const [i, initSql] of scripts.entries()) {
      const { error } = await this.reference(initSql, input.referenceSql, verifySql);
      if (error) return { hiddenData: i === 0 ? null : i, error };
    }
    return null;
  }

  /**
   * The verdict on the first hidden data the answer is wrong on; null when it is right on all of them. Hidden data on
   * which the reference answer itself fails judges nothing (the scene was edited after the question was saved, which
   * checked it): the student is not marked wrong for the teacher's data.
   */
  private async wrongOnHiddenData(scene: SceneData, input: CheckInput, verifySql: string | null): Promise<Verdict | null> {
    const all = scene.hiddenData ?? [];
    for (const [i, data] of all.entries()) {
      const initSql = withHiddenData(scene.initSql, data);
      const reference = await this.reference(initSql, input.referenceSql, verifySql);
      if (reference.error) continue;
      const student = await this.run(initSql, input.studentSql, verifySql);
      const v = this.verdict(input, reference, student, true);
      if (!v.correct) {
        const which = all.length > 1 ? `隐藏数据 ${i + 1} ` : '隐藏数据';
        return { correct: false, message: `在公开数据上结果正确，但在${which}上不正确（隐藏数据的行不公开）：\n${v.message}\n提示：答案不能只对看得到的数据成立，例如写死了某个值` };
      }
    }
    return null;
  }

  private async reference(initSql: string, sql: string, verifySql: string | null): Promise<SqlRunResult> {
    const key = sha(initSql, sql, verifySql ?? '');
    const hit = this.references.get(key);
    if (hit) return hit;
    const result = await this.run(initSql, sql, verifySql);
    // Only clean runs are kept: a timeout may be the machine's fault, not the reference's.
    if (!result.error) {
      this.references.set(key, result);
      if (this.references.size > REFERENCE_CACHE_SIZE) this.references.delete(this.references.keys().next().value as string);
    }
    return result;
  }

  /** hideRows: the verdict names no rows (hidden data) */
  private verdict(input: CheckInput, reference: SqlRunResult, student: SqlRunResult, hideRows: boolean): Verdict {
    if (reference.error) return { correct: false, message: `参考答案执行出错${where(reference.error)}：${reference.error.message}` };
    if (student.error) return { correct: false, message: `你的 SQL 执行出错${where(student.error)}：${student.error.message}` };
    if (input.type === 'query') {
      const ref = lastQuery(reference.results);
      const stu = lastQuery(student.results);
      if (!ref) return { correct: false, message: '参考答案没有返回查询结果' };
      if (!stu) return { correct: false, message: '你的答案没有返回查询结果：请写一条 SELECT 查询' };
      const statements = splitSql(input.referenceSql);
      const last = [...statements].reverse().find((s) => s.words[0] === 'select' || s.words[0] === 'with' || s.words[0] === 'values' || s.words[0] === 'table' || s.text.startsWith('('));
      const ordered = input.orderSensitive ?? (last ? hasTopLevelOrderBy(last) : false);
      return compareResultSets(ref, stu, { ordered, checkColumnNames: input.checkColumnNames, sortKeys: last ? sortKeysOf(last, ref) : null, hideRows });
    }
    const refSets = reference.results.filter((r) => r.phase === 'verify');
    const stuSets = student.results.filter((r) => r.phase === 'verify');
    const verifyStatements = splitSql(input.verifySql ?? '').filter((s) => s.words.length > 0);
    if (refSets.length === 0) return { correct: false, message: '验证 SQL 没有返回结果，无法判断答案' };
    for (let i = 0; i < refSets.length; i++) {
      const stu = stuSets[i];
      if (!stu) return { correct: false, message: `验证查询 ${i + 1} 没有结果` };
      const s = verifyStatements[i];
      const v = compareResultSets(refSets[i], stu, { ordered: s ? hasTopLevelOrderBy(s) : false, checkColumnNames: false, sortKeys: s ? sortKeysOf(s, refSets[i]) : null, hideRows });
      if (!v.correct) {
        const label = refSets.length > 1 ? `验证查询 ${i + 1}（第 ${s?.line ?? '?'} 行）` : '验证查询';
        return { correct: false, message: `执行你的 SQL 后，${label}的结果与参考答案不一致：\n${v.message}` };
      }
    }
    return { correct: true, message: '结果正确：执行你的 SQL 后，验证查询的结果与参考答案一致' };
  }

  private explain(e: unknown, what: string): string {
    if (e instanceof GradingTimeout) {
      return `执行超时：${what}运行超过 ${this.options.timeMs / 1000} 秒仍未结束，已被停止。请检查是否有死循环、无限递归、pg_sleep 或过大的结果`;
    }
    if (e instanceof GradingBroken) return `执行环境出错（可能是${what}用尽了内存），已重置，请修改后重试`;
    throw e;
  }
}

/** The result columns a statement's ORDER BY names, when it names only columns (see sortKeyColumns). */
function sortKeysOf(statement: Statement, result: SqlResultSet): number[] | null {
  const items = topLevelOrderItems(statement);
  return items ? sortKeyColumns(items, result.columns) : null;
}

const lastQuery = (sets: SqlResultSet[]) => [...sets].reverse().find((s) => s.columns.length > 0 && s.phase !== 'verify');
