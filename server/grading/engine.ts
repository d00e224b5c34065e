// The grading service: runs SQL on a scene and checks answers against a reference (PRODUCT.md, Grading).
// Exercises, homework and exams call check() directly; /htdz/sql/run and /htdz/sql/check are its calls.
// Untrusted SQL runs on a PostgreSQL of its own (sandbox.ts, cluster.ts): the embedded one this engine starts under
// the data folder, or the servers of HTDZ_GRADING_DATABASE_URL, scenes spread over them by a stable hash.
import crypto from 'node:crypto';
import path from 'node:path';
import { GRADING_LIMITS, type SqlCheckInput, type SqlCheckResult, type SqlError, type SqlResultSet, type SqlRunResult } from '@contract/grading';
import type { SceneTable } from '@contract/scene';
import { claimProcessSet, GradingServer, TEMPLATE_VERSION } from './cluster';
import { checkDifference, compareResultSets, type ReferenceSortKeys, sortKeyColumns, type Verdict } from './compare';
import { startEmbeddedCluster, type EmbeddedCluster } from './embedded-cluster';
import { GradingUnavailable } from './errors';
import { type GuardMode, loadSqlGuard, type Refusal } from './guard';
import type { RunBounds } from './run-script';
import { BUILD_TIME_MS, InfrastructureError, Sandbox, VERIFY_FAILED, type RunKind, type RunOutput, type RunRequest, type SceneSpec } from './sandbox';
import { BACKGROUND, FairScheduler } from './scheduler';
import { type SortKeyPlan, sortKeyPlan, splitSortKeys } from './sort-keys';
import { checkNameOf, hasTopLevelOrderBy, splitSql, topLevelOrderItems, type Statement } from './sql-script';

/**
 * workers: runs at once (each a PostgreSQL backend); perUser: of them one user's; databaseUrls: superuser URLs of
 * grading servers (none: the embedded one under dataDir).
 */
export type EngineOptions = {
  workers: number;
  timeMs: number;
  perUser?: number;
  databaseUrls?: string[];
  dataDir?: string;
  /** scene databases kept per grading server (sandbox.ts MAX_SCENES) */
  maxSceneDatabases?: number;
  /** the statement guard (guard.ts refusalIn); only the tests of what stands behind it replace it */
  statementGuard?: (script: string, mode: GuardMode) => Refusal | null;
};
export type CheckInput = Omit<SqlCheckInput, 'sceneId'>;
/** user: whose run it is, for fairness (`u12`); background work passes none */
export type CallOptions = { user?: string };
/** The fairness key of a signed-in user's runs. */
export const byUser = (userId: number): CallOptions => ({ user: `u${userId}` });

const REFERENCE_CACHE_SIZE = 500;
const SHOWN: RunBounds = { maxRows: GRADING_LIMITS.maxRows, maxOutputBytes: GRADING_LIMITS.maxOutputBytes, fullRows: false };
const GRADED: RunBounds = { ...SHOWN, fullRows: true };

const sha = (...parts: string[]) => {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p).update('\u0000');
  return h.digest('hex');
};

/** A scene as the engine knows it: its init script, named by content (an edited script is a new scene). */
export const sceneSpec = (initSql: string): SceneSpec => ({ key: sha(`template v${TEMPLATE_VERSION}`, initSql).slice(0, 24), initSql });

/** A scene's scripts: the visible init script and its hidden data, each run after it (contract/scene.ts). */
export type SceneData = { initSql: string; hiddenData?: readonly string[] };

/** The init script of a scene followed by one of its hidden data scripts: a scene of its own to the engine. */
export const withHiddenData = (initSql: string, data: string) => `${initSql}\n;\n${data}`;

/** The line of a hidden data script that a line of withHiddenData's script is. */
export const lineInHiddenData = (initSql: string, line: number) => line - initSql.split('\n').length - 1;

const failure = (message: string, elapsedMs = 0): SqlRunResult => ({
  results: [],
  error: { message, line: null, position: null, code: null, detail: null, hint: null },
  elapsedMs,
});

const where = (e: SqlError) => (e.line ? `（第 ${e.line} 行）` : '');

