// The adversarial sandbox suite's harness: an attacker's run, then a victim's runs on the same scene and on another
// course's scene. The cases of a file share an engine (a grading process's roles, slots, connections and copies) for
// their time limit; a case that leaves any problem gets its engine closed and planted role defaults undone, so that
// what one case leaves behind is that case's finding only.
//
// After every attack the victim (another user, on the same engine: the same slots, connections, copies and login
// roles the attacker used) must find:
// - their correct answers graded right: a query and an update question on the attacker's scene (A), a query on
//   another course's scene (B) whose result has dates, timestamps and floating point (settings change their text);
// - the scenes exactly as built: a fingerprint (settings, relations and their statistics, functions, policies,
//   triggers, rules, large objects, prepared statements, cursors, channels, locks, roles, the data, the next value
//   of each sequence) equal to the one taken before any attack, and nothing the attacker planted ('PLANTED');
// - optionally (victimBuilds), a new scene of another teacher built as its script says;
// and the attacker must have seen nothing of scene B ('TOPSECRET') or the platform (the administrator's password,
// the cluster's folder, password hashes).
import pg from 'pg';
import type { SqlCheckResult, SqlRunResult } from '@contract/grading';
import { STUDENT_COURSE_SQL } from '../../../server/db/demo-scenes.sql';
import type { CheckInput, GradingEngine } from '../../../server/grading/engine';
import { testEngine } from '../../../server/grading/test-support';

export const ATTACKER = { user: 'u1' };
export const VICTIM = { user: 'u2' };
/** in every row of scene B: the other course's data, never to be seen by the attacker */
export const SECRET = 'TOPSECRET';
/** what attacks try to leave for the victim */
export const PLANTED = 'PLANTED';

/** The attacker's course: the textbook scene with a sequence of its own. */
export const SCENE_A = `${STUDENT_COURSE_SQL}
CREATE TABLE ticket (id serial PRIMARY KEY, note text);
INSERT INTO ticket (note) VALUES ('一'), ('二');
`;

/** Another course's scene: every row is secret to the attacker. */
export const SCENE_B = `-- 另一门课程（机密数据）
CREATE TABLE dossier (
  id        serial PRIMARY KEY,
  codename  text NOT NULL,
  clearance int NOT NULL,
  opened_on date NOT NULL,
  seen_at   timestamptz NOT NULL,
  score     real
);
INSERT INTO dossier (codename, clearance, opened_on, seen_at, score) VALUES
  ('TOPSECRET-ALPHA-7731', 5, '2026-03-04', '2026-03-04 08:30:00+08', 3.14159265),
  ('TOPSECRET-BRAVO-0420', 3, '2026-11-12', '2026-11-12 23:59:59+08', 0.1),
  ('TOPSECRET-CHARLIE-9001', 1, '2026-01-31', '2026-01-31 00:00:00+00', 2.5);
CREATE VIEW dossier_summary AS SELECT clearance, count(*) AS n FROM dossier GROUP BY clearance;
CREATE FUNCTION secret_answer() RETURNS text LANGUAGE sql AS $$ SELECT 'TOPSECRET-FUNCTION-BODY' $$;
COMMENT ON TABLE dossier IS 'TOPSECRET-COMMENT';
`;

const query = (referenceSql: string, studentSql: string): CheckInput => ({
  type: 'query',
  referenceSql,
  studentSql,
  verifySql: null,
  orderSensitive: null,
  checkColumnNames: false,
});

export const QUERY_A = query('select sname from student', 'select s.sname from student s');
export const DML_A: CheckInput = {
  type: 'dml',
  referenceSql: "update student set sage = sage + 1 where sdept = 'CS'",
  studentSql: "update student s set sage = s.sage + 1 where s.sdept = 'CS'",
  verifySql: 'select sno, sage from student order by sno',
  orderSensitive: null,
  checkColumnNames: false,
};
export const QUERY_B = query(
  'select codename, opened_on, seen_at, score from dossier where clearance < 9 order by id',
  'select d.codename, d.opened_on, d.seen_at, d.score from dossier d where d.clearance < 9 order by d.id',
);

/** What a run shows of its session and database; compared with the same run before any attack. */
const FINGERPRINT = `select name, case when name = 'statement_timeout' then (setting::int > 0)::text else setting end, source
  from pg_settings where source not in ('default', 'override') order by name;
select case when n.nspname like 'pg\\_temp\\_%' then 'temp' else n.nspname end as schema, c.relname, c.relkind::text,
       case when c.relkind <> 'r' or c.reltuples < 0 or c.reltuples::bigint = s.n then 'true statistics'
            else format('reltuples %s, relpages %s for %s rows', c.reltuples, c.relpages, s.n) end as statistics,
       c.relrowsecurity, c.relforcerowsecurity, c.relhastriggers, c.relhasrules, c.relacl::text, obj_description(c.oid, 'pg_class')
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  left join lateral (select (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', n.nspname, c.relname), false, true, '')))[1]::text::bigint as n where c.relkind = 'r') s on true
 where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
 order by 1, 2;
select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), p.prosecdef, p.proconfig::text
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
 where n.nspname not in ('pg_catalog', 'information_schema') order by 1, 2, 3;
select n.nspname, t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
 where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' order by 1, 2;
select oprname, oprleft::regtype::text, oprright::regtype::text from pg_operator where oid >= 16384 order by 1, 2, 3;
select polname, polrelid::regclass::text from pg_policy order by 1, 2;
select tgname, tgrelid::regclass::text from pg_trigger where not tgisinternal order by 1, 2;
select rulename, ev_class::regclass::text from pg_rewrite where ev_class >= 16384 and rulename <> '_RETURN' order by 1, 2;
select evtname from pg_event_trigger order by 1;
select extname from pg_extension order by 1;
select nspname from pg_namespace where nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%' order by 1;
select rolname, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls from pg_roles
 where rolname !~ '^(pg_|htdz_[0-9]+_[0-9]+_(run|ref|author)$)' order by 1;
select session_user ~ '^htdz_[0-9]+_[0-9]+_run$', rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolcanlogin, rolbypassrls, rolconnlimit, rolvaliduntil from pg_roles where rolname = session_user;
select r.rolname from pg_auth_members m join pg_roles r on r.oid = m.roleid where m.member = (select oid from pg_roles where rolname = session_user) order by 1;
select current_user, current_setting('transaction_read_only'), current_setting('search_path');
select count(*) from pg_largeobject_metadata;
select name, statement from pg_prepared_statements order by 1;
select name from pg_cursors where name !~ '^htdz_[0-9a-f]{12}_[0-9]+$' order by 1;
select pg_listening_channels();
select current_database() ~ '^c_[0-9a-f]{24}_[0-9]+_[0-9a-f]{6}$';`;

export const FINGERPRINT_A = `${FINGERPRINT}
select 'student', md5(string_agg(t::text, '|' order by t::text)) from student t
union all select 'course', md5(string_agg(t::text, '|' order by t::text)) from course t
union all select 'sc', md5(string_agg(t::text, '|' order by t::text)) from sc t
union all select 'ticket', md5(string_agg(t::text, '|' order by t::text)) from ticket t;
select nextval('ticket_id_seq');`;

export const FINGERPRINT_B = `${FINGERPRINT}
select md5(string_agg(t::text, '|' order by t::text)) from dossier t;
select md5(string_agg(t::text, '|' order by t::text)) from dossier_summary t;
select secret_answer();
select nextval('dossier_id_seq');`;

// -----------------------------------------------------------------------------------------------------------------
// The administrator's side (test scaffolding only: reading what a case left on the cluster, repairing it after)