/** What callers see of a run: at most the rows shown, never the engine's notes. */
const shown = (run: RunOutput): SqlRunResult => ({
  results: run.results.map((r) => (r.rows.length > SHOWN.maxRows ? { ...r, rows: r.rows.slice(0, SHOWN.maxRows), truncated: true } : r)),
  ...(run.error ? { error: run.error } : {}),
  elapsedMs: run.elapsedMs,
});

/** A reference run, with the key values its ORDER BY sorts each row by (sort-keys.ts) when they are known. */
type ReferenceRun = RunOutput & { sortKeys?: ReferenceSortKeys | null };

/** The reference's last query, when it is the script's last statement and ordered: how to learn its sort keys. */
async function orderedReference(referenceSql: string): Promise<{ plan: SortKeyPlan; sql: string } | null> {
  const statements = splitSql(referenceSql).filter((st) => st.words.length > 0 || st.text.startsWith('('));
  const last = statements[statements.length - 1];
  if (!last || !hasTopLevelOrderBy(last)) return null;
  const plan = await sortKeyPlan(last.text);
  if (!plan) return null;
  const sql = plan.kind === 'rewrite' ? referenceSql.slice(0, last.start) + plan.sql + referenceSql.slice(last.start + last.text.length) : referenceSql;
  return { plan, sql };
}

/** The reference's last result without the appended key columns, and the keys beside it. */
function withSortKeys(run: RunOutput, plan: SortKeyPlan): ReferenceRun {
  const at = run.results.map((r) => r.columns.length > 0 && r.phase !== 'verify').lastIndexOf(true);
  if (at < 0 || run.error) return run;
  const { visible, keys } = splitSortKeys(run.results[at], plan);
  return { ...run, results: run.results.map((r, i) => (i === at ? visible : r)), sortKeys: keys };
}

type Backend = { servers: { server: GradingServer; sandbox: Sandbox }[]; scheduler: FairScheduler; stop: () => Promise<void> };

export class GradingEngine {
  private backend: Promise<Backend> | null = null;
  private closed = false;
  /** reference answers are deterministic on a pristine scene: one run serves every student */
  private readonly references = new Map<string, ReferenceRun>();

  constructor(private readonly options: EngineOptions) {}

  /** Starts the grading servers' side (roles, template; the embedded cluster) before the first student needs it. */
  async warm(): Promise<void> {
    await this.open();
  }

  private open(): Promise<Backend> {
    if (this.closed) return Promise.reject(new GradingUnavailable('grading engine is closed'));
    this.backend ??= this.start();
    this.backend.catch(() => (this.backend = null));
    return this.backend;
  }

  private async start(): Promise<Backend> {
    await loadSqlGuard();
    let embedded: EmbeddedCluster | null = null;
    let urls = this.options.databaseUrls ?? [];
    if (urls.length === 0) {
      embedded = await startEmbeddedCluster(path.join(this.options.dataDir ?? path.resolve('data'), 'grading-pg'));
      urls = [embedded.url];
    }
    const servers = urls.map((url) => new GradingServer(url));
    const claim = await claimProcessSet(servers[0]);
    const slots = this.options.workers;
    for (const server of servers)
      await server.setup(claim.set, slots, { statementTimeoutMs: this.options.timeMs + 2000, buildTimeoutMs: BUILD_TIME_MS + 2000 });
    const pairs = servers.map((server) => ({ server, sandbox: new Sandbox(server, claim.set, this.options.maxSceneDatabases, this.options.statementGuard) }));
    for (const { sandbox } of pairs) await sandbox.dropStaleCopies();
    const scheduler = new FairScheduler({
      slots,
      perUser: this.options.perUser ?? 1,
      queuedPerUser: 3,
      queuedTotal: 500,
      maxWaitMs: 15_000 + this.options.timeMs,
    });
    return {
      servers: pairs,
      scheduler,
      stop: async () => {
        scheduler.close();
        for (const { sandbox } of pairs) await sandbox.close();
        await claim.release();
        for (const { server } of pairs) await server.close();
        await embedded?.stop();
      },
    };
  }

  async close() {
    this.closed = true;
    const backend = await this.backend?.catch(() => null);
    this.backend = null;
    await backend?.stop();
  }

  /** The sandbox of the server a scene lives on. */
  private sandboxOf(backend: Backend, scene: SceneSpec): Sandbox {
    const n = backend.servers.length;
    return backend.servers[n === 1 ? 0 : parseInt(scene.key.slice(0, 8), 16) % n].sandbox;
  }

  /** Runs `work` on a slot when the user's turn comes (the whole call: a check's runs share its slot). */
  private async job<T>(
    opts: CallOptions | undefined,
    work: (
      run: (kind: RunKind, req: RunRequest) => Promise<RunOutput>,
      install: (scene: SceneSpec) => Promise<{ tables: SceneTable[]; error?: SqlError }>,
    ) => Promise<T>,
  ): Promise<T> {
    const backend = await this.open();
    return backend.scheduler.run(opts?.user ?? BACKGROUND, (slot) =>
      work(
        (kind, req) => this.retried(() => this.sandboxOf(backend, req.scene).run(slot, kind, req)),
        (scene) => this.retried(() => this.sandboxOf(backend, scene).install(scene, slot)),
      ),
    );
  }

  /** The engine's own failures are tried once more; then the caller hears GradingUnavailable, never a verdict. */
  private async retried<T>(attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (e) {
      if (!(e instanceof InfrastructureError)) throw e;
      await new Promise((r) => setTimeout(r, Math.min(1000, this.options.timeMs / 2)));
      try {
        return await attempt();
      } catch (again) {
        if (again instanceof InfrastructureError) throw new GradingUnavailable(again.message);
        throw again;
      }
    }
  }

  private request(initSql: string, sql: string, verifySql: string | null, over: Partial<RunRequest> = {}): RunRequest {
    return {
      scene: sceneSpec(initSql),
      sql,
      verifySql,
      bounds: SHOWN,
      maxStatements: GRADING_LIMITS.maxStatements,
      readOnly: false,
      timeMs: this.options.timeMs,
      ...over,
    };
  }

  private timeoutMessage(what: string) {
    return `执行超时：${what}运行超过 ${this.options.timeMs / 1000} 秒仍未结束，已被停止。请检查是否有死循环、无限递归、pg_sleep 或过大的结果`;
  }

  /** Builds the scene's database and describes the tables it made; a bad script answers its error. */
  async describe(initSql: string, opts?: CallOptions): Promise<{ tables: SceneTable[]; error?: SqlError }> {
    return this.job(opts, (_run, install) => install(sceneSpec(initSql)));
  }

  /** Runs SQL on a fresh copy of the scene and answers the result sets or PostgreSQL's error. */
  async run(initSql: string, sql: string, verifySql: string | null = null, opts?: CallOptions): Promise<SqlRunResult> {
    // The calls validate this already; exercises and exams call the engine directly.
    if (Buffer.byteLength(sql) > GRADING_LIMITS.maxScriptBytes) return failure(`SQL 不能超过 ${GRADING_LIMITS.maxScriptBytes / 1024} KB`);
    return this.job(opts, async (run) => {
      const out = await run('run', this.request(initSql, sql, verifySql));
      return out.timedOut ? failure(this.timeoutMessage('语句'), this.options.timeMs) : shown(out);
    });
  }

  /**
   * Grades an answer on the scene and, when it is right there, on each hidden data in turn. The results answered are
   * the visible scene's; a verdict about hidden data shows none of its rows and none of PostgreSQL's messages there.
   */
  async check(scene: SceneData, input: CheckInput, opts?: CallOptions): Promise<SqlCheckResult> {
    if (Buffer.byteLength(input.studentSql) > GRADING_LIMITS.maxScriptBytes) {
      const out = failure(`SQL 不能超过 ${GRADING_LIMITS.maxScriptBytes / 1024} KB`);
      return { correct: false, message: out.error!.message, reference: failure(''), student: out };
    }
    return this.job(opts, async (run) => {
      const reference = await this.reference(run, scene.initSql, input, { forCheck: true });
      const student = await this.studentRun(run, scene.initSql, input);
      const verdict = this.verdict(input, reference, student, false);
      const hidden = verdict.correct ? await this.wrongOnHiddenData(run, scene, input) : null;
      return { ...(hidden ?? verdict), reference: shown(reference), student: shown(student) };
    });
  }