const adminUrl = () => {
  const url = process.env.HTDZ_GRADING_DATABASE_URL?.split(',')[0];
  if (!url) throw new Error('HTDZ_GRADING_DATABASE_URL is not set: run through jest');
  return url;
};

/** What only the platform knows: the attacker's output must contain none of it. */
export function platformMarkers(): string[] {
  const u = new URL(adminUrl());
  return [decodeURIComponent(u.password), 'SCRAM-SHA-256$', '/htdz-grading-', 'admin.secret'].filter((m) => m.length > 0);
}

export async function asAdmin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Role defaults the engine sets itself (cluster.ts setup); anything else on a grading role was planted. */
const ENGINE_ROLE_SETTINGS = new Set(['statement_timeout', 'temp_file_limit', 'work_mem', 'idle_in_transaction_session_timeout', 'lock_timeout']);

type RoleSetting = { role: string; database: string | null; name: string; value: string };

/** Defaults on grading roles that the engine did not set (ALTER ROLE ... SET that a run managed to commit). */
export async function plantedRoleSettings(): Promise<RoleSetting[]> {
  return asAdmin(async (c) => {
    const { rows } = await c.query<{ role: string; database: string | null; setconfig: string[] }>(
      `SELECT r.rolname AS role, d.datname AS database, s.setconfig
         FROM pg_db_role_setting s JOIN pg_roles r ON r.oid = s.setrole LEFT JOIN pg_database d ON d.oid = s.setdatabase
        WHERE r.rolname LIKE 'htdz\\_%'`,
    );
    const out: RoleSetting[] = [];
    for (const r of rows) {
      for (const item of r.setconfig) {
        const at = item.indexOf('=');
        const name = item.slice(0, at);
        if (r.database === null && ENGINE_ROLE_SETTINGS.has(name)) continue;
        out.push({ role: r.role, database: r.database, name, value: item.slice(at + 1) });
      }
    }
    return out;
  });
}

/** Undoes planted role defaults, so that one case's finding does not become every later case's. */
export async function repairRoles(): Promise<void> {
  const planted = await plantedRoleSettings();
  if (planted.length === 0) return;
  await asAdmin(async (c) => {
    const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
    for (const p of planted) {
      await c.query(`ALTER ROLE ${q(p.role)}${p.database ? ` IN DATABASE ${q(p.database)}` : ''} RESET ${q(p.name)}`).catch(() => undefined);
    }
  });
}

// -----------------------------------------------------------------------------------------------------------------
// Cases

/**
 * What the attacker's own run must answer:
 * refused: the statement guard's refusal, nothing run; denied: PostgreSQL's error (a permission, a missing object);
 * timeout: stopped at the time limit; ended: the engine's "不能结束事务"; ok: no error; any: either; a RegExp: an
 * error whose message matches it.
 */
export type Expect = 'refused' | 'denied' | 'timeout' | 'ended' | 'ok' | 'any' | RegExp;
/**
 * via: how the attacker submits the SQL: run (the console), check (as the answer to query question QUERY_A, in a
 * read-only transaction) or describe (as a scene's init script: the author's side).
 */
export type Case = {
  name: string;
  attackSql: string;
  expect: Expect;
  via?: 'run' | 'check' | 'describe';
  /** the engine's time limit for this case (default 1000 ms) */
  timeMs?: number;
  /** the victim also builds a new scene of their own (a teacher's), which must come out as its script says */
  victimBuilds?: boolean;
};

type Outcome = { error: { message: string; code: string | null } | null; results: unknown[]; raw: unknown };

const GUARD_REFUSAL = /^(不能|只能|初始化脚本不能|函数体或动态 SQL)/;