  /**
   * Where the reference answer fails, the visible scene first (hiddenData null), then each hidden data (1-based), with
   * PostgreSQL's error; null when it runs on all of them.
   */
  async referenceFailure(
    scene: SceneData,
    input: Pick<CheckInput, 'type' | 'referenceSql' | 'verifySql'>,
    opts?: CallOptions,
  ): Promise<{ hiddenData: number | null; error: SqlError } | null> {
    const scripts = [scene.initSql, ...(scene.hiddenData ?? []).map((data) => withHiddenData(scene.initSql, data))];
    return this.job(opts, async (run) => {
      for (const [i, initSql] of scripts.entries()) {
        const { error } = await this.reference(run, initSql, input, { forCheck: false });
        if (error) return { hiddenData: i === 0 ? null : i, error };
      }
      return null;
    });
  }

  private studentRun(run: (kind: RunKind, req: RunRequest) => Promise<RunOutput>, initSql: string, input: CheckInput) {
    const verifySql = input.type === 'query' ? null : input.verifySql;
    return run(
      'run',
      this.request(initSql, input.studentSql, verifySql, { bounds: GRADED, readOnly: input.type === 'query', relations: input.type !== 'query' }),
    ).then((out): RunOutput => {
      if (out.timedOut) return failure(this.timeoutMessage('你的 SQL'), this.options.timeMs);
      // 25006: read_only_sql_transaction
      if (input.type === 'query' && out.error?.code === '25006') {
        return { ...out, error: { ...out.error, message: `查询题的答案只能查询数据，不能修改数据或表（${out.error.message}）` } };
      }
      return out;
    });
  }

  /**
   * The first hidden data the answer is wrong on, as a verdict that names no row and repeats no message of
   * PostgreSQL's (an error there could carry a hidden value); null when it is right on all of them. Hidden data on which
   * the reference answer itself fails judges nothing (the scene was edited after the question was saved, which checked
   * it): the student is not marked wrong for the teacher's data.
   */
  private async wrongOnHiddenData(run: (kind: RunKind, req: RunRequest) => Promise<RunOutput>, scene: SceneData, input: CheckInput): Promise<Verdict | null> {
    const all = scene.hiddenData ?? [];
    for (const [i, data] of all.entries()) {
      const initSql = withHiddenData(scene.initSql, data);
      const reference = await this.reference(run, initSql, input, { forCheck: true });
      if (reference.error) continue;
      const student = await this.studentRun(run, initSql, input);
      const which = all.length > 1 ? `隐藏数据 ${i + 1} ` : '隐藏数据';
      if (student.error) {
        const line = student.error.line && !student.error.message.startsWith('验证 SQL') ? `（第 ${student.error.line} 行）` : '';
        return {
          correct: false,
          message: `在公开数据上结果正确，但在${which}上执行出错${line}（隐藏数据上的错误信息不公开）\n提示：答案要对任何符合表结构的数据都能执行，例如不要依赖某行一定存在`,
        };
      }
      const v = this.verdict(input, reference, student, true);
      if (!v.correct) {
        return {
          correct: false,
          message: `在公开数据上结果正确，但在${which}上不正确（隐藏数据的行不公开）：\n${v.message}\n提示：答案不能只对看得到的数据成立，例如写死了某个值`,
        };
      }
    }
    return null;
  }

  /** forCheck: a timeout is the engine's trouble (the reference ran when the question was saved), not the student's. */
  private async reference(
    run: (kind: RunKind, req: RunRequest) => Promise<RunOutput>,
    initSql: string,
    input: Pick<CheckInput, 'type' | 'referenceSql' | 'verifySql'>,
    opts: { forCheck: boolean },
  ): Promise<ReferenceRun> {
    const verifySql = input.type === 'query' ? null : input.verifySql;
    const key = sha(initSql, input.type, input.referenceSql, verifySql ?? '');
    const hit = this.references.get(key);
    if (hit) return hit;
    const request = (sql: string) =>
      run('ref', this.request(initSql, sql, verifySql, { bounds: GRADED, readOnly: input.type === 'query', relations: input.type !== 'query' }));
    const planned = input.type === 'query' ? await orderedReference(input.referenceSql) : null;
    let result: ReferenceRun = planned?.plan.kind === 'rewrite' ? await request(planned.sql) : await request(input.referenceSql);
    // the rewritten reference may fail where the written one does not (its extra columns, a guessed name): no keys then
    if (planned?.plan.kind === 'rewrite' && (result.error || result.timedOut)) result = await request(input.referenceSql);
    else if (planned) result = withSortKeys(result, planned.plan);
    if (result.timedOut) {
      if (opts.forCheck) throw new GradingUnavailable('reference answer timed out');
      return failure(this.timeoutMessage('参考答案'), this.options.timeMs);
    }
    // Only clean runs are kept.
    if (!result.error) {
      this.references.set(key, result);
      if (this.references.size > REFERENCE_CACHE_SIZE) this.references.delete(this.references.keys().next().value as string);
    }
    return result;
  }

  /** hideRows: the verdict names no rows (hidden data) */
  private verdict(input: CheckInput, reference: ReferenceRun, student: RunOutput, hideRows: boolean): Verdict {
    if (reference.error) return { correct: false, message: `参考答案执行出错${where(reference.error)}：${reference.error.message}` };
    if (student.error) {
      const named = student.error.message.startsWith(VERIFY_FAILED) ? namedFailureBeforeError(input, reference, student, hideRows) : null;
      return named ?? { correct: false, message: `你的 SQL 执行出错${where(student.error)}：${student.error.message}` };
    }
    if (input.type === 'query') {
      const ref = lastQuery(reference.results);
      const stu = lastQuery(student.results);
      if (!ref) return { correct: false, message: '参考答案没有返回查询结果' };
      if (!stu) return { correct: false, message: '你的答案没有返回查询结果：请写一条 SELECT 查询' };
      const statements = splitSql(input.referenceSql);
      const last = [...statements]
        .reverse()
        .find((s) => s.words[0] === 'select' || s.words[0] === 'with' || s.words[0] === 'values' || s.words[0] === 'table' || s.text.startsWith('('));
      const ordered = input.orderSensitive ?? (last ? hasTopLevelOrderBy(last) : false);
      const referenceKeys = reference.sortKeys ?? null;
      return compareResultSets(ref, stu, {
        ordered,
        checkColumnNames: input.checkColumnNames,
        referenceKeys,
        sortKeys: referenceKeys || !last ? null : sortKeysOf(last, ref),
        hideRows,
      });
    }
    const replaced = replacedRelation(reference.relations, student.relations) ?? plantedObject(reference.relations, student.relations, input.type);
    if (replaced) return { correct: false, message: replaced };
    const refSets = reference.results.filter((r) => r.phase === 'verify');
    const stuSets = student.results.filter((r) => r.phase === 'verify');
    const verifyStatements = splitSql(input.verifySql ?? '').filter((s) => s.words.length > 0);
    if (refSets.length === 0) return { correct: false, message: '验证 SQL 没有返回结果，无法判断答案' };
    for (let i = 0; i < refSets.length; i++) {
      const stu = stuSets[i];
      if (!stu) return { correct: false, message: `验证查询 ${i + 1} 没有结果` };
      const s = verifyStatements[i];
      const v = compareResultSets(refSets[i], stu, {
        ordered: s ? hasTopLevelOrderBy(s) : false,
        checkColumnNames: false,
        sortKeys: s ? sortKeysOf(s, refSets[i]) : null,
        hideRows,
      });
      if (!v.correct) {
        const named = s && checkNameOf(s);
        if (named) return namedFailure(named, refSets[i], stu, v, hideRows);
        const label = refSets.length > 1 ? `验证查询 ${i + 1}（第 ${s?.line ?? '?'} 行）` : '验证查询';
        return { correct: false, message: `执行你的 SQL 后，${label}的结果与参考答案不一致：\n${v.message}` };
      }
    }
    return { correct: true, message: '结果正确：执行你的 SQL 后，验证查询的结果与参考答案一致' };
  }
}
/**
 * A named check that failed (its `-- 检查：…` comment, sql-script.ts checkNameOf): the name says what is wrong, the
 * difference (compare.ts checkDifference) what was found instead; a comparison of many rows adds its own message.
 */
function namedFailure(name: string, reference: SqlResultSet, student: SqlResultSet, v: Verdict, hideRows: boolean): Verdict {
  const difference = checkDifference(reference, student, hideRows);
  const rows = !difference && reference.rows.length > 1 ? v.message : null;
  const detail = difference ?? rows;
  return { correct: false, message: `执行你的 SQL 后，检查未通过：${name}${detail ? `\n${detail}` : ''}` };
}