function judge(expect: Expect, o: Outcome): string | null {
  const m = o.error?.message ?? '';
  const what = o.error ? `error ${JSON.stringify(m)} (code ${o.error.code})` : `no error, results ${JSON.stringify(o.results).slice(0, 300)}`;
  switch (expect) {
    case 'refused':
      return o.error && o.error.code === null && GUARD_REFUSAL.test(m) && o.results.length === 0 ? null : `expected the guard's refusal, got ${what}`;
    case 'denied':
      return o.error && o.error.code !== null ? null : `expected PostgreSQL's error, got ${what}`;
    case 'timeout':
      return /^执行超时/.test(m) ? null : `expected a timeout, got ${what}`;
    case 'ended':
      return /^不能结束事务/.test(m) ? null : `expected "不能结束事务", got ${what}`;
    case 'ok':
      return o.error ? `expected no error, got ${what}` : null;
    case 'any':
      return null;
    default:
      return expect.test(m) ? null : `expected an error matching ${expect}, got ${what}`;
  }
}

/** Anything of scene B or of the platform in what the attacker got back. */
export function leaks(output: unknown): string[] {
  const text = JSON.stringify(output) ?? '';
  return [SECRET, ...platformMarkers()]
    .filter((m) => text.includes(m))
    .map((m) =>
      m === SECRET
        ? `the attacker's output contains scene B data: ${excerpt(text, m)}`
        : `the attacker's output contains a platform secret (${m.slice(0, 4)}…): ${excerpt(text, m).split(m).join('«secret»')}`,
    );
}

const excerpt = (text: string, m: string) => {
  const at = text.indexOf(m);
  return text.slice(Math.max(0, at - 120), at + 120);
};

const thrown = (e: unknown): Outcome => ({
  error: { message: `THROWN ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`, code: null },
  results: [],
  raw: null,
});

const fromRun = (r: SqlRunResult): Outcome => ({ error: r.error ? { message: r.error.message, code: r.error.code } : null, results: r.results, raw: r });

/** How long the engine may take to answer a call before the suite calls it hung (its own limit is timeMs + a few s). */
const HUNG_MS = 8_000;

/** `work`, or an error when the engine has not answered within HUNG_MS. */
export function answered<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`HUNG: ${what} had no answer after ${HUNG_MS / 1000} s`)), HUNG_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export async function attack(engine: GradingEngine, c: Pick<Case, 'attackSql' | 'via'>): Promise<Outcome> {
  return answered(attackUnbounded(engine, c), "the attacker's run").catch(thrown);
}

async function attackUnbounded(engine: GradingEngine, c: Pick<Case, 'attackSql' | 'via'>): Promise<Outcome> {
  try {
    if (c.via === 'describe') {
      const d = await engine.describe(c.attackSql, ATTACKER);
      return { error: d.error ? { message: d.error.message, code: d.error.code } : null, results: d.tables, raw: d };
    }
    if (c.via === 'check') {
      const r: SqlCheckResult = await engine.check({ initSql: SCENE_A }, { ...QUERY_A, studentSql: c.attackSql }, ATTACKER);
      return { ...fromRun(r.student), raw: r };
    }
    return fromRun(await engine.run(SCENE_A, c.attackSql, null, ATTACKER));
  } catch (e) {
    return thrown(e);
  }
}

// -----------------------------------------------------------------------------------------------------------------
// The victim

type Fingerprints = { a: SqlRunResult; b: SqlRunResult };
let baseline: Promise<Fingerprints> | null = null;

/** The fingerprints of both scenes on a fresh engine, before any attack of this file. */
export function baselineFingerprints(): Promise<Fingerprints> {
  baseline ??= (async () => {
    const engine = testEngine({ timeMs: 5000 });
    try {
      const a = await engine.run(SCENE_A, FINGERPRINT_A, null, VICTIM);
      const b = await engine.run(SCENE_B, FINGERPRINT_B, null, VICTIM);
      if (a.error || b.error) throw new Error(`fingerprint failed: ${a.error?.message ?? b.error?.message}`);
      return { a, b };
    } finally {
      await engine.close();
    }
  })();
  return baseline;
}

function fingerprintDiff(scene: string, expected: SqlRunResult, got: SqlRunResult): string[] {
  if (got.error) return [`scene ${scene}: the victim's fingerprint run failed: ${got.error.message}`];
  const out: string[] = [];
  const statements = (scene === 'A' ? FINGERPRINT_A : FINGERPRINT_B).split(';\n');
  expected.results.forEach((e, i) => {
    const before = e.rows.map((r) => JSON.stringify(r));
    const after = (got.results[i]?.rows ?? []).map((r) => JSON.stringify(r));
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    const added = after.filter((r) => !before.includes(r));
    const gone = before.filter((r) => !after.includes(r));
    const label = (statements[i] ?? 'data').slice(0, 60).replace(/\s+/g, ' ');
    const change =
      added.length || gone.length
        ? `now ${added.join(' ') || '(no row of its own)'}; before any attack ${gone.join(' ') || '(no such row)'}`
        : 'the same rows in another order';
    out.push(`scene ${scene}: what the victim sees of "${label}…" has changed: ${change}`.slice(0, 700));
  });
  return out;
}

/** the new scene's rows; `at` is compared with the instant its script means in the session's own time zone */
const SAMPLE_SQL = `select id::text, title, day::text, (at = case id when 1 then timestamptz '2026-03-04 08:00:00' else timestamptz '2026-07-01 12:30:00+08' end)::text, ratio::text
  from event order by id`;

let fresh = 0;
/** A scene no one has built yet (another teacher's), with values whose meaning depends on the session's settings. */
function freshScene() {
  const id = `${process.pid}_${Date.now()}_${++fresh}`;
  return {
    sql: `-- 新场景 ${id}
CREATE TABLE event (id int PRIMARY KEY, title text, day date, at timestamptz, ratio real);
INSERT INTO event VALUES (1, '开学', '03/04/2026', '2026-03-04 08:00:00', 0.1), (2, '期末', '2026-07-01', '2026-07-01 12:30:00+08', 2.5);`,
    sample: [
      ['1', '开学', '2026-03-04', 'true', '0.1'],
      ['2', '期末', '2026-07-01', 'true', '2.5'],
    ],
  };
}

/** Everything the victim finds wrong after the attack (empty: nothing). */
export async function victimProblems(engine: GradingEngine, opts: { builds?: boolean } = {}): Promise<string[]> {
  const base = await baselineFingerprints();
  const problems: string[] = [];
  const outputs: unknown[] = [];
  let hung = false;
  const call = async <T>(what: string, f: () => Promise<T>): Promise<T | null> => {
    // an engine that hung once hangs again: one report of it is enough
    if (hung) return null;
    try {
      const r = await answered(f(), `the victim's ${what}`);
      outputs.push(r);
      return r;
    } catch (e) {
      hung = e instanceof Error && e.message.startsWith('HUNG');
      problems.push(
        `${what}: the engine threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}${hung ? " (the victim's remaining checks skipped)" : ''}`,
      );
      return null;
    }
  };
  const graded = async (what: string, scene: string, input: CheckInput) => {
    const r = await call(what, () => engine.check({ initSql: scene }, input, VICTIM));
    if (r && !r.correct) problems.push(`${what}: a correct answer is graded wrong: ${r.message.slice(0, 300)}`);
  };
  await graded('scene A, query question', SCENE_A, QUERY_A);
  await graded('scene A, update question', SCENE_A, DML_A);
  const fa = await call('scene A fingerprint', () => engine.run(SCENE_A, FINGERPRINT_A, null, VICTIM));
  if (fa) problems.push(...fingerprintDiff('A', base.a, fa));
  await graded('scene B (another course), query question', SCENE_B, QUERY_B);
  const fb = await call('scene B fingerprint', () => engine.run(SCENE_B, FINGERPRINT_B, null, VICTIM));
  if (fb) problems.push(...fingerprintDiff('B', base.b, fb));
  if (opts.builds) {
    const scene = freshScene();
    const d = await call('a new scene of another teacher', () => engine.describe(scene.sql, VICTIM));
    if (d?.error) problems.push(`another teacher's new scene fails to build: ${d.error.message}`);
    else if (d) {
      const run = await call('a run on the new scene', () => engine.run(scene.sql, SAMPLE_SQL, null, VICTIM));
      const rows = run?.results[0]?.rows;
      try {
        expect(rows).toEqual(scene.sample);
      } catch {
        problems.push(
          `another teacher's new scene was built wrong (its script says 2026-03-04 08:00 local time and 0.1, 2026-07-01 and 2.5; [id, title, day, at as meant, ratio]): ${JSON.stringify(rows ?? run?.error)}`,
        );
      }
    }
  }
  const text = JSON.stringify(outputs);
  if (text.includes(PLANTED)) problems.push(`the victim's results contain what the attacker planted: ${excerpt(text, PLANTED)}`);
  // defaults of htdz_scene (never a login role: SET ROLE does not apply them) change nothing a victim sees
  const planted = (await plantedRoleSettings()).filter((p) => p.role !== 'htdz_scene');
  for (const p of planted) problems.push(`the attack left a default on login role ${p.role}${p.database ? ` in ${p.database}` : ''}: ${p.name}=${p.value}`);
  return problems;
}