/**
 * When the verification stopped on an error after the student's SQL (a view it reads is missing): a named check
 * before it that already failed, else the erring statement's own name with PostgreSQL's message; null when the
 * statements are not named (the error is said as it always was).
 */
function namedFailureBeforeError(input: CheckInput, reference: RunOutput, student: RunOutput, hideRows: boolean): Verdict | null {
  const statements = splitSql(input.verifySql ?? '').filter((s) => s.words.length > 0);
  const refSets = reference.results.filter((r) => r.phase === 'verify');
  const stuSets = student.results.filter((r) => r.phase === 'verify');
  for (let i = 0; i < stuSets.length && i < refSets.length; i++) {
    const s = statements[i];
    const v = compareResultSets(refSets[i], stuSets[i], { ordered: s ? hasTopLevelOrderBy(s) : false, checkColumnNames: false, hideRows });
    if (v.correct) continue;
    const named = s && checkNameOf(s);
    return named ? namedFailure(named, refSets[i], stuSets[i], v, hideRows) : null;
  }
  const erring = statements[stuSets.length];
  const named = erring && checkNameOf(erring);
  if (!named || !student.error) return null;
  const error = hideRows ? '' : `（检查时出错：${student.error.message.slice(VERIFY_FAILED.length)}）`;
  return { correct: false, message: `执行你的 SQL 后，检查未通过：${named}${error}` };
}

/** The result columns a statement's ORDER BY names, when it names only columns (see sortKeyColumns). */
function sortKeysOf(statement: Statement, result: SqlResultSet): number[] | null {
  const items = topLevelOrderItems(statement);
  return items ? sortKeyColumns(items, result.columns) : null;
}

const lastQuery = (sets: SqlResultSet[]) => [...sets].reverse().find((s) => s.columns.length > 0 && s.phase !== 'verify');

const PLANTED_NAMES: Record<string, string> = {
  rls: '行级安全策略',
  rule: '规则',
  trigger: '触发器',
  operator: '运算符',
  function: '与内置函数同名的函数',
  cast: '类型转换',
};

/**
 * What the reference does not leave and could make the verification read something else than the data: row security
 * that hides rows from it, rules or triggers that swallow a change, operators, functions named like built-ins or casts
 * that verification queries would call. Triggers are the answer itself in trigger questions.
 */
function plantedObject(reference: Record<string, string> | undefined, student: Record<string, string> | undefined, type: string): string | null {
  if (!reference || !student) return null;
  for (const [key, value] of Object.entries(student)) {
    const [kind, ...rest] = key.split(':');
    if (!(kind in PLANTED_NAMES) || (kind === 'trigger' && type === 'trigger')) continue;
    if (reference[key] !== value) {
      return `执行你的 SQL 后，场景中多了参考答案没有的${PLANTED_NAMES[kind]}（${rest.join(':')}）：它可能改变验证查询读到的结果，本题不需要它`;
    }
  }
  return null;
}

const KIND_NAMES: Record<string, string> = { r: '表', p: '分区表', v: '视图', m: '物化视图', f: '外部表' };

/**
 * Verification reads the scene's real objects: a relation the reference leaves as a table must not be a view, another
 * kind, or shadowed by a temporary table after the student's SQL.
 */
function replacedRelation(reference: Record<string, string> | undefined, student: Record<string, string> | undefined): string | null {
  if (!reference || !student) return null;
  for (const [name, kind] of Object.entries(reference)) {
    if (/^(temp|rls|rule|trigger|operator|function|cast):/.test(name)) continue;
    if (student[`temp:${name}`] && !reference[`temp:${name}`])
      return `执行你的 SQL 后，${name} 是一个临时表，遮住了场景中的同名${KIND_NAMES[kind] ?? '对象'}：验证查询读的是场景中的真实对象`;
    const mine = student[name];
    if (mine && mine !== kind) return `执行你的 SQL 后，${name} 是${KIND_NAMES[mine] ?? mine}，参考答案执行后它是${KIND_NAMES[kind] ?? kind}`;
  }
  return null;
}