const engines = new Map<number, GradingEngine>();

/**
 * One case: the attack, the victim, on this file's engine for the case's time limit. A case that leaves a problem
 * (or makes the engine throw) gets its engine closed and any planted role default undone, so that its finding does
 * not become the next case's.
 */
export async function attackThenVictim(c: Case): Promise<void> {
  await scenario(c.timeMs ?? 1000, { builds: c.victimBuilds || c.via === 'describe' }, async (engine) => {
    const outcome = await attack(engine, c);
    if (process.env.HTDZ_SANDBOX_VERBOSE)
      console.log(
        `${c.name}\n  → ${outcome.error ? `${outcome.error.code ?? '(engine)'} ${outcome.error.message}` : `ok ${JSON.stringify(outcome.results).slice(0, 300)}`}`,
      );
    const problems: string[] = [];
    const wrong = judge(c.expect, outcome);
    if (wrong) problems.push(`attacker: ${wrong}`);
    problems.push(...leaks(outcome.raw));
    if (outcome.error?.message.startsWith('THROWN')) problems.push(`the engine threw on the attacker's run: ${outcome.error.message}`);
    return problems;
  });
}

/**
 * An attack of its own shape (concurrent runs, hidden data): `attackWith` answers the problems it found; then the
 * victim's checks run on the same engine.
 */
export async function scenario(timeMs: number, opts: { builds?: boolean }, attackWith: (engine: GradingEngine) => Promise<string[]>): Promise<void> {
  await baselineFingerprints();
  let engine = engines.get(timeMs);
  if (!engine) {
    engine = testEngine({ timeMs });
    engines.set(timeMs, engine);
  }
  let clean = false;
  try {
    const problems = await attackWith(engine);
    problems.push(...(await victimProblems(engine, opts)));
    clean = problems.length === 0;
    expect(problems).toEqual([]);
  } finally {
    if (!clean) await retire(timeMs);
  }
}

async function retire(timeMs: number) {
  const engine = engines.get(timeMs);
  engines.delete(timeMs);
  await engine?.close();
  await repairRoles();
}

/** it.each over a table of cases. */
export function runCases(cases: Case[]) {
  const names = new Set<string>();
  for (const c of cases) {
    if (names.has(c.name)) throw new Error(`duplicate case name: ${c.name}`);
    names.add(c.name);
  }
  it.each(cases)('$name', (c) => attackThenVictim(c));
}

/** Closes this file's engines (every test file calls it once). */
export function closeEnginesAfterAll() {
  afterAll(async () => {
    for (const t of [...engines.keys()]) await retire(t);
  });
}
